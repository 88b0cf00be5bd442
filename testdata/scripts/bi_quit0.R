cat("one\n")
q()
cat("two\n")
