cat("before\n")
f <- function() quit(status = 3)
f()
cat("after\n")
