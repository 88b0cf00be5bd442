setClass("P", representation(x="numeric"))
v <- validObject(new("P", x=1)); print(v)
validObject(new("P", x=1))
f <- function() validObject(new("P", x=1))
f()
setClass("Temp", contains="numeric", representation(unit="character"))
t1 <- new("Temp", c(1,2,3), unit="C")
t1
t1 + 1
t1@.Data
length(t1)
t1[2]
isS4(t1)
typeof(t1)
is(t1, "numeric")
is(t1)
mean(t1)
attributes(t1)
setClass("Base", representation(id="numeric"))
setClass("Derived", contains="Base", representation(extra="character"), prototype(extra="hi", id=7))
d <- new("Derived")
d
is(d, "Base")
getSlots("Derived")
existsMethod("show", "Derived")
