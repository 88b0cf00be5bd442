# the expression-depth error can be caught at several levels
options(expressions = 300)
inf <- function(n) inf(n + 1)
res <- withCallingHandlers(
  tryCatch(inf(1), error = function(e) "caught by tryCatch"),
  error = function(e) cat("calling handler saw:", conditionMessage(e), "\n"))
print(res)
r <- try(inf(1), silent = TRUE)
cat(r)
deep_ok <- function(n) if (n == 0) "bottom" else deep_ok(n - 1)
print(deep_ok(50))
print(tryCatch(deep_ok(1000), error = function(e) "too deep"))
options(expressions = 5000)
print(deep_ok(1000))
