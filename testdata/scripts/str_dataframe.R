# str() of data frames (header, columns without their length) and of
# numbers that do not show exactly with three significant digits.
str(mtcars)
str(cars)
str(list(a = 1, df = data.frame(x = 1:2)))
str(c(1.0001, 2:11)); str(c(123.4, 2:11)); str(c(12.3, 2:11)); str(as.numeric(1:20)); str(c(1e-11, 2:11)); str(c(NA, 1.5, 2:10))
str(airquality)
str(data.frame(a = c(TRUE, FALSE), b = c("x", "y"), stringsAsFactors = FALSE))
