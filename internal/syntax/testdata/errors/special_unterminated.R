x <- 1
x %% y %a b
