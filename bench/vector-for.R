# Micro: element assignment in a loop, x[i] <- v, which must stay linear
# (the vector is modified in place when nothing else holds it).

execute <- function(n) {
    x <- numeric(n)
    for (i in 1:n) x[i] <- i * 2
    y <- integer(n)
    for (i in seq_len(n)) y[[i]] <- i %% 7L
    c(x[n], sum(x), sum(y))
}

verifyResult <- function(result, n) {
    r7 <- (n %/% 7) * 21 + sum(seq_len(n %% 7))
    result[1] == 2 * n && result[2] == n * (n + 1) && result[3] == r7
}
