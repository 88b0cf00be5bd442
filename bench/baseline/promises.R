# Promise-heavy: arguments forced conditionally, a default referring to
# another argument, an argument never forced.
g <- function(a, b, c = a + 1) if (a > 0) a + c else b
run <- function(n) { s <- 0; for (i in 1:n) s <- s + g(i, stop("never")); s }
N <- 1e6
