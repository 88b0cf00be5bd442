print(is.environment(as.environment(list())))
as.environment(NULL)
