myError <- function(msg, data) {
  structure(class = c("myError", "error", "condition"),
            list(message = msg, call = sys.call(-1), data = data))
}
f <- function(x) {
  if (x > 10) stop(myError("too big", x))
  x
}
r <- tryCatch(f(20), myError = function(e) paste("myError with data", e$data))
print(r)
r <- tryCatch(f(20), error = function(e) paste("generic handler:", conditionMessage(e)))
print(r)
print(f(5))
e <- simpleError("E")
print(class(e))
w <- simpleWarning("W")
print(class(w))
m <- simpleMessage("M")
print(class(m))
c1 <- simpleCondition("C")
print(class(c1))
r <- tryCatch(stop(e), error = function(err) identical(err, e))
print(r)
r <- tryCatch(warning(w), warning = function(x) conditionMessage(x))
print(r)
ec <- errorCondition("custom error", class = "customError", data = list(a = 1))
print(class(ec))
r <- tryCatch(stop(ec), customError = function(e) e$data$a)
print(r)
wc <- warningCondition("custom warning", class = "customWarning")
r <- withCallingHandlers(
  { warning(wc); "done" },
  customWarning = function(w) { cat("got custom warning\n"); invokeRestart("muffleWarning") })
print(r)
f(11)
