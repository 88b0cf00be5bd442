utf8ToInt("aé€")
utf8ToInt("")
utf8ToInt("A")
utf8ToInt(NA_character_)
intToUtf8(c(72, 105))
intToUtf8(c(72, NA))
intToUtf8(c(72, 0, 105), multiple = TRUE)
intToUtf8(c(72, NA), TRUE)
intToUtf8(integer(0))
intToUtf8(integer(0), multiple = TRUE)
intToUtf8(233)
intToUtf8(c(26085, 26412))
intToUtf8(utf8ToInt("hello") - 32L)
intToUtf8(rev(utf8ToInt("stressed")))
intToUtf8(c(72, 0, 105))
chars <- intToUtf8(97:101, multiple = TRUE)
chars
x <- tryCatch(utf8ToInt(c("a", "b")), warning = function(w) conditionMessage(w))
x
r <- tryCatch(utf8ToInt(1), error = function(e) conditionMessage(e))
r
r <- tryCatch(utf8ToInt(NA), error = function(e) conditionMessage(e))
r
intToUtf8("65")
