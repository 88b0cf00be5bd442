setClass("Money", representation(v="numeric"))
m <- new("Money", v=1)
tryCatch(3 * m, error=function(e) print(conditionMessage(e)))
tryCatch(-m, error=function(e) print(conditionMessage(e)))
tryCatch(m + m, error=function(e) print(conditionMessage(e)))
setMethod("Arith", signature("Money", "numeric"), function(e1, e2) new("Money", v=callGeneric(e1@v, e2)))
tryCatch(3 * m, error=function(e) print(conditionMessage(e)))
setMethod("Arith", signature("numeric", "Money"), function(e1, e2) new("Money", v=callGeneric(e1, e2@v)))
(3 * m)@v
(10 - m)@v
A <- setRefClass("A", fields = list(x = "numeric"))
a <- new("A", x = 3)
a$x
a2 <- A(x = 4)
a2$x
A$methods()
setGeneric("bump", function(obj, ...) standardGeneric("bump"))
setMethod("bump", "A", function(obj, ...) { obj$x <- obj$x + 1; invisible(obj) })
bump(a)
a$x
setMethod("show", "A", function(object) cat("<A x=", object$x, ">\n"))
a
print(a)
