5L + 2L
typeof(5L + 2L)
typeof(5L / 2L)
5L / 2L
typeof(5L * 2.0)
typeof(TRUE + TRUE)
2L^2L
typeof(2L^2L)
-3L %/% 2L
-3L %% 2L
7 %/% 2
7.5 %% 2
1e308 * 10
-1e308 * 10
.Machine$integer.max + 1
typeof(.Machine$integer.max + 1)
r <- function(e) withCallingHandlers(e, warning = function(w) { cat("W:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
r(.Machine$integer.max + 1L)
r(-.Machine$integer.max - 1L)
r(100000L * 100000L)
r(as.integer(2^31 - 1))
r(as.integer(-2^31))
c(1L, NA) + 1L
NA_integer_ * 0L
NA^0
NA_integer_^0L
0L^0L
1^NA
Inf - Inf
Inf * 0
sqrt(Inf)
-Inf^2
(-8)^(1/3)
2^-1074
2^1024
abs(-.Machine$integer.max)
