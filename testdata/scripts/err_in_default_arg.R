# errors raised while evaluating default arguments
f <- function(x, n = stop("n is required when x is long")) if (x > 3) x + n else x
print(f(1))
print(f(5, 1))
r <- tryCatch(f(5), error = function(e) conditionMessage(e))
print(r)
g <- function(a = undefined_default) a
r <- tryCatch(g(), error = function(e) conditionMessage(e))
print(r)
h <- function(v = log_like(-1)) v
log_like <- function(x) { if (x < 0) warning("negative input"); x }
print(h())
f(10)
