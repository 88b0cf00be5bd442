# uncaught infinite recursion at top level
options(expressions = 200)
down <- function(n) down(n + 1)
cat("start\n")
down(1)
