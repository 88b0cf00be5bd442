# POSIXlt details and date columns in data frames
lt <- as.POSIXlt("2024-03-15 13:45:30.25", tz = "UTC")
lt$sec
str(unclass(lt))
lt2 <- as.POSIXlt("2024-07-15 13:45:30", tz = "America/New_York")
lt2$zone; lt2$isdst; lt2$gmtoff
format(lt2, usetz = TRUE)
lt2
as.numeric(as.POSIXct(lt2))
lt3 <- as.POSIXlt(as.POSIXct("2024-07-15 17:45:30", tz = "UTC"), tz = "Europe/London")
lt3$zone; lt3$gmtoff; lt3
unlist(unclass(as.POSIXlt("2024-01-01", tz = "UTC"))[1:6])
sapply(unclass(as.POSIXlt("2024-01-01 12:00", tz = "UTC")), class)
lt4 <- as.POSIXlt(c(a = "2024-01-01", b = "2024-06-01"), tz = "UTC")
names(lt4)
lt4
as.POSIXlt("2024-01-01 12:00", tz = "UTC") == as.POSIXct("2024-01-01 12:00", tz = "UTC")
as.POSIXlt("2024-01-01 12:00", tz = "UTC") > "2023-12-31"
difftime(as.POSIXlt("2024-01-02", tz = "UTC"), as.POSIXlt("2024-01-01", tz = "UTC"))
as.POSIXlt("2024-01-02", tz = "UTC") - as.POSIXlt("2024-01-01", tz = "UTC")
x <- as.POSIXlt("2024-01-02 03:04:05", tz = "UTC")
x[1] <- as.POSIXct("2025-01-01", tz = "UTC")
x
x <- as.POSIXct(c("2024-01-15 10:00:00", "2024-03-20 15:45:00"), tz = "UTC")
df <- data.frame(id = 1:2, ts = x)
df$date <- as.Date(df$ts)
df$hour <- as.integer(format(df$ts, "%H"))
df
df[order(df$ts), ]
difftime(df$ts[2], df$ts[1], units = "days")
round(difftime(df$ts[2], df$ts[1], units = "days"))
format(round(difftime(df$ts[2], df$ts[1], units = "days"), 1))
sprintf("%.1f days", as.numeric(difftime(df$ts[2], df$ts[1], units = "days")))
age <- as.numeric(difftime(as.Date("2024-06-01"), as.Date("1990-05-15"), units = "days")) / 365.25
floor(age)
d <- as.Date("2024-01-31")
seq(d, length.out = 3, by = "1 month")
dates <- as.Date(c("2024-05-01", "2024-01-15", "2024-03-10"))
dates[order(dates)]
format(sort(dates), "%b %d")
rev(sort(dates))[1]
as.numeric(max(dates) - min(dates))
diff(sort(dates))
as.numeric(diff(sort(dates)))
mean(diff(sort(dates)))
strsplit(format(dates[1]), "-")[[1]]
as.integer(strsplit(format(dates[1]), "-")[[1]])
nlevels(factor(format(dates, "%Y")))
