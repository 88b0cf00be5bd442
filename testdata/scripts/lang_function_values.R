# functions as values: anonymous functions, lambdas, higher-order functions
print((function(x) x * 2)(21))
print((\(x, y = 2) x ^ y)(3))
apply_twice <- function(f, x) f(f(x))
print(apply_twice(function(v) v + 3, 10))
print(apply_twice(\(s) c(s, "!"), "hi"))
fs <- list(sq = function(x) x^2, neg = function(x) -x, id = function(x) x)
for (nm in names(fs)) cat(nm, fs[[nm]](4), "\n")
print(fs$sq(5))
print(fs[["neg"]](5))
pick <- function(op) switch(op, add = function(a, b) a + b, mul = function(a, b) a * b)
print(pick("add")(2, 3)); print(pick("mul")(2, 3))
my_map <- function(v, f) { out <- vector("list", length(v)); for (i in seq_along(v)) out[[i]] <- f(v[[i]]); out }
print(my_map(1:3, function(x) x * 10))
my_filter <- function(v, p) { out <- c(); for (e in v) if (p(e)) out <- c(out, e); out }
print(my_filter(1:10, function(x) x %% 3 == 0))
my_reduce <- function(f, v, init) { acc <- init; for (e in v) acc <- f(acc, e); acc }
print(my_reduce(`+`, 1:10, 0))
print(my_reduce(function(a, b) a * b, 1:6, 1))
print(my_reduce(`-`, c(1, 2, 3), 100))
plus <- `+`
print(plus(1, 2))
print(`*`(6, 7))
print(sapply_free <- is.function(print))
print(is.function(`if`)); print(is.primitive(`if`)); print(is.primitive(print))
print(class(function() 1))
print(typeof(function() 1)); print(typeof(`+`)); print(typeof(`if`))
f <- function(x, y) NULL
print(formals(f)$y == "")
do_call_like <- function(f, args) do.call(f, args)
print(do_call_like(function(a, b) a - b, list(b = 1, a = 10)))
print((function(...) nargs())(1, 2, 3))
