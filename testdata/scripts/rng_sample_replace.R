# sample with replacement, sample.int
for (s in c(5, 50, 500)) {
    set.seed(s)
    print(sample(6, 20, replace = TRUE))
    print(sample(c("H", "T"), 10, replace = TRUE))
}
set.seed(1)
print(sample.int(10))
print(sample.int(100, 5))
print(sample.int(3, 12, replace = TRUE))
print(sample.int(1e7, 3))
print(sample.int(1, 3, replace = TRUE))
print(sample.int(0, 0))
set.seed(2)
v <- sample(4, 40000, replace = TRUE)
counts <- sapply(1:4, function(k) sum(v == k))
print(counts)
