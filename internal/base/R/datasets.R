# data(): copies the named data sets (see datasets.go) into envir, as R's
# utils::data does for the datasets package; a name that is no data set
# gets R's warning. The names are returned invisibly.
data <- function(..., list = character(), envir = .GlobalEnv) {
    names <- c(vapply(as.list(substitute(list(...)))[-1L], function(e) {
        if (is.character(e)) e else deparse(e)
    }, ""), list)
    for (n in names) {
        if (n %in% .datasetNames) {
            assign(n, get(n, envir = baseenv()), envir = envir)
        } else {
            warning(paste0("data set ", sQuote(n), " not found"), call. = TRUE)
        }
    }
    invisible(names)
}
