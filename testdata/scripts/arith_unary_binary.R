# unary and binary forms of - and + compiled in one session
x <- -1
y <- 5 - 3
z <- +2
w <- 2 + 2
print(c(x, y, z, w))
f <- function(a) -a
g <- function(a, b) a - b
print(f(3)); print(g(10, 4)); print(-(1:3)); print(7 - -2)
print(!TRUE); print(1:3 - 1)
