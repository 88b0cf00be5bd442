vapply(1:3, function(i) i * 2, numeric(1))
vapply(1:3, function(i) i * 2L, integer(1))
vapply(c(a = 1, b = 2), function(x) x > 1, logical(1))
vapply(c("p", "q"), function(s) paste0(s, "!"), character(1))
vapply(c("p", "q"), nchar, 1L, USE.NAMES = FALSE)
vapply(integer(0), function(i) i, numeric(1))
vapply(1:2, function(i) c(i, i^2), numeric(2)) -> m
dim(m); c(m)
vapply(1:2, function(i) c(lo = i, hi = i + 1), c(lo = 0, hi = 0)) -> m2
dimnames(m2)
vapply(1:3, function(i) i, numeric(1))
vapply(1:3, function(i) TRUE, numeric(1))
vapply(1:3, function(i) "a", numeric(1))
