# rpois, table inversion for mu < 10
for (s in 1:6) {
    set.seed(s)
    cat(rpois(15, 0.1), "|", rpois(15, 1), "|", rpois(15, 2.5), "|", rpois(15, 9.99), "\n")
}
set.seed(100)
print(rpois(20, 5))
set.seed(100)
print(rpois(12, c(0.5, 3, 7)))
set.seed(101)
x <- rpois(30000, 4)
print(sapply(0:16, function(k) sum(x == k)))
print(mean(x))
print(rpois(3, 0))
