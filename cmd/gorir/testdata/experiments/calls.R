# A small program for the experiments test: a loop calling a closure
# that gorir inlines with its environment kept as a stub, and a leaf
# whose environment is only made in deoptimisation branches.
add <- function(a, b) a + b
pick <- function(a, b) if (TRUE) a else b
total <- function(n) {
    s <- 0
    for (i in 1:n) s <- s + add(i, 1) + pick(2, 3)
    s
}
for (k in 1:20) r <- total(50)
cat(r, "\n")
