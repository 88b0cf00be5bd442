# Random sampling, files and connections, and the session's version
# information (dates and times are in datetime.R).

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

# ---- version information -------------------------------------------------

R.version <- structure(list(platform = "x86_64-pc-linux-gnu", arch = "x86_64",
    os = "linux-gnu", system = "x86_64, linux-gnu", status = "Patched",
    major = "4", minor = "2.2", year = "2022", month = "11", day = "10",
    `svn rev` = "83330", language = "R",
    version.string = "R version 4.2.2 Patched (2022-11-10 r83330)",
    nickname = "Innocent and Trusting"), class = "simple.list")
version <- R.version
R.version.string <- "R version 4.2.2 Patched (2022-11-10 r83330)"
R.Version <- function() unclass(R.version)

# ---- session -------------------------------------------------------------

summary.proc_time <- function(object, ...) {
    if (!is.na(object[4L])) object[1L] <- object[1L] + object[4L]
    if (!is.na(object[5L])) object[2L] <- object[2L] + object[5L]
    object <- object[1L:3L]
    names(object) <- c("user", "system", "elapsed")
    object
}

print.proc_time <- function(x, ...) {
    print(summary.proc_time(x, ...), ...)
    invisible(x)
}

gc <- function(verbose = FALSE, reset = FALSE, full = TRUE) {
    res <- c(0, 0, NA, NA, 0, 0, 0, 0, NA, NA, 0, 0)
    dim(res) <- c(2L, 6L)
    dimnames(res) <- list(c("Ncells", "Vcells"),
                          c("used", "(Mb)", "gc trigger", "(Mb)", "max used", "(Mb)"))
    invisible(res)
}

write <- function(x, file = "data", ncolumns = if (is.character(x)) 1 else 5,
                  append = FALSE, sep = " ") {
    cat(x, file = file, sep = c(rep.int(sep, ncolumns - 1), "\n"), append = append)
}

cat <- function(..., file = "", sep = " ", fill = FALSE, labels = NULL, append = FALSE)
    .cat(..., file = file, sep = sep, fill = fill, labels = labels, append = append)

