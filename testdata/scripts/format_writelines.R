# writeLines to standard output
writeLines("hello")
writeLines(c("a", "b", "c"))
writeLines(c("a", "b"), sep = " ")
writeLines("")
writeLines(character(0))
writeLines(c("x", NA))
writeLines("tab\there")
writeLines("back\\slash \"quoted\"")
writeLines(paste("line", 1:3), sep = "|\n")
writeLines(format(c(1, 10, 100)))
writeLines(formatC(c(1, 10, 100), width = 5))
writeLines(toString(1:5))
writeLines("\u00e9t\u00e9")
r <- tryCatch(writeLines(1), error = function(e) conditionMessage(e)); r
x <- writeLines("value?")
x
