f <- function(...) ...elt(2)
print(f(5, 6))
...length()
