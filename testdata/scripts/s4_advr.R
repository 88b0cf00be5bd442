setClass("Person", slots = c(name = "character", age = "numeric"), prototype = list(name = NA_character_, age = NA_real_))
john <- new("Person", name = "John Smith")
is(john)
john@age
setGeneric("age", function(x) standardGeneric("age"))
setGeneric("age<-", function(x, value) standardGeneric("age<-"))
setMethod("age", "Person", function(x) x@age)
setMethod("age<-", "Person", function(x, value) { x@age <- value; validObject(x); x })
age(john) <- 50
age(john)
setMethod("show", "Person", function(object) {
  cat(is(object)[[1]], "\n",
      "  Name: ", object@name, "\n",
      "  Age:  ", object@age, "\n",
      sep = "")
})
john
setClass("Employee", contains = "Person", slots = c(boss = "Person"), prototype = list(boss = new("Person")))
str(john)
new("Employee")
is(new("Employee"))
is(john, "Person")
setValidity("Person", function(object) {
  if (length(object@name) != length(object@age)) "@name and @age must be same length" else TRUE
})
alex <- new("Person", name = "Alex", age = 30)
alex@age <- 1:10
tryCatch(validObject(alex), error = function(e) conditionMessage(e))
setGeneric("union")
setMethod("union", c(x = "data.frame", y = "data.frame"), function(x, y) rbind(x, y))
union(1:3, 2:5)
union(data.frame(a=1:2), data.frame(a=2:3))
setGeneric("myGeneric", function(x, ..., verbose = TRUE) standardGeneric("myGeneric"), signature = "x")
setMethod("myGeneric", "numeric", function(x, ..., verbose = TRUE) if (verbose) cat("numeric\n"))
myGeneric(1)
myGeneric(1, verbose = FALSE)
selectMethod("age", "Employee")(new("Employee", age = 3))
existsMethod("age", "Employee")
hasMethod("age", "Employee")
e <- new("Employee", name = "E", age = 1, boss = john)
e@boss
e
is(e, "Person")
as(e, "Person")
isVirtualClass("Person")
