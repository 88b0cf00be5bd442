# A small program for the experiments test: default arguments (promises
# made by the callee's environment), a promise passed on, and a
# recursive function.
scale <- function(x, by = 2) x * by
twice <- function(f, x) f(f(x))
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
acc <- 0
for (i in 1:200) acc <- acc + twice(scale, i) + scale(i, 3)
cat(acc, fib(12), "\n")
