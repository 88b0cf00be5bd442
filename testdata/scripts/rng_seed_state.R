# .Random.seed: existence, layout, save and restore
print(exists(".Random.seed"))
set.seed(1)
print(exists(".Random.seed", envir = globalenv()))
s <- .Random.seed
print(length(s)); print(typeof(s)); print(s[1:6])
a <- runif(5)
print(.Random.seed[2])
.Random.seed <- s
b <- runif(5)
print(identical(a, b))
set.seed(1); r1 <- rnorm(3)
set.seed(1); r2 <- rnorm(3)
print(identical(r1, r2))
set.seed(123); x1 <- sample(100, 5)
saved <- .Random.seed
x2 <- runif(2)
.Random.seed <- saved
print(identical(x2, runif(2)))
set.seed(2); invisible(runif(624)); print(.Random.seed[2]); print(runif(1))
set.seed(2); invisible(runif(625)); print(.Random.seed[2])
print(RNGkind())
f <- function() { set.seed(77); runif(1) }
print(f() == f())
rm(.Random.seed)
print(exists(".Random.seed"))
x <- runif(1)
print(length(.Random.seed))
print(is.null(set.seed(3)))
