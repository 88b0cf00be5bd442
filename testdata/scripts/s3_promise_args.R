# The method receives the generic's promises: evaluated at most once.
log_eval <- function(v, label) { cat("evaluating", label, "\n"); v }
f <- function(x, y) UseMethod("f")
f.default <- function(x, y) {
  cat("in method\n")
  x + y
}
f(log_eval(1, "x"), log_eval(2, "y"))

# An argument never used is never evaluated.
g <- function(x, unused) UseMethod("g")
g.default <- function(x, unused) "did not touch unused"
g(1, stop("should not be evaluated"))

# The dispatch object is forced once, by the dispatch.
h <- function(obj, extra) UseMethod("h")
h.thing <- function(obj, extra) {
  cat("method for thing\n")
  extra
}
h(log_eval(structure(1, class = "thing"), "obj"), log_eval("extra value", "extra"))

# Default arguments of the method are evaluated in the method.
k <- function(x, ...) UseMethod("k")
k.default <- function(x, scale = 10, ...) x * scale
k(2)
k(2, scale = 3)
k(2, 4)

# Arguments in ... reach the method.
m <- function(x, ...) UseMethod("m")
m.default <- function(x, ...) list(...)
m(1, 2, b = 3)
