# Assorted base functions: I() and the "AsIs" class, deparse1,
# complete.cases helpers, na.omit and its methods.

# I(x) marks x to be used as is: "AsIs" goes in front of its classes.
I <- function(x) {
    class(x) <- unique.default(c("AsIs", oldClass(x)))
    x
}

print.AsIs <- function(x, ...) {
    cl <- oldClass(x)
    oldClass(x) <- cl[cl != "AsIs"]
    NextMethod("print")
    invisible(x)
}

`[.AsIs` <- function(x, i, ...) I(NextMethod("["))

# format.AsIs turns each element into one string (toString, cut at
# width), right-justified; plain character vectors format as usual.
format.AsIs <- function(x, width = 12, ...) {
    if (is.character(x) && is.null(dim(x))) return(format.default(x, ...))
    if (is.null(width)) width <- 12L
    out <- character(length(x))
    for (k in seq_along(out)) {
        el <- x[[k]]
        cl <- oldClass(el)
        if ("AsIs" %in% cl) oldClass(el) <- cl[cl != "AsIs"]
        out[k] <- toString(el, width = width)
    }
    if (!is.null(d <- dim(x))) {
        dim(out) <- d
        dimnames(out) <- dimnames(x)
    }
    format.default(out, justify = "right")
}

deparse1 <- function(expr, collapse = " ", width.cutoff = 500L, ...)
    paste(deparse(expr, width.cutoff, ...), collapse = collapse)

# complete.cases(...): TRUE for the cases (rows) with no missing value in
# any argument; vectors count as one column, matrices and data frames
# (or lists of columns) contribute each of their columns.
complete.cases <- function(...) {
    call <- sys.call()
    queue <- list(...)
    n <- -1L
    ok <- logical()
    msg <- NULL
    i <- 1L
    while (i <= length(queue)) {
        v <- queue[[i]]
        i <- i + 1L
        if (is.null(v)) next
        if (is.data.frame(v) || (is.list(v) && !is.object(v))) {
            if (is.data.frame(v) && n < 0L) {
                n <- length(attr(v, "row.names"))
                ok <- rep.int(TRUE, n)
            }
            queue <- append(queue, unclass(v), after = i - 1L)
            next
        }
        if (!is.atomic(v)) {
            msg <- gettextf("invalid 'type' (%s) of argument", typeof(v))
            break
        }
        miss <- is.na(v)
        if (is.matrix(miss)) miss <- rowSums(miss) > 0L
        miss <- as.vector(miss)
        if (n < 0L) {
            n <- length(miss)
            ok <- !miss
        } else if (length(miss) != n) {
            msg <- "not all arguments have the same length"
            break
        } else ok <- ok & !miss
    }
    if (is.null(msg) && n < 0L) msg <- "no input has determined the number of cases"
    if (!is.null(msg)) stop(simpleError(msg, call))
    ok
}

# na.omit drops the missing values of a vector, the rows of a matrix or
# data frame holding any, and records their indices (named by the names
# or row names) as the "na.action" attribute, of class "omit".
na.omit <- function(object, ...) UseMethod("na.omit")

na.omit.default <- function(object, ...) {
    if (!is.atomic(object)) return(object)
    d <- dim(object)
    if (length(d) > 2L) return(object)
    miss <- which(is.na(object))
    if (!length(miss)) return(object)
    if (length(d)) {
        rows <- unique((miss - 1L) %% d[1L] + 1L)
        labels <- rownames(object)
        object <- object[-rows, , drop = FALSE]
    } else {
        rows <- miss
        labels <- names(object)
        object <- object[-rows]
    }
    names(rows) <- labels[rows]
    class(rows) <- "omit"
    attr(object, "na.action") <- rows
    object
}

na.omit.data.frame <- function(object, ...) {
    drop <- logical(length(attr(object, "row.names")))
    for (v in object) {
        if (!is.atomic(v)) next
        miss <- is.na(v)
        if (is.matrix(miss)) {
            for (j in seq_len(ncol(miss))) drop <- drop | miss[, j]
        } else drop <- drop | miss
    }
    out <- object[!drop, , drop = FALSE]
    if (any(drop)) {
        rows <- which(drop)
        names(rows) <- attr(object, "row.names")[drop]
        class(rows) <- "omit"
        attr(out, "na.action") <- rows
    }
    out
}

na.action <- function(object, ...) UseMethod("na.action")

na.action.default <- function(object, ...) {
    if (is.list(object) && "na.action" %in% names(object)) object[["na.action"]]
    else attr(object, "na.action")
}
