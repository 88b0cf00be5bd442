# noquote objects
noquote("a")
noquote(c("apple", "kiwi", NA))
x <- noquote(letters)
x
class(x)
x[1:3]
noquote(c(a = "x", b = "yyy"))
print(noquote(c("a", "bbb")), right = TRUE)
noquote(c("a", "bbb"), right = TRUE)
noquote(character(0))
y <- noquote(c("p", "q"))
c(y, "r")
z <- print(noquote("returned"))
z
noquote(1:3)
noquote(list("a", 1))
inherits(noquote("s"), "noquote")
noquote(noquote("twice"))
