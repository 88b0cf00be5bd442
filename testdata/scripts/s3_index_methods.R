# Methods for [, [[ and $.
"[.myvec" <- function(x, i) {
  cat("[.myvec called\n")
  structure(unclass(x)[i], class = "myvec")
}
print.myvec <- function(x, ...) { cat("<myvec>", unclass(x), "\n"); invisible(x) }
v <- structure(c(10, 20, 30, 40), class = "myvec")
v[2]
v[c(1, 3)]
v[v > 15]
w <- v[2:3]
class(w)

"[[.myvec" <- function(x, i) {
  cat("[[.myvec called with", i, "\n")
  unclass(x)[[i]] * 100
}
v[[2]]

"$.record" <- function(x, name) {
  cat("looking up", name, "\n")
  unclass(x)[[name]]
}
r <- structure(list(alpha = 1, beta = "two"), class = "record")
r$alpha
r$beta
r$gamma

# Methods are not used on unclassed copies.
u <- unclass(r)
u$alpha

# NextMethod reaches the builtin.
"[.keep" <- function(x, i) {
  structure(NextMethod(), class = class(x))
}
print.keep <- function(x, ...) { cat("keep:", unclass(x), "\n"); invisible(x) }
k <- structure(c(a = 1, b = 2, c = 3), class = "keep")
k[2:3]
k["a"]
unclass(k[c(TRUE, FALSE, TRUE)])
"[[.keep" <- function(x, i) { cat("[[.keep\n"); NextMethod() }
k[[2]]
k[["c"]]
"$.rec2" <- function(x, name) { cat("$.rec2", name, "\n"); NextMethod() }
r2 <- structure(list(aa = 1, bb = 2), class = "rec2")
r2$bb
