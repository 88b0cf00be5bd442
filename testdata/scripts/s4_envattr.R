e <- new.env(); f <- e; attr(e, "x") <- 1; attr(f, "x")
class(e) <- "foo"; class(f)
