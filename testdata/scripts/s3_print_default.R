# print.default shows the class attribute of objects without a method.
structure(1:3, class = "noprint")
structure(c(1.5, NA, 3), class = c("one", "two"))
structure("text", class = "strclass")
structure(TRUE, class = "flag", extra = "more")
structure(list(a = 1, b = "two"), class = "rec")
structure(list(1, list(2, 3)), class = "nested")
structure(list(), class = "empty")
structure(character(0), class = "nothing")
structure(c(x = 1, y = 2), class = "named")

# unclass gives the plain object back.
r <- structure(list(a = 1, b = "two"), class = "rec")
unclass(r)
unclass(structure(1:3, class = "noprint", other = "kept"))
unclass(1:3)

# Attributes of attributes are tagged with their path.
x <- structure(1, class = "a", meta = structure(2, inner = "deep"))
x
y <- structure(1:2, first = structure("f", second = structure("s", third = 3)))
y

# Lists with attributes.
structure(list(1, "a"), myattr = c(TRUE, FALSE))
list(a = structure(1:2, note = "x"), b = list(c = structure("z", u = 1)))
