mus <- c(0.01, 0.7, 3.3, 9, 10, 11.5, 40, 333.3, 5000)
for (s in c(4, 44, 444, 4444)) {
    set.seed(s)
    cat(s, ":", sapply(mus, function(m) rpois(1, m)), "\n")
    cat(s, ":", rpois(length(mus), mus), "\n")
}
