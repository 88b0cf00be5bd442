f <- "/tmp/gorir_bi_source_1.R"
cat("a <- 1\nb <- a + 1\nb * 10\ninvisible(7)\n", file = f)
r <- source(f)
r
a; b
source(f, print.eval = TRUE)
g <- function() {
  source(f, local = TRUE)
  exists_b <- b
  exists_b
}
rm_a <- 0
g()
e <- new_env <- NULL
cat("zz <- 42\n", file = f)
source(f)
zz
cat("cat('hello from source\\n')\nq <- 1:3\nq\n", file = f)
source(f, echo = FALSE)
source(f, print.eval = TRUE)
