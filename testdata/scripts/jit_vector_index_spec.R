# x[i] speculated on a plain double vector: the guards must fail (and
# the baseline take over) when the vector later has names, is an integer
# or character vector, a list, or has a class with a `[` method.
f <- function(x, n) {
    s <- 0
    for (i in seq_len(n)) s <- s + x[i] * 2
    s
}
v <- c(1.5, 2.5, 3.5, 4.5)
for (k in 1:6) print(f(v, 4L))
print(f(c(a = 1, b = 2), 2L))
print(f(1:4, 4L))
print(tryCatch(f(c("a", "b"), 2L), error = function(e) conditionMessage(e)))
print(tryCatch(f(list(1, 2), 2L), error = function(e) conditionMessage(e)))
`[.myvec` <- function(x, i) 100
print(f(structure(c(1, 2), class = "myvec"), 2L))
print(f(v, 6L))
print(f(v, 4L))
# x[i] at a scalar index is not always one element: x[0] is empty and
# x[-1] drops one.
g <- function(x, i) x[i] * 2
for (k in 1:6) print(g(v, 2L))
print(g(v, 0L))
print(g(v, -1L))
print(g(v, NA_integer_))
print(g(v, 9L))
