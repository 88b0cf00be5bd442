# The variables R defines in a method's frame.
show <- function(x, ...) UseMethod("show")
show.default <- function(x, ...) {
  print(.Generic)
  print(.Class)
  print(.Method)
  print(.Group)
  invisible()
}
show.first <- function(x, ...) {
  print(.Generic)
  print(.Class)
  print(.Method)
  NextMethod()
}
show(1)
show(structure(1, class = "first"))
show(structure(1, class = c("zero", "first", "second")))
show(structure(1, class = c("first", "second")))

# .GenericCallEnv is where the generic was called from.
where <- function(x) UseMethod("where")
where.default <- function(x) identical(.GenericCallEnv, .GlobalEnv)
where(1)
caller <- function() where(2)
caller()

# R 4.2 copies the generic's local variables into the method's frame.
gen <- function(x) {
  local_value <- "from the generic"
  UseMethod("gen")
}
gen.default <- function(x) local_value
gen(1)

# ... but not the generic's formals, which the method binds itself.
gen2 <- function(x, y = "generic default") {
  y <- "changed in generic"
  UseMethod("gen2")
}
gen2.default <- function(x, y = "method default") y
gen2(1)
gen2(1, "supplied")

# A method's own variables shadow the copied ones.
gen3 <- function(x) { z <- 1; UseMethod("gen3") }
gen3.default <- function(x, z = 2) z
gen3(0)
