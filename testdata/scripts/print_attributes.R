# attributes printed after the value
structure(1:3, foo = "bar")
structure(1:3, foo = "bar", baz = 1:2)
structure(c(a = 1, b = 2), note = "named")
x <- structure(1:3, foo = structure(4, baz = 5))
x
structure("a", class2 = "k")
print(structure(1:3, class = "myclass"))
print.default(structure(1:3, class = "myclass"))
structure(TRUE, flag = NA)
y <- 1:5
attr(y, "description") <- "first five"
y
attr(y, "description") <- NULL
y
structure(1:2, a = NULL)
structure(list(1), f = function(x) x)
