# Micro: reading and writing matrix elements in nested loops (a naive
# matrix product of two n x n matrices).

execute <- function(n) {
    a <- matrix(0, n, n)
    b <- matrix(0, n, n)
    for (i in 1:n) {
        for (j in 1:n) {
            a[i, j] <- i + j
            b[i, j] <- i - j
        }
    }
    c <- matrix(0, n, n)
    for (i in 1:n) {
        for (j in 1:n) {
            s <- 0
            for (k in 1:n) s <- s + a[i, k] * b[k, j]
            c[i, j] <- s
        }
    }
    sum(c)
}

verifyResult <- function(result, n) {
    # sum_ij sum_k (i + k)(k - j) = n * sum_k (n * k + S) * (n * k - S) / n ...
    # computed directly over k: (sum_i (i + k)) * (sum_j (k - j)).
    S <- n * (n + 1) / 2
    expect <- 0
    for (k in 1:n) expect <- expect + (S + n * k) * (n * k - S)
    result == expect
}
