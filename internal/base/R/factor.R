# Factors: construction, levels, coercion, indexing, comparison,
# printing; cut, split, tapply, interaction.

factor <- function(x = character(), levels, labels = levels, exclude = NA,
                   ordered = is.ordered(x), nmax = NA) {
    if (is.null(x)) x <- character()
    nx <- names(x)
    if (missing(levels)) {
        if (is.factor(x)) {
            levels <- attr(x, "levels")
            levels <- levels[sort(unique(as.integer(x)))]
        } else {
            u <- unique(x)
            levels <- unique(as.character(sort(u)))
            if (anyNA(x) && !anyNA(levels)) levels <- c(levels, NA)
        }
    }
    force(ordered)
    xc <- if (is.factor(x)) as.character(x) else as.character(x)
    if (!is.null(exclude) && length(exclude)) {
        excl <- as.character(exclude)
        levels <- levels[is.na(match(as.character(levels), excl))]
    }
    levels <- as.character(levels)
    codes <- match(xc, levels)
    if (!is.null(nx)) names(codes) <- nx
    if (missing(labels)) {
        labs <- levels
    } else {
        nl <- length(labels)
        if (nl == length(levels)) {
            labs <- as.character(labels)
            ul <- unique(labs)
            if (length(ul) < length(labs)) {
                codes[] <- match(labs, ul)[codes]
                labs <- ul
            }
        } else if (nl == 1L) {
            labs <- paste0(labels, seq_along(levels))
        } else stop(sprintf("invalid 'labels'; length %d should be 1 or %d", nl, length(levels)))
    }
    if (.anyDup(labs))
        stop(sprintf("factor level [%d] is duplicated", .anyDup(labs)))
    attr(codes, "levels") <- labs
    class(codes) <- c(if (ordered) "ordered", "factor")
    codes
}

.anyDup <- function(x) {
    d <- which(duplicated(x))
    if (length(d)) d[1L] else 0L
}

is.factor <- function(x) inherits(x, "factor")
is.ordered <- function(x) inherits(x, "ordered")

ordered <- function(x = character(), ...) factor(x, ..., ordered = TRUE)

as.factor <- function(x) {
    if (is.factor(x)) x
    else if (is.null(attr(x, "class")) && is.integer(x)) {
        levels <- sort(unique(x))
        f <- match(x, levels)
        levels(f) <- as.character(levels)
        if (!is.null(names(x))) names(f) <- names(x)
        class(f) <- "factor"
        f
    } else factor(x)
}

as.ordered <- function(x) if (is.ordered(x)) x else factor(x, ordered = TRUE)


levels <- function(x) UseMethod("levels")
levels.default <- function(x) attr(x, "levels")

`levels<-` <- function(x, value) UseMethod("levels<-")
`levels<-.default` <- function(x, value) {
    attr(x, "levels") <- value
    x
}
`levels<-.factor` <- function(x, value) {
    xlevs <- levels(x)
    if (is.list(value)) {
        nlevs <- rep.int(names(value), lapply(value, length))
        value <- unlist(value)
        m <- match(value, xlevs, nomatch = 0L)
        xlevs[m] <- nlevs[m > 0L]
    } else {
        if (length(xlevs) > length(value))
            stop("number of levels differs")
        nlevs <- xlevs <- as.character(value)
        nlevs <- nlevs[!is.na(nlevs)]
    }
    nlevs <- unique(nlevs)
    at <- attributes(x)
    at$levels <- nlevs
    y <- match(xlevs[unclass(x)], nlevs)
    attributes(y) <- at
    y
}

nlevels <- function(x) length(levels(x))

droplevels <- function(x, ...) UseMethod("droplevels")
droplevels.factor <- function(x, exclude = if (anyNA(levels(x))) NULL else NA, ...)
    factor(x, exclude = exclude)

as.character.factor <- function(x, ...) {
    lv <- levels(x)
    codes <- unclass(x)
    attributes(codes) <- NULL
    out <- lv[codes]
    nm <- names(x)
    if (!is.null(nm)) names(out) <- nm
    out
}

as.vector.factor <- function(x, mode = "any") {
    if (mode == "list") as.list(x)
    else if (mode %in% c("any", "character", "logical"))
        as.vector(levels(x)[x], mode)
    else as.vector(unclass(x), mode)
}

as.integer.factor <- function(x, ...) {
    y <- unclass(x)
    attributes(y) <- NULL
    y
}

as.list.factor <- function(x, ...) {
    res <- vector("list", length(x))
    for (i in seq_along(x)) res[[i]] <- x[i]
    names(res) <- names(x)
    res
}

`[.factor` <- function(x, ..., drop = FALSE) {
    y <- NextMethod("[")
    attr(y, "contrasts") <- attr(x, "contrasts")
    attr(y, "levels") <- attr(x, "levels")
    class(y) <- oldClass(x)
    if (drop) factor(y, exclude = if (anyNA(levels(x))) NULL else NA) else y
}

`[[.factor` <- function(x, ...) {
    y <- NextMethod("[[")
    attr(y, "levels") <- attr(x, "levels")
    class(y) <- oldClass(x)
    y
}

`[<-.factor` <- function(x, ..., value) {
    lx <- levels(x)
    cx <- oldClass(x)
    if (is.factor(value)) value <- levels(value)[value]
    m <- match(value, lx)
    if (any(is.na(m) & !is.na(value)))
        warning("invalid factor level, NA generated")
    class(x) <- NULL
    x <- do.call(`[<-`, c(list(x), list(...), list(value = m)))
    attr(x, "levels") <- lx
    class(x) <- cx
    x
}

`[[<-.factor` <- function(x, ..., value) {
    lx <- levels(x)
    cx <- oldClass(x)
    if (is.factor(value)) value <- levels(value)[value]
    m <- match(value, lx)
    if (any(is.na(m) & !is.na(value)))
        warning("invalid factor level, NA generated")
    class(x) <- NULL
    x <- do.call(`[[<-`, c(list(x), list(...), list(value = m)))
    attr(x, "levels") <- lx
    class(x) <- cx
    x
}

c.factor <- function(..., recursive = TRUE) {
    xs <- list(...)
    isf <- vapply(xs, is.factor, NA)
    if (!all(isf)) return(unlist(lapply(xs, function(x) if (is.factor(x)) as.character(x) else x)))
    lvs <- unique(unlist(lapply(xs, levels)))
    ord <- all(vapply(xs, is.ordered, NA))
    if (ord) {
        l1 <- levels(xs[[1L]])
        if (!all(vapply(xs, function(x) identical(levels(x), l1), NA))) ord <- FALSE
    }
    vals <- unlist(lapply(xs, as.character))
    factor(vals, levels = lvs, ordered = ord, exclude = NULL)
}

rev.factor <- function(x) if (length(x)) x[length(x):1L] else x

unique.factor <- function(x, incomparables = FALSE, ...) {
    codes <- unclass(x)
    attributes(codes) <- NULL
    keep <- !duplicated(codes)
    x[keep]
}

sort.factor <- function(x, decreasing = FALSE, na.last = NA, ...) {
    codes <- unclass(x)
    attributes(codes) <- NULL
    o <- order(codes, decreasing = decreasing)
    if (is.na(na.last)) o <- o[!is.na(codes[o])]
    x[o]
}

is.na.factor <- function(x) {
    codes <- unclass(x)
    attributes(codes) <- NULL
    r <- is.na(codes)
    names(r) <- names(x)
    r
}

Ops.factor <- function(e1, e2) {
    ok <- switch(.Generic, "==" = , "!=" = TRUE, FALSE)
    if (!ok) {
        warning(sprintf("%s not meaningful for factors", paste0("\u2018", .Generic, "\u2019")))
        return(rep.int(NA, max(length(e1), if (!missing(e2)) length(e2))))
    }
    nas <- is.na(e1) | is.na(e2)
    if (nzchar(.Method[1L])) {
        l1 <- levels(e1)
        e1 <- l1[e1]
    }
    if (nzchar(.Method[2L])) {
        l2 <- levels(e2)
        e2 <- l2[e2]
    }
    if (all(nzchar(.Method)) &&
        (length(l1) != length(l2) || !all(sort(l2) == sort(l1))))
        stop("level sets of factors are different")
    value <- NextMethod(.Generic)
    value[nas] <- NA
    value
}

Ops.ordered <- function(e1, e2) {
    ok <- switch(.Generic, "<" = , ">" = , "<=" = , ">=" = , "==" = , "!=" = TRUE, FALSE)
    if (!ok) {
        warning(sprintf("'%s' is not meaningful for ordered factors", .Generic))
        return(rep.int(NA, max(length(e1), if (!missing(e2)) length(e2))))
    }
    if (.Generic %in% c("==", "!=")) return(NextMethod(.Generic))
    nas <- is.na(e1) | is.na(e2)
    ord1 <- FALSE
    ord2 <- FALSE
    if (nzchar(.Method[1L])) { l1 <- levels(e1); ord1 <- TRUE }
    if (nzchar(.Method[2L])) { l2 <- levels(e2); ord2 <- TRUE }
    if (all(nzchar(.Method)) && (length(l1) != length(l2) || !all(l2 == l1)))
        stop("level sets of factors are different")
    if (ord1 && ord2) {
        e1 <- as.integer(e1)
        e2 <- as.integer(e2)
    } else if (!ord1) {
        e1 <- match(e1, l2)
        e2 <- as.integer(e2)
    } else if (!ord2) {
        e2 <- match(e2, l1)
        e1 <- as.integer(e1)
    }
    value <- get(.Generic, mode = "function")(e1, e2)
    value[nas] <- NA
    value
}


Summary.factor <- function(..., na.rm) 
    stop(sprintf("%s not meaningful for factors", paste0("\u2018", .Generic, "\u2019")))

Summary.ordered <- function(..., na.rm = FALSE) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(sprintf("'%s' is only meaningful for ordered factors if all arguments have the same level sets", .Generic))
    args <- list(...)
    levl <- levels(args[[1L]])
    codes <- unlist(lapply(args, as.integer))
    ind <- do.call(.Generic, list(codes, na.rm = na.rm))
    factor(levl[ind], levels = levl, ordered = TRUE)
}

print.factor <- function(x, quote = FALSE, max.levels = NULL, width = getOption("width"), ...) {
    ord <- is.ordered(x)
    if (length(x) == 0L)
        cat(if (ord) "ordered" else "factor", "(0)\n", sep = "")
    else {
        xx <- as.character(x)
        for (a in setdiff(names(attributes(x)), c("levels", "class")))
            attr(xx, a) <- attr(x, a)
        print(xx, quote = quote, ...)
    }
    .printLevels(attr(x, "levels"), ord, if (is.null(max.levels)) TRUE else max.levels, width)
    invisible(x)
}

# .printLevels writes the "Levels:" line of a factor, cut short with
# "..." (and the count in front) when the levels do not fit the width.
.printLevels <- function(lev, ord, maxl, width) {
    if (!maxl) return(invisible())
    if (is.null(width)) width <- 80L
    n <- length(lev)
    lev <- ifelse(is.na(lev), "<NA>", lev)
    sep <- if (ord) " < " else " "
    head <- "Levels: "
    if (is.logical(maxl)) {
        room <- width - (nchar(head) + 7L)
        used <- cumsum(nchar(lev) + nchar(sep))
        maxl <- if (n <= 1L || used[n] <= room) n else max(1L, which.max(used > room) - 1L)
    }
    if (n > maxl) {
        shown <- c(lev[seq_len(max(1L, maxl - 1L))], "...", if (maxl > 1L) lev[n])
        cat(n, " ", head, paste(shown, collapse = sep), "\n", sep = "")
    } else cat(head, paste(lev, collapse = sep), "\n", sep = "")
    invisible()
}

summary.factor <- function(object, maxsum = 100L, ...) {
    nas <- is.na(object)
    # The NA count takes one of the maxsum places.
    if (any(nas)) maxsum <- maxsum - 1L
    ll <- levels(object)
    tbl <- tabulate(unclass(object)[!nas], length(ll))
    names(tbl) <- ll
    if (length(ll) > maxsum) {
        drop <- maxsum:length(ll)
        o <- sort.list(tbl, decreasing = TRUE)
        tbl <- c(tbl[o[-drop]], "(Other)" = sum(tbl[o[drop]]))
    }
    if (any(nas)) c(tbl, "NA's" = sum(nas)) else tbl
}

cut <- function(x, ...) UseMethod("cut")
cut.default <- function(x, breaks, labels = NULL, include.lowest = FALSE,
                        right = TRUE, dig.lab = 3L, ordered_result = FALSE, ...) {
    if (!is.numeric(x)) stop("'x' must be numeric")
    if (length(breaks) == 1L) {
        if (is.na(breaks) || breaks < 2L)
            stop("invalid number of intervals")
        nb <- as.integer(breaks + 1)
        rx <- range(x, na.rm = TRUE)
        dx <- rx[2L] - rx[1L]
        if (dx == 0) {
            dx <- if (rx[1L] != 0) abs(rx[1L]) else 1
            breaks <- seq.int(rx[1L] - dx / 1000, rx[2L] + dx / 1000, length.out = nb)
        } else {
            breaks <- seq.int(rx[1L], rx[2L], length.out = nb)
            breaks[c(1L, nb)] <- c(rx[1L] - dx / 1000, rx[2L] + dx / 1000)
        }
    } else breaks <- sort(as.double(breaks))
    if (.anyDup(breaks)) stop("'breaks' are not unique")
    nb <- length(breaks)
    codes.only <- FALSE
    if (is.null(labels)) {
        for (dig in dig.lab:max(12L, dig.lab)) {
            ch.br <- .fmtg(breaks, dig)
            if (ok <- all(ch.br[-1L] != ch.br[-nb])) break
        }
        labels <- if (right) paste0("(", ch.br[-nb], ",", ch.br[-1L], "]")
                  else paste0("[", ch.br[-nb], ",", ch.br[-1L], ")")
        if (include.lowest) {
            if (right) labels[1L] <- paste0("[", substring(labels[1L], 2L))
            else {
                last <- labels[nb - 1L]
                labels[nb - 1L] <- paste0(substring(last, 1L, nchar(last) - 1L), "]")
            }
        }
    } else if (is.logical(labels) && !labels) {
        codes.only <- TRUE
    } else if (length(labels) != nb - 1L)
        stop("lengths of 'breaks' and 'labels' differ")
    code <- .bincode(x, breaks, right, include.lowest)
    if (codes.only) code
    else factor(code, seq_along(labels), labels, ordered = ordered_result)
}


.bincode <- function(x, breaks, right = TRUE, include.lowest = FALSE) {
    nb <- length(breaks)
    code <- rep.int(NA_integer_, length(x))
    for (i in seq_along(x)) {
        xi <- x[i]
        if (is.na(xi)) next
        for (k in seq_len(nb - 1L)) {
            lo <- breaks[k]
            hi <- breaks[k + 1L]
            inside <- if (right) (xi > lo && xi <= hi) || (include.lowest && k == 1L && xi == lo)
                      else (xi >= lo && xi < hi) || (include.lowest && k == nb - 1L && xi == hi)
            if (inside) { code[i] <- k; break }
        }
    }
    code
}

split <- function(x, f, drop = FALSE, ...) UseMethod("split")
split.default <- function(x, f, drop = FALSE, sep = ".", lex.order = FALSE, ...) {
    if (is.list(f)) f <- interaction(f, drop = drop, sep = sep, lex.order = lex.order)
    else if (!is.factor(f)) f <- as.factor(f)
    else if (drop) f <- factor(f)
    lf <- levels(f)
    codes <- as.integer(f)
    if (length(codes) && length(x) %% length(codes) != 0L)
        warning("data length is not a multiple of split variable")
    if (length(codes) < length(x) && length(codes))
        codes <- rep_len(codes, length(x))
    res <- vector("list", length(lf))
    names(res) <- lf
    for (k in seq_along(lf)) res[[k]] <- x[which(codes == k)]
    if (drop) res <- res[.lengths(res) > 0L | FALSE]
    res
}

.lengths <- function(x, use.names = TRUE) {
    r <- vapply(x, length, 1L, USE.NAMES = FALSE)
    if (use.names && !is.null(names(x))) names(r) <- names(x)
    r
}

unsplit <- function(value, f, drop = FALSE) {
    len <- length(if (is.list(f)) f[[1L]] else f)
    if (is.data.frame(value[[1L]])) {
        x <- value[[1L]][rep(NA_integer_, len), , drop = FALSE]
        rownames(x) <- NULL
    } else {
        x <- value[[1L]][rep(NA_integer_, len)]
    }
    split(x, f, drop = drop) <- value
    x
}

`split<-` <- function(x, f, drop = FALSE, ..., value) UseMethod("split<-")
`split<-.data.frame` <- function(x, f, drop = FALSE, ..., value) {
    ix <- split(seq_len(nrow(x)), f, drop = drop, ...)
    n <- length(value)
    j <- 0
    for (i in ix) {
        j <- j %% n + 1L
        x[i, ] <- value[[j]]
    }
    x
}
`split<-.default` <- function(x, f, drop = FALSE, ..., value) {
    ix <- split(seq_along(x), f, drop = drop, ...)
    n <- length(value)
    j <- 0
    for (i in ix) {
        j <- j %% n + 1L
        x[i] <- value[[j]]
    }
    x
}

tapply <- function(X, INDEX, FUN = NULL, ..., default = NA, simplify = TRUE) {
    FUN <- if (!is.null(FUN)) match.fun(FUN)
    if (!is.list(INDEX)) INDEX <- list(INDEX)
    INDEX <- lapply(INDEX, as.factor)
    nI <- length(INDEX)
    if (!nI) stop("'INDEX' is of length zero")
    if (!all(lengths(INDEX) == length(X)))
        stop("arguments must have same length")
    namelist <- lapply(INDEX, levels)
    extent <- .lengths(namelist, use.names = FALSE)
    cumextent <- cumprod(extent)
    storage.mode(cumextent) <- "integer"
    ngroup <- cumextent[nI]
    group <- as.integer(INDEX[[1L]])
    if (nI > 1L)
        for (i in 2L:nI)
            group <- group + cumextent[i - 1L] * (as.integer(INDEX[[i]]) - 1L)
    if (is.null(FUN)) return(group)
    levels(group) <- as.character(seq_len(ngroup))
    class(group) <- "factor"
    ans <- split(X, group)
    names(ans) <- NULL
    index <- as.logical(.lengths(ans))
    ans <- lapply(X = ans[index], FUN = FUN, ...)
    ansmat <- array(if (simplify && all(.lengths(ans) == 1L)) {
        ans <- unlist(ans, use.names = FALSE)
        if (!is.null(ans) && is.na(default) && is.atomic(ans)) vector(typeof(ans)) else default
    } else vector("list", prod(extent)),
    dim = extent, dimnames = namelist)
    if (length(ans)) ansmat[index] <- ans
    ansmat
}

interaction <- function(..., drop = FALSE, sep = ".", lex.order = FALSE) {
    args <- list(...)
    narg <- length(args)
    if (narg == 1L && is.list(args[[1L]])) {
        args <- args[[1L]]
        narg <- length(args)
    }
    ans <- NULL
    for (i in narg:1L) {
        f <- as.factor(args[[i]])
        l <- levels(f)
        if1 <- as.integer(f) - 1L
        if (is.null(ans)) {
            ans <- if1
            lvs <- l
        } else {
            if (lex.order) {
                ans <- ans + length(lvs) * if1
                lvs <- paste(rep(l, each = length(lvs)), rep(lvs, length(l)), sep = sep)
            } else {
                ans <- ans * length(l) + if1
                lvs <- paste(rep(l, length(lvs)), rep(lvs, each = length(l)), sep = sep)
            }
        }
    }
    ans <- structure(as.integer(ans + 1L), levels = lvs, class = "factor")
    if (drop) factor(ans) else ans
}

format.factor <- function(x, ...)
    format(structure(as.character(x), names = names(x), dim = dim(x),
                     dimnames = dimnames(x)), ...)
