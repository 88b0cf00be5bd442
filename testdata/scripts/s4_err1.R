setClass("P", representation(x="numeric"), validity=function(object) if (any(object@x<0)) "neg" else TRUE); new("P", x=-1)
