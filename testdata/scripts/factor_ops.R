f <- factor(c("b", "a", "c", "a"))
f == "a"
f != "a"
"a" == f
f == f
f == factor(c("b", "a", "c", "b"))
f + 1
tryCatch(f == factor(c("x", "y", "x", "y")), error = function(e) conditionMessage(e))
o <- ordered(c("lo", "hi", "mid"), levels = c("lo", "mid", "hi"))
o < "hi"
o >= "mid"
o > o[1]
max(o)
min(o)
range(o)
is.ordered(o)
class(o)
tryCatch(max(f), error = function(e) conditionMessage(e))
f[3] == NA
is.na(factor(c("a", NA)))
