# Section 2: a callee reads (and writes) its caller's environment
f <- function() get("x", envir=parent.frame())
g <- function() {x <- "secret"; f()}
print(g())
x <- "global x"
print(f())
g2 <- function() f()
print(g2())
spy <- function() ls(envir = parent.frame())
victim <- function(a, b) { hidden <- 1; spy() }
print(victim(1, 2))
tamper <- function() assign("x", "tampered", envir = parent.frame())
g3 <- function() { x <- "original"; tamper(); x }
print(g3())
erase <- function() rm("x", envir = parent.frame())
g4 <- function() { x <- "local"; erase(); x }
print(g4())
sneaky_get <- function(name) get(name, envir = parent.frame(2))
mid <- function() sneaky_get("deep")
top <- function() { deep <- "two frames up"; mid() }
print(top())
