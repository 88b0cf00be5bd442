package base

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// str.default: the compact display of an object's structure. The
// generic str() is R code in R/print.R.

func init() { extraTables = append(extraTables, strBuiltins) }

var strBuiltins = []*vm.BuiltinDef{
	{Name: "str.default", Formals: []string{"object", "max.level", "vec.len", "digits.d", "give.head", "give.attr", "nchar.max", "give.length", "indent.str", "comp.str", "no.list", "..."}, Invisible: true, Fn: builtinStr},
}

// strOpts are str's settings.
type strOpts struct {
	maxLevel int // NA (-1): unlimited
	vecLen   float64
	digits   int
	giveHead bool
	giveAttr bool
	width    int
	scipen   int
	// noLength leaves out a vector's [1:n] (a data frame's columns).
	noLength bool
	// vecLenGiven is set when the caller chose vec.len.
	vecLenGiven bool
	// indent starts every line below the first (indent.str); compStr
	// marks the top-level components (comp.str); noList leaves out the
	// top-level "List of n" line (no.list).
	indent  string
	compStr string
	noList  bool
	// ncharMax is the width beyond which strings are truncated.
	ncharMax int
}

func builtinStr(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"object\" is missing, with no default")
	}
	pp := newPrintParams(in)
	o := &strOpts{maxLevel: -1, vecLen: 4, digits: 3, giveHead: true, giveAttr: true, width: pp.width, scipen: pp.scipen}
	if v := c.Arg(1); v != nil && v != rt.Nil {
		if n, ok := intArg(v, -1); ok {
			o.maxLevel = n
		}
	}
	if v := c.Arg(2); v != nil {
		o.vecLen = rt.AsReal(v, nil)
		o.vecLenGiven = true
	}
	if v := c.Arg(3); v != nil {
		if n, ok := intArg(v, 3); ok {
			o.digits = n
		}
	}
	o.giveHead, _ = optLogical(c.Arg(4), true)
	o.giveAttr, _ = optLogical(c.Arg(5), true)
	o.indent, o.compStr, o.ncharMax = " ", "$ ", 128
	if v := c.Arg(6); v != nil {
		if n, ok := intArg(v, 128); ok {
			o.ncharMax = n
		}
	}
	if gl, _ := optLogical(c.Arg(7), true); !gl {
		o.noLength = true
	}
	if v, ok := c.Arg(8).(*rt.Character); ok && v.Len() == 1 {
		o.indent = v.V[0]
	}
	if v, ok := c.Arg(9).(*rt.Character); ok && v.Len() == 1 {
		o.compStr = v.V[0]
	}
	o.noList, _ = optLogical(c.Arg(10), false)
	var b strings.Builder
	strValue(in, &b, x, 0, o, true)
	io := in.Stdout
	_, err := io.Write([]byte(b.String()))
	if err != nil {
		return nil, in.Errorf(nil, "%v", err)
	}
	return rt.Nil, nil
}

// strPrefix is the prefix of the lines of the elements (mark "$ ") and
// attributes (mark "- ") of an object nested nest deep.
func strPrefix(o *strOpts, nest int, mark string) string {
	indent := " "
	if o != nil && o.indent != "" {
		indent = o.indent
	}
	return indent + strings.Repeat(" ..", nest) + mark
}

// strComp is the mark of a list's components: comp.str at the top.
func strComp(o *strOpts, nest int) string {
	if nest == 0 && o.compStr != "" {
		return o.compStr
	}
	return "$ "
}

// strTruncate shortens an encoded string wider than nchar.max, as str
// does, marking the cut.
func strTruncate(e string, o *strOpts) string {
	const ch = "\"| __truncated__"
	if o.ncharMax <= len(ch) || displayWidth(e) <= o.ncharMax {
		return e
	}
	tr := e
	for displayWidth(tr) > o.ncharMax-len(ch) {
		_, size := utf8.DecodeLastRuneInString(tr)
		tr = tr[:len(tr)-size]
	}
	if tr != e && tr+"\"" != e {
		return tr + ch
	}
	return e
}

// strTypeAbbrev is str's name for a vector type.
func strTypeAbbrev(t rt.Type) string {
	switch t {
	case rt.LogicalType:
		return "logi"
	case rt.IntegerType:
		return "int"
	case rt.DoubleType:
		return "num"
	case rt.ComplexType:
		return "cplx"
	case rt.CharacterType:
		return "chr"
	case rt.RawType:
		return "raw"
	}
	return t.String()
}

// strValue writes the structure of x (the rest of the line the caller
// started, then any nested lines); nest is the depth of x.
func strValue(in *vm.Interp, b *strings.Builder, x rt.Value, nest int, o *strOpts, top bool) {
	if strDateTime(in, b, x, nest, o, top) {
		return
	}
	if isS4Value(x) && strS4(in, b, x, nest, o) {
		return
	}
	switch v := x.(type) {
	case *rt.Null:
		b.WriteString(" NULL\n")
		return
	case *rt.List:
		if v.Expr {
			b.WriteString("  " + strings.Join(syntax.Deparse(v, syntax.DeparseOptions{}), " ") + "\n")
			return
		}
		if isDataFrame(v) {
			strDataFrame(in, b, v, nest, o, top)
			return
		}
		strList(in, b, v, nest, o, "List of ")
	case *rt.PairList:
		l := rt.NewList(len(v.Items))
		var names []string
		tagged := false
		for i, it := range v.Items {
			l.V[i] = it.Val
			nm := ""
			if it.Tag != nil {
				nm, tagged = it.Tag.Name, true
			}
			names = append(names, nm)
		}
		if tagged {
			rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(names...))
		}
		strList(in, b, l, nest, o, "Dotted pair list of ")
	case *rt.Closure:
		lines := syntax.Deparse(&rt.Closure{Formals: v.Formals, Body: rt.Nil, Env: v.Env}, syntax.DeparseOptions{Control: syntax.DeparseNone})
		b.WriteString(lines[0] + " \n")
		return
	case *rt.Builtin:
		t := builtinText(v)
		if i := strings.Index(t, " .Primitive("); i >= 0 {
			t = t[:i]
		}
		b.WriteString(t + " \n")
		return
	case *rt.Env:
		b.WriteString("<environment: " + envLabel(in, v) + "> \n")
		return
	case *rt.Symbol:
		b.WriteString(" symbol " + v.Name + "\n")
		return
	case *rt.Lang:
		b.WriteString(" language " + strings.Join(syntax.Deparse(v, syntax.DeparseOptions{}), " ") + "\n")
		return
	case *rt.Integer:
		if rt.Inherits(v, "factor") {
			strFactor(b, v, o)
			if o.giveAttr {
				strAttributes(in, b, x, nest, o)
			}
			return
		}
		strVector(b, v, nest, o, top && !o.vecLenGiven)
	case rt.Vector:
		strVector(b, v, nest, o, top && !o.vecLenGiven)
	default:
		b.WriteString(" <" + x.Type().String() + ">\n")
		return
	}
	if o.giveAttr {
		strAttributes(in, b, x, nest, o)
	}
}

func strList(in *vm.Interp, b *strings.Builder, l *rt.List, nest int, o *strOpts, head string) {
	n := len(l.V)
	if n == 0 {
		if rt.Names(l) != nil {
			b.WriteString(" Named list()\n")
		} else {
			b.WriteString(" list()\n")
		}
		return
	}
	if !(o.noList && nest == 0) {
		b.WriteString(head + strconv.Itoa(n) + "\n")
	}
	if o.maxLevel >= 0 && nest >= o.maxLevel {
		return
	}
	names := make([]string, n)
	w := 0
	if nm := rt.Names(l); nm != nil {
		for i, s := range nm.V {
			names[i] = naString(s)
			w = max(w, displayWidth(names[i]))
		}
	}
	for i, e := range l.V {
		b.WriteString(strPrefix(o, nest, strComp(o, nest)) + pad(names[i], w, false) + ":")
		strValue(in, b, e, nest+1, o, false)
	}
}

// strExactNumbers reports whether the non-NA numbers xs are all zero or
// between 1e-10 and 1e10 in size and equal to themselves rounded to
// digits significant digits.
func strExactNumbers(xs []float64, digits int) bool {
	for _, x := range xs {
		if rt.IsNAorNaN(x) {
			continue
		}
		a := math.Abs(x)
		if a != 0 && (a <= 1e-10 || a >= 1e10) {
			return false
		}
		if math.Abs(a-ops.SignifDigits(a, float64(digits))) > 1e-15*a {
			return false
		}
	}
	return true
}

// strFactor is str of a factor: its levels, as many of them as fit in
// 13 columns (at least one), and its codes.
func strFactor(b *strings.Builder, f *rt.Integer, o *strOpts) {
	var levels []string
	if lv, ok := rt.GetAttr(f, rt.LevelsSym).(*rt.Character); ok {
		levels = lv.V
	}
	kind, sep := "Factor", ","
	if rt.Inherits(f, "ordered") {
		kind, sep = "Ord.factor", "<"
	}
	nl := len(levels)
	b.WriteString(" " + kind + " w/ " + strconv.Itoa(nl) + " level")
	if nl != 1 {
		b.WriteString("s")
	}
	if nl > 0 {
		quoted := make([]string, nl)
		total, shown := 0, nl
		for i, s := range levels {
			quoted[i] = syntax.EncodeString(s, '"')
			if rt.IsNAString(s) {
				quoted[i] = "NA"
			}
			total += displayWidth(quoted[i]) + 1
			if total > 13 && shown == nl {
				shown = i + 1
			}
		}
		if total <= 13 {
			shown = nl
		}
		b.WriteString(" " + strings.Join(quoted[:shown], sep))
		if shown < nl {
			b.WriteString(sep + "..")
		}
	}
	b.WriteString(":")
	k := min(int(o.vecLen*2.5), len(f.V))
	for _, c := range f.V[:k] {
		if c == rt.NAInt {
			b.WriteString(" NA")
		} else {
			b.WriteString(" " + strconv.Itoa(int(c)))
		}
	}
	if k < len(f.V) {
		b.WriteString(" ...")
	}
	if len(f.V) == 0 {
		b.WriteString(" ")
	}
	b.WriteByte('\n')
}

// isDataFrame reports whether l has class data.frame.
func isDataFrame(l *rt.List) bool {
	cl, ok := rt.GetAttr(l, rt.ClassSym).(*rt.Character)
	if !ok {
		return false
	}
	for _, s := range cl.V {
		if s == "data.frame" {
			return true
		}
	}
	return false
}

// strDataFrame is str of a data frame: a header with the numbers of rows
// and columns, then each column as a list element (without its length
// when the data frame is the object str was given).
func strDataFrame(in *vm.Interp, b *strings.Builder, df *rt.List, nest int, o *strOpts, top bool) {
	nr := 0
	if rn, ok := rt.GetAttr(df, rt.RowNamesSym).(rt.Vector); ok {
		nr = rn.Len()
	}
	nc := len(df.V)
	vars := "variables"
	if nc == 1 {
		vars = "variable"
	}
	b.WriteString("'data.frame':\t" + strconv.Itoa(nr) + " obs. of  " + strconv.Itoa(nc) + " " + vars + ":\n")
	if o.maxLevel >= 0 && nest >= o.maxLevel {
		return
	}
	names := make([]string, nc)
	w := 0
	if nm := rt.Names(df); nm != nil {
		for i, s := range nm.V {
			names[i] = naString(s)
			w = max(w, displayWidth(names[i]))
		}
	}
	inner := *o
	inner.noLength = top || o.noLength
	for i, e := range df.V {
		b.WriteString(strPrefix(o, nest, strComp(o, nest)) + pad(names[i], w, false) + ":")
		strValue(in, b, e, nest+1, &inner, false)
	}
}

// strAttributes writes the attributes str shows (all but names of
// lists, class of lists as a line like the others).
func strAttributes(in *vm.Interp, b *strings.Builder, x rt.Value, nest int, o *strOpts) {
	av, ok := x.(rt.Attributed)
	if !ok || av.Attrs() == nil {
		return
	}
	_, isList := x.(*rt.List)
	a := av.Attrs()
	for i := 0; i < a.Len(); i++ {
		at := a.At(i)
		if at.Name == rt.NamesSym && isList {
			continue
		}
		if at.Name == rt.ClassSym && !isList {
			continue
		}
		if at.Name == rt.DimSym && !isList {
			continue
		}
		if at.Name == rt.LevelsSym && rt.Inherits(x, "factor") {
			continue
		}
		b.WriteString(strPrefix(o, nest, "- ") + "attr(*, \"" + at.Name.Name + "\")=")
		strValue(in, b, at.Val, nest+1, o, false)
	}
}

// strVector writes a vector's line; byWidth (str called on the vector
// itself without vec.len) fits as many strings as the width allows, else
// vec.len of them are shown.
func strVector(b *strings.Builder, v rt.Vector, nest int, o *strOpts, byWidth bool) {
	n := v.Len()
	var head strings.Builder
	if rt.Inherits(v, "AsIs") {
		head.WriteString("'AsIs' ")
	} else if cl, ok := rt.GetAttr(v, rt.ClassSym).(*rt.Character); ok {
		for _, s := range cl.V {
			head.WriteString("'" + s + "' ")
		}
	}
	if rt.Names(v) != nil {
		head.WriteString("Named ")
	}
	head.WriteString(strTypeAbbrev(v.Type()))
	if n == 0 && rt.GetAttr(v, rt.DimSym) == nil {
		b.WriteString(" " + head.String() + "(0) \n")
		return
	}
	if d, ok := rt.GetAttr(v, rt.DimSym).(*rt.Integer); ok && len(d.V) > 0 {
		parts := make([]string, len(d.V))
		for i, k := range d.V {
			switch k {
			case 0:
				parts[i] = "0 "
			case 1:
				parts[i] = "1"
			default:
				parts[i] = "1:" + strconv.Itoa(int(k))
			}
		}
		if n == 0 {
			b.WriteString(" " + head.String() + "[" + strings.Join(parts, ", ") + "] \n")
			return
		}
		if len(d.V) == 1 {
			parts[0] += "(1d)"
		}
		head.WriteString(" [" + strings.Join(parts, ", ") + "]")
	} else if n > 1 {
		if o.noLength {
			head.WriteString(" ") // where the length would be
		} else {
			head.WriteString(" [1:" + strconv.Itoa(n) + "]")
		}
	}
	var show int
	var elems []string
	switch x := v.(type) {
	case *rt.Character:
		budget := o.width - (4 + 5*nest + displayWidth(head.String()))
		used := 0
		for i, s := range x.V {
			e := "NA"
			if !rt.IsNAString(s) {
				e = strTruncate(syntax.EncodeString(s, '"'), o)
			}
			used += displayWidth(e) + 1
			if byWidth && used > budget && i > 0 {
				break
			}
			if !byWidth && i >= max(1, int(math.RoundToEven(o.vecLen))) {
				break
			}
			elems = append(elems, e)
		}
		show = len(elems)
	default:
		k := int(o.vecLen * 2.5)
		switch v.Type() {
		case rt.LogicalType:
			k = int(o.vecLen * 1.5)
		case rt.ComplexType:
			k = int(o.vecLen * 0.75)
		case rt.DoubleType:
			// Fewer numbers when the first ones do not show exactly
			// with digits significant digits, or are tiny or huge.
			if !strExactNumbers(v.(*rt.Double).V[:min(k, n)], o.digits) {
				k = int(math.RoundToEven(o.vecLen * 1.25))
			}
		}
		show = min(max(k, 1), n)
		part := headVector(v, show)
		rt.SetAttr(part, rt.NamesSym, rt.Nil)
		f := &formatSpec{digits: o.digits, scipen: o.scipen, trim: true, naEncode: true}
		elems = formatAtomic(part, f)
		if v.Type() == rt.DoubleType {
			for i := range elems {
				elems[i] = dropTrailingZeros(elems[i])
			}
		}
		if rt.Inherits(v, "AsIs") {
			// str shows an AsIs vector through format(), each element
			// formatted alone (7 digits), padded to a common width.
			if v.Type() == rt.DoubleType {
				one := &formatSpec{digits: 7, scipen: o.scipen, trim: true, naEncode: true}
				for i, e := range part.(*rt.Double).V {
					elems[i] = formatAtomic(rt.DoubleOf(e), one)[0]
				}
			}
			w := 0
			for _, e := range elems {
				w = max(w, displayWidth(e))
			}
			for i, e := range elems {
				elems[i] = strings.Repeat(" ", w-displayWidth(e)) + e
			}
		}
	}
	if o.giveHead {
		b.WriteString(" " + head.String() + " ")
	}
	b.WriteString(strings.Join(elems, " "))
	if show < n {
		b.WriteString(" ...")
	}
	b.WriteByte('\n')
}
