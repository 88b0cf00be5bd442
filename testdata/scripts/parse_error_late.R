x <- 1
print(x)
y <- x x
print(2)
