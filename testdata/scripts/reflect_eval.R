# eval with environments, lists, enclos, numbers and expression vectors
x <- "global x"
ex <- quote(x)
print(eval(ex))
e <- new.env()
assign("x", "env x", envir = e)
print(eval(ex, e))
print(eval(ex, list(x = "list x")))
print(eval(quote(x + y), list(x = 1, y = 2)))
y <- 100
print(eval(quote(x + y), list(x = 1)))
f <- function() { y <- 5; eval(quote(x + y), list(x = 1)) }
print(f())
g <- function() { y <- 7; eval(quote(x + y), list(x = 1), enclos = globalenv()) }
print(g())
print(eval(quote(x), NULL, e))
exprs <- expression(a <- 1, b <- a + 1, b * 10)
print(eval(exprs))
print(a)
print(eval(expression()))
print(eval(3))
print(eval("text"))
h <- function() { loc <- "h local"; eval(quote(loc)) }
print(h())
k <- function() { loc <- "k local"; inner() }
inner <- function() eval(quote(loc), parent.frame())
print(k())
r <- function() { eval(quote(return("from eval"))); "after eval" }
print(r())
r2 <- function() { v <- eval(quote(return(1)), new.env()); v + 1 }
print(r2())
s <- function() { eval(quote(zz <- "assigned")); zz }
print(s())
print(exists("zz"))
ev <- function() evalq(w <- 5, new.env())
print(ev())
print(exists("w"))
print(evalq(x, e))
v <- eval(quote(invisible(9)))
print(v)
eval(quote(invisible(9)))
eval(quote(1 + 1))
num <- function() { here <- "num frame"; sub() }
sub <- function() eval(quote(here), sys.frame(1))
r <- num(); print(r)
lst <- list(p = 2, q = 3)
print(eval(quote(p^q), lst))
print(eval(quote(eval(quote(x), e))))
print(eval(quote(exists("undefined_variable"))))
