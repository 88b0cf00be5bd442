# what the frames look like from code run by eval
pc <- function(x) cat(deparse(x), "\n")
f <- function() eval(quote(sys.call()))
pc(f())
f2 <- function() evalq(sys.call())
pc(f2())
f3 <- function() eval(quote(sys.nframe()))
r <- f3(); print(r)
f4 <- function() { e <- new.env(); eval(quote(sys.nframe()), e) }
r <- f4(); print(r)
calls <- function() eval(quote(sys.calls()))
res <- calls()
for (cl in res) pc(cl)
g <- function() parent.frame()
h <- function() { id <- "h"; eval(quote(g())) }
print(exists("id", envir = h(), inherits = FALSE))
k <- function() local(sys.call())
pc(k())
oe <- function() {
  eval(quote(on.exit(cat("eval exit\n"))))
  cat("after eval\n")
}
oe()
pf <- function() eval(quote(parent.frame()))
print(ls(pf()))
