# Ops methods for comparison and arithmetic on a versioned class
ver <- function(major, minor) structure(list(major = major, minor = minor), class = "ver")
num <- function(v) v$major * 1000 + v$minor
Ops.ver <- function(e1, e2) {
  a <- if (inherits(e1, "ver")) num(e1) else e1
  b <- if (inherits(e2, "ver")) num(e2) else e2
  switch(.Generic,
    "<" = a < b, ">" = a > b, "==" = a == b, "!=" = a != b, "<=" = a <= b, ">=" = a >= b,
    stop("operator ", .Generic, " not supported for ver"))
}
format.ver <- function(x, ...) paste0(x$major, ".", x$minor)
print.ver <- function(x, ...) cat("<ver ", format(x), ">\n", sep = "")
a <- ver(1, 2); b <- ver(1, 10); c2 <- ver(2, 0)
print(a < b); print(b < a); print(a == ver(1, 2)); print(c2 >= b); print(a != a)
print(a > 1001)
print(3000 > c2)
a
print(list(a, b)[[2]])
r <- tryCatch(a + b, error = function(e) conditionMessage(e))
print(r)
vs <- list(c2, a, b)
best <- vs[[1]]
for (v in vs) if (v > best) best <- v
best
lowest <- vs[[1]]
for (v in vs) if (v < lowest) lowest <- v
print(format(lowest))
print(unclass(a))
a + b
