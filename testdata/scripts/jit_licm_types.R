# Loop-invariant type guards (opt/licm): an argument used in a loop is
# assumed to keep the type it had; a later call with another type
# deoptimises before the loop. Each function is first called with one
# type often enough to be compiled with that feedback.
acc <- function(a, n) {
  s <- 0
  for (i in 1:n) s <- s + a * 2
  s
}
for (k in 1:5) print(acc(1.5, 4))
acc(2.5, 4)
acc(3L, 4)
acc(TRUE, 3)
acc(c(1, 2), 2)
acc(1.5, 0)
acc(NA, 2)
acc(2.5, 4)

scale <- function(x, k) {
  out <- numeric(length(x))
  for (i in seq_along(x)) out[i] <- x[i] * k
  out
}
for (r in 1:5) print(scale(c(1, 2, 3), 2))
scale(c(1, 2, 3), 2L)
scale(1:3, 0.5)
scale(c(1, 2, 3), NA)
scale(c(1, 2, 3), 2)

# The invariant factor is only used under a condition.
cond <- function(x, k) {
  n <- 0
  for (v in x) if (v > 2) n <- n + k / 2
  n
}
for (r in 1:5) print(cond(1:5, 4))
cond(1:2, "a")
cond(1:5, 4L)
tryCatch(cond(1:5, "a"), error = function(e) conditionMessage(e))
cond(1:5, 4)

# Nested loops over an invariant scalar.
grid <- function(n, m, w) {
  tot <- 0
  for (i in 1:n) for (j in 1:m) tot <- tot + w * i + j
  tot
}
for (r in 1:5) print(grid(3, 4, 0.5))
grid(3, 4, 2L)
grid(0, 4, 1)
grid(2, 0, 1)
grid(3, 4, TRUE)
grid(3, 4, 0.5)

# A while loop whose condition uses an invariant limit.
count <- function(lim, step) {
  i <- 0
  k <- 0L
  while (i < lim) { i <- i + step; k <- k + 1L }
  k
}
for (r in 1:5) print(count(10, 0.5))
count(10L, 1L)
count(3, TRUE)
count(10, 0.5)
