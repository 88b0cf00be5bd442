# subscript out of bounds reaching the top level from a nested function
l <- list(a = 1, b = 2)
print(l[["a"]])
r <- tryCatch(l[[3]], error = function(e) conditionMessage(e))
print(r)
get_item <- function(lst, i) lst[[i]]
print(get_item(l, 2))
process <- function(lst) { for (i in 1:3) cat("item", i, "=", get_item(lst, i), "\n") }
process(l)
