# match.arg with and without choices
center <- function(type = c("mean", "median", "trimmed")) {
  type <- match.arg(type)
  type
}
print(center())
print(center("med"))
print(center("trimmed"))
print(match.arg("a", c("apple", "banana")))
print(match.arg(NULL, c("x", "y")))
print(match.arg(c("ap", "ba"), c("apple", "banana"), several.ok = TRUE))
print(match.arg("banana", c("apple", "banana")))
multi <- function(what = c("one", "two", "three")) match.arg(what, several.ok = TRUE)
print(multi())
print(multi(c("tw", "th")))
match.arg("x", c("mean", "median"))
