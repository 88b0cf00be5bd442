# ... passing, ..1, ...length(), named dots
f <- function(...) list(...)
print(length(f())); print(length(f(1, 2, 3)))
print(names(f(a = 1, 2, b = 3)))
g <- function(...) f(...)
print(names(g(x = 1, y = 2)))
first <- function(...) ..1
second <- function(...) ..2
print(first(10, 20, 30)); print(second(10, 20, 30))
r <- tryCatch(second(1), error = function(e) conditionMessage(e))
print(r)
n <- function(...) ...length()
print(n()); print(n(1, , 3)); print(n(NULL, NULL))
el <- function(i, ...) ...elt(i)
print(el(2, "a", "b", "c"))
nm <- function(...) ...names()
print(nm(a = 1, 2, c = 3))
mid <- function(a, ..., z = "zdef") c(a = a, z = z, n = ...length())
print(mid(1, 2, 3)); print(mid(1, 2, z = "given")); print(mid(z = "zz", a = "aa"))
dotsum <- function(...) { s <- 0; for (v in list(...)) s <- s + v; s }
print(dotsum(1, 2, 3, 4))
wrap <- function(...) dotsum(..., 100)
print(wrap(1, 2))
lazy_dots <- function(...) "dots never forced"
print(lazy_dots(stop("no"), stop("never")))
force_second <- function(...) ..2
print(force_second(stop("not forced"), "second only"))
partial <- function(value, ...) value
print(partial(val = 5))
after_dots <- function(..., value) value
print(after_dots(1, 2, value = 3))
r <- tryCatch(after_dots(1, 2, val = 3), error = function(e) conditionMessage(e))
print(r)
pass_names <- function(...) { args <- list(...); for (k in names(args)) cat(k, "=", args[[k]], "\n") }
pass_names(alpha = 1, beta = "two", gamma = TRUE)
cat_dots <- function(...) cat(..., sep = "-")
cat_dots("a", "b", "c"); cat("\n")
dd <- function(...) substitute(list(...))
print(dd(x + y, z * 2))
