# options(width=) and print(width=)
options(width = 40)
1:30
letters
setNames(1:26, letters)
seq(0.5, 15, by = 0.5)
options(width = 20)
1:12
c(abc = 1, def = 2, ghi = 3, jkl = 4)
options(width = 80)
print(1:30, width = 30)
print(letters, width = 25)
print(c(alpha = 1.5, beta = 2.5, gamma = 3.5, delta = 4.5), width = 30)
getOption("width")
options(width = 120)
1:60
options(width = 80)
