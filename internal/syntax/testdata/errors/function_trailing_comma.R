f <- function(a, b, ) NULL
