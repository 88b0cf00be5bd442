x <- list(a = 1, b = 2, c = 3)
x[["a"]] <- NULL
x
x["b"] <- list(NULL)
x
x$c <- NULL
x
y <- list(1, 2, 3)
y[[2]] <- NULL
y
y[c(TRUE, FALSE)] <- NULL
y
z <- list(a = 1)
z[["zz"]] <- NULL
z
z$new <- 5
z
z[["deep"]] <- list(k = 1)
z$deep$k <- 2
z
w <- list(1, 2)
w[4] <- list("four")
w
v <- list(a = 1, b = 2)
v[c("a", "b")] <- NULL
v
length(v)
u <- list(a = 1, b = 2, c = 3)
u[-1] <- NULL
u
t1 <- list(1, 2)
t1[[3]] <- NULL
t1
t2 <- list(a = NULL)
t2
t3 <- vector("list", 2)
t3[[1]] <- 1:3
t3
t4 <- list(a = 1, b = 2)
t4[c("b", "d")] <- list(20, 40)
t4
t5 <- list(1, 2, 3)
t5[c(1, 3)] <- list(NULL)
t5
t6 <- c(a = 1, b = 2)
t6[["c"]] <- 3
t6
