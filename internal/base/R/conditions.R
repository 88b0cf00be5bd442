# The condition system's R half: handler-establishing functions, the
# condition constructors and accessors, try() and friends. The dotted
# specials (.tryCatch, .withCallingHandlers, .withRestarts) are in Go:
# each establishes its handlers or restarts and then forces `expr`.

# stop, warning and message are closures, as in R: their frame is on the
# stack while their arguments are evaluated (sys.call(-1) there is the
# stop() call) and tracebacks start below them.
stop <- function(..., call. = TRUE, domain = NULL)
    .stop(call., ...)

warning <- function(..., call. = TRUE, immediate. = FALSE, noBreaks. = FALSE,
                    domain = NULL)
    invisible(.warning(call., ...))

message <- function(..., domain = NULL, appendLF = TRUE)
    invisible(.message(appendLF, ...))

tryCatch <- function(expr, ..., finally) {
    if (!missing(finally))
        on.exit(finally)
    handler <- list(...)
    if (!length(handler))
        return(expr)
    name <- names(handler)
    if (is.null(name) || any(name == ""))
        stop("condition handlers must be specified with a condition class")
    parentenv <- parent.frame()
    doTryCatch(return(expr), name, parentenv, handler)
}

# doTryCatch is the frame that forces the protected expression, so a
# condition raised directly in it reports this call, as R's does.
doTryCatch <- function(expr, name, parentenv, handler)
    .tryCatch(expr, handler)

withCallingHandlers <- function(expr, ...) {
    handlers <- list(...)
    .withCallingHandlers(expr, handlers)
}

withRestarts <- function(expr, ...) {
    restarts <- list(...)
    .withRestarts(expr, restarts)
}

tryInvokeRestart <- function(r, ...) {
    if (!isRestart(r))
        r <- computeRestartByName(r)
    if (is.null(r)) invisible(NULL) else invokeRestart(r, ...)
}

isRestart <- function(x) inherits(x, "restart")

computeRestartByName <- function(name) {
    for (r in computeRestarts())
        if (identical(r$name, name))
            return(r)
    NULL
}

print.restart <- function(x, ...) {
    cat(paste("<restart:", x$name, ">\n"))
    invisible(x)
}

try <- function(expr, silent = FALSE, outFile = stderr()) {
    tcall <- sys.call()
    tryCatch(expr, error = function(e) {
        call <- conditionCall(e)
        if (is.call(call) && identical(call[[1L]], quote(doTryCatch)))
            call <- tcall
        msg <- .tryMessage(call, conditionMessage(e))
        if (!silent) {
            cat(msg, file = outFile)
            .printDeferredWarnings()
        }
        invisible(structure(msg, class = "try-error", condition = e))
    })
}

suppressWarnings <- function(expr, classes = "warning") {
    withCallingHandlers(expr, warning = function(w) {
        if (inherits(w, classes))
            tryInvokeRestart("muffleWarning")
    })
}

suppressMessages <- function(expr, classes = "message") {
    withCallingHandlers(expr, message = function(c) {
        if (inherits(c, classes))
            tryInvokeRestart("muffleMessage")
    })
}

simpleCondition <- function(message, call = NULL)
    structure(class = c("simpleCondition", "condition"),
              list(message = as.character(message), call = call))

simpleError <- function(message, call = NULL)
    structure(class = c("simpleError", "error", "condition"),
              list(message = as.character(message), call = call))

simpleWarning <- function(message, call = NULL)
    structure(class = c("simpleWarning", "warning", "condition"),
              list(message = as.character(message), call = call))

simpleMessage <- function(message, call = NULL)
    structure(class = c("simpleMessage", "message", "condition"),
              list(message = as.character(message), call = call))

errorCondition <- function(message, ..., class = character(), call = NULL)
    structure(class = c(class, "error", "condition"),
              list(message = as.character(message), call = call, ...))

warningCondition <- function(message, ..., class = character(), call = NULL)
    structure(class = c(class, "warning", "condition"),
              list(message = as.character(message), call = call, ...))

conditionMessage <- function(c) UseMethod("conditionMessage")
conditionMessage.condition <- function(c) c$message

conditionCall <- function(c) UseMethod("conditionCall")
conditionCall.condition <- function(c) c$call

print.condition <- function(x, ...) {
    msg <- conditionMessage(x)
    call <- conditionCall(x)
    cl <- class(x)[1L]
    if (is.null(call))
        cat("<", cl, ": ", msg, ">\n", sep = "")
    else
        cat("<", cl, " in ", deparse(call, nlines = 1L), ": ", msg, ">\n", sep = "")
    invisible(x)
}

as.character.condition <- function(x, ...) {
    msg <- conditionMessage(x)
    call <- conditionCall(x)
    cl <- class(x)[1L]
    if (is.null(call))
        paste0(cl, ": ", msg, "\n")
    else
        paste0(cl, " in ", deparse(call, nlines = 1L), ": ", msg, "\n")
}

as.character.error <- function(x, ...) {
    msg <- conditionMessage(x)
    call <- conditionCall(x)
    if (is.null(call))
        paste0("Error: ", msg, "\n")
    else
        paste0("Error in ", deparse(call, nlines = 1L), ": ", msg, "\n")
}

stopifnot <- function(..., exprs, exprObject, local = TRUE) {
    n <- ...length()
    if (n == 0L)
        return(invisible())
    exprs <- as.list(sys.call())[-1L]
    labels <- names(exprs)
    for (i in seq_len(n)) {
        r <- ...elt(i)
        if (!(is.logical(r) && !anyNA(r) && all(r))) {
            cl.i <- exprs[[i]]
            msg <- if (!is.null(labels) && nzchar(labels[i])) labels[i]
                   else if (is.call(cl.i) && identical(cl.i[[1L]], quote(all.equal)) &&
                            (is.null(ni <- names(cl.i)) || length(cl.i) == 3L ||
                             length(cl.i <- cl.i[!nzchar(ni)]) == 3L))
                       sprintf("%s and %s are not equal:\n  %s",
                               paste(deparse(cl.i[[2L]]), collapse = " "),
                               paste(deparse(cl.i[[3L]]), collapse = " "),
                               paste(r, collapse = "\n  "))
                   else {
                       d <- deparse(exprs[[i]], width.cutoff = 60L)
                       if (length(d) > 1L) d <- paste(d[1L], "....")
                       paste0(d, if (length(r) > 1L) " are not all TRUE" else " is not TRUE")
                   }
            p <- sys.parent()
            call <- if (p > 0L) sys.call(p) else NULL
            stop(simpleError(msg, call))
        }
    }
    invisible()
}
