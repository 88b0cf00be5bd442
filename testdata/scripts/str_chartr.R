chartr("abc", "xyz", c("aabbcc", NA, "cab"))
chartr("a-c", "A-C", "abcdef")
chartr("a", "xy", "abc")
chartr("lo", "01", "hello world")
chartr("áé", "ae", "cáfé")
chartr("abc", "abc", "abc")
chartr("", "", "abc")
chartr("ab", "ba", c(x = "abab", y = "baba"))
chartr("0-9", "abcdefghij", "2024")
r <- tryCatch(chartr("abc", "x", "abc"), error = function(e) conditionMessage(e))
r
r <- tryCatch(chartr(1, "x", "a"), error = function(e) conditionMessage(e))
r
r <- tryCatch(chartr("a", 1, "a"), error = function(e) conditionMessage(e))
r
chartr("abc", "xyz", character(0))
chartr("abc", "xyz", "the cat")
