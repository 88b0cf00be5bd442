# Builtins that are closures in GNU R have frames: tracebacks and
# parent.frame() see them.
f <- function(x) parent.frame()
e <- lapply(1, f)[[1]]
print(identical(e, globalenv()))
h <- function(x) if (x > 1) stop("too big: ", x) else x
print(sapply(1:1, h))
r <- tryCatch(vapply(1:3, h, 1), error = function(e) conditionMessage(e))
print(r)
g <- function() vapply(1:2, function(i) 1:2, 1)
r <- tryCatch(g(), error = function(e) conditionMessage(e))
cat(r, "\n")
k <- function() sapply(1:3, h)
k()
