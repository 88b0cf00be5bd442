# calls and symbols
quote(x + y)
quote(f(a, b = 2))
quote(if (a) b else c)
quote(function(x) x^2)
quote(x[1]$y)
quote(-x)
quote((a + b) * c)
as.name("foo")
quote(`my var` + 1)
print(quote(a <- b))
quote({
  x <- 1
  y <- 2
})
call("sum", 1, 2, 3)
as.call(list(as.name("max"), 1, 5))
substitute(a + b, list(a = 1, b = quote(z)))
bquote(.(1 + 2) + x)
list(quote(x), quote(y + 1))
