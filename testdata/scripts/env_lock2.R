e <- new.env()
lockEnvironment(e)
print(exists("qqq", envir = e))
assign("qqq", 1, envir = e)
