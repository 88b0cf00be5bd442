# dates and date-times in data frames, str and summary
d <- as.Date(c("2024-01-15", "2024-02-20", "2024-02-21", "2024-05-01", NA))
summary(d)
summary(d[1:4])
class(summary(d))
ct <- as.POSIXct(c("2024-01-15 10:00:00", "2024-01-15 12:30:00", "2024-01-16 08:00:00"), tz = "UTC")
summary(ct)
df <- data.frame(d = d[1:3], t = ct, v = 1:3)
df
str(df)
df$d[2]
df[df$d > as.Date("2024-02-01"), ]
df$gap <- df$t - df$t[1]
df
str(df)
df$wd <- weekdays(df$d)
df
nrow(df[order(df$t, decreasing = TRUE), ])
df[order(df$d, decreasing = TRUE), "d"]
str(d)
str(ct)
str(ct[1])
str(as.POSIXlt(ct))
str(d[0])
str(list(a = d, b = ct))
str(ct[1] - ct[2])
dd <- as.Date("2024-01-01") + 0:29
str(dd)
str(data.frame(dd = dd))
sapply(split(1:4, cut(d[1:4], "month")), sum)
tapply(c(1, 2, 3, 4), format(d[1:4], "%Y-%m"), sum)
lapply(list(d[1]), class)
class(Sys.Date()); class(Sys.time()); class(Sys.time() - Sys.time())
class(date()); nchar(date()) > 10
inherits(Sys.time() + 5, "POSIXct")
Sys.Date() - Sys.Date()
as.numeric(Sys.Date()) > 19000
format(Sys.time(), "%Y") >= "2024"
