# Negative numbers are written (0 - k): the baseline compiler currently
# rewrites every later binary minus once it has inlined a unary minus.
# as.environment and pos arguments
print(environmentName(as.environment(1)))
print(environmentName(as.environment(".GlobalEnv")))
print(environmentName(as.environment("package:base")))
e <- as.environment(list(a = 1, b = "x"))
print(sort_names <- ls(e))
print(get("b", envir = e))
print(identical(parent.env(e), emptyenv()))
ee <- new.env()
print(identical(as.environment(ee), ee))
f <- function() { loc <- 1; identical(as.environment(0 - 1), environment()) }
print(f())
assign("viapos", 3, pos = 1)
print(viapos)
print(exists("viapos", where = 1))
print(get("viapos", pos = 1))
print(ls(1)[ls(1) == "viapos"])
g <- function() { assign("inner", 1, pos = (0 - 1)); exists("inner", inherits = FALSE) }
print(g())
as.environment("no_such_thing")
