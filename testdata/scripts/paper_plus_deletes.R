# Introduction of the paper: g <- function(x) x+x, where evaluating the
# argument or calling `+` can change which x the second lookup sees
g <- function(x) x+x
print(g(2))
del <- function() { rm("x", envir = sys.frame(-1)); 21 }
r <- tryCatch(g(del()), error = function(e) conditionMessage(e))
print(r)
x <- 1000
print(g(del()))
rm(x)
`+` <- function(e1, e2) { rm("x", envir = parent.frame()); base::`+`(e1, e2) }
h <- function(x) x + x
r <- tryCatch(h(5), error = function(e) conditionMessage(e))
print(r)
h2 <- function(x) { force(x); x + x }
r <- tryCatch(h2(5), error = function(e) conditionMessage(e))
print(r)
x <- 1
print(h(5))
print(exists("x"))
k <- function(x) { force(x); a <- x + x; c(a, exists("x", inherits = FALSE)) }
print(k(5))
rm(`+`)
print(h(5))
f <- function(x) x
print(f(7))
swap <- function() { assign("x", 1, envir = sys.frame(-1)); 100 }
g2 <- function(x) x + x
print(g2(swap()))
h(5)
h(del())
