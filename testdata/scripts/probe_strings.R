# Probes of string functions against GNU R.
x <- c("apple pie", "banana split"); m <- regexpr("[aeiou]", x)
regmatches(x, m) <- c("A", "B"); x
regmatches(x, m, invert = TRUE)
y <- c("a1b2", "c3"); regmatches(y, gregexpr("[0-9]", y)) <- list(c("X", "Y"), "Z"); y
x <- c("a1", "b", "c3"); m <- regexpr("[0-9]", x); regmatches(x, m) <- "Z"; x
x <- c("a1b2", "b", "c3"); m <- gregexpr("[0-9]", x); regmatches(x, m) <- list("Z"); x
x <- c(a = "a1b2", b = "c3"); m <- gregexpr("[0-9]", x)
regmatches(x, m, invert = TRUE) <- list(c("<", "-", ">"), c("[", "]")); x
x <- c("a1b2", "b"); m <- regexpr("[0-9]", x)
regmatches(x, m, invert = TRUE) <- list(c("<", ">"), "Q"); x
x <- "abc"; regmatches(x, regexpr("z", x)) <- character(0); x
strtoi("010")
strtoi("0x1A")
strtoi("010", 10L)
strtoi("ff", 16L)
s <- "abcdef"; tryCatch(substr(s, 5) <- "XYZW", error = function(e) conditionMessage(e))
format(factor(c("x", "y", "x")))
format(factor(c(a = "lo", b = "high")), width = 5)
