# warnings pending when an error ends the script are printed after it
f <- function() { warning("first warning"); 1 }
g <- function() { f(); warning("second warning"); stop("fatal error in g") }
x <- f()
print(x)
g()
