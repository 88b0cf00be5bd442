# class<- and oldClass<-.
x <- 1:3
class(x) <- "myclass"
class(x)
oldClass(x)
x
class(x) <- c("sub", "myclass")
class(x)
inherits(x, "myclass")
class(x) <- NULL
class(x)
oldClass(x)
x

# Setting a basic class removes the attribute.
y <- c(1.5, 2.5)
class(y) <- "numeric"
oldClass(y)
y
z <- 1:2
class(z) <- "numeric"
typeof(z)
oldClass(z)
w <- c(1, 2)
class(w) <- "character"
w
typeof(w)
i <- c(1.7, 2.2)
class(i) <- "integer"
i
l <- c(TRUE, FALSE)
class(l) <- "list"
typeof(l)
m <- structure(1:4, dim = c(2L, 2L))
class(m) <- "matrix"
oldClass(m)
class(m)
a <- structure(1:3, dim = 3L)
class(a) <- "array"
class(a)

# A numeric value is turned into a class name.
n <- 1
class(n) <- 1
class(n)

# character(0) removes the class.
k <- structure(1, class = "k")
class(k) <- character(0)
oldClass(k)

# oldClass<- sets the attribute as given.
o <- 1:2
oldClass(o) <- "numeric"
oldClass(o)
o
oldClass(o) <- NULL
o

# class<- does not modify other copies.
orig <- structure(1, class = "orig")
copy <- orig
class(copy) <- "changed"
class(orig)
class(copy)
f <- function(v) { class(v) <- "inside"; class(v) }
f(orig)
class(orig)

# Classes on functions and lists.
fn <- function() 1
class(fn) <- "special_fn"
class(fn)
inherits(fn, "special_fn")
lst <- list(a = 1)
class(lst) <- "record"
lst
