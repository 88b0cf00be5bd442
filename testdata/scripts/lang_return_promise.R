# return() evaluated inside a promise returns from the function that created it
g <- function(x) { cat("g forces\n"); x; cat("not reached\n") }
f <- function() { g(return(5)); 6 }
print(f())
h <- function(x) { on.exit(cat("h on.exit\n")); x }
f2 <- function() { on.exit(cat("f2 on.exit\n")); h(return("from f2")); "unreached" }
print(f2())
lazy <- function(x) 42
f3 <- function() { v <- lazy(return("never")); v + 1 }
print(f3())
deep <- function(x) inner(x)
inner <- function(y) y
f4 <- function() { r <- deep(return("deep return")); "after" }
print(f4())
f5 <- function(n) {
  for (i in 1:n) g(if (i == 3) return(i * 100))
  "loop finished"
}
print(f5(5))
print(f5(2))
f6 <- function() { x <- tryCatch(return("from tryCatch"), finally = cat("finally\n")); "after" }
print(f6())
f7 <- function() { sapply_like(1:3, function(i) if (i == 2) return("inner") else i) }
sapply_like <- function(v, fn) { out <- list(); for (e in v) out[[length(out) + 1]] <- fn(e); out }
print(f7())
f8 <- function() { d <- function(a = return("default")) a; d(); "f8 end" }
print(f8())
f9 <- function() { k <- function(a) a; k(k(k(return("triple")))) ; "no" }
print(f9())
