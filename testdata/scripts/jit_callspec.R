# Calls in a builtin's argument run in the argument's promise; once the
# optimiser has inlined the promise it speculates on their callees from
# the calls' feedback (opt/callspec). Redefining a callee must deoptimise
# and call the new definition.

g <- function(n) {
  s <- 0L
  for (i in seq_len(n)) s <- bitwXor(s, as.integer(i * 3))
  s
}
for (k in 1:6) print(g(10L))
as.integer <- function(x) { cat("my as.integer\n"); 1L }
g(2L)
rm(as.integer)
g(10L)

twice <- function(x) x * 2
h <- function(n) {
  s <- 0
  for (i in seq_len(n)) s <- max(s, sqrt(twice(i)))
  s
}
for (k in 1:6) print(h(8L))
twice <- function(x) { cat("new twice\n"); x * 4 }
h(2L)
