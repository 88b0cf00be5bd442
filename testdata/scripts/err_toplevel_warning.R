# warning() called directly at top level, and from functions
warning("a top-level warning")
cat("after first\n")
f <- function() warning("from f")
f()
g <- function() { warning("g one"); warning("g two"); "g value" }
g()
x <- g()
print(x)
warning("with call.=FALSE from top level", call. = FALSE)
h <- function() warning("no call", call. = FALSE)
h()
cat("end\n")
