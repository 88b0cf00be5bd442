x <- list(1)
x[[1]]]
