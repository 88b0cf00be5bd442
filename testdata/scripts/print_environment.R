# environments
globalenv()
baseenv()
emptyenv()
environment()
print(globalenv())
e <- globalenv()
e
f <- function() parent.frame()
f()
environment(sum)
list(globalenv(), baseenv())
environmentName(globalenv())
