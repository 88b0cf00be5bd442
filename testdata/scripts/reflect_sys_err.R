# Negative numbers are written (0 - k): the baseline compiler currently
# rewrites every later binary minus once it has inlined a unary minus.
f <- function() sys.function(0 - 1)
g <- function() f()
print(is.function(g()))
sys.function(0 - 2)
