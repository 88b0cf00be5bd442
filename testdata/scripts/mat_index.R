m <- matrix(1:12, 3, dimnames = list(c("a", "b", "c"), c("w", "x", "y", "z")))
m[2, 3]
m[2, ]
m[, 3]
m[, 3, drop = FALSE]
m[2, , drop = FALSE]
m["a", "z"]
m[c("a", "c"), ]
m[-1, ]
m[, -c(1, 2)]
m[m > 6]
m[c(TRUE, FALSE, TRUE), ]
m[cbind(c(1, 2), c(3, 4))]
m[5]
m[, c("x", "w")]
tryCatch(m[4, 1], error = function(e) conditionMessage(e))
tryCatch(m[, "q"], error = function(e) conditionMessage(e))
m[2, 3] <- 100L
m
m[, 1] <- 0L
m
m[1, ] <- c(-1L, -2L, -3L, -4L)
m
m["b", "y"] <- NA
m
m[m > 5 & !is.na(m)] <- 5L
m
x <- matrix(1:4, 2)
x[3] <- 2.5
x
x[, 2] <- c("a", "b")
x
