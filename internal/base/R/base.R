# The R-level base library: functions whose natural form is R code.
# Each file here is evaluated into the base environment at start-up, in
# file-name order.

simplify2array <- function(x, higher = TRUE, except = c("auto-matrix", "none")) {
    if (length(unique(lengths(x))) > 1L) return(x)
    sapply(x, function(e) e, simplify = if (higher) "array" else TRUE)
}
