m <- matrix(1:4, 2)
attr(m, "foo") <- "bar"
m
attributes(m)
x <- structure(1:6, dim = 2:3, note = c(1, 2))
x
attributes(x)
m <- matrix(list(1, "a", TRUE, NULL), 2)
m
matrix(list(1:3, "a", c(1.5, 2), list(1, 2)), 2)
