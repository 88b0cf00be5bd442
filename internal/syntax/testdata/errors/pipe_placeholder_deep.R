f <- function() {
  x <- 1
  g(x = _)
}
