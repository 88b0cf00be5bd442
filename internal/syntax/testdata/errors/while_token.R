x <- 1 while
