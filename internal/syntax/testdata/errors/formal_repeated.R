f <- function(x,
  y, x) 1
