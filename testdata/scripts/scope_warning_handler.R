# A warning's calling handler looks at the frames on the stack in the middle
# of optimised code: the variables it sees must be up to date.
f <- function(a) {
  b <- a
  x <- 1L
  y <- b + 2147483600L
  x <- 2L
  y
}
print(sum(vapply(rep(1L, 500), f, 0L)))
r <- withCallingHandlers(vapply(c(1L, 100L), f, 0L), warning = function(w) {
  fr <- sys.frames()
  for (e in fr) if (exists("x", envir = e, inherits = FALSE)) print(get("x", envir = e))
  invokeRestart("muffleWarning")
})
print(r)
