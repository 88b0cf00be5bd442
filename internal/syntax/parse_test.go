package syntax

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/rt"
)

// dump renders a parsed value as an S-expression for tests: calls as
// (fn arg name=arg), formals as [x=<> y=2], the empty argument as <>,
// constants typed (1L, 0.5, "s", NA_real_, C(re,im)). The same format is
// produced by the R function in dumpR, which generates expectations.
func dump(v rt.Value) string {
	var b strings.Builder
	dumpTo(&b, v)
	return b.String()
}

func dumpNum(x float64) string {
	switch {
	case rt.IsNA(x):
		return "NA_real_"
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1):
		return "Inf"
	case math.IsInf(x, -1):
		return "-Inf"
	}
	return fmt.Sprintf("%.17g", x)
}

func dumpStr(s string) string {
	if rt.IsNAString(s) {
		return "NA_character_"
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 32 && c < 127:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "\\x%02x", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func dumpTo(b *strings.Builder, v rt.Value) {
	switch v := v.(type) {
	case nil:
		b.WriteString("<nil>")
	case *rt.Null:
		b.WriteString("NULL")
	case *rt.Symbol:
		if v == rt.MissingArg {
			b.WriteString("<>")
		} else {
			b.WriteString(strings.ReplaceAll(v.Name, "\n", `\n`))
		}
	case *rt.PairList:
		b.WriteByte('[')
		for i, a := range v.Items {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.ReplaceAll(a.Tag.Name, "\n", `\n`))
			b.WriteByte('=')
			dumpTo(b, a.Val)
		}
		b.WriteByte(']')
	case *rt.Lang:
		b.WriteByte('(')
		dumpTo(b, v.Fn)
		for _, a := range v.Args {
			b.WriteByte(' ')
			if a.Tag != nil {
				b.WriteString(strings.ReplaceAll(a.Tag.Name, "\n", `\n`))
				b.WriteByte('=')
			}
			dumpTo(b, a.Val)
		}
		b.WriteByte(')')
	case *rt.Logical:
		if v.Len() != 1 {
			fmt.Fprintf(b, "<len %d logical>", v.Len())
			return
		}
		switch v.V[0] {
		case rt.NALgl:
			b.WriteString("NA")
		case rt.True:
			b.WriteString("TRUE")
		default:
			b.WriteString("FALSE")
		}
	case *rt.Integer:
		if v.Len() != 1 {
			fmt.Fprintf(b, "<len %d integer>", v.Len())
			return
		}
		if v.V[0] == rt.NAInt {
			b.WriteString("NA_integer_")
		} else {
			fmt.Fprintf(b, "%dL", v.V[0])
		}
	case *rt.Double:
		if v.Len() != 1 {
			fmt.Fprintf(b, "<len %d double>", v.Len())
			return
		}
		b.WriteString(dumpNum(v.V[0]))
	case *rt.Complex:
		fmt.Fprintf(b, "C(%s,%s)", dumpNum(real(v.V[0])), dumpNum(imag(v.V[0])))
	case *rt.Character:
		if v.Len() != 1 {
			fmt.Fprintf(b, "<len %d character>", v.Len())
			return
		}
		b.WriteString(dumpStr(v.V[0]))
	default:
		fmt.Fprintf(b, "<%s>", v.Type())
	}
}

// dumpSource parses src as parse(text=) does and renders the result the
// way dumpR does: expressions separated by " ;; ", or "ERROR: msg" with
// newlines shown as \n, then the warnings.
func dumpSource(src string) string {
	var warns []string
	// parse(text=) ends every element with a newline.
	vals, err := ParseAll("<text>", []byte(src+"\n"), Options{Warn: func(m string) { warns = append(warns, m) }})
	var out string
	if err != nil {
		var pe *Error
		msg := err.Error()
		if errors.As(err, &pe) {
			msg = pe.ParseMessage(true)
		}
		out = "ERROR: " + strings.ReplaceAll(msg, "\n", `\n`)
	} else {
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = dump(v)
		}
		out = strings.Join(parts, " ;; ")
	}
	if len(warns) > 0 {
		out += "\tWARN: " + strings.Join(warns, " | ")
	}
	return out
}

var (
	dumpFile   = flag.String("dumpfile", "", "TestDumpFile: file of inputs (one per line, § for newline) to dump")
	regenParse = flag.Bool("regen-parse", false, "TestRegenParseTable: print parseCases with expectations from GNU R")
)

// TestDumpFile prints the dump of every input line of -dumpfile in the
// format of dumpR, for comparing with GNU R. It is a no-op without the
// flag.
func TestDumpFile(t *testing.T) {
	if *dumpFile == "" {
		t.Skip("no -dumpfile")
	}
	f, err := os.Open(*dumpFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadString('\n')
		line = strings.TrimSuffix(line, "\n")
		if line != "" {
			fmt.Printf("%s\t%s\n", line, dumpSource(strings.ReplaceAll(line, "§", "\n")))
		}
		if err == io.EOF {
			break
		}
	}
}

// dumpR is the R counterpart of dump and dumpSource. Run as
// `Rscript dumpR INPUTS`, it parses each line of INPUTS (§ standing for a
// newline) and prints one result line per input.
const dumpR = `
dq <- function(s) {
  if (is.na(s)) return("NA_character_")
  b <- as.integer(charToRaw(s)); out <- character(length(b))
  for (i in seq_along(b)) { c <- b[i]
    out[i] <- if (c == 34L) "\\\"" else if (c == 92L) "\\\\" else if (c >= 32L && c < 127L) rawToChar(as.raw(c)) else sprintf("\\x%02x", c) }
  paste0("\"", paste(out, collapse=""), "\"")
}
nm1 <- function(n) gsub("\n", "\\n", n, fixed=TRUE, useBytes=TRUE)
dnum <- function(x) if (is.na(x) && !is.nan(x)) "NA_real_" else if (is.nan(x)) "NaN" else if (x == Inf) "Inf" else if (x == -Inf) "-Inf" else sprintf("%.17g", x)
dump1 <- function(x) {
  if (is.null(x)) return("NULL")
  if (is.symbol(x)) { n <- as.character(x); return(if (n == "") "<>" else nm1(n)) }
  if (is.pairlist(x)) { nm <- names(x); parts <- character(length(x))
    xl <- as.list(x); for (i in seq_along(xl)) { parts[i] <- paste0(nm1(nm[i]), "=", if (identical(xl[[i]], quote(expr=))) "<>" else dump1(xl[[i]])) }
    return(paste0("[", paste(parts, collapse=" "), "]")) }
  if (is.call(x)) { l <- as.list(x); nm <- names(l); parts <- character(length(l))
    for (i in seq_along(l)) { v <- if (identical(l[[i]], quote(expr=))) "<>" else dump1(l[[i]])
      parts[i] <- if (!is.null(nm) && nm[i] != "") paste0(nm1(nm[i]), "=", v) else v }
    return(paste0("(", paste(parts, collapse=" "), ")")) }
  if (length(x) != 1) return(paste0("<len ", length(x), " ", typeof(x), ">"))
  switch(typeof(x),
    logical = if (is.na(x)) "NA" else if (x) "TRUE" else "FALSE",
    integer = if (is.na(x)) "NA_integer_" else paste0(x, "L"),
    double = dnum(x),
    complex = paste0("C(", dnum(Re(x)), ",", dnum(Im(x)), ")"),
    character = dq(x),
    paste0("<", typeof(x), ">"))
}
for (s in readLines(commandArgs(TRUE)[1], warn=FALSE)) {
  src <- gsub("\u00a7", "\n", s, fixed=TRUE)
  w <- character()
  r <- withCallingHandlers(tryCatch({e <- parse(text=src, keep.source=FALSE); paste(vapply(as.list(e), dump1, ""), collapse=" ;; ")},
     error=function(e) paste0("ERROR: ", gsub("\n", "\\n", conditionMessage(e), fixed=TRUE, useBytes=TRUE))),
     warning=function(wn) { w <<- c(w, conditionMessage(wn)); invokeRestart("muffleWarning") })
  cat(r, if (length(w)) paste0("\tWARN: ", paste(w, collapse=" | ")), "\n", sep="")
}
`

// TestRegenParseTable prints parseCases with the expectations computed by
// GNU R (go test -run TestRegenParseTable -regen-parse); paste the output
// over the table. It is a no-op without the flag.
func TestRegenParseTable(t *testing.T) {
	if !*regenParse {
		t.Skip("no -regen-parse")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "dump.R")
	inputs := filepath.Join(dir, "inputs.txt")
	var in strings.Builder
	for _, c := range parseCases {
		in.WriteString(strings.ReplaceAll(c.src, "\n", "§") + "\n")
	}
	if err := os.WriteFile(script, []byte(dumpR), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inputs, []byte(in.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Rscript", script, inputs)
	cmd.Env = append(os.Environ(), "R_ENABLE_JIT=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	results := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(results) != len(parseCases) {
		t.Fatalf("%d results for %d inputs", len(results), len(parseCases))
	}
	fmt.Println("var parseCases = []struct{ src, want string }{")
	for i, c := range parseCases {
		fmt.Printf("\t{%s, %s},\n", goQuote(c.src), goQuote(results[i]))
	}
	fmt.Println("}")
}

// goQuote quotes s as a Go string literal, byte by byte, keeping
// printable ASCII as is.
func goQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case c >= 32 && c < 127:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "\\x%02x", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// TestParseTable checks parseCases: each source, parsed as by
// parse(text=), must dump as GNU R's parse of it does (or fail with the
// same message, or warn the same warnings).
func TestParseTable(t *testing.T) {
	for _, c := range parseCases {
		if got := dumpSource(c.src); got != c.want {
			t.Errorf("%q:\n got: %s\nwant: %s", c.src, got, c.want)
		}
	}
}

// parseCases is generated by TestRegenParseTable.
var parseCases = []struct{ src, want string }{
	{"!a %in% b", "(! (%in% a b))"},
	{"a = b <- c", "(= a (<- b c))"},
	{"a <- b = c", "(= (<- a b) c)"},
	{"-a:b", "(: (- a) b)"},
	{"!a == b", "(! (== a b))"},
	{"~ a + b", "(~ (+ a b))"},
	{"a ? b", "(? a b)"},
	{"?a", "(? a)"},
	{"a ? b = c", "(? a (= b c))"},
	{"a = b ? c", "(? (= a b) c)"},
	{"f(x) <- v", "(<- (f x) v)"},
	{"if (a) b else c + 1", "(if a b (+ c 1))"},
	{"function(x) x + 1", "(function [x=<>] (+ x 1) NULL)"},
	{"a <- function(x) -x", "(<- a (function [x=<>] (- x) NULL))"},
	{"-2^2", "(- (^ 2 2))"},
	{"2^-1", "(^ 2 (- 1))"},
	{"a^b^c", "(^ a (^ b c))"},
	{"a - b - c", "(- (- a b) c)"},
	{"a -> b", "(<- b a)"},
	{"a ->> b", "(<<- b a)"},
	{"a -> b -> c", "(<- c (<- b a))"},
	{"a <- b -> c", "(<- a (<- c b))"},
	{"a ~ b ~ c", "(~ (~ a b) c)"},
	{"a || b && c", "(|| a (&& b c))"},
	{"!a & b", "(& (! a) b)"},
	{"a == !b", "(== a (! b))"},
	{"-a$b", "(- ($ a b))"},
	{"a$b$c", "($ ($ a b) c)"},
	{"a::b$c", "($ (:: a b) c)"},
	{"a$b::c", "ERROR: <text>:1:4: unexpected '::'\\n1: a$b::\\n       ^"},
	{"a::b(c)", "((:: a b) c)"},
	{"x[1][[2]]$a@b", "(@ ($ ([[ ([ x 1) 2) a) b)"},
	{"a %o% b %*% c", "(%*% (%o% a b) c)"},
	{"a |> f() %o% g", "(%o% (f a) g)"},
	{"a : b : c", "(: (: a b) c)"},
	{"-1:2", "(: (- 1) 2)"},
	{"a ^ -b ^ c", "(^ a (- (^ b c)))"},
	{"!!a", "(! (! a))"},
	{"a & !b | c", "(| (& a (! b)) c)"},
	{"x <- y <- 5", "(<- x (<- y 5))"},
	{"x = y = 5", "(= x (= y 5))"},
	{"f(a = b <- 2)", "(f a=(<- b 2))"},
	{"f(a = (b = 2))", "(f a=(( (= b 2)))"},
	{"function(x, y = 2, ...) NULL", "(function [x=<> y=2 ...=<>] NULL NULL)"},
	{"\\(x) x", "(function [x=<>] x NULL)"},
	{"function() 1", "(function NULL 1 NULL)"},
	{"if (a) if (b) c else d", "(if a (if b c d))"},
	{"for (i in 1:10) x", "(for i (: 1 10) x)"},
	{"while (TRUE) break", "(while TRUE (break))"},
	{"repeat next", "(repeat (next))"},
	{"{a; b}", "({ a b)"},
	{"{}", "({)"},
	{"(a)", "(( a)"},
	{"x[, 1]", "([ x <> 1)"},
	{"x[[i]]", "([[ x i)"},
	{"x[]", "([ x <>)"},
	{"f()", "(f)"},
	{"f(a, )", "(f a <>)"},
	{"f(a = )", "(f a=<>)"},
	{"f(\"a\" = 1)", "(f a=1)"},
	{"f(`a b` = 1)", "(f a b=1)"},
	{"f(NULL = 1)", "(f NULL=1)"},
	{"x$\"a\"", "($ x \"a\")"},
	{"x@\"b\"", "(@ x \"b\")"},
	{"\"a\"::\"b\"", "(:: \"a\" \"b\")"},
	{"a:::b", "(::: a b)"},
	{"`a b` <- 1", "(<- a b 1)"},
	{"..1 + ...", "(+ ..1 ...)"},
	{"T & F", "(& T F)"},
	{"NA_integer_; NA_real_; NA_character_; NA; Inf; NaN", "NA_integer_ ;; NA_real_ ;; NA_character_ ;; NA ;; Inf ;; NaN"},
	{"1L; 0x1FL; 100000L; 1e5L; 1i; 0x1F; 0x1p-3; 1e-3; .5; 5.; 1e5; 0xabcdefL", "1L ;; 31L ;; 100000L ;; 100000L ;; C(0,1) ;; 31 ;; 0.125 ;; 0.001 ;; 0.5 ;; 5 ;; 100000 ;; 11259375L"},
	{"1.5L", "1.5\tWARN: integer literal 1.5L contains decimal; using numeric value"},
	{"1e-3L", "0.001\tWARN: non-integer value 1e-3L qualified with L; using numeric value"},
	{"1e10L", "10000000000\tWARN: non-integer value 1e10L qualified with L; using numeric value"},
	{"0x1.1p1L", "2.125\tWARN: non-integer value 0x1.1p1L qualified with L; using numeric value"},
	{"1.L", "1L\tWARN: integer literal 1.L contains unnecessary decimal point"},
	{"0x10p2L", "64L"},
	{"100000000000L", "100000000000\tWARN: non-integer value 100000000000L qualified with L; using numeric value"},
	{"1e-5", "1.0000000000000001e-05"},
	{"0x", "ERROR: <text>:1:1: unexpected input\\n1: 0x\\n    ^"},
	{"1e", "ERROR: <text>:1:1: unexpected input\\n1: 1e\\n    ^"},
	{"1e+", "ERROR: <text>:1:1: unexpected input\\n1: 1e+\\n    ^"},
	{"\"\\\n\\\\t\\\\\\\\\\\\\"\\\\'\\\\x41\\\\101\\\\u00e9\\\\u{1F600}\\\\U0001F600\\\\a\\\\b\\\\f\\\\v\\\\r\"", "ERROR: <text>:2:11: unexpected '\\\\'\\n1: \"\\\\n2: \\\\t\\\\\\\\\\\\\"\\\\n             ^"},
	{"'single \"dq\"'", "\"single \\\"dq\\\"\""},
	{"r\"(a\\\\b)\"", "\"a\\\\\\\\b\""},
	{"R\"[x]\"", "\"x\""},
	{"r\"{y}\"", "\"y\""},
	{"r\"---(z)---\"", "\"z\""},
	{"r'(q)'", "\"q\""},
	{"r\"-(a)-\"", "\"a\""},
	{"x |> f(y)", "(f x y)"},
	{"x |> f(y = _)", "(f y=x)"},
	{"x |> f()", "(f x)"},
	{"x |> g() |> h(z)", "(h (g x) z)"},
	{"x |> a$b()", "(($ a b) x)"},
	{"x |> a::b()", "((:: a b) x)"},
	{"x |> (\\(x) x + 1)()", "((( (function [x=<>] (+ x 1) NULL)) x)"},
	{"\xc3\xa9 <- 1", "(<- \xc3\xa9 1)"},
	{"a.b_c1 <- .x", "(<- a.b_c1 .x)"},
	{"-a^b", "(- (^ a b))"},
	{"a:=b", "(:= a b)"},
	{"f(x)(y)", "((f x) y)"},
	{"(function(x) x)(1)", "((( (function [x=<>] x NULL)) 1)"},
	{"x[[1]][2]", "([ ([[ x 1) 2)"},
	{"a <- if (b) c else d", "(<- a (if b c d))"},
	{"if (a) {b} else {c}", "(if a ({ b) ({ c))"},
	{"function(x) if (x) 1 else 2", "(function [x=<>] (if x 1 2) NULL)"},
	{"-a + b", "(+ (- a) b)"},
	{"a + -b", "(+ a (- b))"},
	{"!a + b", "(! (+ a b))"},
	{"a * b + c * d", "(+ (* a b) (* c d))"},
	{"a + b * c", "(+ a (* b c))"},
	{"a / b / c", "(/ (/ a b) c)"},
	{"a %% b %/% c", "(%/% (%% a b) c)"},
	{"a < b", "(< a b)"},
	{"a ~ b | c", "(~ a (| b c))"},
	{"a <= b", "(<= a b)"},
	{"1 -> x <- 2", "(<- (<- x 1) 2)"},
	{"a <- b ? c", "(? (<- a b) c)"},
	{"a = b ~ c", "(= a (~ b c))"},
	{"~ ~ a", "(~ (~ a))"},
	{"a$`b c`", "($ a b c)"},
	{"a@b@c", "(@ (@ a b) c)"},
	{"x[a = 1, , drop = FALSE]", "([ x a=1 <> drop=FALSE)"},
	{"x[[1, exact = TRUE]]", "([[ x 1 exact=TRUE)"},
	{"function(a, b) {\n a\n b\n}", "(function [a=<> b=<>] ({ a b) NULL)"},
	{"{\n if (a) b\n else c\n}", "({ (if a b c))"},
	{"(if (a) b\n else c)", "(( (if a b c))"},
	{"f(if (a) b\n else c)", "(f (if a b c))"},
	{"{\n a\n\n b\n}", "({ a b)"},
	{"x <- 1 # comment", "(<- x 1)"},
	{"a +\n b", "(+ a b)"},
	{"f(a,\n b)", "(f a b)"},
	{"x[\n1\n]", "([ x 1)"},
	{"function(x)\n x", "(function [x=<>] x NULL)"},
	{"if (a)\n b", "(if a b)"},
	{"for (i in s)\n\n b", "(for i s b)"},
	{"while (a)\n b", "(while a b)"},
	{"repeat\n b", "(repeat b)"},
	{"a <-\n b", "(<- a b)"},
	{"{a\n}", "({ a)"},
	{"(a <- b = c)", "(( (= (<- a b) c))"},
	{"f((a <- b = c))", "(f (( (= (<- a b) c)))"},
	{"{a <- b = c}", "({ (= (<- a b) c))"},
	{"if (x) a <- b = c", "(if x (= (<- a b) c))"},
	{"if (x) a = b", "(if x (= a b))"},
	{"function(x) a = b", "(function [x=<>] (= a b) NULL)"},
	{"x[a <- b = c]", "ERROR: <text>:1:10: unexpected '='\\n1: x[a <- b =\\n             ^"},
	{"f(a <- b = c)", "ERROR: <text>:1:10: unexpected '='\\n1: f(a <- b =\\n             ^"},
	{"a = b = c <- d", "(= a (= b (<- c d)))"},
	{"a <- b = c <- d", "(= (<- a b) (<- c d))"},
	{"~ a = b", "(= (~ a) b)"},
	{"a ~ b = c", "(= (~ a b) c)"},
	{"a = ~ b", "(= a (~ b))"},
	{"!a = b", "(= (! a) b)"},
	{"-a = b", "(= (- a) b)"},
	{"a <- b ? c = d", "(? (<- a b) (= c d))"},
	{"function(x) x = 1", "(function [x=<>] (= x 1) NULL)"},
	{"for (i in s) a = b", "(for i s (= a b))"},
	{"while (a) b = c", "(while a (= b c))"},
	{"repeat a = b", "(repeat (= a b))"},
	{"a -> b = c", "(= (<- b a) c)"},
	{"a = b -> c", "(= a (<- c b))"},
	{"x <- y -> z = 1", "(= (<- x (<- z y)) 1)"},
	{"\"\\n\\t\\\\\\\"\\'\\x41\\101\\u00e9\\u{1F600}\\U0001F600\\a\\b\\f\\v\\r\"", "ERROR: invalid \\u{xxxx} sequence (line 1)"},
	{"\"\\1\\12\\123\\1234\"", "\"\\x01\\x0aSS4\""},
	{"\"\\x4\\x41\\x4g\"", "\"\\x04A\\x04g\""},
	{"\"\\u41\\u{41}\\U41\\U{41}\\u00e9z\"", "\"AAAA\\xc3\\xa9z\""},
	{"'\\`'", "\"`\""},
	{"\"\\ \"", "\" \""},
	{"\"a\nb\"", "\"a\\x0ab\""},
	{"`a\\`b`", "a`b"},
	{"`a\\nb`", "a\\nb"},
	{"x$`a`", "($ x a)"},
	{"x$NULL", "ERROR: <text>:1:3: unexpected 'NULL'\\n1: x$NULL\\n      ^"},
	{"x$TRUE", "ERROR: <text>:1:3: unexpected numeric constant\\n1: x$TRUE\\n      ^"},
	{"x$function", "ERROR: <text>:1:3: unexpected 'function'\\n1: x$function\\n      ^"},
	{"x$if", "ERROR: <text>:1:3: unexpected 'if'\\n1: x$if\\n      ^"},
	{"a::`b`", "(:: a b)"},
	{"`f`(1)", "(f 1)"},
	{"\"f\"(1)", "(f 1)"},
	{"'f'(x) <- 1", "(<- (f x) 1)"},
	{"\"f\" <- 1", "(<- \"f\" 1)"},
	{"f(,)", "(f <> <>)"},
	{"f(,,)", "(f <> <> <>)"},
	{"x[,,]", "([ x <> <> <>)"},
	{"f(a=1,b=,,c)", "(f a=1 b=<> <> c)"},
	{"x[[]]", "([[ x <>)"},
	{"x[[,]]", "([[ x <> <>)"},
	{"1:2:3", "(: (: 1 2) 3)"},
	{"a -> b ->> c", "(<<- c (<- b a))"},
	{"1e5L", "100000L"},
	{"1e+5", "100000"},
	{"0X1f", "31"},
	{"0xAp0", "10"},
	{"1.5e-3", "0.0015"},
	{".5e1", "5"},
	{"3i", "C(0,3)"},
	{"1e3i", "C(0,1000)"},
	{"0x10i", "C(0,16)"},
	{"1Li", "ERROR: <text>:1:3: unexpected symbol\\n1: 1Li\\n      ^"},
	{"0x1.8p1", "3"},
	{"1e308", "1e+308"},
	{"1e309", "Inf"},
	{"0x1p1074", "Inf"},
	{"2147483647L", "2147483647L"},
	{"2147483648L", "2147483648\tWARN: non-integer value 2147483648L qualified with L; using numeric value"},
	{"-2147483647L", "(- 2147483647L)"},
	{"0L", "0L"},
	{"00012", "12"},
	{"0012L", "12L"},
	{"1.0L", "1L\tWARN: integer literal 1.0L contains unnecessary decimal point"},
	{"1e2L", "100L"},
	{"10e-1L", "1L"},
	{"TRUE; FALSE; T; F", "TRUE ;; FALSE ;; T ;; F"},
	{"NULL", "NULL"},
	{"Inf; -Inf", "Inf ;; (- Inf)"},
	{"if (a) b else if (c) d else e", "(if a b (if c d e))"},
	{"if (a) {\n} else {\n}", "(if a ({) ({))"},
	{"{\nif (a) b\nelse if (c) d\nelse e\n}", "({ (if a b (if c d e)))"},
	{"{\nif (a) {b}\n\nelse {c}\n}", "({ (if a ({ b) ({ c)))"},
	{"{\nif (a) b; else c\n}", "ERROR: <text>:2:11: unexpected 'else'\\n1: {\\n2: if (a) b; else\\n             ^"},
	{"{if (a) b\n# comment\nelse c}", "({ (if a b c))"},
	{"x[1]\n[2]", "ERROR: <text>:2:1: unexpected '['\\n1: x[1]\\n2: [\\n   ^"},
	{"f\n(1)", "f ;; (( 1)"},
	{"x\n$y", "ERROR: <text>:2:1: unexpected '$'\\n1: x\\n2: $\\n   ^"},
	{"function(x)\n\nx", "(function [x=<>] x NULL)"},
	{"function(x = 1,\n y)\n{}", "(function [x=1 y=<>] ({) NULL)"},
	{"a |>\n f()", "(f a)"},
	{"{a}\n{b}", "({ a) ;; ({ b)"},
	{"a <- function(x) b = c", "(<- a (function [x=<>] (= b c) NULL))"},
	{"x <- if (a) b = c", "(<- x (if a (= b c)))"},
	{"function(x) a ? b", "(? (function [x=<>] a NULL) b)"},
	{"if (a) b ? c", "(? (if a b) c)"},
	{"if (a) b else c = d", "(if a b (= c d))"},
	{"f(a = b = c)", "ERROR: <text>:1:9: unexpected '='\\n1: f(a = b =\\n            ^"},
	{"f((a) = 1)", "ERROR: <text>:1:7: unexpected '='\\n1: f((a) =\\n          ^"},
	{"f(function(x) a = b)", "(f (function [x=<>] (= a b) NULL))"},
	{"f(if (a) b = c)", "(f (if a (= b c)))"},
	{"f(-a = b)", "ERROR: <text>:1:6: unexpected '='\\n1: f(-a =\\n         ^"},
	{"f(a, b <- c)", "(f a (<- b c))"},
	{"if (a = b) 1", "ERROR: <text>:1:7: unexpected '='\\n1: if (a =\\n          ^"},
	{"while (a = b) 1", "ERROR: <text>:1:10: unexpected '='\\n1: while (a =\\n             ^"},
	{"for (i in a = b) 1", "ERROR: <text>:1:13: unexpected '='\\n1: for (i in a =\\n                ^"},
	{"function(x = a = b) 1", "ERROR: <text>:1:16: unexpected '='\\n1: function(x = a =\\n                   ^"},
	{"x[[a = b = c]]", "ERROR: <text>:1:10: unexpected '='\\n1: x[[a = b =\\n             ^"},
	{"(a = b = c)", "(( (= a (= b c)))"},
	{"{a = b = c}", "({ (= a (= b c)))"},
	{"a ? b ? c", "(? (? a b) c)"},
	{"?a ? b", "(? (? a) b)"},
	{"a = ?b", "(= a (? b))"},
	{"-?a", "(- (? a))"},
	{"!?a", "(! (? a))"},
	{"a <- ?b", "(<- a (? b))"},
	{"a + ?b", "(+ a (? b))"},
	{"~?a", "(~ (? a))"},
	{"a ~ ?b", "(~ a (? b))"},
	{"a ? ?b", "(? a (? b))"},
	{"if (a) ?b", "(if a (? b))"},
	{"function(x) ?b", "(function [x=<>] (? b) NULL)"},
	{"?a = b", "(? (= a b))"},
	{"a = b ? c = d", "(? (= a b) (= c d))"},
	{"f(a ? b)", "(f (? a b))"},
	{"f(a = ?b)", "(f a=(? b))"},
	{"f(x) = 3", "(= (f x) 3)"},
	{"f(x) <- g(y) <- 3", "(<- (f x) (<- (g y) 3))"},
	{"!a <- b", "(<- (! a) b)"},
	{"-a <- b", "(<- (- a) b)"},
	{"!a -> b", "(<- b (! a))"},
	{"a + b <- c", "(<- (+ a b) c)"},
	{"a & b <- c", "(<- (& a b) c)"},
	{"a ~ b <- c", "(<- (~ a b) c)"},
	{"~ a <- b", "(<- (~ a) b)"},
	{"a <- ~ b <- c", "(<- a (<- (~ b) c))"},
	{"a <- b ~ c", "(<- a (~ b c))"},
	{"a : b <- c", "(<- (: a b) c)"},
	{"function(x) x <- 1", "(function [x=<>] (<- x 1) NULL)"},
	{"-function(x) x + 1", "(- (function [x=<>] (+ x 1) NULL))"},
	{"!function(x) x | y", "(! (function [x=<>] (| x y) NULL))"},
	{"a + function(x) x + 1", "(+ a (function [x=<>] (+ x 1) NULL))"},
	{"a + if (b) c else d + 1", "(+ a (if b c (+ d 1)))"},
	{"a + repeat b + c", "(+ a (repeat (+ b c)))"},
	{"a + while (b) c + d", "(+ a (while b (+ c d)))"},
	{"if (a) b else c ? d", "(? (if a b c) d)"},
	{"x ^ if (a) b else c + 1", "(^ x (if a b (+ c 1)))"},
	{"a$b()", "(($ a b))"},
	{"a$b(c)$d", "($ (($ a b) c) d)"},
	{"a@b()", "((@ a b))"},
	{"a::b::c", "ERROR: <text>:1:5: unexpected '::'\\n1: a::b::\\n        ^"},
	{"a::b:::c", "ERROR: <text>:1:5: unexpected ':::'\\n1: a::b:::\\n        ^"},
	{"-a::b", "(- (:: a b))"},
	{"a$b$c()", "(($ ($ a b) c))"},
	{"f()()()", "(((f)))"},
	{"f()[1]", "([ (f) 1)"},
	{"x[1](2)", "(([ x 1) 2)"},
	{"x$y[1]", "([ ($ x y) 1)"},
	{"x@y$z", "($ (@ x y) z)"},
	{"x$y@z", "(@ ($ x y) z)"},
	{"(a)(b)", "((( a) b)"},
	{"{a}(b)", "(({ a) b)"},
	{"function(x) x(1)", "(function [x=<>] (x 1) NULL)"},
	{"\"a\"(1)", "(a 1)"},
	{"1(2)", "(1 2)"},
	{"TRUE(1)", "(TRUE 1)"},
	{"NULL(1)", "(NULL 1)"},
	{"1[2]", "([ 1 2)"},
	{"\"s\"[1]", "([ \"s\" 1)"},
	{"NULL$a", "($ NULL a)"},
	{"a$b <- c", "(<- ($ a b) c)"},
	{"a$\"b\" <- c", "(<- ($ a \"b\") c)"},
	{"x |> f(y) + 1", "(+ (f x y) 1)"},
	{"1 + x |> f()", "(+ 1 (f x))"},
	{"x |> f() |> g(a = _)", "(g a=(f x))"},
	{"-x |> f()", "(f (- x))"},
	{"x %o% y |> f()", "(f (%o% x y))"},
	{"x |> f() %o% y", "(%o% (f x) y)"},
	{"x:y |> f()", "(f (: x y))"},
	{"x |> f() : y", "ERROR: function ':' not supported in RHS call of a pipe"},
	{"x^y |> f()", "(f (^ x y))"},
	{"x |> f()^y", "ERROR: function '^' not supported in RHS call of a pipe"},
	{"a <<- b", "(<<- a b)"},
	{"a := b := c", "(:= a (:= b c))"},
	{"a := b <- c", "(:= a (<- b c))"},
	{"a <- b := c", "(<- a (:= b c))"},
	{"x[[1]][[2]]", "([[ ([[ x 1) 2)"},
	{"x[[1]]]", "ERROR: <text>:1:7: unexpected ']'\\n1: x[[1]]]\\n          ^"},
	{"x[[1]", "ERROR: <text>:2:0: unexpected end of input\\n1: x[[1]\\n   ^"},
	{"x[1]]", "ERROR: <text>:1:5: unexpected ']'\\n1: x[1]]\\n        ^"},
	{"x[[ 1 ] ]", "([[ x 1)"},
	{"x[ [1] ]", "ERROR: <text>:1:4: unexpected '['\\n1: x[ [\\n       ^"},
	{"f(?a = b)", "(f (? (= a b)))"},
	{"f(a ? b = c)", "ERROR: <text>:1:9: unexpected '='\\n1: f(a ? b =\\n            ^"},
	{"f(a = b ? c = d)", "ERROR: <text>:1:13: unexpected '='\\n1: f(a = b ? c =\\n                ^"},
	{"(a ? b = c)", "(( (? a (= b c)))"},
	{"if (?a = b) 1", "(if (? (= a b)) 1)"},
	{"x[?a = b]", "([ x (? (= a b)))"},
	{"f(a = function(x) b = c)", "(f a=(function [x=<>] (= b c) NULL))"},
	{"function(x = function(y) a = b) 1", "(function [x=(function [y=<>] (= a b) NULL)] 1 NULL)"},
	{"x |> (f)", "ERROR: function '(' not supported in RHS call of a pipe"},
	{"x |> {f}", "ERROR: function '{' not supported in RHS call of a pipe"},
	{"-\n1", "(- 1)"},
	{"!\na", "(! a)"},
	{"~\na", "(~ a)"},
	{"?\na", "(? a)"},
	{"function\n(x) x", "(function [x=<>] x NULL)"},
	{"if\n(a) b", "(if a b)"},
	{"for\n(i in s) b", "(for i s b)"},
	{"while\n(a) b", "(while a b)"},
	{"a ?\nb", "(? a b)"},
	{"a$\nb", "($ a b)"},
	{"a::\nb", "ERROR: <text>:2:0: unexpected end of line\\n1: a::\\n   ^"},
	{"a@\nb", "(@ a b)"},
	{"x[[\n1]]", "([[ x 1)"},
	{"f(\na\n,\nb\n)", "(f a b)"},
	{"{;}", "({)"},
	{"{a;;b}", "({ a b)"},
	{"{a;}", "({ a)"},
	{"{;a}", "({ a)"},
	{"1;", "1"},
	{"\\(x)\nx", "(function [x=<>] x NULL)"},
	{"\\\n(x) x", "ERROR: <text>:2:0: unexpected end of line\\n1: \\\\n   ^"},
	{"function(x,\ny) x", "(function [x=<> y=<>] x NULL)"},
	{"a |>\n\nf()", "(f a)"},
	{"a %o%\nb", "(%o% a b)"},
	{"a -> \nb", "(<- b a)"},
	{"if (a) b else\nc", "(if a b c)"},
	{"a = \nb", "(= a b)"},
	{"x[1]\n", "([ x 1)"},
	{"(\na\n)", "(( a)"},
	{"{\n}", "({)"},
	{"1 ->\n a", "(<- a 1)"},
	{"repeat\n{}", "(repeat ({))"},
	{"while (a)\n{}", "(while a ({))"},
	{"for (i\nin s) 1", "(for i s 1)"},
	{"if (a\n) 1", "(if a 1)"},
	{"function(\n) 1", "(function NULL 1 NULL)"},
	{"{}\nx", "({) ;; x"},
	{"f <- function() {}\nx", "(<- f (function NULL ({) NULL)) ;; x"},
	{"(function() {})\nx", "(( (function NULL ({) NULL)) ;; x"},
	{"{a}\nx", "({ a) ;; x"},
	{"{ if (a) b; x \n else y }", "ERROR: <text>:2:2: unexpected 'else'\\n1: { if (a) b; x \\n2:  else\\n    ^"},
	{"f(if (a) b \n + c)", "ERROR: <text>:2:2: unexpected end of line\\n1: f(if (a) b \\n2:  +\\n    ^"},
	{"x[if (a) b \n , c]", "([ x (if a b) c)"},
	{"{ if (a) x <- \n y \n else z }", "({ (if a (<- x y) z))"},
	{"{ if (a) if (b) c \n x \n else d }", "ERROR: <text>:3:2: unexpected 'else'\\n2:  x \\n3:  else\\n    ^"},
	{"{ if (a) b \n\n else c \n else d }", "ERROR: <text>:4:2: unexpected 'else'\\n3:  else c \\n4:  else\\n    ^"},
	{"if (a) {}\nx", "(if a ({)) ;; x"},
	{"function(x) {}\nx", "(function [x=<>] ({) NULL) ;; x"},
	{"0x1.8p1L", "3L"},
	{"1.5e1L", "15L"},
	{"1.55e1L", "15.5\tWARN: non-integer value 1.55e1L qualified with L; using numeric value"},
	{"2147483648.0L", "2147483648\tWARN: integer literal 2147483648.0L contains decimal; using numeric value"},
	{"0xFFFFFFFFL", "4294967295\tWARN: non-integer value 0xFFFFFFFFL qualified with L; using numeric value"},
	{"0x7FFFFFFFL", "2147483647L"},
	{"0x1.8", "ERROR: <text>:1:1: unexpected input\\n1: 0x1.8\\n    ^"},
	{"0x.8p1", "1"},
	{"0xp1", "ERROR: <text>:1:1: unexpected input\\n1: 0xp\\n    ^"},
	{"1e5.5", "ERROR: <text>:1:4: unexpected numeric constant\\n1: 1e5.5\\n       ^"},
	{"1.2.3", "ERROR: <text>:1:4: unexpected numeric constant\\n1: 1.2.3\\n       ^"},
	{".5.", "ERROR: <text>:1:3: unexpected symbol\\n1: .5.\\n      ^"},
	{"1_000", "ERROR: <text>:1:2: unexpected input\\n1: 1_\\n     ^"},
	{"\"\\n\\q\"", "ERROR: '\\q' is an unrecognized escape in character string starting \"\"\\n\\q\""},
	{"\"a\\tb\\q\"", "ERROR: '\\q' is an unrecognized escape in character string starting \"\"a\\tb\\q\""},
	{"\"\\x00\"", "ERROR: nul character not allowed (line 1)"},
	{"\"\\u0000\"", "ERROR: nul character not allowed (line 1)"},
	{"\"\\u{0}\"", "ERROR: nul character not allowed (line 1)"},
	{"\"\\U{110000}\"", "ERROR: invalid \\U{xxxxxxxx} value 110000 (line 1)"},
	{"\"\\U{1F600}\"", "\"\\xf0\\x9f\\x98\\x80\""},
	{"\"\\u{1F60}\"", "\"\\xe1\\xbd\\xa0\""},
	{"\"\\U0001F600x\"", "\"\\xf0\\x9f\\x98\\x80x\""},
	{"\"\\uD83D\"", "\"\\xed\\xa0\\xbd\"\tWARN: unpaired surrogate Unicode point d83d"},
	{"\"\\\xc3\xa9\"", "ERROR: '\\\xc3' is an unrecognized escape in character string starting \"\"\\\xc3\""},
	{"`a\\qb`", "ERROR: '\\q' is an unrecognized escape in character string starting \"`a\\q\""},
	{"``", "ERROR: attempt to use zero-length variable name"},
	{"`a\nb`", "a\\nb"},
	{"'it''s'", "ERROR: <text>:1:5: unexpected string constant\\n1: 'it''s'\\n        ^"},
	{"\"a\"'b'", "ERROR: <text>:1:4: unexpected string constant\\n1: \"a\"'b'\\n       ^"},
	{"r\"(a)\"b", "ERROR: <text>:1:7: unexpected symbol\\n1: r\"(a)\"b\\n          ^"},
	{"r\"[a]]\"", "\"a]\""},
	{"r\"{a}}\"", "\"a}\""},
	{"r\"--(a)-)--\"", "\"a)-\""},
	{"r\"(a\nb)\"", "\"a\\x0ab\""},
	{"R'---[x]---'", "\"x\""},
	{"r\"x\"", "ERROR: malformed raw string literal at line 1"},
	{"r\"\"", "ERROR: malformed raw string literal at line 1"},
	{"x <- r", "(<- x r)"},
	{"r <- 1; r", "(<- r 1) ;; r"},
	{"x %in%\n y", "(%in% x y)"},
	{"x %in\n% y", "ERROR: <text>:1:3: unexpected input\\n1: x %in\\n      ^"},
	{"%%", "ERROR: <text>:1:1: unexpected SPECIAL\\n1: %%\\n    ^"},
	{"%a%", "ERROR: <text>:1:1: unexpected SPECIAL\\n1: %a%\\n    ^"},
	{"a %% b", "(%% a b)"},
	{"a%%b%%c", "(%% (%% a b) c)"},
	{"1 <<- 2", "(<<- 1 2)"},
	{"1 < < 2", "ERROR: <text>:1:5: unexpected '<'\\n1: 1 < <\\n        ^"},
	{"a <<b", "ERROR: <text>:1:3: unexpected input\\n1: a <<\\n      ^"},
	{"a<--1", "(<- a (- 1))"},
	{"a < -1", "(< a (- 1))"},
	{"a<-1", "(<- a 1)"},
	{"a**2", "(^ a 2)"},
	{"a * * 2", "ERROR: <text>:1:5: unexpected '*'\\n1: a * *\\n        ^"},
	{"a ->>b", "(<<- b a)"},
	{"a->>>b", "ERROR: <text>:1:5: unexpected '>'\\n1: a->>>\\n        ^"},
	{"a-->b", "ERROR: <text>:1:3: unexpected '->'\\n1: a-->\\n      ^"},
	{"x[[1]]]]", "ERROR: <text>:1:7: unexpected ']'\\n1: x[[1]]]\\n          ^"},
	{"x]", "ERROR: <text>:1:2: unexpected ']'\\n1: x]\\n     ^"},
	{")", "ERROR: <text>:1:1: unexpected ')'\\n1: )\\n    ^"},
	{"}", "ERROR: <text>:1:1: unexpected '}'\\n1: }\\n    ^"},
	{"]", "ERROR: <text>:1:1: unexpected ']'\\n1: ]\\n    ^"},
	{",", "ERROR: <text>:1:1: unexpected ','\\n1: ,\\n    ^"},
	{"=", "ERROR: <text>:1:1: unexpected '='\\n1: =\\n    ^"},
	{"<-", "ERROR: <text>:1:1: unexpected assignment\\n1: <-\\n    ^"},
	{"->", "ERROR: <text>:1:1: unexpected '->'\\n1: ->\\n    ^"},
	{"else", "ERROR: <text>:1:1: unexpected 'else'\\n1: else\\n    ^"},
	{"in", "ERROR: <text>:1:1: unexpected 'in'\\n1: in\\n    ^"},
	{"function", "ERROR: <text>:2:0: unexpected end of input\\n1: function\\n   ^"},
	{"\\", "ERROR: <text>:2:0: unexpected end of line\\n1: \\\\n   ^"},
	{"_", "ERROR: invalid use of pipe placeholder"},
	{"\n", ""},
	{";", "ERROR: <text>:1:1: unexpected ';'\\n1: ;\\n    ^"},
	{"\n\nx y", "ERROR: <text>:3:3: unexpected symbol\\n2: \\n3: x y\\n     ^"},
	{"x\n\n\ny z", "ERROR: <text>:4:3: unexpected symbol\\n3: \\n4: y z\\n     ^"},
	{"f(x,\n y z)", "ERROR: <text>:2:4: unexpected symbol\\n1: f(x,\\n2:  y z\\n      ^"},
	{"f(x,\n\n\n y z)", "ERROR: <text>:4:4: unexpected symbol\\n3: \\n4:  y z\\n      ^"},
	{"{\n  a\n  b c\n}", "ERROR: <text>:3:5: unexpected symbol\\n2:   a\\n3:   b c\\n       ^"},
	{"{\n\\tif (x)\n\\t\\tb c\n}", "ERROR: <text>:2:2: unexpected symbol\\n1: {\\n2: \\tif\\n    ^"},
	{"f <- function(x) {\n  y <- x +\n    2 *\n    z w\n}", "ERROR: <text>:4:7: unexpected symbol\\n3:     2 *\\n4:     z w\\n         ^"},
	{"a\\tb", "ERROR: <text>:1:2: unexpected '\\\\'\\n1: a\\\\n     ^"},
	{"\tx y", "ERROR: <text>:1:11: unexpected symbol\\n1:         x y\\n              ^"},
	{"\xc3\xa9 y z", "ERROR: <text>:1:4: unexpected symbol\\n1: \xc3\xa9 y\\n       ^"},
	{"x \xc3\xa9 y", "ERROR: <text>:1:3: unexpected symbol\\n1: x \xc3\xa9\\n      ^"},
	{"\"\xc3\xa9\" x", "ERROR: <text>:1:6: unexpected symbol\\n1: \"\xc3\xa9\" x\\n         ^"},
	{"#comment\nx y", "ERROR: <text>:2:3: unexpected symbol\\n1: #comment\\n2: x y\\n     ^"},
	{"x # comment\ny z", "ERROR: <text>:2:3: unexpected symbol\\n1: x # comment\\n2: y z\\n     ^"},
	{"if (TRUE) 1\nelse 2", "ERROR: <text>:2:1: unexpected 'else'\\n1: if (TRUE) 1\\n2: else\\n   ^"},
	{"{ if (a) b }\nelse c", "ERROR: <text>:2:1: unexpected 'else'\\n1: { if (a) b }\\n2: else\\n   ^"},
	{"function(x, x) 1", "ERROR: repeated formal argument 'x' on line 1"},
	{"function(x,\n y,\n x) 1", "ERROR: repeated formal argument 'x' on line 3"},
	{"function(x, ...) 1; function(..., ...) 1", "ERROR: repeated formal argument '...' on line 1"},
	{"f(x, , y = )", "(f x <> y=<>)"},
	{"x |> f", "ERROR: The pipe operator requires a function call as RHS"},
	{"x |> f(y = _, z = _)", "ERROR: pipe placeholder may only appear once"},
	{"x |> f(_)", "ERROR: pipe placeholder can only be used as a named argument"},
	{"x |> `+`(1)", "ERROR: function '+' not supported in RHS call of a pipe"},
	{"x |> (f)()", "((( f) x)"},
	{"x |> f()()", "((f) x)"},
	{"x |> f(g(_))", "ERROR: invalid use of pipe placeholder"},
	{"_ |> f()", "ERROR: invalid use of pipe placeholder"},
	{"f(_)", "ERROR: invalid use of pipe placeholder"},
	{"x <- _", "ERROR: invalid use of pipe placeholder"},
	{"x |> f(y = _) |> g(z = _)", "(g z=(f y=x))"},
	{"x |> {f(y = _)}", "ERROR: function '{' not supported in RHS call of a pipe"},
	{"a::1", "ERROR: <text>:1:4: unexpected numeric constant\\n1: a::1\\n       ^"},
	{"1::a", "ERROR: <text>:1:2: unexpected '::'\\n1: 1::\\n     ^"},
	{"a:::", "ERROR: <text>:2:0: unexpected end of line\\n1: a:::\\n   ^"},
	{"::a", "ERROR: <text>:1:1: unexpected '::'\\n1: ::\\n    ^"},
	{"a@@b", "ERROR: <text>:1:3: unexpected '@'\\n1: a@@\\n      ^"},
	{"a$$b", "ERROR: <text>:1:3: unexpected '$'\\n1: a$$\\n      ^"},
	{"x[[1, ]]", "([[ x 1 <>)"},
	{"x[[, 1]]", "([[ x <> 1)"},
	{"x[1, , ]", "([ x 1 <> <>)"},
	{"function(a = 1, b) NULL", "(function [a=1 b=<>] NULL NULL)"},
	{"function(a b) NULL", "ERROR: <text>:1:12: unexpected symbol\\n1: function(a b\\n               ^"},
	{"function(a, b, ) NULL", "ERROR: <text>:1:16: unexpected ')'\\n1: function(a, b, )\\n                   ^"},
	{"function(1) NULL", "ERROR: <text>:1:10: unexpected numeric constant\\n1: function(1\\n             ^"},
	{"function(a = ) NULL", "ERROR: <text>:1:14: unexpected ')'\\n1: function(a = )\\n                 ^"},
	{"function(... = 1) NULL", "(function [...=1] NULL NULL)"},
	{"\\(x) \\(y) x + y", "(function [x=<>] (function [y=<>] (+ x y) NULL) NULL)"},
	{"\\ (x) x", "(function [x=<>] x NULL)"},
	{"for (1 in x) y", "ERROR: <text>:1:6: unexpected numeric constant\\n1: for (1\\n         ^"},
	{"for (i x) y", "ERROR: <text>:1:8: unexpected symbol\\n1: for (i x\\n           ^"},
	{"for (i in x y) z", "ERROR: <text>:1:13: unexpected symbol\\n1: for (i in x y\\n                ^"},
	{"for i in x", "ERROR: <text>:1:5: unexpected symbol\\n1: for i\\n        ^"},
	{"while x y", "ERROR: <text>:1:7: unexpected symbol\\n1: while x\\n          ^"},
	{"while (x) ", "ERROR: <text>:2:0: unexpected end of input\\n1: while (x) \\n   ^"},
	{"if x y", "ERROR: <text>:1:4: unexpected symbol\\n1: if x\\n       ^"},
	{"if (x) else", "ERROR: <text>:1:8: unexpected 'else'\\n1: if (x) else\\n           ^"},
	{"repeat", "ERROR: <text>:2:0: unexpected end of input\\n1: repeat\\n   ^"},
	{"break(1)", "((break) 1)"},
	{"next + 1", "(+ (next) 1)"},
	{"TRUE <- 1", "(<- TRUE 1)"},
	{"NULL <- 1", "(<- NULL 1)"},
	{"NA_foo_", "NA_foo_"},
	{".1e2", "10"},
	{"..", ".."},
	{"...", "..."},
	{"....", "...."},
	{".2a", "ERROR: <text>:1:3: unexpected symbol\\n1: .2a\\n      ^"},
	{"`\\``", "`"},
	{"a.b.c$d.e", "($ a.b.c d.e)"},
	{"1e-310", "9.9999999999999694e-311"},
	{"4.9e-324", "4.9406564584124654e-324"},
	{"1e-324", "0"},
	{"123456789012345678901234567890", "1.2345678901234568e+29"},
	{"0.1", "0.10000000000000001"},
	{"0.30000000000000004", "0.30000000000000004"},
	{"1.7976931348623157e308", "1.7976931348623157e+308"},
	{"1.7976931348623159e308", "Inf"},
	{"0x1P+3", "8"},
	{"0X1p-1074", "0"},
	{"1e0L", "1L"},
	{"0e5L", "0L"},
	{"00L", "0L"},
}

// TestSrcRef checks the srcref attached to functions with KeepSource
// against values computed by GNU R (as.integer(f[[4]])).
func TestSrcRef(t *testing.T) {
	cases := []struct {
		src  string
		want []int32
	}{
		{"x <- 1\n  f <- function(a,\n\tb) {  a + é\n}\n", []int32{2, 8, 4, 1, 8, 1, 2, 4}},
		{"g <- \\(x) x\n", []int32{1, 6, 1, 11, 6, 11, 1, 1}},
	}
	for _, c := range cases {
		vals, err := ParseAll("<text>", []byte(c.src), Options{KeepSource: true})
		if err != nil {
			t.Fatal(err)
		}
		fn := vals[len(vals)-1].(*rt.Lang).Args[1].Val.(*rt.Lang)
		if len(fn.Args) != 3 {
			t.Fatalf("function call has %d args", len(fn.Args))
		}
		ref, ok := fn.Args[2].Val.(*rt.Integer)
		if !ok {
			t.Fatalf("%q: srcref is %T", c.src, fn.Args[2].Val)
		}
		if fmt.Sprint(ref.V) != fmt.Sprint(c.want) {
			t.Errorf("%q: srcref %v, want %v", c.src, ref.V, c.want)
		}
		if !rt.Inherits(ref, "srcref") {
			t.Errorf("srcref lacks its class")
		}
		env, ok := rt.GetAttr(ref, rt.SrcFileSym).(*rt.Env)
		if !ok {
			t.Fatal("no srcfile environment")
		}
		lines := env.Get(rt.Intern("lines")).(*rt.Character)
		if want := strings.Count(c.src, "\n"); lines.Len() != want {
			t.Errorf("srcfile has %d lines, want %d", lines.Len(), want)
		}
	}
	// Without KeepSource the fourth element is NULL.
	vals, err := ParseAll("<text>", []byte("function(x) x"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if fn := vals[0].(*rt.Lang); fn.Len() != 4 || fn.Args[2].Val != rt.Value(rt.Nil) {
		t.Errorf("function without keep.source: %s", dump(fn))
	}
}

// TestNextOneAtATime checks that Next consumes a single top-level
// expression per call, so that an error is only reported after the
// expressions before it were returned.
func TestNextOneAtATime(t *testing.T) {
	p := NewParser("x.R", []byte("a <- 1; b\n\n# c\nc d\n"), Options{})
	for _, want := range []string{"(<- a 1)", "b"} {
		v, err := p.Next()
		if err != nil {
			t.Fatal(err)
		}
		if got := dump(v); got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
	_, err := p.Next()
	var pe *Error
	if !errors.As(err, &pe) || pe.REPLMessage() != `Error: unexpected symbol in "c d"` {
		t.Errorf("got %v", err)
	}
	// Incomplete input is flagged for REPL continuation.
	_, err = ParseAll("", []byte("f(a,\n"), Options{})
	if !errors.As(err, &pe) || !pe.Incomplete {
		t.Errorf("f(a, : got %v, want an incomplete-input error", err)
	}
	if _, err := NewParser("", nil, Options{}).Next(); err != io.EOF {
		t.Errorf("empty input: got %v, want io.EOF", err)
	}
}

// TestHugeInputs checks that pathological inputs give R's error or a parse,
// never a Go stack overflow or a hang.
func TestHugeInputs(t *testing.T) {
	cases := []struct {
		src, want string
	}{
		{strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000), "contextstack overflow at line 1"},
		{strings.Repeat("{", 51) + "1" + strings.Repeat("}", 51), "contextstack overflow at line 1"},
		{strings.Repeat("{", 50) + "1" + strings.Repeat("}", 50), ""},
		{strings.Repeat("-", 9997) + "1", ""},
		{strings.Repeat("-", 9998) + "1", "out of memory while parsing"},
		{strings.Repeat("-", 1000000) + "1", "out of memory while parsing"},
		{"x" + strings.Repeat(" <- x", 4998), ""},
		{"x" + strings.Repeat(" <- x", 4999), "out of memory while parsing"},
		{strings.Repeat("function() ", 1999) + "1", ""},
		{strings.Repeat("function() ", 2000) + "1", "out of memory while parsing"},
		{strings.Repeat("if (a) ", 100000) + "1", "out of memory while parsing"},
		{"x" + strings.Repeat("+x", 1000000), ""},
		{"x" + strings.Repeat("$x", 1000000), ""},
		{`"` + strings.Repeat("a", 1<<20), "<text>:1:1: unexpected INCOMPLETE_STRING"},
	}
	for _, c := range cases {
		_, err := ParseAll("<text>", []byte(c.src), Options{})
		got := ""
		if err != nil {
			got, _, _ = strings.Cut(err.Error(), "\n")
		}
		if got != c.want {
			t.Errorf("%.20q…: got %q, want %q", c.src, got, c.want)
		}
	}
}

// TestLargeFile parses a 50 MB input.
func TestLargeFile(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	unit := BenchSource(2000)
	src := make([]byte, 0, 50<<20+len(unit))
	for len(src) < 50<<20 {
		src = append(src, unit...)
	}
	if _, err := ParseAll("big.R", src, Options{}); err != nil {
		t.Fatal(err)
	}
}
