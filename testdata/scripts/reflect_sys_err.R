f <- function() sys.function(-1)
g <- function() f()
print(is.function(g()))
sys.function(-2)
