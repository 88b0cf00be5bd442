# Section 2: environments are first-class values, usable as hash maps
h <- new.env()
assign("apple", 3, envir = h)
assign("banana", 5, envir = h)
h$cherry <- 7
h[["date"]] <- 9
print(ls(h))
print(get("banana", envir = h))
print(h$cherry + h[["apple"]])
print(exists("apple", envir = h)); print(exists("fig", envir = h, inherits = FALSE))
rm("banana", envir = h)
print(ls(h))
for (k in ls(h)) cat(k, "->", get(k, envir = h), "\n")
inc <- function(env, key) { old <- if (exists(key, envir = env, inherits = FALSE)) get(key, envir = env) else 0; assign(key, old + 1, envir = env) }
counts <- new.env()
for (w in c("a", "b", "a", "c", "a", "b")) inc(counts, w)
for (k in ls(counts)) cat(k, get(k, envir = counts), "\n")
share <- function(e) e$touched <- TRUE
share(counts)
print(counts$touched)
e1 <- new.env(); e2 <- e1
e2$x <- "via alias"
print(e1$x)
print(identical(e1, e2))
print(identical(new.env(), new.env()))
print(is.environment(h)); print(class(h)); print(typeof(h))
f <- function() environment()
fe <- f()
print(class(fe))
print(ls(fe))
g <- function(a) { b <- a * 2; environment() }
ge <- g(21)
print(ls(ge))
print(get("b", envir = ge))
print(eval(quote(a + b), ge))
print(environmentName(globalenv())); print(environmentName(baseenv())); print(environmentName(emptyenv()))
child <- new.env(parent = ge)
print(get("a", envir = child))
print(exists("a", envir = child, inherits = FALSE))
print(identical(parent.env(child), ge))
