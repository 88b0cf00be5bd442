x <- as.hexmode(255)
x
class(x)
unclass(x)
format.hexmode(x)
format.hexmode(as.hexmode(c(1, 16, 255)))
format.hexmode(as.hexmode(10), width = 4)
format.hexmode(as.hexmode(255), upper.case = TRUE)
print(as.hexmode(c(1L, 300L)))
as.hexmode("ff")
as.hexmode(c("a", "1F"))
as.hexmode(16L)
y <- as.hexmode(c(10L, NA, 255L))
format.hexmode(y)
as.character(as.hexmode(4095L))
r <- tryCatch(as.hexmode("zz"), error = function(e) conditionMessage(e))
r
r <- tryCatch(as.hexmode(1.5), error = function(e) conditionMessage(e))
r
