# Section 2 of the paper, verbatim: context-sensitive lookup in call position
f <- function(c) {c(1, 2) + c}
f(3)
print(f(3))
print(f(c(10, 20)))
bad <- function() rm(list="c", envir=sys.frame(-1))
f(bad())
