# "could not find function" is reported against the failing call itself
f <- function() undefined_fn(1)
tryCatch(f(), error = function(e) cat(deparse(conditionCall(e)), "\n"))
g <- function(h) h(2)
tryCatch(g(function(e) undefined_fn2(e)), error = function(e) cat(deparse(conditionCall(e)), "\n"))
r <- try(f(), silent = TRUE)
cat(r)
(function(e) undefined_fn3(e))(1)
