a <- array(1:24, c(2, 3, 4))
a
array(1:4, c(2, 2, 1, 1))
array(c(1, 2.5, 3, 4, 5, 6, 7, 8), c(2, 2, 2))
b <- array(1:8, c(2, 2, 2), dimnames = list(a = c("x", "y"), b = c("p", "q"), c = c("K", "L")))
b
array(1:8, c(2, 2, 2), dimnames = list(c("x", "y"), c("p", "q"), c("K", "L")))
array(1:4, c(2, 2, 0))
array(numeric(0), c(2, 0, 2))
array(1:3)
x <- array(1:3, 3, dimnames = list(c("a", "b", "c")))
x
y <- array(1:3, 3, dimnames = list(nm = c("a", "b", "c")))
y
array(letters[1:8], c(2, 2, 2))
dim(a)
a[2, 3, 4]
a[, , 1]
a[1, , ]
a[2, 2, ]
