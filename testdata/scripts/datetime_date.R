# Date objects: creation, arithmetic, comparison, vector operations
d <- as.Date("2024-03-15")
d
d + 30
d - 10
class(d)
unclass(d)
as.numeric(d)
x <- as.Date(c("2024-01-01", "2024-02-29", "2024-12-31"))
x
diff(x)
x[2] - x[1]
as.numeric(x[3] - x[1])
range(x)
rev(x)
sort(rev(x))
order(rev(x))
sort(x, decreasing = TRUE)
min(x); max(x)
c(x[1], x[3])
rep(x[1], 3)
unique(c(x, x))
x[-1]
x[[2]]
x == as.Date("2024-02-29")
x > "2024-02-01"
x[x > as.Date("2024-02-01")]
which(x < as.Date("2024-06-01"))
y <- x
y[2] <- as.Date("2000-01-01")
y
y[3] <- "2010-10-10"
y
length(y)
is.na(c(x, NA))
mean(x)
median(x)
weekdays(x)
weekdays(x, abbreviate = TRUE)
months(x)
months(x, TRUE)
quarters(x)
julian(d)
julian(d, origin = as.Date("2024-01-01"))
as.Date("01/02/2024", format = "%m/%d/%Y")
as.Date("March 5, 2024", format = "%B %d, %Y")
as.Date("2024/07/04")
as.Date(c("2024-01-05", NA, "2024-01-07"))
as.Date(45000, origin = "1899-12-30")
as.Date(10, origin = as.Date("2024-01-01"))
as.Date(as.POSIXct("2024-05-05 23:59:59", tz = "UTC"))
as.Date(as.POSIXct("2024-05-05 23:30:00", tz = "UTC"), tz = "Asia/Tokyo")
as.Date(factor("2024-02-02"))
trunc(as.Date("2024-05-17"), "month")
trunc(as.Date("2024-05-17"), "year")
round(as.Date("2024-05-17") + 0.6)
nums <- sapply(x, function(z) as.numeric(z))
nums
format(x, "%d.%m.%Y")
as.character(x)
paste("Day:", x[1])
tryCatch(as.Date("not a date"), error = function(e) conditionMessage(e))
tryCatch(d + d, error = function(e) conditionMessage(e))
tryCatch(as.Date(5), error = function(e) conditionMessage(e))
is.numeric(d)
inherits(d, "Date")
