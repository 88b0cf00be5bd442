# on.exit in generics and methods
gen <- function(x) {
  on.exit(cat("generic on.exit\n"))
  cat("generic before dispatch\n")
  UseMethod("gen")
}
gen.default <- function(x) {
  on.exit(cat("default method on.exit\n"))
  cat("in gen.default\n")
  "default result"
}
gen.special <- function(x) {
  on.exit(cat("special method on.exit\n"), add = TRUE)
  on.exit(cat("special second on.exit\n"), add = TRUE)
  cat("in gen.special\n")
  NextMethod()
}
print(gen(1))
print(gen(structure(1, class = "special")))
failing <- function(x) UseMethod("failing")
failing.default <- function(x) { on.exit(cat("cleanup before error propagates\n")); stop("method failed") }
r <- tryCatch(failing(1), error = function(e) conditionMessage(e))
print(r)
ret <- function(x) UseMethod("ret")
ret.default <- function(x) { on.exit(return("from on.exit")); "normal value" }
print(ret(1))
counter <- 0
cnt <- function(x) { on.exit(counter <<- counter + 1); UseMethod("cnt") }
cnt.default <- function(x) { on.exit(counter <<- counter + 10); x }
for (i in 1:3) cnt(i)
print(counter)
print.tracked <- function(x, ...) { on.exit(cat("print.tracked done\n")); cat("tracked:", unclass(x), "\n"); invisible(x) }
structure(42, class = "tracked")
print(structure(7, class = "tracked"))
