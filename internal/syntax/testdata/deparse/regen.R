# Rewrites the expectations of the parse+deparse corpus from GNU R.
# Usage: Rscript regen.R FILE.txt...   (see README.md for the format;
# regen.sh runs it over every corpus file in a UTF-8 locale).

case_re <- "^#### case:"
exempt_re <- "^#### no-roundtrip:"
deparse_re <- "^#### deparse[[:space:]]*$"

encode_line <- function(s) {
  if (grepl("[ \t$]$", s)) paste0(s, "$") else s
}

drop_trailing_blank <- function(x) {
  while (length(x) > 0 && grepl("^[[:space:]]*$", x[length(x)])) x <- x[-length(x)]
  x
}

problems <- character()

regen_file <- function(path) {
  lines <- readLines(path, encoding = "UTF-8", warn = FALSE)
  starts <- grep(case_re, lines)
  head <- if (length(starts) == 0) lines else lines[seq_len(starts[1] - 1)]
  out <- drop_trailing_blank(head)
  if (length(starts) == 0) {
    problems <<- c(problems, sprintf("%s: no cases", path))
  }
  ends <- c(starts[-1] - 1, length(lines))
  for (k in seq_along(starts)) {
    block <- lines[starts[k]:ends[k]]
    label <- trimws(sub(case_re, "", block[1]))
    where <- sprintf("%s: case %d (%s)", basename(path), k, label)
    i <- 2
    directives <- character()
    while (i <= length(block) && grepl(exempt_re, block[i])) {
      directives <- c(directives, block[i])
      i <- i + 1
    }
    exempt <- length(directives) > 0
    rest <- if (i <= length(block)) block[i:length(block)] else character()
    d <- grep(deparse_re, rest)
    src <- if (length(d)) rest[seq_len(d[1] - 1)] else rest
    src <- drop_trailing_blank(src)
    bad <- grep("^####", src)
    if (length(bad)) {
      problems <<- c(problems, sprintf("%s: source line starts with ####: %s", where, src[bad[1]]))
    }
    if (length(out)) out <- c(out, "")
    out <- c(out, block[1], directives, src)
    exprs <- tryCatch(
      withCallingHandlers(parse(text = src, keep.source = FALSE, encoding = "UTF-8"),
                          warning = function(w) invokeRestart("muffleWarning")),
      error = function(e) e)
    if (inherits(exprs, "error")) {
      problems <<- c(problems, sprintf("%s: R cannot parse it: %s", where, conditionMessage(exprs)))
      next
    }
    roundtrips <- TRUE
    for (e in as.list(exprs)) {
      dl <- deparse(e)
      if (length(dl) && grepl("^[[:space:]]*$", dl[length(dl)])) {
        problems <<- c(problems, sprintf("%s: deparse ends with a blank line", where))
      }
      if (any(grepl("\n", dl, fixed = TRUE))) {
        problems <<- c(problems, sprintf("%s: a deparse line holds a newline", where))
      }
      if (any(grepl("^####", dl))) {
        problems <<- c(problems, sprintf("%s: deparse line starts with ####", where))
      }
      out <- c(out, "#### deparse", vapply(dl, encode_line, "", USE.NAMES = FALSE))
      back <- tryCatch(parse(text = dl, keep.source = FALSE, encoding = "UTF-8"),
                       error = function(e) NULL)
      if (is.null(back) || length(back) != 1 || !identical(back[[1]], e)) roundtrips <- FALSE
    }
    if (!roundtrips && !exempt) {
      problems <<- c(problems, sprintf("%s: does not round-trip in R; add '#### no-roundtrip: REASON'", where))
    }
    if (roundtrips && exempt) {
      message(sprintf("warning: %s: marked no-roundtrip but round-trips in R", where))
    }
  }
  con <- file(path, open = "wb")
  writeLines(enc2utf8(out), con, useBytes = TRUE)
  close(con)
  message(sprintf("%s: %d cases", basename(path), length(starts)))
}

args <- commandArgs(trailingOnly = TRUE)
for (f in args) regen_file(f)
if (length(problems)) {
  message(paste(problems, collapse = "\n"))
  quit(status = 1)
}
