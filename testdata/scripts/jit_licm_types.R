# Loop-invariant type guards (opt/licm): an argument used in a loop is
# assumed to keep the type it had; a later call with another type
# deoptimises before the loop.
acc <- function(a, n) {
  s <- 0
  for (i in 1:n) s <- s + a * 2
  s
}
acc(1.5, 4)
acc(2.5, 4)
acc(3L, 4)
acc(TRUE, 3)
acc(c(1, 2), 2)
acc(1.5, 0)
acc(NA, 2)

scale <- function(x, k) {
  out <- numeric(length(x))
  for (i in seq_along(x)) out[i] <- x[i] * k
  out
}
scale(c(1, 2, 3), 2)
scale(c(1, 2, 3), 2)
scale(c(1, 2, 3), 2L)
scale(1:3, 0.5)
scale(c(1, 2, 3), NA)

# The invariant factor is only used under a condition.
cond <- function(x, k) {
  n <- 0
  for (v in x) if (v > 2) n <- n + k / 2
  n
}
cond(1:5, 4)
cond(1:5, 4)
cond(1:2, "a")
cond(1:5, 4L)
tryCatch(cond(1:5, "a"), error = function(e) conditionMessage(e))

# Nested loops over an invariant scalar.
grid <- function(n, m, w) {
  tot <- 0
  for (i in 1:n) for (j in 1:m) tot <- tot + w * i + j
  tot
}
grid(3, 4, 0.5)
grid(3, 4, 0.5)
grid(3, 4, 2L)
grid(0, 4, 1)
grid(2, 0, 1)
