# parent.frame in functions, promises and nested calls
where <- function() parent.frame()
caller <- function() { tag <- "caller"; e <- where(); get("tag", envir = e) }
print(caller())
tag <- "global"
print(get("tag", envir = where()))
two <- function() parent.frame(2)
mid <- function() two()
top <- function() { tag <- "top"; get("tag", envir = mid()) }
print(top())
lazyarg <- function(x) { tag <- "lazyarg"; x }
user <- function() { tag <- "user"; lazyarg(get("tag", envir = parent.frame())) }
print(user())
user2 <- function() { tag <- "user2"; lazyarg(where()) }
print(ls(user2()))
print(identical(parent.frame(), globalenv()))
deep <- function() parent.frame(10)
print(identical(deep(), globalenv()))
counter <- function() { n <- 0; bump <- function() assign("n", n + 1, envir = parent.frame()); bump(); bump(); n }
print(counter())
incr <- function(var) eval.parent(substitute(var <- var + 1))
z <- 1
incr(z)
print(z)

parent.frame(0)
