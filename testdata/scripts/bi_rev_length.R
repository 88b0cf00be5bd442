rev(1:5)
rev(c(a = 1, b = 2, c = 3))
rev(list(1, "a", TRUE))
rev(NULL)
rev(character(0))
x <- c(a = 1, b = 2)
length(x) <- 4
x
y <- 1:5
length(y) <- 2
y
z <- list(1, "a")
length(z) <- 3
z
s <- c("p", "q")
length(s) <- 0
s
l <- c(TRUE)
length(l) <- 3
l
v <- 1:3
v
