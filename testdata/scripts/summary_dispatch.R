# rev/sort keep a class through its [ method; as.* and other generics dispatch to user methods
x <- structure(c(3, 1, 2), class = "myc")
`[.myc` <- function(x, i) structure(unclass(x)[i], class = "myc")
rev(x)
sort(x)
sort(x, decreasing = TRUE)
as.double.myc <- function(x, ...) { cat("as.double.myc\n"); 42 }
as.numeric(x)
as.double(x)
as.character.myc <- function(x, ...) "CHR"
as.character(x)
as.integer.myc <- function(x, ...) 7L
as.integer(x)
as.logical.myc <- function(x, ...) NA
as.logical(x)
as.vector.myc <- function(x, mode = "any") "VEC"
as.vector(x)
length.myc <- function(x) 99L
length(x)
unique.myc <- function(x, ...) "UNQ"
unique(x)
format.myc <- function(x, ...) "FMT"
format(x)
print.myc <- function(x, ...) cat("<myc>\n")
print(x)
x
toString.myc <- function(x, ...) "TS"
toString(x)
all.equal.myc <- function(target, current, ...) "AE"
all.equal(x, 1)
y <- structure(list(a=1), class = "rec")
as.list.rec <- function(x, ...) list("aslist")
as.list(y)
mean.rec <- function(x, ...) "MEAN"
mean(y)
summary.rec <- function(object, ...) "SUM"
summary(y)
dim.rec <- function(x) c(5L, 5L)
dim(y)
t.rec <- function(x) "T"
t(y)
levels.rec <- function(x) "LV"
levels(y)
as.numeric.rec <- function(x, ...) 3.5
as.numeric(y)
z <- structure(c(3, 1, 2), class = "zz")
rev(z)
sort(z)
w <- structure(c(b = 2, a = 1), class = "ww")
`[.ww` <- function(x, i) structure(unclass(x)[i], class = "ww")
rev(w)
sort(w, decreasing = TRUE)
as.double.ww <- function(x, ...) { cat("as.double.ww\n"); unclass(x) * 10 }
as.numeric(w)
as.numeric.zz <- function(x, ...) 0
as.numeric(z)
median(w)
