# closures, counters with <<-, function factories
make_counter <- function() { i <- 0; function() { i <<- i + 1; i } }
c1 <- make_counter(); c2 <- make_counter()
c1(); c1()
print(c1()); print(c2())
print(c1() + c2())
make_acc <- function(total = 0) function(x) { total <<- total + x; total }
acc <- make_acc(100)
for (v in c(1, 10, 100)) print(acc(v))
print(get("total", envir = environment(acc)))
adders <- list()
for (k in 1:3) { local({ kk <- k; adders[[kk]] <<- function(x) x + kk }) }
print(adders[[1]](10)); print(adders[[3]](10))
make_adder <- function(n) function(x) x + n
adds <- list(make_adder(1), make_adder(2), make_adder(3))
for (a in adds) print(a(100))
lazy_adders <- list()
for (n in 1:3) lazy_adders[[n]] <- make_adder(n)
print(lazy_adders[[1]](0))
stack <- function() {
  items <- list()
  push <- function(x) { items[[length(items) + 1]] <<- x; invisible(length(items)) }
  pop <- function() { top <- items[[length(items)]]; items[[length(items)]] <<- NULL; top }
  size <- function() length(items)
  list(push = push, pop = pop, size = size)
}
s <- stack()
s$push("a"); s$push("b"); s$push("c")
print(s$size())
print(s$pop()); print(s$pop())
print(s$size())
x <- "global"
setx <- function() { x <<- "changed by <<-"; x <- "local"; x }
print(setx()); print(x)
outer_fn <- function() { y <- 1; inner <- function() y <<- y + 1; inner(); inner(); y }
print(outer_fn())
print(exists("y"))
newvar <- function() { brand_new <<- 42; invisible() }
newvar()
print(brand_new)
compose <- function(f, g) function(x) g(f(x))
inc <- function(x) x + 1; dbl <- function(x) x * 2
print(compose(inc, dbl)(5)); print(compose(dbl, inc)(5))
