# attributes of lists and of their elements
structure(list(a = 1), foo = "bar")
structure(list(1, 2), meta = list(x = 1))
list(a = structure(1, foo = 2), b = 3)
structure(list(1, list(x = structure(2, bar = "z"))), top = TRUE)
list(a = list(b = structure(1:3, unit = "cm")))
structure(list(), note = "empty")
structure(1, foo = list(a = 1, b = structure(2, bar = 3)))
