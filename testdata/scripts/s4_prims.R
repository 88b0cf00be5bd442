setClass("Bag", representation(items="list"))
setMethod("$", "Bag", function(x, name) x@items[[name]])
setMethod("$<-", "Bag", function(x, name, value) { x@items[[name]] <- value; x })
b <- new("Bag")
b$apple <- 3
b$pear <- "x"
b$apple
b$pear
names(b@items)
setMethod("[[", "Bag", function(x, i, ...) x@items[[i]])
b[["pear"]]
setMethod("[<-", "Bag", function(x, i, ..., value) { x@items[i] <- value; x })
b["kiwi"] <- list(10)
b$kiwi
setMethod("length", "Bag", function(x) length(x@items))
length(b)
setClass("Num", representation(v="numeric"))
setMethod("Ops", signature("Num", "Num"), function(e1, e2) callGeneric(e1@v, e2@v))
a <- new("Num", v=c(1,5)); z <- new("Num", v=c(3,2))
a + z; a > z; a == z
setMethod("Math", "Num", function(x) new("Num", v=callGeneric(x@v)))
sqrt(new("Num", v=c(4, 9)))@v
abs(new("Num", v=-2))@v
setMethod("Summary", "Num", function(x, ..., na.rm = FALSE) callGeneric(x@v, ..., na.rm = na.rm))
max(a); sum(a); range(a)
setClass("Acc", representation(total="numeric"))
setMethod("initialize", "Acc", function(.Object, ..., start = 0) {
  .Object <- callNextMethod(.Object, ...)
  .Object@total <- start
  .Object
})
new("Acc", start = 5)@total
new("Acc")@total
setGeneric("deposit", function(acc, amt) standardGeneric("deposit"))
setMethod("deposit", signature("Acc", "numeric"), function(acc, amt) { acc@total <- acc@total + amt; acc })
acc <- new("Acc", start = 1)
acc <- deposit(acc, 10)
acc@total
tryCatch(deposit(acc, "x"), error = function(e) cat(conditionMessage(e), "\n"))
methods::slotNames("Acc")
methods::is(acc, "Acc")
x <- methods::new("Acc")
isVirtualClass("Acc")
setGeneric("combine", function(x, y, ...) standardGeneric("combine"))
setMethod("combine", signature("numeric", "numeric"), function(x, y, ...) x + y)
setMethod("combine", signature("character", "character"), function(x, y, ...) paste(x, y))
setMethod("combine", signature("ANY", "missing"), function(x, y, ...) x)
combine(1, 2); combine("a", "b"); combine(TRUE)
combine(1L, 2.5)
setClass("A", representation(x="numeric"))
setClass("B", contains="A")
setClass("C", contains="B")
setGeneric("who", function(obj) standardGeneric("who"))
setMethod("who", "A", function(obj) "A")
setMethod("who", "B", function(obj) paste("B >", callNextMethod()))
setMethod("who", "C", function(obj) paste("C >", callNextMethod()))
who(new("C")); who(new("B")); who(new("A"))
is(new("C"))
is(new("C"), "A")
extends("C", "A")
existsMethod("who", "C"); hasMethod("who", "C")
