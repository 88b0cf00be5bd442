strtrim("abcdef", c(1, 3))
strtrim(c("abcdef", "xy", "hello"), 3)
strtrim(c("abcdef", "xy", "hello"), c(1, 2, 3))
strtrim(c("ab", NA), 1)
strtrim("日本語", 4)
strtrim("abc", 0)
strtrim(c(a = "long", b = "longer"), 2)
strtrim(character(0), 2)
strtrim(12345, 3)
r <- tryCatch(strtrim("abc", -1), error = function(e) conditionMessage(e))
r
r <- tryCatch(strtrim("abc", NA), error = function(e) conditionMessage(e))
r
