# recursion: fib, ackermann, mutual recursion, Recall
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
for (i in 0:15) cat(fib(i), "")
cat("\n")
ack <- function(m, n) {
  if (m == 0) return(n + 1)
  if (n == 0) return(ack(m - 1, 1))
  ack(m - 1, ack(m, n - 1))
}
print(ack(1, 2)); print(ack(2, 2)); print(ack(2, 3)); print(ack(3, 2))
is_even <- function(n) if (n == 0) TRUE else is_odd(n - 1)
is_odd <- function(n) if (n == 0) FALSE else is_even(n - 1)
print(c(is_even(10), is_odd(10), is_even(7), is_odd(7)))
fact <- function(n) if (n <= 1) 1 else n * Recall(n - 1)
print(fact(10)); print(fact(20))
hanoi_moves <- 0
hanoi <- function(n, from = "A", to = "C", via = "B") {
  if (n == 0) return(invisible())
  hanoi(n - 1, from, via, to)
  hanoi_moves <<- hanoi_moves + 1
  if (n == 3) cat("move disk 3 from", from, "to", to, "\n")
  hanoi(n - 1, via, to, from)
}
hanoi(5)
print(hanoi_moves)
sumlist <- function(l) { if (length(l) == 0) return(0); l[[1]] + sumlist(l[-1]) }
print(sumlist(list(1, 2, 3, 4, 5)))
depth <- function(x) if (is.list(x)) 1 + maxd(x) else 0
maxd <- function(l) { m <- 0; for (e in l) { d <- depth(e); if (d > m) m <- d }; m }
gcd <- function(a, b) if (b == 0) a else gcd(b, a %% b)
print(gcd(1071, 462)); print(gcd(17, 5))
pow <- function(b, e) if (e == 0) 1 else if (e %% 2 == 0) pow(b * b, e / 2) else b * pow(b, e - 1)
print(pow(2, 30)); print(pow(3, 13))
count_down <- function(n) { if (n > 0) { cat(n, ""); count_down(n - 1) } else cat("liftoff\n") }
count_down(5)
