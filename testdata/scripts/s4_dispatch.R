setClass("Vec", representation(x="numeric", y="numeric"))
setMethod("+", signature("Vec", "Vec"), function(e1, e2) new("Vec", x=e1@x+e2@x, y=e1@y+e2@y))
setMethod("show", "Vec", function(object) cat("Vec(", object@x, ",", object@y, ")\n"))
v <- new("Vec", x=1, y=2) + new("Vec", x=3, y=4)
v
vs <- list(v, v)
vs
setMethod("Arith", signature("Vec", "numeric"), function(e1, e2) {
  new("Vec", x=callGeneric(e1@x, e2), y=callGeneric(e1@y, e2))
})
v * 2
v / 2
v - 1
setMethod("-", signature("Vec", "missing"), function(e1, e2) new("Vec", x=-e1@x, y=-e1@y))
-v
setMethod("[", "Vec", function(x, i, ...) if (i == 1) x@x else x@y)
v[1]; v[2]
setGeneric("norm2", function(v, ...) standardGeneric("norm2"))
setMethod("norm2", "Vec", function(v, ...) sqrt(v@x^2 + v@y^2))
norm2(v)
setClass("Vec3", contains="Vec", representation(z="numeric"))
v3 <- new("Vec3", x=1, y=2, z=3)
v3
setMethod("norm2", "Vec3", function(v, ...) { base <- callNextMethod(); sqrt(base^2 + v@z^2) })
norm2(v3)
setMethod("show", "Vec3", function(object) { callNextMethod(); cat("  z =", object@z, "\n") })
v3
print(v3)
is(v3, "Vec")
is(v3)
inherits(v3, "Vec")
isVirtualClass("Vec")
setGeneric("scale2", function(obj, k) standardGeneric("scale2"))
setMethod("scale2", signature("Vec", "numeric"), function(obj, k) { obj@x <- obj@x * k; obj@y <- obj@y * k; obj })
scale2(v, 10)
setMethod("scale2", signature("Vec3", "numeric"), function(obj, k) { obj <- callNextMethod(obj, k); obj@z <- obj@z * k; obj })
scale2(v3, 2)
setMethod("length", "Vec", function(x) 2L)
length(v); length(v3)
setGeneric("info", function(x) standardGeneric("info"))
setMethod("info", "ANY", function(x) "any")
setMethod("info", "numeric", function(x) paste("numeric then", callNextMethod()))
info(1); info(1L); info("a")
setMethod("info", "character", function(x) "char")
info(letters)
info(NULL)
info(list())
info(sum)
info(matrix(1))
info(factor("a"))
info(data.frame())
