x <- "abcdef"
substr(x, 2, 4)
substr(x, 0, 3)
substr(x, 4, 100)
substr(x, 5, 2)
substr(x, 7, 8)
substr(c("hello", "world", NA), 2, 3)
substr(c(a = "hello", b = "world"), 1, 1)
substr("héllo wörld", 2, 8)
substr(c("abc", "defg"), c(1, 2), c(2, 4))
substr(12345, 2, 3)
substr("abc", NA, 2)
substr("abc", 1, NA)
substr(character(0), 1, 2)
substr("abc", 1.9, 2.9)
r <- tryCatch(substr(list(1), 1, 1), error = function(e) conditionMessage(e))
r
r <- tryCatch(substr("abc", integer(0), 1), error = function(e) conditionMessage(e))
r
r <- tryCatch(substr("abc", 1), error = function(e) conditionMessage(e))
r
