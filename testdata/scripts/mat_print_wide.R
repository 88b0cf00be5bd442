matrix(1:40, 2)
matrix(1:60 * 1000, 3)
m <- matrix(seq(0.5, 30, by = 0.5), 2)
m
x <- matrix(rep(c("alpha", "beta", "gamma"), 12), 3)
x
print(x, quote = FALSE)
big <- matrix(1:26, 1, dimnames = list("row", paste0("column_", letters)))
big
