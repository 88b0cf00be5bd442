# Reference classes (setRefClass): objects are environments holding the
# fields, with the methods installed in them as closures over the object
# (so fields are read by name and set with <<-, and .self is the object).

.S4$refclasses <- new.env()

setRefClass <- function(Class, fields = character(), contains = character(),
                        methods = list(), where = topenv(parent.frame()), ...) {
    contains <- as.character(contains)
    contains <- contains[contains != "VIRTUAL"]
    parent <- if (length(contains)) .S4$refclasses[[contains[1L]]] else NULL
    if (length(contains) && is.null(parent))
        stop(gettextf("class %s for field %s is not defined",
                      paste0("\u201c", contains[1L], "\u201d"), "contains"), domain = NA)
    own <- .RCfieldSpec(fields)
    allFields <- if (is.null(parent)) character() else parent$fields
    for (f in names(own)) allFields[f] <- own[[f]]
    def <- list(className = Class, fields = allFields, methods = list(),
                parent = if (is.null(parent)) NULL else parent$className)
    assign(Class, def, envir = .S4$refclasses)
    if (length(methods)) .RCaddMethods(Class, methods)
    # The S4 side: a class extending its superclasses and envRefClass.
    supers <- integer()
    p <- parent
    d <- 1L
    while (!is.null(p)) {
        supers[p$className] <- d
        d <- d + 1L
        p <- if (is.null(p$parent)) NULL else .S4$refclasses[[p$parent]]
    }
    for (k in c("envRefClass", ".environment", "refClass", "environment", "refObjectGenerator")) {
        supers[k] <- d
        d <- d + 1L
    }
    sdef <- list(className = Class, package = ".GlobalEnv", slots = c(.xData = "environment"),
                 contains = supers, direct = c(contains, "envRefClass")[1L],
                 virtual = FALSE, validity = NULL, prototype = NULL, dataPart = NULL,
                 subclasses = character(), union = FALSE, refClass = TRUE)
    assign(Class, sdef, envir = .S4$classes)
    .S4clearCache()
    invisible(.RCgenerator(Class))
}

.RCbuiltinMethods <- c(".objectPackage", ".objectParent", "callSuper", "copy", "export",
                       "field", "getClass", "getRefClass", "import", "initFields", "show",
                       "trace", "untrace", "usingMethods")

.RCfieldSpec <- function(fields) {
    if (!length(fields)) return(character())
    if (is.character(fields) && is.null(names(fields))) {
        out <- rep("ANY", length(fields))
        names(out) <- fields
        return(out)
    }
    out <- vapply(as.list(fields), function(f) if (is.character(f)) f[1L] else "ANY", "")
    names(out) <- names(fields)
    out
}

.RCaddMethods <- function(Class, methods) {
    def <- .S4$refclasses[[Class]]
    for (m in names(methods)) def$methods[[m]] <- methods[[m]]
    assign(Class, def, envir = .S4$refclasses)
    invisible()
}

# The implementations of method m for class Class, most derived first.
.RCmethodChain <- function(Class, m) {
    out <- list()
    cl <- Class
    while (!is.null(cl)) {
        def <- .S4$refclasses[[cl]]
        if (!is.null(f <- def$methods[[m]])) out[[length(out) + 1L]] <- f
        cl <- def$parent
    }
    out
}

.RCmethodNames <- function(Class) {
    out <- character()
    cl <- Class
    while (!is.null(cl)) {
        def <- .S4$refclasses[[cl]]
        out <- c(out, names(def$methods))
        cl <- def$parent
    }
    unique(out)
}

# Installs method m in obj: each implementation runs in an environment
# of its own (child of obj) where callSuper is the next one up.
.RCinstall <- function(obj, chain, last) {
    fun <- last
    for (i in rev(seq_along(chain))) {
        e <- new.env(parent = obj)
        e$callSuper <- fun
        f <- chain[[i]]
        environment(f) <- e
        fun <- f
    }
    fun
}

.RCinstallMethods <- function(obj, Class) {
    assign(".self", obj, envir = obj)
    assign("initFields", .RCbind(function(...) .RCinitFields(.self, ...), obj), envir = obj)
    assign("copy", .RCbind(function(shallow = FALSE) .RCcopy(.self, shallow), obj), envir = obj)
    assign("field", .RCbind(function(name, value)
        if (missing(value)) get(name, envir = .self) else invisible(assign(name, value, envir = .self)), obj),
        envir = obj)
    assign("getClass", .RCbind(function(...) getClass(class(.self)[1L]), obj), envir = obj)
    for (m in .RCmethodNames(Class)) {
        chain <- .RCmethodChain(Class, m)
        last <- if (m == "initialize") get("initFields", envir = obj)
                else if (m == "show") .RCbind(function() .RCshowDefault(.self), obj)
                else function(...) invisible(NULL)
        assign(m, .RCinstall(obj, chain, last), envir = obj)
    }
    invisible(obj)
}

.RCbind <- function(f, obj) {
    environment(f) <- obj
    f
}

.RCdefault <- function(cl) {
    switch(cl, ANY = NULL, "function" = NULL, environment = new.env(),
           .S4defaultProto(cl))
}

.RCnew <- function(Class, ...) {
    def <- .S4$refclasses[[Class]]
    obj <- new.env(parent = globalenv())
    for (f in names(def$fields)) assign(f, .RCdefault(def$fields[[f]]), envir = obj)
    attr(obj, "class") <- .S4classAttr(Class)
    .RCinstallMethods(obj, Class)
    if (exists("initialize", envir = obj, inherits = FALSE)) obj$initialize(...)
    else .RCinitFields(obj, ...)
    obj
}

.RCcheckField <- function(obj, name, value) {
    Class <- class(obj)[1L]
    def <- .S4$refclasses[[Class]]
    if (!(name %in% names(def$fields)))
        stop(gettextf("%s is not a field in class %s", paste0("\u2018", name, "\u2019"),
                      paste0("\u201c", Class, "\u201d")), domain = NA)
    want <- def$fields[[name]]
    if (!.S4is(value, want))
        stop(gettextf("invalid assignment for reference class field %s, should be from class %s or a subclass (was class %s)",
                      paste0("\u2018", name, "\u2019"), paste0("\u201c", want, "\u201d"),
                      paste0("\u201c", class(value)[1L], "\u201d")), call. = FALSE, domain = NA)
    invisible(TRUE)
}

.RCinitFields <- function(obj, ...) {
    args <- list(...)
    nms <- names(args)
    if (is.null(nms)) nms <- character(length(args))
    for (i in seq_along(args)) {
        if (!nzchar(nms[i])) {
            a <- args[[i]]
            if (is.environment(a) && !is.null(.S4$refclasses[[class(a)[1L]]])) {
                for (f in names(.S4$refclasses[[class(a)[1L]]]$fields))
                    assign(f, get(f, envir = a), envir = obj)
                next
            }
            stop("unnamed arguments to $new() must be objects from a reference class", call. = FALSE)
        }
        .RCcheckField(obj, nms[i], args[[i]])
        assign(nms[i], args[[i]], envir = obj)
    }
    invisible(obj)
}

.RCcopy <- function(obj, shallow = FALSE) {
    Class <- class(obj)[1L]
    def <- .S4$refclasses[[Class]]
    new <- new.env(parent = parent.env(obj))
    for (f in names(def$fields)) {
        v <- get(f, envir = obj)
        if (!shallow && is.environment(v) && !is.null(.S4$refclasses[[class(v)[1L]]]))
            v <- v$copy()
        assign(f, v, envir = new)
    }
    attr(new, "class") <- attr(obj, "class")
    .RCinstallMethods(new, Class)
    new
}

.RCshowDefault <- function(obj) {
    Class <- class(obj)[1L]
    cat("Reference class object of class \"", Class, "\"\n", sep = "")
    def <- .S4$refclasses[[Class]]
    for (f in names(def$fields)) {
        cat("Field \"", f, "\":\n", sep = "")
        print(get(f, envir = obj))
    }
    invisible()
}

.RCgenerator <- function(Class) {
    gen <- function(...) NULL
    body(gen) <- call(".RCnew", Class, as.name("..."))
    environment(gen) <- globalenv()
    e <- new.env(parent = globalenv())
    e$className <- Class
    e$new <- gen
    e$methods <- function(...) {
        m <- list(...)
        if (length(m) == 1L && is.null(names(m)) && is.list(m[[1L]])) m <- m[[1L]]
        if (!length(m)) return(c(.RCmethodNames(className), .RCbuiltinMethods))
        .RCaddMethods(className, m)
    }
    environment(e$methods) <- e
    e$fields <- function() .S4$refclasses[[className]]$fields
    environment(e$fields) <- e
    e$show <- function() .RCshowGenerator(className)
    environment(e$show) <- e
    attr(gen, "className") <- .S4classAttr(Class)
    attr(gen, "package") <- ".GlobalEnv"
    attr(gen, "generator") <- e
    attr(gen, "class") <- .S4classAttr("refObjectGenerator", "methods")
    gen
}

`$.refObjectGenerator` <- function(x, name) get(name, envir = attr(x, "generator"))

.RCshowGenerator <- function(Class) {
    cat("Generator for class \"", Class, "\":\n", sep = "")
    fields <- .S4$refclasses[[Class]]$fields
    if (length(fields)) {
        cat("\nClass fields:\n")
        nm <- names(fields)
        w <- max(nchar(nm), nchar(fields))
        cat(strrep(" ", 6L), strrep(" ", (w + 1L) * length(nm)), "\n", sep = "")
        cat("Name: ", paste0(" ", formatC(nm, width = w), collapse = ""), "\n", sep = "")
        cat("Class:", paste0(" ", formatC(unname(fields), width = w), collapse = ""), "\n", sep = "")
    } else cat("\nNo fields defined\n")
    invisible()
}

# show and $<- for reference objects, as S4 methods on envRefClass.
.S4$methods$show$envRefClass <- list(sig = "envRefClass", fun = function(object) {
    if (exists("show", envir = object, inherits = FALSE)) object$show()
    else .RCshowDefault(object)
    invisible()
})
.S4$methods$show$refObjectGenerator <- list(sig = "refObjectGenerator", fun = function(object) {
    .RCshowGenerator(attr(object, "className"))
})
.S4$methods[["$<-"]] <- list(envRefClass = list(sig = "envRefClass", fun = function(x, name, value) {
    if (!(name %in% names(.S4$refclasses[[class(x)[1L]]]$fields)) &&
        exists(name, envir = x, inherits = FALSE))
        stop(gettextf("invalid assignment for reference class field %s",
                      paste0("\u2018", name, "\u2019")), call. = FALSE, domain = NA)
    .RCcheckField(x, name, value)
    assign(name, value, envir = x)
    x
}))
.S4prims[["$<-"]] <- TRUE
