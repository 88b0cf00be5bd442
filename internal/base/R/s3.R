# S3: the generics that are closures in GNU R.

print <- function(x, ...) UseMethod("print")
