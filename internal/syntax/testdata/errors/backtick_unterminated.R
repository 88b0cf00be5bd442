`abc <- 1
