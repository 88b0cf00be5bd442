# visibility of top-level values
x <- 1
(x <- 2)
x
x = 3
(x = 4)
5 -> y
y
invisible(6)
(invisible(7))
f <- function() invisible(8)
f()
(f())
print(f())
v <- f(); v
g <- function() x <- 3
g()
print(g())
(g())
h <- function() { x <- 3; x }
h()
if (FALSE) 1
if (TRUE) 9
if (TRUE) invisible(10)
r <- if (FALSE) 1; r
for (i in 1:2) i
(for (i in 1:2) i)
while (FALSE) 1
repeat break
NULL
k <- function() { invisible(1); 2 }
k()
m <- function() return(invisible(11))
m()
(m())
p <- function() assign("zz", 13)
p()
zz
q <- function() print("printed once")
q()
w <- q()
identity(invisible(14))
s <- function() { y <- 15 }
s()
(s())
t1 <- function() if (FALSE) 1
t1()
print(t1())
u <- function() for (i in 1) i
u()
print(u())
