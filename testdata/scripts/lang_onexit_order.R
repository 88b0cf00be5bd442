# on.exit ordering with add= and after=, and its value
f <- function() {
  on.exit(cat("first\n"))
  on.exit(cat("second\n"), add = TRUE)
  on.exit(cat("zeroth\n"), add = TRUE, after = FALSE)
  cat("body\n")
  invisible("f result")
}
f()
print(f())
g <- function() { on.exit(cat("replaced\n")); on.exit(cat("replacement\n")); "g" }
print(g())
h <- function() { on.exit(cat("cleared\n")); on.exit(); "h" }
print(h())
x <- "outer"
k <- function() { x <- "local"; on.exit(print(x)); x <- "changed before exit"; invisible() }
k()
m <- function() { on.exit(return("overridden by on.exit")); "normal" }
print(m())
n <- function() { for (i in 1:3) on.exit(cat("exit", i, "\n"), add = TRUE); "loop added three" }
print(n())
loop_fn <- function() { i <- 0; repeat { i <- i + 1; if (i == 2) { on.exit(cat("registered at i=2\n")); break } }; i }
print(loop_fn())
p <- function() { on.exit(cat("p exits after inner\n")); inner <- function() { on.exit(cat("inner exits\n")); "inner" }; inner() }
print(p())
err <- function() { on.exit(cat("runs despite error\n")); stop("oops") }
r <- tryCatch(err(), error = function(e) conditionMessage(e))
print(r)
