# named vectors: names above values in right-aligned columns
c(a = 1, b = 2, c = 3)
c(alpha = 1.5, b = -2.25)
c(x = 1L, yy = 22L, zzz = 333L)
c(first = TRUE, second = FALSE, third = NA)
x <- 1:3
names(x) <- c("a", NA, "")
x
c(a = NA_real_, b = 1)
c(`a b` = 1, `if` = 2)
c(a = 1e10, b = 1e-10)
c(long_name_here = 1, s = 2)
y <- c(one = 1, two = 2)
names(y)[2] <- "a really long name for a value"
y
c(a = 1)[0]
c(a = "x")[0]
setNames(numeric(0), character(0))
