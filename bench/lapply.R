# Micro: lapply over a vector with a small closure capturing a variable.

execute <- function(n) {
    k <- 3
    r <- lapply(seq_len(n), function(i) i * k)
    s <- 0
    for (v in r) s <- s + v
    s
}

verifyResult <- function(result, n) result == 3 * n * (n + 1) / 2
