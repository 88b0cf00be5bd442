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
