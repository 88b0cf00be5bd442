# more than 50 warnings in one top-level call
f <- function(n) { for (i in 1:n) warning("repeated warning"); invisible(n) }
f(60)
cat("after the warnings\n")
f(3)
cat("end\n")
