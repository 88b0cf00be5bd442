package base

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dlclark/regexp2"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// R's three regular expression flavours. fixed=TRUE matches literally;
// the default is POSIX extended syntax as TRE implements it (translated
// here to Go's RE2 syntax, with leftmost-longest matching, or to regexp2
// when the pattern has back-references); perl=TRUE is PCRE syntax, run
// by regexp2 (which also does look-around and back-references).

type rxKey struct {
	pat                string
	fixed, perl, icase bool
}

// rx is a compiled pattern.
type rx struct {
	pat   string
	fixed bool
	re    *regexp.Regexp
	re2   *regexp2.Regexp
}

var rxCache = struct {
	sync.Mutex
	m map[rxKey]*rx
}{m: map[rxKey]*rx{}}

// rxError is a pattern that does not compile: the error and the warning
// R gives.
type rxError struct {
	pat, warning string
}

// compileRx compiles (or finds in the cache) a pattern.
func compileRx(pat string, fixed, perl, icase bool) (*rx, *rxError) {
	key := rxKey{pat, fixed, perl, icase}
	rxCache.Lock()
	r := rxCache.m[key]
	rxCache.Unlock()
	if r != nil {
		return r, nil
	}
	r = &rx{pat: pat, fixed: fixed}
	switch {
	case fixed:
	case perl:
		tr := translatePCRE(pat)
		opts := regexp2.RegexOptions(0)
		if icase {
			opts |= regexp2.IgnoreCase
		}
		re, err := regexp2.Compile(tr, opts)
		if err != nil {
			reason := pcreReason(err.Error())
			at := ""
			if reason == "quantifier does not follow a repeatable item" {
				if k := strings.IndexAny(pat, "*+?{"); k >= 0 {
					at = pat[k:]
				}
			}
			return nil, &rxError{pat, "PCRE pattern compilation error\n\t'" + reason + "'\n\tat '" + at + "'"}
		}
		r.re2 = re
	default:
		tr, backref, lazy, reason := translateERE(pat)
		if reason != "" {
			return nil, &rxError{pat, "TRE pattern compilation error '" + reason + "'"}
		}
		if icase {
			tr = "(?i)" + tr
		}
		if backref {
			re, err := regexp2.Compile("(?s)"+tr, 0)
			if err != nil {
				return nil, &rxError{pat, "TRE pattern compilation error 'Invalid regexp'"}
			}
			r.re2 = re
		} else {
			re, err := regexp.Compile("(?s)" + tr)
			if err != nil {
				return nil, &rxError{pat, "TRE pattern compilation error 'Invalid regexp'"}
			}
			if !lazy {
				re.Longest()
			}
			r.re = re
		}
	}
	rxCache.Lock()
	if len(rxCache.m) > 1000 {
		rxCache.m = map[rxKey]*rx{}
	}
	rxCache.m[key] = r
	rxCache.Unlock()
	return r, nil
}

// pcreReason maps a regexp2 parse error to PCRE's wording where we know it.
func pcreReason(msg string) string {
	switch {
	case strings.Contains(msg, "not enough )"), strings.Contains(msg, "missing closing )"):
		return "missing closing parenthesis"
	case strings.Contains(msg, "too many )"):
		return "unmatched closing parenthesis"
	case strings.Contains(msg, "unterminated [] set"):
		return "missing terminating ] for character class"
	case strings.Contains(msg, "quantifier") && strings.Contains(msg, "following nothing"), strings.Contains(msg, "missing argument to repetition operator"):
		return "quantifier does not follow a repeatable item"
	case strings.Contains(msg, "illegal {x,y}"):
		return "numbers out of order in {} quantifier"
	}
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		return msg[i+2:]
	}
	return msg
}

// find returns up to n matches (n < 0: all) of r in s, each as byte
// offsets: start, end, then start and end of each group (-1 when a group
// did not take part).
func (r *rx) find(s string, n int) [][]int {
	switch {
	case r.fixed:
		var out [][]int
		if r.pat == "" {
			return [][]int{{0, 0}}
		}
		pos := 0
		for n < 0 || len(out) < n {
			k := strings.Index(s[pos:], r.pat)
			if k < 0 {
				break
			}
			out = append(out, []int{pos + k, pos + k + len(r.pat)})
			pos += k + len(r.pat)
		}
		return out
	case r.re != nil:
		return r.re.FindAllStringSubmatchIndex(s, n)
	}
	// regexp2 works in runes: map rune indices back to bytes.
	runes := []rune(s)
	var offs []int
	if len(runes) != len(s) {
		offs = make([]int, len(runes)+1)
		b := 0
		for i, c := range runes {
			offs[i] = b
			b += utf8.RuneLen(c)
		}
		offs[len(runes)] = b
	}
	toByte := func(i int) int {
		if offs == nil {
			return i
		}
		return offs[i]
	}
	var out [][]int
	start := 0
	prevEnd := -1
	for (n < 0 || len(out) < n) && start <= len(runes) {
		m, err := r.re2.FindRunesMatchStartingAt(runes, start)
		if err != nil || m == nil {
			break
		}
		if m.Length == 0 && m.Index == prevEnd {
			// No empty match right after the previous match.
			start = m.Index + 1
			if start > len(runes) {
				break
			}
			continue
		}
		gs := m.Groups()
		idx := make([]int, 0, 2*len(gs))
		for _, g := range gs {
			if len(g.Captures) == 0 {
				idx = append(idx, -1, -1)
			} else {
				idx = append(idx, toByte(g.Index), toByte(g.Index+g.Length))
			}
		}
		out = append(out, idx)
		prevEnd = m.Index + m.Length
		if m.Length == 0 {
			start = m.Index + 1
		} else {
			start = prevEnd
		}
	}
	return out
}

// posixClass gives the RE2 class body for a POSIX class name in TRE mode
// (UTF-8 locale: Unicode letters count as alpha) or PCRE mode (ASCII).
func posixClass(name string, ascii bool) (string, bool) {
	if ascii {
		switch name {
		case "alpha":
			return `a-zA-Z`, true
		case "alnum":
			return `a-zA-Z0-9`, true
		case "upper":
			return `A-Z`, true
		case "lower":
			return `a-z`, true
		case "word":
			return `a-zA-Z0-9_`, true
		}
	}
	switch name {
	case "alpha":
		return `\p{L}`, true
	case "alnum":
		return `\p{L}\p{Nd}`, true
	case "upper":
		return `\p{Lu}`, true
	case "lower":
		return `\p{Ll}`, true
	case "digit":
		return `0-9`, true
	case "xdigit":
		return `0-9A-Fa-f`, true
	case "space":
		return `\t\n\v\f\r \x{85}\x{a0}\x{2028}\x{2029}`, true
	case "blank":
		return `\t `, true
	case "cntrl":
		return `\x00-\x1f\x7f`, true
	case "punct":
		if ascii {
			return `!-/:-@\[-` + "`" + `{-~`, true
		}
		return `!-/:-@\[-` + "`" + `{-~\p{P}\p{S}`, true
	case "print":
		return `\x20-\x7e\x{a0}-\x{10ffff}`, true
	case "graph":
		return `\x21-\x7e\x{a1}-\x{10ffff}`, true
	case "word":
		return `\p{L}\p{Nd}_`, true
	}
	return "", false
}

// quoteRune escapes a character for use in an RE2/regexp2 pattern
// (inside or outside a class).
func quoteRune(c rune) string {
	if c < 0x80 && !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == ' ') {
		if c < 0x20 || c == 0x7f {
			return fmt.Sprintf(`\x%02x`, c)
		}
		return `\` + string(c)
	}
	return string(c)
}

// parseBracket parses a POSIX bracket expression starting after '[' at
// pat[i:]; it returns the translated class and the index after ']'.
func parseBracket(pat string, i int, ascii bool) (string, int, string) {
	var b strings.Builder
	b.WriteByte('[')
	if i < len(pat) && pat[i] == '^' {
		b.WriteByte('^')
		i++
	}
	first := true
	prev := rune(-1) // last single character, for ranges
	for {
		if i >= len(pat) {
			return "", i, "Missing ']'"
		}
		c, w := utf8.DecodeRuneInString(pat[i:])
		if c == ']' && !first {
			b.WriteByte(']')
			return b.String(), i + 1, ""
		}
		first = false
		if c == '[' && i+1 < len(pat) && (pat[i+1] == ':' || pat[i+1] == '=' || pat[i+1] == '.') {
			kind := pat[i+1]
			end := strings.Index(pat[i+2:], string(kind)+"]")
			if end < 0 {
				return "", i, "Missing ']'"
			}
			name := pat[i+2 : i+2+end]
			i += 2 + end + 2
			switch kind {
			case ':':
				cls, ok := posixClass(name, ascii)
				if !ok {
					return "", i, "Unknown character class name"
				}
				b.WriteString(cls)
				prev = -1
			default:
				r, _ := utf8.DecodeRuneInString(name)
				b.WriteString(quoteRune(r))
				prev = r
			}
			continue
		}
		if c == '-' && prev >= 0 && i+1 < len(pat) && pat[i+1] != ']' {
			hi, w2 := utf8.DecodeRuneInString(pat[i+1:])
			if hi == '[' && i+2 < len(pat) && pat[i+2] == '.' {
				end := strings.Index(pat[i+3:], ".]")
				if end >= 0 {
					hi, _ = utf8.DecodeRuneInString(pat[i+3:])
					w2 = 3 + end + 2
				}
			}
			if hi < prev {
				return "", i, "Invalid character range"
			}
			b.WriteString("-" + quoteRune(hi))
			i += 1 + w2
			prev = -1
			continue
		}
		b.WriteString(quoteRune(c))
		prev = c
		i += w
	}
}

// translateERE turns a TRE extended regular expression into RE2 syntax
// (regexp2 syntax when it has back-references). reason is TRE's error
// message for an invalid pattern.
func translateERE(pat string) (out string, backref, lazy bool, reason string) {
	var b strings.Builder
	depth := 0
	atomStart := true // no atom yet to repeat (start, after ( or |)
	lastRep := false  // the previous item was a repetition
	i := 0
	for i < len(pat) {
		c, w := utf8.DecodeRuneInString(pat[i:])
		switch c {
		case '\\':
			if i+1 >= len(pat) {
				return "", false, false, "Trailing backslash"
			}
			d, w2 := utf8.DecodeRuneInString(pat[i+1:])
			i += 1 + w2
			switch {
			case d >= '1' && d <= '9':
				backref = true
				b.WriteString(`\` + string(d))
			case d == 'd':
				b.WriteString(`[0-9]`)
			case d == 'D':
				b.WriteString(`[^0-9]`)
			case d == 'w':
				b.WriteString(`[\p{L}\p{Nd}_]`)
			case d == 'W':
				b.WriteString(`[^\p{L}\p{Nd}_]`)
			case d == 's':
				b.WriteString(`[\t\n\v\f\r ]`)
			case d == 'S':
				b.WriteString(`[^\t\n\v\f\r ]`)
			case d == 'b', d == 'B':
				b.WriteString(`\` + string(d))
				atomStart, lastRep = false, true
				continue
			case d == '<', d == '>':
				b.WriteString(`\b`)
				atomStart, lastRep = false, true
				continue
			case d == 'n':
				b.WriteString(`\n`)
			case d == 't':
				b.WriteString(`\t`)
			default:
				b.WriteString(quoteRune(d))
			}
			atomStart, lastRep = false, false
			continue
		case '[':
			cls, next, why := parseBracket(pat, i+1, false)
			if why != "" {
				return "", false, false, why
			}
			b.WriteString(cls)
			i = next
			atomStart, lastRep = false, false
			continue
		case '(':
			depth++
			b.WriteByte('(')
			atomStart, lastRep = true, false
		case ')':
			if depth == 0 {
				b.WriteString(`\)`)
				atomStart, lastRep = false, false
			} else {
				depth--
				b.WriteByte(')')
				atomStart, lastRep = false, false
			}
		case '|':
			b.WriteByte('|')
			atomStart, lastRep = true, false
		case '*', '+', '?':
			i += w
			if atomStart {
				continue // TRE ignores a repetition of nothing
			}
			if lastRep {
				if c == '?' && !strings.HasSuffix(b.String(), "?") {
					b.WriteByte('?')
					lazy = true
					continue
				}
				return "", false, false, "Invalid use of repetition operators"
			}
			b.WriteRune(c)
			lastRep = true
			continue
		case '{':
			end := strings.IndexByte(pat[i:], '}')
			if end < 0 {
				return "", false, false, "Missing '}'"
			}
			body := pat[i+1 : i+end]
			lo, hi, ok := parseBounds(body)
			if !ok {
				return "", false, false, "Invalid contents of {}"
			}
			i += end + 1
			if atomStart {
				continue
			}
			if lastRep {
				return "", false, false, "Invalid use of repetition operators"
			}
			if hi < 0 {
				fmt.Fprintf(&b, "{%d,}", lo)
			} else {
				fmt.Fprintf(&b, "{%d,%d}", lo, hi)
			}
			lastRep = true
			continue
		case '^', '$':
			b.WriteRune(c)
			atomStart, lastRep = true, false
		case '.':
			b.WriteByte('.')
			atomStart, lastRep = false, false
		default:
			b.WriteString(quoteRune(c))
			atomStart, lastRep = false, false
		}
		i += w
	}
	if depth > 0 {
		return "", false, false, "Missing ')'"
	}
	return b.String(), backref, lazy, ""
}

// parseBounds parses the inside of {m}, {m,}, {m,n} or {,n}.
func parseBounds(s string) (lo, hi int, ok bool) {
	num := func(t string) (int, bool) {
		if t == "" {
			return 0, false
		}
		n := 0
		for _, c := range t {
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + int(c-'0')
			if n > 255 {
				return 0, false
			}
		}
		return n, true
	}
	a, bs, comma := strings.Cut(s, ",")
	if !comma {
		n, ok := num(a)
		return n, n, ok
	}
	lo = 0
	if a != "" {
		if lo, ok = num(a); !ok {
			return 0, 0, false
		}
	}
	if bs == "" {
		return lo, -1, true
	}
	if hi, ok = num(bs); !ok || hi < lo {
		return 0, 0, false
	}
	return lo, hi, true
}

// translatePCRE adapts a PCRE pattern to regexp2's .NET syntax: POSIX
// classes in brackets, ASCII \d \w \s, (?P<name>…), \Q…\E.
func translatePCRE(pat string) string {
	var b strings.Builder
	i := 0
	inClass := false
	for i < len(pat) {
		c := pat[i]
		switch {
		case c == '\\' && i+1 < len(pat):
			d := pat[i+1]
			switch d {
			case 'd':
				b.WriteString(wrapIf(!inClass, `0-9`))
			case 'w':
				b.WriteString(wrapIf(!inClass, `a-zA-Z0-9_`))
			case 's':
				b.WriteString(wrapIf(!inClass, `\t\n\v\f\r `))
			case 'h':
				b.WriteString(wrapIf(!inClass, `\t \x{a0}`))
			case 'v':
				b.WriteString(wrapIf(!inClass, `\n\v\f\r\x{85}\x{2028}\x{2029}`))
			case 'D', 'W', 'S':
				if inClass {
					b.WriteString(pat[i : i+2])
				} else {
					b.WriteString(map[byte]string{'D': `[^0-9]`, 'W': `[^a-zA-Z0-9_]`, 'S': `[^\t\n\v\f\r ]`}[d])
				}
			case 'Q':
				end := strings.Index(pat[i+2:], `\E`)
				lit := pat[i+2:]
				if end >= 0 {
					lit = pat[i+2 : i+2+end]
					i += 2 + end + 2
				} else {
					i = len(pat)
				}
				for _, r := range lit {
					b.WriteString(quoteRune(r))
				}
				continue
			default:
				b.WriteString(pat[i : i+2])
			}
			i += 2
			continue
		case c == '[' && !inClass:
			inClass = true
			b.WriteByte('[')
			i++
			if i < len(pat) && pat[i] == '^' {
				b.WriteByte('^')
				i++
			}
			if i < len(pat) && pat[i] == ']' {
				b.WriteString(`\]`)
				i++
			}
			continue
		case c == '[' && inClass && strings.HasPrefix(pat[i:], "[:"):
			end := strings.Index(pat[i+2:], ":]")
			if end >= 0 {
				if cls, ok := posixClass(pat[i+2:i+2+end], true); ok {
					b.WriteString(cls)
					i += 2 + end + 2
					continue
				}
			}
			b.WriteString(`\[`)
			i++
			continue
		case c == '[' && inClass:
			b.WriteString(`\[`)
			i++
			continue
		case c == ']' && inClass:
			inClass = false
		case c == '(' && !inClass && strings.HasPrefix(pat[i:], "(?P<"):
			b.WriteString("(?<")
			i += 4
			continue
		case c == '(' && !inClass && strings.HasPrefix(pat[i:], "(?P="):
			end := strings.IndexByte(pat[i:], ')')
			if end > 0 {
				b.WriteString(`\k<` + pat[i+4:i+end] + `>`)
				i += end + 1
				continue
			}
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}

func wrapIf(wrap bool, cls string) string {
	if wrap {
		return "[" + cls + "]"
	}
	return cls
}

// rxArgs are the arguments shared by the regex functions.
type rxArgs struct {
	pat                          string
	patNA                        bool
	fixed, perl, icase, useBytes bool
	re                           *rx
}

func flagArg(v rt.Value) bool {
	return v != nil && rt.AsLogical(v) == rt.True
}

// regexSetup reads pattern and the flags (at the given argument
// positions), warns as R does about ignored flags, and compiles.
func regexSetup(in *vm.Interp, c *vm.Call, ipat, iicase, iperl, ifixed, iuseBytes int) (*rxArgs, error) {
	a := &rxArgs{}
	pv := c.Arg(ipat)
	if pv == nil {
		return nil, in.Errorf(nil, "argument \"pattern\" is missing, with no default")
	}
	a.icase, a.perl, a.fixed, a.useBytes = flagArg(c.Arg(iicase)), flagArg(c.Arg(iperl)), flagArg(c.Arg(ifixed)), flagArg(c.Arg(iuseBytes))
	ps, err := asStrings(in, c, pv)
	if err != nil {
		return nil, err
	}
	if len(ps.V) < 1 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "pattern")
	}
	if len(ps.V) > 1 {
		in.Warn(c.Call, "argument 'pattern' has length > 1 and only the first element will be used")
	}
	if a.fixed && a.icase {
		in.Warn(c.Call, "argument 'ignore.case = TRUE' will be ignored")
		a.icase = false
	}
	if a.fixed && a.perl {
		in.Warn(c.Call, "argument 'perl = TRUE' will be ignored")
		a.perl = false
	}
	a.pat = ps.V[0]
	if rt.IsNAString(a.pat) {
		a.patNA = true
		return a, nil
	}
	re, rerr := compileRx(a.pat, a.fixed, a.perl, a.icase)
	if rerr != nil {
		in.Warn(c.Call, rerr.warning)
		if a.perl {
			return nil, in.Errorf(nil, "invalid regular expression '%s'", a.pat)
		}
		return nil, in.Errorf(nil, "invalid regular expression '%s', reason '%s'", a.pat, strings.TrimSuffix(strings.TrimPrefix(rerr.warning, "TRE pattern compilation error '"), "'"))
	}
	a.re = re
	return a, nil
}

// textArg converts the subject argument to character (factors through
// as.character).
func textArg(in *vm.Interp, c *vm.Call, i int, name string) (*rt.Character, error) {
	x := c.Arg(i)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", name)
	}
	return asStrings(in, c, x)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// allASCII reports whether pattern and every non-NA subject are ASCII:
// R then works in bytes and says so in the useBytes attribute.
func allASCII(a *rxArgs, xs []string) bool {
	if !a.patNA && !isASCII(a.pat) {
		return false
	}
	for _, s := range xs {
		if !rt.IsNAString(s) && !isASCII(s) {
			return false
		}
	}
	return true
}

var regexBuiltins = []*vm.BuiltinDef{
	{Name: "grepl", Formals: []string{"pattern", "x", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return grepImpl(in, c, true, false, false)
	}},
	{Name: "grep", Formals: []string{"pattern", "x", "ignore.case", "perl", "value", "fixed", "useBytes", "invert"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return grepImpl(in, c, false, flagArg(c.Arg(4)), flagArg(c.Arg(7)))
	}},
	{Name: "sub", Formals: []string{"pattern", "replacement", "x", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return subImpl(in, c, false)
	}},
	{Name: "gsub", Formals: []string{"pattern", "replacement", "x", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return subImpl(in, c, true)
	}},
	{Name: "regexpr", Formals: []string{"pattern", "text", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return regexprImpl(in, c, 0)
	}},
	{Name: "gregexpr", Formals: []string{"pattern", "text", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return regexprImpl(in, c, 1)
	}},
	{Name: "regexec", Formals: []string{"pattern", "text", "ignore.case", "perl", "fixed", "useBytes"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return regexprImpl(in, c, 2)
	}},
	{Name: "regmatches", Formals: []string{"x", "m", "invert"}, Fn: builtinRegmatches},
}

func init() { extraTables = append(extraTables, regexBuiltins) }

func grepImpl(in *vm.Interp, c *vm.Call, logical, value, invert bool) (rt.Value, error) {
	a, err := regexSetup(in, c, 0, 2, 3, map[bool]int{true: 4, false: 5}[logical], map[bool]int{true: 5, false: 6}[logical])
	if err != nil {
		return nil, err
	}
	x, err := textArg(in, c, 1, "x")
	if err != nil {
		return nil, err
	}
	if logical {
		out := rt.NewLogical(len(x.V))
		for i, s := range x.V {
			switch {
			case a.patNA:
				out.V[i] = rt.NALgl
			case rt.IsNAString(s):
				out.V[i] = rt.False
			default:
				out.V[i] = lgl(len(a.re.find(s, 1)) > 0)
			}
		}
		return out, nil
	}
	if a.patNA {
		if value {
			out := rt.NewCharacter(len(x.V))
			for i := range out.V {
				out.V[i] = rt.NAString
			}
			return out, nil
		}
		out := rt.NewInteger(len(x.V))
		for i := range out.V {
			out.V[i] = rt.NAInt
		}
		return out, nil
	}
	var idx []int
	for i, s := range x.V {
		if (!rt.IsNAString(s) && len(a.re.find(s, 1)) > 0) != invert {
			idx = append(idx, i)
		}
	}
	names := rt.Names(x)
	if value {
		out := rt.NewCharacter(len(idx))
		for k, i := range idx {
			out.V[k] = x.V[i]
		}
		if names != nil {
			nm := rt.NewCharacter(len(idx))
			for k, i := range idx {
				nm.V[k] = names.V[i]
			}
			rt.SetAttr(out, rt.NamesSym, nm)
		}
		return out, nil
	}
	out := rt.NewInteger(len(idx))
	for k, i := range idx {
		out.V[k] = int32(i + 1)
	}
	return out, nil
}

// expandReplacement builds the replacement for one match: \1…\9 are the
// groups, \\ a backslash, \U \L \E change case (perl=TRUE only), any other
// escaped character stands for itself.
func expandReplacement(rep, s string, m []int, perl bool) string {
	var b strings.Builder
	mode := 0 // 0 as is, 1 upper, 2 lower
	write := func(t string) {
		switch mode {
		case 1:
			t = strings.ToUpper(t)
		case 2:
			t = strings.ToLower(t)
		}
		b.WriteString(t)
	}
	for i := 0; i < len(rep); i++ {
		ch := rep[i]
		if ch != '\\' || i+1 >= len(rep) {
			if ch == '\\' {
				continue
			}
			j := i + 1
			for j < len(rep) && rep[j] != '\\' {
				j++
			}
			write(rep[i:j])
			i = j - 1
			continue
		}
		i++
		d := rep[i]
		switch {
		case d >= '1' && d <= '9':
			k := int(d - '0')
			if 2*k+1 < len(m) && m[2*k] >= 0 {
				write(s[m[2*k]:m[2*k+1]])
			}
		case perl && d == 'U':
			mode = 1
		case perl && d == 'L':
			mode = 2
		case perl && d == 'E':
			mode = 0
		default:
			write(string(d))
		}
	}
	return b.String()
}

func subImpl(in *vm.Interp, c *vm.Call, global bool) (rt.Value, error) {
	a, err := regexSetup(in, c, 0, 3, 4, 5, 6)
	if err != nil {
		return nil, err
	}
	rv := c.Arg(1)
	if rv == nil {
		return nil, in.Errorf(nil, "argument \"replacement\" is missing, with no default")
	}
	rs, err := asStrings(in, c, rv)
	if err != nil {
		return nil, err
	}
	if len(rs.V) < 1 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "replacement")
	}
	if len(rs.V) > 1 {
		in.Warn(c.Call, "argument 'replacement' has length > 1 and only the first element will be used")
	}
	rep := rs.V[0]
	x, err := textArg(in, c, 2, "x")
	if err != nil {
		return nil, err
	}
	if a.fixed && a.pat == "" {
		return nil, in.Errorf(nil, "zero-length pattern")
	}
	out := rt.NewCharacter(len(x.V))
	n := 1
	if global {
		n = -1
	}
	for i, s := range x.V {
		if a.patNA || rt.IsNAString(s) {
			out.V[i] = rt.NAString
			continue
		}
		ms := a.re.find(s, n)
		if len(ms) == 0 {
			out.V[i] = s
			continue
		}
		if rt.IsNAString(rep) {
			out.V[i] = rt.NAString
			continue
		}
		var b strings.Builder
		pos := 0
		for _, m := range ms {
			b.WriteString(s[pos:m[0]])
			if a.fixed {
				b.WriteString(rep)
			} else {
				b.WriteString(expandReplacement(rep, s, m, a.perl))
			}
			pos = m[1]
		}
		b.WriteString(s[pos:])
		out.V[i] = b.String()
	}
	if x.Attrs() != nil {
		if _, isChar := c.Arg(2).(*rt.Character); isChar {
			out.SetAttrs(x.Attrs().Clone())
		} else {
			keepShape(out, c.Arg(2))
		}
	}
	return out, nil
}

// charPos converts a byte offset in s to a 1-based character position
// (or byte position when bytes is set).
func charLen(s string, bytes bool) int {
	if bytes {
		return len(s)
	}
	return utf8.RuneCountInString(s)
}

// matchAttrs sets match.length and, when R works in bytes, index.type
// and useBytes; regexec (perl) puts useBytes first.
func matchAttrs(v rt.Attributed, lens *rt.Integer, ascii, useBytes, useBytesFirst bool) {
	rt.SetAttr(v, rt.Intern("match.length"), lens)
	if ascii || useBytes {
		it := "chars"
		if useBytes {
			it = "bytes"
		}
		if useBytesFirst {
			rt.SetAttr(v, rt.Intern("useBytes"), rt.Bool(true))
			rt.SetAttr(v, rt.Intern("index.type"), rt.StringScalar(it))
		} else {
			rt.SetAttr(v, rt.Intern("index.type"), rt.StringScalar(it))
			rt.SetAttr(v, rt.Intern("useBytes"), rt.Bool(true))
		}
	}
}

// regexprImpl is regexpr (kind 0), gregexpr (1) and regexec (2).
func regexprImpl(in *vm.Interp, c *vm.Call, kind int) (rt.Value, error) {
	a, err := regexSetup(in, c, 0, 2, 3, 4, 5)
	if err != nil {
		return nil, err
	}
	if a.patNA {
		return nil, in.Errorf(nil, "invalid '%s' argument", "pattern")
	}
	x, err := textArg(in, c, 1, "text")
	if err != nil {
		return nil, err
	}
	ascii := allASCII(a, x.V)
	bytes := a.useBytes
	ng := 0
	if a.perl {
		ng = a.re.numGroups()
	}
	if kind == 0 {
		pos, lens := rt.NewInteger(len(x.V)), rt.NewInteger(len(x.V))
		cs := newCaptures(len(x.V), ng)
		for i, s := range x.V {
			if a.patNA || rt.IsNAString(s) {
				pos.V[i], lens.V[i] = rt.NAInt, rt.NAInt
				cs.set(i, nil, s, bytes, rt.NAInt)
				continue
			}
			ms := a.re.find(s, 1)
			if len(ms) == 0 {
				pos.V[i], lens.V[i] = -1, -1
				cs.set(i, nil, s, bytes, -1)
				continue
			}
			pos.V[i] = int32(charLen(s[:ms[0][0]], bytes) + 1)
			lens.V[i] = int32(charLen(s[ms[0][0]:ms[0][1]], bytes))
			cs.set(i, ms[0], s, bytes, 0)
		}
		matchAttrs(pos, lens, ascii, bytes, false)
		cs.attach(pos, a.re)
		return pos, nil
	}
	out := rt.NewList(len(x.V))
	for i, s := range x.V {
		if a.patNA || rt.IsNAString(s) {
			p := rt.IntegerOf(rt.NAInt)
			rt.SetAttr(p, rt.Intern("match.length"), rt.IntegerOf(rt.NAInt))
			out.V[i] = p
			continue
		}
		var pos, lens []int32
		var gms [][]int
		if kind == 1 {
			for _, m := range a.re.find(s, -1) {
				if m[0] == m[1] && m[0] == len(s) && len(s) > 0 {
					break // no empty match at the end of a string
				}
				pos = append(pos, int32(charLen(s[:m[0]], bytes)+1))
				lens = append(lens, int32(charLen(s[m[0]:m[1]], bytes)))
				gms = append(gms, m)
			}
		} else if ms := a.re.find(s, 1); len(ms) > 0 {
			m := ms[0]
			for k := 0; k+1 < len(m); k += 2 {
				if m[k] < 0 {
					pos = append(pos, 0)
					lens = append(lens, 0)
					continue
				}
				pos = append(pos, int32(charLen(s[:m[k]], bytes)+1))
				lens = append(lens, int32(charLen(s[m[k]:m[k+1]], bytes)))
			}
		}
		if len(pos) == 0 {
			pos, lens = []int32{-1}, []int32{-1}
		}
		p := rt.IntegerOf(pos...)
		if kind == 2 && len(pos) > 1 {
			if nm := a.re.groupNames(); nm != nil {
				rt.SetAttr(p, rt.NamesSym, nm)
			}
		}
		matchAttrs(p, rt.IntegerOf(lens...), ascii, bytes, kind == 2 && a.perl)
		if kind == 1 && ng > 0 {
			cs := newCaptures(max(len(gms), 1), ng)
			if len(gms) == 0 {
				cs.set(0, nil, s, bytes, -1)
			}
			for k, m := range gms {
				cs.set(k, m, s, bytes, 0)
			}
			cs.attach(p, a.re)
		}
		out.V[i] = p
	}
	return out, nil
}

// builtinRegmatches is regmatches(x, m, invert): the matched (or, with
// invert, the unmatched) substrings that m, a result of regexpr,
// gregexpr or regexec on x, describes.
func builtinRegmatches(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if c.Arg(0) == nil || c.Arg(1) == nil {
		return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", map[bool]string{true: "x", false: "m"}[c.Arg(0) == nil])
	}
	x, err := asStrings(in, c, c.Arg(0))
	if err != nil {
		return nil, err
	}
	invert := flagArg(c.Arg(2))
	m := c.Arg(1)
	if rt.Length(m) != len(x.V) {
		return nil, in.Errorf(nil, "‘x’ and ‘m’ must have the same length")
	}
	bytes := false
	piece := func(s string, p, l int32) string {
		if bytes {
			return s[p-1 : p-1+l]
		}
		return runeSlice(s, int(p), int(p+l-1))
	}
	pieces := func(s string, pos, lens []int32) []string {
		if !invert {
			var out []string
			for k, p := range pos {
				if p > 0 || (p == 0 && lens[k] == 0 && len(pos) > 1) {
					if p == 0 {
						out = append(out, "")
						continue
					}
					out = append(out, piece(s, p, lens[k]))
				}
			}
			return out
		}
		if len(pos) == 1 && pos[0] == -1 {
			return []string{s}
		}
		var out []string
		cur := int32(1)
		n := int32(charLen(s, bytes))
		for k, p := range pos {
			out = append(out, piece(s, cur, p-cur))
			cur = p + lens[k]
		}
		out = append(out, piece(s, cur, n-cur+1))
		return out
	}
	names := rt.Names(x)
	switch mv := m.(type) {
	case *rt.Integer:
		lens, _ := rt.GetAttr(mv, rt.Intern("match.length")).(*rt.Integer)
		if lens == nil {
			return nil, in.Errorf(nil, "'m' must be the result of 'regexpr()', 'gregexpr()' or 'regexec()'")
		}
		if it, ok := rt.GetAttr(mv, rt.Intern("index.type")).(*rt.Character); ok && it.Len() == 1 && it.V[0] == "bytes" {
			bytes = true
		}
		if invert {
			out := rt.NewList(len(x.V))
			for i, s := range x.V {
				if rt.IsNAString(s) || mv.V[i] == rt.NAInt {
					out.V[i] = rt.CharacterOf(rt.NAString)
					continue
				}
				out.V[i] = rt.CharacterOf(pieces(s, mv.V[i:i+1], lens.V[i:i+1])...)
			}
			if names != nil {
				rt.SetAttr(out, rt.NamesSym, names)
			}
			return out, nil
		}
		var vals, nms []string
		for i, s := range x.V {
			if mv.V[i] == rt.NAInt || mv.V[i] < 1 || rt.IsNAString(s) {
				continue
			}
			vals = append(vals, piece(s, mv.V[i], lens.V[i]))
			if names != nil {
				nms = append(nms, names.V[i])
			}
		}
		out := rt.CharacterOf(vals...)
		if names != nil {
			rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(nms...))
		}
		return out, nil
	case *rt.List:
		out := rt.NewList(len(x.V))
		for i, s := range x.V {
			e, ok := mv.V[i].(*rt.Integer)
			if !ok {
				return nil, in.Errorf(nil, "'m' must be the result of 'regexpr()', 'gregexpr()' or 'regexec()'")
			}
			lens, _ := rt.GetAttr(e, rt.Intern("match.length")).(*rt.Integer)
			bytes = false
			if it, ok := rt.GetAttr(e, rt.Intern("index.type")).(*rt.Character); ok && it.Len() == 1 && it.V[0] == "bytes" {
				bytes = true
			}
			if rt.IsNAString(s) || len(e.V) > 0 && e.V[0] == rt.NAInt || lens == nil {
				if invert {
					out.V[i] = rt.CharacterOf(rt.NAString)
				} else {
					out.V[i] = rt.NewCharacter(0)
				}
				continue
			}
			if !invert && len(e.V) == 1 && e.V[0] == -1 {
				out.V[i] = rt.NewCharacter(0)
				continue
			}
			out.V[i] = rt.CharacterOf(pieces(s, e.V, lens.V)...)
		}
		if names != nil {
			rt.SetAttr(out, rt.NamesSym, names)
		}
		return out, nil
	}
	return nil, in.Errorf(nil, "'m' must be the result of 'regexpr()', 'gregexpr()' or 'regexec()'")
}

// groupNames is the names of the groups of a perl pattern (the whole
// match first, unnamed groups ""), or nil when no group has a name.
func (r *rx) groupNames() *rt.Character {
	if r.re2 == nil {
		return nil
	}
	nums := r.re2.GetGroupNumbers()
	out := rt.NewCharacter(len(nums))
	named := false
	for i, n := range nums {
		name := r.re2.GroupNameFromNumber(n)
		if name != strconv.Itoa(n) {
			out.V[i] = name
			named = true
		}
	}
	if !named {
		return nil
	}
	return out
}

// numGroups is the number of capture groups of the pattern.
func (r *rx) numGroups() int {
	switch {
	case r.re2 != nil:
		return len(r.re2.GetGroupNumbers()) - 1
	case r.re != nil:
		return r.re.NumSubexp()
	}
	return 0
}

// captures are the capture.start and capture.length matrices regexpr
// and gregexpr give with perl = TRUE.
type captures struct {
	n, g        int
	start, lens *rt.Integer
}

func newCaptures(n, g int) *captures {
	return &captures{n, g, rt.NewInteger(n * g), rt.NewInteger(n * g)}
}

// set fills row i from match m of s (nil: fill with none).
func (cs *captures) set(i int, m []int, s string, bytes bool, none int32) {
	for k := 0; k < cs.g; k++ {
		j := k*cs.n + i
		switch {
		case m == nil:
			cs.start.V[j], cs.lens.V[j] = none, none
		case m[2*k+2] < 0:
			cs.start.V[j], cs.lens.V[j] = 0, 0
		default:
			cs.start.V[j] = int32(charLen(s[:m[2*k+2]], bytes) + 1)
			cs.lens.V[j] = int32(charLen(s[m[2*k+2]:m[2*k+3]], bytes))
		}
	}
}

func (cs *captures) attach(v rt.Attributed, r *rx) {
	if cs.g == 0 {
		return
	}
	names := rt.NewCharacter(cs.g)
	if nm := r.groupNames(); nm != nil {
		copy(names.V, nm.V[1:])
	}
	for _, m := range []*rt.Integer{cs.start, cs.lens} {
		rt.SetAttr(m, rt.DimSym, rt.IntegerOf(int32(cs.n), int32(cs.g)))
		rt.SetAttr(m, rt.DimNamesSym, rt.ListOf(rt.Nil, names))
	}
	rt.SetAttr(v, rt.Intern("capture.start"), cs.start)
	rt.SetAttr(v, rt.Intern("capture.length"), cs.lens)
	rt.SetAttr(v, rt.Intern("capture.names"), names)
}
