# The data sets of R's datasets package that gorir embeds, and data().
print(head(mtcars))
print(summary(iris$Sepal.Length))
print(table(iris$Species))
print(summary(cars$dist))
print(dim(airquality)); print(colMeans(airquality, na.rm = TRUE))
print(tapply(ToothGrowth$len, ToothGrowth$supp, mean))
print(levels(PlantGrowth$group)); print(head(USArrests, 3)); print(nrow(trees)); print(head(faithful, 2))
print(head(warpbreaks, 3)); print(sleep[1:3, ]); print(head(chickwts, 2)); print(head(quakes, 2)); print(pressure[1:2, ])
print(stackloss[1:2, ]); print(head(rock, 2)); print(head(women, 2)); print(head(InsectSprays, 2))
x <- data(iris); print(x); print(exists("iris", envir = globalenv(), inherits = FALSE))
y <- data(foo)
print(sapply(split(mtcars$mpg, mtcars$cyl), mean))

# A matrix or data frame line may take 79 characters, not 80: a wider
# one wraps its columns.
print(head(swiss, 2))
m <- matrix(1, 1, 2, dimnames = list("r", c(strrep("a", 38), strrep("b", 39))))
print(m)
