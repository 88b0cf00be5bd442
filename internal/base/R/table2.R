# summary() of tables, xtabs() and flat tables (ftable).

summary.table <- function(object, ...) {
    if (!is.table(object))
        stop(sprintf("'object' must inherit from class %s", dQuote("table")), domain = NA)
    n.cases <- sum(object)
    n.vars <- length(dim(object))
    y <- list(n.vars = n.vars, n.cases = n.cases)
    if (n.vars > 1L) {
        margins <- lapply(seq_len(n.vars), function(k) apply(object, k, sum) / n.cases)
        grid <- do.call(expand.grid, unname(margins))
        expected <- apply(grid, 1L, prod) * n.cases
        statistic <- sum((c(object) - expected)^2 / expected)
        lm <- lengths(margins)
        parameter <- prod(lm) - 1L - sum(lm - 1L)
        y <- c(y, list(statistic = statistic, parameter = parameter,
                       approx.ok = all(expected >= 5),
                       p.value = pchisq(statistic, parameter, lower.tail = FALSE),
                       call = attr(object, "call")))
    }
    class(y) <- "summary.table"
    y
}

print.summary.table <- function(x, digits = max(1L, getOption("digits") - 3L), ...) {
    if (!is.null(x$call)) {
        cat("Call: ")
        print(x$call)
    }
    cat("Number of cases in table:", x$n.cases, "\n")
    cat("Number of factors:", x$n.vars, "\n")
    if (x$n.vars > 1L) {
        cat("Test for independence of all factors:\n")
        ch <- x$statistic
        cat("\tChisq = ", format(round(ch, max(0, digits - log10(ch)))),
            ", df = ", x$parameter,
            ", p-value = ", format.pval(x$p.value, digits, eps = 0), "\n", sep = "")
        if (!x$approx.ok)
            cat("\tChi-squared approximation may be incorrect\n")
    }
    invisible(x)
}

format.pval <- function(pv, digits = max(1L, getOption("digits") - 2L),
                        eps = .Machine$double.eps, na.form = "NA", ...) {
    if ((has.na <- any(ina <- is.na(pv)))) pv <- pv[!ina]
    r <- character(length(is0 <- pv < eps))
    if (any(!is0)) {
        rr <- pv <- pv[!is0]
        expo <- floor(log10(ifelse(pv > 0, pv, 1e-50)))
        fixp <- expo >= -3 | (pv == 0)
        if (any(fixp)) rr[fixp] <- format(pv[fixp], digits = digits, ...)
        if (any(!fixp)) rr[!fixp] <- format(pv[!fixp], digits = digits, ...)
        r[!is0] <- rr
    }
    if (any(is0)) {
        digits <- max(1L, digits - 2L)
        if (any(!is0)) {
            nc <- max(nchar(rr, type = "w"))
            if (digits > 1L && digits + 6L > nc)
                digits <- max(1L, nc - 7L)
        }
        r[is0] <- paste("<", format(eps, digits = digits, ...))
    }
    if (has.na) {
        rok <- r
        r <- character(length(ina))
        r[!ina] <- rok
        r[ina] <- na.form
    }
    r
}

xtabs <- function(formula = ~., data = parent.frame(), subset, sparse = FALSE,
                  na.action, addNA = FALSE, exclude = if (!addNA) c(NA, NaN),
                  drop.unused.levels = FALSE) {
    cl <- match.call()
    if (!inherits(formula, "formula"))
        stop("'formula' missing or incorrect")
    env <- environment(formula)
    if (is.null(env)) env <- parent.frame()
    rhs <- formula[[length(formula)]]
    y <- if (length(formula) == 3L) eval(formula[[2L]], data, env) else NULL
    terms <- list()
    split <- function(e) {
        if (is.call(e) && identical(e[[1L]], as.name("+"))) {
            split(e[[2L]])
            split(e[[3L]])
        } else terms[[length(terms) + 1L]] <<- e
    }
    split(rhs)
    if (length(terms) == 1L && identical(terms[[1L]], as.name("."))) {
        nms <- names(data)
        if (length(formula) == 3L) nms <- setdiff(nms, all.vars(formula[[2L]]))
        terms <- lapply(nms, as.name)
    }
    by <- lapply(terms, function(t) eval(t, data, env))
    names(by) <- vapply(terms, function(t) paste(deparse(t), collapse = " "), "")
    if (!missing(subset)) {
        r <- eval(substitute(subset), data, env)
        r <- r & !is.na(r)
        by <- lapply(by, function(v) v[r])
        if (!is.null(y)) y <- y[r]
    }
    by <- lapply(by, function(v) {
        if (!is.factor(v)) v <- factor(v, exclude = exclude)
        else if (drop.unused.levels) v <- factor(v)
        if (addNA) v <- addNA(v, ifany = TRUE)
        v
    })
    if (is.null(y)) {
        x <- table(by, dnn = names(by))
    } else {
        x <- tapply(y, by, sum)
        x[is.na(x)] <- if (is.integer(x)) 0L else 0
        x <- as.table(x)
    }
    attr(x, "call") <- cl
    class(x) <- c("xtabs", "table")
    x
}

print.xtabs <- function(x, na.print = "", ...) {
    ox <- x
    attr(x, "call") <- NULL
    class(x) <- "table"
    print.table(x, na.print = na.print, ...)
    invisible(ox)
}

ftable <- function(x, ...) UseMethod("ftable")

ftable.default <- function(..., exclude = c(NA, NaN), row.vars = NULL, col.vars = NULL) {
    args <- list(...)
    if (length(args) == 1L && (is.table(args[[1L]]) || is.array(args[[1L]]))) {
        x <- args[[1L]]
    } else if (length(args) == 1L && is.list(args[[1L]])) {
        x <- table(args[[1L]], exclude = exclude)
    } else {
        nms <- .tableNames(...)
        x <- do.call(table, c(args, list(exclude = exclude, dnn = nms)))
    }
    dn <- dimnames(x)
    dx <- dim(x)
    n <- length(dx)
    toIndex <- function(v) {
        if (is.character(v)) {
            i <- match(v, names(dn))
            if (anyNA(i)) stop("incorrect specification for 'row.vars'")
            i
        } else as.integer(v)
    }
    if (!is.null(row.vars)) row.vars <- toIndex(row.vars)
    if (!is.null(col.vars)) col.vars <- toIndex(col.vars)
    if (is.null(row.vars) && is.null(col.vars)) {
        col.vars <- n
        row.vars <- seq_len(n - 1L)
    } else if (is.null(col.vars)) {
        col.vars <- setdiff(seq_len(n), row.vars)
    } else if (is.null(row.vars)) {
        row.vars <- setdiff(seq_len(n), col.vars)
    }
    y <- aperm(unclass(x), c(rev(row.vars), rev(col.vars)))
    y <- as.vector(y)
    dim(y) <- c(prod(dx[row.vars]), prod(dx[col.vars]))
    attr(y, "row.vars") <- dn[row.vars]
    attr(y, "col.vars") <- dn[col.vars]
    class(y) <- "ftable"
    y
}

ftable.data.frame <- function(x, ...) ftable(table(x), ...)

format.ftable <- function(x, quote = TRUE, digits = getOption("digits"), ...) {
    rv <- attr(x, "row.vars")
    cv <- attr(x, "col.vars")
    nrv <- length(rv)
    ncv <- length(cv)
    rdim <- lengths(rv)
    cdim <- lengths(cv)
    nr <- prod(rdim)
    nc <- prod(cdim)
    # The labels of a variable are shown where its value changes.
    labelsAt <- function(vars, dims, k, total) {
        each <- prod(dims[-seq_len(k)])
        idx <- ((seq_len(total) - 1L) %/% each) %% dims[k] + 1L
        lab <- vars[[k]][idx]
        lab[(seq_len(total) - 1L) %% each != 0L] <- ""
        lab
    }
    vals <- format(unclass(x), digits = digits, ...)
    nrow <- ncv + 1L + nr
    ncol <- nrv + 1L + nc
    m <- matrix("", nrow, ncol)
    for (i in seq_len(ncv)) {
        m[i, nrv + 1L] <- names(cv)[i]
        m[i, nrv + 1L + seq_len(nc)] <- labelsAt(cv, cdim, i, nc)
    }
    if (nrv) m[ncv + 1L, seq_len(nrv)] <- names(rv)
    for (k in seq_len(nrv))
        m[ncv + 1L + seq_len(nr), k] <- labelsAt(rv, rdim, k, nr)
    m[ncv + 1L + seq_len(nr), nrv + 1L + seq_len(nc)] <- vals
    for (j in seq_len(ncol)) {
        w <- max(nchar(m[, j], type = "w"))
        m[, j] <- formatC(m[, j], width = w, flag = if (j <= nrv + 1L) "-" else "")
    }
    m
}

print.ftable <- function(x, digits = getOption("digits"), ...) {
    m <- format.ftable(x, quote = FALSE, digits = digits, ...)
    cat(apply(m, 1L, paste, collapse = " "), sep = "\n")
    invisible(x)
}

`[.table` <- function(x, i, j, ..., drop = TRUE) {
    ret <- NextMethod()
    ldr <- length(dim(ret))
    if (ldr > 1L || ldr == length(dim(x)))
        class(ret) <- oldClass(x)
    ret
}
