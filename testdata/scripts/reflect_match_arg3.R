f <- function(m = c("aa", "bb")) match.arg(m)
print(f("b"))
match.arg(c("a", "b"), c("aa", "bb"))
