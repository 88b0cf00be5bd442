y <- 1
x <- y y
