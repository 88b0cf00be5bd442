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

aggregate <- function(x, ...) UseMethod("aggregate")

aggregate.default <- function(x, ...) aggregate.data.frame(as.data.frame(x), ...)

## .completeRows: TRUE for the rows where none of the vectors in the list
## l is NA.
.completeRows <- function(l, n) {
    ok <- rep.int(TRUE, n)
    for (v in l) ok <- ok & !is.na(v)
    ok
}

aggregate.data.frame <- function(x, by, FUN, ..., simplify = TRUE, drop = TRUE) {
    x <- as.data.frame(x)
    FUN <- match.fun(FUN)
    if (NROW(x) == 0L) stop("no rows to aggregate")
    if (NCOL(x) == 0L) {
        x <- data.frame(x = rep(1, NROW(x)))
        return(aggregate.data.frame(x, by, function(x) 0L)[seq_along(by)])
    }
    if (!is.list(by)) stop("'by' must be a list")
    if (is.null(names(by)) && length(by))
        names(by) <- paste0("Group.", seq_along(by))
    else {
        nam <- names(by)
        ind <- which(!nzchar(nam))
        names(by)[ind] <- paste0("Group.", ind)
    }
    if (any(lengths(by) != NROW(x))) stop("arguments must have same length")
    y <- as.data.frame(by, stringsAsFactors = FALSE)
    names(y) <- names(by)
    keep <- .completeRows(by, NROW(x))
    y <- y[keep, , drop = FALSE]
    x <- x[keep, , drop = FALSE]
    nrx <- NROW(x)
    ## each grouping variable becomes zero-padded level numbers, so that
    ## pasting them (last variable first) sorts as the groups should.
    code <- function(v) {
        f <- as.factor(v)
        l <- length(levels(f))
        s <- as.character(seq_len(l))
        n <- nchar(s)
        levels(f) <- paste0(strrep("0", n[l] - n), s)
        as.character(f)
    }
    grp <- if (ncol(y)) {
        g <- lapply(y, code)
        names(g) <- NULL
        do.call(paste, c(rev(g), list(sep = ".")))
    } else integer(nrx)
    y <- y[match(sort(unique(grp)), grp, 0L), , drop = FALSE]
    nry <- NROW(y)
    z <- lapply(x, function(e) {
        ans <- lapply(X = unname(split(e, grp)), FUN = FUN, ...)
        if (simplify && length(len <- unique(lengths(ans))) == 1L) {
            if (len == 1L) {
                cl <- lapply(ans, oldClass)
                cl1 <- cl[[1L]]
                ans <- if (!is.null(cl1) && all(vapply(cl, identical, NA, y = cl1)))
                           do.call(c, ans)
                       else unlist(ans, recursive = FALSE, use.names = FALSE)
            } else if (len > 1L) {
                nms <- names(ans[[1L]])
                ans <- matrix(unlist(ans, recursive = FALSE, use.names = FALSE),
                              nrow = nry, ncol = len, byrow = TRUE,
                              dimnames = if (!is.null(nms)) list(NULL, nms))
            }
        }
        ans
    })
    len <- length(y)
    for (i in seq_along(z)) y[[len + i]] <- z[[i]]
    names(y) <- c(names(by), names(x))
    row.names(y) <- NULL
    y
}

## .formulaTerms splits the right-hand side of a formula at its `+`s.
.formulaTerms <- function(e) {
    if (is.call(e) && identical(e[[1L]], quote(`+`)) && length(e) == 3L)
        c(.formulaTerms(e[[2L]]), .formulaTerms(e[[3L]]))
    else if (is.call(e) && identical(e[[1L]], quote(`(`)))
        .formulaTerms(e[[2L]])
    else list(e)
}

aggregate.formula <- function(x, data, FUN, ..., subset, na.action = na.omit) {
    formula <- x
    if (missing(formula) || !inherits(formula, "formula"))
        stop("'formula' missing or incorrect")
    if (length(formula) != 3L)
        stop("'formula' must have both left and right hand sides")
    if (missing(data)) data <- environment(formula)
    env <- environment(formula)
    if (is.null(env)) env <- parent.frame()
    evalIn <- function(predvars) eval(predvars, data, env)
    dnames <- if (is.data.frame(data) || is.list(data)) names(data) else character()
    lhs <- formula[[2L]]; rhs <- formula[[3L]]
    rterms <- .formulaTerms(rhs)
    lterms <- if (is.call(lhs) && identical(lhs[[1L]], quote(cbind)))
                  as.list(lhs)[-1L]
              else list(lhs)
    isDot <- function(e) identical(e, quote(.))
    rvars <- unlist(lapply(rterms, all.vars))
    lvars <- unlist(lapply(lterms, all.vars))
    if (length(rterms) == 1L && isDot(rterms[[1L]]))
        rterms <- lapply(setdiff(dnames, lvars), as.name)
    if (length(lterms) == 1L && isDot(lterms[[1L]]))
        lterms <- lapply(setdiff(dnames, rvars), as.name)
    lnames <- vapply(lterms, function(e) paste(deparse(e), collapse = " "), "")
    cargs <- names(as.list(lhs))
    if (is.call(lhs) && identical(lhs[[1L]], quote(cbind)) && !is.null(cargs)) {
        cargs <- cargs[-1L]
        lnames[nzchar(cargs)] <- cargs[nzchar(cargs)]
    }
    rnames <- vapply(rterms, function(e) paste(deparse(e), collapse = " "), "")
    lv <- lapply(lterms, evalIn)
    rv <- lapply(rterms, evalIn)
    n <- NROW(lv[[1L]])
    if (!missing(subset)) {
        s <- eval(substitute(subset), data, env)
        s <- s & !is.na(s)
        lv <- lapply(lv, function(v) v[s])
        rv <- lapply(rv, function(v) v[s])
        n <- sum(s)
    }
    naf <- if (is.character(na.action)) get(na.action, mode = "function") else na.action
    ok <- .completeRows(c(lv, rv), n)
    if (identical(naf, na.pass)) ok <- rep_len(TRUE, n)
    else if (identical(naf, na.fail) && !all(ok)) stop("missing values in object")
    lv <- lapply(lv, function(v) v[ok])
    rv <- lapply(rv, function(v) v[ok])
    names(lv) <- lnames
    names(rv) <- rnames
    lhsdf <- as.data.frame(lv, stringsAsFactors = FALSE)
    names(lhsdf) <- lnames
    aggregate.data.frame(lhsdf, rv, FUN, ...)
}

ave <- function(x, ..., FUN = mean) {
    if (missing(...))
        x[] <- FUN(x)
    else {
        g <- interaction(...)
        split(x, g) <- lapply(split(x, g), FUN)
    }
    x
}

stack <- function(x, ...) UseMethod("stack")

stack.default <- function(x, drop = FALSE, ...) {
    x <- as.list(x)
    keep <- vapply(x, is.vector, NA)
    if (!sum(keep)) stop("at least one vector element is required")
    if (!all(keep)) warning("non-vector elements will be ignored")
    x <- x[keep]
    ind <- factor(rep.int(names(x), lengths(x)), levels = unique(names(x)))
    if (drop) ind <- droplevels(ind)
    data.frame(values = unlist(unname(x)), ind, stringsAsFactors = FALSE)
}

stack.data.frame <- function(x, select, drop = FALSE, ...) {
    if (!missing(select)) {
        nl <- as.list(seq_along(x))
        names(nl) <- names(x)
        vars <- eval(substitute(select), nl, parent.frame())
        x <- x[, vars, drop = FALSE]
    }
    keep <- vapply(x, is.vector, NA)
    if (!sum(keep)) stop("no vector columns were selected")
    if (!all(keep)) warning("non-vector columns will be ignored")
    x <- x[, keep, drop = FALSE]
    ind <- factor(rep.int(names(x), vapply(x, length, 1L, USE.NAMES = FALSE)),
                  levels = unique(names(x)))
    if (drop) ind <- droplevels(ind)
    data.frame(values = unlist(unname(x)), ind, stringsAsFactors = FALSE)
}

unstack <- function(x, ...) UseMethod("unstack")

unstack.data.frame <- function(x, form, ...) {
    form <- if (missing(form)) as.formula(paste(vapply(names(x)[1:2], function(n) deparse(as.name(n)), ""), collapse = " ~ "))
            else as.formula(form)
    if ((length(form) != 3) || (length(form[[3]]) != 1))
        stop("'form' must be a two-sided formula with one term on each side")
    res <- lapply(split(eval(form[[2]], x), eval(form[[3]], x)), as.vector)
    if (length(res) >= 2 && any(diff(lengths(res)) != 0))
        return(res)
    data.frame(res, stringsAsFactors = FALSE)
}

unstack.default <- function(x, form, ...) {
    x <- as.list(x)
    form <- as.formula(form)
    if ((length(form) != 3) || (length(form[[3]]) != 1))
        stop("'form' must be a two-sided formula with one term on each side")
    res <- lapply(split(eval(form[[2]], x), eval(form[[3]], x)), as.vector)
    if (length(res) >= 2 && any(diff(lengths(res)) != 0))
        return(res)
    data.frame(res, stringsAsFactors = FALSE)
}

within <- function(data, expr, ...) UseMethod("within")

within.data.frame <- function(data, expr, ...) {
    parent <- parent.frame()
    e <- evalq(environment(), data, parent)
    eval(substitute(expr), e)
    l <- as.list(e, all.names = TRUE)
    l <- l[!vapply(l, is.null, NA, USE.NAMES = FALSE)]
    ## R lists the variables the code created newest first.
    l <- l[c(setdiff(names(l), names(data)), intersect(names(l), names(data)))]
    nl <- names(l)
    del <- setdiff(names(data), nl)
    data[nl] <- l
    data[del] <- NULL
    data
}

within.list <- function(data, expr, keepAttrs = TRUE, ...) {
    parent <- parent.frame()
    if (keepAttrs) {
        e <- evalq(environment(), data, parent)
        eval(substitute(expr), e)
        l <- as.list(e, all.names = TRUE)
        l <- l[c(setdiff(names(l), names(data)), intersect(names(l), names(data)))]
        nl <- names(l)
        del <- setdiff(names(data), nl)
        data[nl] <- l
        data[del] <- NULL
    } else {
        e <- evalq(environment(), data, parent)
        eval(substitute(expr), e)
        data <- as.list(e, all.names = TRUE)
    }
    data
}

transform <- function(`_data`, ...) UseMethod("transform")

transform.default <- function(`_data`, ...)
    transform.data.frame(data.frame(`_data`), ...)

transform.data.frame <- function(`_data`, ...) {
    e <- eval(substitute(list(...)), `_data`, parent.frame())
    tags <- names(e)
    inx <- match(tags, names(`_data`))
    matched <- !is.na(inx)
    if (any(matched)) {
        `_data`[inx[matched]] <- e[matched]
        `_data` <- data.frame(`_data`)
    }
    if (!all(matched))
        do.call("data.frame", c(list(`_data`), e[!matched]))
    else `_data`
}

quarters <- function(x, ...) UseMethod("quarters")

quarters.Date <- function(x, ...) {
    x <- (as.integer(format.Date(x, "%m")) - 1L) %/% 3L
    paste0("Q", x + 1L)
}

quarters.POSIXt <- function(x, ...) {
    x <- (as.integer(format.POSIXct(x, "%m")) - 1L) %/% 3L
    paste0("Q", x + 1L)
}
