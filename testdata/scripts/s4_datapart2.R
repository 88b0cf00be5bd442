setClass("MyList", contains = "list", representation(info = "character"))
ml <- new("MyList", list(1, "b"), info = "x")
ml
length(ml)
ml[[2]]
ml@.Data
lapply(ml, class)
is(ml, "list")
is(ml)
setClass("Name", contains = "character")
n <- new("Name", "Alice")
n
nchar(n)
toupper(n)
paste("Hi", n)
setClass("Counts", contains = "integer", representation(label = "character"))
cc <- new("Counts", 1:5, label = "c")
sum(cc)
cc * 2L
cc[2:3]
cc@label
setClass("Fn", contains = "function", representation(desc = "character"))
fn <- new("Fn", function(x) x + 1, desc = "inc")
fn(1)
fn@desc
setClass("Pos", contains = "numeric", validity = function(object) if (any(object < 0)) "negative values" else TRUE)
tryCatch(new("Pos", c(1, -1)), error = function(e) cat(conditionMessage(e), "\n"))
pp <- new("Pos", c(1, 2))
pp@.Data <- c(5, 6)
pp
str(ml)
new("Counts")
new("MyList")
