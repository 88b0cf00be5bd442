package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// This file holds format.default, prettyNum and encodeString. The generic format() and toString(),
// noquote() and their methods are R code in R/print.R.

func init() { extraTables = append(extraTables, formatBuiltins) }

var formatBuiltins = []*vm.BuiltinDef{
	{Name: "format.default", Formals: []string{"x", "trim", "digits", "nsmall", "justify", "width", "na.encode", "scientific", "big.mark", "big.interval", "small.mark", "small.interval", "decimal.mark", "zero.print", "drop0trailing", "..."}, Fn: builtinFormatDefault},
	{Name: "prettyNum", Formals: []string{"x", "big.mark", "big.interval", "small.mark", "small.interval", "decimal.mark", "input.d.mark", "preserve.width", "zero.print", "replace.zero", "drop0trailing", "is.cmplx", "..."}, Fn: builtinPrettyNum},
	{Name: "encodeString", Formals: []string{"x", "width", "quote", "na.encode", "justify"}, Fn: builtinEncodeString},
}

// justification is format's and encodeString's justify argument.
type justification int

const (
	justLeft justification = iota
	justRight
	justCentre
	justNone
)

var justifyChoices = []string{"left", "right", "centre", "none"}

// matchJustify matches a justify argument (partially, as match.arg does).
func matchJustify(in *vm.Interp, v rt.Value) (justification, error) {
	if v == nil {
		return justLeft, nil
	}
	s, ok := v.(*rt.Character)
	if !ok || len(s.V) < 1 {
		return 0, in.Errorf(nil, "'arg' must be NULL or a character vector")
	}
	if len(s.V) == len(justifyChoices) {
		// The default, c("left", "right", "centre", "none").
		return justLeft, nil
	}
	if len(s.V) != 1 {
		return 0, in.Errorf(nil, "'arg' must be of length 1")
	}
	found := -1
	for i, ch := range justifyChoices {
		if strings.HasPrefix(ch, s.V[0]) && s.V[0] != "" {
			if ch == s.V[0] {
				found = i
				break
			}
			if found >= 0 {
				found = -2
				break
			}
			found = i
		}
	}
	if found < 0 {
		return 0, in.Errorf(nil, "'arg' should be one of %s", quotedChoices(justifyChoices))
	}
	return justification(found), nil
}

// quotedChoices writes choices as match.arg lists them in its error.
func quotedChoices(ch []string) string {
	q := make([]string, len(ch))
	for i, s := range ch {
		q[i] = "\u201c" + s + "\u201d"
	}
	return strings.Join(q, ", ")
}

// justify pads s to width w as j says.
func justify(s string, w int, j justification) string {
	n := displayWidth(s)
	if n >= w || j == justNone {
		return s
	}
	switch j {
	case justRight:
		return strings.Repeat(" ", w-n) + s
	case justCentre:
		l := (w - n) / 2
		return strings.Repeat(" ", l) + s + strings.Repeat(" ", w-n-l)
	}
	return s + strings.Repeat(" ", w-n)
}

// formatSpec holds the arguments of format.default that shape numbers.
type formatSpec struct {
	trim     bool
	digits   int
	nsmall   int
	width    int
	just     justification
	naEncode bool
	scipen   int
}

// formatAtomic formats the elements of an atomic vector as format() does:
// a common format, padded to a common width (unless trim).
func formatAtomic(v rt.Value, f *formatSpec) []string {
	switch x := v.(type) {
	case *rt.Double:
		rf := rt.FormatReal(x.V, f.digits, f.scipen).WithNsmall(f.nsmall)
		w := rf.Width
		if f.trim {
			w = 0
		}
		w = max(w, f.width)
		out := make([]string, len(x.V))
		for i, d := range x.V {
			out[i] = pad(rf.FormatTrim(d), w, true)
		}
		return out
	case *rt.Complex:
		cf := rt.FormatComplex(x.V, f.digits, f.scipen)
		out := make([]string, len(x.V))
		for i, z := range x.V {
			out[i] = cf.FormatTrim(z)
		}
		return padFormatted(out, f)
	case *rt.Character:
		out := make([]string, len(x.V))
		w := f.width
		for _, s := range x.V {
			if !rt.IsNAString(s) || f.naEncode {
				w = max(w, displayWidth(naString(s)))
			}
		}
		for i, s := range x.V {
			if rt.IsNAString(s) && !f.naEncode {
				out[i] = s
				continue
			}
			out[i] = justify(naString(s), w, f.just)
		}
		return out
	case *rt.Raw, *rt.Logical, *rt.Integer:
		p := &printParams{digits: f.digits, scipen: f.scipen}
		out := formatVector(x, p)
		for i := range out {
			out[i] = strings.TrimLeft(out[i], " ")
		}
		return padFormatted(out, f)
	}
	return nil
}

// naString is s, or "NA" for NA_character_.
func naString(s string) string {
	if rt.IsNAString(s) {
		return "NA"
	}
	return s
}

// padFormatted right-justifies formatted numbers to their common width
// (at least f.width), or leaves them unpadded under trim.
func padFormatted(out []string, f *formatSpec) []string {
	w := f.width
	if !f.trim {
		for _, s := range out {
			w = max(w, displayWidth(s))
		}
	}
	for i, s := range out {
		out[i] = pad(s, w, true)
	}
	return out
}

// intArg reads an optional integer argument; def when missing or NULL.
func intArg(v rt.Value, def int) (int, bool) {
	if v == nil || v == rt.Nil {
		return def, true
	}
	n := rt.AsInteger(v, nil)
	if n == rt.NAInt {
		return 0, false
	}
	return int(n), true
}

// optLogical reads an optional logical argument; def when missing.
func optLogical(v rt.Value, def bool) (bool, bool) {
	if v == nil {
		return def, true
	}
	t := rt.AsLogical(v)
	if t == rt.NALgl {
		return false, false
	}
	return t == rt.True, true
}

// stringArg reads an optional string argument; def when missing or NULL.
func stringArg(v rt.Value, def string) string {
	if s, ok := v.(*rt.Character); ok && len(s.V) > 0 && !rt.IsNAString(s.V[0]) {
		return s.V[0]
	}
	return def
}

func builtinFormatDefault(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	pp := newPrintParams(in)
	f := &formatSpec{digits: pp.digits, scipen: pp.scipen, naEncode: true}
	var ok bool
	_, isList := x.(*rt.List)
	if f.trim, ok = optLogical(c.Arg(1), isList); !ok {
		return nil, in.Errorf(nil, "invalid 'trim' argument")
	}
	if d := c.Arg(2); d != nil && d != rt.Nil {
		n, ok := intArg(d, 0)
		if !ok || n < 0 || n > rt.MaxDigits {
			return nil, in.Errorf(nil, "invalid 'digits' argument")
		}
		f.digits = max(n, 1)
	}
	if f.nsmall, ok = intArg(c.Arg(3), 0); !ok || f.nsmall < 0 || f.nsmall > 20 {
		return nil, in.Errorf(nil, "invalid 'nsmall' argument")
	}
	j, err := matchJustify(in, c.Arg(4))
	if err != nil {
		return nil, err
	}
	f.just = j
	if isList && c.Arg(4) == nil {
		f.just = justNone
	}
	if f.width, ok = intArg(c.Arg(5), 0); !ok {
		f.width = 0
	}
	if f.naEncode, ok = optLogical(c.Arg(6), true); !ok {
		return nil, in.Errorf(nil, "invalid 'na.encode' argument")
	}
	switch s := c.Arg(7).(type) {
	case *rt.Logical:
		if len(s.V) == 1 && s.V[0] != rt.NALgl {
			if s.V[0] == rt.True {
				f.scipen = -100
			} else {
				f.scipen = 100
			}
		}
	case *rt.Integer, *rt.Double:
		n, _ := intArg(s, 0)
		f.scipen = n
	}
	marks := markSpec{
		big:           stringArg(c.Arg(8), ""),
		bigInterval:   3,
		small:         stringArg(c.Arg(10), ""),
		smallInterval: 5,
		decimal:       stringArg(c.Arg(12), "."),
		preserve:      "common",
	}
	if f.trim {
		marks.preserve = "individual"
	}
	if n, ok := intArg(c.Arg(9), 3); ok {
		marks.bigInterval = n
	}
	if n, ok := intArg(c.Arg(11), 5); ok {
		marks.smallInterval = n
	}
	marks.drop0, _ = optLogical(c.Arg(14), false)
	if zp := c.Arg(13); zp != nil && zp != rt.Nil {
		marks.zeroPrint, marks.zeroSet = zeroPrintArg(zp)
	}

	switch v := x.(type) {
	case *rt.Null:
		return rt.StringScalar("NULL"), nil
	case *rt.List:
		out := rt.NewCharacter(len(v.V))
		for i, e := range v.V {
			s, err := formatListElement(in, c, e, f, &marks)
			if err != nil {
				return nil, err
			}
			out.V[i] = s
		}
		if nm := rt.Names(v); nm != nil {
			rt.SetAttr(out, rt.NamesSym, nm)
		}
		return out, nil
	case *rt.Closure, *rt.Builtin, *rt.Lang, *rt.Symbol:
		lines := syntax.Deparse(v, syntax.DeparseOptions{})
		return rt.CharacterOf(lines...), nil
	case *rt.Env:
		return rt.StringScalar("<environment>"), nil
	case *rt.S4Object:
		return s4Format(in, v), nil
	}
	strs := formatAtomic(x, f)
	if strs == nil {
		return nil, in.Errorf(nil, "Found no format() method for class \"%s\"", x.Type())
	}
	if _, isChar := x.(*rt.Character); !isChar {
		strs = marks.apply(x, strs)
	}
	out := rt.CharacterOf(strs...)
	copyMostAttrib(x, out)
	return out, nil
}

// copyMostAttrib gives to the attributes of from but its class, as
// format() keeps names, dimensions and the rest.
func copyMostAttrib(from rt.Value, to *rt.Character) {
	av, ok := from.(rt.Attributed)
	if !ok || av.Attrs() == nil {
		return
	}
	a := av.Attrs()
	for i := 0; i < a.Len(); i++ {
		at := a.At(i)
		if at.Name != rt.ClassSym {
			rt.SetAttr(to, at.Name, at.Val)
		}
	}
}

// formatListElement formats one element of a list for format(): its
// values flattened, formatted and joined with ", ".
func formatListElement(in *vm.Interp, c *vm.Call, e rt.Value, f *formatSpec, marks *markSpec) (string, error) {
	switch e.(type) {
	case *rt.Null:
		return "NULL", nil
	case *rt.List:
		fn := in.Base.Get(rt.Intern("unlist"))
		v, err := in.CallValue(fn, []rt.Arg{{Val: e}}, c.Call, c.Env)
		if err != nil {
			return "", err
		}
		e = v
		if _, null := e.(*rt.Null); null {
			return "NULL", nil
		}
	case *rt.Closure, *rt.Builtin, *rt.Lang, *rt.Symbol, *rt.Env:
		return strings.Join(syntax.Deparse(e, syntax.DeparseOptions{}), " "), nil
	}
	if f.just == justNone {
		// Each element is formatted as format.default would by itself,
		// strings left-justified; only the list's results stay unpadded.
		ef := *f
		ef.just = justLeft
		f = &ef
	}
	strs := formatAtomic(e, f)
	if _, isChar := e.(*rt.Character); !isChar {
		strs = marks.apply(e, strs)
	}
	return strings.Join(strs, ", "), nil
}

// markSpec holds prettyNum's arguments: digit-group marks, the decimal
// mark, zero.print and drop0trailing.
type markSpec struct {
	big, small                 string
	bigInterval, smallInterval int
	decimal                    string
	inputDecimal               string
	preserve                   string
	drop0                      bool
	zeroPrint                  string
	zeroSet                    bool
}

func zeroPrintArg(v rt.Value) (string, bool) {
	switch z := v.(type) {
	case *rt.Logical:
		if len(z.V) == 1 && z.V[0] == rt.True {
			return " ", true
		}
		return "", false
	case *rt.Character:
		if len(z.V) > 0 {
			return z.V[0], true
		}
	}
	return "", false
}

// active reports whether the marks change anything.
func (m *markSpec) active() bool {
	return m.big != "" || m.small != "" || m.drop0 || m.zeroSet || (m.decimal != "." && m.decimal != "")
}

// apply inserts the marks into formatted numbers (strs, formatted from
// x) and re-pads them to a common width.
func (m *markSpec) apply(x rt.Value, strs []string) []string {
	if !m.active() {
		return strs
	}
	if m.big == "" && m.small == "" && !m.zeroSet && (m.decimal == "." || m.decimal == "") {
		// Only drop0trailing: each string loses its zeros, no re-padding.
		out := make([]string, len(strs))
		for i, s := range strs {
			out[i] = dropTrailingZeros(s)
		}
		return out
	}
	out := make([]string, len(strs))
	w := 0
	changed := false
	for i, s := range strs {
		core := strings.TrimLeft(s, " ")
		core = strings.TrimRight(core, " ")
		if m.zeroSet && isZeroNumber(core) {
			core = m.zeroPrint
		} else {
			core = m.mark(core)
		}
		out[i] = core
		changed = changed || core != strings.TrimSpace(s)
		w = max(w, displayWidth(core))
	}
	if !changed {
		return strs
	}
	switch m.preserve {
	case "common":
		for i, s := range out {
			out[i] = pad(s, w, true)
		}
	case "individual":
		for i, s := range out {
			out[i] = pad(s, displayWidth(strs[i]), true)
		}
	}
	return out
}

// isZeroNumber reports whether a formatted number is zero.
func isZeroNumber(s string) bool {
	if s == "" {
		return false
	}
	s = strings.TrimLeft(s, "+-")
	if e := strings.IndexAny(s, "eE"); e >= 0 {
		s = s[:e]
	}
	for _, c := range s {
		if c != '0' && c != '.' {
			return false
		}
	}
	return true
}

// mark inserts the big mark into the integer digits of one formatted
// number and the small mark into its decimals, drops trailing zeros if
// asked, and replaces the decimal point.
func (m *markSpec) mark(s string) string {
	if m.drop0 {
		s = dropTrailingZeros(s)
	}
	// Split sign, integer digits, the rest.
	i := 0
	for i < len(s) && (s[i] == '-' || s[i] == '+' || s[i] == ' ') {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	sign, digits, rest := s[:i], s[i:j], s[j:]
	if m.big != "" && m.bigInterval > 0 && len(digits) > m.bigInterval {
		var b strings.Builder
		first := len(digits) % m.bigInterval
		if first > 0 {
			b.WriteString(digits[:first])
		}
		for k := first; k < len(digits); k += m.bigInterval {
			if b.Len() > 0 {
				b.WriteString(m.big)
			}
			b.WriteString(digits[k : k+m.bigInterval])
		}
		digits = b.String()
	}
	if strings.HasPrefix(rest, ".") {
		frac := rest[1:]
		k := 0
		for k < len(frac) && frac[k] >= '0' && frac[k] <= '9' {
			k++
		}
		fd, tail := frac[:k], frac[k:]
		if m.small != "" && m.smallInterval > 0 && len(fd) > m.smallInterval {
			var b strings.Builder
			for p := 0; p < len(fd); p += m.smallInterval {
				if p > 0 {
					b.WriteString(m.small)
				}
				b.WriteString(fd[p:min(p+m.smallInterval, len(fd))])
			}
			fd = b.String()
		}
		dec := m.decimal
		if dec == "" {
			dec = "."
		}
		rest = dec + fd + tail
	}
	return sign + digits + rest
}

// dropTrailingZeros removes trailing zeros after the decimal point of a
// formatted number, keeping any exponent ("1.50" → "1.5", "1.0e+05" →
// "1e+05").
func dropTrailingZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return rt.DropTrailingZeros(s)
}

func builtinPrettyNum(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	m := markSpec{
		big:           stringArg(c.Arg(1), ""),
		bigInterval:   3,
		small:         stringArg(c.Arg(3), ""),
		smallInterval: 5,
		decimal:       stringArg(c.Arg(5), "."),
		preserve:      "common",
	}
	if n, ok := intArg(c.Arg(2), 3); ok {
		m.bigInterval = n
	}
	if n, ok := intArg(c.Arg(4), 5); ok {
		m.smallInterval = n
	}
	if p := c.Arg(7); p != nil {
		if s, ok := p.(*rt.Character); ok && len(s.V) == 1 {
			for _, ch := range []string{"common", "individual", "none"} {
				if strings.HasPrefix(ch, s.V[0]) {
					m.preserve = ch
				}
			}
		}
	}
	if zp := c.Arg(8); zp != nil && zp != rt.Nil {
		m.zeroPrint, m.zeroSet = zeroPrintArg(zp)
	}
	m.drop0, _ = optLogical(c.Arg(10), false)
	if _, isChar := x.(*rt.Character); isChar && !m.active() {
		return x, nil
	}
	var strs []string
	switch v := x.(type) {
	case *rt.Character:
		strs = make([]string, len(v.V))
		for i, s := range v.V {
			strs[i] = naString(s)
		}
	case *rt.Double, *rt.Integer, *rt.Logical, *rt.Complex:
		// Each element is formatted on its own, and keeps its width.
		m.preserve = "none"
		pp := newPrintParams(in)
		f := &formatSpec{digits: pp.digits, scipen: pp.scipen, trim: true}
		n := v.(rt.Vector).Len()
		strs = make([]string, n)
		for i := 0; i < n; i++ {
			strs[i] = formatAtomic(rt.Element(v, i), f)[0]
		}
	case *rt.Null:
		return rt.NewCharacter(0), nil
	default:
		return nil, in.Errorf(nil, "'x' must be a character vector or numeric")
	}
	out := rt.CharacterOf(m.apply(x, strs)...)
	copyMostAttrib(x, out)
	if a := rt.GetAttr(x, rt.ClassSym); a != nil {
		rt.SetAttr(out, rt.ClassSym, a)
	}
	return out, nil
}

func builtinEncodeString(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	var sv *rt.Character
	switch v := x.(type) {
	case *rt.Character:
		sv = v
	case *rt.Null:
		sv = rt.NewCharacter(0)
	default:
		cv, err := rt.CoerceVector(x, rt.CharacterType, nil)
		if err != nil {
			return nil, in.Errorf(nil, "a character vector argument expected")
		}
		s, ok := cv.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "a character vector argument expected")
		}
		sv = s
	}
	width := 0
	widthNA := false
	if w := c.Arg(1); w != nil && w != rt.Nil {
		n := rt.AsInteger(w, nil)
		if n == rt.NAInt {
			widthNA = true
		} else if n < 0 {
			return nil, in.Errorf(nil, "invalid '%s' value", "width")
		} else {
			width = int(n)
		}
	}
	quote := ""
	if q := c.Arg(2); q != nil {
		s, ok := q.(*rt.Character)
		if !ok || len(s.V) != 1 || rt.IsNAString(s.V[0]) {
			return nil, in.Errorf(nil, "invalid '%s' value", "quote")
		}
		quote = s.V[0]
		if len(quote) > 1 {
			return nil, in.Errorf(nil, "invalid '%s' value", "quote")
		}
	}
	naEncode, ok := optLogical(c.Arg(3), true)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' value", "na.encode")
	}
	var j justification
	if jv := c.Arg(4); jv != nil {
		js, ok := jv.(*rt.Character)
		if !ok || len(js.V) < 1 {
			return nil, in.Errorf(nil, "invalid '%s' value", "justify")
		}
		var err error
		if j, err = matchJustify(in, jv); err != nil {
			return nil, err
		}
	}
	out := rt.NewCharacter(len(sv.V))
	for i, s := range sv.V {
		switch {
		case rt.IsNAString(s) && !naEncode:
			out.V[i] = s
		case rt.IsNAString(s) && quote != "":
			out.V[i] = "NA"
		case rt.IsNAString(s):
			out.V[i] = "<NA>"
		case quote != "":
			out.V[i] = syntax.EncodeString(s, quote[0])
		default:
			e := syntax.EncodeString(s, '"')
			out.V[i] = strings.ReplaceAll(e[1:len(e)-1], `\"`, `"`)
		}
	}
	if widthNA {
		for i, s := range sv.V {
			if !rt.IsNAString(s) {
				width = max(width, displayWidth(out.V[i]))
			}
		}
	}
	if width > 0 && j != justNone {
		for i, s := range out.V {
			if !rt.IsNAString(s) {
				out.V[i] = justify(s, width, j)
			}
		}
	}
	copyMostAttrib(x, out)
	return out, nil
}
