# fixed versus scientific notation at the thresholds
1e5
100000
1e-5
0.0001
0.00001
123456
1234567
123456789
1234567890
1e15
1e16
1e-15
c(1e5, 1)
c(1e-5, 1)
c(1e10, 1e-10)
1e300
1e-300
.Machine$double.eps
2^31
2^53
2^53 + 1
c(1.5e-8, 2)
c(123456789012, 1)
1e5 + 0.1
3e8
6.022e23
1.6e-19
c(1e-20, 1, 1e20)
5e-324
1.797693e308
