x <- 1

# c
y y
