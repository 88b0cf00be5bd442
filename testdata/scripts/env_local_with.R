# local and with
x <- "outer"
r <- local({
  x <- "inner"
  y <- 2
  c(x, y)
})
print(r)
print(x)
print(exists("y"))
counter <- local({
  n <- 0
  function() { n <<- n + 1; n }
})
counter(); counter()
print(counter())
e <- new.env()
local({ z <- 5 }, envir = e)
print(get("z", envir = e))
v <- local(invisible(3))
print(v)
local(7)
lst <- list(a = 1, b = 10)
print(with(lst, a + b))
a <- 100
print(with(lst, a))
print(with(list(), a))
ee <- new.env()
assign("p", 3, envir = ee)
print(with(ee, p * 2))
f <- function() {
  loc <- 1000
  with(list(k = 1), k + loc)
}
print(f())
with(lst, b <- 99)
print(lst$b)
print(with(ee, { q <- 1; exists("q", inherits = FALSE) }))
print(exists("q", envir = ee, inherits = FALSE))
g <- function() local(return(5))
print(g())
h <- function() { local({ w <- 1 }); exists("w", inherits = FALSE) }
print(h())
