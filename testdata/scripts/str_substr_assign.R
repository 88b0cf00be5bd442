s <- "abcdef"
substr(s, 2, 3) <- "XY"
s
substr(s, 1, 1) <- "QQQ"
s
substr(s, 5, 6) <- "Z"
s
s <- c("hello", "world", NA)
substr(s, 1, 2) <- c("J", "W")
s
s <- c(a = "apple", b = "berry")
substr(s, 2, 3) <- "--"
s
s <- "héllo"
substr(s, 2, 2) <- "e"
s
s <- "abc"
substr(s, 2, 10) <- "XYZW"
s
s <- "abc"
substr(s, 3, 2) <- "X"
s
s <- "abc"
r <- tryCatch(substr(s, 1, 2) <- NA, error = function(e) conditionMessage(e))
r
substr(s, 1, 2) <- NA_character_
s
s <- "abcdef"
substring(s, 2) <- "ZZ"
s
s <- c("one", "two", "three")
substring(s, 1, 1) <- c("O", "T")
s
x <- 1
r <- tryCatch(substr(x, 1, 1) <- "a", error = function(e) conditionMessage(e))
r
