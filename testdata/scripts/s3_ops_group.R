# The Ops group generic: one method for all operators.
Ops.temp <- function(e1, e2) {
  v1 <- if (inherits(e1, "temp")) unclass(e1) else e1
  if (missing(e2)) {
    cat("unary", .Generic, "\n")
    r <- if (identical(.Generic, "-")) 0 - v1 else if (identical(.Generic, "!")) !v1 else v1
    return(structure(r, class = "temp"))
  }
  v2 <- if (inherits(e2, "temp")) unclass(e2) else e2
  cat("binary", .Generic, "\n")
  r <- if (identical(.Generic, "+")) v1 + v2
    else if (identical(.Generic, "-")) v1 - v2
    else if (identical(.Generic, "*")) v1 * v2
    else if (identical(.Generic, "/")) v1 / v2
    else if (identical(.Generic, "^")) v1 ^ v2
    else if (identical(.Generic, "%%")) v1 %% v2
    else if (identical(.Generic, "%/%")) v1 %/% v2
    else if (identical(.Generic, "==")) return(v1 == v2)
    else if (identical(.Generic, "<")) return(v1 < v2)
    else if (identical(.Generic, ">")) return(v1 > v2)
    else if (identical(.Generic, "&")) return(v1 & v2)
    else if (identical(.Generic, "|")) return(v1 | v2)
    else NA
  structure(r, class = "temp")
}
print.temp <- function(x, ...) { cat(unclass(x), "degrees\n"); invisible(x) }
t1 <- structure(20, class = "temp")
t2 <- structure(c(5, 15), class = "temp")
t1 + 1
2 * t1
t1 - t2
t2 / 5
t1 ^ 2
t1 %% 3
t1 %/% 3
t1 == 20
t2 < 10
30 > t2
t1 & TRUE
FALSE | t1

# .Method tells which argument dispatched.
Ops.side <- function(e1, e2) {
  print(.Method)
  print(.Class)
  invisible(NULL)
}
s <- structure(1, class = c("side", "extra"))
s + 1
1 + s
s + s
structure(1, class = c("extra", "side")) * 2

# A specific method is preferred to the group method.
Ops.pref <- function(e1, e2) "group method"
"*.pref" <- function(e1, e2) "specific method"
p <- structure(1, class = "pref")
p * 2
p + 2
2 * p

# The group method reaches the builtin via NextMethod.
Ops.logged <- function(e1, e2) {
  cat("op", .Generic, "\n")
  NextMethod()
}
l <- structure(c(1, 2, 3), class = "logged")
unclass(l + 1)
unclass(l * l)
l > 1
