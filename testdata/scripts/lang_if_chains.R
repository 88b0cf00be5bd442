# if/else chains, values of if, conditions of length != 1 and NA
classify <- function(x) {
  if (x < 0) "negative"
  else if (x == 0) "zero"
  else if (x < 10) "small"
  else if (x < 100) "medium"
  else "large"
}
for (v in c(-5, 0, 3, 42, 1000)) cat(v, classify(v), "\n")
r <- if (TRUE) 1 else 2
print(r)
r <- if (FALSE) 1
print(r)
print(is.null(if (FALSE) 1))
f <- function(a) if (a) "yes" else "no"
print(f(TRUE)); print(f(FALSE)); print(f(1)); print(f(0)); print(f("TRUE")); print(f("false"))
g <- function(a) { if (a) return("early"); "late" }
print(g(TRUE)); print(g(FALSE))
x <- 7
y <- if (x > 5) { z <- x * 2; z + 1 } else { -1 }
print(y)
print(tryCatch(if (NA) 1, error = function(e) conditionMessage(e)))
print(tryCatch(if (NULL) 1, error = function(e) conditionMessage(e)))
print(tryCatch(if ("abc") 1, error = function(e) conditionMessage(e)))
print(tryCatch(if (c(TRUE, FALSE)) 1, error = function(e) conditionMessage(e)))
print(tryCatch(if (logical(0)) 1, error = function(e) conditionMessage(e)))
print(tryCatch(while (NA) 1, error = function(e) conditionMessage(e)))
nested <- function(a, b) {
  if (a) {
    if (b) "both" else "a only"
  } else {
    if (b) "b only" else "neither"
  }
}
for (a in c(TRUE, FALSE)) for (b in c(TRUE, FALSE)) print(nested(a, b))
print(if (TRUE) invisible(3))
if (TRUE) invisible(3)
