# Environments delayed into deopt branches must come back with exactly
# the bindings the function has at that point: a variable not bound yet
# stays unbound.
f <- function(a) {
    if (a > 1) x <- a * 2
    y <- a + 1
    if (a < 0 || a > 1000) {
        print(sort(ls()))
        print(exists("x", inherits = FALSE))
        if (a > 0) print(x)
        print(y)
    }
    y
}
r <- vapply(rep(0:3, 100), f, 0)
print(sum(r))
print(vapply(c(-1, 2000, 3), f, 0))

# Dead stores replayed where the interpreter takes over.
g <- function(n) {
    s <- 0
    t <- 1
    for (i in seq_len(n)) {
        s <- s + i
        t <- t * 2
        if (i > 500) {
            print(c(s = s, t = t, i = i))
            print(sort(ls()))
        }
    }
    s
}
print(vapply(rep(10L, 200), g, 0)[1])
print(vapply(c(501L), g, 0))

# A loop variable after an empty loop, in a function whose environment
# may be elided.
h <- function(n) {
    i <- 42
    for (i in seq_len(n)) i
    if (n > 100) print(i)
    is.null(i)
}
print(vapply(rep(0:2, 100), h, TRUE)[1:3])
print(vapply(c(101L, 0L), h, TRUE))
