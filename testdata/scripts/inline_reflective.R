# Reflection from callees the optimiser may inline: sys.call, sys.function,
# match.call, parent.frame, missing, on.exit, and errors and warnings
# attributed to the callee's call.
f <- function(x, y = 2) {
  cat("call:", deparse(sys.call()), "\n")
  print(match.call())
  cat("fn formals:", names(formals(sys.function())), "\n")
  cat("caller sees local:", exists("caller_local", envir = parent.frame(), inherits = FALSE), "\n")
  cat("missing y:", missing(y), "\n")
  x + y
}
g <- function(n) {
  caller_local <- TRUE
  s <- 0
  for (i in 1:n) s <- s + f(i) + f(i, y = 3) + f(y = 1, x = i)
  s
}
for (k in 1:5) print(g(2))

h <- function(n) {
  cleanup <- function(a) {
    on.exit(cat("exit", a, "\n"))
    a * 10
  }
  tot <- 0
  for (i in 1:n) tot <- tot + cleanup(i)
  tot
}
for (k in 1:5) print(h(3))

stopper <- function(a) if (a > 2) stop("too big: ", a) else a
warner <- function(a) { if (a == 2) warning("two seen"); a }
r <- function(n) {
  out <- 0
  for (i in 1:n) {
    v <- tryCatch(stopper(i), error = function(e) {
      cat("caught:", conditionMessage(e), "in", deparse(conditionCall(e)), "\n")
      -1
    })
    w <- withCallingHandlers(warner(i), warning = function(w) {
      cat("warning:", conditionMessage(w), "in", deparse(conditionCall(w)), "\n")
      invokeRestart("muffleWarning")
    })
    out <- out + v + w
  }
  out
}
for (k in 1:5) print(r(4))

# A callee defined inside its caller, called directly.
p <- function(n) {
  acc <- 0
  for (i in 1:n) acc <- acc + (function(z) { sc <- sys.call(); length(sc) + z })(i)
  acc
}
for (k in 1:5) print(p(5))

# parent.frame() and sys.function() from a promise forced in the callee.
lazy <- function(v) { force(v); v }
q <- function() {
  here <- environment()
  a <- lazy(identical(parent.frame(), globalenv()))
  b <- lazy(identical(environment(), here))
  c(a, b)
}
for (k in 1:5) print(q())
