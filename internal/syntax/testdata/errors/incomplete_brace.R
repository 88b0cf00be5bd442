f <- function() {
  x <- 1
