# missing() applied to ..1 and ..2
count_missing <- function(...) missing(..1)
print(count_missing()); print(count_missing(1))
m2 <- function(...) c(missing(..1), missing(..2))
print(m2(1)); print(m2(1, 2)); print(m2(, 2))
