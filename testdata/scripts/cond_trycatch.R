# tryCatch: error, warning, message, condition, finally, values
r <- tryCatch(stop("boom"), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(warning("careful"), warning = function(w) paste("got:", conditionMessage(w)))
print(r)
r <- tryCatch(message("note"), message = function(m) conditionMessage(m))
print(r)
r <- tryCatch(42, error = function(e) -1)
print(r)
r <- tryCatch({ warning("first"); "not reached" }, warning = function(w) "handled", finally = cat("finally ran\n"))
print(r)
tryCatch(cat("body\n"), finally = cat("cleanup\n"))
f <- function(x) {
  if (x < 0) stop("negative input: ", x)
  sqrt(x)
}
g <- function(x) tryCatch(f(x), error = function(e) {
  cat("caught:", conditionMessage(e), "\n")
  NA
})
print(g(4))
print(g(-1))
# condition handler catches everything
r <- tryCatch(stop("e1"), condition = function(c) class(c))
print(r)
# first matching handler in order wins
r <- tryCatch(stop("e2"), condition = function(c) "condition first", error = function(e) "error second")
print(r)
# nested tryCatch: inner does not match, outer does
r <- tryCatch(tryCatch(stop("deep"), warning = function(w) "inner"), error = function(e) "outer")
print(r)
# rethrow from handler
r <- tryCatch(tryCatch(stop("a"), error = function(e) stop("b")), error = function(e) conditionMessage(e))
print(r)
# the call of the condition
h <- function() stop("in h")
e <- tryCatch(h(), error = function(e) e)
print(conditionCall(e))
print(class(e))
print(e)
e <- tryCatch(stop("no call", call. = FALSE), error = function(e) e)
print(is.null(conditionCall(e)))
print(e)
# errors from builtins
e <- tryCatch(1 + "a", error = function(e) e)
print(conditionMessage(e))
e <- tryCatch(undefined_variable_xyz, error = function(e) conditionMessage(e))
print(e)
e <- tryCatch(undefined_function_xyz(), error = function(e) conditionMessage(e))
print(e)
# warning from a builtin
r <- tryCatch(as.integer("x"), warning = function(w) conditionMessage(w))
print(r)
# value of finally is ignored
print(tryCatch(1, finally = 2))
