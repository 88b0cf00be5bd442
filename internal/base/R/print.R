# Printing and formatting written in R: the format and toString
# generics, noquote and its methods.

format <- function(x, ...) UseMethod("format")

toString <- function(x, ...) UseMethod("toString")

toString.default <- function(x, width = NULL, ...) {
    s <- paste(x, collapse = ", ")
    if (is.null(width) || width == 0) return(s)
    if (width < 0) stop("'width' must be positive")
    if (nchar(s, type = "w") > width) {
        width <- max(6, width)
        s <- paste0(substr(s, 1L, width - 4L), "....")
    }
    s
}

noquote <- function(obj, right = FALSE) {
    if (!inherits(obj, "noquote"))
        class(obj) <- c(attr(obj, "class"),
                        if (right) c(right = "noquote") else "noquote")
    obj
}

print.noquote <- function(x, quote = FALSE, right = FALSE, ...) {
    orig <- x
    cl <- attr(x, "class")
    if (!is.null(cl)) {
        nq <- cl == "noquote"
        if (missing(right)) right <- any(names(cl)[nq] == "right")
        if (any(nq)) {
            rest <- cl[!nq]
            attr(x, "class") <- if (length(rest)) rest
        }
    }
    print(x, quote = quote, right = right, ...)
    invisible(orig)
}

`[.noquote` <- function(x, ...) {
    a <- attributes(x)
    r <- unclass(x)[...]
    keep <- a[is.na(match(names(a), c("dim", "dimnames", "names")))]
    attributes(r) <- c(attributes(r), keep)
    r
}

c.noquote <- function(..., recursive = FALSE)
    structure(NextMethod("c"), class = "noquote")

str <- function(object, ...) UseMethod("str")
