# delayedAssign: a promise bound directly into an environment
delayedAssign("p", { cat("forcing p\n"); 1 + 1 })
cat("p not yet forced\n")
print(p + p)
f <- function() {
  delayedAssign("q", { cat("forcing q\n"); "q value" })
  cat("in f\n")
  q
}
print(f())
e <- new.env()
delayedAssign("lazy", stop("never forced"), assign.env = e)
print(exists("lazy", envir = e))
print(ls(e))
x <- 1
delayedAssign("snap", x)
x <- 2
print(snap)
x <- 3
print(snap)
g <- function() {
  delayedAssign("a", b * 10)
  b <- 4
  a
}
print(g())
h <- function() {
  delayedAssign("chg", assign("flag", "set by promise", envir = parent.frame()))
  chg
}
r <- h()
print(flag)
env <- new.env()
assign("k", 7, envir = env)
delayedAssign("fromenv", k * 2, eval.env = env)
print(fromenv)
delayedAssign("err", stop("deferred error"))
r <- tryCatch(err, error = function(e) conditionMessage(e))
print(r)
print(substitute(p2, list(p2 = 1)))
