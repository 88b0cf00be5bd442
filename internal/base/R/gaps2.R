# Assorted base functions added to close gaps with GNU R: dput/dget,
# package loading stubs, replicate and friends.

dput <- function(x, file = "",
                 control = c("keepNA", "keepInteger", "niceNames", "showAttributes")) {
    lines <- deparse(x, backtick = TRUE, control = control)
    if (is.character(file)) {
        if (nzchar(file)) writeLines(lines, file)
        else cat(lines, sep = "\n")
    } else writeLines(lines, file)
    invisible(x)
}

dget <- function(file, keep.source = FALSE)
    eval(parse(file = file, keep.source = keep.source))

.set_row_names <- function(n) if (n > 0) c(NA_integer_, -n) else integer()

list2env <- function(x, envir = NULL, parent = parent.frame(),
                     hash = (length(x) > 100), size = max(29L, length(x))) {
    if (is.null(envir))
        envir <- new.env(hash = hash, parent = parent, size = size)
    nms <- names(x)
    if (length(x) && (is.null(nms) || length(nms) != length(x)))
        stop("names(x) must be a character vector of the same length as x")
    for (i in seq_along(x)) assign(nms[i], x[[i]], envir = envir)
    envir
}

eapply <- function(env, FUN, ..., all.names = FALSE, USE.NAMES = TRUE) {
    FUN <- match.fun(FUN)
    l <- as.list.environment(env, all.names = all.names)
    r <- lapply(l, FUN, ...)
    if (!USE.NAMES) names(r) <- NULL
    r
}

as.list.environment <- function(x, all.names = FALSE, sorted = FALSE, ...)
    as.list(x, all.names = all.names, sorted = sorted)

# Packages: gorir has everything it provides in its base environment, so
# loading one of R's own packages succeeds and does nothing; any other
# package is not installed.
.attachedPackages <- c("stats", "graphics", "grDevices", "utils", "datasets", "methods", "base")
.installedPackages <- c(.attachedPackages, "tools", "parallel", "compiler", "grid",
                        "splines", "stats4", "tcltk")
.packagesAttached <- new.env()

search <- function() {
    extra <- setdiff(rev(ls(.packagesAttached)), .attachedPackages)
    c(".GlobalEnv", if (length(extra)) paste0("package:", extra),
      "package:stats", "package:graphics", "package:grDevices", "package:utils",
      "package:datasets", "package:methods", "Autoloads", "package:base")
}

.packages <- function(all.available = FALSE, lib.loc = NULL) {
    if (all.available) return(.installedPackages)
    invisible(c(setdiff(rev(ls(.packagesAttached)), .attachedPackages), .attachedPackages))
}

loadedNamespaces <- function()
    c("graphics", "utils", "grDevices", "stats", "datasets", "methods", "base")

library <- function(package, help, pos = 2, lib.loc = NULL, character.only = FALSE,
                    logical.return = FALSE, warn.conflicts, quietly = FALSE,
                    verbose = getOption("verbose"), mask.ok, exclude, include.only,
                    attach.required = missing(include.only)) {
    if (missing(package)) return(invisible(NULL))
    if (!character.only) package <- as.character(substitute(package))
    if (length(package) != 1L)
        stop("'package' must be of length 1")
    if (is.na(package) || (package == ""))
        stop("invalid package name")
    if (!(package %in% .installedPackages)) {
        txt <- sprintf("there is no package called %s", sQuote(package))
        if (logical.return) {
            warning(txt, domain = NA)
            return(invisible(FALSE))
        }
        stop(packageNotFoundError(package, lib.loc, sys.call()))
    }
    if (!(package %in% .attachedPackages)) assign(package, TRUE, envir = .packagesAttached)
    if (logical.return) invisible(TRUE) else invisible(.packages())
}

packageNotFoundError <- function(package, lib.loc, call = NULL) {
    msg <- sprintf("there is no package called %s", sQuote(package))
    structure(class = c("packageNotFoundError", "error", "condition"),
              list(message = msg, call = call, package = package, lib.loc = lib.loc))
}

require <- function(package, lib.loc = NULL, quietly = FALSE, warn.conflicts,
                    character.only = FALSE, mask.ok, exclude, include.only,
                    attach.required = missing(include.only)) {
    if (!character.only) package <- as.character(substitute(package))
    if (package %in% .packages()) return(invisible(TRUE))
    if (!quietly)
        packageStartupMessage(sprintf("Loading required package: %s", package))
    value <- library(package, lib.loc = lib.loc, character.only = TRUE, logical.return = TRUE,
                     warn.conflicts = warn.conflicts, quietly = quietly, mask.ok = mask.ok,
                     exclude = exclude, include.only = include.only,
                     attach.required = attach.required)
    invisible(value)
}

requireNamespace <- function(package, ..., quietly = TRUE) {
    if (package %in% .installedPackages) return(TRUE)
    if (!quietly) stop(packageNotFoundError(package, NULL, sys.call()))
    FALSE
}

loadNamespace <- function(package, ...) {
    if (!(package %in% .installedPackages))
        stop(packageNotFoundError(package, NULL, sys.call()))
    invisible(baseenv())
}

isNamespaceLoaded <- function(name) name %in% loadedNamespaces()

packageStartupMessage <- function(..., domain = NULL, appendLF = TRUE) {
    call <- sys.call()
    msg <- paste0(paste0(..., collapse = ""), if (appendLF) "\n")
    message(structure(class = c("packageStartupMessage", "simpleMessage", "message", "condition"),
                      list(message = msg, call = call)))
}

suppressPackageStartupMessages <- function(expr)
    withCallingHandlers(expr, packageStartupMessage = function(c) tryInvokeRestart("muffleMessage"))

capture.output <- function(..., file = NULL, append = FALSE,
                           type = c("output", "message"), split = FALSE) {
    args <- substitute(list(...))[-1L]
    type <- match.arg(type)
    pf <- parent.frame()
    out <- .captureOutput(function() {
        for (i in seq_along(args)) {
            expr <- args[[i]]
            tmp <- switch(mode(expr),
                          expression = lapply(expr, function(e) withVisible(eval(e, pf))),
                          call = , name = list(withVisible(eval(expr, pf))),
                          stop("bad argument"))
            for (item in tmp) if (item$visible) print(item$value)
        }
    }, type == "message")
    lines <- if (nzchar(out)) strsplit(out, "\n", fixed = TRUE)[[1L]] else character()
    if (is.null(file)) return(lines)
    cat(lines, file = file, sep = "\n", append = append)
    invisible(NULL)
}

replicate <- function(n, expr, simplify = "array")
    sapply(integer(n), eval.parent(substitute(function(...) expr)), simplify = simplify)

drop <- function(x) {
    d <- dim(x)
    if (is.null(d)) return(x)
    keep <- d != 1L
    if (all(keep)) return(x)
    dn <- dimnames(x)
    if (sum(keep) <= 1L) {
        nm <- if (!is.null(dn) && sum(keep) == 1L) dn[[which(keep)]] else NULL
        y <- as.vector(x)
        if (!is.null(nm)) names(y) <- nm
        return(y)
    }
    y <- x
    dim(y) <- d[keep]
    if (!is.null(dn)) dimnames(y) <- dn[keep]
    y
}

getElement <- function(object, name) object[[name, exact = TRUE]]

gl <- function(n, k, length = n * k, labels = seq_len(n), ordered = FALSE)
    factor(rep(rep.int(seq_len(n), rep.int(k, n)), length.out = length),
           levels = seq_len(n), labels = labels, ordered = ordered)

pmatch <- function(x, table, nomatch = NA_integer_, duplicates.ok = FALSE) {
    x <- as.character(x)
    table <- as.character(table)
    res <- rep.int(as.integer(nomatch), length(x))
    used <- logical(length(table))
    done <- logical(length(x))
    for (i in seq_along(x)) {
        if (is.na(x[i]) || !nzchar(x[i])) next
        j <- which(table == x[i] & !used)
        if (length(j)) {
            res[i] <- j[1L]
            done[i] <- TRUE
            if (!duplicates.ok) used[j[1L]] <- TRUE
        }
    }
    for (i in seq_along(x)) {
        if (done[i] || is.na(x[i]) || !nzchar(x[i])) next
        j <- which(startsWith(table, x[i]) & !used)
        if (length(j) == 1L) {
            res[i] <- j
            if (!duplicates.ok) used[j] <- TRUE
        }
    }
    res
}

charmatch <- function(x, table, nomatch = NA_integer_) {
    x <- as.character(x)
    table <- as.character(table)
    vapply(x, function(s) {
        e <- which(table == s)
        if (length(e)) return(e[1L])
        p <- which(startsWith(table, s))
        if (length(p) == 1L) p else if (length(p) > 1L) 0L else as.integer(nomatch)
    }, 0L, USE.NAMES = FALSE)
}

is.recursive <- function(x)
    is.list(x) || is.environment(x) || is.function(x) ||
        is.call(x) || is.expression(x) || is.pairlist(x) && !is.null(x)

sequence <- function(nvec, from = 1L, by = 1L, ...) {
    n <- length(nvec)
    from <- rep_len(as.integer(from), n)
    by <- rep_len(as.integer(by), n)
    as.integer(unlist(lapply(seq_len(n), function(i)
        if (nvec[i] > 0L) from[i] + by[i] * (seq_len(nvec[i]) - 1L) else integer())))
}

lchoose <- function(n, k) log(abs(choose(n, k)))

comment <- function(x) attr(x, "comment", exact = TRUE)
`comment<-` <- function(x, value) {
    attr(x, "comment") <- value
    x
}

labels <- function(object, ...) UseMethod("labels")
labels.default <- function(object, ...) {
    if (length(d <- dim(object))) {
        nt <- dimnames(object)
        if (is.null(nt)) nt <- vector("list", length(d))
        for (i in seq_along(d))
            if (!length(nt[[i]])) nt[[i]] <- as.character(seq_len(d[i]))
    } else {
        nt <- names(object)
        if (!length(nt)) nt <- as.character(seq_along(object))
    }
    nt
}

addNA <- function(x, ifany = FALSE) {
    if (!is.factor(x)) x <- factor(x)
    if (ifany && !anyNA(x)) return(x)
    ll <- levels(x)
    if (!anyNA(ll)) ll <- c(ll, NA)
    factor(x, levels = ll, exclude = NULL)
}

relevel <- function(x, ref, ...) UseMethod("relevel")
relevel.default <- function(x, ref, ...)
    stop("'relevel' only for (unordered) factors")
relevel.ordered <- function(x, ref, ...)
    stop("'relevel' only for unordered factors")
relevel.factor <- function(x, ref, ...) {
    lev <- levels(x)
    if (length(ref) != 1L)
        stop("'ref' must be of length one")
    if (is.character(ref))
        ref <- match(ref, lev)
    if (is.na(ref))
        stop("'ref' must be an existing level")
    nlev <- length(lev)
    if (ref < 1 || ref > nlev)
        stop(sprintf("ref = %d must be in 1L:%d", ref, nlev), domain = NA)
    factor(x, levels = lev[c(ref, seq_along(lev)[-ref])], exclude = NULL)
}

reorder <- function(x, ...) UseMethod("reorder")
reorder.default <- function(x, X, FUN = mean, ..., order = is.ordered(x), decreasing = FALSE) {
    scores <- tapply(X = X, INDEX = x, FUN = FUN, ...)
    lv <- names(sort(scores, na.last = TRUE, decreasing = decreasing))
    ans <- if (order) factor(x, levels = lv, ordered = TRUE) else factor(x, levels = lv)
    attr(ans, "scores") <- scores
    ans
}

modifyList <- function(x, val, keep.null = FALSE) {
    stopifnot(is.list(x), is.list(val))
    xnames <- names(x)
    vnames <- names(val)
    vnames <- vnames[nzchar(vnames)]
    if (keep.null) {
        knull <- vapply(val, is.null, NA)
        if (any(knull)) {
            x[vnames[knull[vnames]]] <- list(NULL)
            vnames <- vnames[!knull[vnames]]
        }
    }
    for (v in vnames) {
        x[[v]] <- if (v %in% xnames && is.list(x[[v]]) && is.list(val[[v]]))
                      modifyList(x[[v]], val[[v]], keep.null = keep.null)
                  else val[[v]]
    }
    x
}

arrayInd <- function(ind, .dim, .dimnames = NULL, useNames = FALSE) {
    m <- length(ind)
    rank <- length(.dim)
    res <- matrix(NA_integer_, m, rank)
    if (m) {
        ind1 <- ind - 1L
        denom <- 1L
        for (i in seq_len(rank)) {
            res[, i] <- as.integer(ind1 %/% denom %% .dim[i] + 1L)
            denom <- denom * .dim[i]
        }
    }
    if (useNames) {
        rn <- if (!is.null(.dimnames[[1L]]) && m) .dimnames[[1L]][res[, 1L]]
        dimnames(res) <- list(rn, if (rank == 2L) c("row", "col") else paste0("dim", seq_len(rank)))
    }
    res
}

mad <- function(x, center = median(x), constant = 1.4826, na.rm = FALSE,
                low = FALSE, high = FALSE) {
    if (na.rm) x <- x[!is.na(x)]
    n <- length(x)
    constant * if ((low || high) && n %% 2 == 0) {
        if (low && high) stop("'low' and 'high' cannot be both TRUE")
        n2 <- n %/% 2 + as.integer(high)
        sort(abs(x - center), partial = n2)[n2]
    } else median(abs(x - center))
}

data.matrix <- function(frame, rownames.force = NA) {
    if (!is.data.frame(frame)) return(as.matrix(frame))
    d <- dim(frame)
    cols <- lapply(frame, function(x) {
        if (is.character(x)) x <- factor(x)
        if (is.factor(x) || is.logical(x)) as.integer(x) else x
    })
    allint <- all(vapply(cols, is.integer, NA))
    rn <- if (isFALSE(rownames.force) || (is.na(rownames.force) && .row_names_info(frame) < 0L))
              NULL else row.names(frame)
    x <- matrix(if (allint) NA_integer_ else NA_real_, d[1L], d[2L],
                dimnames = list(rn, names(frame)))
    for (j in seq_len(d[2L])) x[, j] <- cols[[j]]
    x
}

summary.data.frame <- function(object, maxsum = 7L, digits, ...) {
    z <- lapply(X = as.list(object), FUN = summary, maxsum = maxsum, digits = 12L, ...)
    nv <- length(object)
    nm <- names(object)
    lw <- numeric(nv)
    nr <- if (nv) max(vapply(z, function(x) NROW(x) + !is.null(attr(x, "NAs")), 1L)) else 0L
    for (i in seq_len(nv)) {
        sms <- z[[i]]
        lab <- format(names(sms))
        vals <- if (missing(digits)) format(sms) else format(sms, digits = digits)
        if (is.character(vals)) vals <- format(unclass(vals))
        sms <- paste0(lab, ":", vals, "  ")
        lw[i] <- nchar(lab[1L], type = "w")
        length(sms) <- nr
        z[[i]] <- sms
    }
    if (is.null(nm)) nm <- rep.int("", nv)
    z <- unlist(z, use.names = TRUE)
    dim(z) <- c(nr, nv)
    if (nv) {
        pad <- floor(lw - nchar(nm, type = "w") / 2)
        nm <- paste0(vapply(pad, function(n) strrep(" ", max(0, n)), ""), nm)
    }
    dimnames(z) <- list(rep.int("", nr), nm)
    attr(z, "class") <- "table"
    z
}

embed <- function(x, dimension = 1) {
    if (is.matrix(x)) {
        n <- nrow(x)
        m <- ncol(x)
        if ((dimension < 1) || (dimension > n))
            stop("wrong embedding dimension")
        y <- matrix(0, n - dimension + 1L, dimension * m)
        for (i in seq_len(m))
            y[, seq.int(i, by = m, length.out = dimension)] <-
                Recall(as.vector(x[, i]), dimension)
        return(y)
    }
    x <- as.vector(x)
    n <- length(x)
    if ((dimension < 1) || (dimension > n))
        stop("wrong embedding dimension")
    m <- n - dimension + 1L
    data <- x[1L:m + rep.int(dimension:1L, rep.int(m, dimension)) - 1L]
    dim(data) <- c(m, dimension)
    data
}

.abbrev1 <- function(s, minlength) {
    s <- trimws(s)
    ch <- strsplit(s, "")[[1L]]
    len <- function() sum(ch != " ")
    if (len() <= minlength) return(s)
    isVow <- function(i) ch[i] %in% c("a", "e", "i", "o", "u")
    isLow <- function(i) grepl("[[:lower:]]", ch[i])
    first <- function(i) ch[i - 1L] == " "
    last <- function(i) ch[i - 1L] != " " && (i == length(ch) || ch[i + 1L] == " ")
    passes <- list(function(i) isVow(i) && last(i),
                   function(i) isVow(i) && !first(i),
                   function(i) isLow(i) && last(i),
                   function(i) isLow(i) && !first(i),
                   function(i) !first(i) && ch[i] != " ")
    for (p in passes) {
        i <- length(ch)
        while (i > 1L) {
            if (i <= length(ch) && p(i)) {
                ch <- ch[-i]
                if (len() <= minlength) return(paste(ch[ch != " "], collapse = ""))
            }
            i <- i - 1L
        }
    }
    paste(ch[ch != " "], collapse = "")
}

abbreviate <- function(names.arg, minlength = 4L, use.classes = TRUE, dot = FALSE,
                       strict = FALSE, method = c("left.kept", "both.sides"), named = TRUE) {
    if (minlength <= 0L) {
        x <- rep.int("", length(names.arg))
        names(x) <- names.arg
        return(x)
    }
    names.arg <- sub("^ +", "", sub(" +$", "", as.character(names.arg)))
    x <- names.arg
    ml <- rep.int(as.integer(minlength), length(x))
    repeat {
        x <- vapply(seq_along(names.arg), function(k) .abbrev1(names.arg[k], ml[k]), "")
        if (strict) break
        u <- !duplicated(names.arg)
        d <- x %in% x[u][duplicated(x[u])] & nchar(x) < nchar(names.arg)
        if (!any(d)) break
        ml[d] <- ml[d] + 1L
    }
    if (dot) {
        chgd <- x != names.arg
        x[chgd] <- paste0(x[chgd], ".")
    }
    if (named) names(x) <- names.arg
    x
}

sort.default <- function(x, decreasing = FALSE, na.last = NA, ...) {
    if (is.object(x)) x[order(x, na.last = na.last, decreasing = decreasing)]
    else .sortDefault(x, decreasing, na.last, ...)
}

file_ext <- function(x) {
    pos <- regexpr("\\.([[:alnum:]]+)$", x)
    ifelse(pos > -1L, substring(x, pos + 1L), "")
}

file_path_sans_ext <- function(x, compression = FALSE) {
    if (compression)
        x <- sub("[.](gz|bz2|xz)$", "", x)
    sub("([^.]+)\\.[[:alnum:]]+$", "\\1", x)
}

intToBits <- function(x) {
    x <- as.integer(x)
    as.raw(unlist(lapply(x, function(v) {
        u <- if (is.na(v)) 2^31 else if (v < 0) v + 2^32 else v
        bits <- integer(32L)
        for (i in 1:32) {
            bits[i] <- u %% 2
            u <- u %/% 2
        }
        bits
    })))
}
