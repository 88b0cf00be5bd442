# Element assignment in a loop (must be linear).
run <- function(n) { x <- numeric(n); for (i in 1:n) x[i] <- i; x[n] }
N <- 1e6
