# an error while forcing the argument a generic dispatches on
h <- function(x) UseMethod("h")
h.default <- function(x) 1
r <- tryCatch(h(undefined2), error = function(e) deparse(conditionCall(e)))
print(r)
print(undefined_top_level)
