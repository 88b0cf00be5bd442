# UseMethod outside a function is an error.
f <- function(x) UseMethod("f")
f.default <- function(x) "ok"
f(1)
UseMethod("f")
cat("not reached\n")
