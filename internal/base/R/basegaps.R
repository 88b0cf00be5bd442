# Assorted base functions: I() and the "AsIs" class, deparse1,
# complete.cases helpers, na.omit and its methods.

# I(x) marks x to be used as is: "AsIs" goes in front of its classes.
I <- function(x) {
    cl <- oldClass(x)
    class(x) <- unique.default(c("AsIs", cl))
    x
}

print.AsIs <- function(x, ...) {
    cl <- oldClass(x)
    oldClass(x) <- cl[cl != "AsIs"]
    NextMethod("print")
    invisible(x)
}

`[.AsIs` <- function(x, i, ...) I(NextMethod("["))

format.AsIs <- function(x, width = 12, ...) {
    if (is.character(x) || is.numeric(x) || is.logical(x) || is.complex(x)) {
        cl <- oldClass(x)
        oldClass(x) <- cl[cl != "AsIs"]
        return(format(x, ...))
    }
    if (is.null(width)) width <- 0L
    n <- length(x)
    out <- character(n)
    for (k in seq_len(n)) {
        s <- paste(as.character(x[[k]]), collapse = ", ")
        if (width > 0L && nchar(s, type = "w") > width)
            s <- paste0(substr(s, 1L, max(width - 4L, 1L)), "....")
        out[k] <- s
    }
    out
}

deparse1 <- function(expr, collapse = " ", width.cutoff = 500L, ...)
    paste(deparse(expr, width.cutoff, ...), collapse = collapse)
