f <- "/tmp/gorir_bi_cat_file.txt"
cat("first", 1, "\n", file = f)
cat("second\n", file = f, append = TRUE)
source_text <- "x <- 5\n"
cat(source_text, file = f, append = TRUE)
cat("line", 2, "\n", file = f, append = TRUE)
cat("done\n")
cat("x", sep = c())
