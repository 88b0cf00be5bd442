# eval() of the same call object many times, and of calls changed
# between evaluations (the code of a call must follow its changes).
f <- function(n) {
    s <- 0
    for (i in 1:n) {
        local({ t <- i })
        s <- s + eval(quote(i * 2))
    }
    s
}
print(f(10))
e <- quote(x + 1); x <- 1
print(eval(e))
e[[1]] <- as.name("-")
print(eval(e))
g <- function() {
    e <- quote(a * 2); a <- 3
    r1 <- eval(e)
    e[[3]] <- 10
    r2 <- eval(e)
    c(r1, r2)
}
print(g()); print(g())
calls <- list(quote(a + b), quote(a * b))
a <- 2; b <- 5
for (k in 1:3) for (cl in calls) print(eval(cl))
h <- function(cl) { cl[[2]] <- 100; eval(cl) }
print(h(calls[[1]])); print(eval(calls[[1]]))
body(f)[[2]] <- quote(s <- 1000)
print(f(2))
ex <- expression(a - b, a / b)
for (k in 1:2) print(sapply(ex, eval))
