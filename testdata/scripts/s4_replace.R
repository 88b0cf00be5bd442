setClass("Person", representation(name="character", age="numeric"))
setGeneric("name", function(obj) standardGeneric("name"))
setGeneric("name<-", function(obj, value) standardGeneric("name<-"))
setMethod("name", "Person", function(obj) obj@name)
setMethod("name<-", "Person", function(obj, value) { obj@name <- value; validObject(obj); obj })
p <- new("Person", name="Al", age=3)
name(p) <- "Bo"
name(p)
p@age <- p@age + 1L
p@age
setMethod("summary", "Person", function(object, ...) cat("Person", object@name, "\n"))
summary(p)
summary(1:4)
setMethod("as.character", "Person", function(x, ...) paste0("<", x@name, ">"))
as.character(p)
setMethod("nchar", "Person", function(x, type = "chars", allowNA = FALSE, keepNA = NA) nchar(x@name))
nchar(p)
nchar("abc")
setGeneric("toStr", function(x, ...) standardGeneric("toStr"))
setMethod("toStr", "Person", function(x, prefix = ">", ...) paste(prefix, x@name))
toStr(p)
toStr(p, prefix = "#")
setMethod("initialize", "Person", function(.Object, ...) {
  .Object <- callNextMethod()
  if (length(.Object@age) == 0) .Object@age <- 0
  .Object
})
new("Person", name = "Z")
new("Person")@age
people <- list(new("Person", name="A", age=1), new("Person", name="B", age=2))
sapply(people, function(p) p@name)
sapply(people, name)
vapply(people, function(p) p@age, numeric(1))
identical(people[[1]], new("Person", name="A", age=1))
p2 <- p
p2@name <- "changed"
p@name
isVirtualClass("Person")
f <- function(x) { x@age <- 100; x }
q <- f(p); p@age; q@age
obj <- new("Person", name="x", age=1)
obj@name <- c("a", "b")
obj@name
slot(obj, "age") <- 5
obj@age
tryCatch(slot(obj, "age") <- "x", error = function(e) cat(conditionMessage(e), "\n"))
