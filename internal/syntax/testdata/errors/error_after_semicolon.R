x <- 1; y y
