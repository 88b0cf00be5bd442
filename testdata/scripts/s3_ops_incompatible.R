# Both operands have different methods: R warns and uses the builtin.
"+.alpha" <- function(e1, e2) "alpha method"
"+.beta" <- function(e1, e2) "beta method"
a <- structure(1, class = "alpha")
b <- structure(2, class = "beta")
a + 1
1 + b
a + b
b + a
# The same method on both sides is fine.
a + a
Ops.gamma <- function(e1, e2) "gamma group"
g <- structure(3, class = "gamma")
g + a
a + g
g == g
