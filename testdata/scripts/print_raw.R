# raw vectors
as.raw(0)
as.raw(c(1, 15, 16, 255))
as.raw(0:40)
raw(0)
raw(3)
as.raw(c(72, 101, 108, 108, 111, 44, 32, 119, 111, 114, 108, 100))
c(a = as.raw(1), b = as.raw(2))
rev(as.raw(250:255))
