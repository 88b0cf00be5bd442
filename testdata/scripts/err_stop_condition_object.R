# stop() with a condition object and custom classes reaching top level
cond <- structure(class = c("myError", "error", "condition"),
  list(message = "custom condition message", call = quote(custom_call(1, 2))))
r <- tryCatch(stop(cond), myError = function(e) class(e))
print(r)
print(tryCatch(stop(cond), error = function(e) conditionMessage(e)))
stop(cond)
