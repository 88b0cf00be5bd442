f(a <- b = c)
