x <- c(4, 8, 15, 16, 23, 42)
c(sum = sum(x), mean = mean(x), median = median(x), var = var(x), sd = sd(x))
weighted.mean(c(1, 2, 3), c(3, 2, 1))
weighted.mean(c(1, NA, 3), c(1, 1, 1), na.rm = TRUE)
weighted.mean(1:4)
scale_like <- (x - mean(x)) / sd(x)
round(scale_like, 4)
cor_like <- sum((x - mean(x)) * (rev(x) - mean(x))) / (length(x) - 1) / var(x)
cor_like
rowsum_like <- tapply_like <- NULL
zapsmall(c(1, 1e-20, 3.5))
zapsmall(c(1.0000001, 1e-9), digits = 3)
