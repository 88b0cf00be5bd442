e <- new.env()
e$v <- 1
lockEnvironment(e)
rm("v", envir = e)
