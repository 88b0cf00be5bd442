# Contingency tables: table, printing, coercions.

table <- function(..., exclude = if (useNA == "no") c(NA, NaN),
                  useNA = c("no", "ifany", "always"), dnn = .tableNames(...),
                  deparse.level = 1) {
    useNA <- if (missing(useNA) && !missing(exclude) && !(NA %in% exclude)) "ifany"
             else match.arg(useNA)
    args <- list(...)
    if (length(args) == 1L && is.list(args[[1L]])) {
        args <- args[[1L]]
        if (length(dnn) != length(args))
            dnn <- if (!is.null(names(args))) names(args) else rep.int("", length(args))
    }
    if (!length(args)) stop("nothing to tabulate")
    if (!is.null(dnn) && length(dnn) != length(args))
        stop("'dnn' must be a character vector of length ", length(args))
    bin <- 0L
    lens <- NULL
    dims <- integer()
    dn <- list()
    pd <- 1L
    for (a in args) {
        if (is.null(lens)) lens <- length(a)
        else if (length(a) != lens) stop("all arguments must have the same length")
        fact.a <- is.factor(a)
        if (!fact.a) {
            a <- factor(a, exclude = exclude)
        } else if (useNA == "no" || !is.null(exclude)) {
            lv <- levels(a)
            keep <- lv[is.na(match(lv, as.character(exclude)))]
            if (length(keep) != length(lv)) a <- factor(as.character(a), levels = keep)
        }
        ll <- levels(a)
        codes <- as.integer(a)
        if (useNA == "always" || (useNA == "ifany" && anyNA(codes))) {
            if (!anyNA(ll)) {
                ll <- c(ll, NA)
                codes[is.na(codes)] <- length(ll)
            }
        }
        nl <- length(ll)
        dims <- c(dims, nl)
        dn <- c(dn, list(ll))
        bin <- bin + pd * (codes - 1L)
        pd <- pd * nl
    }
    names(dn) <- dnn
    bin <- bin[!is.na(bin)]
    if (length(bin)) bin <- bin + 1L
    y <- array(tabulate(bin, pd), dims, dimnames = dn)
    class(y) <- "table"
    y
}

.tableNames <- function(...) {
    l <- as.list(substitute(list(...)))[-1L]
    if (length(l) == 1L && is.list(..1) && !is.null(nm <- names(..1)))
        return(nm)
    nm <- names(l)
    out <- character(length(l))
    for (i in seq_along(l)) {
        if (!is.null(nm) && nzchar(nm[i])) out[i] <- nm[i]
        else if (is.symbol(l[[i]])) out[i] <- as.character(l[[i]])
    }
    out
}

is.table <- function(x) inherits(x, "table")

print.table <- function(x, digits = getOption("digits"), quote = FALSE,
                        na.print = "", zero.print = "0", right = is.numeric(x) || is.complex(x),
                        justify = "none", ...) {
    d <- dim(x)
    if (is.null(d)) {
        xx <- x
        class(xx) <- NULL
        print.default(xx, digits = digits, quote = quote, right = right, ...)
        return(invisible(x))
    }
    if (any(d == 0L)) {
        cat("< table of extent", paste(d, collapse = " x "), ">\n")
        return(invisible(x))
    }
    xx <- if (is.character(x)) unclass(x) else .fmtcol(unclass(x), TRUE)
    xx[is.na(x)] <- na.print
    attributes(xx) <- list(dim = d, dimnames = dimnames(x))
    .printArray(xx, quote, right)
    invisible(x)
}

as.table <- function(x, ...) UseMethod("as.table")
as.table.default <- function(x, ...) {
    if (is.table(x)) return(x)
    if (is.array(x) || is.numeric(x)) {
        x <- as.array(x)
        if (any(dim(x) == 0L)) stop("cannot coerce to a table")
        dn <- dimnames(x)
        if (is.null(dn)) dn <- vector("list", length(dim(x)))
        for (i in which(vapply(dn, is.null, NA)))
            dn[[i]] <- LETTERS[seq_len(dim(x)[i])]
        dimnames(x) <- dn
        class(x) <- c("table", oldClass(x))
        x
    } else stop("cannot coerce to a table")
}

as.array <- function(x, ...) {
    if (is.array(x)) return(x)
    n <- names(x)
    dim(x) <- length(x)
    if (length(n)) dimnames(x) <- list(n)
    x
}

as.data.frame.table <- function(x, row.names = NULL, ..., responseName = "Freq",
                                stringsAsFactors = TRUE) {
    dn <- dimnames(x)
    nms <- names(dn)
    if (is.null(nms)) nms <- rep.int("", length(dn))
    nms[!nzchar(nms)] <- paste0("Var", seq_along(dn))[!nzchar(nms)]
    d <- dim(x)
    cols <- list()
    each <- 1L
    total <- prod(d)
    for (i in seq_along(dn)) {
        v <- rep(rep(dn[[i]], each = each), length.out = total)
        cols[[nms[i]]] <- if (stringsAsFactors) factor(v, levels = dn[[i]]) else v
        each <- each * d[i]
    }
    cols[[responseName]] <- as.vector(unclass(x))
    .makeDataFrame(cols, NULL)
}

prop.table <- function(x, margin = NULL) {
    if (length(margin)) sweep(x, margin, apply(x, margin, sum), "/")
    else x / sum(x)
}
proportions <- prop.table

sweep <- function(x, MARGIN, STATS, FUN = "-", check.margin = TRUE, ...) {
    FUN <- match.fun(FUN)
    dims <- dim(x)
    if (is.character(MARGIN)) {
        dn <- names(dimnames(x))
        if (is.null(dn)) stop("'x' must have named dimnames")
        MARGIN <- match(MARGIN, dn)
        if (anyNA(MARGIN)) stop("not all elements of 'MARGIN' are names of dimensions")
    }
    if (check.margin) {
        dm <- dims[MARGIN]
        ds <- dim(STATS)
        ls <- length(STATS)
        if (ls > prod(dm)) {
            warning("STATS is longer than the extent of 'dim(x)[MARGIN]'")
        } else if (is.null(ds)) {
            cd <- c(1L, cumprod(dm))
            up <- min(cd[cd >= ls])
            lo <- max(cd[cd <= ls])
            if (ls && (up %% ls != 0L || ls %% lo != 0L))
                warning("STATS does not recycle exactly across MARGIN")
        } else {
            dm <- dm[dm > 1L]
            ds <- ds[ds > 1L]
            if (length(ds) != length(dm) || any(ds != dm))
                warning("length(STATS) or dim(STATS) do not match dim(x)[MARGIN]")
        }
    }
    perm <- c(MARGIN, seq_along(dims)[-MARGIN])
    FUN(x, aperm(array(STATS, dims[perm]), order(perm)), ...)
}

margin.table <- function(x, margin = NULL) {
    if (!length(margin)) return(sum(x))
    if (is.character(margin)) {
        margin <- match(margin, names(dimnames(x)))
        if (anyNA(margin))
            stop("not all elements of 'margin' are names of dimensions")
    }
    z <- apply(x, margin, sum)
    dim(z) <- dim(x)[margin]
    dimnames(z) <- dimnames(x)[margin]
    class(z) <- oldClass(x)
    z
}
marginSums <- margin.table


by <- function(data, INDICES, FUN, ..., simplify = TRUE) UseMethod("by")

.byIndices <- function(INDICES, label) {
    if (is.list(INDICES)) return(INDICES)
    IND <- list(INDICES)
    names(IND) <- label
    IND
}

by.default <- function(data, INDICES, FUN, ..., simplify = TRUE) {
    IND <- .byIndices(INDICES, deparse(substitute(INDICES))[1L])
    if (length(dim(data)) == 2L)
        return(by(as.data.frame(data), IND, FUN, ..., simplify = simplify))
    FUN <- match.fun(FUN)
    structure(tapply(data, IND, FUN, ..., simplify = simplify),
              call = match.call(), class = "by")
}

by.data.frame <- function(data, INDICES, FUN, ..., simplify = TRUE) {
    IND <- .byIndices(INDICES, deparse(substitute(INDICES))[1L])
    FUN <- match.fun(FUN)
    FUNx <- function(x) FUN(data[x, , drop = FALSE], ...)
    structure(tapply(seq_len(nrow(data)), IND, FUNx, simplify = simplify),
              call = match.call(), class = "by")
}

print.by <- function(x, ..., vsep) {
    if (missing(vsep))
        vsep <- strrep("-", 0.75 * getOption("width"))
    dn <- dimnames(x)
    lab <- names(dn)
    if (is.null(lab)) lab <- character(length(dn))
    d <- dim(x)
    xx <- unclass(x)
    attr(xx, "call") <- NULL
    for (i in seq_along(xx)) {
        if (i != 1L && !is.null(vsep)) cat(vsep, "\n")
        k <- i - 1L
        for (j in seq_along(dn)) {
            cat(lab[j], ": ", dn[[j]][k %% d[j] + 1L], "\n", sep = "")
            k <- k %/% d[j]
        }
        print(xx[[i]], ...)
    }
    invisible(x)
}
