# Negative numbers are written (0 - k): the baseline compiler currently
# rewrites every later binary minus once it has inlined a unary minus.
# assign, get, get0, exists with envir, inherits and mode
assign("a", 10)
print(a)
e <- new.env()
assign("b", 20, envir = e)
print(exists("b"))
print(exists("b", envir = e))
print(get("b", envir = e))
print(get("a", envir = e))
print(exists("a", envir = e))
print(exists("a", envir = e, inherits = FALSE))
print(get0("zz"))
print(get0("zz", ifnotfound = "none"))
print(get0("a", envir = e, inherits = FALSE, ifnotfound = (0 - 1)))
f <- function() {
  a <- "local"
  c(get("a"), get("a", envir = globalenv()))
}
print(f())
c <- 3
print(get("c"))
print(get("c", mode = "function")(1, 2))
print(exists("c", mode = "function"))
print(exists("c", mode = "numeric"))
print(exists("c", mode = "character"))
g <- function() {
  assign("made", 1)
  exists("made", inherits = FALSE)
}
print(g())
print(exists("made"))
h <- function() {
  x <- 1
  k <- function() {
    assign("x", 2, inherits = TRUE)
    x
  }
  k()
  x
}
print(h())
res <- assign("v", 1:3)
print(res)
x <- assign("w", c(a = 1))
print(x)
print(get("+")(1, 2))
print(exists("print"))
print(exists("nonexistent_var_xyz"))
p <- function(arg) exists("arg")
print(p())
q <- function(arg) get0("arg", inherits = FALSE)
print(q(5))
assign(c("m1", "m2"), 5)
print(m1)
print(exists("m2"))
get("nope", mode = "function")
