match.fun(1)
