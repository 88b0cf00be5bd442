# Micro: code that reflects on its own frame in a loop (environment(),
# sys.function(), assign/get into the current environment, parent.frame),
# so that an optimiser must keep the environment and fail gracefully.

counter <- function(i) {
    e <- environment()
    assign("twice", i * 2, envir = e)
    f <- sys.function()
    k <- if (is.function(f)) 1 else 0
    get("twice", envir = e) + k
}

bump <- function() {
    p <- parent.frame()
    p$acc <- p$acc + 1
    invisible(NULL)
}

execute <- function(n) {
    acc <- 0
    s <- 0
    for (i in 1:n) {
        s <- s + counter(i)
        bump()
        local({ t <- i })
    }
    c(s, acc)
}

verifyResult <- function(result, n) result[1] == n * (n + 1) + n && result[2] == n
