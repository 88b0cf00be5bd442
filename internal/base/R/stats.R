# Statistics and combinatorics: cov/cor, scale, determinants, kronecker,
# combn, expand.grid, rle, max.col, rowsum. The kernels are in stats.go.

.corcovArgs <- function(x, y, use, call) {
    stop <- function(msg, call. = TRUE) base::stop(simpleError(msg, call))
    opts <- c("all.obs", "complete.obs", "pairwise.complete.obs",
              "everything", "na.or.complete")
    na.method <- if (is.character(use) && length(use) == 1L) match(use, opts) else NA
    if (is.na(na.method) && is.character(use) && length(use) == 1L && nzchar(use)) {
        hit <- which(startsWith(opts, use))
        if (length(hit) == 1L) na.method <- hit
    }
    if (is.na(na.method)) stop("invalid 'use' argument", call. = FALSE)
    if (is.data.frame(x)) x <- as.matrix(x)
    if (is.data.frame(y)) y <- as.matrix(y)
    if (!is.matrix(x) && is.null(y))
        stop("supply both 'x' and 'y' or a matrix-like 'x'", call. = FALSE)
    if (!(is.numeric(x) || is.logical(x)))
        stop("'x' must be numeric", call. = FALSE)
    if (!is.null(y) && !(is.numeric(y) || is.logical(y)))
        stop("'y' must be numeric", call. = FALSE)
    list(x = x, y = y, na = na.method)
}

# .corcovRun ranks for spearman (after dropping incomplete rows when
# asked to), calls the kernel and sets the shape and dimnames.
.corcovRun <- function(a, method, cor, call) {
    stop <- function(msg, call. = TRUE) base::stop(simpleError(msg, call))
    x <- a$x
    y <- a$y
    na <- a$na
    n <- NROW(x)
    if (!is.null(y) && NROW(y) != n) stop("incompatible dimensions", call. = FALSE)
    if (method == "spearman") {
        if (na == 3L) {
            xm <- as.matrix(x)
            ym <- if (is.null(y)) xm else as.matrix(y)
            r <- matrix(0, ncol(xm), ncol(ym))
            for (i in seq_len(ncol(xm))) for (j in seq_len(ncol(ym))) {
                ok <- !is.na(xm[, i]) & !is.na(ym[, j])
                r[i, j] <- .corcov(rank(xm[ok, i]), rank(ym[ok, j]), 4L, FALSE, cor, call)
            }
            return(.corcovShape(r, x, y))
        }
        if (na == 2L || na == 5L) {
            ok <- rowSums(is.na(if (is.null(y)) as.matrix(x) else cbind(x, y))) == 0
            if (!any(ok) && na == 2L) stop("no complete element pairs", call. = FALSE)
            x <- if (is.matrix(x)) x[ok, , drop = FALSE] else x[ok]
            if (!is.null(y)) y <- if (is.matrix(y)) y[ok, , drop = FALSE] else y[ok]
        }
        rk <- function(u) {
            if (is.matrix(u)) {
                if (nrow(u) > 1L) {
                    r <- matrix(0, nrow(u), ncol(u), dimnames = dimnames(u))
                    for (j in seq_len(ncol(u))) r[, j] <- rank(u[, j], na.last = "keep")
                    r
                } else row(u)
            } else rank(u, na.last = "keep")
        }
        xr <- rk(x)
        yr <- if (is.null(y)) NULL else rk(y)
        r <- .corcov(.colMatrix(xr), if (is.null(yr)) NULL else .colMatrix(yr), na, FALSE, cor, call)
        return(.corcovShape(r, x, y))
    }
    yd <- if (is.null(y)) NULL else .colMatrix(y)
    .corcovShape(.corcov(.colMatrix(x), yd, na, method == "kendall", cor, call), x, y)
}

.colMatrix <- function(u) {
    if (is.matrix(u)) {
        storage.mode(u) <- "double"
        u
    } else matrix(as.double(u), ncol = 1L)
}

.corcovShape <- function(r, x, y) {
    if (!is.matrix(x) && (is.null(y) || !is.matrix(y))) return(r[1L])
    cn <- function(u) if (is.matrix(u)) colnames(u) else NULL
    rn <- cn(x)
    cl <- if (is.null(y)) rn else cn(y)
    if (!is.null(rn) || !is.null(cl)) dimnames(r) <- list(rn, cl)
    else dimnames(r) <- NULL
    r
}

cor <- function(x, y = NULL, use = "everything",
                method = c("pearson", "kendall", "spearman")) {
    method <- match.arg(method)
    .corcovRun(.corcovArgs(x, y, use, sys.call()), method, TRUE, sys.call())
}

cov <- function(x, y = NULL, use = "everything",
                method = c("pearson", "kendall", "spearman")) {
    method <- match.arg(method)
    .corcovRun(.corcovArgs(x, y, use, sys.call()), method, FALSE, sys.call())
}

scale <- function(x, center = TRUE, scale = TRUE) UseMethod("scale")
scale.default <- function(x, center = TRUE, scale = TRUE) {
    x <- as.matrix(x)
    nc <- ncol(x)
    if (is.logical(center)) {
        if (center) {
            center <- colMeans(x, na.rm = TRUE)
            x <- x - rep(center, each = nrow(x))
        }
    } else {
        if (!is.numeric(center)) center <- as.numeric(center)
        if (length(center) != nc)
            stop("length of 'center' must equal the number of columns of 'x'")
        x <- x - rep(center, each = nrow(x))
    }
    if (is.logical(scale)) {
        if (scale) {
            rms <- function(v) {
                v <- v[!is.na(v)]
                sqrt(sum(v^2) / max(1, length(v) - 1L))
            }
            scale <- apply(x, 2L, rms)
            x <- x / rep(scale, each = nrow(x))
        }
    } else {
        if (!is.numeric(scale)) scale <- as.numeric(scale)
        if (length(scale) != nc)
            stop("length of 'scale' must equal the number of columns of 'x'")
        x <- x / rep(scale, each = nrow(x))
    }
    if (is.numeric(center)) attr(x, "scaled:center") <- center
    if (is.numeric(scale)) attr(x, "scaled:scale") <- scale
    x
}

determinant <- function(x, logarithm = TRUE, ...) UseMethod("determinant")
determinant.matrix <- function(x, logarithm = TRUE, ...) {
    if ((n <- ncol(x)) != nrow(x)) stop("'x' must be a square matrix")
    if (n < 1L)
        return(structure(list(modulus = structure(if (logarithm) 0 else 1,
                                                  logarithm = logarithm),
                              sign = 1L), class = "det"))
    if (is.complex(x)) stop("'determinant' not currently defined for complex matrices")
    .detge(x, logarithm)
}
det <- function(x, ...) {
    z <- determinant(x, logarithm = TRUE, ...)
    c(z$sign * exp(z$modulus))
}

kronecker <- function(X, Y, FUN = "*", make.dimnames = FALSE, ...) {
    X <- as.array(X)
    Y <- as.array(Y)
    dX <- dim(X)
    dY <- dim(Y)
    k <- max(length(dX), length(dY))
    dX <- c(dX, rep.int(1L, k - length(dX)))
    dY <- c(dY, rep.int(1L, k - length(dY)))
    dnX <- dimnames(X)
    dnY <- dimnames(Y)
    o <- outer(as.vector(X), as.vector(Y), FUN, ...)
    dim(o) <- c(dX, dY)
    # interleave: the Y index varies fastest in each output dimension
    perm <- as.vector(rbind(k + seq_len(k), seq_len(k)))
    o <- aperm(o, perm)
    dim(o) <- dX * dY
    if (make.dimnames && (!is.null(dnX) || !is.null(dnY))) {
        fix <- function(dn, d) {
            if (is.null(dn)) dn <- vector("list", length(d))
            length(dn) <- length(d)
            for (i in seq_along(d))
                if (is.null(dn[[i]])) dn[[i]] <- rep.int("", d[i])
            dn
        }
        a <- fix(dnX, dX)
        b <- fix(dnY, dY)
        dn <- vector("list", k)
        for (i in seq_len(k))
            dn[[i]] <- as.vector(outer(b[[i]], a[[i]],
                                       function(u, v) paste(v, u, sep = ":")))
        dimnames(o) <- dn
    }
    o
}
`%x%` <- function(X, Y) kronecker(X, Y)

combn <- function(x, m, FUN = NULL, simplify = TRUE, ...) {
    stopifnot(length(m) == 1L, is.numeric(m))
    if (m < 0) stop("m < 0", domain = NA)
    if (is.numeric(x) && length(x) == 1L && x > 0 && trunc(x) == x)
        x <- seq_len(x)
    n <- length(x)
    if (n < m) stop("n < m", domain = NA)
    m <- as.integer(m)
    count <- as.integer(round(choose(n, m)))
    a <- seq_len(m)
    nofun <- is.null(FUN)
    if (!nofun && !is.function(FUN)) FUN <- match.fun(FUN)
    out <- vector("list", count)
    for (k in seq_len(count)) {
        v <- x[a]
        out[[k]] <- if (nofun) v else FUN(v, ...)
        if (k < count) {
            i <- m
            while (a[i] == n - m + i) i <- i - 1L
            a[i] <- a[i] + 1L
            if (i < m) a[(i + 1L):m] <- a[i] + seq_len(m - i)
        }
    }
    if (!simplify) return(out)
    if (count == 0L) return(if (nofun) matrix(x[0L], m, 0L) else list())
    lens <- lengths(out)
    if (all(lens == 1L)) return(unlist(out))
    if (all(lens == lens[1L])) {
        d <- dim(out[[1L]])
        r <- unlist(out)
        if (length(d) > 1L) dim(r) <- c(d, count)
        else dim(r) <- c(lens[1L], count)
        return(r)
    }
    out
}

expand.grid <- function(..., KEEP.OUT.ATTRS = TRUE, stringsAsFactors = TRUE) {
    args <- list(...)
    if (length(args) == 1L && is.list(args[[1L]])) args <- args[[1L]]
    k <- length(args)
    if (k == 0L) return(as.data.frame(list()))
    nms <- names(args)
    vn <- paste0("Var", seq_len(k))
    if (!is.null(nms)) vn[nzchar(nms)] <- nms[nzchar(nms)]
    d <- lengths(args)
    total <- prod(d)
    cols <- vector("list", k)
    names(cols) <- vn
    dn <- vector("list", k)
    names(dn) <- vn
    each <- 1L
    for (i in seq_len(k)) {
        x <- args[[i]]
        nx <- length(x)
        if (total == 0) {
            cols[[i]] <- x[FALSE]
            next
        }
        dn[[i]] <- paste0(vn[i], "=", if (is.numeric(x)) format(x) else x)
        if (stringsAsFactors && is.character(x)) x <- factor(x, levels = unique(x))
        cols[[i]] <- x[rep.int(rep(seq_len(nx), each = each), total / (nx * each))]
        each <- each * nx
    }
    if (KEEP.OUT.ATTRS) attr(cols, "out.attrs") <- list(dim = d, dimnames = dn)
    structure(cols, class = "data.frame", row.names = seq_len(total))
}

rle <- function(x) {
    if (!is.vector(x) && !is.list(x))
        stop("'x' must be a vector of an atomic type")
    n <- length(x)
    if (n == 0L)
        return(structure(list(lengths = integer(), values = x), class = "rle"))
    diff <- x[-1L] != x[-n]
    ends <- c(which(diff | is.na(diff)), n)
    structure(list(lengths = ends - c(0L, ends[-length(ends)]), values = x[ends]),
              class = "rle")
}

inverse.rle <- function(x, ...) {
    le <- x$lengths
    v <- x$values
    if (is.null(le) || is.null(v) || length(le) != length(v))
        stop("invalid 'rle' structure")
    rep.int(v, le)
}

print.rle <- function(x, digits = getOption("digits"), prefix = "", ...) {
    if (is.null(digits)) digits <- getOption("digits")
    cat("", "Run Length Encoding\n", "  lengths:", sep = prefix)
    str(x$lengths)
    cat("", "  values :", sep = prefix)
    str(x$values, digits.d = digits)
    invisible(x)
}

max.col <- function(m, ties.method = c("random", "first", "last")) {
    ties.method <- match.arg(ties.method)
    .maxcol(as.matrix(m), match(ties.method, c("random", "first", "last")))
}

rowsum <- function(x, group, reorder = TRUE, ...) UseMethod("rowsum")
rowsum.default <- function(x, group, reorder = TRUE, na.rm = FALSE, ...) {
    if (!is.numeric(x)) stop("'x' must be numeric")
    if (length(group) != NROW(x)) stop("incorrect length for 'group'")
    if (anyNA(group)) warning("missing values for 'group'")
    ug <- unique(group)
    if (reorder) ug <- sort(ug, na.last = TRUE)
    r <- .rowsum(x, match(group, ug), length(ug), na.rm)
    dimnames(r) <- list(as.character(ug), if (is.matrix(x)) colnames(x))
    r
}
rowsum.data.frame <- function(x, group, reorder = TRUE, na.rm = FALSE, ...) {
    if (!is.data.frame(x)) stop("not a data frame")
    if (length(group) != NROW(x)) stop("incorrect length for 'group'")
    if (anyNA(group)) warning("missing values for 'group'")
    ug <- unique(group)
    if (reorder) ug <- sort(ug, na.last = TRUE)
    idx <- match(group, ug)
    out <- lapply(x, function(col) {
        if (!is.numeric(col)) stop("non-numeric data frame in rowsum")
        as.vector(.rowsum(col, idx, length(ug), na.rm))
    })
    as.data.frame(out, row.names = as.character(ug))
}

addmargins <- function(A, margin = seq_along(dim(A)), FUN = sum, quiet = FALSE) {
    if (is.null(dim(A))) stop("'A' must be an array or table")
    fname <- if (is.name(substitute(FUN))) as.character(substitute(FUN)) else "FUN"
    if (fname == "sum") fname <- "Sum"
    FUN <- match.fun(FUN)
    cls <- oldClass(A)
    for (k in margin) {
        d <- dim(A)
        dn <- dimnames(A)
        if (is.null(dn)) dn <- vector("list", length(d))
        nd <- length(d)
        s <- if (nd == 1L) FUN(A) else apply(A, seq_len(nd)[-k], FUN)
        perm <- c(seq_len(nd)[-k], k)
        Ap <- aperm(unclass(A), perm)
        nw <- array(c(Ap, s), dim = c(d[-k], d[k] + 1L))
        if (nd > 1L) nw <- aperm(nw, order(perm))
        lv <- dn[[k]]
        if (is.null(lv)) lv <- rep("", d[k])
        dn[[k]] <- c(lv, fname)
        dimnames(nw) <- dn
        A <- nw
    }
    class(A) <- cls
    A
}
