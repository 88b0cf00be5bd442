# a short call with a long message
f <- function(x) stop("this message is deliberately quite long so that the whole line would exceed the width limit used by R")
f(1)
