matrix(1:6, nrow = 2)
matrix(1:6, ncol = 2)
matrix(1:6, 2, byrow = TRUE)
matrix(1:6, 3, 2, dimnames = list(c("a", "b", "c"), c("x", "y")))
matrix(1:4, 3, 3)
matrix(1:5, 2)
matrix(0, 2, 2)
matrix(c("a", "b"), 2, 3)
matrix(list(), 0, 0)
tryCatch(matrix(1:6, -1), error = function(e) conditionMessage(e))
tryCatch(matrix(1:6, "a"), error = function(e) conditionMessage(e))
matrix(1:6, 2, dimnames = list(NULL, c("a", "b", "c")))
x <- 1:6
dim(x) <- c(3, 2)
x
dim(x) <- NULL
x
tryCatch(dim(x) <- c(4, 2), error = function(e) conditionMessage(e))
