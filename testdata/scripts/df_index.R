df <- data.frame(a = 1:4, b = c("w", "x", "y", "z"), c = c(1.5, 2.5, 3.5, 4.5))
df$a
df[["b"]]
df[[2]]
df[, 1]
df[, "c"]
df[, c("a", "c")]
df[2, ]
df[2:3, ]
df[c(TRUE, FALSE, TRUE, FALSE), ]
df[-1, ]
df[df$a > 2, ]
df[df$a > 2, "b"]
df[1, 2]
df[, 2, drop = FALSE]
df["b"]
df[c("c", "a")]
df[2]
df[c(3, 1), ]
df[[2, "b"]]
df[0, ]
df[, 0]
tryCatch(df[, "nope"], error = function(e) conditionMessage(e))
df$nope
df[order(df$c, decreasing = TRUE), ]
df[order(-df$a), c("b", "a")]
r <- df[c(2, 2), ]
r
