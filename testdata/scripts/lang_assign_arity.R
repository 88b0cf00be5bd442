# `<-` called with the wrong number of arguments (also in statement
# position inside a braced body, which the compiler treats specially)
r <- tryCatch(`<-`(x), error = function(e) conditionMessage(e))
print(r)
g <- function() { `=`(a, b, c); 2 }
print(tryCatch(g(), error = function(e) conditionMessage(e)))
f <- function() { `<-`(); 1 }
f()
