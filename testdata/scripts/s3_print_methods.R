# print methods are used by explicit print() and by auto-printing.
print.employee <- function(x, ...) {
  cat("Employee:", x$name, "aged", x$age, "\n")
  invisible(x)
}
p <- structure(list(name = "Ada", age = 36), class = "employee")
p
print(p)
q <- print(p)
identical(p, q)

# Auto-printing of a function's classed result.
make_employee <- function(name, age) structure(list(name = name, age = age), class = "employee")
make_employee("Alan", 41)
invisible(make_employee("Hidden", 1))
(make_employee("Shown", 2))

# print methods see extra arguments.
print.verbose <- function(x, prefix = "value:", ...) {
  cat(prefix, unclass(x), "\n")
  invisible(x)
}
v <- structure(1:3, class = "verbose")
v
print(v, prefix = "custom:")
print(v, "positional:")

# A print method can delegate to print.default via NextMethod.
print.tagged <- function(x, ...) {
  cat("<tagged>\n")
  NextMethod()
}
structure(c(1.5, 2.5), class = "tagged")
structure(c(a = 1L, b = 2L), class = "tagged", note = "hi")

# Classed elements of a list are printed with their methods.
list(first = p, second = 2)
list(p, v)

# print.default can be called directly.
print.default(p)
print.default(v)

# A print method returning its argument invisibly does not print twice.
print.twice <- function(x, ...) { cat("printing twice-class\n"); x }
t2 <- structure(1, class = "twice")
t2
print(t2)
