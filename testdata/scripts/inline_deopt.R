# Deoptimisation inside code the optimiser may have inlined: the
# callee's speculation fails and the baseline resumes inside the callee,
# whose reflective calls must still see the callee's frame.
h <- function(a) {
  b <- a * 2
  cat("in", deparse(sys.call()), "fn has", length(formals(sys.function())), "formal\n")
  b + 1
}
run <- function(v) {
  r <- 0
  for (x in v) r <- r + h(x)
  r
}
for (k in 1:20) s <- run(c(1.5, 2.5))
print(s)
print(run(1:2))
print(run(c(TRUE, FALSE)))
print(run(c(0.5, 1)))

outer <- function(v) {
  sq <- function(z) {
    w <- z * z
    if (w > 50) cat("big", w, "at", deparse(sys.call()), "\n")
    w
  }
  t <- 0
  for (z in v) t <- t + sq(z)
  t
}
for (k in 1:20) o <- outer(c(1, 2, 3))
print(o)
print(outer(c(1L, 8L)))
print(outer(c(9, 2.5)))

# The inlined callee's environment stays R's: default arguments that
# refer to other formals, and a closure made by the callee that sees it.
mk <- function(n, step = n * 2) {
  function() c(n, step)
}
use <- function() {
  tot <- 0
  for (i in 1:3) tot <- tot + sum(mk(i)())
  tot
}
for (k in 1:10) u <- use()
print(u)
mk2 <- function(n, step = n * 2) { n <- n + 1; step }
print(sapply(1:3, function(i) mk2(i)))
