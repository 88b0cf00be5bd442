# rpois, Ahrens-Dieter 1982 PD for mu >= 10
for (s in c(1, 2, 42, 77, 500)) {
    set.seed(s)
    cat(rpois(10, 10), "|", rpois(10, 15.5), "|", rpois(10, 100), "|", rpois(6, 1e5), "\n")
}
set.seed(9)
print(rpois(10, c(10, 20, 1000)))
set.seed(10)
y <- rpois(40000, 12)
print(mean(y)); print(var(y) > 11)
set.seed(10)
big <- rpois(5, 1e9)
print(big); print(typeof(big))
set.seed(4)
print(rpois(6, c(3, 30)))
