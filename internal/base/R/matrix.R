# Matrices and arrays: the R half (the kernels are in matrix.go and
# linalg.go).

is.matrix <- function(x) length(dim(x)) == 2L
is.array <- function(x) length(dim(x)) > 0L

t <- function(x) UseMethod("t")
t.default <- function(x) .t(x)

aperm <- function(a, perm, ...) UseMethod("aperm")

as.matrix <- function(x, ...) UseMethod("as.matrix")
as.matrix.default <- function(x, ...) {
    if (is.matrix(x)) return(x)
    nm <- names(x)
    array(x, c(length(x), 1L),
          if (!is.null(nm)) list(nm, NULL) else NULL)
}

crossprod <- function(x, y = NULL) {
    if (is.null(y)) y <- x
    t(x) %*% y
}

tcrossprod <- function(x, y = NULL) {
    if (is.null(y)) y <- x
    x %*% t(y)
}

solve <- function(a, b, ...) UseMethod("solve")
solve.default <- function(a, b, tol, LINPACK = FALSE, ...) {
    if (is.complex(a) || (!missing(b) && is.complex(b)))
        stop("complex matrices are not supported")
    if (missing(b)) .solve(a, NULL) else .solve(a, b)
}

diag <- function(x = 1, nrow, ncol, names = TRUE) {
    if (is.matrix(x)) {
        if (!missing(nrow) || !missing(ncol))
            stop("'nrow' or 'ncol' cannot be specified when 'x' is a matrix")
        m <- min(dim(x))
        if (m == 0L) return(vector(typeof(x), 0L))
        y <- x[1 + 0L:(m - 1L) * (dim(x)[1L] + 1)]
        if (names) {
            dn <- dimnames(x)
            if (is.list(dn) && !is.null(dn[[1L]]) && !is.null(dn[[2L]])) {
                rn <- dn[[1L]][seq_len(m)]
                if (identical(rn, dn[[2L]][seq_len(m)])) names(y) <- rn
            }
        }
        return(y)
    }
    if (is.array(x) && length(dim(x)) != 1L)
        stop("'x' is an array, but not one-dimensional.")
    if (missing(x)) n <- nrow
    else if (length(x) == 1L && missing(nrow) && missing(ncol)) {
        n <- as.integer(x)
        x <- 1
    } else n <- length(x)
    if (!missing(nrow)) n <- nrow
    if (missing(ncol)) ncol <- n
    p <- ncol
    y <- array(if (is.complex(x)) 0+0i else if (is.numeric(x) || is.logical(x)) 0 * x[1L] else x[0L][NA], c(n, p))
    if (is.logical(x)) y <- array(FALSE, c(n, p))
    if ((m <- min(n, p)) > 0L)
        y[1L + 0L:(m - 1L) * (n + 1L)] <- rep_len(x, m)
    y
}

`diag<-` <- function(x, value) {
    dx <- dim(x)
    if (length(dx) != 2L)
        stop("only matrix diagonals can be replaced")
    len.i <- min(dx)
    len.v <- length(value)
    if (len.v != 1L && len.v != len.i)
        stop("replacement diagonal has wrong length")
    if (len.i) {
        i <- seq_len(len.i)
        x[cbind(i, i)] <- value
    }
    x
}

rowSums <- function(x, na.rm = FALSE, dims = 1L) {
    if (is.data.frame(x)) x <- as.matrix(x)
    .rowColStat(x, na.rm, 0L)
}
colSums <- function(x, na.rm = FALSE, dims = 1L) {
    if (is.data.frame(x)) x <- as.matrix(x)
    .rowColStat(x, na.rm, 1L)
}
rowMeans <- function(x, na.rm = FALSE, dims = 1L) {
    if (is.data.frame(x)) x <- as.matrix(x)
    .rowColStat(x, na.rm, 2L)
}
colMeans <- function(x, na.rm = FALSE, dims = 1L) {
    if (is.data.frame(x)) x <- as.matrix(x)
    .rowColStat(x, na.rm, 3L)
}

row <- function(x, as.factor = FALSE) {
    d <- dim(x)
    if (length(d) != 2L) stop("a matrix-like object is required as argument to 'row'")
    matrix(rep.int(seq_len(d[1L]), d[2L]), d[1L], d[2L])
}
col <- function(x, as.factor = FALSE) {
    d <- dim(x)
    if (length(d) != 2L) stop("a matrix-like object is required as argument to 'col'")
    matrix(rep(seq_len(d[2L]), each = d[1L]), d[1L], d[2L])
}

lower.tri <- function(x, diag = FALSE) {
    d <- dim(as.matrix(x))
    if (diag) row(array(0L, d)) >= col(array(0L, d))
    else row(array(0L, d)) > col(array(0L, d))
}
upper.tri <- function(x, diag = FALSE) {
    d <- dim(as.matrix(x))
    if (diag) row(array(0L, d)) <= col(array(0L, d))
    else row(array(0L, d)) < col(array(0L, d))
}

rownames <- function(x, do.NULL = TRUE, prefix = "row") {
    dn <- dimnames(x)
    if (!is.null(dn[[1L]])) dn[[1L]]
    else {
        nr <- NROW(x)
        if (do.NULL) NULL
        else if (nr > 0L) paste0(prefix, seq_len(nr))
        else character()
    }
}
colnames <- function(x, do.NULL = TRUE, prefix = "col") {
    if (is.data.frame(x) && do.NULL) return(names(x))
    dn <- dimnames(x)
    if (!is.null(dn[[2L]])) dn[[2L]]
    else {
        nc <- NCOL(x)
        if (do.NULL) NULL
        else if (nc > 0L) paste0(prefix, seq_len(nc))
        else character()
    }
}
`rownames<-` <- function(x, value) {
    if (is.data.frame(x)) {
        row.names(x) <- value
    } else {
        dn <- dimnames(x)
        if (is.null(dn)) {
            if (is.null(value)) return(x)
            if ((nd <- length(dim(x))) < 1L)
                stop("attempt to set 'rownames' on an object with no dimensions")
            dn <- vector("list", nd)
        }
        if (length(dn) < 1L)
            stop("attempt to set 'rownames' on an object with no dimensions")
        if (is.null(value)) dn[1L] <- list(NULL) else dn[[1L]] <- value
        dimnames(x) <- dn
    }
    x
}
`colnames<-` <- function(x, value) {
    if (is.data.frame(x)) {
        names(x) <- value
    } else {
        dn <- dimnames(x)
        if (is.null(dn)) {
            if (is.null(value)) return(x)
            if ((nd <- length(dim(x))) < 2L)
                stop("attempt to set 'colnames' on an object with less than two dimensions")
            dn <- vector("list", nd)
        }
        if (length(dn) < 2L)
            stop("attempt to set 'colnames' on an object with less than two dimensions")
        if (is.null(value)) dn[2L] <- list(NULL) else dn[[2L]] <- value
        dimnames(x) <- dn
    }
    x
}

outer <- function(X, Y, FUN = "*", ...) {
    if (is.array(X)) { dX <- dim(X); nx <- dimnames(X); no.nx <- is.null(nx) }
    else { dX <- length(X); no.nx <- is.null(names(X)); if (!no.nx) nx <- list(names(X)) }
    if (is.array(Y)) { dY <- dim(Y); ny <- dimnames(Y); no.ny <- is.null(ny) }
    else { dY <- length(Y); no.ny <- is.null(names(Y)); if (!no.ny) ny <- list(names(Y)) }
    FUN <- match.fun(FUN)
    Y <- rep(Y, rep.int(length(X), length(Y)))
    if (length(X)) X <- rep(X, times = ceiling(length(Y) / length(X)))
    robj <- FUN(X, Y, ...)
    dim(robj) <- c(dX, dY)
    if (!(no.nx && no.ny)) {
        if (no.nx) nx <- vector("list", length(dX))
        else if (no.ny) ny <- vector("list", length(dY))
        dimnames(robj) <- c(nx, ny)
    }
    robj
}

`%o%` <- function(X, Y) outer(X, Y)

apply <- function(X, MARGIN, FUN, ..., simplify = TRUE) {
    FUN <- match.fun(FUN)
    if (is.data.frame(X)) X <- as.matrix(X)
    d <- dim(X)
    if (!length(d)) stop("dim(X) must have a positive length")
    dn <- dimnames(X)
    if (is.character(MARGIN)) {
        if (is.null(dnn <- names(dn)))
            stop("'X' must have named dimnames")
        MARGIN <- match(MARGIN, dnn)
        if (anyNA(MARGIN)) stop("not all elements of 'MARGIN' are names of dimensions")
    }
    d.call <- d[-MARGIN]
    d.ans <- d[MARGIN]
    if (anyNA(d.call) || anyNA(d.ans)) stop("'MARGIN' does not match dim(X)")
    dn.ans <- dn[MARGIN]
    dn.call <- dn[-MARGIN]
    newX <- aperm(X, c(seq_along(d)[-MARGIN], MARGIN))
    ncall <- prod(d.call)
    nans <- prod(d.ans)
    dim(newX) <- c(ncall, nans)
    ans <- vector("list", nans)
    for (i in seq_len(nans)) {
        xi <- newX[, i]
        if (length(d.call) > 1L) {
            dim(xi) <- d.call
            if (!is.null(dn.call) && !all(vapply(dn.call, is.null, NA))) dimnames(xi) <- dn.call
        } else if (length(dn.call) && !is.null(dn.call[[1L]])) names(xi) <- dn.call[[1L]]
        tmp <- FUN(xi, ...)
        if (!is.null(tmp)) ans[[i]] <- tmp
    }
    ans.names <- if (length(dn.ans) && !is.null(dn.ans[[1L]])) dn.ans[[1L]] else NULL
    if (length(d.ans) == 1L && !is.null(ans.names)) names(ans) <- ans.names
    lens <- vapply(ans, length, 1L)
    all.same <- length(lens) > 0L && all(lens == lens[1L])
    atomic <- all(vapply(ans, is.atomic, NA))
    if (!simplify || !atomic || !all.same) {
        if (length(d.ans) > 1L) { dim(ans) <- d.ans; dimnames(ans) <- dn.ans }
        return(ans)
    }
    len.a <- lens[1L]
    r <- unlist(ans, use.names = FALSE)
    if (length(r) == 0L) r <- vector(if (length(ans)) typeof(ans[[1L]]) else "logical", 0L)
    if (len.a == 1L) {
        if (length(d.ans) > 1L) {
            dim(r) <- d.ans
            if (!is.null(dn.ans) && !all(vapply(dn.ans, is.null, NA))) dimnames(r) <- dn.ans
        } else if (!is.null(ans.names)) names(r) <- ans.names
        return(r)
    }
    if (len.a == 0L) return(r)
    nm1 <- names(ans[[1L]])
    dim(r) <- c(len.a, d.ans)
    if (!is.null(nm1) || length(dn.ans)) {
        dnr <- c(list(nm1), if (length(dn.ans)) dn.ans else vector("list", length(d.ans)))
        if (!all(vapply(dnr, is.null, NA))) dimnames(r) <- dnr
    }
    r
}

