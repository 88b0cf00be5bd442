r <- setClass("Person", representation(name="character", age="numeric"))
print(class(r))
p <- new("Person", name="Al", age=30)
p
print(p)
isS4(p)
typeof(p)
class(p)
p@name
p@age <- 31
p@age
tryCatch(p@foo, error=function(e) print(conditionMessage(e)))
tryCatch(p@age <- "x", error=function(e) print(conditionMessage(e)))
tryCatch(p@foo <- 1, error=function(e) print(conditionMessage(e)))
q <- new("Person")
q
slotNames("Person")
slotNames(p)
slot(p, "name")
slot(p, "name") <- "Bob"
p@name
isVirtualClass("Person")
x <- list(a=1)
tryCatch(x@a, error=function(e) print(conditionMessage(e)))
tryCatch(new("Person", nm="x"), error=function(e) print(conditionMessage(e)))
tryCatch(new("Person", name=1), error=function(e) print(conditionMessage(e)))
tryCatch(new("Nope"), error=function(e) print(conditionMessage(e)))
p2 <- r(name="Z", age=1)
p2
is(p, "Person")
is(p)
attributes(p)
identical(p, p)
p3 <- p; p3@age <- 99; p@age
