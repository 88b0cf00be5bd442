x <- seq(1, 2, length.out = c(3, 4))
x
seq.int(1, 2, by = 0)
