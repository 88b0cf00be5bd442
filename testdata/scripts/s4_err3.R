setClass("P", representation(x="numeric")); p <- new("P"); p@x <- "a"
