# Loop-invariant guards hoisted out of loops (opt/licm): a guard that
# fails when the loop is entered, or on a later entry, deoptimises
# before the loop and the interpreter runs it with the new binding.

# The guard of `+` in the loop holds for the first calls (enough of them
# for --jit=on to compile f); then `+` is redefined globally, and the
# optimised f finds it changed on entry.
f <- function(n) { s <- 0; for (i in 1:n) s <- s + i; s }
for (k in 1:4) print(f(10))
`+` <- function(a, b) 42
f(10)
f(0)
rm(`+`)
f(10)

# A loop body made only of constants and arithmetic on them: its guard,
# the constants and the sum all move before the loop.
g <- function(n) { for (i in seq_len(n)) x <- 1 + 2; if (n > 0) x else NA }
for (k in 1:4) print(g(3))
`+` <- function(a, b) { cat("plus", a, b, "\n"); base::`+`(a * 10, b) }
g(3)
g(0)
g(2)
rm(`+`)
g(2)

# Several guards at once, and a while loop.
h <- function(n) {
  k <- 0
  while (k < n) {
    y <- 2 * 3 - 1
    k <- k + 1
  }
  c(k, y)
}
for (k in 1:4) print(h(4))
`*` <- function(a, b) { cat("times\n"); base::`*`(a, b) + 1 }
h(2)
rm(`*`)
h(2)

# Nested loops: the inner loop's guard sits in its preheader, inside the
# outer loop, which calls assign() and so keeps it there; the second
# entry into the inner loop finds `+` redefined.
nest <- function(n) {
  out <- character()
  for (j in 1:2) {
    for (i in 1:n) z <- 1 + 2
    out <- c(out, paste("j", j, "z", z))
    if (j == 1) assign("+", function(a, b) { cat("plus in nest\n"); 7 }, envir = globalenv())
  }
  out
}
nest(2)
rm(`+`)
nest(2)
rm(`+`)

# The loop itself redefines `+` half way: its guard cannot move.
inside <- function(n) {
  r <- numeric()
  for (i in 1:n) {
    if (i == 3) assign("+", function(a, b) a - b, envir = globalenv())
    r <- c(r, 10 + i)
  }
  r
}
inside(5)
rm(`+`)
inside(5)
rm(`+`)

# A local `+` bound in the loop's own environment after the first
# iteration.
local_plus <- function(n) {
  v <- numeric()
  for (i in 1:n) {
    v <- c(v, 1 + 1)
    if (i == 2) `+` <- function(a, b) 100
  }
  v
}
local_plus(4)
local_plus(4)

# A warning's calling handler runs R code in the middle of the loop and
# the loop goes on: it may redefine `+`, so a loop that may warn keeps
# its guard of `+` inside.
wl <- function(n) {
  z <- 0
  for (i in seq_len(n)) { y <- 2147483647L + 1L; z <- 1 + 1 }
  z
}
for (k in 1:4) print(wl(2))
r <- withCallingHandlers(wl(2), warning = function(w) {
  assign("+", function(a, b) 99, envir = globalenv())
  invokeRestart("muffleWarning")
})
r
rm(`+`)
wl(1)
