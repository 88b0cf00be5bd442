# Classed objects without Ops methods use the builtin, keeping attributes.
x <- structure(c(1, 2, 3), class = "plain")
x + 1
x * x
x > 2
y <- structure(1:3, class = "intish", units = "cm")
y + 1L
y / 2
2 - y
unclass(y * 2L)
z <- structure(c(TRUE, FALSE), class = "flags")
!z
z & TRUE
