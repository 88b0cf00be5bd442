f <- function(i) warning("w")
for (i in 1:12) f(i)
g <- function() for (i in 1:60) warning("again")
g()
h <- function() { warning("x"); warning("y"); warning("z") }
h()
