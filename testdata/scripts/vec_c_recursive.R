# c(recursive = TRUE) flattens lists
print(c(list(1, 2), recursive = TRUE))
print(c(list(a = 1, b = list(c = 2)), recursive = TRUE))
print(c(list(1, list(2, list(3, "x"))), recursive = TRUE))
print(c(a = list(b = 1, c = list(d = 2, 3)), recursive = TRUE))
print(c(list(), recursive = TRUE))
print(c(list(NULL, TRUE), 2L, recursive = TRUE))
