f <- function(x, y) { if (x) "x only" else y }
f(TRUE, stop("never evaluated"))
g <- function(a, b = a * 2) { a <- 100; b }
g(1)
h <- function(x) { cat("in h\n"); x; x; invisible(NULL) }
h({cat("forced\n"); 1})
k <- function() { l(return(5)); 6 }
l <- function(x) x
k()
m <- function(x = y, y = x) x
