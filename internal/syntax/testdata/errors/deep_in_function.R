f <- function(x) {
  y <- 1
  z <- 2
  w w
}
