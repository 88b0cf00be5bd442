# UseMethod does not return: the generic exits with the method's value.
f <- function(x) {
  cat("before UseMethod\n")
  UseMethod("f")
  cat("after UseMethod: never printed\n")
  "not this"
}
f.default <- function(x) {
  cat("in the method\n")
  "method value"
}
f(1)
r <- f(2)
r

# return() in a method returns from the method, and so from the generic.
g <- function(x) { UseMethod("g"); 99 }
g.default <- function(x) {
  if (x > 0) return("positive")
  "not positive"
}
g(1)
g(0)

# The generic's evaluation of the argument before dispatch is kept.
count <- 0
h <- function(x) {
  cat("generic sees", x, "\n")
  UseMethod("h")
}
h.default <- function(x) {
  cat("method sees", x, "\n")
  x
}
h({ count <- count + 1; count })
count

# Dispatch on the original argument, even when the generic reassigns it.
k <- function(x) {
  x <- structure(1, class = "zz")
  UseMethod("k")
}
k.zz <- function(x) "zz method"
k.default <- function(x) "default method"
k(1)

# An explicit object to dispatch on.
p <- function(x, y) UseMethod("p", y)
p.character <- function(x, y) cat("dispatched on y:", y, "\n")
p.default <- function(x, y) cat("default\n")
p(1, "a")
p("a", 1)

# Generics whose first formal is ... dispatch on the first argument.
d <- function(...) UseMethod("d")
d.character <- function(...) "character first"
d.default <- function(...) "other first"
d("a", 1)
d(1, "a")
d()

# A named argument matching the first formal is the dispatch object.
n <- function(x, y) UseMethod("n")
n.character <- function(x, y) "x is character"
n.default <- function(x, y) "x is not character"
n(y = 1, x = "a")
n(y = "a", x = 1)
