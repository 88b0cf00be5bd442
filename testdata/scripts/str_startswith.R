startsWith("hello", "he")
startsWith(c("apple", "banana", "avocado", NA), "a")
endsWith(c("file.R", "file.py", "data.csv"), ".R")
startsWith("abc", c("a", "b", "ab", ""))
endsWith("abc", NA)
startsWith(character(0), "a")
startsWith("a", character(0))
startsWith(c("abc", "xbc"), c("a", "x"))
endsWith("héllo", "llo")
startsWith("héllo", "hé")
r <- tryCatch(startsWith(1, "a"), error = function(e) conditionMessage(e))
r
r <- tryCatch(endsWith("a", 1), error = function(e) conditionMessage(e))
r
x <- c("test_a", "prod_b", "test_c")
x[startsWith(x, "test")]
