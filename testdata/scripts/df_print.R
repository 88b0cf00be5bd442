df <- data.frame(num = c(1, 22.5, 333), int = c(1L, NA, 3L), chr = c("a", "bb", NA),
                 lgl = c(TRUE, NA, FALSE))
df
print(df)
data.frame(x = c(0.001, 1000), y = c(1e10, 1))
data.frame(a = 1:3, row.names = c("first", "second", "third"))
data.frame(a = integer(0), b = character(0))
data.frame(x = 1:3)[, FALSE]
data.frame(longname = 1:2, s = c("verylongstring", "s"))
data.frame(neg = c(-1.5, 2), big = c(123456789, 1))
d <- data.frame(v = 1:12)
d
data.frame(f = factor(c("u", "v")), n = c(NA_real_, 2))
print(data.frame(a = 1:2, b = c("x", "y")), row.names = FALSE)
