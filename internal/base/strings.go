package base

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// stringBuiltins are paste, nchar, case conversion, substr, strsplit,
// sprintf, trimws, startsWith and endsWith.
var stringBuiltins = []*vm.BuiltinDef{
	{Name: "paste", Formals: []string{"...", "sep", "collapse", "recycle0"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		sep := " "
		if s := c.Arg(1); s != nil {
			sc, ok := s.(*rt.Character)
			if !ok || sc.Len() < 1 || rt.IsNAString(sc.V[0]) {
				return nil, in.Errorf(internalCall("paste", "list(...)", "sep", "collapse", "recycle0"), "invalid separator")
			}
			sep = sc.V[0]
		}
		return paste(in, c, sep, c.Arg(2), c.Arg(3))
	}},
	{Name: "paste0", Formals: []string{"...", "collapse", "recycle0"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return paste(in, c, "", c.Arg(1), c.Arg(2))
	}},
	{Name: "nzchar", Formals: []string{"x", "keepNA"}, Fn: builtinNzchar},
	{Name: "nchar", Formals: []string{"x", "type", "allowNA", "keepNA"}, Fn: builtinNchar},
	{Name: "toupper", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return mapStrings(in, c, strings.ToUpper)
	}},
	{Name: "tolower", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return mapStrings(in, c, strings.ToLower)
	}},
	{Name: "substr", Formals: []string{"x", "start", "stop"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		for i, n := range []string{"x", "start", "stop"} {
			if c.Arg(i) == nil {
				return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", n)
			}
		}
		return substr(in, c, c.Arg(0), c.Arg(1), c.Arg(2), false)
	}},
	{Name: "substring", Formals: []string{"text", "first", "last"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if c.Arg(0) == nil {
			return nil, in.Errorf(nil, "argument \"text\" is missing, with no default")
		}
		if c.Arg(1) == nil {
			return nil, in.Errorf(nil, "argument \"first\" is missing, with no default")
		}
		last := c.Arg(2)
		if last == nil {
			last = rt.IntScalar(1000000)
		}
		return substr(in, c, c.Arg(0), c.Arg(1), last, true)
	}},
	{Name: "strsplit", Formals: []string{"x", "split", "fixed", "perl", "useBytes"}, Fn: builtinStrsplit},
	{Name: "sprintf", Formals: []string{"fmt", "..."}, Fn: builtinSprintf},
	{Name: "trimws", Formals: []string{"x", "which", "whitespace"}, Fn: builtinTrimws},
	{Name: "startsWith", Formals: []string{"x", "prefix"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return affix(in, c, strings.HasPrefix)
	}},
	{Name: "endsWith", Formals: []string{"x", "suffix"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return affix(in, c, strings.HasSuffix)
	}},
}

// asStrings is as.character for the string functions: characters as
// they are, other vectors converted (lists element by element).
func asStrings(in *vm.Interp, c *vm.Call, v rt.Value) (*rt.Character, error) {
	if s, ok := v.(*rt.Character); ok {
		return s, nil
	}
	if rt.IsNull(v) {
		return rt.NewCharacter(0), nil
	}
	if _, ok := v.(rt.Attributed); ok && rt.GetAttr(v, rt.ClassSym) != nil {
		if fn := in.Base.Get(rt.Intern("as.character")); fn != rt.Unbound {
			r, err := in.CallValue(fn, []rt.Arg{{Val: v}}, rt.NewCall(rt.Intern("as.character"), rt.Intern("x")), c.Env)
			if err != nil {
				return nil, err
			}
			if s, ok := r.(*rt.Character); ok {
				return s, nil
			}
		}
	}
	r, err := rt.CoerceVector(v, rt.CharacterType, nil)
	if err != nil {
		return nil, rerr(in, err)
	}
	return r.(*rt.Character), nil
}

func paste(in *vm.Interp, c *vm.Call, sep string, collapse, recycle0 rt.Value) (rt.Value, error) {
	var parts [][]string
	n := 0
	zero := false
	for _, d := range c.Dots {
		s, err := asStrings(in, c, d.Val)
		if err != nil {
			return nil, err
		}
		parts = append(parts, s.V)
		if len(s.V) > n {
			n = len(s.V)
		}
		if len(s.V) == 0 {
			zero = true
		}
	}
	if zero && recycle0 != nil && rt.AsLogical(recycle0) == rt.True {
		n = 0
	}
	out := make([]string, n)
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.Reset()
		for j, p := range parts {
			if j > 0 {
				b.WriteString(sep)
			}
			if len(p) > 0 {
				s := p[i%len(p)]
				if rt.IsNAString(s) {
					s = "NA"
				}
				b.WriteString(s)
			}
		}
		out[i] = b.String()
	}
	if collapse != nil && !rt.IsNull(collapse) {
		cs, ok := collapse.(*rt.Character)
		if !ok || cs.Len() == 0 || rt.IsNAString(cs.V[0]) {
			return nil, in.Errorf(internalCall("paste0", "list(...)", "collapse", "recycle0"), "invalid '%s' argument", "collapse")
		}
		return rt.StringScalar(strings.Join(out, cs.V[0])), nil
	}
	return rt.CharacterOf(out...), nil
}

// keepShape copies names, dim and dimnames from src to dst.
func keepShape(dst rt.Attributed, src rt.Value) {
	for _, s := range []*rt.Symbol{rt.NamesSym, rt.DimSym, rt.DimNamesSym} {
		if a := rt.GetAttr(src, s); a != nil {
			rt.SetAttr(dst, s, a)
		}
	}
}

func builtinNchar(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	typ := "chars"
	if t := c.Arg(1); t != nil {
		ts, ok := t.(*rt.Character)
		if !ok || ts.Len() != 1 {
			return nil, in.Errorf(internalCall("nchar", "x", "type", "allowNA", "keepNA"), "invalid '%s' argument", "type")
		}
		switch {
		case ts.V[0] != "" && strings.HasPrefix("chars", ts.V[0]):
			typ = "chars"
		case ts.V[0] != "" && strings.HasPrefix("bytes", ts.V[0]):
			typ = "bytes"
		case ts.V[0] != "" && strings.HasPrefix("width", ts.V[0]):
			typ = "width"
		default:
			return nil, in.Errorf(internalCall("nchar", "x", "type", "allowNA", "keepNA"), "invalid '%s' argument", "type")
		}
	}
	keepNA := rt.NALgl
	if k := c.Arg(3); k != nil {
		keepNA = rt.AsLogical(k)
	}
	if rt.Inherits(x, "factor") {
		return nil, in.Errorf(internalCall("nchar", "x", "type", "allowNA", "keepNA"), "'nchar()' requires a character vector")
	}
	s, err := asStrings(in, c, x)
	if err != nil {
		return nil, err
	}
	out := rt.NewInteger(len(s.V))
	for i, e := range s.V {
		if rt.IsNAString(e) {
			if keepNA != rt.False {
				out.V[i] = rt.NAInt
			} else {
				out.V[i] = 2
			}
			continue
		}
		switch typ {
		case "bytes":
			out.V[i] = int32(len(e))
		case "width":
			out.V[i] = int32(strWidth(e))
		default:
			out.V[i] = int32(utf8.RuneCountInString(e))
		}
	}
	keepShape(out, x)
	return out, nil
}

// strWidth is the display width of s: wide East Asian characters count
// two columns, combining marks none.
func strWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || r == 0x200B:
		case r >= 0x1100 && (r <= 0x115f || r == 0x2329 || r == 0x232a ||
			(r >= 0x2e80 && r <= 0xa4cf && r != 0x303f) || (r >= 0xac00 && r <= 0xd7a3) ||
			(r >= 0xf900 && r <= 0xfaff) || (r >= 0xfe30 && r <= 0xfe6f) || (r >= 0xff00 && r <= 0xff60) ||
			(r >= 0xffe0 && r <= 0xffe6) || (r >= 0x1f300 && r <= 0x1f64f) || (r >= 0x20000 && r <= 0x3fffd)):
			w += 2
		default:
			w++
		}
	}
	return w
}

func mapStrings(in *vm.Interp, c *vm.Call, f func(string) string) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	s, err := asStrings(in, c, x)
	if err != nil {
		return nil, err
	}
	out := rt.NewCharacter(len(s.V))
	for i, e := range s.V {
		if rt.IsNAString(e) {
			out.V[i] = e
		} else {
			out.V[i] = f(e)
		}
	}
	keepShape(out, x)
	return out, nil
}

func intsOf(in *vm.Interp, v rt.Value) ([]int32, error) {
	r, err := rt.CoerceVector(v, rt.IntegerType, coerceWarn(in))
	if err != nil {
		return nil, rerr(in, err)
	}
	return r.(*rt.Integer).V, nil
}

// substr is substr(x, start, stop) and (recycling every argument)
// substring(text, first, last).
func substr(in *vm.Interp, c *vm.Call, x, start, stop rt.Value, recycleAll bool) (rt.Value, error) {
	var s *rt.Character
	if sc, ok := x.(*rt.Character); ok {
		s = sc
	} else {
		if !recycleAll && !rt.IsAtomicType(x.Type()) && !rt.IsNull(x) {
			return nil, in.Errorf(nil, "extracting substrings from a non-character object")
		}
		var err error
		if s, err = asStrings(in, c, x); err != nil {
			return nil, err
		}
	}
	st, err := intsOf(in, start)
	if err != nil {
		return nil, err
	}
	sp, err := intsOf(in, stop)
	if err != nil {
		return nil, err
	}
	n := len(s.V)
	if recycleAll {
		if n > 0 {
			n = max(n, len(st), len(sp))
		}
		if len(st) == 0 || len(sp) == 0 {
			n = 0
		}
	} else if n > 0 && (len(st) == 0 || len(sp) == 0) {
		return nil, in.Errorf(nil, "invalid substring arguments")
	}
	out := rt.NewCharacter(n)
	for i := range out.V {
		e := s.V[i%len(s.V)]
		a, b := st[i%len(st)], sp[i%len(sp)]
		if rt.IsNAString(e) || a == rt.NAInt || b == rt.NAInt {
			out.V[i] = rt.NAString
			continue
		}
		out.V[i] = runeSlice(e, int(a), int(b))
	}
	if !recycleAll || n == len(s.V) {
		if sc, ok := x.(*rt.Character); ok && sc.Attrs() != nil {
			out.SetAttrs(sc.Attrs().Clone())
		} else {
			keepShape(out, x)
		}
	}
	return out, nil
}

// runeSlice returns characters a..b (1-based, inclusive) of s.
func runeSlice(s string, a, b int) string {
	if a < 1 {
		a = 1
	}
	if a > b {
		return ""
	}
	k := 0
	start, end := len(s), len(s)
	for pos := range s {
		k++
		if k == a {
			start = pos
		}
		if k == b+1 {
			end = pos
			break
		}
	}
	if start > end {
		return ""
	}
	return s[start:end]
}

func builtinStrsplit(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, ok := c.Arg(0).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "non-character argument")
	}
	var split []string
	if sp := c.Arg(1); sp != nil && !rt.IsNull(sp) {
		ss, ok := sp.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "non-character argument")
		}
		split = ss.V
	}
	if len(split) == 0 {
		split = []string{""}
	}
	fixed := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
	out := rt.NewList(len(x.V))
	res := map[string]*regexp.Regexp{}
	for i, s := range x.V {
		if rt.IsNAString(s) {
			out.V[i] = rt.StringScalar(rt.NAString)
			continue
		}
		sp := split[i%len(split)]
		var toks []string
		switch {
		case rt.IsNAString(sp):
			toks = []string{rt.NAString}
		case sp == "":
			for _, r := range s {
				toks = append(toks, string(r))
			}
		case fixed:
			toks = splitWith(s, func(rest string) (int, int) {
				k := strings.Index(rest, sp)
				return k, k + len(sp)
			})
		default:
			re := res[sp]
			if re == nil {
				var err error
				re, err = regexp.Compile(sp)
				if err != nil {
					return nil, in.Errorf(nil, "invalid regular expression '%s', reason '%s'", sp, err.Error())
				}
				res[sp] = re
			}
			toks = splitWith(s, func(rest string) (int, int) {
				m := re.FindStringIndex(rest)
				if m == nil {
					return -1, -1
				}
				return m[0], m[1]
			})
		}
		out.V[i] = rt.CharacterOf(toks...)
	}
	if nm := rt.Names(x); nm != nil {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

// splitWith splits s as R's strsplit does: a token before each match
// (possibly empty), the rest after the last match unless empty; an
// empty match takes one character as the token.
func splitWith(s string, find func(string) (int, int)) []string {
	toks := []string{}
	rest := s
	for rest != "" {
		a, b := find(rest)
		if a < 0 {
			break
		}
		if b == 0 || b == a {
			_, w := utf8.DecodeRuneInString(rest)
			toks = append(toks, rest[:w])
			rest = rest[w:]
			continue
		}
		toks = append(toks, rest[:a])
		rest = rest[b:]
	}
	if rest != "" {
		toks = append(toks, rest)
	}
	return toks
}

// fmtSpec is one conversion of a sprintf format.
type fmtSpec struct {
	lit      string // literal text (when conv == 0)
	conv     byte
	flags    string
	width    string // digits or "*" (or "*n$")
	prec     string // "" or ".digits" or ".*"
	argIndex int    // 1-based explicit %n$, 0 for the next
}

func parseFormat(f string) ([]fmtSpec, error) {
	var out []fmtSpec
	i := 0
	var lit strings.Builder
	for i < len(f) {
		ch := f[i]
		if ch != '%' {
			lit.WriteByte(ch)
			i++
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			lit.WriteByte('%')
			i += 2
			continue
		}
		if lit.Len() > 0 {
			out = append(out, fmtSpec{lit: lit.String()})
			lit.Reset()
		}
		j := i + 1
		sp := fmtSpec{}
		// %n$
		k := j
		for k < len(f) && f[k] >= '0' && f[k] <= '9' {
			k++
		}
		if k < len(f) && f[k] == '$' && k > j {
			sp.argIndex, _ = strconv.Atoi(f[j:k])
			j = k + 1
		}
		for j < len(f) && strings.IndexByte("-+ 0#", f[j]) >= 0 {
			sp.flags += string(f[j])
			j++
		}
		ws := j
		if j < len(f) && f[j] == '*' {
			j++
			for j < len(f) && (f[j] >= '0' && f[j] <= '9' || f[j] == '$') {
				j++
			}
		} else {
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				j++
			}
		}
		sp.width = f[ws:j]
		if j < len(f) && f[j] == '.' {
			ps := j
			j++
			if j < len(f) && f[j] == '*' {
				j++
			} else {
				for j < len(f) && f[j] >= '0' && f[j] <= '9' {
					j++
				}
			}
			sp.prec = f[ps:j]
		}
		for j < len(f) && (f[j] == 'l' || f[j] == 'h') {
			j++
		}
		if j >= len(f) || strings.IndexByte("dioxXfeEgGsaA", f[j]) < 0 {
			end := min(j+1, len(f))
			return nil, fmt.Errorf("unrecognised format specification '%s'", f[i:end])
		}
		sp.conv = f[j]
		out = append(out, sp)
		i = j + 1
	}
	if lit.Len() > 0 {
		out = append(out, fmtSpec{lit: lit.String()})
	}
	return out, nil
}

func builtinSprintf(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fv := c.Arg(0)
	if fv == nil {
		return nil, in.Errorf(nil, "'fmt' argument is missing")
	}
	fs, ok := fv.(*rt.Character)
	if !ok {
		if rt.IsNull(fv) {
			return rt.NewCharacter(0), nil
		}
		return nil, in.Errorf(nil, "'fmt' is not a character vector")
	}
	args := make([]rt.Value, len(c.Dots))
	n := len(fs.V)
	for i, d := range c.Dots {
		args[i] = d.Val
		l := lengthOf(d.Val)
		if l == 0 {
			return rt.NewCharacter(0), nil
		}
		n = max(n, l)
	}
	if len(fs.V) == 0 {
		return rt.NewCharacter(0), nil
	}
	out := rt.NewCharacter(n)
	parsed := map[string][]fmtSpec{}
	for i := 0; i < n; i++ {
		f := fs.V[i%len(fs.V)]
		if rt.IsNAString(f) {
			out.V[i] = rt.NAString
			continue
		}
		specs, ok := parsed[f]
		if !ok {
			var err error
			specs, err = parseFormat(f)
			if err != nil {
				return nil, in.Errorf(nil, "%s", err.Error())
			}
			parsed[f] = specs
		}
		var b strings.Builder
		next := 0
		take := func(k int) (rt.Value, error) {
			if k == 0 {
				k = next + 1
				next++
			}
			if k > len(args) {
				return nil, in.Errorf(nil, "too few arguments")
			}
			return args[k-1], nil
		}
		for _, sp := range specs {
			if sp.conv == 0 {
				b.WriteString(sp.lit)
				continue
			}
			width, prec := sp.width, sp.prec
			if strings.HasPrefix(width, "*") {
				wk := 0
				if len(width) > 2 {
					wk, _ = strconv.Atoi(strings.TrimSuffix(width[1:], "$"))
				}
				wv, err := take(wk)
				if err != nil {
					return nil, err
				}
				w := rt.AsInteger(rt.Element(wv, i%lengthOf(wv)), nil)
				if w < 0 {
					sp.flags += "-"
					w = -w
				}
				width = strconv.Itoa(int(w))
			}
			if prec == ".*" {
				pv, err := take(0)
				if err != nil {
					return nil, err
				}
				prec = "." + strconv.Itoa(int(rt.AsInteger(rt.Element(pv, i%lengthOf(pv)), nil)))
			}
			a, err := take(sp.argIndex)
			if err != nil {
				return nil, err
			}
			s, err := formatOne(in, c, sp, width, prec, rt.Element(a, i%lengthOf(a)), a)
			if err != nil {
				return nil, err
			}
			b.WriteString(s)
		}
		out.V[i] = b.String()
	}
	return out, nil
}

// formatOne formats one element v (of the argument vector whole) with a
// conversion.
func formatOne(in *vm.Interp, c *vm.Call, sp fmtSpec, width, prec string, v, whole rt.Value) (string, error) {
	conv := sp.conv
	flags := sp.flags
	strFmt := func(s string) string {
		f := "%" + strings.ReplaceAll(flags, "0", "") + width + prec + "s"
		return fmt.Sprintf(f, s)
	}
	switch x := v.(type) {
	case *rt.Logical:
		if x.V[0] == rt.NALgl {
			return naFormat(flags, width), nil
		}
		switch conv {
		case 'd', 'i', 'x', 'X', 'o':
			v = rt.IntScalar(x.V[0])
		case 's':
			return strFmt(rt.LogicalToString(x.V[0])), nil
		default:
			v = rt.DoubleScalar(float64(x.V[0]))
		}
	case *rt.Character:
		if conv != 's' {
			return "", in.Errorf(nil, "invalid format '%s'; use format %%s for character objects", specText(sp))
		}
		if rt.IsNAString(x.V[0]) {
			return strFmt("NA"), nil
		}
		return strFmt(x.V[0]), nil
	case *rt.List:
		cv, err := asStrings(in, c, rt.ListOf(x.V[0]))
		if err != nil {
			return "", err
		}
		return strFmt(cv.V[0]), nil
	}
	switch x := v.(type) {
	case *rt.Integer:
		e := x.V[0]
		if e == rt.NAInt {
			return naFormat(flags, width), nil
		}
		switch conv {
		case 'd', 'i':
			return fmt.Sprintf("%"+flags+width+prec+"d", e), nil
		case 'x', 'X', 'o':
			return fmt.Sprintf("%"+flags+width+prec+string(conv), uint32(e)), nil
		case 's':
			return strFmt(rt.IntegerToString(e)), nil
		}
		return cFloat(conv, flags, width, prec, float64(e)), nil
	case *rt.Double:
		e := x.V[0]
		switch conv {
		case 'd', 'i', 'x', 'X', 'o':
			if e != e {
				return naFormat(flags, width), nil
			}
			if e != math.Trunc(e) || math.Abs(e) >= 1<<31 {
				return "", in.Errorf(nil, "invalid format '%s'; use format %%f, %%e, %%g or %%a for numeric objects", specText(sp))
			}
			if conv == 'd' || conv == 'i' {
				return fmt.Sprintf("%"+flags+width+prec+"d", int64(e)), nil
			}
			return fmt.Sprintf("%"+flags+width+prec+string(conv), uint32(int32(e))), nil
		case 's':
			// as.character with 15 significant digits
			return strFmt(rt.AsChar(rt.DoubleScalar(e))), nil
		}
		if rt.IsNA(e) {
			return naFormat(flags, width), nil
		}
		if e != e {
			prec = ""
			return strFmt("NaN"), nil
		}
		if math.IsInf(e, 0) {
			prec = ""
			s := "Inf"
			if e < 0 {
				s = "-Inf"
			} else if strings.Contains(flags, "+") {
				s = "+Inf"
			}
			return strFmt(s), nil
		}
		return cFloat(conv, flags, width, prec, e), nil
	case *rt.Complex:
		if conv == 's' {
			return strFmt(rt.AsChar(x)), nil
		}
	}
	return "", in.Errorf(nil, "unsupported type")
}

func specText(sp fmtSpec) string {
	s := "%"
	if sp.argIndex > 0 {
		s += strconv.Itoa(sp.argIndex) + "$"
	}
	return s + sp.flags + sp.width + sp.prec + string(sp.conv)
}

func naFormat(flags, width string) string {
	return fmt.Sprintf("%"+strings.ReplaceAll(strings.ReplaceAll(flags, "0", ""), "+", "")+width+"s", "NA")
}

// cFloat formats a finite double as C's printf does for %f %e %g.
func cFloat(conv byte, flags, width, prec string, e float64) string {
	if prec == "" && (conv == 'g' || conv == 'G') {
		prec = ".6"
	}
	s := fmt.Sprintf("%"+flags+width+prec+string(conv), e)
	if (conv == 'g' || conv == 'G') && !strings.Contains(flags, "#") {
		// Go keeps at least two exponent digits as C does; nothing to do.
		return s
	}
	return s
}

func builtinTrimws(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	which := "both"
	if w, ok := c.Arg(1).(*rt.Character); ok && w.Len() >= 1 {
		switch w.V[0] {
		case "both", "left", "right":
			which = w.V[0]
		default:
			return nil, in.Errorf(rt.NewCall(rt.Intern("match.arg"), rt.Intern("which")), "'arg' should be one of %s", "\u201cboth\u201d, \u201cleft\u201d, \u201cright\u201d")
		}
	}
	ws := "[ \t\r\n]"
	if w, ok := c.Arg(2).(*rt.Character); ok && w.Len() >= 1 {
		ws = w.V[0]
	}
	left, err := regexp.Compile("^(" + ws + ")+")
	if err != nil {
		return nil, in.Errorf(nil, "invalid regular expression '%s'", ws)
	}
	right := regexp.MustCompile("(" + ws + ")+$")
	s, err := asStrings(in, c, x)
	if err != nil {
		return nil, err
	}
	out := rt.NewCharacter(len(s.V))
	for i, e := range s.V {
		if rt.IsNAString(e) {
			out.V[i] = e
			continue
		}
		if which != "right" {
			e = left.ReplaceAllString(e, "")
		}
		if which != "left" {
			e = right.ReplaceAllString(e, "")
		}
		out.V[i] = e
	}
	keepShape(out, x)
	return out, nil
}

// affix is startsWith and endsWith.
func affix(in *vm.Interp, c *vm.Call, test func(s, a string) bool) (rt.Value, error) {
	x, ok1 := c.Arg(0).(*rt.Character)
	p, ok2 := c.Arg(1).(*rt.Character)
	if !ok1 || !ok2 {
		return nil, in.Errorf(nil, "non-character object(s)")
	}
	if len(x.V) == 0 || len(p.V) == 0 {
		return rt.NewLogical(0), nil
	}
	n := max(len(x.V), len(p.V))
	out := rt.NewLogical(n)
	for i := range out.V {
		s, a := x.V[i%len(x.V)], p.V[i%len(p.V)]
		if rt.IsNAString(s) || rt.IsNAString(a) {
			out.V[i] = rt.NALgl
		} else {
			out.V[i] = lgl(test(s, a))
		}
	}
	return out, nil
}

// builtinNzchar is nzchar(x, keepNA = FALSE): whether each string is
// non-empty; NA counts as non-empty unless keepNA is TRUE.
func builtinNzchar(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	keepNA := c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True
	vec, ok := x.(rt.Vector)
	if !ok || !rt.IsAtomicType(x.Type()) {
		return nil, in.Errorf(nil, "'nzchar()' requires a character vector")
	}
	cv, err := rt.CoerceVector(vec, rt.CharacterType, nil)
	if err != nil {
		return nil, err
	}
	s := cv.(*rt.Character)
	out := rt.NewLogical(len(s.V))
	for i, e := range s.V {
		switch {
		case rt.IsNAString(e):
			if keepNA {
				out.V[i] = rt.NALgl
			} else {
				out.V[i] = rt.True
			}
		case e != "":
			out.V[i] = rt.True
		}
	}
	return out, nil
}
