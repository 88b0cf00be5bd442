# Ops methods receive unary minus, plus and ! with e2 missing
Ops.money <- function(e1, e2) {
  v1 <- unclass(e1)
  if (missing(e2)) {
    cat("unary", .Generic, "nargs =", nargs(), "\n")
    r <- switch(.Generic, "-" = -v1, "+" = v1, "!" = return(!v1), stop("unsupported unary op"))
    return(structure(r, class = "money"))
  }
  v2 <- unclass(e2)
  cat("binary", .Generic, "\n")
  structure(get(.Generic)(v1, v2), class = "money")
}
print.money <- function(x, ...) cat("$", unclass(x), "\n")
m <- structure(c(5, 10), class = "money")
-m
+m
print(!m)
-(-m)
m - m
-m + 1
x <- -m
print(class(x))
print(unclass(x))
neg <- function(v) -v
neg(m)
Ops.plain <- function(e1, e2) {
  cat("Ops.plain:", .Generic, if (missing(e2)) "(unary)" else "(binary)", "\n")
  NextMethod()
}
p <- structure(3, class = "plain")
r <- -p
print(unclass(r))
r <- p - 1
print(unclass(r))
r <- 10 - p
print(unclass(r))
r <- !structure(TRUE, class = "plain")
print(unclass(r))
