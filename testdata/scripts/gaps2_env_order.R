# The order of as.list(env), ls(sorted = FALSE) and eapply follows R's
# frames: function frames newest first after the arguments, hashed
# environments by bucket.
f <- function() { zeta <- 1; alpha <- 2; mid <- 3; b <- 4; names(as.list(environment())) }
print(f())
g <- function(x, y) { z <- 1; names(as.list(environment())) }
print(g(1, 2))
e <- new.env()
for (n in c("zeta", "alpha", "mid", "b", "x1", "x2", "apple", "banana", "cherry")) assign(n, 1, envir = e)
print(names(as.list(e)))
print(ls(e, sorted = FALSE))
print(names(eapply(e, identity)))
print(names(mget(ls(e), envir = e)))
print(names(as.list(e, sorted = TRUE)))
e2 <- list2env(list(a = 1, b = 2, c = 3, dd = 4, zz = 5))
print(names(as.list(e2)))
zeta <- 1; alpha <- 2; mid <- 3; b <- 4
print(names(as.list(globalenv())))
print(ls())
l <- local({ q <- 1; r <- 2; a <- 3; names(as.list(environment())) })
print(l)
e3 <- new.env(hash = FALSE); assign("p", 1, e3); assign("a", 2, e3); assign("m", 3, e3)
print(names(as.list(e3)))
e4 <- as.environment(list(x = 1, y = 2, abc = 3))
print(names(as.list(e4)))
big <- new.env()
for (i in 0:59) assign(paste0("v", i), i, envir = big)
print(names(as.list(big)))
df <- data.frame(x = 1:3, y = 4:6)
print(within(df, { a <- x + 1; b <- y * 2; x <- NULL }))
str(within(list(p = 1, q = 2), { r <- 3; s <- 4 }))
h <- function(a, b = 2, ...) { loc <- 1; as.list(environment()) }
str(h(1, 3, 4))
print(eapply(list2env(list(a = 1, b = 2)), function(v) v * 10))
