# Micro: a while loop over scalars, with an integer counter and a
# conditional update (a Collatz-like step count over 1..n).

execute <- function(n) {
    steps <- 0L
    i <- 1L
    while (i <= n) {
        x <- i
        while (x != 1) {
            if (x %% 2 == 0) x <- x / 2 else x <- 3 * x + 1
            steps <- steps + 1L
        }
        i <- i + 1L
    }
    steps
}

verifyResult <- function(result, n) {
    # Total Collatz stopping times of 1..n (partial sums of OEIS A006577).
    known <- c("10" = 67L, "100" = 3142L, "1000" = 59542L, "10000" = 849666L,
               "100000" = 10753840L, "300000" = 35669725L)
    key <- as.character(n)
    if (key %in% names(known)) return(result == known[[key]])
    is.integer(result) && result >= 0L
}
