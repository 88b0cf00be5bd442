f <- function(x) x + undefined_var
r <- 1
r
f(1)
print("not reached")
