# options(scipen=) shifts the fixed/scientific choice
x <- c(1e5, 1e-5, 123456789, 1e15)
for (s in c(-5, -1, 0, 1, 5, 20)) {
  options(scipen = s)
  print(s)
  print(1e5)
  print(1e-5)
  print(123456789)
  print(1e15)
  print(c(1, 1000))
}
options(scipen = 0)
1e5
options(scipen = 100)
1e-20
2^60
options(scipen = -100)
1
0
options(scipen = 0)
