df <- data.frame(id = 1:6, grp = c("a", "b", "a", "c", "b", "a"),
                 val = c(2.5, 3, 1, 8, 6.5, 4))
df[df$grp == "a", ]
df[df$val > 3 & df$grp != "c", c("id", "val")]
subset(df, val > 3)
subset(df, grp == "b", select = c(id, val))
subset(df, select = -grp)
df[which(df$val == max(df$val)), ]
df[order(df$grp, df$val), ]
nrow(df[df$val > 100, ])
df[df$val > 100, ]
split(df, df$grp)
unique(df$grp)
df[!duplicated(df$grp), ]
sapply(split(df$val, df$grp), mean)
