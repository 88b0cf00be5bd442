package base

import (
	"fmt"
	"math"
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
				return nil, in.Errorf(nil, "invalid separator")
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
			return nil, in.Errorf(nil, "invalid '%s' argument", "collapse")
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
			if keepNA == rt.True || (keepNA == rt.NALgl && typ != "width") {
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
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || r == 0x200B || r < 0x20 || r == 0x7f:
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
	if xc, ok := x.(*rt.Character); ok {
		// A character vector keeps all its attributes (class included).
		out.SetAttrs(xc.Attrs().Clone())
	} else {
		keepShape(out, x)
	}
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
		if len(s.V) > 0 && (len(st) == 0 || len(sp) == 0) {
			return nil, in.Errorf(nil, "invalid substring arguments")
		}
	} else if n > 0 && (len(st) == 0 || len(sp) == 0) {
		return nil, in.Errorf(nil, "invalid substring arguments")
	}
	out := rt.NewCharacter(n)
	// Whether the current element is ASCII, where characters are bytes
	// and slicing takes constant time (substring(s, 1:n, 1:n) of one long
	// string stays linear).
	lastIdx, ascii := -1, false
	for i := range out.V {
		k := i % len(s.V)
		e := s.V[k]
		a, b := st[i%len(st)], sp[i%len(sp)]
		if rt.IsNAString(e) || a == rt.NAInt || b == rt.NAInt {
			out.V[i] = rt.NAString
			continue
		}
		if k != lastIdx {
			lastIdx, ascii = k, isASCII(e)
		}
		if ascii {
			lo, hi := max(int(a), 1), min(int(b), len(e))
			if lo > hi {
				out.V[i] = ""
			} else {
				out.V[i] = e[lo-1 : hi]
			}
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
		ss, err := asStrings(in, c, sp)
		if err != nil {
			return nil, err
		}
		split = ss.V
	}
	if len(split) == 0 {
		split = []string{""}
	}
	fixed, perl := flagArg(c.Arg(2)), flagArg(c.Arg(3))
	if fixed && perl {
		in.Warn(c.Call, "argument 'perl = TRUE' will be ignored")
		perl = false
	}
	out := rt.NewList(len(x.V))
	for i, s := range x.V {
		if rt.IsNAString(s) {
			out.V[i] = rt.StringScalar(rt.NAString)
			continue
		}
		sp := split[i%len(split)]
		var toks []string
		switch {
		case rt.IsNAString(sp):
			toks = []string{s}
		case sp == "":
			toks = []string{}
			for _, r := range s {
				toks = append(toks, string(r))
			}
		default:
			re, rerr := compileRx(sp, fixed, perl, false)
			if rerr != nil {
				in.Warn(c.Call, rerr.warning)
				if perl {
					return nil, in.Errorf(nil, "invalid regular expression '%s'", sp)
				}
				return nil, in.Errorf(nil, "invalid regular expression '%s', reason '%s'", sp, strings.TrimSuffix(strings.TrimPrefix(rerr.warning, "TRE pattern compilation error '"), "'"))
			}
			toks = splitWith(s, func(rest string) (int, int) {
				m := re.find(rest, 1)
				if len(m) == 0 {
					return -1, -1
				}
				return m[0][0], m[0][1]
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
		if b == 0 {
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

// moreStringBuiltins are chartr, strtoi, the UTF-8 and raw conversions,
// strrep, make.names/make.unique, strtrim and the encoding identities.
var moreStringBuiltins = []*vm.BuiltinDef{
	{Name: "chartr", Formals: []string{"old", "new", "x"}, Fn: builtinChartr},
	{Name: "strtoi", Formals: []string{"x", "base"}, Fn: builtinStrtoi},
	{Name: "utf8ToInt", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, err := oneString(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if rt.IsNAString(s) || !utf8.ValidString(s) {
			return rt.IntScalar(rt.NAInt), nil
		}
		out := rt.NewInteger(0)
		for _, r := range s {
			out.V = append(out.V, int32(r))
		}
		return out, nil
	}},
	{Name: "intToUtf8", Formals: []string{"x", "multiple", "allow_surrogate_pairs"}, Fn: builtinIntToUtf8},
	{Name: "charToRaw", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, err := oneString(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if rt.IsNAString(s) {
			s = "NA"
		}
		return rt.RawOf([]byte(s)...), nil
	}},
	{Name: "rawToChar", Formals: []string{"x", "multiple"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		r, ok := c.Arg(0).(*rt.Raw)
		if !ok {
			return nil, in.Errorf(nil, "argument 'x' must be a raw vector")
		}
		if flagArg(c.Arg(1)) {
			out := rt.NewCharacter(len(r.V))
			for i, b := range r.V {
				if b != 0 {
					out.V[i] = string([]byte{b})
				}
			}
			return out, nil
		}
		end := len(r.V)
		for end > 0 && r.V[end-1] == 0 {
			end--
		}
		for _, b := range r.V[:end] {
			if b == 0 {
				var q strings.Builder
				for _, b := range r.V[:end] {
					if b == 0 {
						q.WriteString(`\0`)
					} else {
						q.WriteByte(b)
					}
				}
				return nil, in.Errorf(nil, "embedded nul in string: '%s'", q.String())
			}
		}
		return rt.StringScalar(string(r.V[:end])), nil
	}},
	{Name: "strrep", Formals: []string{"x", "times"}, Fn: builtinStrrep},
	{Name: "make.names", Formals: []string{"names", "unique", "allow_"}, Fn: builtinMakeNames},
	{Name: "make.unique", Formals: []string{"names", "sep"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "'names' must be a character vector")
		}
		sep := "."
		if s := c.Arg(1); s != nil {
			ss, ok := s.(*rt.Character)
			if !ok || len(ss.V) != 1 {
				return nil, in.Errorf(nil, "'sep' must be a character string")
			}
			sep = ss.V[0]
		}
		return rt.CharacterOf(makeUnique(x.V, sep)...), nil
	}},
	{Name: "strtrim", Formals: []string{"x", "width"}, Fn: builtinStrtrim},
	{Name: "validUTF8", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "x")
		}
		out := rt.NewLogical(len(x.V))
		for i, s := range x.V {
			out.V[i] = lgl(rt.IsNAString(s) || utf8.ValidString(s))
		}
		return out, nil
	}},
	{Name: "Encoding", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "a character vector argument expected")
		}
		out := rt.NewCharacter(len(x.V))
		for i, s := range x.V {
			out.V[i] = "unknown"
			if !rt.IsNAString(s) && !isASCII(s) && utf8.ValidString(s) {
				out.V[i] = "UTF-8"
			}
		}
		return out, nil
	}},
	{Name: "Encoding<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if _, ok := c.Arg(0).(*rt.Character); !ok {
			return nil, in.Errorf(nil, "a character vector argument expected")
		}
		if _, ok := c.Arg(1).(*rt.Character); !ok {
			return nil, in.Errorf(nil, "a character vector 'value' expected")
		}
		return c.Arg(0), nil
	}},
	{Name: "enc2utf8", Formals: []string{"x"}, Fn: encIdentity},
	{Name: "enc2native", Formals: []string{"x"}, Fn: encIdentity},
	{Name: "iconv", Formals: []string{"x", "from", "to", "sub", "mark", "toRaw"}, Fn: builtinIconv},
	{Name: "substr<-", Formals: []string{"x", "start", "stop", "value"}, Fn: builtinSubstrAssign},
}

func init() { extraTables = append(extraTables, moreStringBuiltins) }

func encIdentity(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if _, ok := c.Arg(0).(*rt.Character); !ok {
		return nil, in.Errorf(nil, "argument is not a character vector")
	}
	return c.Arg(0), nil
}

// oneString is the single string utf8ToInt and charToRaw take.
func oneString(in *vm.Interp, c *vm.Call, v rt.Value) (string, error) {
	x, ok := v.(*rt.Character)
	if !ok || len(x.V) == 0 {
		return "", in.Errorf(nil, "argument must be a character vector of length 1")
	}
	if len(x.V) > 1 {
		in.Warn(c.Call, "argument should be a character vector of length 1\nall but the first element will be ignored")
	}
	return x.V[0], nil
}

// expandRange expands a-z ranges in a chartr specification.
func expandRange(s string) []rune {
	rs := []rune(s)
	var out []rune
	for i := 0; i < len(rs); i++ {
		if i+2 < len(rs) && rs[i+1] == '-' && rs[i] <= rs[i+2] {
			for r := rs[i]; r <= rs[i+2]; r++ {
				out = append(out, r)
			}
			i += 2
			continue
		}
		out = append(out, rs[i])
	}
	return out
}

func builtinChartr(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	for i, n := range []string{"old", "new", "x"} {
		if c.Arg(i) == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", n)
		}
	}
	old, ok := c.Arg(0).(*rt.Character)
	if !ok || len(old.V) < 1 || rt.IsNAString(old.V[0]) {
		return nil, in.Errorf(nil, "invalid '%s' argument", "old")
	}
	nw, ok := c.Arg(1).(*rt.Character)
	if !ok || len(nw.V) < 1 || rt.IsNAString(nw.V[0]) {
		return nil, in.Errorf(nil, "invalid '%s' argument", "new")
	}
	x, ok := c.Arg(2).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' argument", "x")
	}
	from, to := expandRange(old.V[0]), expandRange(nw.V[0])
	if len(from) > len(to) {
		return nil, in.Errorf(nil, "'old' is longer than 'new'")
	}
	m := map[rune]rune{}
	for i, r := range from {
		m[r] = to[i]
	}
	out := rt.NewCharacter(len(x.V))
	for i, s := range x.V {
		if rt.IsNAString(s) {
			out.V[i] = s
			continue
		}
		out.V[i] = strings.Map(func(r rune) rune {
			if t, ok := m[r]; ok {
				return t
			}
			return r
		}, s)
	}
	if x.Attrs() != nil {
		out.SetAttrs(x.Attrs().Clone())
	}
	return out, nil
}

func builtinStrtoi(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	base := int32(0)
	if b := c.Arg(1); b != nil {
		base = rt.AsInteger(b, nil)
	}
	if base == rt.NAInt || base == 1 || base < 0 || base > 36 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "base")
	}
	x, err := asStrings(in, c, c.Arg(0))
	if err != nil {
		return nil, err
	}
	out := rt.NewInteger(len(x.V))
	for i, s := range x.V {
		out.V[i] = strtol(s, int(base))
	}
	return out, nil
}

// strtol is C's strtol as strtoi uses it: the whole string must be a
// number (leading space and sign allowed), else NA; so is an
// out-of-range value.
func strtol(s string, base int) int32 {
	if rt.IsNAString(s) {
		return rt.NAInt
	}
	t := strings.TrimLeft(s, " \t\n\r\f\v")
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	hasHex := len(t) > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')
	switch {
	case base == 0 && hasHex:
		base, t = 16, t[2:]
	case base == 0 && len(t) > 0 && t[0] == '0':
		base = 8
	case base == 0:
		base = 10
	case base == 16 && hasHex:
		t = t[2:]
	}
	if t == "" {
		return rt.NAInt
	}
	var v int64
	for _, ch := range t {
		var d int
		switch {
		case ch >= '0' && ch <= '9':
			d = int(ch - '0')
		case ch >= 'a' && ch <= 'z':
			d = int(ch-'a') + 10
		case ch >= 'A' && ch <= 'Z':
			d = int(ch-'A') + 10
		default:
			return rt.NAInt
		}
		if d >= base {
			return rt.NAInt
		}
		v = v*int64(base) + int64(d)
		if v > math.MaxInt32+1 {
			return rt.NAInt
		}
	}
	if neg {
		v = -v
	}
	if v > math.MaxInt32 || v <= math.MinInt32 {
		return rt.NAInt
	}
	return int32(v)
}

func builtinIntToUtf8(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	iv, err := rt.CoerceVector(x, rt.IntegerType, coerceWarn(in))
	if err != nil {
		return nil, rerr(in, err)
	}
	xs := iv.(*rt.Integer).V
	enc := func(r int32) string {
		if r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF) {
			return rt.NAString
		}
		return string(rune(r))
	}
	if flagArg(c.Arg(1)) {
		out := rt.NewCharacter(len(xs))
		for i, r := range xs {
			switch r {
			case rt.NAInt:
				out.V[i] = rt.NAString
			case 0:
				out.V[i] = ""
			default:
				out.V[i] = enc(r)
			}
		}
		return out, nil
	}
	var b strings.Builder
	for _, r := range xs {
		if r == rt.NAInt {
			return rt.StringScalar(rt.NAString), nil
		}
		if r == 0 {
			continue
		}
		e := enc(r)
		if rt.IsNAString(e) {
			return rt.StringScalar(rt.NAString), nil
		}
		b.WriteString(e)
	}
	return rt.StringScalar(b.String()), nil
}

func builtinStrrep(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if c.Arg(0) == nil || c.Arg(1) == nil {
		return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", map[bool]string{true: "x", false: "times"}[c.Arg(0) == nil])
	}
	x, err := asStrings(in, c, c.Arg(0))
	if err != nil {
		return nil, err
	}
	ts, err := intsOf(in, c.Arg(1))
	if err != nil {
		return nil, err
	}
	if len(x.V) == 0 || len(ts) == 0 {
		return rt.NewCharacter(0), nil
	}
	n := max(len(x.V), len(ts))
	out := rt.NewCharacter(n)
	for i := range out.V {
		s, t := x.V[i%len(x.V)], ts[i%len(ts)]
		switch {
		case t == rt.NAInt || rt.IsNAString(s):
			out.V[i] = rt.NAString
		case t < 0:
			return nil, in.Errorf(nil, "invalid '%s' value", "times")
		default:
			out.V[i] = strings.Repeat(s, int(t))
		}
	}
	if len(x.V) == n {
		if nm := rt.Names(c.Arg(0)); nm != nil {
			rt.SetAttr(out, rt.NamesSym, nm)
		}
	}
	return out, nil
}

var reservedWords = map[string]bool{
	"if": true, "else": true, "repeat": true, "while": true, "function": true, "for": true, "next": true, "break": true,
	"TRUE": true, "FALSE": true, "NULL": true, "Inf": true, "NaN": true, "NA": true, "NA_integer_": true, "NA_real_": true,
	"NA_character_": true, "NA_complex_": true, "in": true,
}

func builtinMakeNames(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if c.Arg(0) == nil {
		return nil, in.Errorf(nil, "argument \"names\" is missing, with no default")
	}
	x, err := asStrings(in, c, c.Arg(0))
	if err != nil {
		return nil, err
	}
	allowUnderscore := c.Arg(2) == nil || rt.AsLogical(c.Arg(2)) != rt.False
	out := rt.NewCharacter(len(x.V))
	for i, s := range x.V {
		if rt.IsNAString(s) {
			out.V[i] = "NA."
			continue
		}
		r, _ := utf8.DecodeRuneInString(s)
		need := s == "" || !(unicode.IsLetter(r) || r == '.')
		if r == '.' && len(s) > 1 && s[1] >= '0' && s[1] <= '9' {
			need = true
		}
		if need {
			s = "X" + s
		}
		s = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || (r == '_' && allowUnderscore) {
				return r
			}
			return '.'
		}, s)
		if reservedWords[s] {
			s += "."
		}
		out.V[i] = s
	}
	if flagArg(c.Arg(1)) {
		out.V = makeUnique(out.V, ".")
	}
	return out, nil
}

// makeUnique appends sep and a counter to repeated names, skipping
// counters that would clash with existing names.
func makeUnique(names []string, sep string) []string {
	out := append([]string(nil), names...)
	seen := map[string]bool{}
	for _, s := range names {
		seen[s] = true
	}
	first := map[string]bool{}
	cnt := map[string]int{}
	for i, s := range names {
		if !first[s] {
			first[s] = true
			continue
		}
		k := cnt[s]
		for {
			k++
			cand := s + sep + strconv.Itoa(k)
			if !seen[cand] {
				seen[cand] = true
				out[i] = cand
				break
			}
		}
		cnt[s] = k
	}
	return out
}

func builtinStrtrim(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, err := asStrings(in, c, c.Arg(0))
	if err != nil {
		return nil, err
	}
	ws, err := intsOf(in, c.Arg(1))
	if err != nil {
		return nil, err
	}
	if len(x.V) > 0 && len(ws) == 0 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "width")
	}
	out := rt.NewCharacter(len(x.V))
	for i, s := range x.V {
		w := ws[i%len(ws)]
		if w == rt.NAInt || w < 0 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "width")
		}
		if rt.IsNAString(s) {
			out.V[i] = s
			continue
		}
		var b strings.Builder
		used := 0
		for _, r := range s {
			rw := strWidth(string(r))
			if used+rw > int(w) {
				break
			}
			used += rw
			b.WriteRune(r)
		}
		out.V[i] = b.String()
	}
	keepShape(out, c.Arg(0))
	return out, nil
}

func builtinIconv(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	s, ok := x.(*rt.Character)
	if !ok {
		if rt.IsNull(x) {
			return rt.NewCharacter(0), nil
		}
		return nil, in.Errorf(nil, "'x' must be a character vector")
	}
	to := ""
	if t, ok := c.Arg(2).(*rt.Character); ok && len(t.V) == 1 {
		to = strings.ToUpper(t.V[0])
	}
	sub := rt.NAString
	if sv, ok := c.Arg(3).(*rt.Character); ok && len(sv.V) == 1 {
		sub = sv.V[0]
	}
	out := rt.NewCharacter(len(s.V))
	for i, e := range s.V {
		out.V[i] = e
		if rt.IsNAString(e) || !(to == "ASCII" || strings.HasPrefix(to, "ASCII//")) || isASCII(e) {
			continue
		}
		if strings.HasSuffix(to, "//TRANSLIT") {
			out.V[i] = strings.Map(func(r rune) rune {
				if r < 0x80 {
					return r
				}
				return '?'
			}, e)
			continue
		}
		if rt.IsNAString(sub) {
			out.V[i] = rt.NAString
			continue
		}
		var b strings.Builder
		for k := 0; k < len(e); k++ {
			switch {
			case e[k] < 0x80:
				b.WriteByte(e[k])
			case sub == "byte":
				fmt.Fprintf(&b, "<%02x>", e[k])
			case sub == "Unicode":
				r, w := utf8.DecodeRuneInString(e[k:])
				fmt.Fprintf(&b, "<U+%04X>", r)
				k += w - 1
			default:
				b.WriteString(sub)
			}
		}
		out.V[i] = b.String()
	}
	keepShape(out, x)
	return out, nil
}

// builtinSubstrAssign is `substr<-`(x, start, stop, value): characters
// start..stop of each string replaced by value's, never changing the
// string's length.
func builtinSubstrAssign(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, ok := c.Arg(0).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "replacing substrings in a non-character object")
	}
	for i, f := range []string{"start", "stop"} {
		if c.Arg(1+i) == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", f)
		}
	}
	st, err := intsOf(in, c.Arg(1))
	if err != nil {
		return nil, err
	}
	sp, err := intsOf(in, c.Arg(2))
	if err != nil {
		return nil, err
	}
	val, ok := c.Arg(3).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "invalid value")
	}
	n := len(x.V)
	out := rt.NewCharacter(n)
	if n > 0 && (len(st) == 0 || len(sp) == 0 || len(val.V) == 0) {
		return nil, in.Errorf(nil, "invalid substring arguments")
	}
	for i, s := range x.V {
		a, b, v := st[i%len(st)], sp[i%len(sp)], val.V[i%len(val.V)]
		if rt.IsNAString(s) || rt.IsNAString(v) || a == rt.NAInt || b == rt.NAInt {
			out.V[i] = rt.NAString
			continue
		}
		rs := []rune(s)
		vr := []rune(v)
		if a < 1 {
			a = 1
		}
		if int(b) > len(rs) {
			b = int32(len(rs))
		}
		if a > b {
			out.V[i] = s
			continue
		}
		k := min(int(b-a+1), len(vr))
		copy(rs[a-1:int(a-1)+k], vr[:k])
		out.V[i] = string(rs)
	}
	if x.Attrs() != nil {
		out.SetAttrs(x.Attrs().Clone())
	}
	return out, nil
}
