# Micro: lapply passing extra arguments through ... to a function that
# forwards its own ... again.

inner <- function(x, a, b = 2, ...) x * a + b
outer <- function(x, ...) inner(x, ...)

execute <- function(n) {
    r <- lapply(seq_len(n), outer, 2, b = 1)
    s <- 0
    for (v in r) s <- s + v
    s
}

verifyResult <- function(result, n) result == n * (n + 1) + n
