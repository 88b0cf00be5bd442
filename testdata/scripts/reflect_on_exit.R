# on.exit with add and after
f <- function() {
  on.exit(cat("first\n"))
  on.exit(cat("second\n"), add = TRUE)
  on.exit(cat("zeroth\n"), add = TRUE, after = FALSE)
  cat("body\n")
  invisible(1)
}
f()
g <- function() {
  on.exit(cat("replaced\n"))
  on.exit(cat("replacement\n"))
  "value of g"
}
print(g())
h <- function() {
  x <- 1
  on.exit(print(x))
  x <- 2
  return(x * 10)
}
print(h())
k <- function() {
  on.exit(cat("cleared?\n"))
  on.exit()
  "k done"
}
print(k())
v <- function() {
  on.exit(cat("exit runs\n"))
  5
}
v()
nest <- function() {
  on.exit(cat("outer exit\n"))
  inner <- function() { on.exit(cat("inner exit\n")); cat("inner body\n") }
  inner()
  cat("outer body\n")
}
nest()
lp <- function() {
  for (i in 1:3) on.exit(cat("exit", i, "\n"), add = TRUE)
  cat("loop done\n")
}
lp()
on.exit(cat("top level: ignored\n"))
err <- function() {
  on.exit(cat("cleanup after error\n"))
  stop("failure in err")
}
err()
