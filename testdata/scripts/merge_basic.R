x <- data.frame(k = c(3, 1, 2, 1, 5), a = c("p", "q", "r", "s", "t"), v = 1:5)
y <- data.frame(k = c(1, 2, 2, 4), b = c(TRUE, FALSE, TRUE, NA), v = c(10, 20, 30, 40))
merge(x, y)
merge(x, y, by = "k")
merge(x, y, by = "k", all = TRUE)
merge(x, y, by = "k", all.x = TRUE)
merge(x, y, by = "k", all.y = TRUE)
merge(x, y, by = "k", suffixes = c(".left", ".right"))
merge(x, y, by = "k", sort = FALSE)
merge(x, y, by = "k", all = TRUE, sort = FALSE)
names(y)[1] <- "key"
merge(x, y, by.x = "k", by.y = "key")
merge(x, y, by.x = "k", by.y = "key", all = TRUE)
authors <- data.frame(surname = c("Tukey", "Venables", "Tierney", "Ripley", "McNeil"),
    nationality = c("US", "Australia", "US", "UK", "Australia"),
    deceased = c("yes", rep("no", 4)))
books <- data.frame(name = c("Tukey", "Venables", "Tierney", "Ripley", "Ripley", "McNeil", "R Core"),
    title = c("Exploratory Data Analysis", "Modern Applied Statistics ...", "LISP-STAT",
              "Spatial Statistics", "Stochastic Simulation", "Interactive Data Analysis", "An Introduction to R"),
    other.author = c(NA, "Ripley", NA, NA, NA, NA, "Venables & Smith"))
merge(authors, books, by.x = "surname", by.y = "name")
merge(books, authors, by.x = "name", by.y = "surname", all.x = TRUE)
merge(authors, books, by.x = "surname", by.y = "name", all = TRUE)
# two keys
d1 <- data.frame(g = c("a", "b", "a", "b"), h = c(1, 1, 2, 10), x = 1:4)
d2 <- data.frame(g = c("b", "a", "a"), h = c(10, 2, 1), y = c(0.5, 1.5, 2.5))
merge(d1, d2)
merge(d1, d2, all = TRUE)
merge(d1, d2, by = c("g", "h"), all.x = TRUE)
# factors
f1 <- data.frame(id = factor(c("u", "v", "w")), n = 1:3)
f2 <- data.frame(id = factor(c("w", "z", "u")), m = 4:6)
r <- merge(f1, f2, all = TRUE)
r
sapply(r, class)
levels(r$id)
# cross join
merge(data.frame(a = 1:2), data.frame(b = c("x", "y", "z")), by = NULL)
merge(data.frame(a = 1:2, z = 1), data.frame(b = 3:4, z = 2), by = character())
# no match
merge(data.frame(k = 1:2, a = 3:4), data.frame(k = 5:6, b = 7:8))
merge(data.frame(k = 1:2, a = 3:4), data.frame(k = 5:6, b = 7:8), all = TRUE)
# by number
merge(x, y, by = 1)
# duplicated keys both sides
p <- data.frame(k = c(1, 1, 2), a = 1:3)
q <- data.frame(k = c(1, 1, 3), b = 4:6)
merge(p, q)
merge(p, q, all = TRUE)
# error
tryCatch(merge(p, q, by = "zz"), error = function(e) conditionMessage(e))
# no.dups case
xx <- data.frame(id = 1:3, val = 4:6)
yy <- data.frame(key = c(2, 3, 4), id = c("a", "b", "c"))
merge(xx, yy, by.x = "id", by.y = "key")
# row names not kept
rx <- data.frame(k = 1:3, a = 4:6, row.names = c("r1", "r2", "r3"))
merge(rx, data.frame(k = 3:1, b = 7:9))
d1 <- data.frame(g = c("a", "a", "b"), h = c(10, 9, 1), x = 1:3)
d2 <- data.frame(g = c("a", "b", "a"), h = c(9, 1, 10), y = 4:6)
merge(d1, d2)
merge(d1, d2, all = TRUE)
merge(d1, d2, sort = FALSE)
r1 <- data.frame(a = 1:3, row.names = c("x", "y", "z"))
r2 <- data.frame(b = 4:6, row.names = c("z", "x", "w"))
merge(r1, r2, by = "row.names")
merge(r1, r2, by = 0, all = TRUE)
merge(data.frame(k = integer(), a = character()), data.frame(k = 1:2, b = 3:4))
merge(data.frame(k = integer(), a = character()), data.frame(k = 1:2, b = 3:4), all = TRUE)
merge(data.frame(k = 1:3, v = 1), data.frame(k = 2:4, v.x = 2, v = 3))
tryCatch(merge(d1, d2, by.x = "g", by.y = c("g", "h")), error = function(e) conditionMessage(e))
merge(d1, d2, by = "g")
m <- merge(d1, d2, by = "h", all = TRUE, suffixes = c("", "_2"))
m
names(m)
merge(list(k = 1:2, a = 3:4), data.frame(k = 2:3, b = 5:6))
