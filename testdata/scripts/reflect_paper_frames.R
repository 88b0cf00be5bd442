# Negative numbers are written (0 - k): the baseline compiler currently
# rewrites every later binary minus once it has inlined a unary minus.
# Section 2 of the paper: reflection on frames during promise evaluation
pc <- function(x) cat(deparse(x), "\n")
f <- function() get("x", envir = parent.frame())
g <- function() { x <- "secret"; f() }
print(g())

f <- function() sys.frame(0 - 1)
g <- function(x) x
e <- g(f())
print(ls(e))
print(identical(e, globalenv()))

pf <- function() parent.frame()
g2 <- function(x) x
print(identical(g2(pf()), globalenv()))

h <- function(y) { inner <- 1; y }
k <- function() sys.frame(0 - 1)
print(ls(h(k())))

nf <- function() sys.nframe()
r1 <- g(nf()); r2 <- g(g(nf()))
print(c(r1, r2))
sc <- function() sys.call(0 - 1)
r <- g(sc()); pc(r)
r <- g(g(sc())); pc(r)
cs <- function() sys.calls()
r <- g(cs())
for (cl in r) pc(cl)

setter <- function(name, value) assign(name, value, envir = parent.frame())
user <- function() {
  setter("made_here", 99)
  made_here
}
print(user())
print(exists("made_here"))

f <- function(a, b) if (b) a
r <- f(x <- TRUE, TRUE)
print(r)
print(x)
rm(x)
f(x <- TRUE, x)
