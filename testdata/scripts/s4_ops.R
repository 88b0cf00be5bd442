validObject(new("numeric"))
setClass("Money", representation(v="numeric", cur="character"))
setMethod("+", signature("Money", "Money"), function(e1, e2) new("Money", v=e1@v+e2@v, cur=e1@cur))
m <- new("Money", v=1, cur="USD") + new("Money", v=2, cur="USD")
m@v
setMethod("Arith", signature("Money", "numeric"), function(e1, e2) new("Money", v=callGeneric(e1@v, e2), cur=e1@cur))
(m * 3)@v
(m - 1)@v
setMethod("Compare", signature("Money", "Money"), function(e1, e2) callGeneric(e1@v, e2@v))
m < new("Money", v=10, cur="USD")
setMethod("length", "Money", function(x) 42L)
length(m)
setClass("Stack", representation(items="list"))
setMethod("[", "Stack", function(x, i, ...) x@items[[i]])
s <- new("Stack", items=list(1, "a", TRUE))
s[2]
setMethod("$", "Stack", function(x, name) paste("field", name))
s$foo
setGeneric("size", function(obj) standardGeneric("size"))
setMethod("size", "Stack", function(obj) length(obj@items))
size(s)
setClassUnion("NumOrChar", c("numeric", "character"))
setClass("Box", representation(content="NumOrChar"))
new("Box", content=1)@content
new("Box", content="a")@content
tryCatch(new("Box", content=TRUE), error=function(e) print(conditionMessage(e)))
setMethod("size", "NumOrChar", function(obj) "union")
size(1)
size("a")
is(1, "NumOrChar")
isVirtualClass("NumOrChar")
setMethod("show", "Money", function(object) cat(object@v, object@cur, "\n"))
m
print(m)
list(m)
setGeneric("toString")
toString(1:3)
setMethod("toString", "Money", function(x, ...) paste(x@v, x@cur))
toString(m)
setGeneric("summary")
setMethod("summary", "Money", function(object, ...) cat("Money summary\n"))
summary(m)
summary(c(1,2,3))
