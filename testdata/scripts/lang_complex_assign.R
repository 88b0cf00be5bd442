# nested complex assignment
x <- c(a = 1, b = 2, c = 3)
names(x)[2] <- "B"
print(x)
l <- list(a = list(b = 1, c = list(d = 2)))
l$a$b <- 10
l$a$c$d <- 20
l$a$c$e <- "new"
print(l)
l2 <- list()
l2$x$y$z <- 1
print(l2)
v <- list(list(b = 1), list(b = 2))
for (i in seq_along(v)) v[[i]]$b <- v[[i]]$b * 100
print(v)
m <- list(a = c(1, 2, 3))
m$a[2] <- 99
m[["a"]][4] <- 100
print(m)
y <- 1:5
y[2:3] <- c(20L, 30L)
y[[5]] <- 50L
print(y)
z <- list(p = list(q = c(x = 1, y = 2)))
names(z$p$q)[1] <- "renamed"
print(z)
w <- c(1, 2, 3)
w[w > 1] <- 0
print(w)
orig <- list(k = 1)
copy <- orig
copy$k <- 2
print(orig$k); print(copy$k)
f <- function(lst) { lst$inside <- TRUE; lst }
o <- list(a = 1)
n <- f(o)
print(names(o)); print(names(n))
e <- new.env()
e$val <- list(1, 2)
e$val[[2]] <- "two"
print(e$val)
nested <- list(list(list(1)))
nested[[1]][[1]][[1]] <- "deep"
print(nested[[1]][[1]][[1]])
idx <- list(i = 2)
vec <- c(10, 20, 30)
vec[idx$i] <- -1
print(vec)
