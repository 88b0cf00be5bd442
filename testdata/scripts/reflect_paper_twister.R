# Negative numbers are written (0 - k): the baseline compiler currently
# rewrites every later binary minus once it has inlined a unary minus.
# The c(1, 2) + c brain twister and its bad() variant
f <- function(c) { c(1, 2) + c }
print(f(3))
g <- function(c) { c(1, 2) * c }
print(g(10))
bad <- function() rm(list = "c", envir = sys.frame(0 - 1))
probe <- function(c) { v <- c(1, 2); list(v, typeof(c), exists("c", inherits = FALSE)) }
print(probe(5))
print(probe(bad()))
lookup <- function(c) { c(1, 2); c }
print(is.function(lookup(bad())))
x <- tryIt <- NULL
bad2 <- function() assign("c", 100, envir = sys.frame(0 - 1))
probe2 <- function(c) { v <- c(1, 2); c }
print(probe2(bad2()))
r <- lookup(bad())
print(typeof(r))
