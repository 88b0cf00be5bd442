# user-defined replacement functions
"second<-" <- function(x, value) { x[2] <- value; x }
x <- 1:5
second(x) <- 100L
print(x)
"first<-" <- function(x, value) { cat("first<- called with", value, "\n"); x[1] <- value; x }
l <- list(v = c(1, 2, 3))
first(l$v) <- 9
print(l)
second(l$v) <- 8
print(l$v)
"field<-" <- function(x, name, value) { x[[name]] <- value; x }
obj <- list()
field(obj, "alpha") <- 1
field(obj, "beta") <- "b"
print(obj)
"twice<-" <- function(x, value) c(x, value, value)
v <- 1
twice(v) <- 2
twice(v) <- 3
print(v)
r <- tryCatch({ undefined_fn(v) <- 1 }, error = function(e) conditionMessage(e))
print(r)
r <- tryCatch({ second(nonexistent) <- 1 }, error = function(e) conditionMessage(e))
print(r)
"modify<-" <- function(x, value) { x$count <- x$count + value; x }
state <- list(count = 0)
for (i in 1:4) modify(state) <- i
print(state$count)
f <- function() { local_x <- c(1, 2, 3); second(local_x) <- 0; local_x }
print(f())
"pair<-" <- function(x, which = 1, value) { x[which] <- value; x }
p <- c(0, 0, 0)
pair(p) <- 5
pair(p, 3) <- 7
print(p)
res <- (second(x) <- 555L)
print(res)
print(x)
"upper<-" <- function(x, value) { names(x) <- value; x }
u <- c(1, 2)
upper(u) <- c("A", "B")
print(u)
second(names(u)) <- "Z"
print(u)
