s <- 0
for (i in 1:100) s <- s + i * i
s
n <- 0L
i <- 0
while (i < 10) { i <- i + 1; if (i %% 2 == 0) next; n <- n + 1L }
n
i
k <- 0
repeat { k <- k + 1; if (k >= 7) break }
k
x <- for (i in 1:3) i
x
is.null(x)
