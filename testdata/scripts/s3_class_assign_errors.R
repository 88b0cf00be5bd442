# errors from class<- and related
e <- function(expr) tryCatch(expr, error = function(e) conditionMessage(e))
x <- 1:3
print(e(class(x) <- "matrix"))
print(e(class(x) <- "array"))
print(e(class(x) <- NA_character_))
print(e(class(NULL) <- "foo"))
f <- function() { y <- NULL; class(y) <- "bar"; y }
print(e(f()))
z <- 1:4
print(e(class(z) <- "function"))
print(e(class(z) <- "environment"))
print(e(oldClass(NULL) <- "foo"))
w <- 1
class(w) <- c("a", "b")
print(class(w))
print(inherits(w, c("x", "b"), which = TRUE))
class(w) <- NULL
print(class(w))
v <- 1:3
class(v) <- "matrix"
