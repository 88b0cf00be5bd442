# assignment through indices: growth, NA fill, negative and logical indices
x <- c(1, 2, 3)
x[5] <- 5
print(x)
x[-1] <- 0
print(x)
x[c(TRUE, FALSE)] <- -1
print(x)
y <- 1:3
y[2] <- 2.5
print(y); print(typeof(y))
y[1] <- "a"
print(y)
z <- c(a = 1, b = 2)
z["c"] <- 3
z[["a"]] <- 10
print(z)
z[c("d", "b")] <- c(40, 20)
print(z)
w <- integer(0)
w[3] <- 7L
print(w)
v <- 1:10
v[v > 5] <- 0L
print(v)
v[c(1, 1, 1)] <- c(100L, 200L, 300L)
print(v[1])
u <- c(1, 2, 3, 4, 5, 6)
u[1:6] <- c(7, 8)
print(u)
l <- list(1, 2)
l[4] <- "four"
print(l)
l[[2]] <- c(9, 9)
print(l[[2]])
t1 <- TRUE
t1[3] <- FALSE
print(t1)
s <- "a"
s[[4]] <- "d"
print(s)
n <- NULL
n[2] <- 1
print(n)
n2 <- NULL
n2$a <- 1
print(n2)
n3 <- NULL
n3[["b"]] <- "x"
print(n3)
e <- function(expr) tryCatch(expr, error = function(e) conditionMessage(e))
m <- c(1, 2, 3)
print(e(m[[5]] <- 1))
print(m)
print(e(m[[0]] <- 1))
print(e(m[-1:1] <- 1))
print(e(m[[c(1, 2)]] <- 1))
