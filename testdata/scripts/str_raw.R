charToRaw("Aé")
charToRaw("hello")
charToRaw("")
rawToChar(as.raw(c(72, 105)))
rawToChar(as.raw(c(72, 105)), multiple = TRUE)
rawToChar(charToRaw("round trip"))
rawToChar(raw(0))
rawToChar(as.raw(c(65, 66, 0, 0)))
as.integer(charToRaw("AZ"))
rev(charToRaw("abc"))
rawToChar(rev(charToRaw("abc")))
x <- tryCatch(charToRaw(c("a", "b")), warning = function(w) conditionMessage(w))
x
r <- tryCatch(charToRaw(1), error = function(e) conditionMessage(e))
r
r <- tryCatch(rawToChar("a"), error = function(e) conditionMessage(e))
r
rawToChar(as.raw(c(65, 0, 66)))
