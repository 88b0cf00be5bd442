mode(1); mode(1L); mode("a"); mode(TRUE); mode(NULL); mode(list()); mode(sum); mode(function() 1)
mode(quote(x)); mode(quote(f(x))); mode(quote((x))); mode(1i); mode(as.raw(1))
storage.mode(1); storage.mode(1L); storage.mode(sum); storage.mode(quote(x)); storage.mode(NULL)
x <- c(a = 1.7, b = 2.2)
storage.mode(x) <- "integer"
x
typeof(x)
y <- 1:3
mode(y) <- "character"
y
z <- c(TRUE, FALSE)
storage.mode(z) <- "double"
z
m <- c(p = 1, q = 0)
mode(m) <- "logical"
m
w <- c("1", "b")
w <- c("1", "2")
storage.mode(w) <- "numeric"
w
storage.mode(w)
