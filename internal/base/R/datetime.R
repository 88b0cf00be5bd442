# Dates and times: the classes Date (days since 1970-01-01), POSIXct
# (seconds since the epoch), POSIXlt (broken-down times, a list of
# fields) and difftime. The conversions are the builtins .formatTime,
# .parseTime, .posixlt and .ltSecs (datetime.go, posixlt.go).

# ---- helpers ---------------------------------------------------------------

.Date <- function(xx, cl = "Date") `class<-`(xx, cl)

.POSIXct <- function(xx, tz = NULL, cl = c("POSIXct", "POSIXt")) {
    class(xx) <- cl
    attr(xx, "tzone") <- tz
    xx
}

.POSIXlt <- function(xx, tz = NULL, cl = c("POSIXlt", "POSIXt")) {
    class(xx) <- cl
    attr(xx, "tzone") <- tz
    xx
}

.difftime <- function(xx, units, cls = "difftime") {
    class(xx) <- cls
    attr(xx, "units") <- units
    xx
}

# The zone a date-time is shown in: its tzone attribute, else the session's.
.tzOf <- function(x) {
    tz <- attr(x, "tzone")
    if (is.null(tz)) "" else tz[1L]
}

.secsOf <- function(x) {
    s <- if (inherits(x, "POSIXlt")) .ltSecs(x, .tzOf(x)) else unclass(x)
    attributes(s) <- NULL
    s
}

.timeUnitSecs <- c(secs = 1, mins = 60, hours = 3600, days = 86400, weeks = 604800)

.toSecsUnit <- function(x) as.vector(unclass(x)) * .timeUnitSecs[[attr(x, "units")]]

.toDaysUnit <- function(x) as.vector(round(.toSecsUnit(x) / 86400))

.commonTz <- function(...) {
    for (e in list(...)) if (!is.null(tz <- attr(e, "tzone"))) return(tz)
    NULL
}

.digitsSecs <- function(secs, digits = getOption("digits.secs")) {
    np <- if (is.null(digits)) 0L else min(6L, as.integer(digits))
    if (np >= 1L) {
        s <- secs[is.finite(secs)]
        s <- s - floor(s)
        for (i in seq_len(np) - 1L)
            if (all(abs(s - round(s, i)) < 1e-6)) {
                np <- i
                break
            }
    }
    np
}

# ---- Date ------------------------------------------------------------------

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
            if (!is.na(.parseTime(xx, ff, "UTC", TRUE)))
                return(.parseTime(x, ff, "UTC", TRUE))
        if (optional) rep(NA_real_, length(x))
        else stop("character string is not in a standard unambiguous format")
    }
    res <- charToDate(x)
    names(res) <- names(x)
    .Date(res)
}

as.Date.factor <- function(x, ...) as.Date(as.character(x), ...)

as.Date.numeric <- function(x, origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    as.Date(origin, ...) + x
}

as.Date.POSIXct <- function(x, tz = "UTC", ...) {
    if (tz %in% c("UTC", "GMT")) {
        z <- floor(unclass(x) / 86400)
        attr(z, "tzone") <- NULL
        .Date(z)
    } else as.Date(as.POSIXlt(x, tz = tz))
}

as.Date.POSIXlt <- function(x, ...) {
    z <- .ltSecs(list(0, 0L, 0L, x$mday, x$mon, x$year), "UTC") / 86400
    names(z) <- names(x$year)
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
    if (is.null(max)) max <- getOption("max.print", 9999L)
    if (max < length(x)) {
        print(format(x[seq_len(max)]), max = max + 1, ...)
        cat(" [ reached 'max' / getOption(\"max.print\") -- omitted",
            length(x) - max, "entries ]\n")
    } else if (length(x)) print(format(x), max = max, ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}

weekdays <- function(x, abbreviate) UseMethod("weekdays")
weekdays.Date <- function(x, abbreviate = FALSE)
    format(x, ifelse(abbreviate, "%a", "%A"))
weekdays.POSIXt <- function(x, abbreviate = FALSE)
    format(x, ifelse(abbreviate, "%a", "%A"))

months <- function(x, abbreviate) UseMethod("months")
months.Date <- function(x, abbreviate = FALSE)
    format(x, ifelse(abbreviate, "%b", "%B"))
months.POSIXt <- function(x, abbreviate = FALSE)
    format(x, ifelse(abbreviate, "%b", "%B"))

quarters <- function(x, ...) UseMethod("quarters")
quarters.Date <- function(x, ...) {
    q <- (as.integer(format(x, "%m")) - 1L) %/% 3L
    paste0("Q", q + 1L)
}
quarters.POSIXt <- quarters.Date

julian <- function(x, ...) UseMethod("julian")
julian.Date <- function(x, origin = as.Date("1970-01-01"), ...) {
    res <- unclass(x) - unclass(as.Date(origin))
    attr(res, "origin") <- origin
    res
}
julian.POSIXt <- function(x, origin = as.POSIXct("1970-01-01", tz = "GMT"), ...) {
    origin <- as.POSIXct(origin)
    if (length(origin) != 1L) stop("'origin' must be of length one")
    res <- difftime(as.POSIXct(x), origin, units = "days")
    attr(res, "origin") <- origin
    res
}

`+.Date` <- function(e1, e2) {
    if (nargs() == 1) return(e1)
    if (inherits(e1, "Date") && inherits(e2, "Date"))
        stop("binary + is not defined for \"Date\" objects")
    if (inherits(e1, "difftime")) e1 <- .toDaysUnit(e1)
    if (inherits(e2, "difftime")) e2 <- .toDaysUnit(e2)
    .Date(unclass(e1) + unclass(e2))
}

`-.Date` <- function(e1, e2) {
    if (!inherits(e1, "Date"))
        stop("can only subtract from \"Date\" objects")
    if (nargs() == 1) stop("unary - is not defined for \"Date\" objects")
    if (inherits(e2, "Date")) return(difftime(e1, e2, units = "days"))
    if (inherits(e2, "difftime")) e2 <- .toDaysUnit(e2)
    if (!is.null(attr(e2, "class")))
        stop("can only subtract numbers from \"Date\" objects")
    .Date(unclass(as.Date(e1)) - e2)
}

Ops.Date <- function(e1, e2) {
    if (nargs() == 1)
        stop(gettextf("unary %s not defined for \"Date\" objects", .Generic), domain = NA)
    if (!.Generic %in% c("<", ">", "==", "!=", "<=", ">="))
        stop(gettextf("%s not defined for \"Date\" objects", .Generic), domain = NA)
    if (is.character(e1)) e1 <- as.Date(e1)
    if (is.character(e2)) e2 <- as.Date(e2)
    get(.Generic)(unclass(e1), unclass(e2))
}

Math.Date <- function(x, ...)
    stop(gettextf("%s not defined for \"Date\" objects", .Generic), domain = NA)

round.Date <- function(x, ...) .Date(round(unclass(x), ...), oldClass(x))

trunc.Date <- function(x, units = c("secs", "mins", "hours", "days", "months", "years"), ...) {
    units <- match.arg(units)
    if (units == "months" || units == "years")
        as.Date(trunc.POSIXt(as.POSIXlt(x), units))
    else .Date(floor(unclass(x)), oldClass(x))
}

Summary.Date <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("%s not defined for \"Date\" objects", .Generic), domain = NA)
    args <- lapply(list(...), function(e) unclass(as.Date(e)))
    val <- do.call(.Generic, c(args, na.rm = na.rm))
    .Date(val, oldClass(list(...)[[1L]]))
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

`[<-.Date` <- function(x, ..., value) {
    if (!length(value)) return(x)
    value <- unclass(as.Date(value))
    cl <- oldClass(x)
    x <- unclass(x)
    x[...] <- value
    .Date(x, cl)
}

c.Date <- function(..., recursive = FALSE)
    .Date(c(unlist(lapply(list(...), function(e) unclass(as.Date(e))))))

rep.Date <- function(x, ...) .Date(rep(unclass(x), ...), oldClass(x))

unique.Date <- function(x, incomparables = FALSE, ...)
    .Date(unique(unclass(x), incomparables, ...), oldClass(x))

rev.Date <- function(x) x[length(x):1L]

xtfrm.Date <- function(x) as.numeric(unclass(x))

as.list.Date <- function(x, ...) lapply(seq_along(x), function(i) x[i])

split.Date <- function(x, f, drop = FALSE, ...) {
    y <- split.default(unclass(x), f, drop = drop, ...)
    for (i in seq_along(y)) y[[i]] <- .Date(y[[i]], oldClass(x))
    y
}

`length<-.Date` <- function(x, value) .Date(`length<-`(unclass(x), value), oldClass(x))

is.numeric.Date <- function(x) FALSE

diff.Date <- function(x, lag = 1L, differences = 1L, ...) {
    r <- unclass(x)
    attributes(r) <- NULL
    if (length(lag) != 1L || length(differences) > 1L || lag < 1L || differences < 1L)
        stop("'lag' and 'differences' must be integers >= 1")
    if (lag * differences >= length(r)) return(.difftime(numeric(), "days"))
    for (i in seq_len(differences)) {
        n <- length(r)
        r <- r[-seq_len(lag)] - r[seq_len(n - lag)]
    }
    .difftime(r, "days")
}

summary.Date <- function(object, digits = 12L, ...) {
    x <- summary.default(unclass(object), digits = digits, ...)
    if (m <- match("NA's", names(x), 0L)) {
        NAs <- as.integer(x[m])
        x <- x[-m]
        attr(x, "NAs") <- NAs
    }
    .Date(x, c("summaryDefault", "table", oldClass(object)))
}

summary.POSIXct <- function(object, digits = 15L, ...) {
    x <- summary.default(unclass(object), digits = digits, ...)
    if (m <- match("NA's", names(x), 0L)) {
        NAs <- as.integer(x[m])
        x <- x[-m]
        attr(x, "NAs") <- NAs
    }
    .POSIXct(x, attr(object, "tzone"), c("summaryDefault", "table", oldClass(object)))
}

summary.POSIXlt <- function(object, digits = 15L, ...)
    summary.POSIXct(as.POSIXct(object), digits = digits, ...)

# The formatted values of a date or date-time summary (format.summaryDefault
# and print.summaryDefault hand these over).
.formatSummaryTime <- function(x, ...) {
    nas <- attr(x, "NAs")
    cl <- setdiff(oldClass(x), c("summaryDefault", "table"))
    v <- unclass(x)
    attr(v, "NAs") <- NULL
    nm <- names(v)
    v <- if ("Date" %in% cl) .Date(as.vector(v)) else .POSIXct(as.vector(v), attr(x, "tzone"))
    r <- format(v)
    names(r) <- nm
    if (!is.null(nas)) r <- c(r, "NA's" = as.character(nas))
    r
}

.printSummaryTime <- function(x, ...) {
    print.default(.formatSummaryTime(x))
    invisible(x)
}

# ---- cut -------------------------------------------------------------------

.cutSpec <- function(breaks, valid) {
    by2 <- strsplit(breaks, " ", fixed = TRUE)[[1L]]
    if (length(by2) > 2L || length(by2) < 1L) return(NULL)
    u <- pmatch(by2[length(by2)], valid)
    if (is.na(u)) return(NULL)
    step <- if (length(by2) == 2L) as.integer(by2[1L]) else 1L
    list(unit = valid[u], step = step)
}

cut.Date <- function(x, breaks, labels = NULL, start.on.monday = TRUE,
                     right = FALSE, ...) {
    if (!inherits(x, "Date")) stop("'x' must be a date-time object")
    x <- as.Date(x)
    if (inherits(breaks, "Date")) {
        breaks <- sort(as.Date(breaks))
    } else if (is.numeric(breaks) && length(breaks) == 1L) {
        ## a number of intervals
    } else if (is.character(breaks) && length(breaks) == 1L) {
        sp <- .cutSpec(breaks, c("days", "weeks", "months", "years", "DSTdays", "quarters"))
        if (is.null(sp)) stop("invalid specification of 'breaks'")
        unit <- sp$unit
        step <- sp$step
        start <- as.POSIXlt(min(x, na.rm = TRUE))
        maxx <- max(x, na.rm = TRUE)
        if (unit %in% c("days", "DSTdays", "weeks")) {
            incr <- 1
            if (unit == "weeks") {
                start$mday <- start$mday -
                    if (start.on.monday) ifelse(start$wday == 0L, 6L, start$wday - 1L) else start$wday
                incr <- 7
            }
            start <- as.Date(start)
            breaks <- seq(start, maxx + incr * step, by = incr * step)
            breaks <- breaks[seq_len(1L + max(which(unclass(breaks) <= unclass(maxx))))]
        } else {
            start$mday <- 1L
            if (unit == "years") start$mon <- 0L
            if (unit == "quarters") start$mon <- (start$mon %/% 3L) * 3L
            end <- as.POSIXlt(maxx + switch(unit, months = 31, years = 366, quarters = 93) * step)
            end$mday <- 1L
            if (unit == "years") end$mon <- 0L
            if (unit == "quarters") end$mon <- (end$mon %/% 3L) * 3L
            by <- switch(unit, months = "month", years = "year", quarters = "3 months")
            if (unit == "quarters") step <- step * 3L
            by <- paste(step, if (unit == "years") "years" else "months")
            breaks <- seq(as.Date(start), as.Date(end), by = by)
        }
    } else stop("invalid specification of 'breaks'")
    res <- cut(unclass(x), unclass(breaks), labels = labels, right = right, ...)
    if (is.null(labels)) {
        levels(res) <- as.character(if (is.numeric(breaks)) x[!duplicated(res)]
                                    else breaks[-length(breaks)])
    }
    res
}

cut.POSIXt <- function(x, breaks, labels = NULL, start.on.monday = TRUE,
                       right = FALSE, ...) {
    if (!inherits(x, "POSIXt")) stop("'x' must be a date-time object")
    x <- as.POSIXct(x)
    tz <- attr(x, "tzone")
    if (inherits(breaks, "POSIXt")) {
        breaks <- sort(as.POSIXct(breaks))
    } else if (is.numeric(breaks) && length(breaks) == 1L) {
        ## a number of intervals
    } else if (is.character(breaks) && length(breaks) == 1L) {
        sp <- .cutSpec(breaks, c("secs", "mins", "hours", "days", "weeks",
                                 "months", "years", "DSTdays", "quarters"))
        if (is.null(sp)) stop("invalid specification of 'breaks'")
        unit <- sp$unit
        step <- sp$step
        start <- as.POSIXlt(min(x, na.rm = TRUE))
        maxx <- max(x, na.rm = TRUE)
        if (unit %in% c("secs", "mins", "hours", "days", "weeks", "DSTdays")) {
            incr <- switch(unit, secs = 1, mins = 60, hours = 3600, days = 86400,
                           DSTdays = 86400, weeks = 604800)
            start$sec <- if (unit == "secs") trunc(start$sec) else 0
            if (unit %in% c("hours", "days", "weeks", "DSTdays")) start$min <- 0L
            if (unit %in% c("days", "weeks", "DSTdays")) start$hour <- 0L
            if (unit == "weeks")
                start$mday <- start$mday -
                    if (start.on.monday) ifelse(start$wday == 0L, 6L, start$wday - 1L) else start$wday
            start <- as.POSIXct(start)
            breaks <- seq(start, maxx + incr * step, by = incr * step)
            breaks <- breaks[seq_len(1L + max(which(unclass(breaks) <= unclass(maxx))))]
        } else {
            start$sec <- 0
            start$min <- 0L
            start$hour <- 0L
            start$mday <- 1L
            if (unit == "years") start$mon <- 0L
            if (unit == "quarters") start$mon <- (start$mon %/% 3L) * 3L
            end <- as.POSIXlt(maxx + switch(unit, months = 31, years = 366, quarters = 93) * step * 86400)
            end$sec <- 0
            end$min <- 0L
            end$hour <- 0L
            end$mday <- 1L
            if (unit == "years") end$mon <- 0L
            if (unit == "quarters") end$mon <- (end$mon %/% 3L) * 3L
            if (unit == "quarters") step <- step * 3L
            by <- paste(step, if (unit == "years") "years" else "months")
            breaks <- seq(as.POSIXct(start), as.POSIXct(end), by = by)
        }
    } else stop("invalid specification of 'breaks'")
    res <- cut(unclass(x), unclass(breaks), labels = labels, right = right, ...)
    if (is.null(labels)) {
        levels(res) <- as.character(if (is.numeric(breaks)) x[!duplicated(res)]
                                    else breaks[-length(breaks)])
    }
    res
}

# ---- sequences -------------------------------------------------------------

seq.Date <- function(from, to, by, length.out = NULL, along.with = NULL, ...) {
    if (missing(from)) stop("'from' must be specified")
    if (!inherits(from, "Date")) stop("'from' must be a \"Date\" object")
    if (length(as.Date(from)) != 1L) stop("'from' must be of length 1")
    if (!missing(to)) {
        if (!inherits(to, "Date")) stop("'to' must be a \"Date\" object")
        if (length(as.Date(to)) != 1L) stop("'to' must be of length 1")
    }
    if (!missing(along.with)) length.out <- length(along.with)
    else if (!is.null(length.out)) {
        if (length(length.out) != 1L) stop("'length.out' must be of length 1")
        length.out <- ceiling(length.out)
    }
    status <- c(!missing(to), !missing(by), !is.null(length.out))
    if (sum(status) != 2L)
        stop("exactly two of 'to', 'by' and 'length.out' / 'along.with' must be specified")
    if (missing(by)) {
        r <- seq.int(unclass(from), unclass(to), length.out = length.out)
        return(.Date(r))
    }
    if (length(by) != 1L) stop("'by' must be of length 1")
    unit <- "days"
    if (inherits(by, "difftime")) {
        by <- .toSecsUnit(by) / 86400
    } else if (is.character(by)) {
        by2 <- strsplit(by, " ", fixed = TRUE)[[1L]]
        if (length(by2) > 2L || length(by2) < 1L) stop("invalid 'by' string")
        valid <- pmatch(by2[length(by2)], c("days", "weeks", "months", "quarters", "years", "DSTdays"))
        if (is.na(valid)) stop("invalid string for 'by'")
        unit <- c("days", "weeks", "months", "quarters", "years", "DSTdays")[valid]
        by <- if (length(by2) == 2L) as.integer(by2[1L]) else 1
        if (unit == "weeks") { by <- by * 7; unit <- "days" }
        if (unit == "DSTdays") unit <- "days"
        if (unit == "quarters") { by <- by * 3; unit <- "months" }
    } else if (!is.numeric(by)) stop("invalid mode for 'by'")
    if (is.na(by)) stop("'by' is NA")
    if (unit == "days") {
        r <- if (!is.null(length.out)) unclass(from) + by * (seq_len(length.out) - 1)
             else seq.int(unclass(from), unclass(to), by = by)
        return(.Date(as.vector(r)))
    }
    r1 <- as.POSIXlt(from)
    if (is.null(length.out)) {
        to0 <- as.POSIXlt(to)
        length.out <- 2L + floor(if (unit == "years") (to0$year - r1$year) / by
                                 else (12 * (to0$year - r1$year) + to0$mon - r1$mon) / by)
    }
    if (unit == "years") r1$year <- seq.int(r1$year, by = by, length.out = length.out)
    else r1$mon <- seq.int(r1$mon, by = by, length.out = length.out)
    r <- as.Date(r1)
    if (!missing(to)) {
        r <- if (by > 0) r[unclass(r) <= unclass(to)] else r[unclass(r) >= unclass(to)]
    }
    r
}

seq.POSIXt <- function(from, to, by, length.out = NULL, along.with = NULL, ...) {
    if (missing(from)) stop("'from' must be specified")
    if (!inherits(from, "POSIXt")) stop("'from' must be a \"POSIXt\" object")
    cfrom <- as.POSIXct(from)
    if (length(cfrom) != 1L) stop("'from' must be of length 1")
    tz <- attr(cfrom, "tzone")
    if (!missing(to)) {
        if (!inherits(to, "POSIXt")) stop("'to' must be a \"POSIXt\" object")
        if (length(as.POSIXct(to)) != 1L) stop("'to' must be of length 1")
    }
    if (!missing(along.with)) length.out <- length(along.with)
    else if (!is.null(length.out)) {
        if (length(length.out) != 1L) stop("'length.out' must be of length 1")
        length.out <- ceiling(length.out)
    }
    status <- c(!missing(to), !missing(by), !is.null(length.out))
    if (sum(status) != 2L)
        stop("exactly two of 'to', 'by' and 'length.out' / 'along.with' must be specified")
    if (missing(by)) {
        r <- seq.int(.secsOf(cfrom), .secsOf(as.POSIXct(to)), length.out = length.out)
        return(.POSIXct(r, tz))
    }
    if (length(by) != 1L) stop("'by' must be of length 1")
    unit <- "secs"
    if (inherits(by, "difftime")) {
        by <- .toSecsUnit(by)
    } else if (is.character(by)) {
        by2 <- strsplit(by, " ", fixed = TRUE)[[1L]]
        if (length(by2) > 2L || length(by2) < 1L) stop("invalid 'by' string")
        units <- c("secs", "mins", "hours", "days", "weeks", "months", "years", "DSTdays", "quarters")
        valid <- pmatch(by2[length(by2)], units)
        if (is.na(valid)) stop("invalid string for 'by'")
        unit <- units[valid]
        by <- if (length(by2) == 2L) as.integer(by2[1L]) else 1
        if (unit %in% c("secs", "mins", "hours", "days", "weeks")) {
            by <- by * .timeUnitSecs[[unit]]
            unit <- "secs"
        }
        if (unit == "quarters") { by <- by * 3; unit <- "months" }
    } else if (!is.numeric(by)) stop("invalid mode for 'by'")
    if (is.na(by)) stop("'by' is NA")
    if (unit == "secs") {
        from0 <- .secsOf(cfrom)
        r <- if (!is.null(length.out)) from0 + by * (seq_len(length.out) - 1)
             else seq.int(from0, .secsOf(as.POSIXct(to)), by = by)
        return(.POSIXct(as.vector(r), tz))
    }
    r1 <- as.POSIXlt(from)
    if (is.null(length.out)) {
        to0 <- as.POSIXlt(to)
        length.out <- 2L + floor(switch(unit,
            years = (to0$year - r1$year) / by,
            months = (12 * (to0$year - r1$year) + to0$mon - r1$mon) / by,
            DSTdays = (.secsOf(as.POSIXct(to)) - .secsOf(cfrom)) / (by * 86400)))
    }
    switch(unit,
           years = r1$year <- seq.int(r1$year, by = by, length.out = length.out),
           months = r1$mon <- seq.int(r1$mon, by = by, length.out = length.out),
           DSTdays = r1$mday <- seq.int(r1$mday, by = by, length.out = length.out))
    r1$isdst <- -1L
    r <- as.POSIXct(r1)
    if (!missing(to)) {
        to <- .secsOf(as.POSIXct(to))
        r <- if (by > 0) r[unclass(r) <= to] else r[unclass(r) >= to]
    }
    .POSIXct(.secsOf(r), tz)
}

# ---- time differences ------------------------------------------------------

difftime <- function(time1, time2, tz,
                     units = c("auto", "secs", "mins", "hours", "days", "weeks")) {
    if (missing(tz)) {
        time1 <- as.POSIXct(time1)
        time2 <- as.POSIXct(time2)
    } else {
        time1 <- as.POSIXct(time1, tz = tz)
        time2 <- as.POSIXct(time2, tz = tz)
    }
    z <- unclass(time1) - unclass(time2)
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
    if (inherits(tim, "difftime")) return(tim)
    if (is.character(tim)) {
        difftime(strptime(tim, format = format, tz = "UTC"),
                 strptime("0:0:0", format = "%X", tz = "UTC"), units = units)
    } else {
        if (!is.numeric(tim)) stop("'tim' is not character or numeric")
        if (units == "auto") stop("need explicit units for numeric conversion")
        if (!(units %in% c("secs", "mins", "hours", "days", "weeks")))
            stop("invalid units specified")
        .difftime(tim, units = units)
    }
}

units <- function(x) UseMethod("units")
`units<-` <- function(x, value) UseMethod("units<-")
units.difftime <- function(x) attr(x, "units")
`units<-.difftime` <- function(x, value) {
    from <- units(x)
    if (from == value) return(x)
    if (!(value %in% c("secs", "mins", "hours", "days", "weeks")))
        stop("invalid units specified")
    newx <- unclass(x) * as.vector(.timeUnitSecs[from] / .timeUnitSecs[value])
    .difftime(newx, value)
}

as.double.difftime <- function(x, units = "auto", ...) {
    if (units != "auto") units(x) <- units
    as.vector(unclass(x), "double")
}
as.numeric.difftime <- as.double.difftime

as.data.frame.difftime <- function(x, row.names = NULL, optional = FALSE, ...) {
    nm <- deparse1(substitute(x))
    value <- list(x)
    if (!optional) names(value) <- nm
    structure(value, row.names = if (is.null(row.names)) .set_row_names(length(x)) else row.names,
              class = "data.frame")
}

format.difftime <- function(x, ...) {
    v <- unclass(x)
    attributes(v) <- NULL
    r <- paste(format(v, ...), units(x))
    names(r) <- names(x)
    r
}

print.difftime <- function(x, digits = getOption("digits"), ...) {
    if (is.array(x) || length(x) > 1L) {
        cat("Time differences in ", attr(x, "units"), "\n", sep = "")
        y <- unclass(x)
        attr(y, "units") <- NULL
        attr(y, "tzone") <- NULL
        attr(y, "origin") <- NULL
        print(y, digits = digits, ...)
    } else {
        v <- unclass(x)
        attributes(v) <- NULL
        cat("Time difference of ", format(v, digits = digits), " ",
            attr(x, "units"), "\n", sep = "")
    }
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

`[<-.difftime` <- function(x, ..., value) {
    u <- attr(x, "units")
    if (inherits(value, "difftime") && !identical(units(value), u))
        units(value) <- u
    cl <- oldClass(x)
    x <- unclass(x)
    x[...] <- unclass(value)
    .difftime(x, u, cl)
}

c.difftime <- function(..., recursive = FALSE) {
    args <- list(...)
    if (!length(args)) return(.difftime(double(), "secs"))
    ind <- vapply(args, inherits, NA, what = "difftime")
    u <- vapply(args[ind], function(e) attr(e, "units"), "")
    if (length(u) && all(u == u[1L])) {
        .difftime(unlist(lapply(args, function(e) as.vector(unclass(e)))), u[1L])
    } else {
        .difftime(unlist(lapply(args, function(e)
            if (inherits(e, "difftime")) .toSecsUnit(e) else as.vector(e))), "secs")
    }
}

rep.difftime <- function(x, ...) .difftime(rep(as.vector(unclass(x)), ...), attr(x, "units"))

unique.difftime <- function(x, incomparables = FALSE, ...)
    .difftime(unique(as.vector(unclass(x)), incomparables, ...), attr(x, "units"))

xtfrm.difftime <- function(x) as.vector(unclass(x), "double")

diff.difftime <- function(x, ...) .difftime(diff(as.vector(unclass(x)), ...), attr(x, "units"))

mean.difftime <- function(x, ...) .difftime(mean(unclass(x), ...), attr(x, "units"))

is.numeric.difftime <- function(x) FALSE

Ops.difftime <- function(e1, e2) {
    if (nargs() == 1) {
        switch(.Generic,
               "+" = {},
               "-" = { e1[] <- -unclass(e1) },
               stop(gettextf("unary '%s' not defined for \"difftime\" objects", .Generic),
                    domain = NA, call. = FALSE))
        return(e1)
    }
    f <- get(.Generic)
    if (.Generic %in% c("<", ">", "==", "!=", "<=", ">=")) {
        if (inherits(e1, "difftime") && inherits(e2, "difftime")) {
            e1 <- .toSecsUnit(e1)
            e2 <- .toSecsUnit(e2)
        }
        a <- unclass(e1)
        b <- unclass(e2)
        attr(a, "units") <- NULL
        attr(b, "units") <- NULL
        f(a, b)
    } else if (.Generic == "+" || .Generic == "-") {
        if (inherits(e1, "difftime") && !inherits(e2, "difftime"))
            return(.difftime(f(as.vector(unclass(e1)), unclass(e2)), attr(e1, "units")))
        if (!inherits(e1, "difftime") && inherits(e2, "difftime"))
            return(.difftime(f(unclass(e1), as.vector(unclass(e2))), attr(e2, "units")))
        u1 <- attr(e1, "units")
        if (attr(e2, "units") == u1)
            .difftime(f(as.vector(unclass(e1)), as.vector(unclass(e2))), u1)
        else .difftime(f(.toSecsUnit(e1), .toSecsUnit(e2)), "secs")
    } else stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA)
}

`*.difftime` <- function(e1, e2) {
    if (inherits(e1, "difftime") && inherits(e2, "difftime"))
        stop("both arguments of * cannot be \"difftime\" objects")
    if (inherits(e2, "difftime")) {
        tmp <- e1
        e1 <- e2
        e2 <- tmp
    }
    .difftime(e2 * as.vector(unclass(e1)), attr(e1, "units"))
}

`/.difftime` <- function(e1, e2) {
    if (inherits(e2, "difftime"))
        stop("second argument of / cannot be a \"difftime\" object")
    .difftime(as.vector(unclass(e1)) / e2, attr(e1, "units"))
}

Math.difftime <- function(x, ...) {
    switch(.Generic,
           abs = , sign = , floor = , ceiling = , trunc = , round = , signif = {
               u <- attr(x, "units")
               v <- unclass(x)
               attr(v, "units") <- NULL
               .difftime(get(.Generic)(v, ...), u)
           },
           stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA))
}

Summary.difftime <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , sum = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"difftime\" objects", .Generic), domain = NA)
    x <- list(...)
    if (!length(x)) return(.difftime(do.call(.Generic, list()), "secs"))
    u <- vapply(x, function(e) { u <- attr(e, "units"); if (is.null(u)) "" else u }, "")
    if (all(u == u[1L])) {
        args <- lapply(x, function(e) as.vector(unclass(e)))
        unit <- u[1L]
    } else {
        args <- lapply(x, function(e) if (inherits(e, "difftime")) .toSecsUnit(e) else as.vector(e))
        unit <- "secs"
    }
    .difftime(do.call(.Generic, c(args, na.rm = na.rm)), unit)
}

# ---- POSIXct ---------------------------------------------------------------

as.POSIXct <- function(x, tz = "", ...) UseMethod("as.POSIXct")

as.POSIXct.default <- function(x, tz = "", ...) {
    if (inherits(x, "POSIXct")) return(if (missing(tz)) x else .POSIXct(unclass(x), tz))
    if (is.null(x)) return(.POSIXct(numeric(), tz))
    if (is.character(x) || is.factor(x))
        return(as.POSIXct(as.POSIXlt(x, tz, ...), tz, ...))
    if (is.logical(x) && all(is.na(x))) return(.POSIXct(as.numeric(x), tz))
    stop(gettextf("do not know how to convert '%s' to class %s",
                  deparse1(substitute(x)), dQuote("POSIXct")), domain = NA)
}

as.POSIXct.numeric <- function(x, tz = "", origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    .POSIXct(as.POSIXct(origin, tz = "GMT", ...) + x, tz)
}

as.POSIXct.Date <- function(x, ...) .POSIXct(unclass(x) * 86400)

as.POSIXct.POSIXlt <- function(x, tz = "", ...) {
    tzone <- attr(x, "tzone")
    if (missing(tz) && !is.null(tzone)) tz <- tzone[1L]
    r <- .ltSecs(x, tz)
    names(r) <- names(x$year)
    .POSIXct(r, tz)
}

format.POSIXct <- function(x, format = "", tz = "", usetz = FALSE, ...) {
    if (missing(tz) && !is.null(tzone <- attr(x, "tzone"))) tz <- tzone[1L]
    secs <- unclass(x)
    attributes(secs) <- NULL
    r <- .formatSecs(secs, format, tz, usetz, ...)
    names(r) <- names(x)
    r
}

.formatSecs <- function(secs, format, tz, usetz, digits = getOption("digits.secs"), ...) {
    if (is.null(format) || identical(format, "")) {
        ok <- secs[is.finite(secs)]
        np <- .digitsSecs(ok, digits)
        tod <- .formatTime(ok, "%H%M%S", tz, FALSE)
        format <- if (all(tod == "000000") && all(ok == floor(ok))) "%Y-%m-%d"
                  else if (np == 0L) "%Y-%m-%d %H:%M:%S"
                  else paste0("%Y-%m-%d %H:%M:%OS", np)
    }
    .formatTime(secs, format, tz, FALSE, usetz)
}

as.character.POSIXt <- function(x, ...) format(x, ...)

print.POSIXct <- function(x, tz = "", usetz = TRUE, max = NULL, ...) {
    if (is.null(max)) max <- getOption("max.print", 9999L)
    FORM <- if (missing(tz)) function(z) format(z, usetz = usetz)
            else function(z) format(z, tz = tz, usetz = usetz)
    if (max < length(x)) {
        print(FORM(x[seq_len(max)]), max = max + 1, ...)
        cat(" [ reached 'max' / getOption(\"max.print\") -- omitted",
            length(x) - max, "entries ]\n")
    } else if (length(x)) print(FORM(x), max = max, ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}

strftime <- function(x, format = "", tz = "", usetz = FALSE, ...)
    format(as.POSIXlt(x, tz = tz), format = format, usetz = usetz, ...)

strptime <- function(x, format, tz = "") {
    nm <- names(x)
    x <- as.character(x)
    if (!is.character(format) || !length(format)) stop("invalid 'format' argument")
    r <- .posixlt(.parseTime(x, format, tz, FALSE), tz, TRUE)
    if (!is.null(nm)) names(r$year) <- nm
    r
}

ISOdatetime <- function(year, month, day, hour, min, sec, tz = "") {
    if (min(lengths(list(year, month, day, hour, min, sec))) == 0L)
        .POSIXct(numeric(), tz = tz)
    else {
        x <- paste(year, month, day, hour, min, sec, sep = "-")
        as.POSIXct(strptime(x, "%Y-%m-%d-%H-%M-%OS", tz = tz), tz = tz)
    }
}
ISOdate <- function(year, month, day, hour = 12, min = 0, sec = 0, tz = "GMT")
    ISOdatetime(year, month, day, hour, min, sec, tz)

`+.POSIXt` <- function(e1, e2) {
    if (nargs() == 1) return(e1)
    if (inherits(e1, "POSIXt") && inherits(e2, "POSIXt"))
        stop("binary '+' is not defined for \"POSIXt\" objects")
    if (inherits(e1, "POSIXlt")) e1 <- as.POSIXct(e1)
    if (inherits(e2, "POSIXlt")) e2 <- as.POSIXct(e2)
    if (inherits(e1, "difftime")) e1 <- .toSecsUnit(e1)
    if (inherits(e2, "difftime")) e2 <- .toSecsUnit(e2)
    tz <- .commonTz(e1, e2)
    a <- unclass(e1)
    b <- unclass(e2)
    attr(a, "tzone") <- NULL
    attr(b, "tzone") <- NULL
    .POSIXct(a + b, tz)
}

`-.POSIXt` <- function(e1, e2) {
    if (!inherits(e1, "POSIXt")) stop("can only subtract from \"POSIXt\" objects")
    if (nargs() == 1) stop("unary '-' is not defined for \"POSIXt\" objects")
    if (inherits(e2, "POSIXt")) return(difftime(e1, e2))
    if (inherits(e2, "difftime")) e2 <- .toSecsUnit(e2)
    if (!is.null(attr(e2, "class")))
        stop("can only subtract numbers from \"POSIXt\" objects")
    e1 <- as.POSIXct(e1)
    a <- unclass(e1)
    attr(a, "tzone") <- NULL
    .POSIXct(a - e2, attr(e1, "tzone"))
}

Ops.POSIXt <- function(e1, e2) {
    if (nargs() == 1)
        stop(gettextf("unary '%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    if (!.Generic %in% c("<", ">", "==", "!=", "<=", ">="))
        stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    if (inherits(e1, "POSIXlt") || is.character(e1)) e1 <- as.POSIXct(e1)
    if (inherits(e2, "POSIXlt") || is.character(e2)) e2 <- as.POSIXct(e2)
    a <- unclass(e1)
    b <- unclass(e2)
    attr(a, "tzone") <- NULL
    attr(b, "tzone") <- NULL
    get(.Generic)(a, b)
}

Math.POSIXt <- function(x, ...)
    stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)

Summary.POSIXct <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    args <- list(...)
    tz <- do.call(.commonTz, args)
    val <- do.call(.Generic, c(lapply(args, .secsOf), na.rm = na.rm))
    .POSIXct(val, tz, oldClass(args[[1L]]))
}

Summary.POSIXlt <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("'%s' not defined for \"POSIXt\" objects", .Generic), domain = NA)
    args <- list(...)
    tz <- do.call(.commonTz, args)
    val <- do.call(.Generic, c(lapply(args, function(e) .secsOf(as.POSIXct(e))), na.rm = na.rm))
    as.POSIXlt(.POSIXct(val, tz))
}

mean.POSIXct <- function(x, ...) .POSIXct(mean(unclass(x), ...), attr(x, "tzone"))
mean.POSIXlt <- function(x, ...) as.POSIXlt(mean(as.POSIXct(x), ...))

`[.POSIXct` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    val <- NextMethod("[")
    class(val) <- cl
    attr(val, "tzone") <- tz
    val
}

`[[.POSIXct` <- function(x, ..., drop = TRUE) {
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    val <- NextMethod("[[")
    class(val) <- cl
    attr(val, "tzone") <- tz
    val
}

`[<-.POSIXct` <- function(x, ..., value) {
    if (!length(value)) return(x)
    value <- unclass(as.POSIXct(value))
    attr(value, "tzone") <- NULL
    cl <- oldClass(x)
    tz <- attr(x, "tzone")
    x <- unclass(x)
    x[...] <- value
    .POSIXct(x, tz, cl)
}

c.POSIXct <- function(..., recursive = FALSE) {
    x <- lapply(list(...), function(e) as.POSIXct(e))
    tz <- attr(x[[1L]], "tzone")
    same <- all(vapply(x, function(e) identical(attr(e, "tzone"), tz), NA))
    .POSIXct(c(unlist(lapply(x, .secsOf))), if (same) tz)
}

rep.POSIXct <- function(x, ...) {
    v <- unclass(x)
    attr(v, "tzone") <- NULL
    .POSIXct(rep(v, ...), attr(x, "tzone"), oldClass(x))
}

unique.POSIXct <- function(x, incomparables = FALSE, ...)
    .POSIXct(unique(.secsOf(x), incomparables, ...), attr(x, "tzone"), oldClass(x))

xtfrm.POSIXct <- function(x) .secsOf(x)

as.list.POSIXct <- function(x, ...) lapply(seq_along(x), function(i) x[i])

split.POSIXct <- function(x, f, drop = FALSE, ...) {
    y <- split.default(.secsOf(x), f, drop = drop, ...)
    for (i in seq_along(y)) y[[i]] <- .POSIXct(y[[i]], attr(x, "tzone"), oldClass(x))
    y
}

`length<-.POSIXct` <- function(x, value)
    .POSIXct(`length<-`(.secsOf(x), value), attr(x, "tzone"), oldClass(x))

is.numeric.POSIXt <- function(x) FALSE

diff.POSIXt <- function(x, lag = 1L, differences = 1L, ...) {
    r <- .secsOf(as.POSIXct(x))
    if (length(lag) != 1L || length(differences) > 1L || lag < 1L || differences < 1L)
        stop("'lag' and 'differences' must be integers >= 1")
    if (lag * differences >= length(r)) return(.difftime(numeric(), "secs"))
    for (i in seq_len(differences)) {
        n <- length(r)
        r <- r[-seq_len(lag)] - r[seq_len(n - lag)]
    }
    dots <- list(...)
    if ("units" %in% names(dots) && dots$units != "auto")
        units <- match.arg(dots$units, c("secs", "mins", "hours", "days", "weeks"))
    else {
        zz <- suppressWarnings(min(abs(r), na.rm = TRUE))
        units <- if (!is.finite(zz) || zz < 60) "secs"
                 else if (zz < 3600) "mins"
                 else if (zz < 86400) "hours"
                 else "days"
    }
    .difftime(r / .timeUnitSecs[[units]], units)
}

trunc.POSIXt <- function(x, units = c("secs", "mins", "hours", "days", "months", "years"), ...) {
    units <- match.arg(units)
    x <- as.POSIXlt(x)
    tz <- .tzOf(x)
    if (length(x$sec)) {
        x$sec <- if (units == "secs") trunc(x$sec) else 0 * x$sec
        if (units != "secs" && units != "mins") x$min[] <- 0L
        if (units %in% c("days", "months", "years")) x$hour[] <- 0L
        if (units %in% c("months", "years")) x$mday[] <- 1L
        if (units == "years") x$mon[] <- 0L
        x <- as.POSIXlt(.POSIXct(.ltSecs(x, tz), tz), tz = tz)
    }
    x
}

round.POSIXt <- function(x, digits = c("secs", "mins", "hours", "days", "months", "years"), units) {
    if (!missing(units)) digits <- units
    units <- if (is.numeric(digits) && digits == 0) "secs" else match.arg(digits)
    x <- as.POSIXct(x)
    if (units %in% c("months", "years")) {
        lt <- trunc.POSIXt(x, units)
        nx <- lt
        if (units == "months") nx$mon <- nx$mon + 1L else nx$year <- nx$year + 1L
        tz <- .tzOf(lt)
        s0 <- .ltSecs(lt, tz)
        s1 <- .ltSecs(nx, tz)
        up <- .secsOf(x) - s0 >= (s1 - s0) / 2
        up[is.na(up)] <- FALSE
        r <- ifelse(up, s1, s0)
        return(as.POSIXlt(.POSIXct(r, attr(x, "tzone"))))
    }
    x <- x + switch(units, secs = 0.5, mins = 30, hours = 1800, days = 43200)
    trunc.POSIXt(x, units = units)
}

# ---- POSIXlt ---------------------------------------------------------------

as.POSIXlt <- function(x, tz = "", ...) UseMethod("as.POSIXlt")

as.POSIXlt.default <- function(x, tz = "", optional = FALSE, ...) {
    if (inherits(x, "POSIXlt")) return(if (missing(tz)) x else as.POSIXlt(as.POSIXct(x), tz))
    if (is.null(x)) return(as.POSIXlt(.POSIXct(numeric()), tz))
    if (is.logical(x) && all(is.na(x))) return(as.POSIXlt(.POSIXct(as.numeric(x)), tz = tz))
    if (optional) return(as.POSIXlt.character(rep.int(NA_character_, length(x)), tz = tz))
    stop(gettextf("do not know how to convert '%s' to class %s",
                  deparse1(substitute(x)), dQuote("POSIXlt")), domain = NA)
}

as.POSIXlt.POSIXct <- function(x, tz = "", ...) {
    if ((missing(tz) || is.null(tz)) && !is.null(tzone <- attr(x, "tzone")))
        tz <- tzone[1L]
    r <- .posixlt(.secsOf(x), tz, FALSE)
    if (!is.null(names(x))) names(r$year) <- names(x)
    r
}

as.POSIXlt.Date <- function(x, ...) {
    r <- .posixlt(unclass(x) * 86400, "UTC", FALSE)
    if (!is.null(names(x))) names(r$year) <- names(x)
    r
}

as.POSIXlt.numeric <- function(x, tz = "", origin, ...) {
    if (missing(origin)) stop("'origin' must be supplied")
    as.POSIXlt(as.POSIXct(origin, tz = "UTC", ...) + x, tz = tz)
}

as.POSIXlt.factor <- function(x, ...) as.POSIXlt(as.character(x), ...)

as.POSIXlt.character <- function(x, tz = "", format,
                                 tryFormats = c("%Y-%m-%d %H:%M:%OS", "%Y/%m/%d %H:%M:%OS",
                                                "%Y-%m-%d %H:%M", "%Y/%m/%d %H:%M",
                                                "%Y-%m-%d", "%Y/%m/%d"),
                                 optional = FALSE, ...) {
    settz <- function(res) {
        if (nzchar(tz)) attr(res, "tzone") <- tz
        res
    }
    x <- unclass(x)
    if (!missing(format)) return(settz(strptime(x, format, tz = tz)))
    xx <- x[!is.na(x)]
    if (!length(xx)) return(settz(strptime(x, "%Y/%m/%d", tz = tz)))
    for (ff in tryFormats)
        if (all(!is.na(.parseTime(xx, ff, tz, FALSE))))
            return(settz(strptime(x, ff, tz = tz)))
    if (optional) as.POSIXlt.character(rep.int(NA_character_, length(x)), tz = tz)
    else stop("character string is not in a standard unambiguous format")
}

format.POSIXlt <- function(x, format = "", usetz = FALSE, ...) {
    if (!inherits(x, "POSIXlt")) stop("wrong class")
    tz <- .tzOf(x)
    r <- .formatSecs(.ltSecs(x, tz), format, tz, usetz, ...)
    names(r) <- names(x$year)
    r
}

print.POSIXlt <- function(x, tz = "", usetz = TRUE, max = NULL, ...) {
    if (is.null(max)) max <- getOption("max.print", 9999L)
    FORM <- if (missing(tz)) function(z) format(z, usetz = usetz)
            else function(z) format(as.POSIXct(z), tz = tz, usetz = usetz)
    n <- length(x)
    if (max < n) {
        print(FORM(x[seq_len(max)]), max = max + 1, ...)
        cat(" [ reached 'max' / getOption(\"max.print\") -- omitted",
            n - max, "entries ]\n")
    } else if (n) print(FORM(x), max = max, ...)
    else cat(class(x)[1L], "of length 0\n")
    invisible(x)
}

length.POSIXlt <- function(x) max(lengths(unclass(x)))

`[.POSIXlt` <- function(x, i, ..., drop = TRUE) {
    if (missing(i)) return(x)
    a <- attributes(x)
    n <- length(x)
    val <- lapply(unclass(x), function(f) rep_len(f, n)[i])
    attributes(val) <- a
    val
}

`[<-.POSIXlt` <- function(x, i, ..., value) {
    if (!length(value)) return(x)
    tz <- attr(x, "tzone")
    cx <- as.POSIXct(x)
    cx[i] <- as.POSIXct(value)
    r <- as.POSIXlt(cx)
    attr(r, "tzone") <- tz
    r
}

names.POSIXlt <- function(x) names(x$year)

as.double.POSIXlt <- function(x, ...) as.double(as.POSIXct(x))
as.numeric.POSIXlt <- as.double.POSIXlt

is.na.POSIXlt <- function(x) is.na(as.POSIXct(x))
anyNA.POSIXlt <- function(x, recursive = FALSE) anyNA(as.POSIXct(x))

c.POSIXlt <- function(..., recursive = FALSE)
    as.POSIXlt(do.call(c, lapply(list(...), as.POSIXct)))

rep.POSIXlt <- function(x, ...) as.POSIXlt(rep(as.POSIXct(x), ...))

unique.POSIXlt <- function(x, incomparables = FALSE, ...)
    x[!duplicated(as.POSIXct(x), incomparables, ...)]

duplicated.POSIXlt <- function(x, incomparables = FALSE, ...)
    duplicated(.secsOf(x), incomparables, ...)

rev.POSIXlt <- function(x) if (length(x)) x[length(x):1L] else x

sort.POSIXlt <- function(x, decreasing = FALSE, na.last = NA, ...)
    x[order(as.POSIXct(x), na.last = na.last, decreasing = decreasing)]

xtfrm.POSIXlt <- function(x) .secsOf(x)

as.list.POSIXlt <- function(x, ...) lapply(seq_along(x), function(i) x[i])

as.data.frame.POSIXlt <- function(x, row.names = NULL, optional = FALSE, ...) {
    value <- as.data.frame(as.POSIXct(x), row.names, optional, ...)
    if (!optional) names(value) <- deparse1(substitute(x))
    value
}

# ---- session ---------------------------------------------------------------

date <- function() format(Sys.time(), "%a %b %d %H:%M:%S %Y")


# ---- ordering ----------------------------------------------------------------

sort.Date <- function(x, decreasing = FALSE, na.last = NA, ...)
    x[order(unclass(x), na.last = na.last, decreasing = decreasing)]
sort.POSIXct <- sort.Date
sort.difftime <- sort.Date

rev.POSIXct <- function(x) if (length(x)) x[length(x):1L] else x
rev.difftime <- rev.POSIXct
