# !, length() and is.na() inside fused arithmetic.
f <- function(x, j) j < length(x) && !is.na(x[j])
print(f(c(1, NA, 3), 1)); print(f(c(1, NA, 3), 2)); print(f(c(1, NA, 3), 3))
print(f(list(1, 2), 1)); print(f(letters, 3)); print(f(NULL, 0))
g <- function(x) !x
print(g(0)); print(g(NA)); print(g(2L)); print(g(NaN)); print(g(c(TRUE, NA)))
print(tryCatch(g("a"), error = function(e) conditionMessage(e)))
h <- function(x) length(x) + 1L
print(h(NULL)); print(h(factor(c("a", "b")))); print(h(quote(f(x)))); print(h(sum))
e <- new.env(); assign("a", 1, e); print(h(e))
length.myobj <- function(x) 99L
print(h(structure(list(), class = "myobj")))
is.na.myobj <- function(x) "custom"
k <- function(x) is.na(x) + 0
print(k(NA)); print(k(3)); print(k(NaN)); print(k(c(1, NA)))
print(tryCatch(k(structure(list(), class = "myobj")), error = function(e) conditionMessage(e)))
Ops.money <- function(e1, e2) { cat("Ops.money", .Generic, "\n"); TRUE }
m <- structure(5, class = "money")
print(g(m))
w <- function(cum, r) { j <- 1L; while (j < length(cum) && r >= cum[j]) j <- j + 1L; j }
print(w(c(0.1, 0.5, 0.9, 1), 0.6)); print(w(c(0.1, 0.5), 2)); print(w(numeric(0), 1))
cnt <- function(v) { n <- 0L; for (i in seq_along(v)) if (!is.na(v[i])) n <- n + 1L; n }
print(cnt(c(1, NA, 3, NA, NaN)))
local({ length <- function(x) 0L; print(h(1:5)) })
print(h(1:5))
