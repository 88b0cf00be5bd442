# lapply over 1e5 elements with a closure.
run <- function(n) length(lapply(seq_len(n), function(i) i * 2))
N <- 1e5
