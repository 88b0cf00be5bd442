x <- 1:5
is.na(x) <- 2
x
is.na(x) <- c(TRUE, FALSE, FALSE, FALSE, TRUE)
x
y <- c(a = "p", b = "q")
is.na(y) <- "b"
y
l <- list(1, "a", TRUE)
is.na(l) <- 2
l
is.na(l)
z <- c(1.5, 2.5)
is.na(z) <- 3
z
anyNA(c(1, NA))
anyNA(c(1, 2))
anyNA(list(1, NA))
anyNA(list(1, list(NA)))
anyNA(list(1, list(NA)), recursive = TRUE)
anyNA(c("a", NA))
anyNA(NULL)
anyNA(NaN)
anyNA(c(1+1i, NA))
anyNA(list(c(1, NA)))
anyNA(list(c(1, NA)), recursive = TRUE)
is.na(c(1, NA, NaN))
is.na(list(1, NA, c(NA, NA), NULL, NA_character_))
is.na(c(a = 1, b = NA))
is.nan(c(1, NA, NaN))
is.nan(c(a = NaN))
r <- function(e) tryCatch(e, error = function(e) conditionMessage(e))
r(is.nan(list(1)))
r(is.nan("a"))
is.nan(1L)
