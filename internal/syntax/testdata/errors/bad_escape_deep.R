f <- function(x) {
  y <- 1
  paste("a\d", y)
}
