# while, repeat, break and next
i <- 0
while (i < 5) { i <- i + 1; if (i == 2) next; cat("while", i, "\n") }
i <- 0
repeat { i <- i + 1; if (i %% 2 == 0) next; if (i > 7) break; cat("repeat", i, "\n") }
print(i)
r <- while (FALSE) 1
print(r)
r <- repeat break
print(r)
total <- 0
for (i in 1:10) {
  if (i %% 3 == 0) next
  if (i > 8) break
  total <- total + i
}
print(total)
for (i in 1:3) {
  for (j in 1:3) {
    if (j == 2) next
    if (i == 3) break
    cat(i, j, "\n")
  }
}
n <- 10; steps <- 0
while (n != 1) { n <- if (n %% 2 == 0) n / 2 else 3 * n + 1; steps <- steps + 1 }
print(steps)
k <- 0
while (TRUE) { k <- k + 1; if (k >= 3) break }
print(k)
f <- function() { i <- 0; repeat { i <- i + 1; if (i == 4) return(i * 10) } }
print(f())
g <- function(v) { out <- c(); for (x in v) { if (x < 0) next; out <- c(out, x) }; out }
print(g(c(1, -2, 3, -4, 5)))
m <- 0
while ({ m <- m + 1; m < 3 }) cat("cond", m, "\n")
print(m)
