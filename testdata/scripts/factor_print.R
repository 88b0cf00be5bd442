factor(c("b", "a", "c", "a"))
factor(character(0))
ordered(character(0))
factor(c("x", NA, "y"))
factor(c("x", NA, "y"), exclude = NULL)
ordered(c("lo", "hi", "mid"), levels = c("lo", "mid", "hi"))
f <- factor(rep(letters, 3))
f
g <- factor(paste0("level_number_", 1:30))
g
o <- ordered(paste0("lev", 1:25))
o
print(factor(c("a", "b")), max.levels = 0)
factor(c(a = "x", b = "y", c = "x"))
