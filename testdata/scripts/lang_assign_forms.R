# assignment operators and where they bind
a = 1
b <- 2
3 -> d
print(c(a, b, d))
f <- function() { x1 <<- "global via <<-"; "via ->>" ->> x2; x3 = "local"; x3 }
print(f())
print(x1); print(x2); print(exists("x3"))
g <- function() { h <- function() { v <<- "enclosing" }; v <- "start"; h(); v }
print(g())
print(exists("v"))
`odd name` <- 5
print(`odd name` * 2)
"string name" <- "assigned via string"
print(`string name`)
x <- y <- z <- 7
print(c(x, y, z))
r <- (w <- 3) + 1
print(c(r, w))
f2 <- function(n) { n = n + 1; n }
print(f2(1))
print(f2(n = 5))
assign("dyn", 11)
print(dyn)
nm <- "computed"
assign(nm, 12)
print(computed)
k <- function() { assign("inside", 1); exists("inside", inherits = FALSE) }
print(k())
print(exists("inside"))
vv <- 1:3
vv[2] <- 10L
vv[[3]] <- 20L
print(vv)
l <- list()
l$a <- 1; l[["b"]] <- 2; l["c"] <- 3
print(names(l))
T <- 0
print(T)
rm(T)
print(T)
`if` <- 1
print(`if`)
rm(`if`)
print(if (TRUE) "if still works")
