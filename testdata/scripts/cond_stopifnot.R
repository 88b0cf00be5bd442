x <- 5
stopifnot(is.numeric(x), x > 0)
r <- tryCatch(stopifnot(x < 0), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(stopifnot(c(TRUE, FALSE, TRUE)), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(stopifnot("x must be negative" = x < 0), error = function(e) conditionMessage(e))
print(r)
f <- function(y) {
  stopifnot(is.character(y))
  y
}
print(f("ok"))
r <- tryCatch(f(1), error = function(e) e)
print(conditionCall(r))
print(conditionMessage(r))
r <- tryCatch(stopifnot(NA), error = function(e) conditionMessage(e))
print(r)
f(2)
