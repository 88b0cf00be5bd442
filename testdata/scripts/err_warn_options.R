# options(warn=1) prints immediately; warn=2 turns warnings into errors
f <- function(i) { warning("warning ", i); i }
options(warn = 1)
x <- f(1)
cat("after f(1)\n")
for (i in 2:3) f(i)
cat("after the loop\n")
options(warn = 0)
y <- f(4)
cat("deferred until the end of the call\n")
options(warn = 2)
r <- tryCatch(f(5), error = function(e) conditionMessage(e))
print(r)
g <- function() { f(6); cat("not reached\n") }
g()
