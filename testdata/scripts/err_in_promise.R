# an error raised while forcing a promise
lazy <- function(x) { cat("lazy body runs\n"); x }
caller <- function() lazy(stop("from the promise"))
print(tryCatch(caller(), error = function(e) conditionMessage(e)))
print(tryCatch(caller(), error = function(e) deparse(conditionCall(e))))
fail <- function() stop("inside fail()")
wrap <- function(a) a
wrap2 <- function() wrap(fail())
wrap2()
