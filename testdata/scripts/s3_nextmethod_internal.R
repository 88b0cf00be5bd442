# NextMethod from methods for internal generics falls back to the builtin.
"[.units" <- function(x, i) {
  cat("subsetting units\n")
  structure(NextMethod(), units = attr_units(x), class = "units")
}
attr_units <- function(x) "kg"
print.units <- function(x, ...) {
  cat(unclass(x)[seq_along(x)], "(units)\n")
  invisible(x)
}
u <- structure(c(5, 6, 7), class = "units")
u[2]
u[c(3, 1)]

length.units <- function(x) {
  cat("length.units\n")
  NextMethod()
}
length(u)

"+.units" <- function(e1, e2) {
  cat("adding units\n")
  NextMethod()
}
r <- u + 1
unclass(r)
class(r)

"==.units" <- function(e1, e2) {
  cat("comparing units\n")
  NextMethod()
}
u == 6

c.units <- function(...) {
  cat("combining units\n")
  NextMethod()
}
c(u, 8)

"[[.units" <- function(x, i) {
  cat("element of units\n")
  NextMethod()
}
u[[3]]

# A print method falling back to print.default.
print.boxed <- function(x, ...) {
  cat("+-----+\n")
  NextMethod()
  cat("+-----+\n")
  invisible(x)
}
structure(c(1, 2), class = "boxed")
structure(list(a = "x"), class = "boxed")

# Chains mixing closures and the builtin.
"[.outer" <- function(x, i) { cat("[.outer\n"); NextMethod() }
"[.inner" <- function(x, i) { cat("[.inner\n"); NextMethod() }
o <- structure(c(9, 8, 7), class = c("outer", "inner"))
unclass(o[2])
