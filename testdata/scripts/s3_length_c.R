# length() and c() dispatch on the class of their (first) argument.
length.stack <- function(x) length(unclass(x)$items)
s <- structure(list(items = list(1, 2, 3), top = 3), class = "stack")
length(s)
length(unclass(s))
length.weird <- function(x) 99L
length(structure(1:3, class = "weird"))
length(structure(1:3, class = "notweird"))

c.stack <- function(...) {
  cat("c.stack with", length(list(...)), "arguments\n")
  items <- list()
  for (a in list(...)) items <- c(items, if (inherits(a, "stack")) unclass(a)$items else list(a))
  structure(list(items = items, top = length(items)), class = "stack")
}
s2 <- c(s, 4, 5)
length(s2)
unclass(s2)$top
# Dispatch is on the first argument only.
r <- c(1, s)
class(r)
length(r)

# A c() method using NextMethod.
c.tagged <- function(...) structure(NextMethod(), class = "tagged")
t1 <- structure(1:2, class = "tagged")
c(t1, 3L)
c(t1, t1)
