# locked bindings and environments, active bindings
e <- new.env()
assign("x", 1, envir = e)
lockBinding("x", e)
print(bindingIsLocked("x", e))
unlockBinding("x", e)
print(bindingIsLocked("x", e))
assign("x", 2, envir = e)
print(get("x", envir = e))
print(environmentIsLocked(e))
lockEnvironment(e)
print(environmentIsLocked(e))
assign("x", 3, envir = e)
print(get("x", envir = e))
print(bindingIsLocked("x", e))
e2 <- new.env()
e2$a <- 1
lockEnvironment(e2, bindings = TRUE)
print(bindingIsLocked("a", e2))
y <- 5
lockBinding(quote(y), globalenv())
print(bindingIsLocked(quote(y), globalenv()))
unlockBinding("y", globalenv())
y <- 6
print(y)
count <- 0
makeActiveBinding("ticker", function() { count <<- count + 1; count }, globalenv())
print(ticker)
print(ticker)
print(bindingIsActive("ticker", globalenv()))
print(bindingIsActive("count", globalenv()))
store <- NULL
makeActiveBinding("box", function(v) { if (missing(v)) store else store <<- v * 2 }, globalenv())
box <- 21
print(box)
print(store)
f <- function() {
  z <- 1
  lockBinding("z", environment())
  z <- 2
}
f()
