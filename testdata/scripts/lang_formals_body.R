# formals() is a named pairlist; body() a call
fm <- formals(function(a, b = 2, ...) NULL)
print(typeof(fm)); print(length(fm))
print(names(fm))
print(fm$b)
print(names(formals(function(x, y) NULL)))
print(body(function(x) x + 1))
print(body(function(x) { y <- x; y * 2 }))
