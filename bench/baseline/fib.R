# Function calls: naive recursive Fibonacci.
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
run <- function(n) fib(n)
N <- 25
