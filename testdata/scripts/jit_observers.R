# Stores a loop makes are kept out of the environment (elided) and put
# back just before code that could look at the environment
# reflectively: a call, a warning's calling handler. Each of these looks.

# A callee reads the caller's variable through parent.frame().
peek <- function() get("s", envir = parent.frame())
f1 <- function(n) {
  s <- 0
  for (i in 1:n) s <- s + i
  peek()
}
for (k in 1:6) print(f1(10))

# A callee in the loop, on some iterations only, reads two variables.
both <- function() { e <- parent.frame(); c(e$s, e$i) }
f2 <- function(n) {
  s <- 0
  out <- NULL
  for (i in 1:n) {
    s <- s + i
    if (i %% 4 == 0) out <- c(out, both())
  }
  out
}
for (k in 1:6) print(f2(9))

# A callee writes the caller's variable: the optimised code must see it.
bump <- function() assign("s", 100, envir = parent.frame())
f3 <- function(n) {
  s <- 0
  for (i in 1:n) {
    s <- s + i
    if (i == 3) bump()
  }
  s
}
for (k in 1:6) print(f3(5))

# A variable bound only inside the loop: before the first iteration the
# callee finds it unbound.
probe <- function() exists("t", envir = parent.frame(), inherits = FALSE)
f4 <- function(n) {
  seen <- logical(0)
  i <- 0L
  while (i < n) {
    seen <- c(seen, probe())
    t <- i * 2L
    i <- i + 1L
  }
  seen
}
for (k in 1:6) print(f4(3L))

# Integer arithmetic speculated not to overflow: the overflow deopts and
# the interpreter gives R's warning; a calling handler sees the frame up
# to date.
f5 <- function(n) {
  i <- 2147483640L
  k <- 0L
  while (k < n) {
    k <- k + 1L
    i <- i + 1L
  }
  i
}
for (j in 1:6) print(f5(3L))
r <- withCallingHandlers(f5(10L), warning = function(w) {
  fr <- Filter(function(e) exists("k", envir = e, inherits = FALSE), sys.frames())
  cat("warning at k =", get("k", envir = fr[[1]]), "i =", get("i", envir = fr[[1]]), "\n")
  invokeRestart("muffleWarning")
})
r
f5(10L)
