# Call-target speculation on closures: a call site that always saw one
# closure is compiled to a direct call of it, guarded by the callee; the
# guard must fail, and the call still go to the new function, when the
# binding changes between calls.

sq <- function(x) x * x
use <- function(n) {
    s <- 0
    for (i in 1:n) s <- s + sq(i)
    s
}
for (k in 1:5) print(use(10))

# redefine the callee between calls of the compiled caller
sq <- function(x) -x
print(use(10))
sq <- function(x, y = 2) x^y + 1
print(use(10))

# a local binding masks the global one
use2 <- function(n, local) {
    if (local) sq <- function(x) 1000
    sq(n)
}
for (k in 1:5) print(use2(3, FALSE))
print(use2(3, TRUE))
print(use2(3, FALSE))

# the callee changes inside the loop of the compiled caller
flip <- function(n) {
    out <- numeric(n)
    for (i in 1:n) {
        out[i] <- f(i)
        if (i == 3) f <<- function(x) x * 100
    }
    out
}
for (k in 1:4) {
    f <- function(x) x + 0.5
    print(flip(5))
}

# a callee that is a builtin sometimes and a closure other times
pick <- function(g, x) g(x)
for (k in 1:5) print(pick(sqrt, 16))
print(pick(function(x) x * 2, 16))
print(pick(length, 1:7))

# errors raised in a directly called closure keep their call
bad <- function(x) stop("bad value: ", x)
callbad <- function(x) bad(x)
for (k in 1:4) print(tryCatch(callbad(k), error = function(e) conditionMessage(e)))
res <- tryCatch(callbad(9), error = function(e) e)
print(conditionCall(res))
