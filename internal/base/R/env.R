# Environments and evaluation helpers whose natural form is R code.

identity <- function(x) x

force <- function(x) x

eval.parent <- function(expr, n = 1) {
    p <- parent.frame(n + 1)
    eval(expr, p)
}

local <- function(expr, envir = new.env())
    eval.parent(substitute(eval(quote(expr), envir)))

with <- function(data, expr, ...)
    eval(substitute(expr), data, enclos = parent.frame())

with.default <- function(data, expr, ...)
    eval(substitute(expr), data, enclos = parent.frame())
