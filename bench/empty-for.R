# Micro: the cost of the loop itself, an empty body over 1..n.

execute <- function(n) {
    for (i in 1:n) {
    }
    i
}

verifyResult <- function(result, n) result == n
