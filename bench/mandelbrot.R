# Mandelbrot (are-we-fast-yet): escape-time iteration over a size x size
# grid, at most 50 iterations per point; the escape bits are accumulated
# eight to a byte, and each byte is xor-ed into a checksum.

execute <- function(size) {
    sum <- 0L
    byteAcc <- 0L
    bitNum <- 0L
    y <- 0L
    while (y < size) {
        ci <- (2 * y / size) - 1
        x <- 0L
        while (x < size) {
            zrzr <- 0
            zi <- 0
            zizi <- 0
            cr <- (2 * x / size) - 1.5
            z <- 0L
            notDone <- TRUE
            escape <- 0L
            while (notDone && z < 50L) {
                zr <- zrzr - zizi + cr
                zi <- 2 * zr * zi + ci
                zrzr <- zr * zr
                zizi <- zi * zi
                if (zrzr + zizi > 4) {
                    notDone <- FALSE
                    escape <- 1L
                }
                z <- z + 1L
            }
            byteAcc <- byteAcc * 2L + escape
            bitNum <- bitNum + 1L
            if (bitNum == 8L) {
                sum <- bitwXor(sum, byteAcc)
                byteAcc <- 0L
                bitNum <- 0L
            } else if (x == size - 1L) {
                byteAcc <- byteAcc * 2L^(8L - bitNum)
                sum <- bitwXor(sum, as.integer(byteAcc))
                byteAcc <- 0L
                bitNum <- 0L
            }
            x <- x + 1L
        }
        y <- y + 1L
    }
    sum
}

verifyResult <- function(result, size) {
    known <- c("1" = 128L, "8" = 253L, "100" = 239L, "250" = 15L, "500" = 191L, "750" = 50L)
    key <- as.character(size)
    if (!(key %in% names(known))) return(is.numeric(result))
    result == known[[key]]
}
