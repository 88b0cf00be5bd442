# Fannkuch-redux, naive variant: the same algorithm as fannkuchredux.R
# with the prefix reversal and the rotation done element by element.

execute <- function(n) {
    perm1 <- integer(n)
    for (i in 1:n) perm1[i] <- i - 1L
    perm <- integer(n)
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
        for (i in 1:n) perm[i] <- perm1[i]
        flips <- 0L
        k <- perm[1L]
        while (k != 0L) {
            i <- 1L
            j <- k + 1L
            while (i < j) {
                t <- perm[i]
                perm[i] <- perm[j]
                perm[j] <- t
                i <- i + 1L
                j <- j - 1L
            }
            flips <- flips + 1L
            k <- perm[1L]
        }
        if (flips > maxFlips) maxFlips <- flips
        if (permCount %% 2L == 0L) checksum <- checksum + flips else checksum <- checksum - flips
        repeat {
            if (r == n) {
                cat(checksum, "\n", "Pfannkuchen(", n, ") = ", maxFlips, "\n", sep = "")
                return(c(checksum, maxFlips))
            }
            perm0 <- perm1[1L]
            i <- 1L
            while (i <= r) {
                perm1[i] <- perm1[i + 1L]
                i <- i + 1L
            }
            perm1[r + 1L] <- perm0
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
