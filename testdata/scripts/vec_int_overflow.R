# integer overflow gives NA with a warning
big <- 2147483647L
print(big)
r <- big + 1L
print(r)
print(typeof(r))
print(big + 1)
print(-big - 1L)
print(big * 2L)
print(c(1L, big) + c(1L, 1L))
x <- 100000L
print(x * x)
print(x * 2L)
print(-2147483647L)
print(typeof(-2147483647L))
f <- function(a, b) a + b
print(f(big, 1L))
cat("done\n")
