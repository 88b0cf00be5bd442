# a warning raised by a subassignment names the whole assignment call
u <- c(1, 2, 3, 4, 5, 6)
u[1:5] <- c(1, 2)
print(u)
f <- function() { v <- 1:3; v[1:2] <- 4:6; v }
print(f())
l <- list(a = 1)
l$a[1:3] <- c(1, 2)
print(l)
x <- 1:3
x[2] <- 2147483647L + 1L
print(x)
