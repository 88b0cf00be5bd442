# a top-level error when several warnings are already pending in the same call
f <- function(i) { warning("warn ", i); i }
g <- function() { for (i in 1:3) f(i); stop("then an error") }
g()
