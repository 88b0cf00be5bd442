for (s in 1:12) {
    set.seed(s)
    cat(sample(7), "|", sample(3, 1), "|", sample(30, 4), "|", sample(2, 6, TRUE), "|",
        sample(6, 3, prob = 6:1), "|", sample(4, 6, TRUE, prob = c(0.4, 0.3, 0.2, 0.1)), "\n")
}
