# max= and options(max.print=)
print(1:10, max = 5)
print(1:10, max = 9)
print(c("a", "b", "c"), max = 2)
print(as.list(1:5), max = 2)
print(list(a = 1, b = 2, c = 3), max = 2)
print(setNames(1:10, letters[1:10]), max = 5)
options(max.print = 3)
1:10
list(1, 2, 3, 4, 5)
c(a = 1, b = 2, c = 3, d = 4)
letters
options(max.print = 99999)
1:10
