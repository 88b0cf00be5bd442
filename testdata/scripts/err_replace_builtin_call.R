# errors raised by a builtin replacement function inside a complex assignment
# are reported against the whole assignment
x <- c(a = 1, b = 2, c = 3)
f <- function() { y <- 1:3; names(y)[5] <- "e" }
tryCatch(f(), error = function(e) print(conditionCall(e)))
tryCatch(names(x)[5] <- "e", error = function(e) print(conditionCall(e)))
tryCatch(names(x) <- c("a", "b", "c", "d"), error = function(e) print(conditionCall(e)))
names(x)[5] <- "e"
print("not reached")
