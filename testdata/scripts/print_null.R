# NULL in its various places
NULL
print(NULL)
list(NULL)
list(a = NULL)
c()
x <- NULL
x
f <- function() NULL
f()
invisible(NULL)
print(invisible(NULL))
list(NULL, list(NULL))
