# Default arguments and missing() in compiled and inlined callees: a
# version for calls that leave a formal out binds it to a promise of its
# default made right after the environment; missing() of a variable is
# answered from what the formal is bound to where that is known.

add <- function(x, y = 1) x + y
scale <- function(x, by) if (missing(by)) x else x * by
step <- function(acc, i, w, neg = FALSE) {
    v <- if (missing(w)) scale(i) else scale(i, by = w)
    if (neg) acc - v else add(acc, v)
}
run <- function(n) {
    s <- 0
    for (i in 1:n) {
        s <- add(s)
        s <- step(s, i, 2)
        s <- step(s, i, neg = TRUE, w = 1)
        s <- step(s, i)
        s <- add(s, scale(1))
    }
    s
}
for (k in 1:6) print(run(20L))

# A default with a side effect runs once, when it is first needed, and
# not at all when it is not; after a deoptimisation too.
noisy <- function(x, y = { cat("default of y\n"); 10 }) {
    if (x > 5) x + y else x
}
outer <- function(v) {
    r <- 0
    for (e in v) r <- r + noisy(e)
    r
}
for (k in 1:4) print(outer(1:3))
print(outer(c(1, 7, 2, 9)))
print(outer(c(1L, 8L)))

# missing() through promises of missing arguments, of defaults, after
# an assignment, and of an argument given as an expression.
m1 <- function(a) missing(a)
m2 <- function(b) m1(b)
m3 <- function(c = 2) m1(c)
m4 <- function(d) { d <- 1; missing(d) }
m5 <- function(e) m1(e + 1)
chk <- function(n) {
    out <- logical(0)
    for (i in 1:n) out <- c(out, m2(), m2(i), m3(), m3(i), m4(), m5(i))
    out
}
for (k in 1:4) print(chk(1L))
print(chk(2L))

# A default that refers to another argument and to a local variable.
lazy <- function(n, by = n * k) { k <- 3; by }
uselazy <- function(v) {
    s <- 0
    for (e in v) s <- s + lazy(e) + lazy(e, 1)
    s
}
for (k in 1:5) print(uselazy(1:4))

# A default that is never forced would be an error.
boom <- function(x, y = stop("forced y")) x * 2
useboom <- function(v) {
    s <- 0
    for (e in v) s <- s + boom(e)
    s
}
for (k in 1:5) print(useboom(1:3))

# sys.function() and sys.call() in a default's code see the callee.
who <- function(x, f = sys.call()) f
usewho <- function(n) { r <- NULL; for (i in 1:n) r <- who(i); r }
for (k in 1:4) print(usewho(2L))
