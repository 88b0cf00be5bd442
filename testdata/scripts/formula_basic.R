f <- y ~ x + z
f
print(f)
class(f)
length(f)
f[[1]]
f[[2]]
f[[3]]
g <- ~ x
g
length(g)
g[[2]]
is.call(f)
typeof(f)
inherits(f, "formula")
identical(environment(f), globalenv())
h <- function() { a ~ b }
ff <- h()
class(environment(ff))
exists("x", envir = environment(ff))
deparse(f)
format(f)
as.character(f)
str(unclass(f)[[3]])
fs <- as.formula("y ~ x * w")
fs
class(fs)
as.formula(f)
identical(as.formula(f), f)
all.vars(f)
all.vars(fs)
k <- function(v) { fm <- as.formula(paste("resp ~", v)); fm }
l <- list(a ~ b, c ~ d)
l
fo <- y ~ x
fo[[3]] <- quote(x + I(x^2))
fo
update_txt <- deparse(fo)
update_txt
mode(f)
y ~ .
log(y) ~ x:z - 1
quote(y ~ x)
class(quote(y ~ x))
eval(quote(y ~ x))
class(eval(quote(y ~ x)))
attributes(y ~ x)$class
`~`(a, b)
do.call("~", list(quote(a), quote(b)))
k2 <- k("a + b"); print(k2, showEnv = FALSE); identical(environment(k2), globalenv())
f <- y ~ x
formula(f)
formula("a ~ b")
as.formula(quote(a ~ b))
tryCatch(as.formula("abc"), error = function(e) conditionMessage(e))
tryCatch(as.formula(1), error = function(e) conditionMessage(e))
tryCatch(formula(1), error = function(e) conditionMessage(e))
as.formula(c("y ~ x", "z ~ w"))
print(f, showEnv = FALSE)
format(f)
format(y ~ x + z)
deparse(y ~ x)
paste(deparse(f))
as.character(y ~ x + z)
lf <- list(f = y ~ x); str(lf$f[[2]])
f2 <- f; environment(f2) <- new.env(); class(f2)
formula(quote(y ~ z))
x <- y ~ a
x == (y ~ a)
all.names(quote(sin(x+y) + f(z)(w)))
all.names(quote(sin(x+y)), functions=FALSE)
all.names(quote(x+x+y), max.names=2)
all.vars(quote(sin(x+y) + f(z)(w)))
all.vars(expression(a+b, b*c))
all.vars(y ~ x + log(z) | g)
all.vars(quote(x[,1]))
all.vars(1)
all.names(quote(x$a))
all.vars(quote(x$a))
all.vars(list(quote(a)))
all.vars(quote(x), max.names=0)
all.names(quote(x), max.names=NA)
str2lang("x + y * 2")
class(str2lang("f(x)"))
str2expression(c("a <- 1", "b"))
tryCatch(str2lang(c("a", "b")), error = function(e) conditionMessage(e))
tryCatch(str2lang("a; b"), error = function(e) conditionMessage(e))
fl <- y ~ x + z
fl[-3]
class(fl[-3])
m <- lapply(c("a", "b"), function(v) as.formula(paste(v, "~ g")))
sapply(m, function(f) deparse(f[[2]]))
sapply(m, all.vars)
unclass(y ~ x)
