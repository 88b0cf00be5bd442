# stop() at top level: "Error: msg" and exit status 1
cat("line before\n")
x <- 1
print(x + 1)
stop("top-level failure with value ", x)
cat("never printed\n")
