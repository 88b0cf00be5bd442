# an error without a call prints no "Calls:" traceback, even from nested frames
f <- function() stop("no call here", call. = FALSE)
g <- function() f()
h <- function() g()
r <- tryCatch(h(), error = function(e) is.null(conditionCall(e)))
print(r)
cat("about to fail\n")
h()
