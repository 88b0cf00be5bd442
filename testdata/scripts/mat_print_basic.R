m <- matrix(1:6, 2)
m
print(m)
matrix(c(1.5, 2.25, -3, 4), 2)
matrix(c(TRUE, FALSE, NA, TRUE), 2)
matrix(c(1e10, 1, 2, 3), 2)
matrix(c(0.001, 123.5, NA, NaN, Inf, -Inf), 3)
matrix(1:20, 4, byrow = TRUE)
matrix(c(1+2i, 3-1i, 0+0i, -2i), 2)
matrix(1:10, 10, 1)
matrix(1:12, 1)
x <- matrix(c(100000, 2, 3.5, 4), 2)
x
