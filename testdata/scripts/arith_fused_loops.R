# Loops whose body is one fused assignment, and fused programs meeting
# values the fast path leaves to the general one.
f <- function(n) { s <- 0; for (i in 1:n) s <- s + i * 0.5; s }
print(f(10)); print(f(1))
g <- function(x) { s <- 0L; for (v in x) s <- s + v; s }
print(g(1:10)); print(g(c(1L, NA, 3L))); print(g(c(2.5, NaN, 1)))
print(g(c(.Machine$integer.max, 1L)))
h <- function(x) { s <- 0; for (v in x) s <- s * 2 - v; s }
print(h(c(Inf, Inf))); print(h(c(1, NA))); print(h(c(TRUE, FALSE, TRUE)))
# the accumulator becomes a vector, then an object, midway
k <- function(n) {
    s <- 0
    for (i in 1:n) { s <- s + i; if (i == 3) s <- c(s, 100) }
    s
}
print(k(5))
m <- function(n) { s <- 0; for (i in seq_len(n)) s <- s - i / 4; s }
print(m(8))
# an operator redefined inside the loop
r <- function(n) {
    s <- 0
    for (i in 1:n) { s <- s + i; if (i == 2) `+` <- function(a, b) a * b }
    s
}
print(r(4))
# a loop variable bound to something else, and the box shared
q <- function(n) { keep <- list(); s <- 0; for (i in 1:n) { s <- s + i; keep[[i]] <- i }; list(s, unlist(keep)) }
print(q(4))
w <- function(n) { s <- 0; for (i in 1:n) s <- s + i * i; i <- 0; s + i }
print(w(100))
# matrices: elements by two indices, by one, out of range, with names
a <- matrix(as.double(1:12), 3, 4)
t1 <- function(a) { s <- 0; for (j in 1:4) for (i in 1:3) s <- s + a[i, j] * j; s }
print(t1(a))
t2 <- function(a) { s <- 0; for (k in 1:12) s <- s + a[k] / 2; s }
print(t2(a))
t3 <- function(a) { s <- 0; for (i in 1:4) s <- s + a[i, 1]; s }
print(tryCatch(t3(a), error = function(e) conditionMessage(e)))
b <- a; dimnames(b) <- list(letters[1:3], LETTERS[1:4])
print(t1(b))
v <- c(x = 1, y = 2, z = 3)
t4 <- function(v) { s <- 0; for (k in 1:3) s <- s + v[k]; s }
print(t4(v))
t5 <- function(a) { s <- 0; for (i in 1:3) { s <- s + a[i, 2]; dim(a) <- c(4, 3) }; s }
print(t5(a))
t6 <- function(a) { s <- 0; for (k in 1:3) s <- s + a[k, k]; s }
ai <- matrix(1:9, 3); print(t6(ai)); al <- matrix(c(TRUE, FALSE), 3, 3); print(t6(al))
print(t6(matrix(c(1, NA, 3), 3, 3)))
# promise arguments and variables from enclosing frames
p <- function(x, y) { s <- 0; for (i in 1:3) s <- s + x * y; s }
print(p(2, 1 + 1))
outer_s <- 10
u <- function() { for (i in 1:3) outer_s <- outer_s + i; outer_s }
print(u()); print(outer_s)
