# invisible results are not auto-printed
invisible(5)
(invisible(5))
x <- 10
(x <- 11)
x = 12
f <- function() invisible("hidden")
f()
(f())
print(f())
v <- print("printed once")
v
assign("a", 3)
if (FALSE) 1
y <- if (TRUE) invisible(7)
y
g <- function() { r <- 1:3; r }
g()
NULL
