# S4 classes and methods: gorir's subset of the methods package. The
# primitives (@, @<-, isS4, standardGeneric, callNextMethod, the S4 object
# type and internal dispatch) are Go, in s4.go.

.S4 <- new.env()
.S4$classes <- new.env()   # class name -> definition (a list)
.S4$generics <- new.env()  # generic name -> list(name, sigargs)
.S4$methods <- new.env()   # generic name -> list of list(sig, fun), by key
.S4$unions <- new.env()    # member class -> the unions it belongs to
.S4$cache <- new.env()     # dispatch cache
.S4$inherited <- new.env() # generic -> inherited selections, for showMethods
.S4prims <- new.env()      # internal generics and groups with methods

# The superclasses of the basic classes, as is() lists them.
.S4basicSupers <- list(
    numeric = "vector",
    double = c("numeric", "vector"),
    integer = c("double", "numeric", "vector", "data.frameRowLabels"),
    character = c("vector", "data.frameRowLabels", "SuperClassMethod"),
    logical = "vector",
    complex = "vector",
    raw = "vector",
    list = "vector",
    expression = "vector",
    "function" = c("OptionalFunction", "PossibleMethod"),
    "NULL" = c("OptionalFunction", "optionalMethod"),
    matrix = c("array", "structure", "vector"),
    array = c("structure", "vector"),
    factor = c("integer", "oldClass", "double", "numeric", "vector",
               "data.frameRowLabels"),
    data.frame = c("list", "oldClass", "vector"),
    environment = character(),
    name = "language",
    call = "language",
    language = character(),
    vector = character(),
    ANY = character())

.S4groupMembers <- list(
    Arith = c("+", "-", "*", "/", "^", "%%", "%/%"),
    Compare = c("==", "!=", "<", ">", "<=", ">="),
    Logic = c("&", "|"),
    Math = c("abs", "sign", "sqrt", "ceiling", "floor", "trunc", "cummax",
             "cummin", "cumprod", "cumsum", "exp", "expm1", "log", "log10",
             "log2", "log1p", "cos", "cosh", "sin", "sinh", "tan", "tanh",
             "acos", "acosh", "asin", "asinh", "atan", "atanh", "cospi",
             "sinpi", "tanpi", "gamma", "lgamma", "digamma", "trigamma"),
    Summary = c("max", "min", "range", "prod", "sum", "any", "all"),
    Complex = c("Arg", "Conj", "Im", "Mod", "Re"))

.S4primFormals <- list(
    "$" = c("x", "name"), "$<-" = c("x", "name", "value"),
    "[" = c("x", "i", "j", "...", "drop"),
    "[<-" = c("x", "i", "j", "...", "value"),
    "[[" = c("x", "i", "j", "..."), "[[<-" = c("x", "i", "j", "...", "value"),
    length = "x", "length<-" = c("x", "value"), c = c("x", "..."),
    as.vector = c("x", "mode"), is.na = "x", rep = c("x", "..."),
    rev = "x", as.list = c("x", "..."), anyDuplicated = c("x", "incomparables", "..."),
    is.numeric = "x", dim = "x", "dim<-" = c("x", "value"), dimnames = "x",
    "dimnames<-" = c("x", "value"), as.character = c("x", "..."),
    as.numeric = c("x", "..."), as.double = c("x", "..."), as.integer = c("x", "..."),
    as.logical = c("x", "..."), as.complex = c("x", "..."),
    unique = c("x", "incomparables", "..."), duplicated = c("x", "incomparables", "..."))

# The groups a member of a group generic belongs to, innermost first.
.S4groupsOf <- function(f) {
    out <- character()
    for (g in names(.S4groupMembers))
        if (f %in% .S4groupMembers[[g]]) out <- c(out, g)
    if (any(out %in% c("Arith", "Compare", "Logic"))) out <- c(out, "Ops")
    if (f %in% c("Arith", "Compare", "Logic")) out <- "Ops"
    out
}

.S4isPrim <- function(f)
    f %in% names(.S4primFormals) || f %in% names(.S4groupMembers) ||
        f == "Ops" || length(.S4groupsOf(f)) > 0L || f == "!"

.S4genericFormals <- function(f) {
    if (!is.null(fm <- .S4primFormals[[f]])) return(fm)
    if (.S4isPrim(f)) {
        if (f %in% c("Math", .S4groupMembers$Math, "Complex", .S4groupMembers$Complex, "!"))
            return("x")
        if (f %in% c("Summary", .S4groupMembers$Summary)) return(c("x", "...", "na.rm"))
        return(c("e1", "e2"))
    }
    g <- .S4$generics[[f]]
    if (is.null(g)) character() else g$formals
}

.S4sigArgs <- function(f) {
    fm <- .S4genericFormals(f)
    fm[fm != "..."]
}

.S4defaultProto <- function(cl) {
    switch(cl,
           numeric = numeric(), double = numeric(), character = character(),
           logical = logical(), integer = integer(), complex = complex(),
           raw = raw(), list = list(), expression = expression(),
           "function" = function() NULL, matrix = matrix(logical(), 0L, 0L),
           array = array(NA, 0L), data.frame = data.frame(),
           factor = factor(), environment = new.env(), name = as.name("<UNDEFINED>"),
           {
               def <- .S4$classes[[cl]]
               if (!is.null(def) && !def$virtual) def$prototype else NULL
           })
}

.S4class1 <- function(x) {
    if (isS4(x)) return(class(x)[1L])
    cl <- class(x)
    cl[1L]
}

# The superclasses of class cl with their distances, nearest first.
.S4extends <- function(cl) {
    def <- .S4$classes[[cl]]
    if (!is.null(def)) {
        out <- def$contains
    } else {
        b <- .S4basicSupers[[cl]]
        out <- if (is.null(b)) integer() else structure(seq_along(b), names = b)
    }
    i <- 0L
    todo <- c(structure(0L, names = cl), out)
    while (i < length(todo)) {
        i <- i + 1L
        nm <- names(todo)[i]
        us <- .S4$unions[[nm]]
        for (u in us) {
            if (u == cl || u %in% names(out)) next
            d <- todo[[i]] + 1L
            out[u] <- d
            todo[u] <- d
            ud <- .S4$classes[[u]]
            if (!is.null(ud)) for (k in names(ud$contains)) {
                if (k != cl && !(k %in% names(out))) {
                    out[k] <- d + ud$contains[[k]]
                    todo[k] <- out[[k]]
                }
            }
        }
    }
    if (length(out)) out[order(out)] else out
}

.S4is <- function(object, class2) {
    if (identical(class2, "ANY")) return(TRUE)
    cl <- class(object)
    if (class2 %in% cl) return(TRUE)
    for (k in cl) if (class2 %in% names(.S4extends(k))) return(TRUE)
    if (!isS4(object)) {
        t <- typeof(object)
        if (class2 == "numeric" && (t == "double" || t == "integer") && !is.factor(object))
            return(TRUE)
        if (class2 == "function" && is.function(object)) return(TRUE)
        if (class2 %in% c("character", "logical", "integer", "complex", "list", "double") &&
            t == class2 && !is.object(object)) return(TRUE)
        if (inherits(object, class2)) return(TRUE)
    }
    FALSE
}

is <- function(object, class2) {
    cl <- .S4class1(object)
    if (missing(class2)) {
        if (!isS4(object) && length(class(object)) > 1L && is.null(.S4$classes[[cl]]) &&
            is.null(.S4basicSupers[[cl]]))
            return(class(object))
        return(c(cl, names(.S4extends(cl))))
    }
    .S4is(object, class2)
}

extends <- function(class1, class2, maybe = TRUE, fullInfo = FALSE) {
    if (missing(class2)) return(c(class1, names(.S4extends(class1))))
    class2 == "ANY" || class1 == class2 || class2 %in% names(.S4extends(class1))
}

representation <- function(...) list(...)

prototype <- function(...) list(...)

signature <- function(...) {
    x <- list(...)
    nm <- names(x)
    out <- as.character(unlist(x))
    if (!is.null(nm)) names(out) <- nm
    out
}

.S4classAttr <- function(Class, package = ".GlobalEnv")
    structure(Class, package = package)

# The slots of a representation: a named character vector (unnamed
# elements are superclasses or "VIRTUAL").
.S4parseRep <- function(rep) {
    if (is.null(rep) || length(rep) == 0L) return(list(slots = character(), unnamed = character()))
    vals <- vapply(as.list(rep), function(v) as.character(v)[1L], "")
    nm <- names(rep)
    if (is.null(nm)) {
        if (is.character(rep) && !is.list(rep))
            return(list(slots = character(), unnamed = vals))
        nm <- character(length(vals))
    }
    list(slots = vals[nzchar(nm)], unnamed = unname(vals[!nzchar(nm)]))
}

setClass <- function(Class, representation = list(), prototype = NULL,
                     contains = character(), validity = NULL, access = list(),
                     where = topenv(parent.frame()), version = NULL,
                     sealed = FALSE, package = ".GlobalEnv",
                     S3methods = FALSE, slots) {
    rep <- .S4parseRep(representation)
    own <- rep$slots
    if (!missing(slots)) {
        if (is.character(slots) && is.null(names(slots))) {
            s <- rep("ANY", length(slots))
            names(s) <- slots
            own <- c(own, s)
        } else {
            own <- c(own, .S4parseRep(slots)$slots)
        }
    }
    contains <- c(as.character(contains), rep$unnamed)
    virtual <- "VIRTUAL" %in% contains
    contains <- contains[contains != "VIRTUAL"]
    supers <- integer()
    allSlots <- own
    dataPart <- NULL
    protoFrom <- list()
    for (sc in contains) {
        sdef <- .S4$classes[[sc]]
        if (!is.null(sdef)) {
            if (!(sc %in% names(supers))) supers[sc] <- 1L
            for (k in names(sdef$contains))
                if (!(k %in% names(supers))) supers[k] <- sdef$contains[[k]] + 1L
            for (s in names(sdef$slots))
                if (!(s %in% names(allSlots))) {
                    allSlots[s] <- sdef$slots[[s]]
                    protoFrom[[s]] <- sc
                }
            if (!is.null(sdef$dataPart)) dataPart <- sdef$dataPart
        } else if (!is.null(.S4basicSupers[[sc]])) {
            dataPart <- sc
            supers[sc] <- 1L
            b <- .S4basicSupers[[sc]]
            for (k in seq_along(b))
                if (!(b[k] %in% names(supers))) supers[b[k]] <- k + 1L
        } else {
            stop(gettextf("no definition was found for superclass %s in the specification of class %s",
                          paste0("\u201c", sc, "\u201d"), paste0("\u201c", Class, "\u201d")),
                 domain = NA)
        }
    }
    if (!is.null(dataPart)) {
        allSlots <- allSlots[names(allSlots) != ".Data"]
        allSlots <- c(.Data = dataPart, allSlots)
    }
    if (length(supers)) supers <- supers[order(supers)]
    if (is.function(prototype)) prototype <- NULL
    proto <- if (is.null(prototype)) list() else as.list(prototype)
    pn <- names(proto)
    if (is.null(pn)) pn <- character(length(proto))
    obj <- if (is.null(dataPart)) .S4object() else .S4defaultProto(dataPart)
    if (!is.null(dataPart) && any(!nzchar(pn)))
        obj <- proto[!nzchar(pn)][[1L]]
    for (s in names(allSlots)) {
        if (s == ".Data") next
        if (s %in% pn) v <- proto[[s]]
        else if (!is.null(protoFrom[[s]])) v <- .S4getSlot(.S4$classes[[protoFrom[[s]]]]$prototype, s)
        else v <- .S4defaultProto(allSlots[[s]])
        obj <- .S4setSlot(obj, s, v)
    }
    attr(obj, "class") <- .S4classAttr(Class)
    def <- list(className = Class, package = package, slots = allSlots,
                contains = supers, direct = contains, virtual = virtual,
                validity = validity, prototype = obj, dataPart = dataPart,
                subclasses = character(), union = FALSE)
    old <- .S4$classes[[Class]]
    if (!is.null(old)) def$subclasses <- old$subclasses
    assign(Class, def, envir = .S4$classes)
    for (sc in names(supers)) {
        sd <- .S4$classes[[sc]]
        if (!is.null(sd) && !(Class %in% sd$subclasses)) {
            sd$subclasses <- c(sd$subclasses, Class)
            assign(sc, sd, envir = .S4$classes)
        }
    }
    .S4clearCache()
    invisible(.S4generator(Class))
}

.S4generator <- function(Class) {
    gen <- function(...) NULL
    body(gen) <- call("new", Class, as.name("..."))
    environment(gen) <- globalenv()
    attr(gen, "className") <- .S4classAttr(Class)
    attr(gen, "package") <- ".GlobalEnv"
    attr(gen, "class") <- .S4classAttr("classGeneratorFunction", "methods")
    gen
}

.S4clearCache <- function() {
    rm(list = ls(.S4$cache, all.names = TRUE), envir = .S4$cache)
    invisible()
}

setClassUnion <- function(name, members = character(), where = topenv(parent.frame())) {
    def <- list(className = name, package = ".GlobalEnv", slots = character(),
                contains = integer(), direct = character(), virtual = TRUE,
                validity = NULL, prototype = NULL, dataPart = NULL,
                subclasses = as.character(members), union = TRUE)
    assign(name, def, envir = .S4$classes)
    for (m in members) {
        assign(m, unique(c(.S4$unions[[m]], name)), envir = .S4$unions)
    }
    .S4clearCache()
    invisible(.S4generator(name))
}

setOldClass <- function(Classes, prototype = NULL, where = topenv(parent.frame()),
                        test = FALSE, S4Class) {
    invisible(NULL)
}

isVirtualClass <- function(Class, formal = TRUE, where = topenv(parent.frame())) {
    def <- .S4$classes[[Class]]
    if (is.null(def)) return(is.null(.S4basicSupers[[Class]]))
    def$virtual
}

isClass <- function(Class, formal = TRUE, where = topenv(parent.frame()))
    !is.null(.S4$classes[[Class]]) || !is.null(.S4basicSupers[[Class]])

existsClass <- isClass

removeClass <- function(Class, where = topenv(parent.frame())) {
    if (is.null(.S4$classes[[Class]])) {
        warning(gettextf("class definition for %s not found (no action taken)",
                         paste0("\u201c", Class, "\u201d")), domain = NA)
        return(FALSE)
    }
    rm(list = Class, envir = .S4$classes)
    .S4clearCache()
    TRUE
}

getClass <- function(Class, .Force = FALSE, where = topenv(parent.frame())) {
    if (isS4(Class) || is.list(Class)) return(Class)
    def <- .S4$classes[[Class]]
    if (is.null(def)) {
        if (!is.null(.S4basicSupers[[Class]])) {
            b <- .S4basicSupers[[Class]]
            return(structure(list(className = Class, package = "methods",
                                  slots = character(),
                                  contains = structure(seq_along(b), names = b),
                                  direct = b[1L], virtual = Class %in% c("vector", "ANY", "language"),
                                  validity = NULL, prototype = .S4defaultProto(Class),
                                  dataPart = NULL, subclasses = character(), union = FALSE),
                             class = "classRepresentation"))
        }
        stop(gettextf("%s is not a defined class", paste0("\u201c", Class, "\u201d")),
             domain = NA)
    }
    structure(def, class = "classRepresentation")
}

getClassDef <- function(Class, where, package, inherits = TRUE) {
    def <- .S4$classes[[Class]]
    if (is.null(def)) NULL else structure(def, class = "classRepresentation")
}

slotNames <- function(x) {
    cl <- if (is.character(x) && !isS4(x)) x[1L] else class(x)[1L]
    def <- .S4$classes[[cl]]
    if (is.null(def)) character() else names(def$slots)
}

getSlots <- function(x) {
    def <- if (is.character(x)) .S4$classes[[x]] else x
    if (is.null(def)) stop(gettextf("%s is not a defined class", paste0("\u201c", x, "\u201d")),
                           domain = NA)
    def$slots
}

slot <- function(object, name) .S4getSlot(object, name)

`slot<-` <- function(object, name, check = TRUE, value) {
    if (check && isS4(object)) {
        msg <- .S4checkAssign(class(object), name, class(value), "slot ")
        if (!is.null(msg)) stop(msg, domain = NA)
    }
    .S4setSlot(object, name, value)
}

.hasSlot <- function(object, name) .S4hasSlot(object, name)

.checkAtAssignment <- function(cl, name, valueClass) {
    msg <- .S4checkAssign(cl, name, valueClass, "@")
    if (!is.null(msg)) stop(msg, domain = NA)
    invisible(TRUE)
}

.S4checkAssign <- function(cl, name, valueClass, what) {
    def <- .S4$classes[[cl[1L]]]
    slots <- if (is.null(def)) character() else def$slots
    if (!(name %in% names(slots)))
        return(gettextf("%s is not a slot in class %s", paste0("\u2018", name, "\u2019"),
                        paste0("\u201c", cl[1L], "\u201d")))
    want <- slots[[name]]
    if (want == "ANY" || want %in% valueClass) return(NULL)
    for (k in valueClass) if (want %in% names(.S4extends(k))) return(NULL)
    if (want == "numeric" && any(valueClass %in% c("integer", "double"))) return(NULL)
    gettextf("assignment of an object of class %s is not valid for %s%s in an object of class %s; is(value, \"%s\") is not TRUE",
             paste0("\u201c", valueClass[1L], "\u201d"), what, paste0("\u2018", name, "\u2019"),
             paste0("\u201c", cl[1L], "\u201d"), want)
}

new <- function(Class, ...) {
    if (is.character(Class) && !is.null(.S4$refclasses[[Class]])) return(.RCnew(Class, ...))
    ClassDef <- getClass(Class, where = topenv(parent.frame()))
    if (ClassDef$virtual)
        stop(gettextf("trying to generate an object from a virtual class (\"%s\")",
                      ClassDef$className), domain = NA)
    value <- ClassDef$prototype
    initialize(value, ...)
}

validObject <- function(object, test = FALSE, complete = FALSE) {
    Class <- class(object)[1L]
    classDef <- .S4$classes[[Class]]
    errors <- character()
    if (!is.null(classDef)) {
        slotTypes <- classDef$slots
        for (i in seq_along(slotTypes)) {
            sn <- names(slotTypes)[i]
            if (sn == ".Data") next
            sv <- .S4getSlot(object, sn)
            want <- slotTypes[[i]]
            if (!.S4is(sv, want))
                errors <- c(errors, paste0("invalid object for slot \"", sn, "\" in class \"",
                                           Class, "\": got class \"", class(sv)[1L],
                                           "\", should be or extend class \"", want, "\""))
        }
        anyStrings <- function(x) if (isTRUE(x)) character() else x
        sups <- rev(names(classDef$contains))
        for (sc in c(sups, Class)) {
            if (length(errors)) break
            sd <- .S4$classes[[sc]]
            validityMethod <- sd$validity
            if (is.null(validityMethod)) next
            errors <- c(errors, anyStrings(validityMethod(object)))
        }
    }
    if (length(errors)) {
        if (test) return(errors)
        msg <- gettextf("invalid class %s object", paste0("\u201c", Class, "\u201d"))
        if (length(errors) > 1L)
            stop(paste(paste0(msg, ":"), paste(seq_along(errors), errors, sep = ": "),
                       collapse = "\n"), domain = NA)
        else stop(msg, ": ", errors, domain = NA)
    }
    TRUE
}

setValidity <- function(Class, method, where = topenv(parent.frame())) {
    def <- .S4$classes[[Class]]
    if (is.null(def))
        stop(gettextf("class %s not found on 'where'; 'setValidity' cannot be used",
                      paste0("\u201c", Class, "\u201d")), domain = NA)
    def$validity <- method
    assign(Class, def, envir = .S4$classes)
    structure(def, class = "classRepresentation")
}

getValidity <- function(ClassDef) ClassDef$validity

# ---- generics and methods ----

setGeneric <- function(name, def = NULL, where = topenv(parent.frame()),
                       package = NULL, signature = NULL, useAsDefault = NULL,
                       genericFunction = NULL, valueClass = NULL,
                       simpleInheritanceOnly = NULL) {
    if (.S4isPrim(name) && is.null(def)) {
        assign(name, TRUE, envir = .S4prims)
        return(name)
    }
    default <- NULL
    if (is.null(def)) {
        fun <- if (exists(name, envir = where, mode = "function"))
                   get(name, envir = where, mode = "function") else NULL
        if (is.null(fun))
            stop(gettextf("must supply a function skeleton for %s, explicitly or via an existing function",
                          paste0("\u2018", name, "\u2019")), domain = NA)
        if (!is.null(.S4$generics[[name]])) return(name)
        default <- fun
        fm <- if (is.primitive(fun)) NULL else formals(args(fun))
        if (is.null(fm)) fm <- alist(x = , ... = )
        def <- .S4makeFunction(fm, call("standardGeneric", name), where)
    } else {
        if (!.S4callsStandardGeneric(body(def))) {
            default <- def
            def <- .S4makeFunction(formals(def), call("standardGeneric", name), where)
        }
        if (!is.null(useAsDefault) && is.function(useAsDefault)) default <- useAsDefault
    }
    fm <- names(formals(def))
    sigargs <- if (is.null(signature)) fm[fm != "..."] else signature
    environment(def) <- new.env(parent = where)
    attr(def, "generic") <- structure(name, package = ".GlobalEnv")
    attr(def, "package") <- ".GlobalEnv"
    attr(def, "class") <- .S4classAttr("standardGeneric", "methods")
    assign(name, list(name = name, formals = fm, sigargs = sigargs,
                      valueClass = valueClass, def = def), envir = .S4$generics)
    if (is.null(.S4$methods[[name]])) assign(name, list(), envir = .S4$methods)
    if (!is.null(default)) .S4addMethod(name, "ANY", default)
    .S4clearCache()
    assign(name, def, envir = where)
    name
}

.S4callsStandardGeneric <- function(e) .S4calls(e, "standardGeneric")

.S4calls <- function(e, name) {
    if (is.call(e)) {
        if (identical(e[[1L]], as.name(name))) return(TRUE)
        for (i in seq_along(e)) {
            if (i == 1L) next
            a <- e[[i]]
            if (!missing(a) && .S4calls(a, name)) return(TRUE)
        }
    }
    FALSE
}

isGeneric <- function(f, where = topenv(parent.frame()), fdef = NULL, getName = FALSE)
    !is.null(.S4$generics[[f]]) || (.S4isPrim(f) && exists(f, envir = .S4prims))

.S4sigKey <- function(sig) {
    while (length(sig) > 1L && sig[length(sig)] == "ANY") sig <- sig[-length(sig)]
    paste(sig, collapse = "#")
}

# A signature as given to setMethod, matched to the generic's arguments.
.S4normSig <- function(f, signature) {
    sigargs <- .S4sigArgs(f)
    signature <- as.character(signature)
    nm <- names(signature)
    out <- rep("ANY", max(length(sigargs), length(signature), 1L))
    if (is.null(nm)) nm <- character(length(signature))
    pos <- 1L
    for (i in seq_along(signature)) {
        if (nzchar(nm[i])) {
            k <- match(nm[i], sigargs)
            if (is.na(k))
                stop(gettextf("the method for function %s and signature %s is not a valid signature",
                              paste0("\u2018", f, "\u2019"), signature[i]), domain = NA)
            out[k] <- signature[i]
        } else {
            out[pos] <- signature[i]
            pos <- pos + 1L
        }
    }
    while (length(out) > 1L && out[length(out)] == "ANY") out <- out[-length(out)]
    out
}

.S4addMethod <- function(f, sig, fun) {
    tab <- .S4$methods[[f]]
    if (is.null(tab)) tab <- list()
    key <- .S4sigKey(sig)
    tab[[key]] <- list(sig = sig, fun = fun)
    assign(f, tab, envir = .S4$methods)
}

setMethod <- function(f, signature = character(), definition,
                      where = topenv(parent.frame()), valueClass = NULL,
                      sealed = FALSE) {
    prim <- .S4isPrim(f)
    if (!prim && is.null(.S4$generics[[f]])) {
        if (exists(f, envir = where, mode = "function")) {
            fun <- get(f, envir = where, mode = "function")
            if (is.primitive(fun) || !.S4calls(body(fun), "UseMethod")) {
                fenv <- environment(fun)
                if (is.null(fenv) || identical(fenv, baseenv()))
                    message(gettextf("Creating a generic function for %s from package %s in the global environment",
                                     paste0("\u2018", f, "\u2019"), "\u2018base\u2019"), domain = NA)
                else
                    message(gettextf("Creating a generic function from function %s in the global environment",
                                     paste0("\u2018", f, "\u2019")), domain = NA)
            }
            setGeneric(f, where = where)
        } else {
            stop(gettextf("no existing definition for function %s",
                          paste0("\u2018", f, "\u2019")), domain = NA)
        }
    }
    sig <- .S4normSig(f, signature)
    gf <- .S4genericFormals(f)
    mf <- names(formals(definition))
    if (length(gf) && length(mf) == length(gf) && !identical(mf, gf)) {
        warning(gettextf("For function %s, signature %s: argument in method definition changed from (%s) to (%s)",
                         paste0("\u2018", f, "\u2019"), paste0("\u2018", paste(sig, collapse = "#"), "\u2019"),
                         paste(mf, collapse = ", "), paste(gf, collapse = ", ")),
                call. = FALSE, domain = NA)
        definition <- .S4rename(definition, gf)
    }
    .S4addMethod(f, sig, definition)
    .S4$inherited[[f]] <- NULL
    if (prim) assign(f, TRUE, envir = .S4prims)
    .S4clearCache()
    invisible(f)
}

# A method whose formals are renamed to the generic's: the original runs
# as .local.
.S4rename <- function(def, gf) {
    fm <- rep(list(quote(expr = )), length(gf))
    names(fm) <- gf
    args <- lapply(gf, as.name)
    body <- call("{", call("<-", as.name(".local"), def),
                 as.call(c(list(as.name(".local")), args)))
    .S4makeFunction(fm, body, environment(def))
}

.S4makeFunction <- function(formals, body, env) {
    f <- function() NULL
    formals(f) <- formals
    body(f) <- body
    environment(f) <- env
    f
}

removeMethod <- function(f, signature = character(), where = topenv(parent.frame())) {
    sig <- .S4normSig(f, signature)
    key <- .S4sigKey(sig)
    tab <- .S4$methods[[f]]
    if (is.null(tab) || is.null(tab[[key]])) {
        warning(gettextf("no method found for function %s and signature %s",
                         paste0("\u2018", f, "\u2019"), paste0("\"", sig, "\"", collapse = ", ")),
                domain = NA)
        return(FALSE)
    }
    tab[[key]] <- NULL
    assign(f, tab, envir = .S4$methods)
    .S4$inherited[[f]] <- NULL
    .S4clearCache()
    TRUE
}

existsMethod <- function(f, signature = character(), where = topenv(parent.frame())) {
    tab <- .S4$methods[[f]]
    if (is.null(tab)) return(FALSE)
    !is.null(tab[[.S4sigKey(.S4normSig(f, signature))]])
}

hasMethod <- function(f, signature = character(), where = topenv(parent.frame())) {
    tab <- .S4$methods[[f]]
    if (is.null(tab) || !length(tab)) return(FALSE)
    if (!length(signature)) return(TRUE)
    sig <- .S4normSig(f, signature)
    !is.null(.S4select(f, sig, FALSE, note = FALSE))
}

getMethod <- function(f, signature = character(), where = topenv(parent.frame()),
                      optional = FALSE, mlist, fdef) {
    tab <- .S4$methods[[f]]
    sig <- .S4normSig(f, signature)
    m <- if (is.null(tab)) NULL else tab[[.S4sigKey(sig)]]
    if (is.null(m)) {
        if (optional) return(NULL)
        stop(gettextf("no method for %s matches class %s",
                      paste0("\u2018", f, "\u2019"), paste0("\u201c", paste(sig, collapse = ", "), "\u201d")),
             domain = NA)
    }
    .S4methodDefinition(f, m$fun, sig, m$sig)
}

.S4methodDefinition <- function(f, fun, target, defined) {
    if (!is.function(fun) || is.primitive(fun)) return(fun)
    n <- max(length(target), length(defined))
    target <- c(target, rep("ANY", n - length(target)))
    defined <- c(defined, rep("ANY", n - length(defined)))
    names(target) <- names(defined) <- .S4sigArgs(f)[seq_len(n)]
    attr(fun, "target") <- target
    attr(fun, "defined") <- defined
    attr(fun, "generic") <- structure(f, package = ".GlobalEnv")
    attr(fun, "class") <- .S4classAttr("MethodDefinition", "methods")
    fun
}

.S4methodOf <- function(f, fun) {
    for (e in .S4$methods[[f]]) if (identical(e$fun, fun)) return(e$sig)
    "ANY"
}

selectMethod <- function(f, signature, optional = FALSE, useInherited, mlist = NULL,
                         fdef = NULL, verbose = FALSE, doCache = FALSE) {
    sig <- .S4normSig(f, signature)
    ms <- .S4select(f, sig, .S4isPrim(f), note = FALSE)
    if (is.null(ms) || is.null(ms[[1L]])) {
        if (optional) return(NULL)
        stop(gettextf("no method for %s matches class %s",
                      paste0("\u2018", f, "\u2019"), paste0("\u201c", paste(sig, collapse = ", "), "\u201d")),
             domain = NA)
    }
    .S4methodDefinition(f, ms[[1L]], sig, .S4methodOf(f, ms[[1L]]))
}

showMethods <- function(f, where, classes = NULL, includeDefs = FALSE, inherited = !missing(classes),
                        showEmpty, printTo = stdout(), fdef) {
    tab <- .S4$methods[[f]]
    sigargs <- .S4sigArgs(f)
    cat("Function: ", f, " (package .GlobalEnv)\n", sep = "")
    if (length(tab)) {
        n <- max(vapply(tab, function(e) length(e$sig), 1L))
        lab <- function(s) {
            s <- c(s, rep("ANY", n - length(s)))[seq_len(n)]
            paste0(sigargs[seq_len(n)], "=\"", s, "\"", collapse = ", ")
        }
        lines <- unname(vapply(tab, function(e) lab(e$sig), ""))
        keys <- lines
        for (e in .S4$inherited[[f]]) {
            k <- lab(e$sig)
            if (k %in% keys) next
            keys <- c(keys, k)
            lines <- c(lines, paste0(k, "\n    (inherited from: ", lab(e$from), ")"))
        }
        lines <- lines[order(tolower(keys))]
        cat(paste0(lines, "\n"), sep = "")
    }
    cat("\n")
    invisible()
}

# The methods of f applicable to classes, best first, as a list of
# functions; for an internal generic the list ends with NULL, standing
# for the internal default. NULL when no method applies.
.S4select <- function(f, classes, prim, note = TRUE) {
    key <- paste(c(f, classes), collapse = "\r")
    if (!is.null(hit <- .S4$cache[[key]])) return(hit)
    siglen <- 1L
    tables <- c(f, if (prim) .S4groupsOf(f))
    for (t in tables) for (e in .S4$methods[[t]]) siglen <- max(siglen, length(e$sig))
    if (length(classes) > siglen) classes <- classes[seq_len(siglen)]
    supers <- lapply(classes, function(cl) {
        if (cl == "missing") integer() else .S4extends(cl)
    })
    funs <- list()
    dists <- list()
    labels <- character()
    totals <- numeric()
    for (ti in seq_along(tables)) {
        for (e in .S4$methods[[tables[ti]]]) {
            sig <- c(e$sig, rep("ANY", max(0L, length(classes) - length(e$sig))))
            d <- integer(length(classes))
            ok <- TRUE
            for (i in seq_along(classes)) {
                s <- sig[i]
                cl <- classes[i]
                if (s == cl) d[i] <- 0L
                else if (s == "ANY") d[i] <- length(supers[[i]]) + 1L
                else if (!is.na(k <- match(s, names(supers[[i]])))) d[i] <- supers[[i]][[k]]
                else { ok <- FALSE; break }
            }
            if (!ok) next
            funs[[length(funs) + 1L]] <- e$fun
            dists[[length(dists) + 1L]] <- d
            labels <- c(labels, paste(sig, collapse = "#"))
            totals <- c(totals, sum(d) + (ti - 1L) * 0.5)
        }
    }
    if (!length(funs)) return(NULL)
    o <- order(totals)
    if (note && length(funs) > 1L) {
        best <- o[1L]
        nondom <- vapply(seq_along(funs), function(j) {
            for (k in seq_along(funs))
                if (k != j && all(dists[[k]] <= dists[[j]]) && any(dists[[k]] < dists[[j]]))
                    return(FALSE)
            TRUE
        }, TRUE)
        others <- setdiff(which(nondom), best)
        if (nondom[best] && length(others) && any(dists[[best]] > 0L))
            message(gettextf("Note: method with signature %s chosen for function %s,\n target signature %s.\n %s would also be valid",
                             paste0("\u2018", labels[best], "\u2019"), paste0("\u2018", f, "\u2019"),
                             paste0("\u2018", paste(classes, collapse = "#"), "\u2019"),
                             paste0("\"", labels[others], "\"", collapse = ", ")),
                    domain = NA)
    }
    out <- funs[o]
    if (note && !prim) {
        best <- o[1L]
        bsig <- strsplit(labels[best], "#", fixed = TRUE)[[1L]]
        if (!identical(bsig, classes)) {
            inh <- .S4$inherited[[f]]
            if (is.null(inh)) inh <- list()
            inh[[paste(classes, collapse = "#")]] <- list(sig = classes, from = bsig)
            .S4$inherited[[f]] <- inh
        }
    }
    if (prim) out <- c(out, list(NULL))
    assign(key, out, envir = .S4$cache)
    out
}

.S4noMethod <- function(classes, fdef, mtable) {
    siglen <- 1L
    for (e in .S4$methods[[fdef]]) siglen <- max(siglen, length(e$sig))
    if (length(classes) > siglen) classes <- classes[seq_len(siglen)]
    stop(gettextf("unable to find an inherited method for function %s for signature %s",
                  paste0("\u2018", fdef, "\u2019"),
                  paste0("\u2018", paste0("\"", classes, "\"", collapse = ", "), "\u2019")),
         domain = NA)
}

callGeneric <- function(...) {
    frame <- parent.frame()
    f <- get(".Generic", envir = frame)
    if (nargs() == 0L) {
        fm <- names(formals(sys.function(sys.parent())))
        args <- lapply(fm, as.name)
        names(args) <- ifelse(fm == "...", "", fm)
        return(eval(as.call(c(list(as.name(f)), args)), frame))
    }
    fun <- get(f, envir = frame, mode = "function")
    fun(...)
}

# ---- initialize, show ----

initialize <- function(.Object, ...) standardGeneric("initialize")

.S4initDefault <- function(.Object, ...) {
    args <- list(...)
    if (length(args)) {
        Class <- class(.Object)[1L]
        ClassDef <- .S4$classes[[Class]]
        if (is.null(ClassDef)) {
            if (length(args) == 1L && is.null(names(args))) return(as(args[[1L]], Class))
            return(.Object)
        }
        nms <- names(args)
        if (is.null(nms)) nms <- character(length(args))
        slotsOK <- names(ClassDef$slots)
        for (a in args[!nzchar(nms)]) {
            acl <- class(a)[1L]
            if (isS4(a) && (acl == Class || acl %in% names(ClassDef$contains))) {
                ad <- .S4$classes[[acl]]
                for (s in names(ad$slots))
                    .Object <- .S4setSlot(.Object, s, .S4getSlot(a, s))
            } else if (!is.null(ClassDef$dataPart) && .S4is(a, ClassDef$dataPart)) {
                .Object <- .S4setSlot(.Object, ".Data", a)
            } else {
                stop(gettextf("cannot use object of class %s in new():  class %s does not extend that class",
                              paste0("\u201c", acl, "\u201d"), paste0("\u201c", Class, "\u201d")),
                     domain = NA)
            }
        }
        named <- nms[nzchar(nms)]
        bad <- named[!(named %in% slotsOK)]
        if (length(bad)) {
            if (length(bad) == 1L)
                stop(gettextf("invalid name for slot of class %s: %s",
                              paste0("\u201c", Class, "\u201d"), bad), domain = NA)
            stop(gettextf("invalid names for slots of class %s: %s",
                          paste0("\u201c", Class, "\u201d"), paste(bad, collapse = ", ")),
                 domain = NA)
        }
        for (i in which(nzchar(nms)))
            .Object <- .S4setSlot(.Object, nms[i], args[[i]])
        validObject(.Object)
    }
    .Object
}

show <- function(object) standardGeneric("show")

.S4showDefault <- function(object) {
    if (!isS4(object)) {
        print(object)
        return(invisible())
    }
    cl <- class(object)[1L]
    def <- .S4$classes[[cl]]
    if (inherits(object, "standardGeneric")) {
        f <- attr(object, "generic")
        cat("standardGeneric for \"", f, "\" defined from package \"", attr(f, "package"),
            "\"\n\n", sep = "")
        fun <- object
        attributes(fun) <- NULL
        print(fun)
        cat("Methods may be defined for arguments: ", paste(.S4sigArgs(f), collapse = ", "), "\n",
            "Use  showMethods(", f, ")  for currently available ones.\n", sep = "")
        return(invisible())
    }
    if (inherits(object, "MethodDefinition")) {
        cat("Method Definition:\n\n")
        fun <- object
        attributes(fun) <- NULL
        print(fun)
        cat("\nSignatures:\n")
        tgt <- attr(object, "target")
        m <- rbind(target = unname(tgt), defined = unname(attr(object, "defined")))
        colnames(m) <- names(tgt)
        print(m)
        return(invisible())
    }
    if (inherits(object, "classGeneratorFunction")) {
        cl <- attr(object, "className")
        cat("class generator function for class \u201c", cl, "\u201d from package \u2018",
            attr(cl, "package"), "\u2019\n", sep = "")
        fun <- object
        attributes(fun) <- NULL
        print(fun)
        return(invisible())
    }
    cat("An object of class ", "\"", cl, "\"", "\n", sep = "")
    slots <- if (is.null(def)) setdiff(names(attributes(object)), "class") else names(def$slots)
    if (".Data" %in% slots) {
        print(.S4getSlot(object, ".Data"))
        slots <- slots[slots != ".Data"]
    }
    for (s in slots) {
        cat("Slot \"", s, "\":\n", sep = "")
        print(.S4getSlot(object, s))
        cat("\n")
    }
    invisible()
}

showDefault <- function(object, oldMethods = TRUE) .S4showDefault(object)

print.classRepresentation <- function(x, ...) {
    showClass(x)
    invisible(x)
}

showClass <- function(Class, complete = TRUE, propertiesAreCalled = "Slots") {
    def <- if (is.character(Class)) getClass(Class) else Class
    cat(if (def$virtual) "Virtual Class " else "Class ", "\"", def$className,
        "\" [in \"", def$package, "\"]\n", sep = "")
    slots <- def$slots
    if (length(slots)) {
        cat("\n", propertiesAreCalled, ":\n", sep = "")
        nm <- names(slots)
        w <- max(nchar(nm), nchar(slots))
        cat(strrep(" ", 6L), strrep(" ", (w + 1L) * length(nm)), "\n", sep = "")
        cat("Name: ", paste0(" ", formatC(nm, width = w), collapse = ""), "\n", sep = "")
        cat("Class:", paste0(" ", formatC(unname(slots), width = w), collapse = ""), "\n", sep = "")
    } else if (def$union) {
        cat("\nNo Slots, prototype of class \"NULL\"\n")
    } else {
        cat("\nNo Slots, prototype of class \"S4\"\n")
    }
    ext <- if (def$union) def$contains else .S4extends(def$className)
    .S4showRelated("Extends", ext, def)
    subs <- def$subclasses
    if (length(subs)) {
        d <- vapply(subs, function(s) {
            sd <- .S4$classes[[s]]
            if (is.null(sd) || is.null(sd$contains[def$className][[1L]])) 1L
            else sd$contains[[def$className]]
        }, 1L)
        .S4showRelated("Known Subclasses", d[order(d)], def, sub = TRUE)
    }
    invisible()
}

.S4showRelated <- function(what, ext, def, sub = FALSE) {
    if (!length(ext)) return(invisible())
    cat("\n")
    if (all(ext == 1L) && (sub || is.null(def$dataPart))) {
        cat(what, ": ", paste0("\"", names(ext), "\"", collapse = ", "), "\n", sep = "")
        return(invisible())
    }
    cat(what, ": \n", sep = "")
    for (k in names(ext)) {
        d <- ext[[k]]
        if (d == 1L) {
            how <- if (!sub && !is.null(def$dataPart) && k == def$dataPart) "from data part" else "directly"
            cat("Class \"", k, "\", ", how, "\n", sep = "")
        } else {
            via <- if (sub) .S4subVia(def$className, k) else .S4via(def, k)
            cat("Class \"", k, "\", by class \"", via, "\", distance ", d, "\n", sep = "")
        }
    }
    invisible()
}

.S4subVia <- function(Class, sub) {
    sd <- .S4$classes[[sub]]
    for (d in sd$direct) {
        if (d == Class) return(sub)
        dd <- .S4$classes[[d]]
        if (!is.null(dd) && Class %in% names(dd$contains)) return(d)
    }
    sub
}

.S4via <- function(def, k) {
    for (d in def$direct) {
        if (d == k) return(d)
        sd <- .S4$classes[[d]]
        sup <- if (is.null(sd)) .S4basicSupers[[d]] else names(sd$contains)
        if (k %in% sup) return(d)
    }
    def$direct[1L]
}

setAs <- function(from, to, def, replace = NULL, where = topenv(parent.frame())) {
    if (is.null(.S4$coerce)) .S4$coerce <- new.env()
    fm <- names(formals(def))
    if (!identical(fm, "from")) {
        if (length(fm) != 1L)
            stop(gettextf("'as' method should have one argument, or match the arguments of coerce(): got  (%s)",
                          paste(fm, collapse = ", ")), domain = NA)
        def <- .S4rename(def, "from")
    }
    assign(paste(from, to, sep = "\r"), def, envir = .S4$coerce)
    invisible()
}

as <- function(object, Class, strict = TRUE, ext) {
    cl <- class(object)[1L]
    if (identical(cl, Class)) return(object)
    if (!is.null(.S4$coerce)) {
        for (k in c(cl, names(.S4extends(cl)), "ANY")) {
            f <- .S4$coerce[[paste(k, Class, sep = "\r")]]
            if (!is.null(f)) return(f(object))
        }
    }
    def <- .S4$classes[[Class]]
    if (isS4(object) && !is.null(def) && !def$virtual) {
        value <- def$prototype
        for (s in names(def$slots))
            value <- .S4setSlot(value, s, .S4getSlot(object, s))
        return(value)
    }
    if (isS4(object) && !is.null(.S4$classes[[cl]]$dataPart)) {
        object <- .S4getSlot(object, ".Data")
        if (Class %in% c(.S4$classes[[cl]]$dataPart, "vector")) return(object)
    }
    switch(Class,
           numeric = as.numeric(object), double = as.double(object),
           integer = as.integer(object), character = as.character(object),
           logical = as.logical(object), complex = as.complex(object),
           list = as.list(unname(object)), vector = as.vector(object),
           "function" = as.function(object), factor = as.factor(object),
           matrix = as.matrix(object), data.frame = as.data.frame(object),
           name = as.name(object), ANY = object,
           {
               if (.S4is(object, Class)) return(object)
               stop(gettextf("no method or default for coercing %s to %s",
                             paste0("\u201c", cl, "\u201d"), paste0("\u201c", Class, "\u201d")),
                    domain = NA)
           })
}

# The methods the methods package itself defines.
.S4$generics$initialize <- list(name = "initialize", formals = c(".Object", "..."),
                                sigargs = ".Object", valueClass = NULL, def = initialize)
.S4$generics$show <- list(name = "show", formals = "object", sigargs = "object",
                          valueClass = NULL, def = show)
.S4$methods$initialize <- list(ANY = list(sig = "ANY", fun = .S4initDefault))
.S4$methods$show <- list(ANY = list(sig = "ANY", fun = .S4showDefault))
