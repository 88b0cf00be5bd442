# Micro: a scalar loop, arithmetic on a double accumulator and the loop
# variable. execute(n) sums i * 0.5 for i in 1..n.

execute <- function(n) {
    s <- 0
    for (i in 1:n) s <- s + i * 0.5
    s
}

verifyResult <- function(result, n) result == n * (n + 1) / 4
