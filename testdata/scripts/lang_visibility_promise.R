# visibility when a function returns the value of a forced promise: the
# promise's evaluation decides
n <- function(a) a
n(invisible(12))
n(12)
h <- function() {
  delayedAssign("chg", assign("flag", "set by promise", envir = parent.frame()))
  chg
}
h()
print(flag)
k <- function(x) { x }
k(invisible("braced"))
m <- function(x) { force(x); x }
m(invisible("forced first"))
