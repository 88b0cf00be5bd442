package base

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// printWidth is the default of options("width"). cat(fill = TRUE) uses
// it; print reads the option (see newPrintParams).
const printWidth = 80

// printParams are the settings print.default prints with (GNU R's
// R_print): its arguments, defaulted from options().
type printParams struct {
	// digits is the number of significant digits of doubles and complex
	// numbers (print's digits, else options("digits")).
	digits int
	// scipen is the penalty against scientific notation (options("scipen")).
	scipen int
	// quote puts character strings in double quotes, with escapes.
	quote bool
	// naPrint replaces NA when naSet; otherwise NA prints as "NA" (and as
	// "<NA>" for unquoted strings).
	naPrint string
	naSet   bool
	// gap is the number of spaces between columns (print.gap).
	gap int
	// right right-justifies strings (they are left-justified otherwise).
	right bool
	// max is the number of elements printed before the rest is omitted
	// (print's max, else options("max.print")).
	max int
	// width is the line width (print's width, else options("width")).
	width int
	// useSource prints functions from their source references.
	useSource bool
}

// newPrintParams returns print's defaults under the current options().
func newPrintParams(in *vm.Interp) *printParams {
	p := &printParams{digits: 7, quote: true, gap: 1, max: 99999, width: 80, useSource: true}
	if n, ok := scalarInt(in.Options["digits"]); ok && n >= 1 && n <= rt.MaxDigits {
		p.digits = n
	}
	if n, ok := scalarInt(in.Options["scipen"]); ok {
		p.scipen = n
	}
	if n, ok := scalarInt(in.Options["width"]); ok && n >= 10 && n <= 10000 {
		p.width = n
	}
	if n, ok := scalarInt(in.Options["max.print"]); ok && n >= 0 {
		p.max = n
	}
	return p
}

// naText is how an NA element prints: na.print if given, else "NA", or
// "<NA>" for strings printed without quotes.
func (p *printParams) naText(str bool) string {
	switch {
	case p.naSet:
		return p.naPrint
	case str && !p.quote:
		return "<NA>"
	}
	return "NA"
}

// formatElements formats the elements of an atomic vector as print()
// shows them with its defaults (7 digits, no scipen): a common format,
// each padded to a common width. right reports whether the elements are
// right-justified (everything but strings). cat() uses it for raw
// vectors.
func formatElements(v rt.Value, quote bool) (elems []string, right bool) {
	p := &printParams{digits: 7, quote: quote, gap: 1}
	_, isStr := v.(*rt.Character)
	return formatVector(v, p), !isStr
}

// formatVector formats the elements of an atomic vector in print's
// common format under p: doubles and complex numbers with p.digits
// significant digits and p.scipen, one format for the whole vector;
// strings quoted and escaped when p.quote; NA as p.naText. Every element
// is padded to the common width: numbers, logicals and raw bytes on the
// left, strings on the right unless p.right. Matrix and data-frame
// printing call it column by column.
func formatVector(v rt.Value, p *printParams) []string {
	switch x := v.(type) {
	case *rt.Logical:
		out := make([]string, len(x.V))
		for i, b := range x.V {
			if b == rt.NALgl {
				out[i] = p.naText(false)
			} else {
				out[i] = logicalString(b)
			}
		}
		return padAll(out, true)
	case *rt.Integer:
		out := make([]string, len(x.V))
		for i, n := range x.V {
			if n == rt.NAInt {
				out[i] = p.naText(false)
			} else {
				out[i] = strconv.Itoa(int(n))
			}
		}
		return padAll(out, true)
	case *rt.Double:
		na := p.naText(false)
		f := rt.FormatRealNA(x.V, p.digits, p.scipen, displayWidth(na))
		out := make([]string, len(x.V))
		for i, d := range x.V {
			if rt.IsNA(d) {
				out[i] = pad(na, f.Width, true)
			} else {
				out[i] = f.Format(d)
			}
		}
		return out
	case *rt.Complex:
		na := p.naText(false)
		f := rt.FormatComplexNA(x.V, p.digits, p.scipen, displayWidth(na))
		out := make([]string, len(x.V))
		for i, z := range x.V {
			if isNAComplex(z) {
				out[i] = na
			} else {
				out[i] = f.Format(z)
			}
		}
		return padAll(out, true)
	case *rt.Character:
		out := make([]string, len(x.V))
		for i, s := range x.V {
			switch {
			case rt.IsNAString(s):
				out[i] = p.naText(true)
			case p.quote:
				out[i] = syntax.EncodeString(s, '"')
			default:
				out[i] = escapeNonPrintable(s)
			}
		}
		return padAll(out, p.right)
	case *rt.Raw:
		out := make([]string, len(x.V))
		for i, b := range x.V {
			out[i] = fmt.Sprintf("%02x", b)
		}
		return out
	}
	return nil
}

// escapeNonPrintable writes the control characters and backslashes of an
// unquoted string as print does: escaped, as in quotes.
func escapeNonPrintable(s string) string {
	ok := true
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f || s[i] == '\\' {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == '\\' {
			e := syntax.EncodeString(string(r), '"')
			b.WriteString(e[1 : len(e)-1])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isNAComplex(z complex128) bool { return rt.IsNA(real(z)) || rt.IsNA(imag(z)) }

func logicalString(b int32) string {
	switch b {
	case rt.True:
		return "TRUE"
	case rt.False:
		return "FALSE"
	}
	return "NA"
}

// padAll pads every string to the widest, on the left when right is set.
func padAll(xs []string, right bool) []string {
	w := 0
	for _, s := range xs {
		if n := displayWidth(s); n > w {
			w = n
		}
	}
	for i, s := range xs {
		xs[i] = pad(s, w, right)
	}
	return xs
}

func pad(s string, w int, right bool) string {
	n := displayWidth(s)
	if n >= w {
		return s
	}
	if right {
		return strings.Repeat(" ", w-n) + s
	}
	return s + strings.Repeat(" ", w-n)
}

// displayWidth is the number of terminal columns s takes: wide East
// Asian characters take two, combining marks none.
func displayWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	switch {
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || r == 0x200b:
		return 0
	case r >= 0x1100 && (r <= 0x115f || r == 0x2329 || r == 0x232a ||
		(r >= 0x2e80 && r <= 0xa4cf && r != 0x303f) ||
		(r >= 0xac00 && r <= 0xd7a3) || (r >= 0xf900 && r <= 0xfaff) ||
		(r >= 0xfe30 && r <= 0xfe6f) || (r >= 0xff00 && r <= 0xff60) ||
		(r >= 0xffe0 && r <= 0xffe6) || (r >= 0x1f300 && r <= 0x1f64f) ||
		(r >= 0x1f900 && r <= 0x1f9ff) || (r >= 0x20000 && r <= 0x3fffd)):
		return 2
	}
	return 1
}

// omitted is the line print writes after the first max elements.
func omitted(w io.Writer, n int) {
	fmt.Fprintf(w, " [ reached getOption(\"max.print\") -- omitted %d entries ]\n", n)
}

// printCount is how many of n elements print shows: all unless more
// than one would be left out.
func (p *printParams) printCount(n int) int {
	if n > p.max+1 {
		return p.max
	}
	return n
}

// emptyText is how print shows a zero-length vector: "character(0)",
// "named list()", ...
func emptyText(v rt.Vector) string {
	s := rt.EmptyVectorText(v.Type())
	if rt.GetAttr(v, rt.NamesSym) != nil {
		s = "named " + s
	}
	return s
}

// printVector prints an atomic vector: "[1] …" lines wrapped at the print
// width with right-aligned index labels, or names above values.
func printVector(w io.Writer, v rt.Vector, p *printParams) {
	n := v.Len()
	if n == 0 {
		io.WriteString(w, emptyText(v)+"\n")
		return
	}
	npr := p.printCount(n)
	pv := v
	if npr < n {
		pv = headVector(v, npr)
	}
	if names := rt.Names(v); names != nil {
		printNamedVector(w, pv, names, p)
	} else {
		printPlainVector(w, formatVector(pv, p), p)
	}
	if npr < n {
		omitted(w, n-npr)
	}
}

// headVector returns the first n elements of v, with their names.
func headVector(v rt.Vector, n int) rt.Vector {
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i + 1)
	}
	h, err := ops.Subset(v, []rt.Value{rt.IntegerOf(idx...)}, true, nil)
	if hv, ok := h.(rt.Vector); ok && err == nil {
		return hv
	}
	return v
}

// printPlainVector writes formatted elements as print does for a vector
// without names.
func printPlainVector(w io.Writer, elems []string, p *printParams) {
	n := len(elems)
	ew := 0
	for _, e := range elems {
		ew = max(ew, displayWidth(e))
	}
	ew += p.gap
	labw := len(strconv.Itoa(n)) + 2
	var b strings.Builder
	width := labw
	b.WriteString(pad("[1]", labw, true))
	for i, e := range elems {
		if i > 0 && width+ew > p.width {
			b.WriteByte('\n')
			b.WriteString(pad("["+strconv.Itoa(i+1)+"]", labw, true))
			width = labw
		}
		b.WriteString(pad(e, ew, true))
		width += ew
	}
	b.WriteByte('\n')
	io.WriteString(w, b.String())
}

// printNamedVector prints a named vector as R does: names above values,
// in right-aligned columns of a common width, each followed by the gap.
func printNamedVector(w io.Writer, v rt.Vector, names *rt.Character, p *printParams) {
	elems := formatVector(v, p)
	if _, ok := v.(*rt.Character); ok {
		// Named vectors right-justify every column, strings included.
		for i := range elems {
			elems[i] = strings.TrimRight(elems[i], " ")
		}
	}
	labels := make([]string, len(elems))
	for i := range labels {
		s := names.V[i]
		if rt.IsNAString(s) {
			labels[i] = "<NA>"
		} else {
			labels[i] = escapeNonPrintable(s)
		}
	}
	cw := 0
	for i := range elems {
		cw = max(cw, displayWidth(elems[i]), displayWidth(labels[i]))
	}
	cv, isComplex := v.(*rt.Complex)
	perLine := p.width / (cw + p.gap)
	if perLine < 1 {
		perLine = 1
	}
	gap := strings.Repeat(" ", p.gap)
	var b strings.Builder
	for i := 0; i < len(elems); i += perLine {
		end := min(i+perLine, len(elems))
		for j := i; j < end; j++ {
			b.WriteString(pad(labels[j], cw, true))
			b.WriteString(gap)
		}
		b.WriteByte('\n')
		for j := i; j < end; j++ {
			if isComplex {
				// GNU R writes complex values at the width of their
				// format, not of the column, and NA at the column width,
				// separated by the gap.
				if j > i {
					b.WriteString(gap)
				}
				if isNAComplex(cv.V[j]) {
					b.WriteString(pad(elems[j], cw, true))
				} else {
					b.WriteString(elems[j])
				}
				continue
			}
			b.WriteString(pad(elems[j], cw, true))
			b.WriteString(gap)
		}
		b.WriteByte('\n')
	}
	io.WriteString(w, b.String())
}

// printValue is print.default with its default settings: the value, then
// its attributes.
func printValue(in *vm.Interp, w io.Writer, v rt.Value, prefix string, quote bool) error {
	p := newPrintParams(in)
	p.quote = quote
	return printValueP(in, w, v, prefix, p)
}

// printValueP prints a value, then its attributes, under p. prefix is the
// tag of the enclosing list element ("$a", "[[1]]") that nested tags
// extend.
func printValueP(in *vm.Interp, w io.Writer, v rt.Value, prefix string, p *printParams) error {
	if err := printBody(in, w, v, prefix, p); err != nil {
		return err
	}
	if av, ok := v.(rt.Attributed); ok {
		// The tags of attributes do not extend a list element's tag.
		return printAttributes(in, w, av, "", p)
	}
	return nil
}

// printBody prints a value without the attributes print.default lists
// after it.
func printBody(in *vm.Interp, w io.Writer, v rt.Value, prefix string, p *printParams) error {
	switch x := v.(type) {
	case *rt.Null:
		io.WriteString(w, "NULL\n")
	case *rt.List:
		if x.Expr {
			io.WriteString(w, strings.Join(syntax.Deparse(x, syntax.DeparseOptions{}), "\n")+"\n")
			return nil
		}
		if d := arrayDims(x); len(d) == 1 {
			// A one-dimensional list (tapply's result) prints as a list
			// named by its dimnames.
			plain := rt.NewList(len(x.V))
			copy(plain.V, x.V)
			if dn, ok := rt.GetAttr(x, rt.DimNamesSym).(*rt.List); ok && len(dn.V) == 1 && !rt.IsNull(dn.V[0]) {
				rt.SetAttr(plain, rt.NamesSym, dn.V[0])
			}
			return printList(in, w, plain, prefix, p)
		} else if d != nil {
			if done, err := printArray(in, w, x, p); done || err != nil {
				return err
			}
		}
		return printList(in, w, x, prefix, p)
	case *rt.PairList:
		return printList(in, w, pairListAsList(x), prefix, p)
	case *rt.Closure:
		printClosure(in, w, x, p)
	case *rt.Builtin:
		io.WriteString(w, builtinText(x)+"\n")
	case *rt.Env:
		fmt.Fprintf(w, "<environment: %s>\n", envLabel(in, x))
	case *rt.Symbol, *rt.Lang:
		for _, l := range syntax.Deparse(x, syntax.DeparseOptions{Backtick: syntax.BacktickOn}) {
			io.WriteString(w, l+"\n")
		}
	case rt.Vector:
		// After the cases above: environments, calls and pairlists have
		// lengths too, but are not vectors to print.
		if done, err := printArray(in, w, x, p); done || err != nil {
			return err
		}
		printVector(w, x, p)
	default:
		fmt.Fprintf(w, "<%s>\n", v.Type())
	}
	return nil
}

// printClosure prints a function: its source when kept (and useSource),
// else its deparse, then its environment unless global or base.
func printClosure(in *vm.Interp, w io.Writer, f *rt.Closure, p *printParams) {
	opts := syntax.DeparseOptions{}
	if p.useSource {
		opts.Control = syntax.DefaultDeparse | syntax.UseSource
	} else {
		opts.Control = syntax.DefaultDeparse
	}
	for _, l := range syntax.Deparse(f, opts) {
		io.WriteString(w, l+"\n")
	}
	if f.Env != in.Global && f.Env != in.Base {
		fmt.Fprintf(w, "<environment: %s>\n", envLabel(in, f.Env))
	}
}

// builtinText is how print shows a builtin: the header of its argument
// list, as GNU R shows its primitives, and .Primitive("name").
func builtinText(b *rt.Builtin) string {
	args, ok := primitiveArgs[b.Name]
	if !ok {
		if def, isDef := b.Impl.(*vm.BuiltinDef); isDef && def.Formals != nil {
			args, ok = strings.Join(def.Formals, ", "), true
		}
	}
	name := syntax.EncodeString(b.Name, '"')
	if !ok || args == "-" {
		return ".Primitive(" + name + ")"
	}
	return "function (" + args + ")  .Primitive(" + name + ")"
}

// printAttributes prints the attributes print.default shows after a
// value (everything but names, source references and an array's
// dimensions), each under an attr(,"name") tag; the tags of attributes
// of attributes nest.
func printAttributes(in *vm.Interp, w io.Writer, v rt.Attributed, prefix string, p *printParams) error {
	a := v.Attrs()
	if a == nil {
		return nil
	}
	_, isFun := v.(*rt.Closure)
	isArray := rt.GetAttr(v, rt.DimSym) != nil
	for i := 0; i < a.Len(); i++ {
		at := a.At(i)
		switch {
		case at.Name == rt.NamesSym, at.Name == rt.CommentSym, at.Name == rt.SrcRefSym && isFun:
			continue
		case isArray && (at.Name == rt.DimSym || at.Name == rt.DimNamesSym):
			continue
		}
		tag := prefix + "attr(,\"" + at.Name.Name + "\")"
		io.WriteString(w, tag+"\n")
		if isObject(at.Val) {
			if err := callPrintQuote(in, at.Val, p.quote); err != nil {
				return err
			}
			continue
		}
		if err := printBody(in, w, at.Val, tag, p); err != nil {
			return err
		}
		if av, ok := at.Val.(rt.Attributed); ok {
			if err := printAttributes(in, w, av, tag, p); err != nil {
				return err
			}
		}
	}
	return nil
}

// pairListAsList is a pairlist as the list print shows it as.
func pairListAsList(pl *rt.PairList) *rt.List {
	l := rt.NewList(len(pl.Items))
	var names []string
	for i, it := range pl.Items {
		l.V[i] = it.Val
		if it.Tag != nil {
			if names == nil {
				names = make([]string, len(pl.Items))
			}
			names[i] = it.Tag.Name
		}
	}
	if names != nil {
		rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(names...))
	}
	return l
}

// printList prints a list as print.default does: each element under its
// tag ($name or [[i]]), followed by a blank line.
func printList(in *vm.Interp, w io.Writer, l *rt.List, prefix string, p *printParams) error {
	if len(l.V) == 0 {
		io.WriteString(w, emptyText(l)+"\n")
		return nil
	}
	names := rt.Names(l)
	n := len(l.V)
	npr := p.printCount(n)
	for i, e := range l.V[:npr] {
		var tag string
		if names != nil && names.V[i] != "" {
			nm := names.V[i]
			if rt.IsNAString(nm) {
				nm = "<NA>"
			} else if !syntax.IsSyntacticName(nm) {
				nm = "`" + nm + "`"
			}
			tag = prefix + "$" + nm
		} else {
			tag = prefix + "[[" + strconv.Itoa(i+1) + "]]"
		}
		io.WriteString(w, tag+"\n")
		if isObject(e) {
			// Classed elements are printed by their print method.
			if err := callPrint(in, e); err != nil {
				return err
			}
		} else if err := printValueP(in, w, e, tag, p); err != nil {
			return err
		}
		io.WriteString(w, "\n")
	}
	if npr < n {
		omitted(w, n-npr)
	}
	return nil
}

// callPrint calls the print generic on v, as R does for the classed
// elements of a list.
func callPrint(in *vm.Interp, v rt.Value) error {
	fn := in.Base.Get(rt.Intern("print"))
	switch fn.(type) {
	case *rt.Closure, *rt.Builtin:
	default:
		return printValue(in, in.Stdout, v, "", true)
	}
	vis := in.Visible
	xs := rt.Intern("x")
	_, err := in.CallValue(fn, []rt.Arg{{Val: &rt.Promise{Expr: xs, Val: v}}}, rt.NewCall(rt.Intern("print"), xs), in.Global)
	in.Visible = vis
	return err
}

func envLabel(in *vm.Interp, e *rt.Env) string {
	switch e {
	case in.Global:
		return "R_GlobalEnv"
	case in.Base:
		return "base"
	case in.Empty:
		return "R_EmptyEnv"
	}
	if e.Name != "" {
		return e.Name
	}
	return fmt.Sprintf("%p", e)
}

// printDefault is print.default(x, digits, quote, na.print, print.gap,
// right, max, width, useSource, ...).
func printDefault(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	if isS4Value(x) {
		return s4Show(in, x)
	}
	p := newPrintParams(in)
	if d := c.Arg(1); d != nil && d != rt.Nil {
		n := rt.AsInteger(d, func(m string) { in.Warn(nil, m) })
		if n == rt.NAInt || n < 1 || n > rt.MaxDigits {
			return nil, in.Errorf(nil, "invalid printing digits %d", n)
		}
		p.digits = int(n)
	}
	flag := func(i int, name string, dst *bool) error {
		if v := c.Arg(i); v != nil {
			t := rt.AsLogical(v)
			if t == rt.NALgl {
				return in.Errorf(nil, "invalid '%s' argument", name)
			}
			*dst = t == rt.True
		}
		return nil
	}
	if err := flag(2, "quote", &p.quote); err != nil {
		return nil, err
	}
	if v := c.Arg(3); v != nil && v != rt.Nil {
		s, ok := v.(*rt.Character)
		if !ok || len(s.V) < 1 {
			return nil, in.Errorf(nil, "invalid 'na.print' specification")
		}
		p.naPrint, p.naSet = s.V[0], true
		if rt.IsNAString(s.V[0]) {
			p.naPrint = "NA"
		}
	}
	if v := c.Arg(4); v != nil && v != rt.Nil {
		n := rt.AsInteger(v, nil)
		if n == rt.NAInt || n < 0 {
			return nil, in.Errorf(nil, "'gap' must be non-negative integer")
		}
		if n > 1024 {
			return nil, in.Errorf(nil, "'print.gap' must be less than 1024")
		}
		p.gap = int(n)
	}
	if err := flag(5, "right", &p.right); err != nil {
		return nil, err
	}
	if v := c.Arg(6); v != nil && v != rt.Nil {
		n := rt.AsInteger(v, nil)
		if n == rt.NAInt || n < 0 {
			return nil, in.Errorf(nil, "invalid 'max' argument")
		}
		p.max = int(n)
	}
	if v := c.Arg(7); v != nil && v != rt.Nil {
		n := rt.AsInteger(v, nil)
		if n == rt.NAInt || n < 10 || n > 10000 {
			return nil, in.Errorf(nil, "invalid printing width")
		}
		p.width = int(n)
	}
	if err := flag(8, "useSource", &p.useSource); err != nil {
		return nil, err
	}
	return x, printValueP(in, in.Stdout, x, "", p)
}

// printBuiltins holds print.default (print itself is an R closure that
// dispatches, in R/s3.R).
var printBuiltins = []*vm.BuiltinDef{
	{Name: "print.default", Formals: []string{"x", "digits", "quote", "na.print", "print.gap", "right", "max", "width", "useSource", "..."}, Invisible: true, Fn: printDefault},
}

// primitiveArgs holds the argument lists GNU R shows when it prints its
// primitives ("-" for those it shows as .Primitive("name") alone).
var primitiveArgs = map[string]string{
	"-":                    "e1, e2",
	":":                    "-",
	"::":                   "pkg, name",
	":::":                  "pkg, name",
	"!":                    "x",
	"!=":                   "e1, e2",
	"...elt":               "n",
	"...length":            "",
	"...names":             "",
	".C":                   ".NAME, ..., NAOK = FALSE, DUP = TRUE, PACKAGE, ENCODING",
	".cache_class":         "class, extends",
	".Call":                ".NAME, ..., PACKAGE",
	".Call.graphics":       ".NAME, ..., PACKAGE",
	".class2":              "x",
	".External":            ".NAME, ..., PACKAGE",
	".External.graphics":   ".NAME, ..., PACKAGE",
	".External2":           ".NAME, ..., PACKAGE",
	".Fortran":             ".NAME, ..., NAOK = FALSE, DUP = TRUE, PACKAGE, ENCODING",
	".Internal":            "call",
	".isMethodsDispatchOn": "onOff = NULL",
	".Primitive":           "name",
	".primTrace":           "obj",
	".primUntrace":         "obj",
	".subset":              "x, ...",
	".subset2":             "x, ...",
	"(":                    "-",
	"[":                    "-",
	"[[":                   "-",
	"[[<-":                 "-",
	"[<-":                  "-",
	"{":                    "-",
	"@":                    "-",
	"@<-":                  "-",
	"*":                    "e1, e2",
	"/":                    "e1, e2",
	"&":                    "e1, e2",
	"&&":                   "-",
	"%*%":                  "x, y",
	"%/%":                  "e1, e2",
	"%%":                   "e1, e2",
	"^":                    "e1, e2",
	"+":                    "e1, e2",
	"<":                    "e1, e2",
	"<-":                   "-",
	"<<-":                  "-",
	"<=":                   "e1, e2",
	"=":                    "-",
	"==":                   "e1, e2",
	">":                    "e1, e2",
	">=":                   "e1, e2",
	"|":                    "e1, e2",
	"||":                   "-",
	"~":                    "-",
	"$":                    "-",
	"$<-":                  "-",
	"abs":                  "x",
	"acos":                 "x",
	"acosh":                "x",
	"all":                  "..., na.rm = FALSE",
	"any":                  "..., na.rm = FALSE",
	"anyNA":                "x, recursive = FALSE",
	"Arg":                  "z",
	"as.call":              "x",
	"as.character":         "x, ...",
	"as.complex":           "x, ...",
	"as.double":            "x, ...",
	"as.environment":       "x",
	"as.integer":           "x, ...",
	"as.logical":           "x, ...",
	"as.numeric":           "x, ...",
	"as.raw":               "x",
	"asin":                 "x",
	"asinh":                "x",
	"atan":                 "x",
	"atanh":                "x",
	"attr":                 "x, which, exact = FALSE",
	"attr<-":               "x, which, value",
	"attributes":           "x",
	"attributes<-":         "x, value",
	"baseenv":              "",
	"break":                "-",
	"browser":              "text = \"\", condition = NULL, expr = TRUE, skipCalls = 0L",
	"c":                    "...",
	"call":                 "name, ...",
	"ceiling":              "x",
	"class":                "x",
	"class<-":              "x, value",
	"Conj":                 "z",
	"cos":                  "x",
	"cosh":                 "x",
	"cospi":                "x",
	"cummax":               "x",
	"cummin":               "x",
	"cumprod":              "x",
	"cumsum":               "x",
	"digamma":              "x",
	"dim":                  "x",
	"dim<-":                "x, value",
	"dimnames":             "x",
	"dimnames<-":           "x, value",
	"emptyenv":             "",
	"enc2native":           "x",
	"enc2utf8":             "x",
	"environment<-":        "fun, value",
	"exp":                  "x",
	"expm1":                "x",
	"expression":           "...",
	"floor":                "x",
	"for":                  "-",
	"forceAndCall":         "n, FUN, ...",
	"function":             "-",
	"gamma":                "x",
	"gc.time":              "on = TRUE",
	"globalenv":            "",
	"if":                   "-",
	"Im":                   "z",
	"interactive":          "",
	"invisible":            "x = NULL",
	"is.array":             "x",
	"is.atomic":            "x",
	"is.call":              "x",
	"is.character":         "x",
	"is.complex":           "x",
	"is.double":            "x",
	"is.environment":       "x",
	"is.expression":        "x",
	"is.finite":            "x",
	"is.function":          "x",
	"is.infinite":          "x",
	"is.integer":           "x",
	"is.language":          "x",
	"is.list":              "x",
	"is.logical":           "x",
	"is.matrix":            "x",
	"is.na":                "x",
	"is.name":              "x",
	"is.nan":               "x",
	"is.null":              "x",
	"is.numeric":           "x",
	"is.object":            "x",
	"is.pairlist":          "x",
	"is.raw":               "x",
	"is.recursive":         "x",
	"is.single":            "x",
	"is.symbol":            "x",
	"isS4":                 "object",
	"lazyLoadDBfetch":      "key, file, compressed, hook",
	"length":               "x",
	"length<-":             "x, value",
	"levels<-":             "x, value",
	"lgamma":               "x",
	"list":                 "...",
	"log":                  "x, base = exp(1)",
	"log10":                "x",
	"log1p":                "x",
	"log2":                 "x",
	"max":                  "..., na.rm = FALSE",
	"min":                  "..., na.rm = FALSE",
	"missing":              "x",
	"Mod":                  "z",
	"names":                "x",
	"names<-":              "x, value",
	"nargs":                "",
	"next":                 "-",
	"nzchar":               "x, keepNA = FALSE",
	"oldClass":             "x",
	"oldClass<-":           "x, value",
	"on.exit":              "expr = NULL, add = FALSE, after = TRUE",
	"pos.to.env":           "x",
	"proc.time":            "",
	"prod":                 "..., na.rm = FALSE",
	"quote":                "expr",
	"range":                "..., na.rm = FALSE",
	"Re":                   "z",
	"rep":                  "x, ...",
	"repeat":               "-",
	"retracemem":           "x, previous = NULL",
	"return":               "-",
	"round":                "x, digits = 0",
	"seq_along":            "along.with",
	"seq_len":              "length.out",
	"seq.int":              "from, to, by, length.out, along.with, ...",
	"sign":                 "x",
	"signif":               "x, digits = 6",
	"sin":                  "x",
	"sinh":                 "x",
	"sinpi":                "x",
	"sqrt":                 "x",
	"standardGeneric":      "f, fdef",
	"storage.mode<-":       "x, value",
	"substitute":           "expr, env",
	"sum":                  "..., na.rm = FALSE",
	"switch":               "EXPR, ...",
	"tan":                  "x",
	"tanh":                 "x",
	"tanpi":                "x",
	"tracemem":             "x",
	"trigamma":             "x",
	"trunc":                "x, ...",
	"unclass":              "x",
	"untracemem":           "x",
	"UseMethod":            "generic, object",
	"while":                "-",
	"xtfrm":                "x",
}
