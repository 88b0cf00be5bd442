# inherits() with and without which=.
x <- structure(1, class = c("child", "parent", "grandparent"))
inherits(x, "child")
inherits(x, "parent")
inherits(x, "stranger")
inherits(x, c("stranger", "grandparent"))
inherits(x, c("stranger", "other"))
inherits(x, "grandparent", which = TRUE)
inherits(x, c("parent", "stranger", "child"), which = TRUE)
inherits(x, c("parent", "child"), TRUE)
inherits(x, character(0))
inherits(x, character(0), which = TRUE)
inherits(x, "child", which = FALSE)

# Implicit classes: class(x), not the dispatch classes.
inherits(1, "numeric")
inherits(1, "double")
inherits(1L, "integer")
inherits(1L, "numeric")
inherits("a", "character")
inherits(list(), "list")
inherits(NULL, "NULL")
inherits(cat, "function")
inherits(structure(1:4, dim = c(2L, 2L)), "matrix")
inherits(structure(1:4, dim = c(2L, 2L)), "array")
inherits(structure(1:4, dim = c(2L, 2L)), "integer")
inherits(structure(1:4, dim = c(2L, 2L)), c("integer", "array"), which = TRUE)
inherits(quote(x), "name")
inherits(quote(f(x)), "call")

# An explicit class replaces the implicit one.
inherits(structure(1L, class = "myint"), "integer")
inherits(structure(list(), class = "rec"), "list")

# Used to pick behaviour.
describe <- function(x) if (inherits(x, "parent")) "has parent" else "no parent"
describe(x)
describe(1)
inherits(1, 2)
