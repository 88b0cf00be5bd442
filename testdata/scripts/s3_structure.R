# structure() sets attributes.
structure(1:3, class = "foo")
structure(1:3, myattr = "hello")
structure(1:3, names = c("a", "b", "c"))
structure(1:3, .Names = c("a", "b", "c"))
structure(c(1, 2), .Names = c("x", "y"), note = TRUE)
class(structure(1:6, dim = 2:3))
class(structure(1:6, .Dim = c(3L, 2L)))
length(structure(1:6, .Dim = c(3L, 2L)))
structure(list(1, 2), names = c("p", "q"))
structure(list(a = 1), class = c("x", "y"), extra = 1:2)
structure(1:3)
structure(1:2, names = "only")
s <- structure(1:3, a = 1, b = 2)
names(structure(1:3, names = c("x", "y", "z")))
# structure does not modify its argument.
base <- c(1, 2, 3)
s2 <- structure(base, class = "tagged")
base
class(s2)
# Attributes already present are kept or replaced.
s3 <- structure(structure(1:2, first = 1), second = 2, first = "replaced")
s3
# NULL removes an attribute.
structure(structure(1:2, gone = 1, kept = 2), gone = NULL)
