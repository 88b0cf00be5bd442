# expression vectors
expression(a, b + 1)
expression()
expression(1, "a", TRUE)
expression(x <- 1, f(y))
e <- expression(sin(pi), cos(0))
e
e[[1]]
length(e)
expression(a = 1, b = x + y)
