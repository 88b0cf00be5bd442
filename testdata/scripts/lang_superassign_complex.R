# <<- with complex targets
x <- list(a = 1, b = list(c = 2))
f <- function() { x$a <<- 100; x$b$c <<- "deep"; x$new <<- TRUE; invisible() }
f()
print(x)
v <- c(1, 2, 3)
g <- function() { v[2] <<- 20; names(v) <<- c("p", "q", "r"); v <- "local"; v }
print(g())
print(v)
counter <- list(n = 0)
bump <- function() counter$n <<- counter$n + 1
for (i in 1:5) bump()
print(counter$n)
outer_fn <- function() {
  acc <- c()
  add <- function(val) acc[length(acc) + 1] <<- val
  add(1); add(2); add(3)
  acc
}
print(outer_fn())
make <- function() {
  store <- list()
  set <- function(k, val) store[[k]] <<- val
  get1 <- function(k) store[[k]]
  list(set = set, get = get1)
}
s <- make()
s$set("one", 1); s$set("two", 2)
print(s$get("two"))
"second<-" <- function(x, value) { x[2] <- value; x }
w <- c(0, 0, 0)
h <- function() second(w) <<- 9
h()
print(w)
r <- tryCatch((function() undefined_var[1] <<- 5)(), error = function(e) conditionMessage(e))
print(r)
nested <- function() {
  lvl <- list(x = 0)
  inner <- function() { innermost <- function() lvl$x <<- lvl$x + 10; innermost(); innermost() }
  inner()
  lvl$x
}
print(nested())
