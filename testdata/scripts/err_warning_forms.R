# warning() values, call attribution and conditions
f <- function() { r <- warning("returned invisibly"); r }
x <- withCallingHandlers(f(), warning = function(w) invokeRestart("muffleWarning"))
print(x)
g <- function(n) { if (n > 1) warning("n is ", n, ", large") ; n * 2 }
print(withCallingHandlers(g(5), warning = function(w) { cat("caught:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") }))
w <- tryCatch(g(3), warning = function(w) w)
print(class(w))
print(conditionMessage(w))
print(deparse(conditionCall(w)))
h <- function() { warning(simpleWarning("custom warning object")); "h done" }
print(suppressWarnings(h()))
k <- function() { warning("one"); warning("two"); "k done" }
print(k())
cat("after k\n")
kk <- function() warning("from kk", call. = FALSE)
kk()
m <- function(v) { for (i in v) if (i < 0) warning("negative value ", i); "m done" }
m(c(1, -2, 3, -4))
