# deleting every element of a named list leaves an empty names attribute
w <- list(p = 1)
w[["p"]] <- NULL
print(w); print(length(w)); print(names(w))
v <- list(a = 1, b = 2)
v$a <- NULL; v$b <- NULL
print(v)
nested <- list(level1 = list(level2 = list(level3 = "bottom")))
nested$level1$level2 <- NULL
print(nested)
u <- list(x = 1, y = 2)
u[c("x", "y")] <- NULL
print(u)
print(list(a = 1)[0])
print(c(a = 1)[0])
