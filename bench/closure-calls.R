# Micro: many small closure calls with default arguments, missing
# arguments and named arguments.

add <- function(x, y = 1) x + y
scale <- function(x, by) if (missing(by)) x else x * by
step <- function(acc, i, w, neg = FALSE) {
    v <- if (missing(w)) scale(i) else scale(i, by = w)
    if (neg) acc - v else add(acc, v)
}

execute <- function(n) {
    s <- 0
    for (i in 1:n) {
        s <- add(s)
        s <- step(s, i, 2)
        s <- step(s, i, neg = TRUE, w = 1)
        s <- step(s, i)
        s <- step(s, i, neg = TRUE)
        s <- add(s, scale(1))
    }
    s
}

verifyResult <- function(result, n) result == 2 * n + n * (n + 1) / 2
