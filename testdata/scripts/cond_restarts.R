r <- withRestarts(
  { cat("before\n"); invokeRestart("myRestart", 5); cat("not reached\n") },
  myRestart = function(v) v * 10)
print(r)
f <- function() {
  withRestarts(
    stop("problem"),
    useValue = function(v) v)
}
r <- withCallingHandlers(f(), error = function(e) invokeRestart("useValue", "substituted"))
print(r)
r <- withRestarts(computeRestarts()[[1]]$name, skip = function() NULL)
print(r)
print(tryCatch(invokeRestart("nonexistent"), error = function(e) conditionMessage(e)))
g <- function() {
  warning("W")
  "g value"
}
r <- withCallingHandlers(g(), warning = function(w) tryInvokeRestart("muffleWarning"))
print(r)
print(tryInvokeRestart("nothing"))
