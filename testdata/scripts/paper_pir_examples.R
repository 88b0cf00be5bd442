# The small functions used to introduce the IR (sections 3 and 4 of the paper)
a1 <- function() { answer <- 42; answer }
print(a1())
f <- function(b) b
x <- "global x"
print(f(x))
phi <- function(cond) {
  if (cond)  x <- 1 
  else       x <- 2
  x
}
print(phi(TRUE)); print(phi(FALSE))
inl <- function(a, cond) {
  if (cond)  a
  a
}
noisy <- function() { cat("forced\n"); "val" }
print(inl(noisy(), TRUE))
print(inl(noisy(), FALSE))
g <- function() {
  a <- 1
  f <- function(b) b+a
  f(2)
}
print(g())
g2 <- function() {
  a <- 1
  f <- function(b) b+a
  f(a <- 10)
}
print(g2())
fx <- function(b) b
r <- tryCatch(fx(undefined_x), error = function(e) conditionMessage(e))
print(r)
print(fx(quote(undefined_x)))
