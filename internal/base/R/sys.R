# Random sampling, dates and times, files and connections, and the
# session's version information.

sample <- function(x, size, replace = FALSE, prob = NULL) {
    if (length(x) == 1L && is.numeric(x) && is.finite(x) && x >= 1) {
        if (missing(size)) size <- x
        sample.int(x, size, replace, prob)
    } else {
        if (missing(size)) size <- length(x)
        x[sample.int(length(x), size, replace, prob)]
    }
}

sample.int <- function(n, size = n, replace = FALSE, prob = NULL,
                       useHash = FALSE) {
    stopifnot(length(n) == 1L)
    .sampleInt(n, size, replace, prob)
}
