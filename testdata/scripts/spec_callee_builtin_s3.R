# A builtin call compiled after it only saw plain values must still
# dispatch to an S3 method when it is later called with an object.

len <- function(x) length(x)
mx <- function(x, y) max(x, y)
rt <- function(x) sqrt(x)
for (k in 1:6) {
    print(len(1:k))
    print(mx(k, 3))
    print(rt(k * k))
}

length.myvec <- function(x) 42L
v <- structure(list(1, 2), class = "myvec")
print(len(v))
print(len(1:3))

Summary.money <- function(..., na.rm = FALSE) {
    vals <- unlist(lapply(list(...), unclass))
    structure(get(.Generic)(vals, na.rm = na.rm), class = "money")
}
print.money <- function(x, ...) cat("$", format(unclass(x)), "\n")
m <- structure(5, class = "money")
print(mx(m, 7))
print(mx(2, 3))

Math.angle <- function(x, ...) {
    cat("Math.angle:", .Generic, "\n")
    structure(NextMethod(), class = "angle")
}
a <- structure(c(4, 9), class = "angle")
r <- rt(a)
print(unclass(r))
print(rt(16))

# a method that changes visibility
length.quiet <- function(x) invisible(7L)
q <- structure(list(), class = "quiet")
len(q)
