# sample with replacement and more than 200 non-negligible probabilities:
# Walker's alias method
for (s in c(1, 10, 100)) {
    set.seed(s)
    print(sample(300, 12, replace = TRUE, prob = rep(1:3, 100)))
    print(sample(250, 8, replace = TRUE, prob = rep(1, 250)))
}
set.seed(3)
p <- c(rep(1, 200), rep(100, 5))
print(sample(205, 20, replace = TRUE, prob = p))
set.seed(3)
print(sample(201, 10, replace = TRUE, prob = c(50, rep(1, 200))))
set.seed(6)
w <- sample(1000, 50000, replace = TRUE, prob = (1:1000)^2)
print(mean(w))
print(runif(2))
