# a promise is evaluated at most once; side effects happen on first force
noisy <- function(v) { cat("evaluating", v, "\n"); v }
twice <- function(x) { cat("start\n"); a <- x; b <- x; cat("end\n"); a + b }
print(twice(noisy(3)))
never <- function(x) "ignored"
print(never(noisy(4)))
order_ab <- function(a, b) { b; a; "done" }
print(order_ab(noisy("a"), noisy("b")))
order_ba <- function(a, b) { a; b; "done" }
print(order_ba(noisy("a"), noisy("b")))
nested <- function(x) inner(x)
inner <- function(y) { y; y; y }
print(nested(noisy("once through two frames")))
cnt <- 0
inc <- function() { cnt <<- cnt + 1; cnt }
f <- function(x) c(x, x, x)
print(f(inc()))
print(cnt)
g <- function(x) { cnt <<- 100; x }
print(g(cnt))
h <- function(x) { force(x); cnt <<- 200; x }
print(h(cnt))
cond <- function(flag, val) if (flag) val else "not forced"
print(cond(FALSE, noisy("skipped")))
print(cond(TRUE, noisy("used")))
delayedAssign("lazy", noisy("delayed"))
cat("before lazy\n")
print(lazy)
print(lazy)
k <- function(x) { cat("k body\n"); x }
print(k({ cat("arg block\n"); 9 }))
args_in_order <- function(...) { cat("in body\n"); list(...) }
r <- args_in_order(noisy(1), noisy(2), noisy(3))
print(length(r))
