# The benchmark harness: Rscript harness.R NAME ITERATIONS PARAM
#
# Sources NAME.R from the directory holding this file (or from the working
# directory when the harness is not run from a file), then calls
# execute(PARAM) ITERATIONS times. Every result is checked with
# verifyResult(result, PARAM); a failed check stops with an error (exit
# status 1). A program that defines benchmarkSetup(PARAM) has it called
# once before the first iteration, untimed. One line per iteration, then a summary line:
#
#   NAME: iterations=1 runtime: 1234us
#   NAME: iterations=10 average: 1234us total: 12340us
#
# It uses only a few common builtins, so that it runs unchanged under GNU
# R's Rscript and under gorir.

harnessArgs <- commandArgs(trailingOnly = TRUE)
if (length(harnessArgs) < 3L)
    stop("usage: Rscript harness.R NAME ITERATIONS PARAM")
harnessName <- harnessArgs[[1L]]
harnessIterations <- as.integer(harnessArgs[[2L]])
harnessParam <- as.integer(harnessArgs[[3L]])
if (is.na(harnessIterations) || harnessIterations < 1L)
    stop("ITERATIONS must be a positive integer")
if (is.na(harnessParam))
    stop("PARAM must be an integer")

# The directory of this file, from the --file= argument Rscript (and gorir)
# put in commandArgs(); "." when there is none.
harnessDir <- function() {
    for (a in commandArgs()) {
        if (startsWith(a, "--file=")) {
            path <- substr(a, 8L, nchar(a))
            chars <- strsplit(path, "")[[1L]]
            slash <- which(chars == "/")
            if (length(slash) == 0L) return(".")
            if (max(slash) == 1L) return("/")
            return(substr(path, 1L, max(slash) - 1L))
        }
    }
    "."
}

source(paste0(harnessDir(), "/", harnessName, ".R"))
# A program may prepare its input (what the benchmarks game reads from
# standard input) before timing starts.
if (exists("benchmarkSetup")) benchmarkSetup(harnessParam)

harnessMicros <- function(t0, t1) (t1 - t0) * 1e6
harnessTotal <- 0
for (harnessI in seq_len(harnessIterations)) {
    harnessT0 <- as.numeric(Sys.time())
    harnessResult <- execute(harnessParam)
    harnessT1 <- as.numeric(Sys.time())
    harnessOk <- verifyResult(harnessResult, harnessParam)
    if (!(is.logical(harnessOk) && length(harnessOk) == 1L && !is.na(harnessOk) && harnessOk))
        stop(paste0(harnessName, ": verifyResult failed for param ", harnessParam))
    harnessUs <- harnessMicros(harnessT0, harnessT1)
    harnessTotal <- harnessTotal + harnessUs
    cat(harnessName, ": iterations=1 runtime: ", sprintf("%.0f", harnessUs), "us\n", sep = "")
}
cat(harnessName, ": iterations=", harnessIterations,
    " average: ", sprintf("%.0f", harnessTotal / harnessIterations),
    "us total: ", sprintf("%.0f", harnessTotal), "us\n", sep = "")
