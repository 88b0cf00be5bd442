# POSIXlt broken-down times and conversions to and from POSIXct
lt <- as.POSIXlt("2024-03-15 13:45:30", tz = "UTC")
lt
class(lt)
lt$hour; lt$min; lt$sec; lt$mday; lt$mon; lt$year; lt$wday; lt$yday; lt$isdst
lt$year + 1900
names(unclass(lt))
unclass(lt)
str(unclass(lt))
length(lt)
ct <- as.POSIXct(lt)
ct
class(ct)
as.numeric(ct)
lt2 <- as.POSIXlt(ct, tz = "America/New_York")
lt2$hour
lt2$zone
lt2$isdst
lt2$gmtoff
format(lt2, "%Y-%m-%d %H:%M:%S %Z %z")
as.POSIXct(lt2)
format(as.POSIXct(lt2), tz = "UTC", usetz = TRUE)
lt$sec <- 75
format(lt)
as.POSIXct(lt)
lt$mon <- 13
lt
lt$mday <- 0
lt
v <- as.POSIXlt(c("2024-01-15 10:00:00", "2024-07-04 18:30:00"), tz = "UTC")
v
length(v)
v[2]
rev(v)
v$hour
format(v, "%H:%M")
weekdays(v)
months(v)
quarters(v)
as.Date(v)
c(v[1], v[2])
v + 60
class(v + 60)
v - 3600
v[2] - v[1]
v[1] < v[2]
is.na(v)
as.POSIXlt(as.Date("2024-02-29"))
as.POSIXlt(as.Date("2024-02-29"))$wday
as.POSIXlt(NA)
is.na(as.POSIXlt(NA))
as.POSIXlt(1e9, origin = "1970-01-01", tz = "UTC")
s <- strptime(c("2024-01-05 10:11:12", "bad"), "%Y-%m-%d %H:%M:%S", tz = "UTC")
s
class(s)
is.na(s)
strptime("15/03/2024", "%d/%m/%Y", tz = "UTC")
strptime("2024-05-17T08:30:00Z", "%Y-%m-%dT%H:%M:%OSZ", tz = "UTC")
strptime("17May2024", "%d%b%Y", tz = "UTC")
strptime("08:30 PM", "%I:%M %p", tz = "UTC")$hour
as.POSIXct(strptime("2024-12-25", "%Y-%m-%d", tz = "UTC"))
trunc(as.POSIXlt("2024-05-17 13:45:50", tz = "UTC"), "hours")
round(as.POSIXlt("2024-05-17 13:45:50", tz = "UTC"), "mins")
