# A small "money" class with print and arithmetic methods.
money <- function(amount, currency = "USD") {
  structure(list(amount = amount, currency = currency), class = "money")
}
print.money <- function(x, ...) {
  cat(x$currency, x$amount, "\n")
  invisible(x)
}
"+.money" <- function(e1, e2) {
  if (!inherits(e2, "money")) e2 <- money(e2, e1$currency)
  if (!inherits(e1, "money")) e1 <- money(e1, e2$currency)
  if (!identical(e1$currency, e2$currency)) stop("currency mismatch")
  money(e1$amount + e2$amount, e1$currency)
}
"==.money" <- function(e1, e2) e1$amount == e2$amount && identical(e1$currency, e2$currency)
"<.money" <- function(e1, e2) e1$amount < e2$amount

a <- money(10)
b <- money(2.5)
a
a + b
a + 5
5 + a
a == b
a == money(10)
b < a
a < b
total <- money(0)
for (m in list(a, b, money(1))) total <- total + m
total
eur <- money(3, "EUR")
eur + eur
sums <- list(a + b, eur + 1)
sums
a + eur
