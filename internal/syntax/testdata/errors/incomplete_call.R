x <- 1
f(a,
  b
