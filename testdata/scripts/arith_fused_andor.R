# && and || inside fused arithmetic: short-circuit, NA, coercion, errors.
f <- function(a, b) a && b > 1
print(f(TRUE, 2)); print(f(FALSE, stop("never"))); print(f(NA, 0)); print(f(NA, 3))
g <- function(a, b) a || b < 0
print(g(TRUE, stop("never"))); print(g(FALSE, -1)); print(g(NA, 1)); print(g(NA, -1))
print(f(1, 5)); print(f(0, 5)); print(g(0L, 1)); print(f(NA_real_, 5))
print(tryCatch(f("yes", 2), error = function(e) conditionMessage(e)))
print(tryCatch(f(c(TRUE, TRUE), 2), error = function(e) conditionMessage(e)))
print(tryCatch(f(TRUE, c(2, 3)), error = function(e) conditionMessage(e)))
print(tryCatch(g(NULL, 1), error = function(e) conditionMessage(e)))
w <- function(n) {
    i <- 0L; go <- TRUE
    while (go && i < n) { i <- i + 1L; if (i * i > 30) go <- FALSE }
    c(i, go)
}
print(w(100)); print(w(3))
cnt <- 0
side <- function() { cnt <<- cnt + 1; TRUE }
h <- function(x) x > 0 && side()
print(h(1)); print(h(-1)); print(cnt)
k <- function(x, y) (x > 1 || y > 1) && !(x > 5)
print(k(2, 0)); print(k(0, 0)); print(k(9, 9))
m <- function(v) { s <- 0; for (i in seq_along(v)) if (!is.na(v[i]) && v[i] > 2) s <- s + v[i]; s }
print(m(c(1, 5, NA, 7)))
`&&` <- function(a, b) "mine"
print(f(TRUE, 2))
rm(`&&`)
print(f(TRUE, 2))
