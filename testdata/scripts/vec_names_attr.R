# names<- with short, long, NA and NULL values
x <- 1:4
names(x) <- c("a", "b")
print(x)
print(names(x))
names(x) <- NULL
print(x); print(names(x))
y <- c(1, 2, 3)
names(y) <- c("p", NA, "r")
print(y)
print(names(y))
z <- c(one = 1, two = 2)
names(z)[2] <- "TWO"
print(z)
l <- list(1, 2)
names(l) <- c("first", "second")
print(l$second)
names(l)[1] <- ""
print(l)
v <- c(a = 1, b = 2, c = 3)
print(v[c("a", "a")])
print(names(v[c(3, 1)]))
w <- 1:3
names(w) <- 1:3
print(w); print(names(w))
print(w["2"])
k <- c(a = 1)
k[["b"]] <- 2
print(names(k))
print(names(c(a = 1, 2, c = 3)))
print(names(list(1, b = 2)))
print(names(1:3))
nn <- c(x = 1, y = 2)
names(nn) <- toupper_free <- c("X", "Y")
print(nn)
r <- tryCatch(names(nn) <- c("a", "b", "c"), error = function(e) conditionMessage(e))
print(r)
