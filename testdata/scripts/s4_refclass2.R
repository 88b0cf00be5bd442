Stack <- setRefClass("Stack", fields = list(items = "list"),
  methods = list(
    push = function(x) { items[[length(items) + 1]] <<- x },
    pop = function() { it <- items[[length(items)]]; items[[length(items)]] <<- NULL; it },
    size = function() length(items),
    peek = function() items[[size()]],
    isEmpty = function() size() == 0
  ))
s <- Stack$new()
s$push(1); s$push("two"); s$push(3)
s$size()
s$pop()
s$peek()
s$size()
s$isEmpty()
Queue <- setRefClass("Queue", fields = list(items = "list"))
Queue$methods(list(
  add = function(x) { .self$items <- c(items, list(x)); invisible(.self) },
  n = function() length(items)))
q <- Queue$new()
q$add(1)$add(2)
q$n()
Animal <- setRefClass("Animal", fields = list(name = "character", sound = "character"),
  methods = list(
    speak = function() cat(name, "says", sound, "\n"),
    initialize = function(..., sound = "...") {
      callSuper(..., sound = sound)
    }))
Dog <- setRefClass("Dog", contains = "Animal",
  methods = list(
    initialize = function(...) callSuper(..., sound = "Woof"),
    speak = function() { cat("[dog] "); callSuper() }))
a <- Animal$new(name = "Generic")
a$speak()
d <- Dog$new(name = "Rex")
d$speak()
d$name <- "Max"
d$speak()
is(d, "Animal")
class(d)
animals <- list(a, d)
for (an in animals) an$speak()
d2 <- d$copy(); d2$name <- "Copy"; d$name; d2$name
d3 <- d; d3$name <- "Same"; d$name
Person <- setRefClass("Person", fields = list(name = "character", friends = "list"))
p1 <- Person$new(name = "A")
p2 <- Person$new(name = "B", friends = list(p1))
p2$friends[[1]]$name
p1$name <- "A2"
p2$friends[[1]]$name
f <- function(obj) obj$name <- "changed in f"
f(p1)
p1$name
identical(p1, p1)
identical(p1, p1$copy())
p1
