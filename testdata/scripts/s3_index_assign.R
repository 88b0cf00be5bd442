# Methods for [<-, [[<- and $<-.
"[<-.bounded" <- function(x, i, value) {
  cat("[<-.bounded:", i, "<-", value, "\n")
  value[value > 10] <- 10
  v <- unclass(x)
  v[i] <- value
  structure(v, class = "bounded")
}
b <- structure(c(1, 2, 3), class = "bounded")
b[2] <- 50
unclass(b)
b[c(1, 3)] <- c(5, 99)
unclass(b)

"[[<-.logged" <- function(x, i, value) {
  cat("[[<-.logged:", i, "\n")
  v <- unclass(x)
  v[[i]] <- value
  structure(v, class = "logged")
}
l <- structure(list(a = 1, b = 2), class = "logged")
l[["a"]] <- 100
l[["c"]] <- 3
unclass(l)

"$<-.locked" <- function(x, name, value) {
  cat("$<-.locked:", name, "\n")
  if (name == "id") stop("id is read-only")
  v <- unclass(x)
  v[[name]] <- value
  structure(v, class = "locked")
}
lk <- structure(list(id = 1, val = "a"), class = "locked")
lk$val <- "b"
unclass(lk)

# NextMethod in a replacement method reaches the builtin.
"[<-.counted" <- function(x, i, value) {
  cat("assigning", length(value), "value(s)\n")
  NextMethod()
}
cc <- structure(c(1, 2, 3), class = "counted")
cc[2] <- 20
cc[c(1, 3)] <- c(10, 30)
unclass(cc)
class(cc)
"$<-.counted2" <- function(x, name, value) {
  cat("setting", name, "\n")
  NextMethod()
}
c2 <- structure(list(a = 1), class = "counted2")
c2$b <- 2
unclass(c2)

# Nested replacement goes through the method.
holder <- list(inner = structure(c(1, 2), class = "bounded"))
holder$inner[1] <- 77
unclass(holder$inner)
