# Methods are found from where the generic is called...
area <- function(s) UseMethod("area")
area.default <- function(s) "global default"
use_local <- function() {
  area.circle <- function(s) "local circle method"
  area(structure(1, class = "circle"))
}
use_local()
area(structure(1, class = "circle"))

# ... not from the generic's own defining environment.
maker <- function() {
  speak.pet <- function(x) "defining env"
  function(x) UseMethod("speak")
}
speak <- maker()
speak.default <- function(x) "default: the defining env is not searched"
speak(structure(1, class = "pet"))
speak.pet <- function(x) "global"
speak(structure(1, class = "pet"))

# Non-function bindings with a method's name are skipped.
f <- function(x) UseMethod("f")
f.default <- function(x) "function default"
caller <- function() {
  f.default <- "not a function"
  f(1)
}
caller()

# Internal generics find methods from the calling environment.
inside <- function() {
  length.local <- function(x) 123L
  length(structure(1, class = "local"))
}
inside()
length(structure(1, class = "local"))
