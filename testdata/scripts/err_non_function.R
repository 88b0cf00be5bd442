# calling things that are not functions
x <- 5
r <- tryCatch(x(), error = function(e) conditionMessage(e))
print(r)
l <- list(f = 1)
r <- tryCatch(l$f(2), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch("notfn"(1), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch((1:3)(1), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(NULL(), error = function(e) conditionMessage(e))
print(r)
f <- function() { g <- 10; g(1) }
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
h <- function() { k <- 10; l$f(k) }
h()
