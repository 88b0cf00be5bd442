setClass("P", representation(x="numeric"), validity=function(object) if (any(object@x<0)) "neg" else TRUE); p <- new("P"); p@x <- -1; validObject(p)
