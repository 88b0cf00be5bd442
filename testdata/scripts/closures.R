make_counter <- function() {
  i <- 0
  function() {
    i <<- i + 1
    i
  }
}
counter <- make_counter()
counter()
counter()
print(counter())
add <- function(x, y = 10) x + y
add(1)
add(1, 2)
add(y = 3, x = 4)
add(y = 5, 6)
f <- function(n) if (n <= 1) n else f(n - 1) + f(n - 2)
f(15)
g <- function(a, b) { if (missing(b)) a else a * b }
