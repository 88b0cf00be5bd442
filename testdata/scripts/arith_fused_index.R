# Element reads inside arithmetic (the VM fuses x[i] and m[i, j] into the
# arithmetic): every index form must still behave as `[` does.
x <- c(10, 20, 30)
i <- 2; j <- 5L; z <- 0
x[i] + 1
x[j] + 1
x[z] + 1
x[-1] * 2
x[NA] + 1
x[c(1, 3)] - x[1]
x[[i]] * 2
tryCatch(x[[j]] * 2, error = function(e) print(conditionMessage(e)))
n <- c(a = 1, b = 2)
n[i] * 10
n["a"] + 1
m <- matrix(1:6, 2, dimnames = list(c("r1", "r2"), c("A", "B", "C")))
m[2, 3] * 2L
m[i, 1] + 0.5
m[1, ] + 1
tryCatch(m[3, 1] + 1, error = function(e) print(conditionMessage(e)))
l <- list(1, 2.5, "a")
l[[2]] * 2
tryCatch(l[[3]] * 2, error = function(e) print(conditionMessage(e)))
f <- factor(c("u", "v"))
tryCatch(f[1] + 1, warning = function(w) print(conditionMessage(w)))
lg <- c(TRUE, FALSE)
lg[1] + lg[2]
s <- 0
for (k in seq_along(x)) s <- s + x[k] * k
s
tot <- 0
for (r in 1:2) for (cc in 1:3) tot <- tot + m[r, cc] * r
tot
`[` <- function(x, i) 100
x[1] + 1
rm(`[`)
x[1] + 1
