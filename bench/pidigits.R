# Pi digits (benchmarks game): the first n digits of pi by Gibbons'
# unbounded spigot algorithm, on arbitrary-precision integers implemented
# here over integer vectors (sign and magnitude; the magnitude is a vector
# of base-10000 limbs, least significant first). Prints the digits ten to
# a line, each line followed by a tab and the count so far.

bigBase <- 10000L

bigOf <- function(v) {
    s <- if (v < 0L) -1L else 1L
    v <- abs(v)
    d <- integer(0)
    repeat {
        d <- c(d, v %% bigBase)
        v <- v %/% bigBase
        if (v == 0L) break
    }
    list(s = s, d = d)
}

# Propagates carries (and borrows, as negative carries) through limbs and
# drops leading zero limbs.
bigCarry <- function(d) {
    carry <- 0L
    for (i in seq_along(d)) {
        v <- d[i] + carry
        d[i] <- v %% bigBase
        carry <- v %/% bigBase
    }
    while (carry > 0L) {
        d <- c(d, carry %% bigBase)
        carry <- carry %/% bigBase
    }
    n <- length(d)
    while (n > 1L && d[n] == 0L) n <- n - 1L
    d[seq_len(n)]
}

bigCmpMag <- function(a, b) {
    la <- length(a)
    lb <- length(b)
    if (la != lb) return(if (la > lb) 1L else -1L)
    for (i in la:1) {
        if (a[i] != b[i]) return(if (a[i] > b[i]) 1L else -1L)
    }
    0L
}

bigPad <- function(a, n) if (length(a) < n) c(a, integer(n - length(a))) else a

bigAdd <- function(x, y) {
    n <- max(length(x$d), length(y$d))
    if (x$s == y$s) return(list(s = x$s, d = bigCarry(bigPad(x$d, n) + bigPad(y$d, n))))
    if (bigCmpMag(x$d, y$d) >= 0L) {
        r <- list(s = x$s, d = bigCarry(bigPad(x$d, n) - bigPad(y$d, n)))
    } else {
        r <- list(s = y$s, d = bigCarry(bigPad(y$d, n) - bigPad(x$d, n)))
    }
    if (length(r$d) == 1L && r$d[1L] == 0L) r$s <- 1L
    r
}

bigNeg <- function(x) {
    if (!(length(x$d) == 1L && x$d[1L] == 0L)) x$s <- -x$s
    x
}

bigMulSmall <- function(x, m) {
    r <- list(s = x$s, d = bigCarry(x$d * m))
    if (length(r$d) == 1L && r$d[1L] == 0L) r$s <- 1L
    r
}

bigCmp <- function(x, y) {
    if (x$s != y$s) return(if (x$s > y$s) 1L else -1L)
    x$s * bigCmpMag(x$d, y$d)
}

execute <- function(n) {
    numer <- bigOf(1L)
    accum <- bigOf(0L)
    denom <- bigOf(1L)
    # floor((numer * nth + accum) / denom), for a small non-negative result.
    extractDigit <- function(nth) {
        x <- bigAdd(bigMulSmall(numer, nth), accum)
        d <- 0L
        while (bigCmp(x, denom) >= 0L) {
            x <- bigAdd(x, bigNeg(denom))
            d <- d + 1L
        }
        d
    }
    digits <- integer(0)
    line <- ""
    i <- 0L
    k <- 0L
    while (i < n) {
        k <- k + 1L
        k2 <- 2L * k + 1L
        accum <- bigMulSmall(bigAdd(accum, bigMulSmall(numer, 2L)), k2)
        denom <- bigMulSmall(denom, k2)
        numer <- bigMulSmall(numer, k)
        if (bigCmp(numer, accum) > 0L) next
        d <- extractDigit(3L)
        if (d != extractDigit(4L)) next
        i <- i + 1L
        digits[i] <- d
        line <- paste0(line, d)
        if (i %% 10L == 0L || i == n) {
            if (i %% 10L != 0L)
                line <- paste0(line, strrep(" ", 10L - i %% 10L))
            cat(line, "\t:", i, "\n", sep = "")
            line <- ""
        }
        accum <- bigMulSmall(bigAdd(accum, bigNeg(bigMulSmall(denom, d))), 10L)
        numer <- bigMulSmall(numer, 10L)
    }
    paste(digits, collapse = "")
}

verifyResult <- function(result, n) {
    pi100 <- paste0("31415926535897932384626433832795028841971693993751",
                    "05820974944592307816406286208998628034825342117067")
    if (n > 100L) return(nchar(result) == n && startsWith(result, pi100))
    result == substr(pi100, 1L, n)
}
