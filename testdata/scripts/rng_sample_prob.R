# sample with prob: inversion over sorted probabilities
for (s in c(1, 2, 3)) {
    set.seed(s)
    print(sample(5, 5, prob = c(0.1, 0.2, 0.3, 0.2, 0.2)))
    print(sample(5, 12, replace = TRUE, prob = c(0.1, 0.2, 0.3, 0.2, 0.2)))
    print(sample(c("x", "y", "z"), 8, replace = TRUE, prob = c(3, 1, 1)))
}
set.seed(4)
print(sample(10, 4, prob = rep(1, 10)))
print(sample(10, 10, replace = TRUE, prob = c(rep(1, 5), rep(2, 5))))
print(sample(3, 3, prob = c(0, 1, 1) + 1e-9))
print(sample(4, 2, prob = c(0, 0, 1, 1)))
print(sample(100, 5, replace = TRUE, prob = 1:100))
set.seed(5)
v <- sample(3, 30000, replace = TRUE, prob = c(0.6, 0.3, 0.1))
t1 <- sapply(1:3, function(k) sum(v == k))
print(t1)
