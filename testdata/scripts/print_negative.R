# negative numbers and signs
-1
-1:-10
c(-1.5, 2.25, -3.125)
c(-1e-10, 1)
-1e5
-123456789
-pi
c(-Inf, Inf, -1)
c(a = -1, b = 10, c = -100)
-0.0
1 / -Inf
c(-0.001, 0.001)
-(1:20) * 1.5
c(-1+1i, 1-1i)
-.Machine$integer.max
