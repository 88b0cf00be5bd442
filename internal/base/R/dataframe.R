# Data frames: construction, indexing, replacement, binding, printing.
# A data frame is a named list of equal-length columns with class
# "data.frame" and a row.names attribute (integers 1:n when automatic).

is.data.frame <- function(x) inherits(x, "data.frame")

# .makeDataFrame builds a data frame from a named list of columns of equal
# length (row.names NULL for automatic ones).
.makeDataFrame <- function(cols, row.names) {
    n <- if (length(cols)) length(cols[[1L]]) else if (is.null(row.names)) 0L else length(row.names)
    if (is.null(names(cols))) names(cols) <- character(length(cols))
    class(cols) <- "data.frame"
    attr(cols, "row.names") <- if (is.null(row.names)) .set_row_names(n) else row.names
    cols
}

# .makeDataFrame2 is .makeDataFrame with the attributes in the order R's
# `[.data.frame` leaves them: names, row.names, class.
.makeDataFrame2 <- function(cols, row.names) {
    n <- if (length(cols)) length(cols[[1L]]) else if (is.null(row.names)) 0L else length(row.names)
    if (is.null(names(cols))) names(cols) <- character(length(cols))
    attr(cols, "row.names") <- if (is.null(row.names)) .set_row_names(n) else row.names
    class(cols) <- "data.frame"
    cols
}

.autoRowNames <- function(x) .row_names_info(x) < 0L

.makeUnique <- function(names, sep = ".") {
    seen <- character()
    out <- names
    for (i in seq_along(names)) {
        nm <- names[i]
        if (nm %in% seen) {
            k <- 1L
            while (paste0(nm, sep, k) %in% c(seen, names)) k <- k + 1L
            nm <- paste0(nm, sep, k)
        }
        seen <- c(seen, nm)
        out[i] <- nm
    }
    out
}

data.frame <- function(..., row.names = NULL, check.rows = FALSE, check.names = TRUE,
                       fix.empty.names = TRUE, stringsAsFactors = FALSE) {
    args <- list(...)
    exprs <- as.list(substitute(list(...)))[-1L]
    tags <- names(args)
    if (is.null(tags)) tags <- character(length(args))
    cols <- list()
    colnames <- character()
    rn <- NULL
    for (k in seq_along(args)) {
        a <- args[[k]]
        if (is.null(a)) next
        tag <- tags[k]
        if (is.data.frame(a)) {
            if (is.null(rn) && !.autoRowNames(a)) rn <- attr(a, "row.names")
            nms <- names(a)
            if (nzchar(tag) && length(a) > 1L) nms <- paste(tag, nms, sep = ".")
            else if (nzchar(tag)) nms <- tag
            for (j in seq_along(a)) {
                cols[[length(cols) + 1L]] <- a[[j]]
                colnames <- c(colnames, nms[j])
            }
        } else if (is.matrix(a)) {
            cn <- colnames(a)
            if (is.null(rn) && !is.null(rownames(a))) rn <- rownames(a)
            if (is.null(cn)) cn <- if (nzchar(tag)) paste(tag, seq_len(ncol(a)), sep = ".")
                                   else paste0(if (fix.empty.names) "X" else "", seq_len(ncol(a)))
            else if (nzchar(tag)) cn <- paste(tag, cn, sep = ".")
            for (j in seq_len(ncol(a))) {
                cols[[length(cols) + 1L]] <- a[, j]
                colnames <- c(colnames, cn[j])
            }
        } else if (is.list(a) && !is.factor(a) && !inherits(a, "AsIs")) {
            nms <- names(a)
            if (is.null(nms)) nms <- paste0("V", seq_along(a))
            if (nzchar(tag)) nms <- paste(tag, nms, sep = ".")
            for (j in seq_along(a)) {
                cols[[length(cols) + 1L]] <- a[[j]]
                colnames <- c(colnames, nms[j])
            }
        } else {
            if (is.null(rn) && !is.null(names(a)) && !is.factor(a)) rn <- names(a)
            if (!is.factor(a)) names(a) <- NULL
            if (!nzchar(tag) && fix.empty.names)
                tag <- paste(deparse(exprs[[k]]), collapse = " ")
            cols[[length(cols) + 1L]] <- a
            colnames <- c(colnames, tag)
        }
    }
    lens <- vapply(cols, length, 1L)
    nr <- if (length(lens)) max(lens) else 0L
    if (!is.null(row.names) && length(cols) == 0L) nr <- length(row.names)
    if (length(lens) && any(lens != nr)) {
        bad <- lens == 0L | nr %% lens != 0L
        if (any(bad)) {
            u <- unique(lens)
            stop("arguments imply differing number of rows: ", paste(u, collapse = ", "))
        }
        for (j in seq_along(cols))
            if (lens[j] != nr) cols[[j]] <- rep(cols[[j]], length.out = nr)
        if (!is.null(rn) && length(rn) != nr) rn <- NULL
    }
    for (j in seq_along(cols)) {
        v <- cols[[j]]
        if (stringsAsFactors && is.character(v)) v <- factor(v)
        if (!is.factor(v) && !is.null(attr(v, "names"))) names(v) <- NULL
        cols[[j]] <- v
    }
    if (check.names) colnames <- .makeUnique(.makeNames(colnames))
    names(cols) <- colnames
    if (!is.null(row.names)) {
        if (is.character(row.names) && length(row.names) == 1L && nr != 1L) {
            k <- match(row.names, colnames)
            if (is.na(k)) stop("row names supplied are of the wrong length")
            rn <- as.character(cols[[k]])
            cols <- cols[-k]
        } else if (is.numeric(row.names) && length(row.names) == 1L && nr != 1L) {
            rn <- as.character(cols[[row.names]])
            cols <- cols[-row.names]
        } else {
            if (length(row.names) != nr) stop("row names supplied are of the wrong length")
            rn <- row.names
        }
    }
    if (!is.null(rn)) {
        rn <- as.character(rn)
        if (.anyDup(rn))
            stop("duplicate row.names: ", paste(unique(rn[duplicated(rn)]), collapse = ", "))
    }
    .makeDataFrame(cols, rn)
}


dim.data.frame <- function(x) c(length(attr(x, "row.names")), length(x))

dimnames.data.frame <- function(x) list(row.names(x), names(x))

`dimnames<-.data.frame` <- function(x, value) {
    row.names(x) <- value[[1L]]
    names(x) <- as.character(value[[2L]])
    x
}

row.names <- function(x) UseMethod("row.names")
row.names.data.frame <- function(x) as.character(attr(x, "row.names"))
row.names.default <- function(x) if (!is.null(dim(x))) rownames(x)

`row.names<-` <- function(x, value) UseMethod("row.names<-")
`row.names<-.data.frame` <- function(x, value) {
    n <- length(attr(x, "row.names"))
    if (is.null(value)) {
        attr(x, "row.names") <- .set_row_names(n)
        return(x)
    }
    if (length(value) != n)
        stop("invalid 'row.names' length")
    if (.anyDup(value)) {
        dup <- unique(value[duplicated(value)])
        warning(sprintf("non-unique value when setting 'row.names': %s",
                        paste0("\u2018", dup, "\u2019", collapse = ", ")), call. = FALSE)
        stop("duplicate 'row.names' are not allowed")
    }
    if (anyNA(value)) stop("missing values in 'row.names' are not allowed")
    attr(x, "row.names") <- if (is.integer(value) && identical(value, seq_len(n))) value else as.character(value)
    x
}
`row.names<-.default` <- function(x, value) {
    rownames(x) <- value
    x
}

as.list.data.frame <- function(x, ...) {
    x <- unclass(x)
    attr(x, "row.names") <- NULL
    x
}

.dfRowIndex <- function(x, i) {
    n <- length(attr(x, "row.names"))
    if (is.character(i)) {
        k <- match(i, row.names(x))
        k
    } else if (is.logical(i)) {
        which(rep_len(i, n))
    } else {
        seq_len(n)[i]
    }
}

.dfColIndex <- function(x, j) {
    nms <- names(x)
    if (is.character(j)) {
        k <- match(j, nms)
        if (anyNA(k)) stop("undefined columns selected")
        k
    } else if (is.logical(j)) {
        which(rep_len(j, length(x)))
    } else {
        if (any(abs(j[!is.na(j)]) > length(x))) stop("undefined columns selected")
        seq_along(x)[j]
    }
}

.dfSubsetRows <- function(x, rows) {
    cols <- unclass(x)
    attr(cols, "row.names") <- NULL
    out <- lapply(cols, function(v) v[rows])
    names(out) <- names(x)
    rn <- attr(x, "row.names")
    newrn <- rn[rows]
    ina <- anyNA(newrn)
    dup <- anyDuplicated(newrn)
    if (ina || dup) {
        if (!dup && is.character(newrn)) dup <- "NA" %in% newrn
        if (ina) newrn[is.na(newrn)] <- "NA"
        if (dup) newrn <- make.unique(as.character(newrn))
    }
    .makeDataFrame2(out, newrn)
}

`[.data.frame` <- function(x, i, j, drop = if (missing(i)) TRUE else length(cols) == 1L) {
    na <- nargs() - !missing(drop)
    if (na < 3L) {
        # x[j]: list-style column selection.
        if (missing(i)) return(x)
        if (is.matrix(i)) return(as.matrix(x)[i])
        cols <- .dfColIndex(x, i)
        out <- unclass(x)[cols]
        attr(out, "row.names") <- NULL
        return(.makeDataFrame2(out, .row_names_info(x, 0L)))
    }
    cols <- if (missing(j)) seq_along(x) else .dfColIndex(x, j)
    y <- x
    if (!missing(j)) {
        out <- unclass(x)[cols]
        attr(out, "row.names") <- NULL
        names(out) <- .makeUnique(names(out))
        y <- .makeDataFrame(out, .row_names_info(x, 0L))
    }
    if (!missing(i)) y <- .dfSubsetRows(y, .dfRowIndex(x, i))
    if (drop && length(y) == 1L) return(y[[1L]])
    if (drop && length(attr(y, "row.names")) == 1L && length(y) > 1L) {
        return(as.list(y))
    }
    y
}

`[[.data.frame` <- function(x, i, j, exact = TRUE) {
    cols <- unclass(x)
    attr(cols, "row.names") <- NULL
    if (missing(j)) return(cols[[i, exact = exact]])
    col <- cols[[j, exact = exact]]
    if (is.character(i)) i <- match(i, row.names(x))
    col[[i]]
}

`$<-.data.frame` <- function(x, name, value) {
    nrows <- length(attr(x, "row.names"))
    cl <- oldClass(x)
    x <- unclass(x)
    if (!is.null(value)) {
        N <- NROW(value)
        if (N > nrows && length(x) > 0L)
            stop(sprintf(ngettext(N, "replacement has %d row, data has %d",
                                  "replacement has %d rows, data has %d"), N, nrows))
        if (N < nrows) {
            if (N > 0L && nrows %% N == 0L && length(dim(value)) <= 1L)
                value <- rep(value, length.out = nrows)
            else stop(sprintf(ngettext(N, "replacement has %d row, data has %d",
                                       "replacement has %d rows, data has %d"), N, nrows))
        }
        if (length(x) == 0L && nrows == 0L) attr(x, "row.names") <- seq_len(N)
        if (is.atomic(value) && !is.null(names(value))) names(value) <- NULL
    }
    x[[name]] <- value
    class(x) <- cl
    x
}

`[[<-.data.frame` <- function(x, i, j, value) {
    if (nargs() < 4L) {
        if (is.numeric(i) && i > length(x)) {
            nm <- paste0("V", i)
            `$<-.data.frame`(x, nm, value)
        } else if (is.character(i)) `$<-.data.frame`(x, i, value)
        else {
            nm <- names(x)[i]
            `$<-.data.frame`(x, nm, value)
        }
    } else {
        cl <- oldClass(x)
        rn <- attr(x, "row.names")
        if (is.character(i)) i <- match(i, as.character(rn))
        x <- unclass(x)
        x[[j]][[i]] <- value
        class(x) <- cl
        x
    }
}

`[<-.data.frame` <- function(x, i, j, value) {
    na <- nargs()
    nrows <- length(attr(x, "row.names"))
    cl <- oldClass(x)
    if (na < 4L) {
        # x[j] <- value, or x[logical matrix] <- value
        if (missing(i)) { jj <- seq_along(x) }
        else if (is.logical(i) && is.matrix(i)) {
            for (k in seq_along(x)) {
                sel <- i[, k]
                if (any(sel)) {
                    col <- x[[k]]
                    col[sel] <- value
                    x[[k]] <- col
                }
            }
            return(x)
        } else if (is.character(i)) {
            jj <- match(i, names(x))
            new <- is.na(jj)
            if (any(new)) jj[new] <- length(x) + seq_len(sum(new))
            names.new <- i
        } else jj <- seq_len(max(length(x), max(i)))[i]
        rows <- seq_len(nrows)
    } else {
        rows <- if (missing(i)) seq_len(nrows) else .dfRowIndex(x, i)
        if (missing(j)) jj <- seq_along(x)
        else if (is.character(j)) {
            jj <- match(j, names(x))
            new <- is.na(jj)
            if (any(new)) jj[new] <- length(x) + seq_len(sum(new))
            names.new <- j
        } else jj <- seq_len(max(length(x), max(j)))[j]
    }
    if (!length(jj)) return(x)
    allnames <- names(x)
    y <- unclass(x)
    attr(y, "row.names") <- NULL
    if (is.data.frame(value)) value <- as.list(value)
    vlist <- is.list(value)
    for (k in seq_along(jj)) {
        col <- jj[k]
        v <- if (vlist) value[[(k - 1L) %% length(value) + 1L]]
             else if (length(value) == length(rows) * length(jj) && length(jj) > 1L)
                 value[(k - 1L) * length(rows) + seq_along(rows)]
             else value
        if (col > length(y)) {
            newcol <- rep(NA, nrows)
            if (length(rows) == nrows) newcol <- rep(v, length.out = nrows)
            else newcol[rows] <- v
            y[[col]] <- newcol
            allnames[col] <- if (exists("names.new", inherits = FALSE)) names.new[k] else paste0("V", col)
        } else if (is.null(v)) {
            y[col] <- list(NULL)
        } else {
            cur <- y[[col]]
            cur[rows] <- v
            y[[col]] <- cur
        }
    }
    keep <- !vapply(y, is.null, NA)
    allnames <- allnames[seq_along(y)]
    y <- y[keep]
    if (length(y) > length(x)) {
        # R leaves row.names, names, class when columns were added.
        attributes(y) <- NULL
        attr(y, "row.names") <- .row_names_info(x, 0L)
        names(y) <- allnames[keep]
        class(y) <- "data.frame"
        return(y)
    }
    names(y) <- allnames[keep]
    .makeDataFrame2(y, .row_names_info(x, 0L))
}

print.data.frame <- function(x, ..., digits = NULL, quote = FALSE, right = TRUE,
                             row.names = TRUE, max = NULL) {
    n <- length(attr(x, "row.names"))
    if (length(x) == 0L) {
        cat(sprintf(ngettext(n, "data frame with 0 columns and %d row",
                             "data frame with 0 columns and %d rows"), n), "\n", sep = "")
    } else if (n == 0L) {
        print.default(names(x), quote = FALSE)
        cat("<0 rows> (or 0-length row.names)\n")
    } else {
        if (is.null(max)) max <- getOption("max.print", 99999L)
        omit <- (n0 <- max %/% length(x)) < n
        m <- .formatDataFrame(if (omit) x[seq_len(n0), , drop = FALSE] else x, digits)
        if (!isTRUE(row.names)) dimnames(m)[[1L]] <- rep.int("", if (omit) n0 else n)
        .printArray(m, quote, right)
        if (omit)
            cat(" [ reached 'max' / getOption(\"max.print\") -- omitted", n - n0, "rows ]\n")
    }
    invisible(x)
}

.formatDataFrame <- function(x, digits = NULL) {
    n <- length(attr(x, "row.names"))
    nc <- length(x)
    cols <- list()
    cn <- character()
    for (j in seq_len(nc)) {
        v <- x[[j]]
        if (is.matrix(v) && !is.data.frame(v)) {
            # A matrix column shows as columns name.1, name.2, ... (or
            # name.colname), formatted together.
            k <- ncol(v)
            vn <- colnames(v)
            if (is.null(vn)) vn <- seq_len(k)
            fm <- .fmtcol(as.vector(unclass(v)), digits = digits)
            for (i in seq_len(k)) {
                cols[[length(cols) + 1L]] <- fm[(i - 1L) * nrow(v) + seq_len(nrow(v))]
                cn <- c(cn, paste(names(x)[j], vn[i], sep = "."))
            }
            next
        }
        if (is.factor(v)) v <- as.character(v)
        else if (is.object(v) && !inherits(v, "AsIs") && !is.list(v)) {
            # Classed columns (dates...) show as their format() method has it.
            fv <- format(v)
            if (is.character(fv) && length(fv) == length(v)) v <- fv
        }
        if (inherits(v, "AsIs") && !is.character(v)) v <- format.AsIs(v)
        else if (is.list(v)) v <- vapply(v, function(e) paste(as.character(e), collapse = ", "), "")
        cols[[length(cols) + 1L]] <- .fmtcol(v, digits = digits)
        cn <- c(cn, names(x)[j])
    }
    m <- matrix(if (length(cols)) unlist(cols) else "", n, length(cols))
    dimnames(m) <- list(row.names(x), cn)
    m
}

format.data.frame <- function(x, ..., digits = NULL) {
    m <- .formatDataFrame(x, digits)
    cols <- lapply(seq_len(ncol(m)), function(j) m[, j])
    names(cols) <- names(x)
    .makeDataFrame(cols, attr(x, "row.names"))
}

as.data.frame <- function(x, row.names = NULL, optional = FALSE, ...) {
    if (is.null(x)) return(as.data.frame(list()))
    UseMethod("as.data.frame")
}
as.data.frame.data.frame <- function(x, row.names = NULL, ...) {
    if (!is.null(row.names)) row.names(x) <- row.names
    x
}
as.data.frame.list <- function(x, row.names = NULL, optional = FALSE, ...,
                               stringsAsFactors = FALSE) {
    if (!length(x)) return(.makeDataFrame(list(), NULL))
    x <- unclass(x)
    do.call(data.frame, c(x, list(row.names = row.names, stringsAsFactors = stringsAsFactors)))
}
as.data.frame.matrix <- function(x, row.names = NULL, optional = FALSE, ...,
                                 stringsAsFactors = FALSE) {
    d <- dim(x)
    cn <- colnames(x)
    if (is.null(cn)) cn <- paste0("V", seq_len(d[2L]))
    cols <- lapply(seq_len(d[2L]), function(j) x[, j])
    for (j in seq_along(cols)) {
        names(cols[[j]]) <- NULL
        if (stringsAsFactors && is.character(cols[[j]])) cols[[j]] <- factor(cols[[j]])
    }
    names(cols) <- cn
    rn <- if (!is.null(row.names)) row.names else rownames(x)
    .makeDataFrame(cols, rn)
}
as.data.frame.default <- function(x, row.names = NULL, optional = FALSE, ...) {
    nm <- paste(deparse(substitute(x)), collapse = " ")
    if (is.matrix(x)) return(as.data.frame.matrix(x, row.names, optional, ...))
    if (is.list(x)) return(as.data.frame.list(x, row.names, optional, ...))
    cols <- list(if (is.factor(x)) x else { names(x) <- NULL; x })
    names(cols) <- if (optional) "" else nm
    .makeDataFrame(cols, row.names)
}
as.data.frame.character <- function(x, row.names = NULL, optional = FALSE, ...,
                                    stringsAsFactors = FALSE) {
    nm <- paste(deparse(substitute(x)), collapse = " ")
    rn <- if (!is.null(row.names)) row.names else names(x)
    names(x) <- NULL
    cols <- list(if (stringsAsFactors) factor(x) else x)
    names(cols) <- if (optional) "" else nm
    .makeDataFrame(cols, rn)
}
as.data.frame.numeric <- function(x, row.names = NULL, optional = FALSE, ...) {
    nm <- paste(deparse(substitute(x)), collapse = " ")
    rn <- if (!is.null(row.names)) row.names else names(x)
    names(x) <- NULL
    cols <- list(x)
    names(cols) <- if (optional) "" else nm
    .makeDataFrame(cols, rn)
}
as.data.frame.integer <- as.data.frame.numeric
as.data.frame.logical <- as.data.frame.numeric
as.data.frame.factor <- function(x, row.names = NULL, optional = FALSE, ...) {
    nm <- paste(deparse(substitute(x)), collapse = " ")
    cols <- list(x)
    names(cols) <- if (optional) "" else nm
    .makeDataFrame(cols, row.names)
}

as.matrix.data.frame <- function(x, rownames.force = NA, ...) {
    n <- length(attr(x, "row.names"))
    nc <- length(x)
    rn <- if (.autoRowNames(x)) NULL else row.names(x)
    numeric <- all(vapply(x, function(v) (is.numeric(v) || is.logical(v)) && !is.factor(v), NA))
    if (nc == 0L) return(array(NA, c(n, 0L), list(rn, NULL)))
    if (numeric) {
        allLogical <- all(vapply(x, is.logical, NA))
        allInt <- all(vapply(x, function(v) is.integer(v) || is.logical(v), NA))
        m <- matrix(if (allLogical) NA else if (allInt) NA_integer_ else NA_real_, n, nc)
        for (j in seq_len(nc)) m[, j] <- x[[j]]
    } else {
        m <- matrix(NA_character_, n, nc)
        for (j in seq_len(nc)) {
            v <- x[[j]]
            m[, j] <- if (is.character(v)) v
                      else if (is.factor(v)) as.character(v)
                      else if (is.logical(v)) as.character(v)
                      else { s <- .fmtcol(v); s[is.na(v)] <- NA; s }
        }
    }
    dimnames(m) <- list(rn, names(x))
    m
}

t.data.frame <- function(x) t(as.matrix(x))


head.data.frame <- function(x, n = 6L, ...) {
    nr <- nrow(x)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    x[seq_len(n), , drop = FALSE]
}
tail.data.frame <- function(x, n = 6L, ...) {
    nr <- nrow(x)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    x[seq.int(to = nr, length.out = n), , drop = FALSE]
}
head.matrix <- function(x, n = 6L, ...) {
    nr <- nrow(x)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    x[seq_len(n), , drop = FALSE]
}
tail.matrix <- function(x, n = 6L, ...) {
    nr <- nrow(x)
    n <- if (n < 0L) max(nr + n, 0L) else min(n, nr)
    sel <- seq.int(to = nr, length.out = n)
    ans <- x[sel, , drop = FALSE]
    if (is.null(rownames(x))) rownames(ans) <- format(paste0("[", sel, ",]"), justify = "right")
    ans
}

rbind.data.frame <- function(..., deparse.level = 1, make.row.names = TRUE,
                             stringsAsFactors = FALSE) {
    args <- list(...)
    args <- args[!vapply(args, is.null, NA)]
    dfs <- args[vapply(args, function(a) length(a) > 0L, NA)]
    if (!length(dfs)) return(args[[1L]])
    first <- NULL
    for (a in dfs) if (is.data.frame(a)) { first <- a; break }
    nms <- names(first)
    nc <- length(nms)
    cols <- vector("list", nc)
    rn <- character()
    anyNamed <- FALSE
    total <- 0L
    argn <- names(args)
    for (k in seq_along(dfs)) {
        a <- dfs[[k]]
        if (is.data.frame(a)) {
            if (length(a) != nc)
                stop("numbers of columns of arguments do not match")
            if (!is.null(names(a)) && !all(names(a) %in% nms))
                stop("names do not match previous names")
            a <- a[nms]
            n <- nrow(a)
            lab <- if (.autoRowNames(a)) as.character(seq_len(n)) else { anyNamed <- TRUE; row.names(a) }
            if (!is.null(dnms <- names(dfs)) && nzchar(dnms[k])) {
                anyNamed <- TRUE
                lab <- if (n > 1L) paste(dnms[k], lab, sep = ".") else dnms[k]
            }
            rn <- c(rn, lab)
        } else {
            a <- as.list(a)
            if (length(a) != nc)
                stop("invalid list argument: all variables should have the same length")
            n <- 1L
            rn <- c(rn, "1")
        }
        for (j in seq_len(nc)) {
            v <- a[[j]]
            if (is.null(cols[[j]]) && total == 0L) cols[[j]] <- v
            else {
                cur <- cols[[j]]
                if (is.factor(cur) || is.factor(v)) {
                    lv <- unique(c(levels(cur), if (is.factor(v)) levels(v) else as.character(v)))
                    if (is.factor(cur)) cur <- as.character(cur)
                    if (is.factor(v)) v <- as.character(v)
                    cols[[j]] <- factor(c(cur, v), levels = lv)
                } else cols[[j]] <- c(cur, v)
            }
        }
        total <- total + n
    }
    names(cols) <- nms
    if (anyNamed && anyDuplicated(rn)) rn <- make.unique(rn, sep = "")
    .makeDataFrame2(cols, if (anyNamed) rn else NULL)
}

cbind.data.frame <- function(..., deparse.level = 1)
    data.frame(..., check.names = FALSE)

split.data.frame <- function(x, f, drop = FALSE, ...) {
    if (inherits(f, "formula")) {
        rhs <- f[[length(f)]]
        vars <- all.vars(rhs)
        f <- if (length(vars) == 1L) eval(rhs, x, environment(f))
             else lapply(vars, function(v) eval(as.name(v), x, environment(f)))
    }
    lapply(split(seq_len(nrow(x)), f, drop = drop, ...),
           function(ind) x[ind, , drop = FALSE])
}

with.data.frame <- function(data, expr, ...)
    eval(substitute(expr), as.list(data), enclos = parent.frame())




duplicated.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...) {
    if (length(x) != 1L) {
        if (any(vapply(x, is.list, NA)))
            x[] <- lapply(x, function(col) if (is.list(col)) vapply(col, function(e) paste(deparse(e), collapse = ""), "") else col)
        duplicated(do.call(Map, `names<-`(c(list, x), NULL)), fromLast = fromLast)
    } else duplicated(x[[1L]], fromLast = fromLast, ...)
}

anyDuplicated.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...) {
    d <- which(duplicated.data.frame(x, fromLast = fromLast))
    if (length(d)) d[1L] else 0L
}

unique.data.frame <- function(x, incomparables = FALSE, fromLast = FALSE, ...)
    x[!duplicated.data.frame(x, fromLast = fromLast, ...), , drop = FALSE]

unname <- function(obj, force = FALSE) {
    if (!is.null(names(obj))) names(obj) <- NULL
    if (!is.null(dimnames(obj)) && (force || !is.data.frame(obj))) dimnames(obj) <- NULL
    obj
}




subset <- function(x, ...) UseMethod("subset")
subset.data.frame <- function(x, subset, select, drop = FALSE, ...) {
    r <- if (missing(subset)) rep_len(TRUE, nrow(x))
         else {
             e <- substitute(subset)
             r <- eval(e, as.list(x), parent.frame())
             r & !is.na(r)
         }
    vars <- if (missing(select)) TRUE
            else {
                nl <- as.list(seq_along(x))
                names(nl) <- names(x)
                eval(substitute(select), nl, parent.frame())
            }
    x[r, vars, drop = drop]
}
subset.default <- function(x, subset, ...) x[subset & !is.na(subset)]



Summary.data.frame <- function(..., na.rm) {
    args <- lapply(list(...), function(x) as.matrix(x))
    do.call(.Generic, c(args, na.rm = na.rm))
}
