Encoding(c("a", "é"))
Encoding(character(0))
Encoding(NA_character_)
enc2utf8("é")
enc2native("a")
enc2utf8(c(x = "b"))
iconv("abc", "UTF-8", "ASCII")
iconv("é", "UTF-8", "ASCII")
iconv("é", "UTF-8", "ASCII", sub = "?")
iconv("é", "UTF-8", "ASCII", sub = "byte")
iconv("café", "UTF-8", "ASCII", sub = "Unicode")
iconv("é", "UTF-8", "UTF-8")
iconv(c("a", NA, "é"), "UTF-8", "latin1")
iconv(NULL, "UTF-8", "ASCII")
validUTF8(c("a", "é", NA))
x <- "é"
Encoding(x) <- "UTF-8"
x
r <- tryCatch(Encoding(1), error = function(e) conditionMessage(e))
r
r <- tryCatch(enc2utf8(1), error = function(e) conditionMessage(e))
r
