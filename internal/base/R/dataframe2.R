## More data frame tools: merge, aggregate, ave, stack/unstack, within,
## transform.

merge <- function(x, y, ...) UseMethod("merge")

merge.default <- function(x, y, ...)
    merge(as.data.frame(x), as.data.frame(y), ...)

## .mergeBy turns a 'by' specification into column numbers of df.
.mergeBy <- function(by, df) {
    if (is.null(by)) by <- numeric()
    by <- as.vector(by)
    nc <- ncol(df)
    if (is.character(by)) {
        poss <- c("row.names", names(df))
        if (any(bad <- !(by %in% poss)))
            stop(ngettext(sum(bad), "'by' must specify a uniquely valid column",
                          "'by' must specify uniquely valid columns"), domain = NA)
        by <- match(by, poss) - 1L
    } else if (is.numeric(by)) {
        if (any(by < 0L) || any(by > nc))
            stop("'by' must match numbers of columns")
    } else if (is.logical(by)) {
        if (length(by) != nc) stop("'by' must match number of columns")
        by <- seq_along(by)[by]
    } else stop("'by' must specify one or more columns as numbers, names or logical")
    if (any(bad <- is.na(by)))
        stop(ngettext(sum(bad), "'by' must specify a uniquely valid column",
                      "'by' must specify uniquely valid columns"), domain = NA)
    unique(by)
}

## .mergePairs pairs the rows of x and y whose keys (kx, ky: the row
## numbers of their key in the common key table, 0 for none) agree: by
## key, then by x row, then by y row; it also lists the unmatched rows.
.mergePairs <- function(kx, ky) {
    ox <- order(kx); oy <- order(ky)
    kxs <- kx[ox]; kys <- ky[oy]
    xi <- integer(); yi <- integer()
    for (k in unique(kxs[kxs > 0L])) {
        rx <- ox[kxs == k]; ry <- oy[kys == k]
        xi <- c(xi, rep(rx, each = length(ry)))
        yi <- c(yi, rep(ry, times = length(rx)))
    }
    list(xi = xi, yi = yi, x.alone = which(kx == 0L), y.alone = which(ky == 0L))
}

merge.data.frame <- function(x, y, by = intersect(names(x), names(y)),
                             by.x = by, by.y = by, all = FALSE,
                             all.x = all, all.y = all, sort = TRUE,
                             suffixes = c(".x", ".y"), no.dups = TRUE,
                             incomparables = NULL, ...) {
    nx <- nrow(x <- as.data.frame(x)); ny <- nrow(y <- as.data.frame(y))
    if (nx >= 2^31 || ny >= 2^31) stop("long vectors are not supported")
    by.x <- .mergeBy(by.x, x)
    by.y <- .mergeBy(by.y, y)
    if ((l.b <- length(by.x)) != length(by.y))
        stop("'by.x' and 'by.y' specify different numbers of columns")
    if (l.b == 0L) {
        nm.x <- names(x); nm.y <- names(y)
        if (any(cnm <- nm.x %in% nm.y)) {
            names(x)[cnm] <- paste0(nm.x[cnm], suffixes[1L])
            cnm <- nm.y %in% nm.x
            names(y)[cnm] <- paste0(nm.y[cnm], suffixes[2L])
        }
        if (nx == 0L || ny == 0L) {
            res <- cbind(x[FALSE, ], y[FALSE, ])
        } else {
            res <- cbind(x[rep(seq_len(nx), ny), , drop = FALSE],
                         y[rep(seq_len(ny), each = nx), , drop = FALSE])
        }
    } else {
        if (any(by.x == 0L)) {
            x <- cbind(Row.names = row.names(x), x)
            by.x <- by.x + 1L
        }
        if (any(by.y == 0L)) {
            y <- cbind(Row.names = row.names(y), y)
            by.y <- by.y + 1L
        }
        row.names(x) <- NULL
        row.names(y) <- NULL
        if (l.b == 1L) {
            bx <- x[, by.x]; if (is.factor(bx)) bx <- as.character(bx)
            by <- y[, by.y]; if (is.factor(by)) by <- as.character(by)
        } else {
            bx <- x[, by.x, drop = FALSE]
            by <- y[, by.y, drop = FALSE]
            names(bx) <- names(by) <- paste0("V", seq_len(ncol(bx)))
            bz <- do.call(paste, c(rbind(bx, by), sep = "\r"))
            bx <- bz[seq_len(nx)]
            by <- bz[nx + seq_len(ny)]
        }
        comm <- match(bx, by, 0L)
        bxy <- bx[comm > 0L]
        xinds <- match(bx, bxy, 0L)
        yinds <- match(by, bxy, 0L)
        if (nx > 0L && ny > 0L)
            m <- .mergePairs(xinds, yinds)
        else
            m <- list(xi = integer(), yi = integer(),
                      x.alone = seq_len(nx), y.alone = seq_len(ny))
        nm <- nm.x <- names(x)[-by.x]
        nm.by <- names(x)[by.x]
        nm.y <- names(y)[-by.y]
        ncx <- ncol(x)
        if (all.x) all.x <- (nxx <- length(m$x.alone)) > 0L
        if (all.y) all.y <- (nyy <- length(m$y.alone)) > 0L
        lxy <- length(m$xi)
        has.common.nms <- any(cnm <- nm.x %in% nm.y)
        if (has.common.nms) {
            names(x)[-by.x][cnm] <- paste0(nm.x[cnm], suffixes[1L])
            cnm <- nm.y %in% nm
            nm.y[cnm] <- paste0(nm.y[cnm], suffixes[2L])
        }
        if (no.dups && any(cnm <- nm.y %in% nm.by)) {
            nm.y[cnm] <- paste0(nm.y[cnm], suffixes[2L])
            has.common.nms <- TRUE
        }
        x <- x[c(m$xi, if (all.x) m$x.alone),
               c(by.x, seq_len(ncx)[-by.x]), drop = FALSE]
        names(x) <- c(nm.by, names(x)[-seq_len(l.b)])
        if (all.y) {
            ya <- y[m$y.alone, by.y, drop = FALSE]
            names(ya) <- nm.by
            xa <- x[rep.int(NA_integer_, nyy), -seq_len(l.b), drop = FALSE]
            x <- rbind(x, cbind(ya, xa))
        }
        y <- y[c(m$yi, if (all.x) rep.int(1L, nxx), if (all.y) m$y.alone),
               -by.y, drop = FALSE]
        if (all.x) {
            zap <- (lxy + 1L):(lxy + nxx)
            for (i in seq_along(y)) is.na(y[[i]]) <- zap
        }
        if (has.common.nms) names(y) <- nm.y
        nm <- c(names(x), names(y))
        if (any(d <- duplicated(nm))) {
            if (sum(d) > 1L)
                warning("column names ", paste(sQuote(nm[d]), collapse = ", "),
                        " are duplicated in the result")
            else
                warning("column name ", sQuote(nm[d]), " is duplicated in the result")
        }
        res <- cbind(x, y)
        if (sort)
            res <- res[if (all.x || all.y)
                           do.call("order", unname(as.list(x[, seq_len(l.b), drop = FALSE])))
                       else sort.list(bx[m$xi]), , drop = FALSE]
    }
    row.names(res) <- NULL
    res
}
