# Fasta, naive variant: the same output as fasta.R, produced one base at a
# time: each random number is mapped to its symbol by a linear scan of the
# cumulative probabilities, and bases are collected into a line buffer
# that is pasted and appended to the output every 60 bases.

alu <- paste0("GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA",
              "TCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACT",
              "AAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCTACTCGGGAG",
              "GCTGAGGCAGGAGAATCGCTTGAACCCGGGAGGCGGAGGTTGCAGTGAGCCGAGATCGCG",
              "CCACTGCACTCCAGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA")
iubSymbols <- c("a", "c", "g", "t", "B", "D", "H", "K", "M", "N", "R", "S", "V", "W", "Y")
iubProbs <- c(0.27, 0.12, 0.12, 0.27, rep(0.02, 11))
homoSymbols <- c("a", "c", "g", "t")
homoProbs <- c(0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008)

execute <- function(n) {
    last <- 42L
    out <- character(0)
    emit <- function(line) out[length(out) + 1L] <<- line
    emit(">ONE Homo sapiens alu")
    aluChars <- strsplit(alu, "")[[1L]]
    k <- 1L
    line <- character(60L)
    pos <- 0L
    for (i in seq_len(2L * n)) {
        pos <- pos + 1L
        line[pos] <- aluChars[k]
        k <- k + 1L
        if (k > length(aluChars)) k <- 1L
        if (pos == 60L || i == 2L * n) {
            emit(paste(line[1:pos], collapse = ""))
            pos <- 0L
        }
    }
    randomSection <- function(symbols, probs, m) {
        cum <- numeric(length(probs))
        acc <- 0
        for (j in seq_along(probs)) {
            acc <- acc + probs[j]
            cum[j] <- acc
        }
        pos <- 0L
        for (i in seq_len(m)) {
            last <<- (last * 3877L + 29573L) %% 139968L
            r <- last / 139968
            j <- 1L
            while (j < length(cum) && r >= cum[j]) j <- j + 1L
            pos <- pos + 1L
            line[pos] <- symbols[j]
            if (pos == 60L || i == m) {
                emit(paste(line[1:pos], collapse = ""))
                pos <- 0L
            }
        }
    }
    emit(">TWO IUB ambiguity codes")
    randomSection(iubSymbols, iubProbs, 3L * n)
    emit(">THREE Homo sapiens frequency")
    randomSection(homoSymbols, homoProbs, 5L * n)
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
