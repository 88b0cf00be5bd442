m <- matrix(1:6, 2, dimnames = list(c("a", "b"), c("x", "y", "z")))
m
m2 <- matrix(1:4, 2, dimnames = list(NULL, c("first", "second")))
m2
m3 <- matrix(1:4, 2, dimnames = list(c("row one", "r2"), NULL))
m3
m4 <- matrix(1:4, 2, dimnames = list(R = c("a", "b"), C = c("u", "v")))
m4
m5 <- matrix(1:4, 2, dimnames = list(averyveryverylongname = c("a", "b"), C = c("u", "v")))
m5
m6 <- matrix(1:4, 2, dimnames = list(A = c("a", "b"), NULL))
m6
m7 <- matrix(1:4, 2, dimnames = list(NULL, B = c("p", "q")))
m7
m8 <- matrix(c(1.5, 2, 3, 4), 2, dimnames = list(c(NA, "z"), c("c1", NA)))
m8
dimnames(m8)
