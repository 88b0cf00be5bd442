# toString
toString(1:5)
toString(c("a", "b"))
toString(c("a", "b"), collapse = "; ")
toString(c(1.5, 2, NA))
toString(1:100, width = 20)
toString(1:100, width = 3)
toString(list(1, "a"))
toString(character(0))
toString(NULL)
toString(c(TRUE, FALSE))
toString(pi)
toString(1e6)
x <- toString(letters)
nchar(x)
x
r <- tryCatch(toString(1:3, width = -1), error = function(e) conditionMessage(e)); r
