A <- matrix(c(4, -2, 1, -2, 4, -2, 1, -2, 4), 3, byrow = TRUE)
b <- c(11, -16, 17)
x <- solve(A, b)
x
A %*% x
Ainv <- solve(A)
round(Ainv, 6)
round(A %*% Ainv, 12)
crossprod(A, b)
I <- diag(3)
identical(I %*% A, A)
sum(diag(A))
m <- outer(1:4, 1:4, function(i, j) 1 / (i + j - 1))
round(m, 4)
round(solve(m) %*% m, 8)
v <- 1:3
v %*% A %*% v
drop <- function(x) x
drop(t(v) %*% v)
