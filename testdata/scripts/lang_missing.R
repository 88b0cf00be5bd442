# missing(), including through chains of promises
f <- function(x) missing(x)
print(f()); print(f(1))
g <- function(y) f(y)
print(g()); print(g(2))
h <- function(z) g(z)
print(h()); print(h(3))
d <- function(a = 5) missing(a)
print(d()); print(d(5))
dd <- function(a = 5) { m <- missing(a); c(m, a) }
print(dd())
multi <- function(a, b, cc) c(missing(a), missing(b), missing(cc))
print(multi()); print(multi(1)); print(multi(, 2)); print(multi(cc = 3))
use_missing <- function(x) x
r <- tryCatch(use_missing(), error = function(e) conditionMessage(e))
print(r)
chain2 <- function(v) use_missing(v)
r <- tryCatch(chain2(), error = function(e) conditionMessage(e))
print(r)
assign_then <- function(x) { x <- 1; missing(x) }
print(assign_then())
dots_missing <- function(...) missing(...)
print(dots_missing()); print(dots_missing(1))
opt <- function(x, y) { if (missing(y)) x else x + y }
print(opt(1)); print(opt(1, 2))
wrap <- function(x, y) opt(x, y)
print(wrap(1)); print(wrap(1, 5))
r <- tryCatch(missing(foo), error = function(e) conditionMessage(e))
print(r)
m2 <- function(a) { b <- a_default <- missing(a); if (b) "no a" else a }
print(m2()); print(m2("an a"))
