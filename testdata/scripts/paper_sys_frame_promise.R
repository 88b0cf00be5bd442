# Section 2: sys.frame(-1) inside a promise reaches the forcing frame
f <- function() sys.frame(-1)
g <- function(x) x
e <- g(f())
print(class(e))
print(ls(e))
print(identical(e, globalenv()))
g2 <- function(x) { marker <- "in g2"; x }
e2 <- g2(f())
print(ls(e2))
print(get("marker", envir = e2))
pf <- function() parent.frame()
print(identical(g(pf()), globalenv()))
n <- function() sys.nframe()
print(g(n()))
print(g(g(n())))
h <- function() { local_h <- 1; g(f()) }
print(ls(h()))
