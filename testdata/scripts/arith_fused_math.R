# One-argument Math functions inside fused arithmetic.
f <- function(x, y) sqrt(x * x + y * y)
print(f(3, 4)); print(f(3L, 4L)); print(f(NA, 1)); print(f(c(3, 6), 4))
g <- function(x) abs(x) + floor(x / 2) - ceiling(x / 3)
print(g(-7L)); print(g(7.5)); print(g(NA_integer_)); print(g(TRUE))
print(typeof(abs(-3L) + 0L)); print(typeof(abs(TRUE) * 1L))
h <- function(x) log(x) + exp(x) * sin(x) - cos(x) / tan(x) + atan(x)
print(h(1)); print(h(2L))
print(sqrt(-1) + 1)
k <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + sqrt(v[i]); s }
print(k(c(1, 4, 9))); print(k(c(1, -4, 9)))
print(tryCatch(f("a", 1), error = function(e) conditionMessage(e)))
r <- function(x) sqrt(x) + 1
print(tryCatch(r("a"), error = function(e) conditionCall(e)))
m <- function(x) exp(x) * 2
print(m(1000)); print(m(-Inf)); print(m(NaN))
local({
    sqrt <- function(x) x * 10
    print(sqrt(4) + 1)
})
sq <- function(n) { t <- 0; for (i in 1:n) { t <- t + sqrt(i); if (i == 2) sqrt <- function(x) -1 }; t }
print(sq(4))
print(log(exp(2)) * 1)
lg <- function(x) log(x) + 0
print(lg(0)); print(lg(-1)); print(lg(NA))
