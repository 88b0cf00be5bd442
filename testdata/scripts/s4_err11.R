setClass("P", representation(x="numeric"), validity=function(object) { if (object@x < 0) stop("negative x!"); TRUE })
new("P", x=-1)
