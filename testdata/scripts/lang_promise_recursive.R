# a promise that needs its own value: "promise already under evaluation"
f <- function(x = x) x
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
g <- function(a = b, b = a) a + b
r <- tryCatch(g(), error = function(e) conditionMessage(e))
print(r)
h <- function(n = n + 1) n
r <- tryCatch(h(), error = function(e) conditionMessage(e))
print(r)
print(h(5))
self <- function() { delayedAssign("p", p + 1); p }
r <- tryCatch(self(), error = function(e) conditionMessage(e))
print(r)
ok <- function(x = y * 2, y = 3) x
print(ok())
