# unclass() removes the class attribute only.
x <- structure(list(a = 1, b = "text"), class = "rec")
x
ux <- unclass(x)
ux
class(ux)
class(x)
y <- structure(c(a = 1, b = 2), class = "k", units = "m")
unclass(y)
class(unclass(structure(1:6, dim = 2:3, class = "mat")))
unclass(1:3)
unclass(NULL)
unclass(list(1, "a"))
unclass("plain")
# unclass of a nested classed list keeps the inner classes.
inner <- structure(1, class = "inner")
outer <- structure(list(inner, 2), class = "outer")
u <- unclass(outer)
class(u)
class(u[[1]])
print.inner <- function(x, ...) { cat("<inner>\n"); invisible(x) }
u
unclass(2, 3)
