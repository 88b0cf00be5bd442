# NextMethod passes the current values of the formals on.
g <- function(x, y, ...) UseMethod("g")
g.default <- function(x, y, ...) {
  cat("default: x =", unclass(x), " y =", y, "\n")
  extras <- list(...)
  if (length(extras)) {
    cat("extras:\n")
    print(extras)
  }
  invisible(NULL)
}
g.top <- function(x, y, ...) {
  y <- y * 10
  NextMethod()
}
g(structure(1, class = "top"), 2)
g(structure(1, class = "top"), y = 3)
g(structure(1, class = "top"), 4, 5, z = 6)

# Extra arguments given to NextMethod are appended.
g.more <- function(x, y, ...) NextMethod(extra = "yes")
g(structure(7, class = "more"), 8)

# A named argument of NextMethod replaces the one of the same name.
g.named <- function(x, y, ...) NextMethod(z = "replaced")
g(structure(9, class = "named"), 1, z = "original")

# Arguments are not evaluated twice.
counter <- 0
bump <- function(v) { counter <<- counter + 1; v }
h <- function(x, n) UseMethod("h")
h.default <- function(x, n) { cat("default n =", n, "\n"); n }
h.k <- function(x, n) { cat("k n =", n, "\n"); NextMethod() }
h(structure(0, class = "k"), bump(3))
counter

# A missing argument stays missing.
m <- function(x, opt) UseMethod("m")
m.default <- function(x, opt) missing(opt)
m.k <- function(x, opt) NextMethod()
m(structure(0, class = "k"))
m(structure(0, class = "k"), 1)

# Modifying the dispatch object changes what the next method sees.
u <- function(x) UseMethod("u")
u.default <- function(x) { cat("default sees", unclass(x), "\n"); invisible() }
u.k <- function(x) { x <- structure(unclass(x) + 100, class = "k"); NextMethod() }
u(structure(1, class = "k"))
