# rexp: Ahrens-Dieter 1972
for (s in c(1, 2, 3, 99, 1000)) {
    set.seed(s)
    cat(s, ":", sprintf("%.17g", rexp(5)), "\n")
}
set.seed(11)
print(rexp(6, rate = 0.5))
print(rexp(4, rate = c(1, 10)))
set.seed(12)
e <- rexp(50000, 3)
print(round(mean(e), 4))
print(sum(e > 1))
print(min(e) >= 0)
set.seed(1)
print(rexp(3, Inf))
