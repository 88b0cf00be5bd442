m <- matrix(1:9, 3)
lower.tri(m)
upper.tri(m)
lower.tri(m, diag = TRUE)
upper.tri(m, diag = TRUE)
m[lower.tri(m)]
m[upper.tri(m)] <- 0L
m
lower.tri(matrix(1:6, 2))
upper.tri(matrix(1:6, 3))
row(matrix(1:6, 2))
col(matrix(1:6, 2))
x <- matrix(1:16, 4)
x[row(x) == col(x)]
x[row(x) + col(x) == 5]
