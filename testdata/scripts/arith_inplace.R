# Statement-level scalar assignments update the variable's value in place
# when nothing else holds it; anything that captured the old value must
# keep it.
f <- function() {
  s <- 0
  out <- list()
  keep <- c()
  for (i in 1:3) {
    s <- s + 1
    out[[i]] <- s
    keep <- c(keep, s)
  }
  list(out, keep, s)
}
r <- f(); print(unlist(r[[1]])); print(r[[2]]); print(r[[3]])
g <- function() {
  s <- 1
  l <- list(s)
  s <- s + 1
  e <- new.env(); assign("v", s, envir = e)
  s <- s + 1
  cl <- function() s
  s2 <- cl()
  s <- s + 1
  mk <- function(a) { force(a); function() a }
  fa <- mk(s)
  s <- s + 1
  fs <- lapply(1:2, function(k) s)
  s <- s + 1
  c(l[[1]], get("v", envir = e), s2, fa(), fs[[1]], s)
}
g()
h <- function() {
  s <- 0
  s <- s + 1
  s <- s + 1
  y <- s + { s <- s + 1; 0 }
  s <- s + 1
  z <- c(s, { s <- s + 1; 0 })
  s <- s + 1
  z2 <- list(s, { s <- s + 1; 0 })
  c(y, z, z2[[1]], s)
}
h()
i2 <- function() {
  n <- 0L
  while (n < 5L) n <- n + 1L
  a <- n
  n <- n + 1L
  c(a, n)
}
i2()
v <- 10
for (k in 1:3) v <- v - 1
v
old <- v
v <- v * 2
c(old, v)
e <- new.env()
local({ s <- 1; lockBinding("s", environment()); r <- tryCatch({ for (i in 1:2) s <- s + 1; "no error" }, error = function(e) conditionMessage(e)); print(r); print(s) })
makeActiveBinding("act", function(x) if (missing(x)) 42 else cat("set", x, "\n"), environment())
for (i in 1:2) act <- act + i
attr_test <- function() { s <- structure(1, foo = "bar"); for (i in 1:2) s <- s + 1; s }
attr_test()
x <- c(a = 1)
for (i in 1:2) x <- x * 2
x
