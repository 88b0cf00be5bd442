# try() prints pending warnings after the error message with "In addition:"
f <- function() { warning("w1"); stop("boom") }
r <- try(f())
print(class(r))
r2 <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r2)
g <- function() { warning("w1"); warning("w2"); stop("boom2") }
try(g())
try(g(), silent = TRUE)
cat("after\n")
f()
