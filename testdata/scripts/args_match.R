f <- function(alpha, beta = 2, ...) alpha - beta
f(10)
f(be = 1, 10)
f(alpha = 3, 1)
f(1, 2, 3, 4)
g <- function(x) x
g(1, 2)
