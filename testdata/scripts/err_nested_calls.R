# uncaught error deep in nested calls: Rscript's "Calls:" line
level3 <- function(v) { if (v > 2) stop("v too large: ", v); v }
level2 <- function(v) level3(v + 1)
level1 <- function(v) { cat("level1 got", v, "\n"); level2(v * 2) }
print(level1(0))
print(tryCatch(level1(1), error = function(e) conditionMessage(e)))
level1(1)
