range(integer(0))
sum("a")
