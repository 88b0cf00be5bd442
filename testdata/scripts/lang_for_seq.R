# for loops: over vectors, lists, NULL; the sequence is evaluated once
for (i in 1:3) cat("i =", i, "\n")
print(i)
for (s in c("a", "b", "c")) cat(s, "")
cat("\n")
for (el in list(1, "two", TRUE, NULL, c(3, 4))) print(el)
n <- 0
for (z in NULL) n <- n + 1
print(n)
print(exists("z"))
for (z in integer(0)) n <- n + 1
print(n)
x <- 1:5
for (v in x) { x <- c(x, v * 10); cat(v, "") }
cat("\n")
print(x)
y <- c(1, 2, 3)
for (v in y) { y[2] <- 100; cat(v, "") }
cat("\n")
print(y)
count <- 0
seqf <- function() { count <<- count + 1; 1:4 }
for (k in seqf()) NULL
print(count)
for (k in 1:3) { k <- k * 100; cat(k, "") }
cat("\n")
print(k)
r <- for (q in 1:2) q
print(r)
for (nm in names(list(a = 1, b = 2, c = 3))) cat(nm, "")
cat("\n")
l <- list(a = 1, b = "x")
for (e in l) print(typeof(e))
f <- function() { for (i in 1:10) if (i == 4) return(i); -1 }
print(f())
for (b in c(TRUE, NA, FALSE)) print(b)
for (d in c(1.5, 2.5)) print(d)
