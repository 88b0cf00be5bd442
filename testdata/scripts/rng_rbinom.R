# rbinom: inversion for n*p < 30, BTPE otherwise
for (s in c(1, 3, 5, 8, 13)) {
    set.seed(s)
    cat(rbinom(10, 1, 0.5), "|", rbinom(10, 10, 0.2), "|", rbinom(10, 20, 0.95), "|", rbinom(8, 59, 0.5), "\n")
}
for (s in c(2, 4, 6)) {
    set.seed(s)
    cat(rbinom(10, 100, 0.5), "|", rbinom(10, 1000, 0.03), "|", rbinom(10, 500, 0.9), "|", rbinom(5, 1e7, 0.3), "\n")
}
set.seed(21)
print(rbinom(12, size = c(10, 100, 1000), prob = c(0.1, 0.5)))
set.seed(22)
b <- rbinom(30000, 200, 0.25)
print(mean(b)); print(range(b))
print(rbinom(3, 0, 0.5)); print(rbinom(3, 5, 0)); print(rbinom(3, 5, 1))
