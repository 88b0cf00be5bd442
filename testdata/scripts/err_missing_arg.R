# argument "x" is missing, with no default
f <- function(x) x * 2
g <- function(y) f(y)
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(g(), error = function(e) conditionMessage(e))
print(r)
h <- function(a, b) a
print(h(1))
k <- function(a, b) { if (missing(b)) "b missing" else b }
print(k(1))
g()
