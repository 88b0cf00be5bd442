f <- function() { warning("first"); 1 }
f()
warning("top-level")
g <- function() { warning("a"); warning("b"); "done" }
g()
