# more than 10 warnings in one top-level call: "There were 12 warnings"
f <- function(n) { for (i in 1:n) warning(paste_like("warning number", i)); "done" }
paste_like <- function(a, b) { cat("", sep = ""); a }
print(f(12))
cat("after\n")
