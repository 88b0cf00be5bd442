# options(digits=) changes auto-printing
op <- options(digits = 3)
pi
c(1.23456, 123.456, 0.00123)
1/3
options(digits = 12)
pi
1/3
options(digits = 1)
c(1.5, 2.5, 3.5)
pi * 100
options(digits = 22)
0.1
options(op)
pi
getOption("digits")
f <- function() { old <- options(digits = 4); on.exit(options(old)); print(pi); pi }
f()
pi
