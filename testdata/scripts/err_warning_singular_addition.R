# one warning pending when the error happens: "In addition: Warning message:"
f <- function() { warning("just one warning"); stop("and then the error") }
cat("start\n")
f()
