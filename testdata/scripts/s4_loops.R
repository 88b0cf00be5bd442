setClass("Pt", representation(x="numeric", y="numeric"))
setGeneric("dist2", function(a, b, squared = FALSE) standardGeneric("dist2"))
setMethod("dist2", signature("Pt", "Pt"), function(a, b, squared = FALSE) {
  d <- (a@x - b@x)^2 + (a@y - b@y)^2
  if (squared) d else sqrt(d)
})
setMethod("dist2", signature("Pt", "missing"), function(a, b, squared = FALSE) {
  dist2(a, new("Pt", x = 0, y = 0), squared = squared)
})
pts <- lapply(1:5, function(i) new("Pt", x = i, y = i * 2))
total <- function(ps) {
  s <- 0
  for (i in seq_along(ps)[-1]) s <- s + dist2(ps[[i]], ps[[i - 1]])
  s
}
total(pts)
sapply(pts, dist2)
sapply(pts, dist2, squared = TRUE)
f <- function(n) { acc <- new("Pt", x = 0, y = 0); for (i in seq_len(n)) { acc@x <- acc@x + i; acc@y <- acc@y - i }; acc }
r <- f(100); r@x; r@y
setGeneric("scale3", function(p, k = 2) standardGeneric("scale3"))
setMethod("scale3", "Pt", function(p, k = 2) { p@x <- p@x * k; p@y <- p@y * k; p })
g <- function(p) scale3(p)
g(new("Pt", x = 1, y = 1))@x
h <- function(p, k) scale3(p, k)
h(new("Pt", x = 1, y = 1), 5)@y
setMethod("show", "Pt", function(object) cat("(", object@x, ", ", object@y, ")\n", sep = ""))
for (p in pts[1:2]) print(p)
invisible(lapply(pts[1:2], show))
pts[[3]]
k <- 0
setGeneric("cnt", function(x) { k <<- k + 1; standardGeneric("cnt") })
setMethod("cnt", "ANY", function(x) k)
cnt(1); cnt(2)
m <- function(x) { if (missing(x)) "missing" else class(x) }
setGeneric("mm", function(x, y) standardGeneric("mm"))
setMethod("mm", "ANY", function(x, y) c(m(x), m(y)))
mm(1)
mm(y = "a")
mm(1, 2)
