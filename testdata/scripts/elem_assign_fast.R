# Element assignment statements: in place only when R would not copy.
f <- function(v) { for (i in seq_along(v)) v[i] <- v[i] * 2; v }
a <- c(1, 2, 3); b <- f(a); print(a); print(b)
g <- function() { x <- numeric(3); y <- x; for (i in 1:3) x[i] <- i + 0.5; list(x, y) }
print(g())
h <- function() { x <- 1:3; x[2] <- 2.5; x }
print(h())
k <- function() { x <- c(1, 2); x[5] <- 9; x }
print(k())
m <- function() { x <- c(a = 1, b = 2); for (i in 1:2) x[i] <- i * 10; x }
print(m())
n <- function() { x <- structure(c(1, 2), class = "foo"); x[1] <- 5; unclass(x) }
`[<-.foo` <- function(x, i, value) { cat("method\n"); y <- unclass(x); y[i] <- value * 100; structure(y, class = "foo") }
print(n())
p <- function() { m <- matrix(0, 2, 2, dimnames = list(c("r1", "r2"), c("c1", "c2"))); for (i in 1:2) for (j in 1:2) m[i, j] <- i * 10 + j; m }
print(p())
q <- function() { x <- c(TRUE, FALSE); x[2] <- TRUE; x[1] <- NA; x }
print(q())
r <- function() { x <- 1:4; x[[3]] <- 30L; x[2] <- NA; x }
print(r())
s <- function() { x <- c(1, 2, 3); i <- 0; x[i] <- 5; j <- NA; x[j] <- 7; x[-1] <- 0; x }
print(s())
t1 <- function() { x <- c(1, 2, 3); x[2.7] <- 20; x[TRUE] <- x + 1; x }
print(t1())
glob <- c(5, 6, 7)
u <- function() { glob[2] <- 60; glob }
print(u()); print(glob)
w <- function() { e <- c(1, 2); lst <- list(e); e[1] <- 100; list(e, lst) }
print(w())
z <- function() { x <- c(1, 2); for (i in 1:3) x[i] <- i; x }
print(z())
im <- function() { m <- matrix(1:4, 2); m[1, 2] <- 2.5; m[2, 1] <- 9L; m }
print(im())
oob <- function() { m <- matrix(0, 2, 2); m[3, 1] <- 1; m }
print(tryCatch(oob(), error = function(e) conditionMessage(e)))
cl <- function() { x <- c(1, 2); f2 <- function() x[1] <- 50; f2(); x }
print(cl())
sup <- function() { x <- c(1, 2); f2 <- function() x[1] <<- 50; f2(); x }
print(sup())
