# A warning's calling handler runs R code in the middle of a computation
# that then goes on: here it redefines `+`, so the second addition must
# use the new `+` even though nothing between the two looks like a call.
# Optimised code must not drop or hoist the second guard.
f <- function(a) {
    x <- a + 1L
    y <- x + 1L
    y
}
for (k in 1:5) print(f(k))
res <- withCallingHandlers(
    f(.Machine$integer.max),
    warning = function(w) {
        assign("+", function(e1, e2) 42, envir = globalenv())
        invokeRestart("muffleWarning")
    })
print(res)
rm("+")
print(f(1L))

g <- function(n) {
    s <- 0L
    for (i in seq_len(n)) s <- s + i
    s
}
for (k in 1:5) print(g(10L))
res <- withCallingHandlers(
    g(70000L),
    warning = function(w) {
        assign("+", function(e1, e2) -1L, envir = globalenv())
        invokeRestart("muffleWarning")
    })
print(res)
rm("+")
print(g(10L))
