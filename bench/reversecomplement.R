# Reverse-complement (benchmarks game): reads the fasta output and writes,
# for each sequence, its header and then the reverse complement of the
# sequence (A<->T, C<->G and the IUB codes, lower case mapped to upper
# case), 60 bases a line. The result is the vector of output lines.

# The input, as the benchmarks game's fasta program would write it for
# parameter n (the generator is that of fasta.R); made once per parameter,
# before timing starts, by benchmarkSetup (the harness calls it).
fastaInput <- function(n) {
    last <- 42L
    draw <- function(m) {
        r <- numeric(m)
        for (i in seq_len(m)) {
            last <<- (last * 3877L + 29573L) %% 139968L
            r[i] <- last / 139968
        }
        r
    }
    pick <- function(symbols, probs, m) {
        r <- draw(m)
        cum <- cumsum(probs)
        idx <- rep(length(cum), m)
        for (j in rev(seq_along(cum))) idx[r < cum[j]] <- j
        s <- paste(symbols[idx], collapse = "")
        starts <- seq(1L, m, by = 60L)
        substring(s, starts, pmin(starts + 59L, m))
    }
    alu <- paste0("GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGA",
                  "TCACCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACT",
                  "AAAAATACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCAGCTACTCGGGAG",
                  "GCTGAGGCAGGAGAATCGCTTGAACCCGGGAGGCGGAGGTTGCAGTGAGCCGAGATCGCG",
                  "CCACTGCACTCCAGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA")
    aluAll <- paste(rep(alu, 2L * n %/% nchar(alu) + 1L), collapse = "")
    starts <- seq(1L, 2L * n, by = 60L)
    one <- substring(aluAll, starts, pmin(starts + 59L, 2L * n))
    two <- pick(c("a", "c", "g", "t", "B", "D", "H", "K", "M", "N", "R", "S", "V", "W", "Y"),
                c(0.27, 0.12, 0.12, 0.27, rep(0.02, 11)), 3L * n)
    three <- pick(c("a", "c", "g", "t"),
                  c(0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008),
                  5L * n)
    c(">ONE Homo sapiens alu", one, ">TWO IUB ambiguity codes", two,
      ">THREE Homo sapiens frequency", three)
}

reversecomplementInput <- NULL

benchmarkSetup <- function(n) reversecomplementInput <<- fastaInput(n)

complementFrom <- "ACGTUMRWSYKVHDBNacgtumrwsykvhdbn"
complementTo <- "TGCAAKYWSRMBDHVNTGCAAKYWSRMBDHVN"

execute <- function(n) {
    if (is.null(reversecomplementInput)) benchmarkSetup(n)
    lines <- reversecomplementInput
    headers <- which(startsWith(lines, ">"))
    ends <- c(headers[-1L] - 1L, length(lines))
    out <- character(0)
    for (h in seq_along(headers)) {
        from <- headers[h] + 1L
        s <- if (ends[h] >= from) paste(lines[from:ends[h]], collapse = "") else ""
        s <- chartr(complementFrom, complementTo, s)
        s <- paste(rev(strsplit(s, "")[[1L]]), collapse = "")
        m <- nchar(s)
        starts <- seq(1L, m, by = 60L)
        out <- c(out, lines[headers[h]], substring(s, starts, pmin(starts + 59L, m)))
    }
    cat(out, sep = "\n")
    out
}

verifyResult <- function(result, n) {
    if (length(result) != length(reversecomplementInput)) return(FALSE)
    # The first line of each sequence, from an independent implementation.
    h <- which(startsWith(result, ">"))
    if (length(h) != 3L) return(FALSE)
    known <- list(
        "1000" = c("CGGAGTCTCGCTCTGTCGCCCAGGCTGGAGTGCAGTGGCGCGATCTCGGCTCACTGCAAC",
                   "TAGGDHACHATCRGTRGVTGAGWTATGYTGCTGTCABACDWVTRTAAGAVVAGATTTNDA",
                   "ATATTTATCTTTTCACTTCCTACATTGGTCAGACCATTATTCGACACGTGGCGTCATTTT"),
        "5000" = c("GGCGCGATCTCGGCTCACTGCAACCTCCGCCTCCCGGGTTCAAGCGATTCTCCTGCCTCA",
                   "AASCCTGGGATGTACGADATAAHGHAKAACYAGNTATCAGTADTATGDTACSAHTAWATT",
                   "CTGCGAAAGCATTTTTTTGTACATGAAACTACAAGGTCAAAGTTGTCTACTTGGGAAGTG"),
        "25000" = c("GATCCGCCCGCCTCGGCCTCCCAAAGTGCTGGGATTACAGGCGTGAGCCACCGCGCCCGG",
                    "ADTTTGNGGATCTCAATCAWVBYSVVTDCCADTAAAGWAGCATTTCAAATMTTHCHAGKA",
                    "GAAATAACCATTTAATTGGGACTTTTAGCTGGAAAGTTGGGTTTCATAGAGCCTCTGTAA"))
    key <- as.character(n)
    if (!(key %in% names(known))) return(TRUE)
    all(result[h + 1L] == known[[key]])
}
