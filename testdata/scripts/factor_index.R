f <- factor(c("b", "a", "c", "a"))
f[2]
f[-1]
f[c(TRUE, FALSE)]
f[f == "a"]
f[2:3, drop = TRUE]
f[[3]]
f[2] <- "c"
f
withCallingHandlers(f[1] <- "zzz", warning = function(w) {
    cat("warning:", conditionMessage(w), "\n")
    invokeRestart("muffleWarning")
})
f
f[[4]] <- "b"
f
f[6] <- "a"
f
x <- factor(c("u", "v"))
x[3] <- x[1]
x
