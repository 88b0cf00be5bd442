print(eval(1, list(), NULL))
eval(1, "not an env")
