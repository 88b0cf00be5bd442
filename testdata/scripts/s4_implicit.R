setClass("P", representation(x="numeric"))
for (f in c("summary", "print", "toString", "format", "nchar", "paste", "mean", "head", "rev", "sort", "unique", "as.list", "cat", "lapply", "describe2")) {
  if (f == "describe2") describe2 <- function(x) 1
  cat("--", f, "\n")
  fun <- get(f)
  def <- function() 1
  formals(def) <- formals(args(fun))
  setMethod(f, "P", def)
}
myfun <- function(x) 1
setMethod("myfun", "P", function(x) 2)
