# printing from inside functions and loops
f <- function(x) {
  print(x)
  print(x * 2)
  x
}
y <- f(1:3)
y
for (i in 1:3) i
for (i in 1:3) print(i)
g <- function() {
  print("inside")
  invisible(42)
}
g()
z <- g()
z
h <- function(v) { v }
h(c(a = 1))
sapply(1:3, function(i) { print(i); i^2 })
local({ a <- 5; print(a); a + 1 })
k <- function() for (i in 1:2) print(list(i))
k()
