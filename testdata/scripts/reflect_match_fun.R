# match.fun
apply_it <- function(f, x) { f <- match.fun(f); f(x) }
print(apply_it("length", 1:5))
print(apply_it(length, 1:3))
print(apply_it(function(v) v + 1, 1))
local_lookup <- function() {
  helper <- function(x) "local helper"
  apply_it("helper", 1)
}
print(local_lookup())
sym <- function(s) match.fun(s)
print(identical(sym(quote(length)), length))
c <- 5
print(apply_it("c", 2))
print(is.function(match.fun("apply_it")))
