# Builtin call speculation: a call of a base builtin by its name is
# compiled to a direct call of the builtin, guarded by the name still
# meaning the base function. Defining a function of that name later
# (here in the global environment, after the caller was compiled) must
# be seen by the compiled caller.

n_of <- function(x) length(x) + 1L
roots <- function(v) {
    s <- 0
    for (e in v) s <- s + sqrt(e)
    s
}
for (k in 1:6) {
    print(n_of(1:k))
    print(roots(c(1, 4, 9, k)))
}

length <- function(x) 99
print(n_of(1:3))
print(roots(c(1, 4)))
sqrt <- function(x) -1
print(roots(c(1, 4, 9)))
rm(length)
print(n_of(1:3))
rm(sqrt)
print(roots(c(1, 4, 9)))

# masking by a local variable that is not a function is skipped, as R
# skips non-function bindings in call position
m <- function(x) {
    max <- 3
    max(x, max)
}
for (k in 1:5) print(m(k))

# errors and warnings of a directly called builtin name its call
w <- function(x) sqrt(x)
for (k in 1:4) print(w(k))
print(w(-1))
e <- function(x) log(x, base = "a")
for (k in 1:2) print(tryCatch(e(k), error = function(err) conditionCall(err)))
r <- function(x) rep(x, times = -1)
res <- tryCatch(r(1), error = function(err) err)
print(conditionCall(res))
print(conditionMessage(res))

# visibility as R: a call of invisible() leaves the value invisible
inv <- function(x) invisible(x)
for (k in 1:4) inv(k)
vis <- function(x) abs(x)
for (k in 1:4) vis(-k)
inv(5)
vis(-5)

# arguments of a builtin are evaluated in order, once each
cnt <- 0
tick <- function() { cnt <<- cnt + 1; cnt }
pair <- function() c(tick(), tick() * 10, tick() * 100)
for (k in 1:4) print(pair())
