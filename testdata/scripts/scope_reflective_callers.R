# Scope resolution must not trust a local variable across code that may
# reach the frame reflectively.
g1 <- function() assign("x", 99, envir = parent.frame())
f1 <- function() { x <- 1; g1(); x }
print(f1()); print(f1())

g2 <- function() eval(quote(x <- 5), parent.frame())
f2 <- function() { x <- 1; y <- x + 1; g2(); c(x, y) }
print(f2()); print(f2())

g3 <- function() { fr <- sys.frames(); assign("x", 7, envir = fr[[length(fr) - 1L]]) }
f3 <- function() { x <- 1; g3(); x * 2 }
print(f3()); print(f3())

f4 <- function() { x <- 1; local(x <<- 2); x }
print(f4()); print(f4())

# The paper's promise twister: forcing x runs sys.frame(-1), which is g's frame.
ff <- function() sys.frame(-1)
g5 <- function(x) { y <- 1; e <- x; assign("y", 5, envir = e); y }
print(g5(ff())); print(g5(ff()))

f6 <- function(c) { c(1, 2) + c }
print(f6(3))
bad <- function() rm(list = "c", envir = sys.frame(-1))
r <- tryCatch(f6(bad()), error = function(e) conditionMessage(e))
print(r)

# A callee changes the caller's loop accumulator once.
g7 <- function() assign("s", 1000, envir = parent.frame())
f7 <- function(n) { s <- 0; for (i in 1:n) { s <- s + i; if (i == 3L) g7() }; s }
print(f7(5L)); print(f7(5L)); print(f7(2L))

# eval in a loop
f8 <- function(n) { k <- 0; for (i in seq_len(n)) eval(quote(k <- k + i)); k }
print(f8(4)); print(f8(4))

# on.exit sees the last value
f9 <- function() { x <- 1; on.exit(print(x)); x <- 2; x <- 3; invisible(NULL) }
f9(); f9()

# new.env() over the frame, then writing through its parent
f10 <- function() { x <- 1; e <- new.env(); assign("x", 3, envir = parent.env(e)); x }
print(f10()); print(f10())

# environment() captured, modified later by a callee
g11 <- function(e) e$x <- 42
f11 <- function() { x <- 1; e <- environment(); x <- 2; g11(e); x }
print(f11()); print(f11())

# delayedAssign into the caller
g12 <- function() delayedAssign("x", 17, assign.env = parent.frame())
f12 <- function() { x <- 1; g12(); x }
print(f12()); print(f12())

# An empty for loop leaves its variable NULL
f13 <- function(n) { i <- 5; for (i in seq_len(n)) { }; i }
print(f13(0)); print(f13(3)); print(f13(0))
f13b <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i; list(s, i) }
str(f13b(0)); str(f13b(2))

# The loop bound is a promise that writes the loop variable of the frame
f14 <- function(n) { i <- "old"; for (i in seq_len(n)) { }; i }
print(f14({ 2 })); print(f14(0))
setI <- function(v) { for (fr in sys.frames()) if (exists("i", envir = fr, inherits = FALSE)) assign("i", v, envir = fr) }
print(f14({ setI("promise"); 0 })); print(f14({ setI("promise2"); 2 }))
f14b <- function(n) { i <- "old"; r <- i; for (i in seq_len(n)) r <- paste(r, i); c(r, i) }
print(f14b({ setI("p"); 0 })); print(f14b({ setI("q"); 2 }))

# <<- from a nested function and from local()
f15 <- function() { x <- 1; h <- function() x <<- x + 1; h(); h(); x }
print(f15()); print(f15())
f16 <- function() { x <- 1; local({ x <<- 10 }); y <- x; y }
print(f16()); print(f16())

# match.arg and sys.function
f17 <- function(type = c("a", "b")) { type <- match.arg(type); paste(type, "!") }
print(f17()); print(f17("b"))

# A function reassigning its argument, forced by a callee
f18 <- function(a) { b <- a; a <- 10; c(a, b) }
print(f18(1)); print(f18(2))

# missing() after assignment
f19 <- function(a) { r1 <- missing(a); a <- 1; c(r1, missing(a)) }
print(f19()); print(f19(3))

# get() and exists() on the current frame
f20 <- function() { x <- 1; x <- 2; c(get("x"), exists("zz")) }
print(f20()); print(f20())

# mget / ls of the current frame
f21 <- function(a) { b <- a + 1; z <- 3; ls() }
print(f21(1)); print(f21(2))
f22 <- function() { u <- 1; v <- 2; u <- 5; unlist(mget(c("u", "v"))) }
print(f22()); print(f22())

# sys.call / sys.function inside loops
f23 <- function(n) { s <- 0; for (i in 1:n) s <- s + length(sys.call()); s }
print(f23(3))
