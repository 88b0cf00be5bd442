# Generics called recursively from their own methods.
node <- function(value, children = list()) structure(list(value = value, children = children), class = "node")
leaf <- function(value) structure(list(value = value), class = c("leaf", "node"))

total <- function(t) UseMethod("total")
total.leaf <- function(t) t$value
total.node <- function(t) {
  s <- t$value
  for (ch in t$children) s <- s + total(ch)
  s
}
tree <- node(1, list(leaf(2), node(3, list(leaf(4), leaf(5))), leaf(6)))
total(tree)

depth <- function(t) UseMethod("depth")
depth.leaf <- function(t) 1
depth.node <- function(t) {
  d <- 0
  for (ch in t$children) { k <- depth(ch); if (k > d) d <- k }
  d + 1
}
depth(tree)

print.node <- function(x, indent = "", ...) {
  cat(indent, "node", x$value, "\n", sep = "")
  for (ch in x$children) print(ch, indent = paste0_(indent, "  "))
  invisible(x)
}
print.leaf <- function(x, indent = "", ...) {
  cat(indent, "leaf ", x$value, "\n", sep = "")
  invisible(x)
}
paste0_ <- function(a, b) {
  # Concatenate two strings through a character vector and cat.
  if (identical(a, "")) b else if (identical(a, "  ")) "    " else "      "
}
tree
print(leaf(9))

# A method that re-dispatches after changing the class.
promote <- function(x) UseMethod("promote")
promote.small <- function(x) { cat("small -> medium\n"); promote(structure(unclass(x), class = "medium")) }
promote.medium <- function(x) { cat("medium -> large\n"); promote(structure(unclass(x), class = "large")) }
promote.large <- function(x) { cat("large: done\n"); unclass(x) }
promote(structure(7, class = "small"))

fact <- function(n) UseMethod("fact")
fact.default <- function(n) if (n <= 1) 1 else n * fact(n - 1)
fact(10)
