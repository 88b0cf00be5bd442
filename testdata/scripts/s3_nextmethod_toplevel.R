# NextMethod outside a function is an error.
g <- function(x) UseMethod("g")
g.a <- function(x) c("a", NextMethod())
g.default <- function(x) "default"
g(structure(1, class = "a"))
NextMethod()
cat("not reached\n")
