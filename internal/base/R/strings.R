# String helpers written in R: quoting, gettext wrappers, hexmode,
# trimws and substring<-.

sQuote <- function(x, q = TRUE) {
    if (!length(x)) return(character())
    before <- after <- "'"
    if (!is.null(q)) {
        if (is.logical(q) && length(q) == 1L && !is.na(q) && q) { before <- "\u2018"; after <- "\u2019" }
        else if (is.character(q) && length(q) >= 4L) { before <- q[1L]; after <- q[2L] }
    }
    paste0(before, x, after)
}

dQuote <- function(x, q = TRUE) {
    if (!length(x)) return(character())
    before <- after <- "\""
    if (!is.null(q)) {
        if (is.logical(q) && length(q) == 1L && !is.na(q) && q) { before <- "\u201c"; after <- "\u201d" }
        else if (is.character(q) && length(q) >= 4L) { before <- q[3L]; after <- q[4L] }
    }
    paste0(before, x, after)
}

shQuote <- function(string, type = c("sh", "csh", "cmd", "cmd2")) {
    type <- match.arg(type)
    if (type == "cmd") {
        return(paste0("\"", gsub("\"", "\\\\\"", string), "\""))
    }
    if (type == "cmd2") {
        return(paste0("\"", gsub("([\"^])", "^\\1", string), "\""))
    }
    if (!length(string)) return(character())
    has_single_quote <- grep("'", string)
    if (!length(has_single_quote))
        return(paste0("'", string, "'"))
    if (type == "sh")
        paste0("\"", gsub("([\"$`\\\\])", "\\\\\\1", string), "\"")
    else {
        if (!length(grep("([$`])", string))) {
            paste0("\"", gsub("([\"!\\\\])", "\\\\\\1", string), "\"")
        } else vapply(string, function(s) {
            paste0("'", gsub("'", "'\"'\"'", s, fixed = TRUE), "'")
        }, "", USE.NAMES = FALSE)
    }
}

gettext <- function(..., domain = NULL, trim = TRUE) {
    args <- lapply(list(...), as.character)
    unlist(args)
}

gettextf <- function(fmt, ..., domain = NULL, trim = TRUE)
    sprintf(gettext(fmt, domain = domain, trim = trim), ...)

ngettext <- function(n, msg1, msg2, domain = NULL) {
    if (length(n) != 1L || is.na(n) || n < 0)
        stop("invalid 'n' argument")
    if (n == 1) msg1 else msg2
}

trimws <- function(x, which = c("both", "left", "right"), whitespace = "[ \t\r\n]") {
    which <- match.arg(which)
    mysub <- function(re, x) sub(re, "", x, perl = TRUE)
    switch(which,
           left = mysub(paste0("^", whitespace, "+"), x),
           right = mysub(paste0(whitespace, "+$"), x),
           both = mysub(paste0(whitespace, "+$"), mysub(paste0("^", whitespace, "+"), x)))
}

`substring<-` <- function(text, first, last = 1000000L, value) {
    `substr<-`(text, first, last, value)
}

as.hexmode <- function(x) {
    if (inherits(x, "hexmode")) return(x)
    if (is.double(x) && all(is.na(x) | x == as.integer(x))) x <- as.integer(x)
    if (is.integer(x)) return(structure(x, class = "hexmode"))
    if (is.character(x)) {
        z <- strtoi(x, 16L)
        if (!any(is.na(z) & !is.na(x))) return(structure(z, class = "hexmode"))
    }
    stop("'x' cannot be coerced to class \"hexmode\"")
}

format.hexmode <- function(x, width = NULL, upper.case = FALSE, ...) {
    isna <- is.na(x)
    y <- as.integer(unclass(x)[!isna])
    ans0 <- sprintf(if (upper.case) "%X" else "%x", y)
    if (is.null(width)) width <- max(0L, nchar(ans0))
    ans0 <- sprintf(paste0("%0", width, "s"), ans0)
    ans0 <- gsub(" ", "0", ans0, fixed = TRUE)
    ans <- rep.int(NA_character_, length(x))
    ans[!isna] <- ans0
    ans
}

print.hexmode <- function(x, ...) {
    print(format.hexmode(x), ...)
    invisible(x)
}

as.character.hexmode <- function(x, ...) format.hexmode(x, ...)

# regmatches<- replaces the substrings m (from regexpr, gregexpr or
# regexec on x) by value; with invert = TRUE, the substrings between
# them instead.
`regmatches<-` <- function(x, m, invert = FALSE, value) {
    if (!length(x)) return(x)
    if (!is.list(m) && !invert) {
        value <- as.character(value)
        ok <- !is.na(m) & m > 0L & !is.na(x)
        n <- sum(ok)
        if (n == 0L) return(x)
        if (!length(value)) stop("must have replacement values for matches")
        value <- rep_len(value, n)
        pos <- as.integer(m)[ok]
        len <- attr(m, "match.length")[ok]
        s <- x[ok]
        x[ok] <- paste0(substring(s, 1L, pos - 1L), value, substring(s, pos + len))
        return(x)
    }
    if (!is.list(m)) {
        ml <- attr(m, "match.length")
        m <- lapply(seq_along(m), function(i) structure(m[i], match.length = ml[i]))
    }
    if (!is.list(value)) value <- as.list(value)
    value <- rep_len(value, length(x))
    for (i in seq_along(x)) {
        s <- x[i]
        p <- as.integer(m[[i]])
        if (is.na(s) || anyNA(p)) next
        v <- as.character(value[[i]])
        if (length(p) == 1L && p == -1L) {
            if (invert) {
                if (!length(v)) stop("must have replacements for non-matches")
                x[i] <- v[1L]
            }
            next
        }
        l <- attr(m[[i]], "match.length")
        k <- length(p)
        ends <- p + l - 1L
        if (k > 1L && any(p[-1L] <= ends[-k]))
            stop("need non-overlapping matches for \u2018invert = TRUE\u2019")
        gaps <- substring(s, c(1L, ends + 1L), c(p - 1L, nchar(s)))
        hits <- substring(s, p, ends)
        if (invert) {
            if (!length(v)) stop("must have replacements for non-matches")
            gaps <- rep_len(v, k + 1L)
        } else {
            if (!length(v)) stop("must have replacements for matches")
            hits <- rep_len(v, k)
        }
        x[i] <- paste0(c(rbind(gaps[seq_len(k)], hits), gaps[k + 1L]), collapse = "")
    }
    x
}
