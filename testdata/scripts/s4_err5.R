setClass("P", representation(x="numeric")); f <- function() new("P", y=1); f()
