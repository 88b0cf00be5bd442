# forcing a promise whose earlier evaluation was interrupted by an error
retry <- function(x = { cnt <<- cnt + 1; if (cnt < 2) stop("first try fails"); "second try" }) {
  r1 <- tryCatch(x, error = function(e) conditionMessage(e))
  r2 <- tryCatch(x, error = function(e) conditionMessage(e))
  c(r1, r2)
}
cnt <- 0
print(retry())
f <- function(x) { a <- try(x, silent = TRUE); cat(class(a), "\n"); x }
n <- 0
print(f({ n <- n + 1; if (n == 1) stop("boom") else n }))
