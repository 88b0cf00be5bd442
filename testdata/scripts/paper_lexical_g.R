# Section 2: x in scope only if the argument a is true
g <- function(a) { 
    f <- function() x+y         
    if (a) x <- 2
    f() 
}
y <- 1
print(g(TRUE))
r <- tryCatch(g(FALSE), error = function(e) conditionMessage(e))
print(r)
x <- 10
print(g(FALSE))
print(g(TRUE))
y <- 5
print(g(TRUE))
g(FALSE)
rm(x)
g(FALSE)
