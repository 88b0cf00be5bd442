a <- matrix(1:6, 2)
b <- matrix(1:6, 3)
a %*% b
b %*% a
1:3 %*% 1:3
1:3 %*% t(1:3)
a %*% 1:3
1:2 %*% a
x <- matrix(c(1.5, 2, -1, 0.5), 2, dimnames = list(c("r1", "r2"), c("c1", "c2")))
x %*% x
x %*% c(1, 1)
tryCatch(a %*% a, error = function(e) conditionMessage(e))
tryCatch("a" %*% 1, error = function(e) conditionMessage(e))
crossprod(a)
tcrossprod(a)
crossprod(1:3)
crossprod(a, a)
m <- matrix(c(TRUE, FALSE, TRUE, TRUE), 2)
m %*% m
diag(2) %*% matrix(1:4, 2)
