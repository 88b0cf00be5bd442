# lexical scoping: free variables are looked up where the function was defined
y <- 1
g <- function(a) {
  f <- function() x + y
  if (a) x <- 2
  f()
}
print(g(TRUE))
r <- tryCatch(g(FALSE), error = function(e) conditionMessage(e))
print(r)
x <- 100
print(g(FALSE))
rm(x)
z <- "global z"
show_z <- function() z
call_with_local_z <- function() { z <- "local z"; show_z() }
print(call_with_local_z())
nest <- function() { z <- "nest z"; inner <- function() z; inner() }
print(nest())
level1 <- function() {
  a <- 1
  level2 <- function() {
    b <- 2
    level3 <- function() { c <- 3; a + b + c }
    level3()
  }
  level2()
}
print(level1())
shadow <- function(print) { print("print still found as a function"); print }
r <- shadow(99)
print(r)
h <- function() { sum <- 5; sum }
print(h())
later <- function() undefined_yet
undefined_yet <- "defined after the function"
print(later())
fenv <- function() { v <- "in fenv"; function() v }
ff <- fenv()
print(ff())
environment(ff) <- list2 <- new.env()
assign("v", "in new env", envir = list2)
print(ff())
counter_env <- new.env()
assign("n", 0, envir = counter_env)
bump <- function() n <<- n + 1
environment(bump) <- counter_env
bump(); bump()
print(get("n", envir = counter_env))
print(exists("n"))
