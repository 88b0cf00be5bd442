# abbreviate
print(abbreviate("international", 5))
print(abbreviate(c("New York", "Los Angeles", "San Francisco", "Chicago")))
print(abbreviate(c("Alabama","Alaska","Arizona","Arkansas","California","Colorado","Connecticut","Delaware","Florida","Georgia","Hawaii","Idaho","Illinois","Indiana","Iowa")))
print(abbreviate(c("alpha", "alpine", "alps"), 3))
print(abbreviate(month.name))
print(abbreviate(c("Sepal.Length", "Sepal.Width", "Petal.Length"), 6, named = FALSE))
