# interleaved generators share one stream
for (s in c(1, 2020)) {
    set.seed(s)
    a <- runif(2); b <- rnorm(2); cc <- rexp(2); d <- rpois(3, 20); e <- rbinom(3, 50, 0.7)
    f <- sample(9); g <- rpois(2, 3); h <- rnorm(1, 5, 2); i <- sample(3, 5, TRUE)
    cat(sprintf("%.15g", c(a, b, cc)), "\n")
    cat(d, e, f, g, "\n")
    cat(sprintf("%.15g", h), i, "\n")
}
set.seed(99)
m <- replicate0 <- numeric(0)
for (k in 1:5) m <- c(m, mean(rnorm(100, k)))
print(m)
