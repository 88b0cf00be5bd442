# user redefinitions of operators and syntax functions are respected
print(1 + 2)
`+` <- function(e1, e2) { cat("my plus\n"); base::`+`(e1, e2) * 10 }
print(1 + 2)
f <- function(a, b) a + b
print(f(1, 1))
rm(`+`)
print(1 + 2)
print(f(1, 1))
g <- function() { `-` <- function(e1, e2) "local minus"; 5 - 3 }
print(g())
print(5 - 3)
`if` <- function(cond, yes, no) { cat("my if\n"); "replaced" }
r <- if (TRUE) "original"
print(r)
rm(`if`)
r <- if (TRUE) "original"
print(r)
h <- function(x) { `[` <- function(x, i) "local bracket"; x[1] }
print(h(1:3))
print((1:3)[1])
`(` <- function(x) { cat("paren called\n"); x * 2 }
print((21))
rm(`(`)
print((21))
k <- function() { `{` <- function(...) "braces replaced"; { 1; 2 } }
print(k())
print({ 1; 2 })
`*` <- function(e1, e2) paste0_like(e1, e2)
paste0_like <- function(a, b) c(a, b)
print(3 * 4)
rm(`*`)
print(3 * 4)
`==` <- function(e1, e2) TRUE
print(1 == 2)
rm(`==`)
print(1 == 2)
m <- function() { `<-` <- function(x, value) cat("assignment intercepted\n"); y <- 5; exists("y", inherits = FALSE) }
print(m())
loopy <- function() { `for` <- function(var, seq, body) "no loop"; for (i in 1:3) print(i) }
print(loopy())
