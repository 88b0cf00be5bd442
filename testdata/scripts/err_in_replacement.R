# errors inside user-defined replacement functions
"checked<-" <- function(x, value) {
  if (value < 0) stop("value must be non-negative")
  x$v <- value
  x
}
o <- list(v = 0)
checked(o) <- 5
print(o$v)
r <- tryCatch({ checked(o) <- -1 }, error = function(e) conditionMessage(e))
print(r)
print(o$v)
setit <- function() { loc <- list(); checked(loc) <- -2; loc }
setit()
