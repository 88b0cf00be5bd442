# nested loops building tables, early exits from inner and outer loops
for (i in 1:4) {
  row <- c()
  for (j in 1:4) row <- c(row, i * j)
  cat(row, "\n")
}
found <- NULL
for (i in 1:5) {
  for (j in 1:5) {
    if (i * j == 12) { found <- c(i, j); break }
  }
  if (!is.null(found)) break
}
print(found)
print(c(i, j))
pairs <- 0
for (i in 1:6) for (j in i:6) if ((i + j) %% 3 == 0) pairs <- pairs + 1
print(pairs)
i <- 0
while (i < 3) {
  i <- i + 1
  j <- 0
  repeat {
    j <- j + 1
    if (j > i) break
    cat("(", i, ",", j, ")", sep = "")
  }
  cat("\n")
}
primes <- c()
for (n in 2:50) {
  is_p <- TRUE
  for (d in primes) { if (d * d > n) break; if (n %% d == 0) { is_p <- FALSE; break } }
  if (is_p) primes <- c(primes, n)
}
print(primes)
m <- list()
for (r in 1:3) { m[[r]] <- list(); for (cc in 1:2) m[[r]][[cc]] <- r * 10 + cc }
print(m[[3]][[2]])
tri <- function(n) { for (i in 1:n) { for (j in 1:i) cat("*"); cat("\n") } }
tri(4)
find_first <- function(lst, target) {
  for (i in seq_along(lst)) for (j in seq_along(lst[[i]])) if (lst[[i]][j] == target) return(c(i, j))
  NULL
}
print(find_first(list(c(1, 2), c(3, 4, 5), c(6)), 4))
print(find_first(list(c(1, 2)), 9))
