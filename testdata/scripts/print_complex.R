# complex numbers
1+2i
-1.5-3i
c(1+2i, -1.5-3i, NA)
(1:5) + (-2:2) * 1i
0i
1i
sqrt(as.complex(-1))
c(1e10+1i, 1+1e-10i)
pi + exp(1) * 1i
print(pi + exp(1) * 1i, digits = 3)
c(a = 1+1i, b = 2-2i)
complex(0)
(1+2i) * (3-1i)
exp(1i * pi)
c(0.5+0i, 100+0.25i)
