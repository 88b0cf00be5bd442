# clock times that daylight-saving transitions skip or repeat, unknown zones
as.POSIXct("2024-03-10 02:30:00", tz = "America/New_York")
as.POSIXct("2024-11-03 01:30:00", tz = "America/New_York")
as.numeric(as.POSIXct("2024-11-03 01:30:00", tz = "America/New_York"))
as.POSIXct("2024-03-31 02:30:00", tz = "Europe/Berlin")
as.POSIXct("2024-10-27 02:30:00", tz = "Europe/Berlin")
seq(as.POSIXct("2024-11-02 12:00", tz = "America/New_York"), by = "DSTday", length.out = 3)
seq(as.POSIXct("2024-11-03 00:00", tz = "America/New_York"), by = "hour", length.out = 4)
as.POSIXlt(as.POSIXct("2024-11-03 06:30:00", tz = "UTC"), tz = "America/New_York")$isdst
x <- as.POSIXct("2024-01-01 10:00", tz = "Foo/Bar")
x
format(x, tz = "Nowhere", usetz = TRUE)
