m <- matrix(c("a", "bb", NA, "dddd"), 2)
m
print(m, quote = FALSE)
print(m, right = TRUE)
dimnames(m) <- list(c("r1", "row2"), c("A", "B"))
m
print(m, quote = FALSE)
print(m, quote = FALSE, right = TRUE)
names(dimnames(m)) <- c("rows", "cols")
m
print(m, quote = FALSE)
matrix(c("a\"b", "tab\there", "x", "y"), 2)
matrix(character(0), 0, 2)
matrix(c("long string here", "s"), 1)
