# object not found, at top level and inside functions
f <- function() undefined_thing + 1
r <- tryCatch(f(), error = function(e) conditionMessage(e))
print(r)
g <- function(a) a + also_undefined
r <- tryCatch(g(1), error = function(e) conditionMessage(e))
print(r)
r <- tryCatch(get("nope"), error = function(e) conditionMessage(e))
print(r)
h <- function() { local_only <- 1; inner <- function() local_onlyy; inner() }
r <- tryCatch(h(), error = function(e) conditionMessage(e))
print(r)
print(exists("undefined_thing"))
cat("now failing at top level\n")
print(undefined_top_level)
