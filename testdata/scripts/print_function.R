# printing closures (Rscript does not keep source: deparsed)
f <- function(x, y = 2) {
  # a comment that is dropped
  x + y
}
f
g <- function(a) a * 2
g
function(x, ...) NULL
h <- function(n = c(1, 2), s = "str", flag = TRUE) {
  if (flag) {
    for (i in seq_len(n)) print(i)
  } else {
    while (FALSE) next
  }
  invisible(s)
}
h
print(h, useSource = FALSE)
k <- local(function() 1)
environment(k) <- globalenv()
k
list(f = function(x) x)
compose <- function(f, g) function(x) f(g(x))
fg <- compose(sqrt, abs)
body(fg)
formals(h)
function() {}
function(x) if (x) "yes" else "no"
