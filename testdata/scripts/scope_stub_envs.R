# A callee that only sometimes writes into its caller's frame: the
# optimised caller trusts its registers after the call only while the
# frame was not reached, and must see the write when it was.
g <- function(k) if (k) assign("x", 100, envir = parent.frame())
f <- function(k) {
    x <- 1
    y <- 2
    g(k)
    y <- x + 5
    x <- y * 2
    x + y
}
for (i in 1:300) r <- f(FALSE)
print(r); print(f(TRUE)); print(f(FALSE))

# The same inside a loop.
h <- function(n, at) {
    s <- 0
    for (i in seq_len(n)) {
        s <- s + i
        g(i == at)
        if (exists("x", inherits = FALSE)) { s <- s + x; rm(x) }
    }
    s
}
for (i in 1:200) r <- h(5L, 0L)
print(r); print(h(5L, 3L)); print(h(5L, 0L))

# A callee reading (not writing) the caller's variables.
peek <- function(name) get(name, envir = parent.frame())
p <- function(n) {
    acc <- 0
    for (i in seq_len(n)) {
        acc <- acc + i
        v <- peek("acc")
        if (v != acc) stop("stale")
    }
    acc
}
for (i in 1:100) r <- p(10L)
print(r)

# A callee changing the loop accumulator through sys.frames().
bump <- function() {
    fr <- sys.frames()
    e <- fr[[length(fr) - 1L]]
    e$acc <- e$acc + 1000
}
q <- function(n, every) {
    acc <- 0
    for (i in seq_len(n)) {
        acc <- acc + 1
        if (i %% every == 0L) bump()
    }
    acc
}
for (i in 1:100) r <- q(20L, 1000L)
print(r); print(q(20L, 5L)); print(q(20L, 1000L))

# environment() taken once, written later
w <- function(n) {
    e <- environment()
    z <- 0
    for (i in seq_len(n)) {
        z <- z + 1
        if (i == 2L) assign("z", 50, envir = e)
    }
    z
}
for (i in 1:100) r <- w(1L)
print(r); print(w(4L))
