# Errors of builtin replacement functions are reported against the whole
# assignment; those of user-defined ones against the `f<-` call.
x <- 1:3
r <- tryCatch(dim(x) <- 2, error = function(e) print(conditionCall(e)))
r <- tryCatch(class(x) <- "matrix", error = function(e) print(conditionCall(e)))
r <- tryCatch(names(x)[[5]][2] <- 1, error = function(e) print(conditionCall(e)))
r <- tryCatch(x[[7]] <- 1:2, error = function(e) print(conditionCall(e)))
`f<-` <- function(x, value) stop("nope")
r <- tryCatch(f(x) <- 1, error = function(e) print(conditionCall(e)))
dim(x) <- 4
