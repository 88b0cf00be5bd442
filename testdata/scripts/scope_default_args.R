f <- function(a = { b <- 5; 1 }) { b <- 10; a; b + 0 }
print(f()); print(f()); print(f(2))
g <- function(n, a = b * 2) { b <- n; s <- a; b <- 0; c(s, b) }
print(g(3)); print(g(4)); print(g(1, 7))
h <- function(k = { x <<- 99; 1 }) { x <- 1; k; x + 0 }
print(h()); print(h())
k <- function(a = b) { b <- 1; b <- 2; a }
print(k()); print(k())
m <- function(n, a = b + n) { b <- 1; for (i in 1:n) b <- b + i; a }
print(m(3)); print(m(4)); print(m(2, 0))
