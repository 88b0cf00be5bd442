x <- 5
(x <- 6)
x
invisible(7)
f <- function() invisible(8)
f()
(f())
g <- function() y <- 9
g()
v <- g()
v
h <- function() { 10 }
h()
if (FALSE) 1
if (TRUE) 2
NULL
