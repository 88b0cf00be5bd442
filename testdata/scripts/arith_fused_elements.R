# Element reads in fused arithmetic: vectors and matrices indexed by
# integer variables, in range and not, and the cases that leave the fast
# path (NA, zero, out of range, attributes, doubles, lists).
f <- function(x, m) {
    s <- 0
    for (i in 1:3) s <- s + x[i] * 2
    t <- 0
    for (i in 1:2) for (j in 1:3) t <- t + m[i, j]
    c(s, t)
}
print(f(c(1, 2, 3, 4), matrix(1:6 + 0.5, 2)))
print(f(c(a = 1, b = 2, c = 3), matrix(1:6, 2)))
print(f(c(1, 2), matrix(1:6 + 0.5, 2)))
g <- function(x, i) x[i] + 1
print(g(c(10, 20), 2L)); print(g(c(10, 20), 3L)); print(g(c(10, 20), NA_integer_))
print(g(c(10, 20), 0L)); print(g(c(10, 20), -1L)); print(g(c(10, 20), 1.9))
h <- function(m, i, j) m[i, j] * 2
m <- matrix(c(1.5, 2.5, 3.5, 4.5), 2)
print(h(m, 2L, 2L)); print(h(m, 1L, 2L))
r <- tryCatch(h(m, 3L, 1L), error = function(e) conditionMessage(e)); print(r)
print(h(m, NA_integer_, 1L))
print(h(array(1:8 + 0.25, c(2, 2, 2))[, , 1], 2L, 1L))
k <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i]; s }
print(k(c(1.5, 2.5))); print(k(1:3)); print(k(c(TRUE, FALSE, TRUE)))
print(tryCatch(k(list(1, 2)), error = function(e) conditionMessage(e)))
l <- function(x) { i <- 2L; x[i] <- 5; x[i] * 3 }
print(l(c(1, 2, 3)))
d <- structure(c(1, 2, 3), class = "myv")
"[.myv" <- function(x, i) 100
print(k(d))
