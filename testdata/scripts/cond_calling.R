# withCallingHandlers: handlers run and execution continues
f <- function() {
  warning("w1")
  cat("after w1\n")
  warning("w2")
  "f done"
}
r <- withCallingHandlers(f(), warning = function(w) {
  cat("handling:", conditionMessage(w), "\n")
  invokeRestart("muffleWarning")
})
print(r)
r <- withCallingHandlers(
  { message("hello"); message("world"); 10 },
  message = function(m) {
    cat("msg:", conditionMessage(m))
    invokeRestart("muffleMessage")
  })
print(r)
# calling handler that does not muffle: warning still recorded
g <- function() { warning("unmuffled"); 1 }
r <- withCallingHandlers(g(), warning = function(w) cat("seen\n"))
print(r)
# calling handlers for errors run before unwinding
r <- tryCatch(
  withCallingHandlers(stop("bad"), error = function(e) cat("calling handler saw:", conditionMessage(e), "\n")),
  error = function(e) "exited")
print(r)
# nested calling handlers: both run, inner first
withCallingHandlers(
  withCallingHandlers(message("m"), message = function(m) cat("inner\n")),
  message = function(m) { cat("outer\n"); invokeRestart("muffleMessage") })
# signalCondition with a custom condition
cond <- structure(class = c("custom", "condition"), list(message = "custom msg", call = NULL))
r <- withCallingHandlers(
  { signalCondition(cond); "after signal" },
  custom = function(c) cat("custom handler:", conditionMessage(c), "\n"))
print(r)
r <- tryCatch(signalCondition(cond), custom = function(c) "caught custom")
print(r)
print(signalCondition(cond))
