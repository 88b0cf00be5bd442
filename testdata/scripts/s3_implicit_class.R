# Dispatch on the implicit class of objects without a class attribute.
kind <- function(x) UseMethod("kind")
kind.default <- function(x) "default"
kind.numeric <- function(x) "numeric"
kind.integer <- function(x) "integer"
kind.character <- function(x) "character"
kind.logical <- function(x) "logical"
kind.list <- function(x) "list"
kind.function <- function(x) "function"
kind.matrix <- function(x) "matrix"
kind.array <- function(x) "array"
kind.NULL <- function(x) "NULL"
kind.name <- function(x) "name"
kind.call <- function(x) "call"
kind.complex <- function(x) "complex"

kind(1L)
kind(2.5)
kind("a")
kind(TRUE)
kind(list(1))
kind(function(x) x)
kind(cat)
kind(structure(1:4, dim = c(2L, 2L)))
kind(structure(1:8, dim = c(2L, 2L, 2L)))
kind(structure(1:3, dim = 3L))
kind(NULL)
kind(quote(x))
kind(quote(f(x)))
kind(1i)

# integer falls back to numeric, then double to numeric.
size <- function(x) UseMethod("size")
size.numeric <- function(x) "numeric method"
size.default <- function(x) "default method"
size(1L)
size(1)
size("a")
size.double <- function(x) "double method"
size(1)
size(1L)

# A matrix without a matrix method dispatches on its type.
m <- function(x) UseMethod("m")
m.integer <- function(x) "integer"
m.default <- function(x) "default"
m(structure(1:4, dim = c(2L, 2L)))
m(structure(c(1, 2, 3, 4), dim = c(2L, 2L)))

# Language objects.
lang <- function(x) UseMethod("lang")
lang.default <- function(x) "default"
lang.if <- function(x) "if"
lang.call <- function(x) "call"
lang.name <- function(x) "name"
lang(quote(if (a) b))
lang(quote(g(1)))
lang(quote(x <- 1))
lang(quote(zz))

# class() reports the implicit class.
class(1L)
class(1)
class("a")
class(TRUE)
class(NULL)
class(list())
class(cat)
class(function() 1)
class(structure(1:4, dim = c(2L, 2L)))
class(structure(1:3, dim = 3L))
class(quote(x))
class(quote(x + 1))
class(quote(if (a) b))
class(quote(for (i in x) i))
class(quote(while (TRUE) 1))
class(quote(x <- 1))
class(quote((1)))
class(quote({}))
class(1i)

