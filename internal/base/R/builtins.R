# Core builtins written in R: set operations, ifelse, append, the
# functional helpers (Map, Filter, Reduce) and small wrappers.

`%in%` <- function(x, table) match(x, table, nomatch = 0L) > 0L

is.element <- function(el, table) match(el, table, 0L) > 0L

union <- function(x, y) {
    x <- as.vector(x)
    y <- as.vector(y)
    unique(c(x, y))
}

intersect <- function(x, y) {
    x <- as.vector(x)
    y <- as.vector(y)
    unique(y[match(x, y, 0L)])
}

setdiff <- function(x, y) {
    x <- as.vector(x)
    y <- as.vector(y)
    unique(if (length(x) || length(y)) x[match(x, y, 0L) == 0L] else x)
}

factorial <- function(x) gamma(x + 1)

lfactorial <- function(x) lgamma(x + 1)

Map <- function(f, ...) {
    f <- match.fun(f)
    mapply(FUN = f, ..., SIMPLIFY = FALSE)
}

Filter <- function(f, x) {
    f <- match.fun(f)
    keep <- as.logical(unlist(lapply(x, f)))
    x[which(keep)]
}

Reduce <- function(f, x, init, right = FALSE, accumulate = FALSE) {
    noinit <- missing(init)
    n <- length(x)
    if (n == 0L) return(if (noinit) NULL else init)
    f <- match.fun(f)
    if (!is.vector(x)) x <- as.list(x)
    idx <- seq_len(n)
    if (noinit) {
        if (right) { init <- x[[n]]; idx <- idx[seq_len(n - 1L)] }
        else { init <- x[[1L]]; idx <- idx[seq_len(n - 1L) + 1L] }
        n <- n - 1L
    }
    if (right) idx <- rev(idx)
    if (!accumulate) {
        if (right) for (i in idx) init <- forceAndCall(2, f, x[[i]], init)
        else for (i in idx) init <- forceAndCall(2, f, init, x[[i]])
        return(init)
    }
    out <- vector("list", n + 1L)
    if (right) {
        out[[n + 1L]] <- init
        k <- n
        for (i in idx) { init <- forceAndCall(2, f, x[[i]], init); out[[k]] <- init; k <- k - 1L }
    } else {
        out[[1L]] <- init
        k <- 2L
        for (i in idx) { init <- forceAndCall(2, f, init, x[[i]]); out[[k]] <- init; k <- k + 1L }
    }
    if (all(lengths(out) == 1L)) out <- unlist(out, recursive = FALSE)
    out
}

letters <- c("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
             "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z")
LETTERS <- c("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
             "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z")
month.name <- c("January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December")
month.abb <- c("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
               "Oct", "Nov", "Dec")

nrow <- function(x) dim(x)[1L]
ncol <- function(x) dim(x)[2L]
NROW <- function(x) if (length(d <- dim(x))) d[1L] else length(x)
NCOL <- function(x) if (length(d <- dim(x)) > 1L) d[2L] else 1L

system.time <- function(expr, gcFirst = TRUE) {
    start <- proc.time()
    expr
    proc.time() - start
}

.Machine <- list(double.eps = 2.220446049250313e-16, double.neg.eps = 1.110223024625157e-16,
                 double.xmin = 2.2250738585072014e-308, double.xmax = 1.7976931348623157e+308,
                 double.base = 2L, double.digits = 53L, integer.max = 2147483647L,
                 sizeof.long = 8L, sizeof.longlong = 8L, sizeof.pointer = 8L)

casefold <- function(x, upper = FALSE) if (upper) toupper(x) else tolower(x)

setNames <- function(object = nm, nm) {
    names(object) <- nm
    object
}
