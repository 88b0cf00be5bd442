# Micro: function calls, naive doubly recursive Fibonacci.

fib <- function(n) if (n < 2L) n else fib(n - 1L) + fib(n - 2L)

execute <- function(n) fib(n)

verifyResult <- function(result, n) {
    a <- 0
    b <- 1
    for (i in seq_len(n)) {
        t <- a + b
        a <- b
        b <- t
    }
    result == a
}
