f <- tempfile()
x <- paste0("row", 1:500, ",", (1:500)^2)
writeLines(x, f)
y <- readLines(f)
print(length(y)); print(identical(x, y)); print(y[c(1, 250, 500)])
con <- file(f, "r")
n <- 0
repeat {
    chunk <- readLines(con, n = 64)
    if (length(chunk) == 0) break
    n <- n + length(chunk)
}
close(con)
print(n)
v <- scan(f, what = list("", 0), sep = ",", quiet = TRUE)
print(length(v[[1]])); print(sum(v[[2]])); print(v[[1]][1:3])
writeLines(c("x\ty", "1\t2"), f)
print(scan(f, what = "", sep = "\t", quiet = TRUE))
writeLines(c("  padded  ", "\ttabbed"), f)
print(readLines(f))
unlink(f)
print(file.exists(f))
