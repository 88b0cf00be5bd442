f <- factor(c("b", "a", "c", "a"))
levels(f) <- c("A", "B", "C")
f
levels(f)[2] <- "Bee"
f
levels(f) <- c("X", "X", "Y")
f
g <- factor(c("a", "b", "c", "b"))
levels(g) <- list(first = c("a", "b"), second = "c")
g
h <- factor(c("a", "b", "c"))[c(1, 2)]
h
droplevels(h)
levels(droplevels(h))
nlevels(factor(character(0)))
tryCatch(levels(g) <- "one", error = function(e) conditionMessage(e))
tryCatch(factor(1:2, labels = c("a", "b", "c")), error = function(e) conditionMessage(e))
tryCatch(factor(1:2, levels = c(1, 1)), error = function(e) conditionMessage(e))
