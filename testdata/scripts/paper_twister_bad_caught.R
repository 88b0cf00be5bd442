# The bad() variant of the twister, caught and examined
f <- function(c) {c(1, 2) + c}
bad <- function() rm(list="c", envir=sys.frame(-1))
r <- tryCatch(f(bad()), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(f(bad()), error = function(e) deparse(conditionCall(e)))
print(r)
g <- function(c) { v <- c(1, 2); list(v, is.function(c), identical(c, base::c)) }
print(g(bad()))
h <- function(c) { c; c(1, 2) }
print(h(bad()))
k <- function(c) { c(1, 2) * 0 + if (is.function(c)) 100 else c }
print(k(5))
print(k(bad()))
also_bad <- function() { assign("c", function(...) "shadowed", envir = sys.frame(-1)); 0 }
m <- function(c) { c(1, 2) }
print(m(also_bad()))
print(f(3))
