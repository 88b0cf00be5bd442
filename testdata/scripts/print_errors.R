# invalid print.default arguments
r <- tryCatch(print(1, digits = 0), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, digits = 23), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, quote = NA), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, na.print = 1), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, print.gap = -1), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, print.gap = 1025), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, right = NA), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, max = -1), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, width = 5), error = function(e) conditionMessage(e)); r
r <- tryCatch(print(1, useSource = NA), error = function(e) conditionMessage(e)); r
print(1, width = 10)
print.default(1:3)
print(1, digits = 22)
print(1, digits = 5, quote = FALSE)
print("x", digits = 3)
print(1, width = 10000)
print.default(1, digits = 0)
