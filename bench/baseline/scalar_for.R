# A scalar loop: arithmetic on doubles and the loop variable.
run <- function(n) { s <- 0; for (i in 1:n) s <- s + i * 0.5; s }
N <- 5e6
