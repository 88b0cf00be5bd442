list(1, "a", TRUE)
list(a = 1, b = list(c = 2, d = "x"))
list()
NULL
character(0)
c(a = "x", b = NA)
c(1.123456789, 22.1, 333)
1e10
1e-10
100000
123456
c(0.1, 0.25)
1:30
