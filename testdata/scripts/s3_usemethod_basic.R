# Basic S3 generics: dispatch along the class vector, then default.
describe <- function(x, ...) UseMethod("describe")
describe.default <- function(x, ...) cat("something else\n")
describe.dog <- function(x, ...) cat("a dog called", x$name, "\n")
describe.animal <- function(x, ...) cat("some animal\n")

d <- structure(list(name = "Rex"), class = c("dog", "animal"))
a <- structure(list(name = "Generic"), class = "animal")
k <- structure(list(name = "Tom"), class = c("cat", "animal"))
describe(d)
describe(a)
describe(k)
describe(42)
describe("text")
describe(NULL)

# The method's value is the generic's value.
area <- function(shape) UseMethod("area")
area.square <- function(shape) shape$side^2
area.rect <- function(shape) shape$w * shape$h
sq <- structure(list(side = 3), class = "square")
re <- structure(list(w = 2, h = 5), class = "rect")
area(sq)
area(re)
total <- area(sq) + area(re)
total

# Visibility follows the method.
quiet <- function(x) UseMethod("quiet")
quiet.default <- function(x) invisible(x * 2)
quiet(4)
v <- quiet(4)
v
(quiet(5))
loud <- function(x) UseMethod("loud")
loud.default <- function(x) { y <- x + 1; y }
loud(1)

# A class vector is searched in order; the first match wins.
who <- function(x) UseMethod("who")
who.b <- function(x) "b method"
who.c <- function(x) "c method"
who(structure(1, class = c("a", "b", "c")))
who(structure(1, class = c("c", "b")))
who(structure(1, class = c("z", "c")))

# Methods may be redefined; the latest definition is used.
who.b <- function(x) "new b method"
who(structure(1, class = c("a", "b", "c")))
