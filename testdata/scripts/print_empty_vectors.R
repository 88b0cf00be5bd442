# zero-length vectors and NULL
NULL
logical(0)
integer(0)
numeric(0)
double(0)
complex(0)
character(0)
raw(0)
list()
c(a = 1)[0]
c(a = 1L)[0]
c(a = TRUE)[0]
c(a = "a")[0]
list(a = 1)[0]
setNames(list(), character(0))
x <- 1:3
x[x > 5]
letters[0]
print(NULL)
print(list())
structure(numeric(0), foo = "bar")
structure(list(), foo = 1)
