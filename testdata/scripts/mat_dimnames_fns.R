m <- matrix(1:6, 2)
rownames(m)
colnames(m)
rownames(m) <- c("a", "b")
m
colnames(m) <- c("x", "y", "z")
m
rownames(m)
colnames(m)
dimnames(m)
colnames(m) <- NULL
m
dimnames(m)
rownames(m) <- NULL
m
dimnames(m)
rownames(matrix(1:4, 2), do.NULL = FALSE)
colnames(matrix(1:4, 2), do.NULL = FALSE, prefix = "V")
dimnames(m) <- list(c("p", "q"), c("A", "B", "C"))
m
tryCatch(dimnames(m) <- list(c("a", "b", "c"), NULL), error = function(e) conditionMessage(e))
nrow(m); ncol(m); NROW(m); NCOL(m)
