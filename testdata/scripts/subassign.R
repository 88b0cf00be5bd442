x <- numeric(0)
x <- c(1, 2, 3)
x[2] <- 20
x
x[5] <- 5
x
l <- list(a = 1, b = "two")
l$c <- TRUE
l[["a"]] <- NULL
l
names(l)
v <- 1:5
v[v > 2] <- 0L
v
m <- list(inner = list(val = 1))
m$inner$val <- 42
m$inner$val
z <- c(10, 20, 30)
z[[2]]
z[-1]
z[c(TRUE, FALSE)]
