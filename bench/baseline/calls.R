# Many small calls with a default argument.
add <- function(x, y = 1) x + y
run <- function(n) { s <- 0; for (i in 1:n) s <- add(s, i); s }
N <- 1e6
