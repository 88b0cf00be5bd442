f <- function(x) {
  warning("x is ", x)
  x * 2
}
f(1)
y <- f(2)
print(y)
g <- function() {
  warning("one")
  warning("two")
  3
}
g()
suppressWarnings(g())
r <- suppressWarnings({ warning("hidden"); "visible value" })
print(r)
suppressMessages(message("you will not see this"))
message("to stderr")
message("a", "b", 1:3)
message("no newline", appendLF = FALSE)
message("")
h <- function() warning("no call here", call. = FALSE)
h()
w <- tryCatch(h(), warning = function(w) w)
print(class(w))
print(w)
