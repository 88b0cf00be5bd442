# type predicates
vals <- list(NULL, TRUE, 1L, 2.5, 1i, "a", as.raw(1), list(1), sum, quote(x), quote(f(x)))
for (v in vals) {
  cat(typeof(v), ":", is.logical(v), is.integer(v), is.double(v), is.complex(v),
      is.character(v), is.raw(v), is.list(v), is.numeric(v), is.atomic(v),
      is.vector(v), is.function(v), "\n")
}
is.vector(c(a = 1, b = 2))
x <- 1:4
attr(x, "foo") <- "bar"
is.vector(x)
is.vector(1:3, "numeric")
is.vector(1:3, "integer")
is.vector(1:3, "double")
is.vector(list(), "list")
is.vector(quote(x), "symbol")
is.vector(quote(x), "name")
is.vector("a", "any")
is.vector(1, mode = "character")
is.atomic(NULL)
is.numeric(TRUE)
