# Fasta (benchmarks game): writes three DNA sequences in FASTA format, 60
# bases a line: the ALU sequence repeated to 2n bases, then 3n bases drawn
# from the IUB ambiguity-code frequencies and 5n from the homo sapiens
# frequencies, with the generator last = (last * 3877 + 29573) mod 139968
# seeded with 42. Vector version: a section's random numbers are drawn in
# one loop, then mapped to symbols and cut into lines with vector
# operations. The result is the vector of output lines.

alu <- paste0("GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA",
              "TCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACT",
              "AAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCTACTCGGGAG",
              "GCTGAGGCAGGAGAATCGCTTGAACCCGGGAGGCGGAGGTTGCAGTGAGCCGAGATCGCG",
              "CCACTGCACTCCAGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA")
iubSymbols <- c("a", "c", "g", "t", "B", "D", "H", "K", "M", "N", "R", "S", "V", "W", "Y")
iubProbs <- c(0.27, 0.12, 0.12, 0.27, rep(0.02, 11))
homoSymbols <- c("a", "c", "g", "t")
homoProbs <- c(0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008)

fastaLines <- function(chars, width) {
    m <- length(chars)
    starts <- seq(1L, m, by = width)
    out <- character(length(starts))
    for (i in seq_along(starts)) {
        out[i] <- paste(chars[starts[i]:min(starts[i] + width - 1L, m)], collapse = "")
    }
    out
}

execute <- function(n) {
    last <- 42L
    randomSection <- function(symbols, probs, m) {
        r <- numeric(m)
        for (i in seq_len(m)) {
            last <<- (last * 3877L + 29573L) %% 139968L
            r[i] <- last / 139968
        }
        cum <- cumsum(probs)
        idx <- rep(length(cum), m)
        for (j in rev(seq_along(cum))) idx[r < cum[j]] <- j
        fastaLines(symbols[idx], 60L)
    }
    aluChars <- strsplit(alu, "")[[1L]]
    one <- fastaLines(aluChars[(seq_len(2L * n) - 1L) %% length(aluChars) + 1L], 60L)
    two <- randomSection(iubSymbols, iubProbs, 3L * n)
    three <- randomSection(homoSymbols, homoProbs, 5L * n)
    out <- c(">ONE Homo sapiens alu", one,
             ">TWO IUB ambiguity codes", two,
             ">THREE Homo sapiens frequency", three)
    cat(out, sep = "\n")
    out
}

# Checks the layout, the repeated ALU section, the well-known first line of
# the IUB section and, for the parameters measured, the last line.
verifyFasta <- function(out, n) {
    h <- which(startsWith(out, ">"))
    if (length(h) != 3L || h[1L] != 1L) return(FALSE)
    body <- function(k) {
        to <- if (k < 3L) h[k + 1L] - 1L else length(out)
        if (to > h[k]) out[(h[k] + 1L):to] else character(0)
    }
    lens <- c(2L, 3L, 5L) * n
    for (k in 1:3) {
        b <- body(k)
        if (sum(nchar(b)) != lens[k] || any(nchar(b) > 60L)) return(FALSE)
    }
    one <- paste(body(1L), collapse = "")
    reps <- paste(rep(alu, 2L * n %/% nchar(alu) + 1L), collapse = "")
    if (one != substr(reps, 1L, 2L * n)) return(FALSE)
    firstTwo <- "cttBtatcatatgctaKggNcataaaSatgtaaaDcDRtBggDtctttataattcBgtcg"
    two <- body(2L)
    if (n >= 20L && two[1L] != firstTwo) return(FALSE)
    known <- c("1000" = "ggaagtgaaaagataaatat",
               "5000" = "ttgaccttgtagtttcatgtacaaaaaaatgctttcgcag",
               "25000" = "cccaattaaatggttatttc",
               "60000" = "ttttaaagtcgcccgttctgttattacgcgaattgattctactccaaaattaaacacaaa")
    key <- as.character(n)
    if (key %in% names(known)) return(out[length(out)] == known[[key]])
    TRUE
}

verifyResult <- function(result, n) verifyFasta(result, n)
