f <- function() {
  on.exit(cat("f cleanup\n"))
  g()
  cat("not reached\n")
}
g <- function() {
  on.exit(cat("g cleanup\n"))
  stop("error in g")
}
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
h <- function() {
  on.exit(cat("h cleanup\n"))
  warning("warn in h")
  "h value"
}
r <- tryCatch(h(), warning = function(w) "caught warning")
print(r)
k <- function() {
  on.exit(cat("k cleanup\n"))
  as.integer("zz")
}
r <- tryCatch(k(), warning = function(w) conditionMessage(w))
print(r)
r <- withRestarts({
  local({ on.exit(cat("local cleanup\n")); invokeRestart("out", 1) })
}, out = function(v) v + 1)
print(r)
f()
