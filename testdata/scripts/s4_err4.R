setGeneric("g", function(a) standardGeneric("g")); g(1)
