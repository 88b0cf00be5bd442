x <- c(1, 2, 3)
x * 2
x + c(10, 20)
1:10 / 3
-x
x == 2
y <- c(a = 1, b = 2)
y
y + 1
5L %/% 2L
-5 %% 3
.Machine_like <- 2147483647L
.Machine_like + 1L
c(1.5, NA, 3) > 2
TRUE & NA
c(TRUE, FALSE) | c(FALSE, FALSE)
!c(TRUE, NA)
