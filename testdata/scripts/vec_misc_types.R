max(c("apple", "Apple", "banana"))
min(letters)
rev(list(a = 1, b = list(2, 3)))
sum(c(TRUE, NA, TRUE), na.rm = TRUE)
mean(1:4)
typeof(mean(1:4))
prod(c(TRUE, TRUE))
typeof(prod(1L))
exp(1)
pi
trunc(-0.5)
1e-300 * 1e-300
.Machine$double.eps
5 / 0
-5 / 0
0 / 0
0L %/% 0L
sqrt(2)^2 == 2
isTRUE(all.equal(sqrt(2)^2, 2))
c(1.123456789, 123456.7)
100000
1e5
123456789012
0.1 + 0.2
1 / 3
c(1e-10, 1)
2^31
2^53 + 1
