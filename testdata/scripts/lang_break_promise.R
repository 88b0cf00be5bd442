# break and next inside promises: the loop is in the caller's frame
f <- function(x) { cat("in f\n"); x; cat("after x\n") }
for (i in 1:3) {
  cat("iter", i, "\n")
  f(if (i == 2) break else i)
}
print(i)
for (i in 1:4) {
  f(if (i %% 2 == 0) next else i)
  cat("end of iter", i, "\n")
}
g <- function(x) force(x)
res <- c()
for (i in 1:5) { g(if (i == 3) next); res <- c(res, i) }
print(res)
h <- function(x) { on.exit(cat("h exits\n")); x }
i <- 0
repeat { i <- i + 1; h(if (i > 2) break) }
print(i)
lazy <- function(x) "never forced"
for (i in 1:2) print(lazy(break))
print(i)
