## Model formulas: `~` itself is a Go special (formula.go); these are the
## generic and its methods, coercion and printing.

formula <- function(x, ...) UseMethod("formula")

formula.default <- function(x = NULL, env = parent.frame(), ...) {
    if (!is.atomic(x) && !is.null(x)) {
        if (is.list(x) && !is.null(x$formula)) return(eval(x$formula))
        if (!is.null(attr(x, "formula"))) return(attr(x, "formula"))
    }
    form <- switch(mode(x),
                   NULL = structure(list(), class = "formula"),
                   character = eval(str2lang(x)),
                   call = eval(x),
                   stop("invalid formula"))
    environment(form) <- env
    form
}

formula.formula <- function(x, ...) x

formula.character <- function(x, env = parent.frame(), ...) {
    if (length(x) > 1L) {
        warning("Using formula(x) is deprecated when x is a character vector of length > 1.\n  Consider formula(paste(x, collapse = \" \")) instead.", call. = FALSE)
        x <- x[1L]
    }
    ff <- str2lang(x)
    if (!(is.call(ff) && is.symbol(ff[[1L]]) && identical(ff[[1L]], quote(`~`))))
        stop(gettextf("invalid formula %s: not a call", deparse(x)), domain = NA)
    ff <- eval(ff)
    environment(ff) <- env
    ff
}

as.formula <- function(object, env = parent.frame()) {
    if (inherits(object, "formula"))
        object
    else {
        rval <- formula(object, env = baseenv())
        if (identical(environment(rval), baseenv()) || !missing(env))
            environment(rval) <- env
        rval
    }
}

print.formula <- function(x, showEnv = !identical(e, .GlobalEnv), ...) {
    e <- environment(.x <- x)
    attr(.x, ".Environment") <- NULL
    print.default(unclass(.x), ...)
    if (showEnv) print(e)
    invisible(x)
}

format.formula <- function(x, ...) {
    attr(x, ".Environment") <- NULL
    format.default(unclass(x), ...)
}

`[.formula` <- function(x, i) {
    ans <- NextMethod("[")
    if (!length(ans) || as.character(ans[[1L]])[1L] == "~") {
        class(ans) <- "formula"
        environment(ans) <- environment(x)
    }
    ans
}
