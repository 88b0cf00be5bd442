diag(3)
diag(c(1, 2, 3))
diag(2, 3)
diag(1:2, 3, 4)
m <- matrix(1:9, 3)
diag(m)
diag(matrix(1:6, 2))
diag(m) <- 0L
m
diag(m) <- c(7L, 8L, 9L)
m
x <- matrix(1:4, 2, dimnames = list(c("a", "b"), c("a", "b")))
diag(x)
diag(x, names = FALSE)
diag(0)
diag(c(TRUE, FALSE))
tryCatch(diag(m) <- 1:2, error = function(e) conditionMessage(e))
tryCatch(diag(m, 2), error = function(e) conditionMessage(e))
diag(numeric(0))
