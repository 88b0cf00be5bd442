package syntax

import (
	"strconv"
	"strings"

	"gorir/internal/rt"
)

// DeparseFlags are the options of R's deparse(control = ...), with the
// bit values R's .deparseOpts() gives them.
type DeparseFlags uint32

// The deparse options. Their values are R's, so that .deparseOpts() can
// hand its integer straight to Deparse.
const (
	// KeepInteger writes integers with an L suffix (1L) and an all-NA
	// integer vector as NA_integer_.
	KeepInteger DeparseFlags = 1 << iota
	// QuoteExpressions wraps language values met as data (at top level,
	// in lists, in attributes) in quote().
	QuoteExpressions
	// ShowAttributes writes attributes with structure().
	ShowAttributes
	// UseSource writes closures that have a srcref attribute as their
	// source text.
	UseSource
	// WarnIncomplete asks for warnings on values that do not deparse
	// faithfully; Deparse never warns.
	WarnIncomplete
	// DelayPromises deparses promises as their code.
	DelayPromises
	// KeepNA writes all-NA vectors as NA_integer_, NA_real_,
	// NA_character_, NA_complex_.
	KeepNA
	// SCompatible asks for S-compatible output (1. for doubles);
	// it is not implemented.
	SCompatible
	// HexNumeric writes doubles in hexadecimal notation (0x1.8p+0).
	HexNumeric
	// Digits17 writes doubles with 17 significant digits (%.17g).
	Digits17
	// NiceNames writes names inline, as in c(a = 1) and list(a = 1).
	NiceNames

	// DeparseNone requests no option at all (R's control = NULL); it
	// exists because a zero Control means the deparse() default.
	DeparseNone DeparseFlags = 1 << 31
)

// Common sets of deparse options.
const (
	// DefaultDeparse is the default control of deparse() and dput():
	// c("keepNA", "keepInteger", "niceNames", "showAttributes").
	DefaultDeparse = KeepInteger | KeepNA | NiceNames | ShowAttributes
	// PrintDeparse is what print() uses for functions and language:
	// c("keepInteger", "keepNA", "niceNames", "useSource"). It differs
	// from the default in not showing attributes.
	PrintDeparse = KeepInteger | KeepNA | NiceNames | UseSource
)

// Backtick says when a symbol met as a value is written in backticks.
type Backtick uint8

// Backtick modes.
const (
	// BacktickAuto is deparse()'s default, mode(expr) %in% c("call",
	// "expression", "(", "function"): backticks when the value deparsed
	// is a call, an expression vector or a function, not for a bare
	// symbol or a list.
	BacktickAuto Backtick = iota
	// BacktickOn always quotes non-syntactic symbols (dput, print).
	BacktickOn
	// BacktickOff never quotes symbols met as values. Function names and
	// argument tags in calls are still quoted, as in R.
	BacktickOff
)

// DeparseOptions control deparsing.
type DeparseOptions struct {
	// WidthCutoff is the line width at which lines are broken (R's
	// width.cutoff); 0, or a value outside R's range 20..500, means 60.
	WidthCutoff int
	// Control holds the deparse options; 0 means DefaultDeparse and
	// DeparseNone means none.
	Control DeparseFlags
	// Backtick chooses when symbols are quoted with backticks.
	Backtick Backtick
	// MaxLines, when positive, limits the result to that many lines (R's
	// nlines).
	MaxLines int
}

// Deparse renders v as lines of R source text, as GNU R's deparse() does.
func Deparse(v rt.Value, opts DeparseOptions) []string {
	d := newDeparser(v, opts)
	d.value(v)
	if !d.startline || len(d.lines) == 0 {
		d.writeline()
	}
	if opts.MaxLines > 0 && len(d.lines) > opts.MaxLines {
		d.lines = d.lines[:opts.MaxLines]
	}
	return d.lines
}

// DeparseOne deparses v and joins the lines with newlines, for messages.
func DeparseOne(v rt.Value, opts DeparseOptions) string {
	return strings.Join(Deparse(v, opts), "\n")
}

func newDeparser(v rt.Value, opts DeparseOptions) *deparser {
	d := &deparser{cutoff: opts.WidthCutoff, opts: opts.Control, startline: true}
	if d.cutoff < 20 || d.cutoff > 500 {
		d.cutoff = 60
	}
	switch {
	case d.opts == 0:
		d.opts = DefaultDeparse
	case d.opts&DeparseNone != 0:
		d.opts = 0
	}
	switch opts.Backtick {
	case BacktickOn:
		d.backtick = true
	case BacktickOff:
		d.backtick = false
	default:
		switch x := v.(type) {
		case *rt.Lang, *rt.Closure:
			d.backtick = true
		case *rt.List:
			d.backtick = x.Expr
		}
	}
	return d
}

// deparser holds the state of one deparse: the lines written so far, the
// current line and its length in bytes (R measures in bytes), the
// indentation level, and the context flags that change how if/else and
// `=` are written.
type deparser struct {
	cutoff   int
	opts     DeparseFlags
	backtick bool

	lines     []string
	buf       []byte
	len       int
	indent    int
	startline bool

	// incurly counts the enclosing braces: inside braces, if/else is
	// written over several lines so that it parses back the same.
	incurly int
	// inlist counts the enclosing calls of primitives like list() and
	// c(), where if/else stays on one line even inside braces.
	inlist int
	// fnarg is set while deparsing a call argument, where a call of `=`
	// needs parentheses so as not to read as a tag.
	fnarg bool
	// ctx is the operand context of the operand being written (see
	// needsParens).
	ctx *ppInfo
}

// print appends s to the current line, indenting first at the start of a
// line.
func (d *deparser) print(s string) {
	if d.startline {
		d.startline = false
		for i := 1; i <= d.indent; i++ {
			// Four spaces for the first four levels, two beyond.
			if i <= 4 {
				d.buf = append(d.buf, "    "...)
				d.len += 4
			} else {
				d.buf = append(d.buf, "  "...)
				d.len += 2
			}
		}
	}
	d.buf = append(d.buf, s...)
	d.len += len(s)
}

// writeline ends the current line.
func (d *deparser) writeline() {
	d.lines = append(d.lines, string(d.buf))
	d.buf = d.buf[:0]
	d.len = 0
	d.startline = true
}

// linebreak ends the line if it is past the cutoff; the first break of a
// construct (tracked by *lbreak) indents the continuation lines one level.
func (d *deparser) linebreak(lbreak *bool) {
	if d.len > d.cutoff {
		if !*lbreak {
			*lbreak = true
			d.indent++
		}
		d.writeline()
	}
}

func (d *deparser) has(f DeparseFlags) bool { return d.opts&f != 0 }

// value deparses any R value.
func (d *deparser) value(v rt.Value) {
	if v == nil {
		d.print("NULL")
		return
	}
	switch x := v.(type) {
	case *rt.Null:
		d.print("NULL")
	case *rt.Symbol:
		d.quoted(func() { d.symbol(x) })
	case *rt.Lang:
		d.quoted(func() { d.lang(x) })
	case *rt.Closure:
		d.withAttrs(x, false, func() { d.closure(x) })
	case *rt.Builtin:
		d.print(".Primitive(\"" + x.Name + "\")")
	case *rt.Env:
		d.print("<environment>")
	case *rt.Promise:
		switch {
		case x.Forced() && !d.has(DelayPromises):
			d.value(x.Val)
		default:
			d.value(x.Expr)
		}
	case *rt.Dots:
		d.print("<...>")
	case *rt.PairList:
		d.withAttrs(x, false, func() { d.pairlist(x) })
	case *rt.List:
		nice := d.niceNames(x)
		d.withAttrs(x, nice, func() { d.list(x, nice) })
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw:
		d.atomic(x.(rt.Vector))
	case *rt.S4Object:
		d.value(s4NewCall(x))
	default:
		d.print("<" + v.Type().String() + ">")
	}
}

// s4NewCall is the call new("Class", slot = value, …) that deparses an
// S4 object, as R writes it.
func s4NewCall(x *rt.S4Object) *rt.Lang {
	call := &rt.Lang{Fn: rt.Intern("new")}
	var cls rt.Value = rt.StringScalar("S4")
	if cl, ok := x.Attrs().Get(rt.ClassSym).(*rt.Character); ok && cl.Len() > 0 {
		cls = rt.StringScalar(cl.V[0])
	}
	call.Args = append(call.Args, rt.Arg{Val: cls})
	for i := 0; i < x.Attrs().Len(); i++ {
		at := x.Attrs().At(i)
		if at.Name == rt.ClassSym {
			continue
		}
		val := at.Val
		if s, ok := val.(*rt.Symbol); ok && s.Name == "\001NULL\001" {
			val = rt.Nil
		}
		call.Args = append(call.Args, rt.Arg{Tag: at.Name, Val: val})
	}
	return call
}

// quoted deparses a language value met as data, wrapping it in quote()
// under QuoteExpressions. Inside, language is code and is not quoted.
func (d *deparser) quoted(f func()) {
	if !d.has(QuoteExpressions) {
		f()
		return
	}
	d.opts &^= QuoteExpressions
	d.print("quote(")
	f()
	d.print(")")
	d.opts |= QuoteExpressions
}

// symbol writes a symbol met as a value.
func (d *deparser) symbol(s *rt.Symbol) {
	d.print(d.symName(s.Name))
}

// symName is how a symbol is written: in backticks when needed, unless
// backticks are off.
func (d *deparser) symName(name string) string {
	if d.backtick {
		return QuoteName(name)
	}
	return name
}

// tagName is how an argument tag is written: in backticks when needed, or
// in double quotes when backticks are off.
func (d *deparser) tagName(name string) string {
	if d.backtick || IsSyntacticName(name) {
		return QuoteName(name)
	}
	return EncodeString(name, '"')
}

// closure writes a closure as R does without source references:
// "function (x) " on a line of its own, then the body.
func (d *deparser) closure(c *rt.Closure) {
	if d.has(UseSource) {
		if lines, ok := srcrefText(rt.GetAttr(c, rt.SrcRefSym)); ok {
			for i, l := range lines {
				if i > 0 {
					d.writeline()
				}
				d.print(l)
			}
			return
		}
	}
	d.print("function (")
	if c.Formals != nil {
		d.args(c.Formals.Items, true)
	}
	d.print(") ")
	d.writeline()
	d.withFnarg(false, func() { d.value(c.Body) })
}

// linesSym is the variable of a srcfile environment holding the source.
var linesSym = rt.Intern("lines")

// srcrefText returns the source text a srcref designates: an integer
// vector (first line, first byte, last line, last byte, ...) whose
// "srcfile" attribute is an environment holding the source lines.
func srcrefText(ref rt.Value) ([]string, bool) {
	iv, ok := ref.(*rt.Integer)
	if !ok || iv.Len() < 4 {
		return nil, false
	}
	env, ok := rt.GetAttr(iv, rt.SrcFileSym).(*rt.Env)
	if !ok {
		return nil, false
	}
	src, ok := env.Get(linesSym).(*rt.Character)
	if !ok {
		return nil, false
	}
	l1, b1, l2, b2 := int(iv.V[0]), int(iv.V[1]), int(iv.V[2]), int(iv.V[3])
	if l1 < 1 || l2 < l1 || l2 > src.Len() || b1 < 1 || b2 < 0 {
		return nil, false
	}
	lines := append([]string(nil), src.V[l1-1:l2]...)
	last := lines[len(lines)-1]
	if b2 > len(last) {
		b2 = len(last)
	}
	lines[len(lines)-1] = last[:b2]
	if b1-1 > len(lines[0]) {
		return nil, false
	}
	lines[0] = lines[0][b1-1:]
	return lines, true
}

// pairlist writes a pairlist value: pairlist(a = 1, 2). R writes the tags
// as they are, without quoting.
func (d *deparser) pairlist(p *rt.PairList) {
	d.print("pairlist(")
	lbreak := false
	for i, it := range p.Items {
		if i > 0 {
			d.print(", ")
			d.linebreak(&lbreak)
		}
		if it.Tag != nil && it.Tag != rt.MissingArg {
			d.print(it.Tag.Name + " = ")
		}
		d.value(it.Val)
	}
	d.print(")")
	if lbreak {
		d.indent--
	}
}

// withFnarg runs f with the fnarg context set to b.
func (d *deparser) withFnarg(b bool, f func()) {
	old := d.fnarg
	d.fnarg = b
	f()
	d.fnarg = old
}

// shownAttrs returns the attributes that structure() must show: all but
// srcref, and but names when they are written inline.
func (d *deparser) shownAttrs(v rt.Value, namesInline bool) []rt.Attr {
	if !d.has(ShowAttributes) {
		return nil
	}
	at, ok := v.(rt.Attributed)
	if !ok {
		return nil
	}
	a := at.Attrs()
	var out []rt.Attr
	for i := 0; i < a.Len(); i++ {
		it := a.At(i)
		if it.Name == rt.SrcRefSym || (namesInline && it.Name == rt.NamesSym) {
			continue
		}
		if it.Compact != 0 {
			// R's compact row names c(NA, -n) or c(NA, n).
			it.Val = rt.IntegerOf(rt.NAInt, int32(it.Compact)*int32(rt.Length(it.Val)))
		}
		out = append(out, it)
	}
	return out
}

// withAttrs writes structure(<f>, name = value, ...) around f's output
// when v has attributes to show, and just f's output otherwise.
func (d *deparser) withAttrs(v rt.Value, namesInline bool, f func()) {
	attrs := d.shownAttrs(v, namesInline)
	if len(attrs) == 0 {
		f()
		return
	}
	d.print("structure(")
	f()
	for _, a := range attrs {
		d.print(", ")
		if d.backtick && !IsSyntacticName(a.Name.Name) {
			// R quotes the backticked name once more here.
			d.print("\"" + QuoteName(a.Name.Name) + "\"")
		} else {
			d.print(niceName(a.Name.Name))
		}
		d.print(" = ")
		d.value(a.Val)
	}
	d.print(")")
}

// niceName writes a name of c(), list() or structure() as R does: as is
// when syntactic, else in double quotes (without escaping).
func niceName(name string) string {
	if IsSyntacticName(name) {
		return name
	}
	return "\"" + name + "\""
}

// vecName is how a name of c() or list() is written: in backticks when
// needed and backticks are on, else as niceName does.
func (d *deparser) vecName(name string) string {
	if d.backtick {
		return QuoteName(name)
	}
	return niceName(name)
}

// usableNames reports whether names can be written inline: present, with
// no NA, and not all empty.
func usableNames(names *rt.Character) bool {
	if names == nil {
		return false
	}
	nonEmpty := false
	for _, s := range names.V {
		if rt.IsNAString(s) {
			return false
		}
		if s != "" {
			nonEmpty = true
		}
	}
	return nonEmpty
}

// niceNames reports whether the names of list or vector v are written
// inline.
func (d *deparser) niceNames(v rt.Value) bool {
	return d.has(NiceNames) && usableNames(rt.Names(v))
}

// list writes a list or expression vector.
func (d *deparser) list(l *rt.List, nice bool) {
	if l.Expr {
		d.print("expression(")
	} else {
		d.print("list(")
	}
	var names []string
	if nice {
		names = rt.Names(l).V
	}
	// Expression elements are code, never quoted.
	saved := d.opts
	if l.Expr {
		d.opts &^= QuoteExpressions
	}
	lbreak := false
	for i, el := range l.V {
		if i > 0 {
			d.print(", ")
		}
		d.linebreak(&lbreak)
		if names != nil && i < len(names) && names[i] != "" {
			d.print(d.vecName(names[i]))
			d.print(" = ")
		}
		d.withFnarg(false, func() { d.value(el) })
	}
	d.opts = saved
	d.print(")")
	if lbreak {
		d.indent--
	}
}

// intRange reports whether xs is a run of consecutive integers (up or
// down, without NA, at least two), which R writes as from:to.
func intRange(xs []int32) bool {
	if len(xs) < 2 {
		return false
	}
	step := int64(xs[1]) - int64(xs[0])
	if step != 1 && step != -1 {
		return false
	}
	for i, x := range xs {
		if x == rt.NAInt {
			return false
		}
		if i > 0 && int64(x)-int64(xs[i-1]) != step {
			return false
		}
	}
	return true
}

// atomic writes an atomic vector with its attributes.
func (d *deparser) atomic(v rt.Vector) {
	n := v.Len()
	isRange := false
	if iv, ok := v.(*rt.Integer); ok {
		isRange = intRange(iv.V)
	}
	nice := n > 0 && !isRange && d.niceNames(v)
	d.withAttrs(v, nice, func() {
		switch {
		case n == 0:
			d.print(rt.EmptyVectorText(v.Type()))
		case isRange:
			iv := v.(*rt.Integer)
			d.print(strconv.Itoa(int(iv.V[0])) + ":" + strconv.Itoa(int(iv.V[n-1])))
		default:
			d.elements(v, nice)
		}
	})
}

// elements writes the elements of a non-empty atomic vector: c(...) when
// there are several or names to show, with line breaks after any element
// that ends past the cutoff (continuation lines are not indented).
func (d *deparser) elements(v rt.Vector, nice bool) {
	n := v.Len()
	var names []string
	if nice {
		names = rt.Names(v).V
	}
	_, isRaw := v.(*rt.Raw)
	if isRaw {
		d.print("as.raw(")
	}
	surround := n > 1 || (nice && !isRaw)
	if surround {
		d.print("c(")
	}
	allNA := d.allNA(v)
	for i := 0; i < n; i++ {
		if names != nil && surround && names[i] != "" {
			d.print(d.vecName(names[i]))
			d.print(" = ")
		}
		d.print(d.element(v, i, allNA))
		if i < n-1 {
			d.print(", ")
		}
		if n > 1 && d.len > d.cutoff {
			d.writeline()
		}
	}
	if surround {
		d.print(")")
	}
	if isRaw {
		d.print(")")
	}
}

// allNA reports whether every element of v is NA and the typed NA
// constant should be written (NA_integer_ …) rather than plain NA.
func (d *deparser) allNA(v rt.Vector) bool {
	switch x := v.(type) {
	case *rt.Integer:
		if !d.has(KeepNA | KeepInteger) {
			return false
		}
		for _, e := range x.V {
			if e != rt.NAInt {
				return false
			}
		}
		return true
	case *rt.Double:
		if !d.has(KeepNA) {
			return false
		}
		for _, e := range x.V {
			if !rt.IsNA(e) {
				return false
			}
		}
		return true
	case *rt.Complex:
		if !d.has(KeepNA) {
			return false
		}
		for _, e := range x.V {
			if !complexIsNA(e) {
				return false
			}
		}
		return true
	case *rt.Character:
		if !d.has(KeepNA) {
			return false
		}
		for _, e := range x.V {
			if !rt.IsNAString(e) {
				return false
			}
		}
		return true
	}
	return false
}

func complexIsNA(z complex128) bool {
	return rt.IsNA(real(z)) && rt.IsNA(imag(z))
}

// element writes element i of an atomic vector.
func (d *deparser) element(v rt.Vector, i int, allNA bool) string {
	switch x := v.(type) {
	case *rt.Logical:
		switch x.V[i] {
		case rt.NALgl:
			return "NA"
		case 0:
			return "FALSE"
		}
		return "TRUE"
	case *rt.Integer:
		e := x.V[i]
		if e == rt.NAInt {
			if allNA {
				return "NA_integer_"
			}
			return "NA"
		}
		s := strconv.Itoa(int(e))
		if d.has(KeepInteger) {
			s += "L"
		}
		return s
	case *rt.Double:
		e := x.V[i]
		if rt.IsNA(e) && allNA {
			return "NA_real_"
		}
		return d.double(e)
	case *rt.Complex:
		e := x.V[i]
		re, im := real(e), imag(e)
		switch {
		case complexIsNA(e):
			if allNA {
				return "NA_complex_"
			}
			return "NA"
		case !dpFinite(re) || !dpFinite(im):
			return "complex(real=" + plainDouble(re) + ", imaginary=" + plainDouble(im) + ")"
		case d.has(HexNumeric):
			return rt.DoubleToHex(re) + " + " + rt.DoubleToHex(im) + "i"
		case d.has(Digits17):
			return complexString(rt.FormatG(re, 17), rt.FormatG(im, 17), im)
		}
		return rt.ComplexToString(e)
	case *rt.Character:
		e := x.V[i]
		if rt.IsNAString(e) {
			if allNA {
				return "NA_character_"
			}
			return "NA"
		}
		return EncodeString(e, '"')
	case *rt.Raw:
		const hex = "0123456789abcdef"
		b := x.V[i]
		return "0x" + string([]byte{hex[b>>4], hex[b&15]})
	}
	return "NULL"
}

func dpFinite(x float64) bool { return x == x && x-x == 0 }

// complexString joins formatted parts into re+imi / re-imi.
func complexString(re, im string, imv float64) string {
	if imv < 0 || strings.HasPrefix(im, "-") {
		return re + "-" + strings.TrimPrefix(im, "-") + "i"
	}
	return re + "+" + im + "i"
}

// plainDouble writes a double with 15 significant digits, NA as NA.
func plainDouble(x float64) string {
	if rt.IsNA(x) {
		return "NA"
	}
	return rt.DoubleToStringDigits(x, 15, 0)
}

// double writes one double as deparse does.
func (d *deparser) double(x float64) string {
	switch {
	case rt.IsNA(x):
		return "NA"
	case !dpFinite(x):
		return rt.DoubleToStringDigits(x, 15, 0)
	case d.has(HexNumeric):
		return rt.DoubleToHex(x)
	case d.has(Digits17):
		return rt.FormatG(x, 17)
	}
	return rt.DoubleToStringDigits(x, 15, 0)
}

// args writes an argument list (of a call, or formals when formals is
// set): tags, " = ", values, ", " separators and line breaks.
func (d *deparser) args(args []rt.Arg, formals bool) {
	lbreak := false
	for i, a := range args {
		if a.Tag != nil && a.Tag != rt.MissingArg {
			d.print(d.tagName(a.Tag.Name))
			if !formals || a.Val != rt.Value(rt.MissingArg) {
				d.print(" = ")
			}
		}
		if a.Val != rt.Value(rt.MissingArg) {
			d.withFnarg(true, func() { d.value(a.Val) })
		}
		if i < len(args)-1 {
			d.print(", ")
			d.linebreak(&lbreak)
		}
	}
	if lbreak {
		d.indent--
	}
}

func init() {
	// as.character() of a list element or call part that is not a
	// string, symbol or scalar is its deparse on one line.
	rt.DeparseLine = func(v rt.Value) string {
		return strings.Join(Deparse(v, DeparseOptions{WidthCutoff: 500, Control: NiceNames}), "")
	}
}
