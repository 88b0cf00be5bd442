x <- c(a = 1, b = 2)
attr(x, "foo") <- "bar"
attributes(x)
attr(x, "fo")
attr(x, "fo", exact = TRUE)
attr(x, "names")
attr(x, "names") <- NULL
x
attr(x, "foo") <- NULL
x
attributes(x)
y <- 1:6
attr(y, "dim") <- c(2, 3)
attributes(y)
attr(y, "dim")
z <- 1:3
attr(z, "names") <- c("a")
z
attributes(NULL)
w <- 1:4
attributes(w) <- list(myattr = "hi", names = c("p", "q", "r", "s"))
attributes(w)
attributes(w) <- NULL
w
v <- 1:2
attr(v, "one") <- 1
attr(v, "two") <- 2
attr(v, "one") <- NULL
names(attributes(v))
u <- c(aa = 1)
attr(u, "abc") <- 1
attr(u, "abd") <- 2
attr(u, "ab")
attr(u, "abc")
attr(1, c("a", "b"))
