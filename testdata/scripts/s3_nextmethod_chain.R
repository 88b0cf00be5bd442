# NextMethod walks the rest of the class vector, then the default.
hello <- function(x, ...) UseMethod("hello")
hello.default <- function(x, ...) {
  cat("default\n")
  print(.Class)
  invisible("done")
}
hello.c <- function(x, ...) {
  cat("c\n")
  print(.Class)
  NextMethod()
}
hello.b <- function(x, ...) {
  cat("b\n")
  print(.Class)
  r <- NextMethod()
  cat("back in b\n")
  r
}
hello.a <- function(x, ...) {
  cat("a\n")
  print(.Class)
  NextMethod()
}
obj <- structure(1, class = c("a", "b", "c"))
hello(obj)
res <- hello(obj)
res

# Skipping classes without methods.
obj2 <- structure(2, class = c("a", "x", "c", "y"))
hello(obj2)

# Dispatch starting in the middle of the vector.
obj3 <- structure(3, class = c("q", "b", "r"))
hello(obj3)

# Implicit classes take part in NextMethod too.
num <- function(x) UseMethod("num")
num.integer <- function(x) { cat("integer\n"); print(.Class); NextMethod() }
num.numeric <- function(x) { cat("numeric\n"); print(.Class); NextMethod() }
num.default <- function(x) { cat("default\n"); print(.Class); x }
num(5L)
num(5)

# The value of a method chain is built on the way back.
wrap <- function(x) UseMethod("wrap")
wrap.default <- function(x) "x"
wrap.inner <- function(x) c("inner", NextMethod())
wrap.outer <- function(x) c("outer", NextMethod())
wrap(structure(1, class = c("outer", "inner")))
wrap(structure(1, class = "inner"))
