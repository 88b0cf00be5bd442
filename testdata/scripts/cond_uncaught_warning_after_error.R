f <- function() {
  warning("first a warning")
  stop("then an error")
}
f()
