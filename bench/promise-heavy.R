# Micro: promises forced conditionally: an argument forced only on one
# branch, a default referring to another argument, an argument never
# forced (it would be an error to force it).

g <- function(a, b, c = a + 1) if (a > 0) a + c else b
h <- function(x, y) g(x, y)

execute <- function(n) {
    s <- 0
    for (i in 1:n) {
        s <- s + g(i, stop("never forced"))
        s <- s + h(-1, i %% 3)
    }
    s
}

verifyResult <- function(result, n) {
    m <- n %/% 3
    result == n * (n + 1) + n + 3 * m + sum(seq_len(n %% 3) %% 3)
}
