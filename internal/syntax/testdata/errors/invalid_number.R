x <- 1e
