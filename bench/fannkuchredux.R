# Fannkuch-redux (benchmarks game): for every permutation of 1..n, in the
# order of the counting algorithm, repeatedly reverse the prefix whose
# length is the first element until the first element is 1; report the
# largest number of flips and a checksum of the flip counts with signs
# alternating by permutation index. Prefix reversal and rotation use
# vector operations on slices.

execute <- function(n) {
    perm1 <- 0:(n - 1L)
    count <- integer(n)
    maxFlips <- 0L
    checksum <- 0L
    permCount <- 0L
    r <- n
    repeat {
        while (r != 1L) {
            count[r] <- r
            r <- r - 1L
        }
        perm <- perm1
        flips <- 0L
        k <- perm[1L]
        while (k != 0L) {
            perm[1:(k + 1L)] <- perm[(k + 1L):1]
            flips <- flips + 1L
            k <- perm[1L]
        }
        if (flips > maxFlips) maxFlips <- flips
        checksum <- checksum + if (permCount %% 2L == 0L) flips else -flips
        # Next permutation: rotate the first r + 1 elements left until a
        # counter is not exhausted.
        repeat {
            if (r == n) {
                cat(checksum, "\n", "Pfannkuchen(", n, ") = ", maxFlips, "\n", sep = "")
                return(c(checksum, maxFlips))
            }
            perm1[1:(r + 1L)] <- c(perm1[2:(r + 1L)], perm1[1L])
            count[r + 1L] <- count[r + 1L] - 1L
            if (count[r + 1L] > 0L) break
            r <- r + 1L
        }
        permCount <- permCount + 1L
    }
}

verifyResult <- function(result, n) {
    known <- list("5" = c(11L, 7L), "6" = c(49L, 10L), "7" = c(228L, 16L),
                  "8" = c(1616L, 22L), "9" = c(8629L, 30L), "10" = c(73196L, 38L))
    key <- as.character(n)
    if (!(key %in% names(known))) return(length(result) == 2L)
    all(result == known[[key]])
}
