matrix(nrow = 0, ncol = 0)
matrix(nrow = 2, ncol = 0)
matrix(nrow = 0, ncol = 3)
matrix(integer(0), 0, 2, dimnames = list(NULL, c("u", "v")))
matrix(numeric(0), 2, 0, dimnames = list(c("u", "v"), NULL))
matrix(character(0), 0, 0)
m <- matrix(1:6, 2)
m[0, ]
m[, 0]
m[0, , drop = FALSE]
m[, 0, drop = FALSE]
dim(m[0, , drop = FALSE])
