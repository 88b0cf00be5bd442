# Section 2: f(x<-TRUE, x) fails because the condition is forced first
f <- function(a, b) if(b) a
print(exists("x"))
r <- tryCatch(f(x<-TRUE, x), error = function(e) conditionMessage(e))
print(r)
print(exists("x"))
f2 <- function(a, b) { a; if (b) a }
print(f2(x <- TRUE, x))
print(x)
rm(x)
f3 <- function(a, b) if (b) "b was true" else a
print(f3(y <- "assigned", FALSE))
print(y)
print(f3(z <- "never", TRUE))
print(exists("z"))
f(x<-TRUE, x)
