## Functional odds and ends matched against GNU R 4.2 (stats' na.* helpers).

na.pass <- function(object, ...) object

na.fail <- function(object, ...) UseMethod("na.fail")

na.fail.default <- function(object, ...) {
    if (all(complete.cases(object))) object
    else stop("missing values in object")
}

slice.index <- function(x, MARGIN) {
    d <- dim(x)
    if (is.null(d)) d <- length(x)
    n <- length(d)
    if (length(MARGIN) != 1L || MARGIN < 1L || MARGIN > n)
        stop("incorrect value for 'MARGIN'")
    if (any(d == 0L)) return(array(integer(), d))
    y <- rep.int(rep.int(seq_len(d[MARGIN]), rep.int(prod(d[seq_len(MARGIN - 1L)]), d[MARGIN])),
                 prod(d[-seq_len(MARGIN)]))
    dim(y) <- d
    y
}

asplit <- function(x, MARGIN) {
    dl <- length(dim(x))
    if (!dl) stop("dim(x) must have a positive length")
    if (is.object(x))
        x <- if (dl == 2L) as.matrix(x) else as.array(x)
    d <- dim(x)
    dn <- dimnames(x)
    ds <- seq_len(dl)
    if (is.character(MARGIN)) {
        if (is.null(dnn <- names(dn)))
            stop("'x' must have named dimnames")
        MARGIN <- match(MARGIN, dnn)
        if (anyNA(MARGIN))
            stop("not all elements of 'MARGIN' are names of dimensions")
    }
    d.call <- d[-MARGIN]
    d.ans <- d[MARGIN]
    if (anyNA(d.call) || anyNA(d.ans))
        stop("'MARGIN' does not match dim(X)")
    s.call <- ds[-MARGIN]
    s.ans <- ds[MARGIN]
    dn.call <- dn[-MARGIN]
    dn.ans <- dn[MARGIN]
    d2 <- prod(d.ans)
    newx <- aperm(x, c(s.call, s.ans))
    dim(newx) <- c(prod(d.call), d2)
    ans <- vector("list", d2)
    for (i in seq_len(d2)) {
        ans[[i]] <- array(newx[, i], d.call, dn.call)
    }
    array(ans, d.ans, dn.ans)
}

## .class2(x) is the class S4 dispatch uses: the class
## attribute, else the implicit class with "matrix"/"array" and "numeric"
## for numbers.
.class2 <- function(x) {
    cl <- oldClass(x)
    if (length(cl)) return(cl)
    nd <- length(dim(x))
    dc <- if (nd == 2L) c("matrix", "array") else if (nd) "array"
    tc <- switch(typeof(x),
                 integer = c("integer", "numeric"),
                 double = c("double", "numeric"),
                 closure = , builtin = , special = "function",
                 symbol = "name",
                 language = class(x),
                 typeof(x))
    c(dc, tc)
}

## .subset and .subset2 are `[` and `[[` without method dispatch.
.subset <- function(x, ...) unclass(x)[...]
.subset2 <- function(x, ...) unclass(x)[[...]]

## Arithmetic, comparison and logic on data frames: column by column. A
## vector or matrix operand is laid over the frame column-major; the
## arithmetic operators give a data frame, the others a logical matrix.
Ops.data.frame <- function(e1, e2 = NULL) {
    unary <- nargs() == 1L
    FUN <- get(.Generic, envir = parent.frame(), mode = "function")
    isL <- is.data.frame(e1)
    isR <- !unary && is.data.frame(e2)
    spread <- function(v, nr, nc) {
        if (length(v) <= 1L) return(rep.int(list(v), nc))
        v <- rep_len(as.vector(v), nr * nc)
        lapply(seq_len(nc), function(j) v[(j - 1L) * nr + seq_len(nr)])
    }
    df <- if (isL) e1 else e2
    nr <- .row_names_info(df, 2L)
    nc <- length(df)
    rn <- attr(df, "row.names")
    cn <- names(df)
    if (unary) {
        value <- lapply(unclass(e1), FUN)
    } else {
        if (isL && isR) {
            if (.row_names_info(e2, 2L) != nr || length(e2) != nc)
                stop(gettextf("%s only defined for equally-sized data frames",
                              sQuote(.Generic)), domain = NA)
            l <- unclass(e1); r <- unclass(e2)
        } else if (isL) {
            l <- unclass(e1); r <- spread(e2, nr, nc)
        } else {
            l <- spread(e1, nr, nc); r <- unclass(e2)
        }
        value <- vector("list", nc)
        for (j in seq_len(nc)) value[[j]] <- FUN(l[[j]], r[[j]])
    }
    if (.Generic %in% c("+", "-", "*", "^", "%%", "%/%", "/")) {
        names(value) <- cn
        attr(value, "row.names") <- rn
        class(value) <- "data.frame"
        value
    } else {
        rnm <- if (is.character(rn)) rn
        matrix(unlist(value, recursive = FALSE, use.names = FALSE),
               nrow = nr, dimnames = list(rnm, cn))
    }
}
