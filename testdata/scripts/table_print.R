t <- table(c("alpha", "beta", "beta", "gamma"))
t
print(t)
table(rep(c("x", "y"), c(100, 2000)))
t2 <- table(g = c("long-level", "s", "s"), h = c(1, 2, 2))
t2
table(factor(character(0), levels = c("a", "b")))
table(factor(character(0)))
table(c(a = 1, b = 2, c = 2))
big <- table(rep(letters, 1:26))
big
