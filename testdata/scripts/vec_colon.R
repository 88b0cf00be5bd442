1:5
5:1
typeof(1:3)
typeof(1.5:3)
1.5:4
-2:2
0:0
typeof(1e9:1e9)
(2147483646):(2147483647)
typeof(2147483647:2147483648)
10:7.5
TRUE:3
r <- function(e) tryCatch(e, error = function(e) conditionMessage(e), warning = function(w) paste("W:", conditionMessage(w)))
r(1:NA)
r(NA:3)
r(integer(0):3)
r(1:c(3, 4))
r("a":3)
"2":"4"
1:3 + 0.5
