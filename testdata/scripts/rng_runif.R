# runif at full precision for many seeds
for (s in c(0, 1, 2, 42, 123, 999, 2^20, -1, -123456, 2147483647)) {
    set.seed(s)
    cat(s, ":", sprintf("%.17g", runif(4)), "\n")
}
set.seed(42)
x <- runif(10, min = -5, max = 5)
print(x)
print(all(x > -5 & x < 5))
set.seed(42)
print(runif(5, min = 1:5, max = 2:6))
set.seed(7)
u <- runif(10000)
print(c(min(u) > 0, max(u) < 1))
print(mean(u))
print(sum(u > 0.5))
set.seed(1); a <- runif(3); b <- runif(3)
set.seed(1); ab <- runif(6)
print(identical(c(a, b), ab))
