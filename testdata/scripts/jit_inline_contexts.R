# Inlined calls whose context the optimiser removes once their promises
# are inlined, next to calls where the frame can be observed; callees
# bound lazily (delayedAssign, active bindings), which a speculated call
# site must not force early; $ and [[ ]] on lists and vectors that are
# not objects until, later, one is.

id <- function(x) x
twice <- function(x) x + x
loop1 <- function(n) {
    s <- 0
    for (i in 1:n) s <- s + id(i) + twice(i)
    s
}
for (k in 1:6) print(loop1(10L))

# The argument's promise observes the frame: sys.call() in it sees the
# caller (the promise is evaluated in the caller's environment).
who <- function(x) x
caller <- function(n) {
    out <- character(0)
    for (i in 1:n) out <- c(out, deparse(who(sys.call())))
    out
}
for (k in 1:5) print(caller(2L))

# A warning inside the inlined callee is reported against its own call.
warnme <- function(x) as.integer(x)
loop2 <- function(v) {
    r <- 0L
    for (e in v) r <- r + warnme(e)
    r
}
for (k in 1:4) print(loop2(c("1", "2")))
print(loop2(c("1", "b")))

# The callee's binding changes to a promise: the call site speculated on
# the old closure must load it the normal way (forcing it, once).
f1 <- function(x) x * 2
user <- function(n) {
    s <- 0
    for (i in 1:n) s <- s + f1(i)
    s
}
for (k in 1:5) print(user(3L))
delayedAssign("f1", { cat("forcing f1\n"); function(x) x * 3 })
print(user(3L))
print(user(3L))
rm(f1)
makeActiveBinding("f1", function() { cat("active f1\n"); function(x) x * 4 }, environment())
print(user(2L))

# $ on plain lists (partial matching, NULL to delete, appending), then on
# a classed list with a $ method.
getx <- function(l) l$x
setx <- function(l, v) { l$x <- v; l }
walk <- function(n) {
    l <- list(xval = 1, y = 2)
    s <- 0
    for (i in 1:n) {
        s <- s + getx(l)
        l <- setx(l, i)
        s <- s + l$xval + l[["y"]]
    }
    l$y <- NULL
    l$z <- s
    l
}
for (k in 1:5) str(walk(3L))
`$.rec` <- function(x, name) paste("field", name)
r <- structure(list(x = 1), class = "rec")
print(getx(r))
print(getx(list(xylophone = 9)))

# [[ on a named vector and element assignment into a named vector.
named <- function(n) {
    v <- c(a = 1, b = 2, c = 3)
    s <- 0
    for (i in 1:n) {
        v[[2]] <- v[[2]] + i
        s <- s + v[[2]]
    }
    print(v)
    s
}
for (k in 1:5) print(named(3L))
lv <- c(p = TRUE, q = FALSE)
flip <- function(v) { v[2] <- TRUE; v }
for (k in 1:4) print(flip(lv))

# A guard fails inside an inlined callee that runs without a context
# (the branch that observes the frame never ran while the callee warmed
# up, so it is a deoptimisation, not code): the baseline resumes in a
# frame made for the call, which sys.call(), sys.function(),
# parent.frame() and errors see as the call's.
h <- function(x) {
    y <- x - x
    for (j in 1:40) {
        y <- y + x
        if (y > 10000L) {
            print(sys.call())
            print(ls(parent.frame()))
            print(is.function(sys.function()))
            r <- tryCatch(stop("big"), error = function(e) conditionCall(e))
            print(r)
            y <- 0L
        }
    }
    y
}
loop3 <- function(v) {
    s <- 0
    for (e in v) s <- s + h(e)
    s
}
for (k in 1:8) print(loop3(1:5))
print(loop3(c(1L, 300L)))
print(loop3(c(1.5, 2.5)))
nest <- function(x) h(x) * 2L
loop4 <- function(v) {
    s <- 0
    for (e in v) s <- s + nest(e)
    s
}
for (k in 1:8) print(loop4(1:5))
print(loop4(c(2L, 500L)))
