## Functional odds and ends matched against GNU R 4.2 (stats' na.* helpers).

na.pass <- function(object, ...) object

na.fail <- function(object, ...) UseMethod("na.fail")

na.fail.default <- function(object, ...) {
    if (all(complete.cases(object))) object
    else stop("missing values in object")
}
