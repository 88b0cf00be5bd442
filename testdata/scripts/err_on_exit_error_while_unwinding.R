# an on.exit expression that fails while an error is unwinding the frame
h <- function() {
  on.exit({ cat("first exit\n"); stop("exit failure") })
  stop("body failure")
}
r <- tryCatch(h(), error = function(e) conditionMessage(e))
print(r)
k <- function() {
  on.exit(stop("exit failure in k"))
  stop("body failure in k")
}
r <- try(k(), silent = TRUE)
cat(r)
k()
