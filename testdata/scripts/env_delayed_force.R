# delayedAssign, force, forceAndCall, identity
delayedAssign("lazy", {cat("evaluating lazy\n"); 42})
cat("before\n")
print(lazy)
print(lazy)
msg <- "first"
delayedAssign("cap", msg)
msg <- "second"
print(cap)
e <- new.env()
delayedAssign("v", a + 1, eval.env = list2env2 <- new.env(), assign.env = e)
assign("a", 10, envir = list2env2)
print(get("v", envir = e))
f <- function(x) { force(x); function() x }
fs <- list()
for (i in 1:3) fs[[i]] <- f(i)
print(fs[[1]]())
print(fs[[3]]())
g <- function(x) function() x
gs <- list()
for (i in 1:3) gs[[i]] <- g(i)
print(gs[[1]]())
print(identity(5))
print(identity(NULL))
print(is.function(identity))
h <- function(a, b) { cat("in h\n"); a }
forceAndCall(1, h, {cat("forcing a\n"); 1}, {cat("forcing b\n"); 2})
k <- function(...) forceAndCall(2, function(p, q) "done", ...)
print(k({cat("p\n"); 1}, {cat("q\n"); 2}))
print(force(3))
d <- function() { delayedAssign("w", stop("never")); "ok" }
print(d())
delayedAssign("boom", stop("forced a bad promise"))
cat("not yet\n")
boom
