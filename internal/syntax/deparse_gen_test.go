package syntax

// The R scripts that generate deparse_cases_test.go. GNU R builds each
// value, deparses it, and writes the Go constructor of the value with the
// expected lines. To regenerate (GNU R 4.2 needed):
//
//	GORIR_REGEN=1 go test ./internal/syntax -run DeparseRegenerate

import (
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestDeparseRegenerate(t *testing.T) {
	if os.Getenv("GORIR_REGEN") == "" {
		t.Skip("set GORIR_REGEN=1 to regenerate deparse_cases_test.go with GNU R")
	}
	dir := t.TempDir()
	for name, text := range map[string]string{"deparse.R": deparseGenR, "cases.R": deparseCasesR, "random.R": deparseRandomR} {
		// Go raw strings cannot hold backticks; the scripts spell them ´.
		text = strings.ReplaceAll(text, "´", "`")
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("Rscript", "deparse.R")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "R_ENABLE_JIT=0", "LANG=C.UTF-8", "LC_ALL=C.UTF-8")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	src, err := format.Source(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("deparse_cases_test.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// deparseGenR is the driver: Go literals for R values, and emit(), which
// writes one case.
const deparseGenR = `# Generates deparse_cases_test.go: values built in R, their Go constructors,
# and what GNU R's deparse() returns for them.
options(keep.source = FALSE)
gostr <- function(s) {
  if (is.na(s)) return("rt.NAString")
  b <- as.integer(charToRaw(s))
  out <- character(length(b))
  for (i in seq_along(b)) {
    c <- b[i]
    out[i] <- if (c >= 32 && c < 127 && c != 34 && c != 92) rawToChar(as.raw(c)) else sprintf("\\x%02x", c)
  }
  paste0('"', paste(out, collapse = ""), '"')
}
golit <- function(v) {
  if (is.na(v) && !is.nan(v)) return("rt.NAReal")
  if (is.nan(v)) return("math.NaN()")
  if (is.infinite(v)) return(if (v > 0) "math.Inf(1)" else "math.Inf(-1)")
  if (v == 0 && 1/v < 0) return("math.Copysign(0, -1)")
  sprintf("%.17g", v)
}
goint <- function(v) if (is.na(v)) "rt.NAInt" else sprintf("%d", v)
golgl <- function(v) if (is.na(v)) "rt.NALgl" else if (v) "1" else "0"
gocplx <- function(v) sprintf("complex(%s, %s)", golit(Re(v)), golit(Im(v)))
arglist <- function(xs) {
  nms <- names(xs)
  paste(vapply(seq_along(xs), function(i) {
    v <- if (identical(xs[[i]], quote(expr=))) "rt.MissingArg" else togo(xs[[i]])
    if (!is.null(nms) && nms[i] != "") sprintf("dpT(%s, %s)", gostr(nms[i]), v) else v
  }, ""), collapse = ", ")
}
togo <- function(x) {
  core <- togo0(x)
  a <- attributes(x)
  if (is.call(x) || is.symbol(x) || is.null(a)) return(core)
  a[["srcref"]] <- NULL
  if (is.pairlist(x)) a[["names"]] <- NULL
  if (!is.null(a[["row.names"]])) a[["row.names"]] <- .row_names_info(x, 0L)
  if (length(a) == 0) return(core)
  parts <- vapply(seq_along(a), function(i) sprintf("%s, %s", gostr(names(a)[i]), togo(a[[i]])), "")
  sprintf("dpAttr(%s, %s)", core, paste(parts, collapse = ", "))
}
togo0 <- function(x) {
  if (is.null(x)) return("rt.Nil")
  if (is.symbol(x)) {
    if (identical(x, quote(expr=))) return("rt.MissingArg")
    return(sprintf("dpSym(%s)", gostr(as.character(x))))
  }
  if (is.call(x)) {
    l <- as.list(x)
    fn <- l[[1]]
    rest <- l[-1]
    if (length(rest) == 0) return(sprintf("dpCall(%s)", togo(fn)))
    return(sprintf("dpCall(%s, %s)", togo(fn), arglist(rest)))
  }
  if (is.pairlist(x)) return(sprintf("dpPlist(%s)", arglist(as.list(x))))
  if (is.primitive(x)) {
    nm <- sub('^\\.Primitive\\("(.*)"\\)$', "\\1", deparse(x))
    return(sprintf("&rt.Builtin{Name: %s}", gostr(nm)))
  }
  if (is.function(x)) {
    f <- formals(x)
    fs <- if (is.null(f)) "nil" else sprintf("dpPlist(%s)", arglist(as.list(f)))
    return(sprintf("dpClosure(%s, %s)", fs, togo(body(x))))
  }
  if (is.environment(x)) return("rt.NewEnv(nil)")
  if (is.expression(x)) return(sprintf("rt.ExprOf(%s)", paste(vapply(as.list(x), togo, ""), collapse = ", ")))
  if (is.list(x)) return(sprintf("rt.ListOf(%s)", paste(vapply(unclass(x), togo, ""), collapse = ", ")))
  if (length(x) == 0) {
    return(switch(typeof(x), logical = "rt.LogicalOf()", integer = "rt.IntegerOf()", double = "rt.DoubleOf()",
      complex = "rt.ComplexOf()", character = "rt.CharacterOf()", raw = "rt.RawOf()"))
  }
  x <- unclass(x); attributes(x) <- NULL
  switch(typeof(x),
    logical = sprintf("rt.LogicalOf(%s)", paste(vapply(x, golgl, ""), collapse = ", ")),
    integer = sprintf("rt.IntegerOf(%s)", paste(vapply(x, goint, ""), collapse = ", ")),
    double = sprintf("rt.DoubleOf(%s)", paste(vapply(x, golit, ""), collapse = ", ")),
    complex = sprintf("rt.ComplexOf(%s)", paste(vapply(x, gocplx, ""), collapse = ", ")),
    character = sprintf("rt.CharacterOf(%s)", paste(vapply(x, gostr, ""), collapse = ", ")),
    raw = sprintf("rt.RawOf(%s)", paste(sprintf("0x%02x", as.integer(x)), collapse = ", ")),
    stop("unsupported type ", typeof(x)))
}
emit <- function(src, value, width = 60, control = "default", backtick = NA) {
  args <- list(value, width.cutoff = width)
  if (!identical(control, "default")) args["control"] <- list(control)
  if (!is.na(backtick)) args$backtick <- backtick
  want <- do.call(deparse, args, quote = TRUE)
  ctl <- if (identical(control, "default")) "0" else if (is.null(control)) "DeparseNone" else
    sprintf("DeparseFlags(%d)", .deparseOpts(control))
  bt <- if (is.na(backtick)) "BacktickAuto" else if (backtick) "BacktickOn" else "BacktickOff"
  cat(sprintf("\t{%s, %s, DeparseOptions{WidthCutoff: %d, Control: %s, Backtick: %s}, []string{%s}},\n",
    gostr(src), togo(value), width, ctl, bt, paste(vapply(want, gostr, ""), collapse = ", ")))
}
case <- function(src, ...) emit(src, eval(parse(text = src)), ...)

cat("// Code generated by the R script in deparse_gen_test.go; DO NOT EDIT.\n\npackage syntax\n\n")
cat("import (\n\t\"math\"\n\n\t\"gorir/internal/rt\"\n)\n\nvar _ = math.NaN\n\n")
cat("var deparseCases = []deparseCase{\n")
source("cases.R", local = TRUE)
source("random.R", local = TRUE)
cat("}\n")
`

// deparseCasesR lists the hand-written cases.
const deparseCasesR = `## --- constants and atomic vectors
for (s in c("1", "1L", "1e5", "1e-4", "0.1", "TRUE", "FALSE", "NA", "NA_integer_", "NA_real_", "NA_character_", "NULL",
  "Inf", "-Inf", "NaN", "1i", "-1.5-2i", "complex(real=NA, imaginary=1)", "NA_complex_", "c(1i, NA)",
  "complex(real=1, imaginary=NaN)", "complex(real=Inf, imaginary=-Inf)", "complex(real=1, imaginary=NA)",
  "complex(real=NA, imaginary=NA)", "c(NA_complex_, NA_complex_)", "complex(real=1e-20, imaginary=1)",
  "complex(real=1/3, imaginary=1e5)", "complex(real=123456789, imaginary=0.5)", "c(1+2i, 3-4.5i)",
  "'a\\n'", "'\"q\"'", "'\\\\'", "'\\t'", "'\u00e9'", "'\\001'", "'\\x7f'", "\"a'b\"", "'\\u200b'", "'\\a\\b\\f\\v\\r'",
  "'\u65e5\u672c'", "c('\\u0085', '\\u00a0', '\\ufeff', '\\U0001F600', '\\xff')",
  "c('\\u2028', '\\ue000', '\\u0378', '\\uffff', '\\U0010fffd', '\\u00ad', '\\u0300', '\\u1680', '\\u3000', '\\u200e', '\\U000E0001', '\\ud7ff')",
  "c(1,2,3)", "1:3", "c(1L,3L)", "3:1", "c(a=1,b=2)", "c(´a b´=1)", "character(0)", "integer(0)", "numeric(0)",
  "logical(0)", "complex(0)", "raw(0)", "list()", "list(a=1, b='x')", "list(1, list(2, 3))",
  "structure(list(1), class='foo')", "structure(1:3, dim=c(3L,1L))", "factor(c('a','b'))", "factor(c('b','a','b'))",
  "expression(a, b+1)", "pairlist(a=1, 2)", "as.raw(c(1,255))", "as.raw(1)", "globalenv()", "sum", "´if´", "´[´", "c",
  "function(x) x + 1", "quote(x)", "quote(expr=)", "c(TRUE, NA)", "c(1L, NA)", "c(NA, 1L)", "c(1, NA)",
  "c(NA_real_, NA_real_)", "c(NA_integer_, NA_integer_)", "c(NA_character_, 'a')", "c(NA_character_, NA_character_)",
  "c(NA, NA)", "c(1.5, NA, Inf, -Inf, NaN)", "-1", "-1L", "c(-1L, 2L)", "-2:2", "c(1L,2L,3L,5L)", "c(a=1L,b=2L)",
  "c(a=1L)", "structure(1:3, names=c('a','b','c'))", "1:1", "5L", "c(2L,3L)", ".Machine$integer.max", "-.Machine$integer.max",
  "c(0L, 1L)", "list(a=NULL)", "list(NULL)", "list(1, NULL)", "c(a=NA)", "c(a=NA_character_)", "c(a=1+1i)",
  "as.raw(0:3)", "structure(as.raw(1:2), names=c('a','b'))", "as.raw(c(a=1))", "structure(1, class='foo')",
  "structure(1L, foo='bar')", "structure(list(), names=character(0))", "structure(character(0), names=character(0))",
  "structure(1:2, names=c('a', NA))", "structure(1:2, names=c('a', ''))", "structure(1:2, names=c('', ''))",
  "structure(1:2, names=c('if', 'TRUE'))", "matrix(1:4,2)", "matrix(c(1,2,3,4),2, dimnames=list(c('a','b'), NULL))",
  "data.frame(x=1:2, y=c('a','b'))", "as.Date('2020-01-01')", "structure(numeric(0), class='Date')",
  "1e15", "1e16", "123456789012", "0.1+0.2", "1/3", "100", "1e-20", "5e-324", ".Machine$double.xmax", "2^31", "-0.0",
  "c(1.123456789012345678, 2)", "100000L", "123456L", "c(a=1, 2)", "list(1, b=2)", "list(´a b´=1, ´if´=2, ´...´=3)",
  "c(a=1L, 3L)", "c(a=1L, b=3L)", "structure(c(a=1,b=2), class='foo')", "structure(1, ´my attr´=2, ´if´=3, .Names='z')",
  "structure(1:3, comment='hi')", "structure(1:3, tsp=c(1,3,1))", "structure(list(a=1), row.names=1L, class='data.frame')",
  "structure(list(1, 2), names=c('a', NA))", "structure(list(1, 2), names=c('', ''))", "list(a=1, 2)",
  "structure(1:2, names=c('a','b'), class='foo')", "structure(c(1,2), names=c('a','b'), foo='x')",
  "structure(c(1,2), foo='x', names=c('a','b'))", "structure(1:2, dim=2L)", "array(1:8, c(2,2,2))",
  "structure(list(1), class=c('a','b'))", "c(a=TRUE)", "c(a='x', b='y')", "structure(1+2i, names='q')",
  "structure(1:2, names=c('a b', 'c'))", "list(1, 'a', TRUE, NULL, NA, list())", "list(a=list(b=list(c=1)))",
  "list(quote(x))", "list(sum)", "list(function(x) x)", "list(globalenv())", "c(1.5, 2.25, 1e10)", "c(1e-10, 1)",
  "c(123456.7, 1234567.1)", "c(0.00001234, 100, 1e5, 1e4+0.1, 33.3333333333333, .Machine$double.eps)",
  "c(-1,-2)", "c(-1L, -2L)", "-1:-3", "c(-1L,0L)", "c(NA, -1L)", "c(TRUE,FALSE)", "expression(1, 'a', x+y, NULL)",
  "expression()", "expression(a=1, b=x)", "pairlist(1)", "pairlist(a=quote(x))", "quote(´a b´)", "list(quote(´a b´))",
  "expression(´a b´)", "structure(1:6, dim=2:3, dimnames=list(c('a','b'), c('x','y','z')))",
  "structure(function(x) x, class='foo')", "structure(function(x) x, foo='bar')", "structure(expression(a), foo=1)",
  "structure(list(1), names='a', foo=1)", "pairlist(1, b=2)", "structure(pairlist(a=1), foo=2)",
  "c(a=1, ´b c´=2, ´if´=3, ´...´=4, ´..1´=5, ´_x´=6, ´1´=7, ´NULL´=8)",
  "list(´NA´=1, ´TRUE´=2, ´Inf´=3, ´function´=4, ´in´=5)", "c(´a\"b´=1)", "c(´a\\nb´=1, ´c\\\\d´=2)",
  "rep('\u65e5\u672c\u8a9e\u65e5\u672c\u8a9e\u65e5\u672c\u8a9e\u65e5\u672c\u8a9e', 5)",
  "rep('\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9', 5)",
  "pairlist(´a b´=1)", "pairlist(a=1, b=pairlist(c=2))", "list(if (TRUE) quote(if (a) b else c))",
  "list(quote({if (a) b else c}))", "function(x) { if (a) b else c }", "function() NULL",
  "function(x, y = c(a=1L, b=NA_integer_)) { z <- c(1L, NA, 3L); structure(1:2, class='x') }",
  "function(a = 1e5) 1/3", "function(...) list(...)", "function(x, ...) UseMethod('f')",
  "function(aaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbb = 1, cccccccccccccccccccccc = 'x', dddddddddddddd, eeeeeeeeeeee) NULL",
  "1:30+0", "as.list(1:25)", "paste(rep('abcdefghij', 10), collapse='')", "rep(paste(rep('abcdefghij', 2), collapse=''), 5)",
  "c(a=1,b=2,c=3,d=4,e=5,f=6,g=7,h=8,i=9,j=10,k=11,l=12,m=13,n=14)", "1:100 + 0", "(1:40)/7", "letters", "LETTERS[1:20]",
  "as.list(letters[1:20])", "list(aaaaaaaaaaaaaaaaaa=1, bbbbbbbbbbbbbbbbbbbbbb=2, ccccccccccccccccc=3, d=4)",
  "list(aaaaaaaaaaaaaaaaaa=1, bbbbbbbbbbbbbbbbbbbbbb=2, ccccccccccccccccc=3, d=c(1,2))",
  "c(aaaaaaaaaaaaaaaaaa=1, bbbbbbbbbbbbbbbbbbbbbb=2, ccccccccccccccccc=3, d=4)",
  "c(aaaaaaaaaaaaaaaaaaaaaaa=1, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb=2, ccccccccccccccccccccccccccc=3, d=4)",
  "list(strrep('a', 70))", "list(1, strrep('a', 70))", "c(strrep('a', 70))", "c(strrep('a', 70), 'b')",
  "list(strrep('a', 70), list(strrep('a', 70), 1))",
  "structure(1:2, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=1, b=list(1, 2))",
  "structure(1:2, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=1, b=quote(f(1, 2)))",
  "structure(1:2, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=1, b=c(1, 2))",
  "list(a = 1:3, b = list(c = 'x', d = c(TRUE, FALSE)), e = function(x) x^2, f = quote(g(y)))",
  "c(1e-300, 1e300)", "c(0.1, 0.25, 1/3)", "c(1e5, 123456, 1e15, 1e16)", "list(1e5, 100000L, 1e-5)",
  "c(x = 1.5, y = NA, z = NaN)", "structure(list(a = 1, b = 2), class = c('x', 'y'), extra = list(1, 'two'))",
  "structure(c(1.5, 2), units = 'secs', class = 'difftime')", "table(c(1, 1, 2))", "quote(1e5)", "quote(100000L)",
  "quote(0x10)", "quote(1e-300)", "quote(-1)", "quote(-1L)", "c(2.5, 100000)", "1e5 + 0.1", "1234567.1",
  "c(1e-15, 1e-16)", "0.0001234", "0.00001234", "123456.7", "33.3333333333333", ".Machine$double.eps", "2^53", "2^53 + 2",
  "list(list(list(list(list(list(1))))))", "structure(list(), class = 'foo')", "structure(1:3, levels = 1:3)"))
  case(s)

## --- options
vals <- c("1:3", "c(1L,NA)", "NA_integer_", "NA_real_", "NA_character_", "c(NA_real_, 1)", "c(a=1L,b=2L)", "c(´a b´=1)",
  "c(a=1,2)", "list(a=1,´b c´=2)", "structure(1:2, class='x')", "factor('a')", "list(quote(x), quote(f(y)), expression(z))",
  "quote(x+1L)", "5L", "1/3", "0.1", "c(NA, NA)", "as.raw(1)", "c(x=NA_integer_)", "1e-20", "complex(real=NA, imaginary=1)",
  "c(1.5, NA)", "c(NA_integer_, NA_integer_)", "NA_complex_", "quote(x)", "list(a=quote(x+1))", "expression(x+1)",
  "c(1.5, -2.25)", "2+3i", "c(a = 'x')")
ctls <- list(NULL, "keepInteger", "keepNA", "showAttributes", "niceNames", "quoteExpressions", "digits17", "hexNumeric",
  c("keepInteger","keepNA"), c("showAttributes","niceNames"), "all", "exact")
for (ctl in ctls) for (v in vals) case(v, control = ctl)
for (v in c("quote(´a b´ + 1)", "quote(f(´a b´))", "quote(´a b´(1))", "quote(x$´a b´)", "quote(´a b´)", "list(quote(´a b´))",
  "expression(´a b´)", "quote(´if´(a, b))", "as.symbol('if')", "as.symbol('my var')", "as.symbol('1x')", "as.symbol('_x')",
  "as.symbol('.1x')", "as.symbol('a´b')", "as.symbol('\u00e9')", "quote(f(´_x´ = 1))", "quote(function(´a b´) ´a b´)"))
  for (bt in c(NA, TRUE, FALSE)) case(v, backtick = bt)
for (w in c(20, 25, 40, 80, 500)) for (v in c("1:30+0", "quote(f(aaaaaaaaaa, bbbbbbbbbbbbb, cccccccccccccccc, ddddddddddddd))",
  "as.list(1:30)", "quote({ x <- f(aaaaaaaaaaaaa, bbbbbbbbbbbbb, ccccccccccc); if (x > 1) y else z })",
  "c(a = 'aaaaaaaaaaa', b = 'bbbbbbbbbbbbb', c = 'cccccccccccccccc', d = 'ddddddddddd')",
  "quote(aaaaaaaaa + bbbbbbbbbbb * ccccccccccc - dddddddddddd / eeeeeeeeee + ffffffffff)"))
  case(v, width = w)

## --- language: calls and operators built by hand
for (s in c("quote(´*´(a + b, c))", "call('-', call('-', 1))", "call('^', -1, 2)", "call('^', call('-', 1), 2)",
  "call('-', call('^', 1, 2))", "call('^', call('^', quote(a), quote(b)), quote(c))",
  "call('^', quote(a), call('^', quote(b), quote(c)))", "call('-', call('-', quote(a), quote(b)), quote(c))",
  "call('-', quote(a), call('-', quote(b), quote(c)))", "call('+', quote(a), call('if', quote(b), 1, 2))",
  "call('+', call('if', quote(b), 1, 2), quote(a))", "call('+', call('function', NULL, 1), quote(a))",
  "call('+', quote(a), call('function', as.pairlist(alist(x=)), 1))", "call('+', 1)", "call('+', 1, 2, 3)",
  "call('[', quote(x))", "call('-')", "call('!', call('+', 1, 2))", "call('+', call('!', 1), 2)",
  "call('$', call('+', quote(a), quote(b)), quote(c))", "call('$', quote(a), 'c')", "call('$', quote(a), 1)",
  "call('[', call('+', quote(a), quote(b)), 1)", "call('<-', quote(a), call('<-', quote(b), 1))",
  "call('<-', call('<-', quote(a), quote(b)), 1)", "call('=', quote(a), call('<-', quote(b), 1))",
  "call('<-', quote(a), call('=', quote(b), 1))", "call('~', call('~', quote(a)))", "call('?', quote(a))",
  "call('?', quote(a), quote(b))", "call(':', call(':', 1, 2), 3)", "call(':', 1, call(':', 2, 3))",
  "call(':', call('-', 1), 3)", "call('-', call(':', 1, 3))", "call('%in%', call('+', 1, 2), 3)",
  "call('*', call('%in%', 1, 2), 3)", "call('::', quote(a), quote(b))", "call(':::', quote(a), quote(b))",
  "call('@', quote(a), quote(b))", "call('(', call('+', 1, 2))", "quote(x[, 1])", "quote(x[[i]])",
  "quote(x[i, j, drop = FALSE])", "call('if', quote(a), quote(b))", "call('if', quote(a), quote(b), quote(c))",
  "quote(function(x, y = 2, ...) x + y)", "quote(\\(x) x)", "quote(f()())", "quote((function(x) x)(1))",
  "call('&&', call('||', quote(a), quote(b)), quote(c))", "call('||', call('&&', quote(a), quote(b)), quote(c))",
  "call('&', call('|', quote(a), quote(b)), quote(c))", "call('==', call('==', quote(a), quote(b)), quote(c))",
  "call('==', quote(a), call('==', quote(b), quote(c)))", "call('<', call('!', quote(a)), quote(c))",
  "call('!', call('<', quote(a), quote(c)))", "call('+', a=1, b=2)", "call('+', 1, b=2)", "call('-', a=1)",
  "call('!', a=1)", "call('[', quote(x), i=1)", "call('[', x=quote(x), 1)", "call('$', x=quote(x), quote(a))",
  "call('$', quote(a), 'b c')", "call('$', quote(a), quote(´b c´))", "call('$', quote(a), call('f'))",
  "call('@', quote(a), 'b')", "call('::', 'a', 'b')", "call('::', quote(´a b´), quote(´c d´))", "call('!')",
  "call('!', 1, 2)", "call('if')", "call('if', 1)", "call('if', 1,2,3,4)", "call('while', 1)", "call('for', 1, 2)",
  "call('for', quote(i), 2, 3, 4)", "call('repeat')", "call('repeat', 1, 2)", "call('break', 1)", "call('(')",
  "call('(', 1, 2)", "call('{')", "call('function')", "call('function', NULL)", "call('function', NULL, 1)",
  "call('function', NULL, 1, NULL)", "as.call(list(quote(a+b), 1))", "as.call(list(quote(x$y), 1))",
  "as.call(list(quote(x[1]), 1))", "as.call(list(quote(-x), 1))", "as.call(list(quote(if (a) b), 1))",
  "as.call(list(quote(function(x) x), 1))", "as.call(list(1, 1))", "as.call(list('f', 1))", "as.call(list('f g', 1))",
  "quote(x$y[1])", "quote(x[1]$a)", "quote(x[1][[2]])", "call('f', call('=', quote(a), 1))",
  "call('c', call('=', quote(a), 1))", "call('[', quote(x), call('=', quote(a), 1))", "call('if', call('=', quote(a), 1), 2)",
  "call('{', call('=', quote(a), 1))", "call('(', call('=', quote(a), 1))", "call('-', call('=', quote(a), 1))",
  "list(call('=', quote(a), 1))", "quote(´my var´ + 1)", "quote(´if´(a, b))", "quote(´_f´(1))",
  "call('f', ´a b´ = 1, ´if´ = 2, ´...´ = 3, ´..1´=4, ´TRUE´=5, ´NA´=6)", "quote(f(, ))", "quote(x[[1, ]])",
  "quote(function(´a b´, ´if´ = 1) NULL)", "quote(function(...) NULL)", "quote(function() NULL)", "quote(function(x) {})",
  "quote({})", "call('{', call('{'))", "quote(while (TRUE) { x })", "quote(for (i in 1:10) { x; y })",
  "quote(repeat { break })", "quote(if (a) { b } else { c })", "quote(if (a) b else if (c) d else e)",
  "quote({ if (a) b else c })", "quote({ if (a) { b } else { c } })", "quote({ if (a) b else if (c) d else e })",
  "quote({ if (a) { b } else if (c) { d } else { e } })", "quote(function(x) if (x) 1 else 2)",
  "quote(f(if (a) b else c))", "quote(f({ if (a) b else c }))", "quote(x <- if (a) b else c)",
  "quote({ x <- if (a) b else c })", "quote({ x <- if (a) {b} else {c} })", "quote({ f(if (a) {b} else {c}) })",
  "quote({ for (i in x) if (a) b else c })", "quote(if (a) if (b) c else d)", "quote(if (a) {if (b) c} else d)",
  "quote({if (a) {if (b) c} else d})", "quote({ while (a) { } })", "quote({{ a }})", "quote({ if (a) b })",
  "quote({ if (a) { b } })", "quote(function(x) { repeat { if (x) break else next } })",
  "quote(f(aaaaaaaaaa, bbbbbbbbbbbbb, cccccccccccccccc, ddddddddddddd, eeeeeeeeeeee, fffffffffff, gggggggggggg(hhhhhhhhhhh, iiiiiiiiii, jjjjjjjjjjjjj, kkkkkkkkkkkkkkk, llllllllllll, mmmmmmmmmmmm), nnnnnnnnnnnn))",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb + cccccccccccccccccccccccccccc + ddddddddddddddddddddddd + eeeeeeeeeeeeeeeeeeeeeeeeee + ffffffffffffffffff)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa %in% bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb %in% cccccccccccccccccccccccccccc %in% ddddddddddddddddddddddd %in% eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/cccccccccccccccccccccccccccc/ddddddddddddddddddddddd/eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa <- bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb <- cccccccccccccccccccccccccccc <- ddddddddddddddddddddddd <- eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa & bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb && cccccccccccccccccccccccccccc || ddddddddddddddddddddddd == eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaa ~ bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb + cccccccccccccccccccccccccccc + ddddddddddddddddddddddd + eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(if (aaaaaaaaaaaaaaaaaaaaaaaa && bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb && cccccccccccccccccccccccccccc) ddddddddddddddddddddddd else eeeeeeeeeeeeeeeeeeeeeeeeee)",
  "quote(function(aaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbb = 1, cccccccccccccccccccccc = 'x', dddddddddddddd, eeeeeeeeeeee) NULL)",
  "quote({ f(aaaaaaaaaa, bbbbbbbbbbbbb, cccccccccccccccc, ddddddddddddd, eeeeeeeeeeee, fffffffffff, gggggggggggg(hhhhhhhhhhh, iiiiiiiiii, jjjjjjjjjjjjj, kkkkkkkkkkkkkkk, llllllllllll, mmmmmmmmmmmm), nnnnnnnnnnnn)})",
  "quote({{{{{{ f(aaaaaaaaaa, bbbbbbbbbbbbb, cccccccccccccccc, ddddddddddddd, eeeeeeeeeeee, fffffffffff, gggggggggggg(hhhhhhhhhhh, iiiiiiiiii, jjjjjjjjjjjjj, kkkkkkkkkkkkkkk, llllllllllll, mmmmmmmmmmmm), nnnnnnnnnnnn)}}}}}})",
  "quote(x[aaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccc, ddddddddddd])",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb))",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc))",
  "as.call(list(as.name('f'), strrep('a', 70)))", "as.call(list(as.name('f'), 1, strrep('a', 70)))",
  "as.call(list(as.name('f'), as.name(strrep('a', 70)), as.name(strrep('a', 70))))",
  "quote({f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbb); g(1)})",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa[bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccc])",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)",
  "quote(for (iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii in seq_len(nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn)) x)",
  "quote(while (aaaaaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb > cccccccccccc) x)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb) + cccccccccccccccccccccccc(ddddddddddddddddddddd, eeeeeeeeeeeeeeee))",
  "quote(x <- aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb) + cccccccccccccccccccccccc(ddddddddddddddddddddd, eeeeeeeeeeeeeeee))",
  "quote(-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc))",
  "quote(!aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc))",
  "quote(function(x) aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc))",
  "quote(if (a) aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc) else ddddddddddddddddddddd(eeeeeeeeeeeeeeeeeeeeeeeeeeeeee, fffffffffffffffffffffffffffff, gggggggggggggggggggggggg))",
  "quote({if (a) aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbb, ccccc) else ddddddddddddddddddddd(eeeeeeeeeeeeeeeeeeeeeeeeeeeeee, fffffffffffffffffffffffffffff, gggggggggggggggggggggggg)})",
  "quote(f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, g(1, 2)))",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa + g(1, 2))",
  "quote(a + (b + c))", "quote(f(x)(y)(z))", "quote(x[[1]][[2]]$a@b)", "quote(-(1))", "quote(+-1)", "quote(2^-1)",
  "quote(-2^2)", "quote((-2)^2)", "call('^', -2, 2)", "call('^', call('-', 2), 2)", "quote(!(!a))", "quote(a & !b)",
  "quote((!a) & b)", "call('&', call('!', quote(a)), quote(b))", "quote(~ a + b)", "quote(y ~ .)",
  "quote(a <- function(x) x)", "quote(a <- (function(x) x)(1))", "quote(´a\\´b´ + 1)", "quote(´a\\\\b´ + 1)",
  "quote(´a\\nb´ + 1)", "quote(´\u00e9´ + 1)", "quote(´.1x´ + 1)", "quote(´..1´+1)", "quote(´...´+1)",
  "call('f', c(1,2), list(a=1), 's', NULL, TRUE, 1L, 1:3, NA_character_, c(a=1))", "call('[', 1:3, 1)",
  "call('+', 1:2, c(1.5, 2))", "call('-', -1)", "call('-', 1:2)", "call('^', 1:2, 2)", "call('^', c(1,2), 2)",
  "call('^', -1L, 2)", "call('+', 'a', TRUE)", "call('$', quote(x), NULL)", "call('$', 1, quote(a))",
  "call('{', 1, 'a', c(1,2))", "call('[', quote(x), quote(expr=), 1)", "call('f', quote(expr=))", "quote(x[[]])",
  "list(quote(expr=))", "quote(f(´NA´ = 1, ´Inf´=2, ´in´=3, ´NA_integer_´=4))", "quote(´NA´+´Inf´)",
  "quote(´NA_character_´(1))", "quote(´TRUE´$´FALSE´)", "quote(x$´a b´)", "quote(x@´a b´)", "quote(´a b´::´c´)",
  "quote(´a b´$c)", "quote(´%in%´(a))", "quote(´%in%´(a,b,c))", "quote(´<-´(a))", "quote(´<-´(a,b,c))", "quote(´[´())",
  "quote(´$´(a))", "quote(´$´(a,b,c))", "quote(´(´())", "quote(´{´(a, b = 1))", "quote(´if´(a, b = 1))",
  "quote(f(a, b = 1)(c))", "quote(´::´(a))", "quote(´~´())", "quote(´!´(a, b))", "quote(f(x=))",
  "quote(function(x, y) NULL)", "call('function', as.pairlist(alist(a=, b=2)), quote(a+b))",
  "call('function', pairlist(a=quote(expr=)), 1, 'srcref')", "quote(a[b][c])", "quote({x}(1))", "quote((x)(1))",
  "quote((a %in% b)(1))", "quote(a::b(1))", "call('/', quote(a))", "call('^', quote(a))", "call(':', quote(a))",
  "call('*', quote(a))", "quote(x[a = 1])", "quote(function(x = (a = 1)) NULL)", "quote(f(x + (a = 1)))",
  "quote(f({a = 1}))", "call('function', NULL, quote({if (a) b else c}))", "quote(x %% y %/% z)", "quote(a %*% b)",
  "quote(a %o% b)", "quote(´%+ +%´(a, b))", "quote(´->´(a, b))", "quote(´:=´(a, b))", "quote(´**´(a, b))",
  "quote(a != b)", "quote(a >= b & c <= d)", "quote(x[-1])", "quote(x[[-1]])", "quote(-x[1])", "quote(x$y$z)",
  "quote(x@y@z)", "quote(base::sum(1))", "quote(base:::sum)", "quote(base::´+´)", "quote((a::b)$c)", "call('::', quote(x$y), quote(a))",
  "call('::', quote(x[1]), quote(a))", "call('$', call('::', quote(a), quote(b)), quote(c))",
  "quote(f(x)[[1]])", "quote(x[f(1)])", "quote(x[[i]][j])", "quote(!x %in% y)", "quote(-x %in% y)",
  "quote((-x) %in% y)", "call('%in%', call('-', quote(x)), quote(y))", "quote(a <- b <- c)", "quote(a <<- b)",
  "call('=', quote(a), quote(b))", "quote(f(a <- 1))", "quote(if (x <- 1) y)", "quote(function(x) x <- 1)", "quote(a ~ b | c)",
  "quote(~ . - 1)", "quote(y ~ x + I(x^2))", "quote(a:b:c)", "quote((a:b):c)", "quote(1:(n - 1))", "quote(-1:2)",
  "quote((-1):2)", "quote(-(1:2))", "quote(2^(1:3))", "quote(2^-x)", "quote(a^b^c)", "quote((a^b)^c)",
  "quote(-a^b)", "quote((-a)^b)", "quote(!a && b)", "quote(!(a && b))", "quote(a || b && c)", "quote((a || b) && c)",
  "quote(function(x) -x)", "quote(x <- -1)", "quote(f(-1, +1))", "quote(1 - -1)", "quote(1 + +1)", "quote(--x)",
  "quote(!!x)", "quote(x[!y])", "call('+', 1i, 1)", "call('+', 1, 1i)", "call('*', 2, 1i)", "call('-', 1i)",
  "call('^', 1i, 2)", "call('+', c(1i, 2i), 1)", "call('f', 1i, -1i)", "call('+', -1, 2)", "call('*', -1, 2)",
  "call('-', 1, -1)", "call('+', TRUE, NA)", "call('c', NA_integer_, NA_real_, NA_character_)", "call('f', 1e5, 1e-5, 1e15)",
  "quote(f(1e5L))", "call('f', 1L, 2147483647L)", "call('f', c(a = 1))", "call('f', list(a = 1, b = 'c'))",
  "call('f', structure(1, class = 'foo'))", "call('f', factor('a'))", "call('f', sum)", "call('f', function(x) x)",
  "call('f', globalenv())", "as.call(list(sum, 1, 2))", "as.call(list(function(x) x, 1))", "call('f', quote(g(x)))",
  "call('f', as.symbol('a b'))", "call('f', quote(´a b´))", "call('f', as.symbol('if'))", "quote(function(x) function(y) x + y)",
  "quote(function(x) { function(y) { x + y } })", "quote(f(function(x) { x }, 1))", "quote(lapply(x, function(e) { e + 1 }))",
  "quote(tryCatch({ f() }, error = function(e) NULL, finally = { cleanup() }))",
  "quote({ x <- 1; y <- 2; if (x > y) { print(x) } else if (x < y) { print(y) } else { print('eq') } })",
  "quote(for (i in seq_len(n)) { if (i %% 2 == 0) next; total <- total + i })",
  "quote(while (TRUE) { i <- i + 1; if (i > 10) break })", "quote(repeat x <- x + 1)", "quote(for (i in x) for (j in y) f(i, j))",
  "quote({ for (i in x) { if (a) b } })", "quote({ while (a) if (b) c else d })", "quote({ repeat if (b) break })",
  "quote({ function(x) if (x) 1 else 2 })", "quote({ list(if (a) b else c) })", "quote({ c(if (a) b else c) })",
  "quote({ x[if (a) 1 else 2] })", "quote({ (if (a) 1 else 2) })", "quote({ -if (a) 1 else 2 })",
  "quote({ y <- function() if (a) { 1 } else { 2 } })", "quote(if (a) b else { c })", "quote(if (a) { b } else c)",
  "quote({ if (a) b else { c } })", "quote({ if (a) { b } else c })", "quote({ if (a) {} else {} })",
  "quote(function(x) {})", "quote(function(x) { })", "quote(f({}))", "quote({ NULL })", "quote({ 'a'; 1L; TRUE })",
  "quote((function() 1)())", "quote((\\(x) x + 1)(2))", "quote(x |> f())", "quote(x |> f(y = 1))",
  "quote(function(x, y) { z <- x + y; z * 2 })", "quote(f(a = , b = 1))", "quote(switch(x, a = , b = 1, 2))",
  "quote(x[[1]] <- value)", "quote(names(x)[2] <- 'b')", "quote(´names<-´(x, value = 'a'))", "quote(´[<-´(x, 1, value = 2))",
  "quote(x$a <- 1)", "quote(attr(x, 'a') <- NULL)", "quote(f(g(h(i(j(k(l(m(n(o(p(q(r(s(t(u(v(w(x(y(z(1))))))))))))))))))))))",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb(cccccccccccccccccccccccccccccc(dddddddddddddddddddddd))))",
  "quote(c(aaaaaaaaaaaa = 1, bbbbbbbbbbbbbbbb = 2, cccccccccccccc = 3, dddddddddddddddd = 4, eeee = 5))",
  "quote(x[aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa])",
  "quote(x$aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb$cccccccccccccccccccccccccc)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa == bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)",
  "quote(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbb(ccccccccccccccccccccccccccccccccccccccccccccccccccccccc, ddddddddddddddddd))",
  "quote({ aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa <- bbbbbbbbbbbbbbbbbbbbbbb + cccccccccccccccccccccccccc + dddddddddddddddddddd })",
  "quote(function(x) { aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddd) })",
  "quote(if (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) b)",
  "quote({ if (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa || bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb || cccccccccccc) { d } else { e } })",
  "quote(function(aaaaaaaaaaaaaaaaaaaaaaaa = cccccccccccccccccccc(1, 2, 3), bbbbbbbbbbbbbbbbbbbbbbbbbb = list(x = 1, y = 2)) NULL)"
  )) case(s)

## --- the operator matrix: every operator over every kind of operand
bin <- c("?","=","<-","<<-","~","||","|","&&","&","==","<","+","-","*","/","%in%",":","^","$","@","::","%%","[")
un <- c("-","+","!","~","?")
inner <- list()
for (o in bin) inner[[paste0("b", o)]] <- call(o, quote(x), quote(y))
for (o in un) inner[[paste0("u", o)]] <- call(o, quote(x))
inner[["if"]] <- quote(if (x) y); inner[["ifelse"]] <- quote(if (x) y else z); inner[["fun"]] <- quote(function(x) y)
inner[["for"]] <- quote(for (i in x) y); inner[["while"]] <- quote(while (x) y); inner[["repeat"]] <- quote(repeat x)
inner[["call"]] <- quote(f(x)); inner[["idx"]] <- quote(x[1]); inner[["neg1"]] <- -1; inner[["negi"]] <- -1L
inner[["cplx"]] <- 1i; inner[["numvec"]] <- c(1, 2); inner[["brace"]] <- quote({x}); inner[["paren"]] <- quote((x))
inner[["str"]] <- "s"; inner[["true"]] <- TRUE; inner[["null"]] <- NULL; inner[["ns"]] <- quote(a::b)
for (o in c(bin, paste0("u", un))) for (nm in names(inner)) {
  if (startsWith(o, "u")) {
    emit(sprintf("call('%s', <%s>)", substring(o, 2), nm), call(substring(o, 2), inner[[nm]]))
  } else {
    emit(sprintf("call('%s', <%s>, a)", o, nm), call(o, inner[[nm]], quote(a)))
    emit(sprintf("call('%s', a, <%s>)", o, nm), call(o, quote(a), inner[[nm]]))
  }
}

## --- operand context: constructs at the right end of a left operand
f <- quote(for (i in x) y); ns <- call("::", quote(a), f)
for (e in list(call("$", ns, quote(b)), call("@", ns, quote(b)), call("::", ns, quote(b)), call("^", ns, quote(b)),
  call("<-", ns, quote(b)), call("=", ns, quote(b)), call("-", ns, quote(b)), call("[[", ns, quote(b)), call("[", ns, quote(b)),
  call("-", call("!", f), quote(b)), call("%in%", ns, quote(b)), call("-", call("-", f), quote(b)),
  call("~", call("-", quote(a), f), quote(b)), call("~", call("-", f)), call("$", call("-", quote(a), f), quote(b)),
  call("-", call("-", quote(a), call("-", f)), quote(b)), call("-", call("^", quote(a), call("-", f)), quote(b)),
  call("-", call("^", quote(a), f), quote(b)), call("-", call("<-", quote(a), f), quote(b)), call("<-", call("-", quote(a), f), quote(b)),
  call("-", call("(", call("-", quote(a), f)), quote(b)), call("%%", quote(a), call("=", f, quote(b))),
  call("+", quote(a), call("=", f, quote(b))), call("-", call("if", quote(a), quote(b), call("+", quote(c), quote(d))), quote(e)),
  call("-", call("+", quote(z), call("if", quote(a), quote(b))), quote(e)), call("-", call("+", quote(z), call("function", NULL, quote(b))), quote(e)),
  call("|", call("|", quote(a), call("~", quote(b))), quote(e)), call("*", call("-", call("+", f)), quote(a)),
  call("<", call(":", 1, call("while", quote(a), quote(b))), quote(g)), call("-", call("-", quote(a), quote({x})), quote(b)),
  call("<-", call("+", quote(q), call("repeat", quote(b))), quote(y)), call("<-", call("-", call("repeat", quote(b))), quote(y)),
  call("||", call("+", call("-", quote(´a b´))), quote(z)), call("&&", call("-", call("-", call("+", quote({x})))), quote(z)),
  call("&", call("-", quote(y), 1i), quote(z)), call("[", call("::", NA, f), quote(h)), call("-", call("~", call("f")), quote(z)),
  call("-", call("-", call("~", call("f"))), quote(z))))
  emit(paste(deparse(e), collapse = " "), e)
for (s in c("list(call('$', quote(a), quote(f())))", "list(call('+', 1, 2, 3))", "list(call('[<-', quote(x), 1, 2))",
  "quote({ structure(if (a) b else c) })", "quote({ expression(if (a) b else c) })", "quote({ list(f(if (a) b else c)) })",
  "quote({ base::list(if (a) b else c) })", "quote({ x[if (a) b else c] })", "quote({ list({ if (a) b else c }) })",
  "quote({ alist(if (a) b else c) })", "quote({ sum(if (a) b else c) })", "quote({ quote(if (a) b else c) })",
  "quote({ list(1)(if (a) b else c) })", "c(2-3i, -1+0i)", "c(4.0754108526743952e-09, 8.1556701590307054e-17, 7.793681614566595e-38)",
  "c(5.4962041345424948e-35, 9.931198477279395e-27, 8.5278602805919947e-12, 4.9999999999999847e-310)",
  "complex(real = -0.2894874886653095, imaginary = -0.90156553228081)", "list(4.0754108526743952e-09)"))
  case(s)
for (ctl in list("hexNumeric", "digits17", "exact")) case("c(2-3i, 1/3+1i, -1+0i)", control = ctl)
`

// deparseRandomR adds random calls and values (fixed seeds).
const deparseRandomR = `for (seed in c(10L, 16L)) {
set.seed(seed)
ops2 <- c("+","-","*","/","^","==","<","&","&&","|","||","<-","<<-","=","~",":","%in%","%%","$","@","[","[[","::")
ops1 <- c("-","+","!","~","(")
syms <- c("x","y","alpha","beta_long_name_here","´a b´","i","..1","...", "very_long_identifier_number_one", "another_quite_long_identifier")
rsym <- function() str2lang(sample(syms, 1))
rconst <- function() switch(sample(9, 1), 1, 2.5, -1, 1L, "str", TRUE, NA, 1i, 1e5)
rexpr <- function(depth) {
  if (depth <= 0 || runif(1) < 0.25) return(if (runif(1) < 0.6) rsym() else rconst())
  k <- sample(12, 1)
  switch(k,
    { o <- sample(ops2, 1); a <- rexpr(depth - 1); b <- if (o %in% c("$","@")) rsym() else rexpr(depth - 1); call(o, a, b) },
    { o <- sample(ops2, 1); call(o, rexpr(depth - 1), rexpr(depth - 1)) },
    call(sample(ops1, 1), rexpr(depth - 1)),
    as.call(c(list(as.name(sample(c("f","g","list","c","some_function_name","paste0"), 1))), lapply(seq_len(sample(0:4, 1)), function(i) rexpr(depth - 1)))),
    call("if", rexpr(depth - 1), rexpr(depth - 1)),
    call("if", rexpr(depth - 1), rexpr(depth - 1), rexpr(depth - 1)),
    as.call(c(list(as.name("{")), lapply(seq_len(sample(0:3, 1)), function(i) rexpr(depth - 1)))),
    call("for", as.name("i"), rexpr(depth - 1), rexpr(depth - 1)),
    call("while", rexpr(depth - 1), rexpr(depth - 1)),
    call("function", as.pairlist(alist(x = , y = 2)), rexpr(depth - 1)),
    { a <- lapply(seq_len(sample(1:3, 1)), function(i) rexpr(depth - 1)); names(a) <- sample(c("", "a", "b c", "if"), length(a), TRUE); as.call(c(list(as.name("h")), a)) },
    call("repeat", rexpr(depth - 1)))
}
rvalue <- function(depth) {
  if (depth <= 0 || runif(1) < 0.3) {
    v <- switch(sample(8, 1), runif(sample(1:12, 1)) * 10^sample(-8:8, 1), sample(-5:30, sample(1:15, 1)), c(TRUE, NA, FALSE)[sample(3, sample(1:5, 1), TRUE)],
      sample(c("a", "bb", "long string value here", NA, "q\"uote"), sample(1:6, 1), TRUE), complex(real = rnorm(2), imaginary = rnorm(2)), c(NA, 1.5, NaN, Inf),
      rexpr(2), 1:sample(2:40, 1))
    if (!is.language(v) && runif(1) < 0.3) names(v) <- sample(c("a", "b", "", "c d"), length(v), TRUE)
    if (!is.language(v) && runif(1) < 0.15) attr(v, "myattr") <- "val"
    return(v)
  }
  l <- lapply(seq_len(sample(0:5, 1)), function(i) rvalue(depth - 1))
  if (runif(1) < 0.5 && length(l)) names(l) <- sample(c("a", "b", "", "c d", "ok_name"), length(l), TRUE)
  if (runif(1) < 0.2) class(l) <- "myclass"
  l
}
for (i in 1:120) { e <- rexpr(5); emit(paste0("random expr ", seed, "-", i), e, width = sample(c(60, 60, 30, 80), 1)) }
for (i in 1:50) { v <- rvalue(2); emit(paste0("random value ", seed, "-", i), v, width = sample(c(60, 60, 30, 80), 1)) }
}
`
