df <- data.frame(a = 1:3, b = c("x", "y", "z"))
df$c <- df$a * 10
df
df$d <- "k"
df
df[["e"]] <- c(TRUE, FALSE, TRUE)
df
df$a <- NULL
df
tryCatch(df$f <- 1:2, error = function(e) conditionMessage(e))
df[2, "c"] <- 99
df
df[df$c > 20, "b"] <- "big"
df
df[, "c"] <- 0
df
df["new"] <- 5:7
df
df[[2, "b"]] <- "two"
df
names(df)[1] <- "B"
df
df[1, ] <- list("first", 1, "q", FALSE, 9L)
df
