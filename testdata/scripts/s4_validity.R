setClass("Person", representation(name="character", age="numeric"),
  validity=function(object) if (length(object@age) == 1 && object@age < 0) "age must be non-negative" else TRUE)
tryCatch(new("Person", name="a", age=-1), error=function(e) print(conditionMessage(e)))
p <- new("Person", name="a", age=1)
p@age <- -5
tryCatch(validObject(p), error=function(e) print(conditionMessage(e)))
validObject(new("Person", name="a", age=1))
print(validObject(new("Person", name="a", age=1)))
setClass("Student", contains="Person", representation(school="character"),
  validity=function(object) if (length(object@school) != 1) c("need one school", "really") else TRUE)
s <- new("Student", name="b", age=20, school="MIT")
s
is(s, "Person")
is(s)
tryCatch(new("Student", name="b", age=-20, school="MIT"), error=function(e) print(conditionMessage(e)))
tryCatch(new("Student", name="b", age=20), error=function(e) print(conditionMessage(e)))
setValidity("Student", function(object) if (object@school == "X") "no X" else TRUE)
tryCatch(new("Student", name="b", age=20, school="X"), error=function(e) print(conditionMessage(e)))
setGeneric("greet", function(x, ...) standardGeneric("greet"))
setMethod("greet", "Person", function(x, ...) { cat("Hello,", x@name, "\n"); invisible(x) })
setMethod("greet", "Student", function(x, ...) { cat("Student at", x@school, "\n"); callNextMethod() })
greet(s)
setMethod("initialize", "Person", function(.Object, ...) {
  .Object <- callNextMethod(.Object, ...)
  if (length(.Object@name) == 0) .Object@name <- "Unknown"
  .Object
})
new("Person")
new("Student", school="Y")
as(s, "Person")
is(as(s, "Person"))
isVirtualClass("Student")
