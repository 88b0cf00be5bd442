m <- matrix(1:6, 2)
length(m)
m * 2L
m + m
m > 3
m %% 2L == 0L
sum(m)
max(m)
range(m)
c(m)
as.vector(m)
m2 <- m
dim(m2) <- c(3, 2)
m2
which(m > 2)
rev(m)
x <- matrix(c(5, 3, 8, 1), 2)
x[order(x[, 1]), ]
sapply(1:3, function(i) c(i, i^2))
sapply(1:2, function(i) matrix(i, 2, 2))
vapply(1:3, function(i) c(a = i, b = -i), c(a = 0, b = 0))
mapply(function(a, b) a + b, 1:3, 4:6)
m[m > 2] <- 0L
m
