# rnorm (Inversion) at full precision
for (s in c(1, 10, 42, 31337, -7)) {
    set.seed(s)
    cat(s, ":", sprintf("%.17g", rnorm(5)), "\n")
}
set.seed(2024)
print(rnorm(8, mean = 100, sd = 15))
set.seed(2024)
print(rnorm(6, mean = c(0, 10, 100), sd = c(1, 0.1)))
set.seed(3)
z <- rnorm(20000)
print(round(c(mean(z), sd(z)), 4))
print(sum(abs(z) > 1.96))
print(max(z)); print(min(z))
set.seed(5)
print(rnorm(3, 1, 0))
print(rnorm(2, Inf, 1))
