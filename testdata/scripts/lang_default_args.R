# default arguments are promises evaluated lazily in the callee's environment
f <- function(x, y = x * 2) { x <- x + 1; y }
print(f(1))
g <- function(a, b = a) { a <- 10; b }
print(g(1))
h <- function(n, m = len) { len <- n * 3; m }
print(h(4))
k <- function(x = y, y = 2) x + y
print(k())
print(k(1))
print(k(y = 5))
circ <- function(a = b, b = a) a
r <- tryCatch(circ(), error = function(e) conditionMessage(e))
print(r)
side <- function(x = { cat("default evaluated\n"); 7 }) { cat("before use\n"); x + x }
print(side())
print(side(1))
unused <- function(x = stop("never evaluated")) "fine"
print(unused())
lateref <- function(a = b + 1) { b <- 41; a }
print(lateref())
rd <- function(a = missing_var) { missing_var <- "found later"; a }
print(rd())
counter <- 0
d2 <- function(x = { counter <<- counter + 1; counter }) c(x, x, x)
print(d2())
print(counter)
dflt_fn <- function(fn = function(v) v * 100) fn(3)
print(dflt_fn())
print(dflt_fn(function(v) -v))
chain <- function(a = 1, b = a + 1, c = b + 1, d = c + 1) c(a, b, c, d)
print(chain())
print(chain(10))
print(chain(b = 0))
print(chain(d = 0, a = 5))
env_default <- function(e = environment()) exists("e", envir = e, inherits = FALSE)
print(env_default())
