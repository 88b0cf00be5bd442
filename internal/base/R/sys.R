# Random sampling, dates and times, files and connections, and the
# session's version information.

sample <- function(x, size, replace = FALSE, prob = NULL) {
    if (length(x) == 1L && is.numeric(x) && is.finite(x) && x >= 1) {
        if (missing(size)) size <- x
        sample.int(x, size, replace, prob)
    } else {
        if (missing(size)) size <- length(x)
        x[sample.int(length(x), size, replace, prob)]
    }
}

sample.int <- function(n, size = n, replace = FALSE, prob = NULL,
                       useHash = FALSE) {
    stopifnot(length(n) == 1L)
    .sampleInt(n, size, replace, prob)
}

# ---- version information -------------------------------------------------

R.version <- structure(list(platform = "x86_64-pc-linux-gnu", arch = "x86_64",
    os = "linux-gnu", system = "x86_64, linux-gnu", status = "Patched",
    major = "4", minor = "2.2", year = "2022", month = "11", day = "10",
    `svn rev` = "83330", language = "R",
    version.string = "R version 4.2.2 Patched (2022-11-10 r83330)",
    nickname = "Innocent and Trusting"), class = "simple.list")
version <- R.version
R.version.string <- "R version 4.2.2 Patched (2022-11-10 r83330)"
R.Version <- function() unclass(R.version)

# ---- session -------------------------------------------------------------

summary.proc_time <- function(object, ...) {
    if (!is.na(object[4L])) object[1L] <- object[1L] + object[4L]
    if (!is.na(object[5L])) object[2L] <- object[2L] + object[5L]
    object <- object[1L:3L]
    names(object) <- c("user", "system", "elapsed")
    object
}

print.proc_time <- function(x, ...) {
    print(summary.proc_time(x, ...), ...)
    invisible(x)
}

gc <- function(verbose = FALSE, reset = FALSE, full = TRUE) {
    res <- c(0, 0, NA, NA, 0, 0, 0, 0, NA, NA, 0, 0)
    dim(res) <- c(2L, 6L)
    dimnames(res) <- list(c("Ncells", "Vcells"),
                          c("used", "(Mb)", "gc trigger", "(Mb)", "max used", "(Mb)"))
    invisible(res)
}

write <- function(x, file = "data", ncolumns = if (is.character(x)) 1 else 5,
                  append = FALSE, sep = " ") {
    cat(x, file = file, sep = c(rep.int(sep, ncolumns - 1), "\n"), append = append)
}

# ---- dates ---------------------------------------------------------------

.Date <- function(xx, cl = "Date") `class<-`(xx, cl)


as.Date <- function(x, ...) UseMethod("as.Date")

as.Date.default <- function(x, ...) {
    if (inherits(x, "Date")) x
    else if (is.null(x)) .Date(numeric())
    else if (is.logical(x) && all(is.na(x))) .Date(as.numeric(x))
    else stop(gettextf("do not know how to convert '%s' to class %s",
                       deparse1(substitute(x)), dQuote("Date")), domain = NA)
}

as.Date.Date <- function(x, ...) x

as.Date.character <- function(x, format, tryFormats = c("%Y-%m-%d", "%Y/%m/%d"),
                              optional = FALSE, ...) {
    if (!missing(format)) {
        res <- .parseTime(x, format, "UTC", TRUE)
        names(res) <- names(x)
        return(.Date(res))
    }
    charToDate <- function(x) {
        xx <- x[!is.na(x)][1L]
        if (is.na(xx)) return(rep(NA_real_, length(x)))
        for (ff in tryFormats)
            if (!is.na(.parseTime(xx, ff, "UTC", TRUE))) {
                res <- .parseTime(x, ff, "UTC", TRUE)
                names(res) <- names(x)
                return(res)
            }
        if (optional) rep(NA_real_, length(x))
        else stop("character string is not in a standard unambiguous format")
    }
    res <- charToDate(x)
    .Date(res)
}

as.Date.numeric <- function(x, origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    as.Date(origin, ...) + x
}

as.Date.POSIXct <- function(x, tz = "UTC", ...) {
    z <- if (tz %in% c("UTC", "GMT")) floor(unclass(x) / 86400)
         else as.numeric(.parseTime(.formatTime(x, "%Y-%m-%d", tz, FALSE), "%Y-%m-%d", "UTC", TRUE))
    attributes(z) <- NULL
    .Date(z)
}

format.Date <- function(x, format = "%Y-%m-%d", ...) {
    if (is.null(format) || identical(format, "")) format <- "%Y-%m-%d"
    r <- .formatTime(unclass(x), format, "UTC", TRUE)
    names(r) <- names(x)
    r
}

as.character.Date <- function(x, ...) format.Date(x, ...)

print.Date <- function(x, max = NULL, ...) {
    if (length(x)) print(format.Date(x), ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}

weekdays <- function(x, abbreviate) UseMethod("weekdays")
weekdays.Date <- function(x, abbreviate = FALSE)
    format.Date(x, ifelse(abbreviate, "%a", "%A"))
weekdays.POSIXt <- function(x, abbreviate = FALSE)
    format.POSIXct(x, ifelse(abbreviate, "%a", "%A"))
months <- function(x, abbreviate) UseMethod("months")
months.Date <- function(x, abbreviate = FALSE)
    format.Date(x, ifelse(abbreviate, "%b", "%B"))
months.POSIXt <- function(x, abbreviate = FALSE)
    format.POSIXct(x, ifelse(abbreviate, "%b", "%B"))
julian <- function(x, ...) UseMethod("julian")
julian.Date <- function(x, origin = as.Date("1970-01-01"), ...) {
    res <- unclass(x) - unclass(as.Date(origin))
    attr(res, "origin") <- origin
    res
}

`+.Date` <- function(e1, e2) {
    coerceTimeUnit <- function(x) as.vector(round(switch(attr(x, "units"),
        secs = x / 86400, mins = x / 1440, hours = x / 24, days = x, weeks = 7 * x)))
    if (nargs() == 1) return(e1)
    if (inherits(e1, "Date") && inherits(e2, "Date"))
        stop("binary + is not defined for \"Date\" objects")
    if (inherits(e1, "difftime")) e1 <- coerceTimeUnit(e1)
    if (inherits(e2, "difftime")) e2 <- coerceTimeUnit(e2)
    .Date(unclass(e1) + unclass(e2))
}

`-.Date` <- function(e1, e2) {
    coerceTimeUnit <- function(x) as.vector(round(switch(attr(x, "units"),
        secs = x / 86400, mins = x / 1440, hours = x / 24, days = x, weeks = 7 * x)))
    if (!inherits(e1, "Date"))
        stop("can only subtract from \"Date\" objects")
    if (nargs() == 1) stop("unary - is not defined for \"Date\" objects")
    if (inherits(e2, "Date")) return(difftime(e1, e2, units = "days"))
    if (inherits(e2, "difftime")) e2 <- coerceTimeUnit(e2)
    if (!is.null(attr(e2, "class")))
        stop("can only subtract numbers from \"Date\" objects")
    .Date(unclass(as.Date(e1)) - e2)
}

Summary.Date <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("%s not defined for \"Date\" objects", .Generic), domain = NA)
    val <- NextMethod(.Generic)
    class(val) <- oldClass(list(...)[[1L]])
    val
}

mean.Date <- function(x, ...) .Date(mean(unclass(x), ...))

`[.Date` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    val <- NextMethod("[")
    class(val) <- cl
    val
}

`[[.Date` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    val <- NextMethod("[[")
    class(val) <- cl
    val
}

c.Date <- function(..., recursive = FALSE)
    .Date(c(unlist(lapply(list(...), function(e) unclass(as.Date(e))))))

rev.Date <- function(x) x[length(x):1L]

diff.Date <- function(x, lag = 1L, differences = 1L, ...) {
    n <- length(x)
    r <- unclass(x)[-seq_len(lag)] - unclass(x)[seq_len(n - lag)]
    .difftime(r, "days")
}

seq.Date <- function(from, to, by, length.out = NULL, along.with = NULL, ...) {
    if (!missing(along.with)) length.out <- length(along.with)
    if (missing(by)) {
        r <- seq.int(unclass(from), unclass(to), length.out = length.out)
        return(.Date(r))
    }
    step <- 1; unit <- "day"
    if (inherits(by, "difftime")) {
        step <- as.numeric(by, units = "days")
    } else if (is.character(by)) {
        parts <- strsplit(by, " ", fixed = TRUE)[[1L]]
        if (length(parts) == 2L) { step <- as.numeric(parts[1L]); parts <- parts[2L] }
        unit <- parts
        if (endsWith(unit, "s")) unit <- substr(unit, 1L, nchar(unit) - 1L)
        if (unit == "week") { step <- step * 7; unit <- "day" }
        if (unit == "quarter") { step <- step * 3; unit <- "month" }
    } else step <- by
    if (unit == "day") {
        r <- if (!is.null(length.out)) unclass(from) + step * (seq_len(length.out) - 1)
             else seq.int(unclass(from), unclass(to), by = step)
        return(.Date(r))
    }
    y <- as.integer(format.Date(from, "%Y")); m <- as.integer(format.Date(from, "%m"))
    d <- format.Date(from, "%d")
    if (unit == "year") { step <- step * 12; unit <- "month" }
    if (!is.null(length.out)) k <- seq_len(length.out) - 1
    else {
        ty <- as.integer(format.Date(to, "%Y")); tm <- as.integer(format.Date(to, "%m"))
        k <- seq.int(0, (ty * 12 + tm) - (y * 12 + m), by = step) / step
    }
    mm <- (m - 1) + k * step
    yy <- y + mm %/% 12
    mm <- mm %% 12 + 1
    # Days past the end of a month roll over into the next, as mktime does.
    r <- .parseTime(paste(yy, mm, 1, sep = "-"), "%Y-%m-%d", "UTC", TRUE) + (as.integer(d) - 1)
    r <- .Date(r)
    if (is.null(length.out)) r <- r[unclass(r) <= unclass(to)]
    r
}

# ---- time differences ----------------------------------------------------

.difftime <- function(xx, units, cls = "difftime") {
    class(xx) <- cls
    attr(xx, "units") <- units
    xx
}

difftime <- function(time1, time2, tz,
                     units = c("auto", "secs", "mins", "hours", "days", "weeks")) {
    toSecs <- function(t) {
        if (inherits(t, "Date")) unclass(t) * 86400
        else if (inherits(t, "POSIXct")) unclass(t)
        else if (is.character(t)) unclass(as.POSIXct(t))
        else unclass(t)
    }
    z <- toSecs(time1) - toSecs(time2)
    attr(z, "tzone") <- NULL
    units <- match.arg(units)
    if (units == "auto")
        units <- if (all(is.na(z))) "secs" else {
            zz <- min(abs(z), na.rm = TRUE)
            if (!is.finite(zz) || zz < 60) "secs"
            else if (zz < 3600) "mins"
            else if (zz < 86400) "hours"
            else "days"
        }
    switch(units,
           secs = .difftime(z, units = "secs"),
           mins = .difftime(z / 60, units = "mins"),
           hours = .difftime(z / 3600, units = "hours"),
           days = .difftime(z / 86400, units = "days"),
           weeks = .difftime(z / (7 * 86400), units = "weeks"))
}

as.difftime <- function(tim, format = "%X", units = "auto", tz = "UTC") {
    if (units == "auto") stop("need explicit units for numeric conversion")
    .difftime(tim, units)
}

units <- function(x) UseMethod("units")
`units<-` <- function(x, value) UseMethod("units<-")
units.difftime <- function(x) attr(x, "units")
`units<-.difftime` <- function(x, value) {
    from <- units(x)
    if (from == value) return(x)
    sc <- c(secs = 1, mins = 60, hours = 3600, days = 86400, weeks = 7 * 86400)
    newx <- unclass(x) * as.vector(sc[from] / sc[value])
    .difftime(newx, value)
}

as.double.difftime <- function(x, units = "auto", ...) {
    if (units != "auto") units(x) <- units
    as.vector(unclass(x), "double")
}
as.numeric.difftime <- as.double.difftime

format.difftime <- function(x, ...)
    paste(.fmtNum(unclass(x)), units(x))

print.difftime <- function(x, digits = getOption("digits"), ...) {
    if (!is.null(dim(x)) || length(x) > 1L) {
        cat("Time differences in ", attr(x, "units"), "\n", sep = "")
        y <- unclass(x)
        attr(y, "units") <- NULL
        attr(y, "origin") <- NULL
        print(y, ...)
    } else
        cat("Time difference of ", .fmtNum(unclass(x)), " ", attr(x, "units"), "\n", sep = "")
    invisible(x)
}

`[.difftime` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    u <- attr(x, "units")
    val <- NextMethod("[")
    class(val) <- cl
    attr(val, "units") <- u
    val
}

# ---- date-times ----------------------------------------------------------

.POSIXct <- function(xx, tz = NULL, cl = c("POSIXct", "POSIXt")) {
    class(xx) <- cl
    attr(xx, "tzone") <- tz
    xx
}

as.POSIXct <- function(x, tz = "", ...) UseMethod("as.POSIXct")

as.POSIXct.default <- function(x, tz = "", ...) {
    if (inherits(x, "POSIXct")) return(if (missing(tz)) x else .POSIXct(unclass(x), tz))
    if (is.null(x)) return(.POSIXct(numeric(), tz))
    if (is.logical(x) && all(is.na(x))) return(.POSIXct(as.numeric(x), tz))
    stop(gettextf("do not know how to convert '%s' to class %s",
                  deparse1(substitute(x)), dQuote("POSIXct")), domain = NA)
}

as.POSIXct.numeric <- function(x, tz = "", origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    .POSIXct(as.POSIXct(origin, tz = "GMT", ...) + x, tz)
}

as.POSIXct.Date <- function(x, ...) .POSIXct(unclass(x) * 86400)

as.POSIXct.character <- function(x, tz = "", format,
                                 tryFormats = c("%Y-%m-%d %H:%M:%OS", "%Y/%m/%d %H:%M:%OS",
                                                "%Y-%m-%d %H:%M", "%Y/%m/%d %H:%M",
                                                "%Y-%m-%d", "%Y/%m/%d"),
                                 optional = FALSE, ...) {
    tzone <- if (identical(tz, "")) NULL else tz
    if (!missing(format)) return(.POSIXct(.parseTime(x, format, tz, FALSE), tzone))
    xx <- x[!is.na(x)][1L]
    if (is.na(xx)) return(.POSIXct(rep(NA_real_, length(x)), tzone))
    for (ff in tryFormats)
        if (!is.na(.parseTime(xx, ff, tz, FALSE)))
            return(.POSIXct(.parseTime(x, ff, tz, FALSE), tzone))
    if (optional) .POSIXct(rep(NA_real_, length(x)), tzone)
    else stop("character string is not in a standard unambiguous format")
}

format.POSIXct <- function(x, format = "", tz = "", usetz = FALSE, ...) {
    if (missing(tz) && !is.null(tzone <- attr(x, "tzone"))) tz <- tzone[1L]
    secs <- unclass(x)
    attributes(secs) <- NULL
    if (is.null(format) || identical(format, "")) {
        tod <- .formatTime(secs[is.finite(secs)], "%H%M%S", tz, FALSE)
        format <- if (all(tod == "000000") && all(secs[is.finite(secs)] == floor(secs[is.finite(secs)])))
            "%Y-%m-%d" else "%Y-%m-%d %H:%M:%S"
    }
    r <- .formatTime(secs, format, tz, FALSE, usetz)
    names(r) <- names(x)
    r
}

as.character.POSIXt <- function(x, ...) format.POSIXct(x, ...)

print.POSIXct <- function(x, tz = "", usetz = TRUE, max = NULL, ...) {
    if (length(x)) print(format.POSIXct(x, usetz = usetz), ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}

strftime <- function(x, format = "", tz = "", usetz = FALSE, ...) {
    if (inherits(x, "Date")) format.Date(x, format)
    else format.POSIXct(as.POSIXct(x, tz = tz), format = format, tz = tz, usetz = usetz)
}

ISOdatetime <- function(year, month, day, hour, min, sec, tz = "") {
    x <- paste(year, month, day, hour, min, sec, sep = "-")
    .POSIXct(.parseTime(x, "%Y-%m-%d-%H-%M-%OS", tz, FALSE), if (identical(tz, "")) NULL else tz)
}
ISOdate <- function(year, month, day, hour = 12, min = 0, sec = 0, tz = "GMT")
    ISOdatetime(year, month, day, hour, min, sec, tz)

`+.POSIXt` <- function(e1, e2) {
    coerceTimeUnit <- function(x) as.vector(switch(attr(x, "units"),
        secs = x, mins = 60 * x, hours = 60 * 60 * x, days = 60 * 60 * 24 * x,
        weeks = 60 * 60 * 24 * 7 * x))
    if (nargs() == 1) return(e1)
    if (inherits(e1, "POSIXt") && inherits(e2, "POSIXt"))
        stop("binary '+' is not defined for \"POSIXt\" objects")
    if (inherits(e1, "difftime")) e1 <- coerceTimeUnit(e1)
    if (inherits(e2, "difftime")) e2 <- coerceTimeUnit(e2)
    tz <- if (inherits(e1, "POSIXt")) attr(e1, "tzone") else attr(e2, "tzone")
    .POSIXct(unclass(e1) + unclass(e2), tz)
}

`-.POSIXt` <- function(e1, e2) {
    coerceTimeUnit <- function(x) as.vector(switch(attr(x, "units"),
        secs = x, mins = 60 * x, hours = 60 * 60 * x, days = 60 * 60 * 24 * x,
        weeks = 60 * 60 * 24 * 7 * x))
    if (!inherits(e1, "POSIXt")) stop("can only subtract from \"POSIXt\" objects")
    if (nargs() == 1) stop("unary '-' is not defined for \"POSIXt\" objects")
    if (inherits(e2, "POSIXt")) return(difftime(e1, e2))
    if (inherits(e2, "difftime")) e2 <- coerceTimeUnit(e2)
    if (!is.null(attr(e2, "class")))
        stop("can only subtract numbers from \"POSIXt\" objects")
    .POSIXct(unclass(e1) - e2, attr(e1, "tzone"))
}

`[.POSIXct` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    val <- NextMethod("[")
    class(val) <- cl
    attr(val, "tzone") <- tz
    val
}

c.POSIXct <- function(..., recursive = FALSE)
    .POSIXct(c(unlist(lapply(list(...), function(e) unclass(as.POSIXct(e))))))

trunc.POSIXt <- function(x, units = c("secs", "mins", "hours", "days"), ...) {
    units <- match.arg(units)
    tz <- attr(x, "tzone")
    if (is.null(tz)) tz <- ""
    f <- switch(units, secs = "%Y-%m-%d %H:%M:%S", mins = "%Y-%m-%d %H:%M",
                hours = "%Y-%m-%d %H", days = "%Y-%m-%d")
    .POSIXct(.parseTime(.formatTime(unclass(x), f, tz, FALSE), f, tz, FALSE), attr(x, "tzone"))
}

cat <- function(..., file = "", sep = " ", fill = FALSE, labels = NULL, append = FALSE)
    .cat(..., file = file, sep = sep, fill = fill, labels = labels, append = append)

is.numeric.Date <- function(x) FALSE
is.numeric.POSIXt <- function(x) FALSE
is.numeric.difftime <- function(x) FALSE
