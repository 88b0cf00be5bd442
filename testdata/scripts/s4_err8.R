setGeneric("area", function(s) standardGeneric("area")); setMethod("area", "numeric", function(s) stop("boom")); area(1)
