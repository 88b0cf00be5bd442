# list manipulation: deletion with NULL, nested lists, growing
l <- list(a = 1, b = "two", c = TRUE)
l$b <- NULL
print(names(l)); print(length(l))
l[["c"]] <- NULL
print(l)
l$new <- c(1, 2)
l[["another"]] <- list(x = 1)
print(names(l))
l[c("a", "new")] <- NULL
print(names(l))
m <- list(1, 2, 3, 4)
m[[2]] <- NULL
print(length(m)); print(m[[2]])
m[2] <- list(NULL)
print(m)
n <- list()
n[[3]] <- "third"
print(n)
n$named <- 1
print(names(n))
nested <- list(level1 = list(level2 = list(level3 = "bottom")))
print(nested$level1$level2$level3)
nested$level1$level2$extra <- 42
print(names(nested$level1$level2))
lst <- list(a = 1, b = 2)
lst$a <- list(NULL)
print(lst)
x <- list(1, "a")
x[[5]] <- TRUE
print(length(x)); print(x[[4]])
y <- list(a = 1, a = 2)
print(y$a); print(names(y))
z <- list(1, list(2, list(3, list(4))))
print(z[[2]][[2]][[2]][[1]])
v <- list(a = 1, b = 2, c = 3)
v[-2] <- list("x", "y")
print(v)
v[c(TRUE, FALSE, TRUE)] <- NULL
print(v)
