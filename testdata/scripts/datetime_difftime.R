# difftime: units, conversion, arithmetic, printing
ct <- as.POSIXct(c("2024-01-15 10:00:00", "2024-01-15 12:30:00", "2024-01-16 08:00:00"), tz = "UTC")
diff(ct)
dt <- difftime(ct[3], ct[1])
dt
format(dt)
units(dt)
units(dt) <- "mins"
dt
as.numeric(dt)
as.numeric(dt, units = "hours")
as.numeric(dt, units = "days")
difftime(ct[3], ct[1], units = "secs")
difftime(ct[3], ct[1], units = "weeks")
difftime(ct[2], ct[1])
difftime(ct[1] + 30, ct[1])
difftime(ct[1] + 300, ct[1])
difftime(as.Date("2024-03-01"), as.Date("2024-01-01"))
difftime(as.Date("2024-03-01"), as.Date("2024-01-01"), units = "weeks")
as.difftime(90, units = "mins")
as.difftime(c("0:30:00", "1:15:00"))
as.difftime(c(1.5, 2), units = "hours")
format(as.difftime(c(1.5, 2), units = "hours"))
z <- ct - ct[1]
z
z * 2
2 * z
z / 2
z + z
z - 60
-z
sum(z)
mean(z)
abs(-z)
max(z)
range(z)
z > 3600
z[2:3]
round(as.difftime(1/3, units = "hours"), 2)
dt2 <- as.difftime(30, units = "mins")
ct[1] + dt2
ct[1] - dt2
as.Date("2024-01-15") + as.difftime(2, units = "days")
as.Date("2024-01-15") - as.difftime(1, units = "weeks")
dt2 == as.difftime(0.5, units = "hours")
as.difftime(1, units = "hours") + as.difftime(30, units = "mins")
c(as.difftime(1, units = "hours"), as.difftime(2, units = "hours"))
print(as.difftime(c(1, NA, 3.25), units = "days"))
x <- as.Date("2024-12-25") - as.Date("2024-01-01")
x
as.integer(x)
cat("Days:", x, "\n")
cat("Days:", format(x), "\n")
tryCatch(z * z, error = function(e) conditionMessage(e))
tryCatch(as.difftime(5), error = function(e) conditionMessage(e))
tryCatch(units(dt) <- "years", error = function(e) conditionMessage(e))
st <- as.POSIXct("2024-01-01 00:00:00", tz = "UTC")
en <- as.POSIXct("2024-01-01 00:00:02.5", tz = "UTC")
en - st
