ps <- c(0.01, 0.1, 0.3, 0.5, 0.7, 0.99)
ns <- c(1, 7, 40, 150, 2000)
for (s in c(3, 33, 333)) {
    set.seed(s)
    for (n in ns) cat(n, ":", sapply(ps, function(p) rbinom(1, n, p)), "\n")
}
set.seed(1)
print(rbinom(10, 100, c(0.2, 0.8)))
