df <- data.frame(g = c("b", "a", "b"), v = 1:3, stringsAsFactors = TRUE)
df
class(df$g)
levels(df$g)
df$g
df2 <- data.frame(g = c("b", "a", "b"), v = 1:3)
class(df2$g)
df3 <- data.frame(f = factor(c("lo", NA, "hi")), s = c("a", NA, "c"))
df3
is.na(df3$f)
table(df$g)
tapply(df$v, df$g, sum)
split(df$v, df$g)
