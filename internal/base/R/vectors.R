# Vector, set, statistics and functional helpers that GNU R implements as
# R closures. Written for gorir; the Go kernels they call (.rank,
# tabulate, sort, order, match…) live in internal/base.

isTRUE <- function(x) is.logical(x) && length(x) == 1L && !is.na(x) && x

isFALSE <- function(x) is.logical(x) && length(x) == 1L && !is.na(x) && !x

xor <- function(x, y) (x | y) & !(x & y)

`is.na<-` <- function(x, value) UseMethod("is.na<-")

`is.na<-.default` <- function(x, value) {
    x[value] <- NA
    x
}

replace <- function(x, list, values) {
    x[list] <- values
    x
}

lengths <- function(x, use.names = TRUE) {
    if (is.character(x) && is.null(names(x))) use.names <- FALSE
    out <- vapply(x, length, 1L, USE.NAMES = use.names)
    if (!is.null(d <- attr(x, "dim"))) {
        dim(out) <- d
        if (use.names) dimnames(out) <- dimnames(x)
    }
    out
}

setequal <- function(x, y) {
    x <- as.vector(x)
    y <- as.vector(y)
    !(anyNA(match(x, y)) || anyNA(match(y, x)))
}

## Sorting and ranking

sort.int <- function(x, partial = NULL, na.last = NA, decreasing = FALSE,
                     method = c("auto", "shell", "quick", "radix"), index.return = FALSE) {
    if (index.return) {
        if (!is.na(na.last))
            stop("'index.return' only for 'na.last = NA'")
        o <- order(x, na.last = na.last, decreasing = decreasing)
        y <- x[o]
        names(y) <- NULL
        return(list(x = y, ix = o))
    }
    sort(x, decreasing = decreasing, na.last = na.last)
}

sort.list <- function(x, partial = NULL, na.last = TRUE, decreasing = FALSE,
                      method = c("auto", "shell", "quick", "radix")) {
    if (is.list(x))
        stop("'x' must be atomic for 'sort.list', method \"shell\" and \"quick\"\nHave you called 'sort' on a list?")
    order(x, na.last = na.last, decreasing = decreasing)
}

rank <- function(x, na.last = TRUE,
                 ties.method = c("average", "first", "last", "random", "max", "min")) {
    stopifnot(length(na.last) == 1L)
    ties.method <- match.arg(ties.method)
    nm <- names(x)
    nas <- is.na(x)
    xx <- x[!nas]
    names(xx) <- NULL
    y <- .rank(xx, ties.method)
    if (!any(nas)) {
        names(y) <- nm
        return(y)
    }
    if (is.na(na.last)) {
        names(y) <- nm[!nas]
        return(y)
    }
    k <- sum(nas)
    m <- length(y)
    out <- if (is.double(y)) rep(NA_real_, length(x)) else rep(NA_integer_, length(x))
    if (identical(na.last, "keep")) {
        out[!nas] <- y
    } else if (isTRUE(as.logical(na.last))) {
        out[!nas] <- y
        out[nas] <- m + seq_len(k)
    } else {
        out[!nas] <- y + k
        out[nas] <- seq_len(k)
    }
    names(out) <- nm
    out
}

xtfrm <- function(x) UseMethod("xtfrm")

xtfrm.default <- function(x) {
    if (is.numeric(x)) unclass(x)
    else as.vector(rank(x, ties.method = "min", na.last = "keep"))
}

is.unsorted <- function(x, na.rm = FALSE, strictly = FALSE) {
    if (length(x) <= 1L) return(FALSE)
    if (!na.rm && anyNA(x)) return(NA)
    if (na.rm) x <- x[!is.na(x)]
    n <- length(x)
    if (n <= 1L) return(FALSE)
    a <- x[-1L]
    b <- x[-n]
    if (strictly) any(a <= b) else any(a < b)
}

## Small vector utilities

append <- function(x, values, after = length(x)) {
    lengx <- length(x)
    if (!after) c(values, x)
    else if (after >= lengx) c(x, values)
    else c(x[1L:after], values, x[(after + 1L):lengx])
}

ifelse <- function(test, yes, no) {
    if (is.atomic(test)) {
        if (typeof(test) != "logical")
            storage.mode(test) <- "logical"
        if (length(test) == 1L && is.null(attributes(test))) {
            if (is.na(test)) return(NA)
            else if (test) {
                if (length(yes) == 1L && is.null(attributes(yes))) return(yes)
            } else if (length(no) == 1L && is.null(attributes(no))) return(no)
        }
    } else test <- as.logical(test)
    ans <- test
    len <- length(ans)
    ypos <- which(test)
    npos <- which(!test)
    if (length(ypos) > 0L)
        ans[ypos] <- rep(yes, length.out = len)[ypos]
    if (length(npos) > 0L)
        ans[npos] <- rep(no, length.out = len)[npos]
    ans
}

diff <- function(x, ...) UseMethod("diff")

diff.default <- function(x, lag = 1L, differences = 1L, ...) {
    d <- dim(x)
    ismat <- length(d) == 2L
    xlen <- if (ismat) d[1L] else length(x)
    if (length(lag) != 1L || length(differences) > 1L || lag < 1L || differences < 1L)
        stop("'lag' and 'differences' must be integers >= 1")
    if (lag * differences >= xlen)
        return(x[0L])
    r <- unclass(x)
    drop1 <- -seq_len(lag)
    if (ismat) {
        for (k in seq_len(differences)) {
            nr <- dim(r)[1L]
            r <- r[drop1, , drop = FALSE] - r[-nr:-(nr - lag + 1L), , drop = FALSE]
        }
    } else {
        for (k in seq_len(differences)) {
            n <- length(r)
            r <- r[drop1] - r[-n:-(n - lag + 1L)]
        }
    }
    class(r) <- oldClass(x)
    r
}

## Statistics

median <- function(x, na.rm = FALSE, ...) UseMethod("median")

median.default <- function(x, na.rm = FALSE, ...) {
    if (inherits(x, "factor") || inherits(x, "data.frame"))
        stop("need numeric data")
    if (length(names(x))) names(x) <- NULL
    if (na.rm) x <- x[!is.na(x)]
    else if (any(is.na(x))) return(x[NA_integer_])
    n <- length(x)
    if (n == 0L) return(x[NA_integer_])
    half <- (n + 1L) %/% 2L
    if (n %% 2L == 1L) sort(x)[half]
    else mean(sort(x)[half + 0L:1L])
}

.quantileNames <- function(probs, digits) {
    if (!length(probs)) return(character())
    p <- 100 * probs
    out <- as.character(signif(p, digits))
    out[is.na(p)] <- ""
    paste0(out, "%")
}

quantile <- function(x, ...) UseMethod("quantile")

quantile.default <- function(x, probs = seq(0, 1, 0.25), na.rm = FALSE, names = TRUE,
                             type = 7, digits = 7, ...) {
    if (inherits(x, "factor")) stop("factors are not allowed")
    if (na.rm) x <- x[!is.na(x)]
    else if (anyNA(x))
        stop("missing values and NaN's not allowed if 'na.rm' is FALSE")
    eps <- 100 * .Machine$double.eps
    if (any((p.ok <- !is.na(probs)) & (probs < -eps | probs > 1 + eps)))
        stop("'probs' outside [0,1]")
    n <- length(x)
    probs <- pmax(0, pmin(1, probs))
    np <- length(probs)
    if (n > 0L && np > 0L) {
        if (type == 7) {
            index <- 1 + max(n - 1, 0) * probs
            lo <- floor(index)
            hi <- ceiling(index)
            x <- sort(x)
            qs <- x[lo]
            i <- which(index > lo & x[hi] != qs)
            h <- (index - lo)[i]
            qs[i] <- (1 - h) * qs[i] + h * x[hi[i]]
        } else {
            if (type <= 3) {
                nppm <- if (type == 3) n * probs - 0.5 else n * probs
                j <- floor(nppm + 4 * .Machine$double.eps)
                h <- switch(type,
                            (nppm > j),
                            ((nppm > j) + 1) / 2,
                            (nppm != j) | ((j %% 2L) == 1L))
            } else {
                ab <- switch(type - 3,
                             c(0, 1), c(0.5, 0.5), c(0, 0), c(1, 1),
                             c(1/3, 1/3), c(3/8, 3/8))
                fuzz <- 4 * .Machine$double.eps
                nppm <- ab[1L] + probs * (n + 1 - ab[1L] - ab[2L])
                j <- floor(nppm + fuzz)
                h <- nppm - j
                if (any(sml <- abs(h) < fuzz)) h[sml] <- 0
            }
            x <- sort(x)
            x <- c(x[1L], x[1L], x, x[n], x[n])
            qs <- x[j + 2L]
            qs[h == 1] <- x[j + 3L][h == 1]
            other <- (0 < h) & (h < 1) & (x[j + 2L] != x[j + 3L])
            if (any(other)) qs[other] <- ((1 - h) * x[j + 2L] + h * x[j + 3L])[other]
        }
    } else qs <- rep(NA_real_, np)
    if (names && np > 0L) names(qs) <- .quantileNames(probs, digits)
    qs
}

fivenum <- function(x, na.rm = TRUE) {
    xna <- is.na(x)
    if (any(xna)) {
        if (na.rm) x <- x[!xna]
        else return(rep.int(NA, 5))
    }
    x <- sort(x)
    n <- length(x)
    if (n == 0) rep.int(NA, 5)
    else {
        n4 <- floor((n + 3) / 2) / 2
        d <- c(1, n4, (n + 1) / 2, n + 1 - n4, n)
        0.5 * (x[floor(d)] + x[ceiling(d)])
    }
}

IQR <- function(x, na.rm = FALSE, type = 7)
    diff(quantile(as.numeric(x), c(0.25, 0.75), na.rm = na.rm, names = FALSE, type = type))

weighted.mean <- function(x, w, ...) UseMethod("weighted.mean")

weighted.mean.default <- function(x, w, ..., na.rm = FALSE) {
    if (missing(w)) {
        if (na.rm) x <- x[!is.na(x)]
        return(sum(x) / length(x))
    }
    if (length(w) != length(x))
        stop("'x' and 'w' must have the same length")
    if (na.rm) {
        keep <- !is.na(x)
        w <- w[keep]
        x <- x[keep]
    }
    sum((x * w)[w != 0]) / sum(w)
}

zapsmall <- function(x, digits = getOption("digits")) {
    if (length(digits) == 0L)
        stop("invalid 'digits'")
    if (all(ina <- is.na(x)) || is.complex(x))
        return(x)
    mx <- max(abs(x[!ina]))
    round(x, digits = if (mx > 0) max(0L, digits - as.numeric(ceiling(log10(mx)))) else digits)
}

range.default <- function(..., na.rm = FALSE, finite = FALSE) {
    x <- c(..., recursive = TRUE)
    if (is.numeric(x)) {
        if (finite) x <- x[is.finite(x)]
        else if (na.rm) x <- x[!is.na(x)]
        c(min(x), max(x))
    } else {
        if (finite) na.rm <- TRUE
        c(min(x, na.rm = na.rm), max(x, na.rm = na.rm))
    }
}

## Functionals

Position <- function(f, x, right = FALSE, nomatch = NA_integer_) {
    f <- match.fun(f)
    ind <- seq_along(x)
    if (right) ind <- rev(ind)
    for (i in ind) if (f(x[[i]])) return(i)
    nomatch
}

Find <- function(f, x, right = FALSE, nomatch = NULL) {
    f <- match.fun(f)
    if ((pos <- Position(f, x, right, nomatch = 0L)) > 0L) x[[pos]]
    else nomatch
}

Negate <- function(f) {
    f <- match.fun(f)
    function(...) !f(...)
}

Vectorize <- function(FUN, vectorize.args = arg.names, SIMPLIFY = TRUE, USE.NAMES = TRUE) {
    FUN <- match.fun(FUN)
    fmls <- formals(FUN)
    if (is.null(fmls) && typeof(FUN) != "closure") fmls <- formals(args(FUN))
    arg.names <- names(fmls)
    arg.names <- arg.names[arg.names != "..."]
    vectorize.args <- as.character(vectorize.args)
    if (!length(vectorize.args)) return(FUN)
    if (!all(vectorize.args %in% arg.names))
        stop("must specify names of formal arguments for 'vectorize'")
    if (any(arg.names %in% c("FUN", "SIMPLIFY", "USE.NAMES", "vectorize.args")))
        stop("FUN may not have argument(s) named ",
             paste0("\u2018", arg.names[arg.names %in% c("FUN", "SIMPLIFY", "USE.NAMES", "vectorize.args")], "\u2019", collapse = ", "))
    FUNV <- function() {
        args <- lapply(as.list(match.call())[-1L], eval, parent.frame())
        nms <- names(args)
        if (is.null(nms)) nms <- character(length(args))
        dovec <- nms %in% vectorize.args
        do.call("mapply", c(FUN = FUN, args[dovec], MoreArgs = list(args[!dovec]),
                            SIMPLIFY = SIMPLIFY, USE.NAMES = USE.NAMES))
    }
    formals(FUNV) <- fmls
    FUNV
}

rapply <- function(object, f, classes = "ANY", deflt = NULL,
                   how = c("unlist", "replace", "list"), ...) {
    how <- match.arg(how)
    if (typeof(object) != "list" && typeof(object) != "expression")
        stop("'object' must be a list or expression")
    f <- match.fun(f)
    replace <- how == "replace"
    anyClass <- identical(classes, "ANY")
    walk <- function(x) {
        ## Every list is walked into, classed ones (data frames) too; a
        ## NULL is an empty list. With how = "replace" a list keeps its
        ## attributes, else only its names.
        if (is.null(x)) return(if (replace) NULL else list())
        if (typeof(x) == "list") {
            out <- lapply(seq_along(x), function(i) walk(.subset2(x, i)))
            if (replace) attributes(out) <- attributes(x)
            else names(out) <- names(x)
            out
        } else if (anyClass || any(class(x) %in% classes)) f(x, ...)
        else if (replace) x
        else deflt
    }
    res <- walk(object)
    if (how == "unlist") unlist(res, recursive = TRUE) else res
}

## all.equal

all.equal <- function(target, current, ...) UseMethod("all.equal")

.dataClass <- function(x) {
    if (length(cl <- oldClass(x))) cl[1L]
    else {
        l <- length(dim(x))
        if (l == 2L) "matrix"
        else if (l) "array"
        else mode(x)
    }
}

.dQ <- function(x) paste0("\u201c", x, "\u201d")

attr.all.equal <- function(target, current, ..., check.attributes = TRUE, check.names = TRUE) {
    msg <- NULL
    if (mode(target) != mode(current))
        msg <- paste0("Modes: ", mode(target), ", ", mode(current))
    if (length(target) != length(current))
        msg <- c(msg, paste0("Lengths: ", length(target), ", ", length(current)))
    ax <- attributes(target)
    ay <- attributes(current)
    if (check.names) {
        nx <- names(target)
        ny <- names(current)
        lx <- length(nx)
        ly <- length(ny)
        if (lx || ly) {
            ax[["names"]] <- NULL
            ay[["names"]] <- NULL
            if (lx && ly) {
                if (is.character(m <- all.equal.character(nx, ny, check.attributes = check.attributes)))
                    msg <- c(msg, paste("Names:", m))
            } else if (lx) msg <- c(msg, "names for target but not for current")
            else msg <- c(msg, "names for current but not for target")
        }
    } else {
        ax[["names"]] <- NULL
        ay[["names"]] <- NULL
    }
    if (check.attributes) {
        nx <- names(ax)
        ny <- names(ay)
        if (length(nx) || length(ny)) {
            if (length(nx)) ax <- ax[order(nx)]
            if (length(ny)) ay <- ay[order(ny)]
            tt <- all.equal(ax, ay, ..., check.attributes = check.attributes)
            if (!isTRUE(tt)) msg <- c(msg, paste("Attributes: <", tt, ">"))
        }
    }
    msg
}

# Drops the messages about lengths (of the objects or of their names) once
# a length mismatch is reported in full.
.dropLengths <- function(msg) if (is.null(msg)) msg else msg[!grepl("\\bLengths\\b", msg)]

# Factors compare equal when their attributes agree and they have NAs in
# the same places and the same level at every other place.
all.equal.factor <- function(target, current, ..., check.attributes = TRUE) {
    if (!inherits(current, "factor"))
        return("'current' is not a factor")
    msg <- if (check.attributes) attr.all.equal(target, current, ...)
    codes <- function(f) { class(f) <- NULL; f }
    tc <- codes(target)
    cc <- codes(current)
    nat <- is.na(tc)
    nac <- is.na(cc)
    nbad <- sum(nat != nac)
    if (nbad > 1L) {
        msg <- c(msg, paste(nbad, "NA mismatches"))
    } else if (nbad == 1L) {
        msg <- c(msg, "1, NA mismatch")
    } else {
        r <- all.equal(levels(target)[tc[!nat]], levels(current)[cc[!nac]],
                       check.attributes = check.attributes, ...)
        if (is.character(r)) msg <- c(msg, r)
    }
    if (is.null(msg)) TRUE else msg
}

all.equal.numeric <- function(target, current, tolerance = sqrt(.Machine$double.eps),
                              scale = NULL, countEQ = FALSE, ...,
                              check.attributes = TRUE, check.class = TRUE) {
    if (!is.numeric(tolerance)) stop("'tolerance' should be numeric")
    if (!is.numeric(scale) && !is.null(scale)) stop("'scale' should be numeric or NULL")
    if (!is.logical(check.attributes))
        stop("'check.attributes' must be logical")
    msg <- if (check.attributes) attr.all.equal(target, current, tolerance = tolerance, scale = scale, ...)
    if (check.class && .dataClass(target) != .dataClass(current)) {
        msg <- c(msg, paste0("target is ", .dataClass(target), ", current is ", .dataClass(current)))
        return(msg)
    }
    lt <- length(target)
    lc <- length(current)
    cplx <- is.complex(target)
    if (lt != lc) {
        msg <- c(.dropLengths(msg), paste0(if (cplx) "Complex" else "Numeric",
                                           ": lengths (", lt, ", ", lc, ") differ"))
        return(msg)
    }
    target <- as.vector(target)
    current <- as.vector(current)
    out <- is.na(target)
    if (any(out != is.na(current))) {
        msg <- c(msg, paste("'is.NA' value mismatch:", sum(is.na(current)),
                            "in current", sum(out), "in target"))
        return(msg)
    }
    out <- out | target == current
    if (all(out)) return(if (is.null(msg)) TRUE else msg)
    sabst0 <- if (countEQ) sum(abs(target[out])) else 0
    target <- target[!out]
    current <- current[!out]
    if (is.integer(target) && is.integer(current)) target <- as.double(target)
    N <- length(target)
    xy <- sum(abs(target - current)) / N
    what <- if (is.null(scale)) {
        xn <- (sabst0 + sum(abs(target))) / N
        if (is.finite(xn) && xn > tolerance) {
            xy <- xy / xn
            "relative"
        } else "absolute"
    } else {
        xy <- xy / scale
        if (all(abs(scale - 1) < 1e-07)) "absolute" else "scaled"
    }
    if (cplx) what <- paste(what, "Mod")
    if (is.na(xy) || xy > tolerance)
        msg <- c(msg, paste("Mean", what, "difference:", .fmtDiff(xy)))
    if (is.null(msg)) TRUE else msg
}

.fmtDiff <- function(x) as.character(signif(x, 7))

all.equal.character <- function(target, current, ..., check.attributes = TRUE) {
    msg <- if (check.attributes) attr.all.equal(target, current, ...)
    if (.dataClass(target) != .dataClass(current)) {
        msg <- c(msg, paste0("target is ", .dataClass(target), ", current is ", .dataClass(current)))
        return(msg)
    }
    lt <- length(target)
    lc <- length(current)
    if (lt != lc) {
        ll <- min(lt, lc)
        msg <- c(.dropLengths(msg), paste0("Lengths (", lt, ", ", lc,
                                           ") differ (string compare on first ", ll, ")"))
        target <- target[seq_len(ll)]
        current <- current[seq_len(ll)]
    }
    nas <- is.na(target)
    nasc <- is.na(current)
    if (any(nas != nasc)) {
        msg <- c(msg, paste("'is.NA' value mismatch:", sum(nasc), "in current", sum(nas), "in target"))
        return(msg)
    }
    ne <- !nas & (target != current)
    if (!any(ne) && is.null(msg)) TRUE
    else if (sum(ne) == 1L) c(msg, "1 string mismatch")
    else if (sum(ne) > 1L) c(msg, paste(sum(ne), "string mismatches"))
    else msg
}

all.equal.logical <- function(target, current, ..., check.attributes = TRUE) {
    msg <- if (check.attributes) attr.all.equal(target, current, ...)
    if (.dataClass(target) != .dataClass(current)) {
        msg <- c(msg, paste0("target is ", .dataClass(target), ", current is ", .dataClass(current)))
        return(msg)
    }
    lt <- length(target)
    lc <- length(current)
    if (lt != lc) {
        ll <- min(lt, lc)
        msg <- c(.dropLengths(msg), paste0("Lengths (", lt, ", ", lc,
                                           ") differ (comparison on first ", ll, " components)"))
        target <- target[seq_len(ll)]
        current <- current[seq_len(ll)]
    }
    nas <- is.na(target)
    nasc <- is.na(current)
    if (any(nas != nasc)) {
        msg <- c(msg, paste("'is.NA' value mismatch:", sum(nasc), "in current", sum(nas), "in target"))
        return(msg)
    }
    ne <- !nas & (target != current)
    if (!any(ne) && is.null(msg)) TRUE
    else if (sum(ne) == 1L) c(msg, "1 element mismatch")
    else if (sum(ne) > 1L) c(msg, paste(sum(ne), "element mismatches"))
    else msg
}

all.equal.raw <- all.equal.logical

all.equal.formula <- function(target, current, ...) {
    if (length(target) != length(current))
        return(paste0("target, current differ in having response: ",
                      length(target) == 3L, ", ", length(current) == 3L))
    if (identical(deparse(target), deparse(current))) TRUE
    else "formulas differ in contents"
}

all.equal.list <- function(target, current, ..., check.attributes = TRUE, use.names = TRUE) {
    msg <- if (check.attributes) attr.all.equal(target, current, ...)
    target <- unclass(target)
    current <- unclass(current)
    if (!is.list(target) && !is.vector(target))
        return(c(msg, "target is not list-like"))
    if (!is.list(current) && !is.vector(current))
        return(c(msg, "current is not list-like"))
    if ((n <- length(target)) != length(current)) {
        msg <- .dropLengths(msg)
        n <- min(n, length(current))
        msg <- c(msg, paste("Length mismatch: comparison on first", n, "components"))
    }
    iseq <- seq_len(n)
    if (use.names)
        use.names <- length(nt <- names(target)[iseq]) == n && length(nc <- names(current)[iseq]) == n
    for (i in iseq) {
        mi <- all.equal(target[[i]], current[[i]], check.attributes = check.attributes,
                        use.names = use.names, ...)
        if (is.character(mi))
            msg <- c(msg, paste0("Component ", if (use.names && nt[i] == nc[i]) .dQ(nt[i]) else i,
                                 ": ", mi))
    }
    if (is.null(msg)) TRUE else msg
}

all.equal.default <- function(target, current, ...) {
    if (is.language(target) || is.function(target)) {
        if (identical(deparse(target), deparse(current))) return(TRUE)
        return("target, current do not match when deparsed")
    }
    if (is.environment(target) || is.environment(current)) {
        if (identical(target, current)) return(TRUE)
        return("Component \"environment\": target, current differ")
    }
    if (is.list(target)) return(all.equal.list(target, current, ...))
    msg <- switch(mode(target),
                  integer = , complex = , numeric = all.equal.numeric(target, current, ...),
                  character = all.equal.character(target, current, ...),
                  logical = , raw = all.equal.logical(target, current, ...),
                  if (.dataClass(target) != .dataClass(current))
                      paste0("target is ", .dataClass(target), ", current is ", .dataClass(current)))
    if (is.null(msg)) TRUE else msg
}

# Generics whose default methods are builtins (head.default and the
# others are in Go): methods for data frames, factors and matrices
# dispatch through them.
head <- function(x, ...) UseMethod("head")
tail <- function(x, ...) UseMethod("tail")
sort <- function(x, decreasing = FALSE, ...) {
    if (!is.logical(decreasing) || length(decreasing) != 1L)
        stop("'decreasing' must be a length-1 logical vector.\nDid you intend to set 'partial'?")
    # sort.list is not a method for lists (R never dispatches to it).
    if (is.list(x) && !is.object(x))
        return(sort.default(x, decreasing = decreasing, ...))
    UseMethod("sort")
}
unique <- function(x, incomparables = FALSE, ...) UseMethod("unique")
rev <- function(x) UseMethod("rev")

seq <- function(...) UseMethod("seq")
mean <- function(x, ...) UseMethod("mean")

summary <- function(object, ...) UseMethod("summary")

summary.default <- function(object, ..., digits, quantile.type = 7L) {
    if (is.factor(object))
        return(summary.factor(object, ...))
    if (is.matrix(object)) {
        if (missing(digits))
            return(summary.matrix(object, quantile.type = quantile.type, ...))
        return(summary.matrix(object, digits = digits, quantile.type = quantile.type, ...))
    }
    if (is.logical(object)) {
        tb <- table(object, exclude = NULL, useNA = "ifany")
        if (!is.null(n <- dimnames(tb)[[1L]]) && any(iN <- is.na(n)))
            n[iN] <- "NA's"
        value <- c(Mode = "logical", setNames(as.character(tb), n))
    } else if (is.numeric(object)) {
        nas <- is.na(object)
        object <- object[!nas]
        qq <- quantile(object, names = FALSE, type = quantile.type)
        qq <- c(qq[1L:3L], mean(object), qq[4L:5L])
        if (!missing(digits))
            qq <- signif(qq, digits)
        names(qq) <- c("Min.", "1st Qu.", "Median", "Mean", "3rd Qu.", "Max.")
        value <- if (any(nas)) c(qq, "NA's" = sum(nas)) else qq
    } else if (is.recursive(object) && !is.language(object) &&
               (n <- length(object)) > 0L) {
        # One row per component: its length, class and mode.
        value <- array("", c(n, 3L), list(names(object), c("Length", "Class", "Mode")))
        lens <- integer(n)
        for (i in seq_len(n)) {
            el <- object[[i]]
            lens[i] <- length(el)
            cl <- oldClass(el)
            value[i, 2L] <- if (length(cl)) cl[1L] else "-none-"
            value[i, 3L] <- mode(el)
        }
        value[, 1L] <- format(lens)
        class(value) <- "table"
        return(value)
    } else {
        value <- c(Length = length(object), Class = class(object), Mode = mode(object))
    }
    class(value) <- c("summaryDefault", "table")
    value
}

summary.matrix <- function(object, ...)
    summary.data.frame(as.data.frame.matrix(object), ...)

format.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    if (inherits(x, c("Date", "POSIXct"))) return(.formatSummaryTime(x))
    xx <- x
    class(xx) <- NULL
    if (is.character(xx))
        return(xx)
    m <- match("NA's", names(xx))
    if (is.na(m)) {
        format(zapsmall(xx, digits + 3L), digits = digits, ...)
    } else {
        c(format(zapsmall(xx[-m], digits + 3L), digits = digits, ...),
          "NA's" = as.character(xx[m]))
    }
}

print.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L),
                                 quote = FALSE, ...) {
    if (inherits(x, c("Date", "POSIXct"))) return(.printSummaryTime(x))
    xx <- format.summaryDefault(x, digits = digits)
    print.table(xx, digits = digits, quote = quote, ...)
    invisible(x)
}
