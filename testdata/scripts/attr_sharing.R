# Attribute values are never changed in place by a complex assignment:
# another object may carry the same names vector.
a <- c(p = 1, q = 2)
f <- function(x) { names(x)[2] <- "b"; x }
print(f(a))
print(a)
y <- c(u = 1, v = 2)
z <- y
names(z)[1] <- "w"
print(y)
print(z)
n <- names(y)
names(y)[2] <- "V"
print(n)
print(y)
m <- matrix(1:4, 2, dimnames = list(c("a", "b"), c("c", "d")))
m2 <- m
dimnames(m2)[[1]][1] <- "A"
print(dimnames(m))
print(dimnames(m2))
fa <- factor(c("x", "y", "x"))
fb <- fa
levels(fb)[1] <- "X"
print(fa)
print(fb)
