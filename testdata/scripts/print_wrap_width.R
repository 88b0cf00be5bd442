# long vectors wrap at the width, with right-aligned [index] labels
1:100
seq(0, 1, by = 0.01)
-50:50
(1:40) * 1000
c(1, 10, 100, 1000, 10000, 1e5, 1e6)
rep(c(1.5, -22.25, 333.125), 12)
x <- (1:120)^2
x
seq(1000000, 2000000, length.out = 17)
rnorm_like <- c(0.123, -1.456, 2.789, -0.012, 1.234, -2.345, 0.567, 1.89, -0.9, 0.05, 1.11, -1.22, 0.33, 2.44, -0.55, 1.66, -2.77)
rnorm_like
c(rep("short", 5), "a much longer string here", rep("s", 10))
1:9
1:10
1:99
