# Spectral norm (benchmarks game): the spectral norm of the infinite
# matrix A with a[i, j] = 1 / ((i + j) (i + j + 1) / 2 + i + 1) (0-based),
# truncated to n x n, by 10 rounds of the power method on t(A) A. Each row
# of A is computed as a vector; printed with 9 decimals.

execute <- function(n) {
    j <- 0:(n - 1L)
    # A u and t(A) u, one row of A (or column) at a time.
    multiplyAv <- function(u) {
        v <- numeric(n)
        for (i in 0:(n - 1L)) {
            ij <- i + j
            v[i + 1L] <- sum(u / (ij * (ij + 1) / 2 + i + 1))
        }
        v
    }
    multiplyAtv <- function(u) {
        v <- numeric(n)
        for (i in 0:(n - 1L)) {
            ij <- i + j
            v[i + 1L] <- sum(u / (ij * (ij + 1) / 2 + j + 1))
        }
        v
    }
    multiplyAtAv <- function(u) multiplyAtv(multiplyAv(u))

    u <- rep(1, n)
    for (k in 1:10) {
        v <- multiplyAtAv(u)
        u <- multiplyAtAv(v)
    }
    result <- sqrt(sum(u * v) / sum(v * v))
    cat(sprintf("%.9f\n", result))
    result
}

verifyResult <- function(result, n) {
    known <- c("10" = "1.271844019", "100" = "1.274219991", "300" = "1.274223986",
               "1200" = "1.274224150",
               "5500" = "1.274224153")
    key <- as.character(n)
    if (!(key %in% names(known))) return(result > 1.2 && result < 1.3)
    sprintf("%.9f", result) == known[[key]]
}
