# logical vectors
TRUE
FALSE
NA
c(TRUE, FALSE, NA)
c(NA, NA)
logical(0)
rep(c(TRUE, FALSE), 20)
c(a = TRUE, b = NA, cc = FALSE)
1:5 > 2
is.na(c(1, NA, 3))
