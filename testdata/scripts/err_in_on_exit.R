# an error raised inside an on.exit expression
f <- function() {
  on.exit(stop("error from on.exit"))
  cat("body of f\n")
  "f value"
}
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
g <- function() {
  on.exit(cat("g cleanup runs\n"))
  stop("error in g body")
}
r <- tryCatch(g(), error = function(e) conditionMessage(e))
print(r)
f()
