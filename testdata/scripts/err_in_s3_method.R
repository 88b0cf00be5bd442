# an uncaught error inside an S3 method
describe <- function(x, ...) UseMethod("describe")
describe.default <- function(x, ...) cat("default for", class(x), "\n")
describe.animal <- function(x, ...) {
  cat("animal:", x$name, "\n")
  if (is.null(x$sound)) stop("animal '", x$name, "' has no sound")
  NextMethod()
}
dog <- structure(list(name = "rex", sound = "woof"), class = "animal")
describe(dog)
describe(42)
fish <- structure(list(name = "nemo"), class = "animal")
run <- function(a) describe(a)
run(fish)
