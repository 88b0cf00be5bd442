Account <- setRefClass("Account", fields = list(owner = "character", balance = "numeric"),
  methods = list(
    deposit = function(x) {
      balance <<- balance + x
      invisible(.self)
    },
    withdraw = function(x) {
      if (x > balance) stop("insufficient funds")
      balance <<- balance - x
      invisible(.self)
    },
    show = function() {
      cat("Account owner:", owner, "\n")
      cat("Balance:", balance, "\n")
    }
  ))
a <- Account$new(owner = "Ann", balance = 100)
a$deposit(50)
a$balance
a
print(a)
a$withdraw(30)$deposit(5)
a$balance
b <- a
b$deposit(1000)
a$balance
c2 <- a$copy()
c2$deposit(1)
a$balance; c2$balance
tryCatch(a$withdraw(1e6), error = function(e) cat("Error:", conditionMessage(e), "\n"))
class(a)
is(a, "Account")
isVirtualClass("Account")
Person <- setRefClass("Person", fields = list(name = "character", age = "numeric"))
p <- Person$new(name = "Al", age = 40)
p
p$age <- 41
p$age
p$name
Person$methods(greet = function() cat("Hi,", name, "\n"))
Person$new(name = "Bo")$greet()
Student <- setRefClass("Student", contains = "Person", fields = list(school = "character"),
  methods = list(
    greet = function() { callSuper(); cat("I attend", school, "\n") },
    initialize = function(...) {
      initFields(...)
      if (length(school) == 0) school <<- "none"
      invisible(.self)
    }))
s <- Student$new(name = "Cy", age = 20)
s$greet()
s$school
s
is(s, "Person")
Counter <- setRefClass("Counter", fields = list(count = "numeric"),
  methods = list(initialize = function(...) { count <<- 0; callSuper(...) },
                 inc = function() { count <<- count + 1; invisible(.self) }))
cn <- Counter$new()
cn$inc(); cn$inc()
cn$count
tryCatch(p$age <- "old", error = function(e) cat("Error:", conditionMessage(e), "\n"))
Node <- setRefClass("Node", fields = list(value = "numeric", nxt = "ANY"))
n1 <- Node$new(value = 1, nxt = NULL)
n2 <- Node$new(value = 2, nxt = n1)
n2$nxt$value
u <- Person$new()
u$name
u$age
