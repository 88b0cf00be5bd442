x <- list(); x@a <- 1
