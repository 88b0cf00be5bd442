# Arithmetic trees over variables and constants, in expressions and as
# statement-level assignments (the VM fuses both): every type rule, NA
# rule, warning and error must be what the unfused operators give.
f <- function(a, b) a * b + a / b - (a - b)^2
f(3, 4)
f(3L, 4L)
f(TRUE, 2)
f(NA, 1)
f(NA_integer_, 2L)
f(NaN, 1)
f(c(1, 2), 3)
f(c(a = 1, b = 2), 2)
x <- 5L; y <- 2L
x %/% y; x %% y; -x %/% y; -x %% y; x / y; x^y; x^-1L
class(x + y); class(x * 2); class(x / y); class(x^y); class(-x); class(TRUE + TRUE)
5.5 %% 2; -5.5 %/% 2
big <- .Machine$integer.max
r <- big + 1L
r
z <- 2147483647L; z * 2L
n <- NA; n + 1; -n; n < 1; 1 == NA_real_
i <- 3L; (i < 4) + 1; (i > 4) * 2.5
s <- "a"
tryCatch(s + 1, error = function(e) print(conditionMessage(e)))
g <- function(v) v + 1
tryCatch(g("x"), error = function(e) print(conditionCall(e)))
h <- function(k) { t <- 0; for (j in 1:k) t <- t + j * j; t }
h(10)
h(0L)
u <- 0L
for (j in 1:10) u <- u + j
u; class(u)
w <- 1
for (j in 1:3) w <- w * 0.5
w
m <- 2^31
for (j in 1:2) m <- m * m
m
# Operands forced lazily, in order.
p <- function(a, b) a + b * 2
p({cat("a "); 1}, {cat("b "); 2})
cat("\n")
# Redefining an operator takes effect.
k <- function(a) { t <- a + 1; t <- t * 2; t }
k(1)
`+` <- function(e1, e2) base::`+`(e1, e2) * 10
k(1)
rm(`+`)
k(1)
local({ `*` <- function(a, b) "mul"; q <- 2; q <- q * 3; print(q) })
1e20 %% 3
modf <- function(x) x %% 3
modf(1e20)
message(1/3, " ", 123456789012)
options(digits = 4); cat(pi, 1/3, "\n"); options(digits = 7)
