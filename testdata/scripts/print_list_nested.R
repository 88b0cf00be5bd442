# nested lists: $a$b and [[1]][[2]] tags
list(a = list(b = list(c = 1)))
list(list(1, list(2, 3)))
list(a = list(1, b = 2), list(c = "x"))
x <- list(level1 = list(level2 = list(level3 = "bottom", other = 1:3)), top = TRUE)
x
x$level1
list(a = list(), b = list(c = list()))
l <- list(1, list(2, list(3, list(4))))
l
str <- list(x = list(y = c(a = 1, b = 2)))
str
