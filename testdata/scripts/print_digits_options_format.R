# options(digits=) also governs format() and named vectors
options(digits = 4)
format(pi)
format(c(1.23456789, 2))
c(a = pi, b = exp(1))
list(x = pi)
print(pi, digits = 10)
format(pi, digits = 10)
options(digits = 15)
pi
format(1/3)
0.1 + 0.2
options(digits = 7)
format(pi)
