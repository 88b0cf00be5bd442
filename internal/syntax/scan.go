package syntax

import (
	"fmt"
	"math"
	"strconv"
	"unicode"
	"unicode/utf8"

	"gorir/internal/rt"
)

// Character classes for the ASCII fast path.
const (
	cIdentStart = 1 << iota // letter or '.'
	cIdent                  // letter, digit, '.' or '_'
	cDigit
	cHex
	cSpace // blank other than newline
)

var charClass [256]uint8

func init() {
	for c := 0; c < 256; c++ {
		var k uint8
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			k = cIdentStart | cIdent
		case c >= '0' && c <= '9':
			k = cIdent | cDigit | cHex
		case c == '.':
			k = cIdentStart | cIdent
		case c == '_':
			k = cIdent
		case c == ' ', c == '\t', c == '\f', c == '\r', c == '\v':
			k = cSpace
		}
		if c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
			k |= cHex
		}
		charClass[c] = k
	}
}

// Symbols the scanner attaches to operator tokens.
var (
	symLeftAssign  = rt.AssignSym
	symSuperAssign = rt.Assign2Sym
	symColonEq     = rt.Intern(":=")
	symCaret       = rt.Intern("^")
	symStar        = rt.Intern("*")
	symSlash       = rt.Intern("/")
	symAnd         = rt.Intern("&")
	symAnd2        = rt.Intern("&&")
	symOr          = rt.Intern("|")
	symOr2         = rt.Intern("||")
	symGT          = rt.Intern(">")
	symGE          = rt.Intern(">=")
	symLT          = rt.Intern("<")
	symLE          = rt.Intern("<=")
	symEQ          = rt.Intern("==")
	symNE          = rt.Intern("!=")
	symPipe        = rt.Intern("|>")
	symPipeBind    = rt.Intern("=>")
)

// scanner splits R source into tokens. It works on bytes and allocates
// only for the values it produces (constants, new symbols).
type scanner struct {
	p   *Parser
	src []byte
	pos int
	// line is the 1-based line of pos; lineStart the offset where it begins.
	line      int32
	lineStart int32
	// maxEnd is the furthest offset scanned: the end of R's parse context.
	maxEnd int
	buf    []byte // scratch for strings with escapes
}

// mkTok returns a token of kind k from off to the current position, on the
// line where off lies (which must be the scanner's line at off).
func (s *scanner) mkTok(k tokKind, off int, line, lineStart int32, val rt.Value) token {
	if s.pos > s.maxEnd {
		s.maxEnd = s.pos
	}
	return token{kind: k, off: int32(off), end: int32(s.pos), line: line, lineStart: lineStart, val: val}
}

// newline records that the byte just before pos was a newline.
func (s *scanner) newline() {
	s.line++
	s.lineStart = int32(s.pos)
}

// scan returns the next token.
func (s *scanner) scan() token {
	src := s.src
	// Skip blanks and comments.
	for s.pos < len(src) {
		c := src[s.pos]
		if charClass[c]&cSpace != 0 {
			s.pos++
			continue
		}
		if c == '#' {
			for s.pos < len(src) && src[s.pos] != '\n' {
				s.pos++
			}
			continue
		}
		break
	}
	off := s.pos
	line, ls := s.line, s.lineStart
	if s.pos >= len(src) {
		t := s.mkTok(tEOF, off, line, ls, nil)
		t.col0 = true
		return t
	}
	c := src[s.pos]
	switch {
	case c == '\n':
		s.pos++
		s.newline()
		// R reports a newline at the start of the next line, column 0.
		t := s.mkTok(tNewline, off, s.line, s.lineStart, nil)
		t.col0 = true
		return t
	case charClass[c]&cDigit != 0 || c == '.' && s.pos+1 < len(src) && charClass[src[s.pos+1]]&cDigit != 0:
		return s.number(off, line, ls)
	case (c == 'r' || c == 'R') && s.pos+1 < len(src) && (src[s.pos+1] == '"' || src[s.pos+1] == '\''):
		return s.rawString(off, line, ls)
	case charClass[c]&cIdentStart != 0:
		return s.ident(off, line, ls)
	case c == '"' || c == '\'':
		return s.str(off, line, ls, c)
	case c == '`':
		return s.str(off, line, ls, c)
	case c >= utf8.RuneSelf:
		r, n := utf8.DecodeRune(src[s.pos:])
		if r != utf8.RuneError && unicode.IsLetter(r) {
			return s.ident(off, line, ls)
		}
		s.pos += n
		return s.mkTok(tInvalid, off, line, ls, nil)
	}
	s.pos++
	next := byte(0)
	if s.pos < len(src) {
		next = src[s.pos]
	}
	k, val := tInvalid, rt.Value(nil)
	switch c {
	case '(':
		k = tLParen
	case ')':
		k = tRParen
	case '{':
		k = tLBrace
	case '}':
		k = tRBrace
	case '[':
		k = tLBracket
		if next == '[' {
			s.pos++
			k = tLBB
		}
	case ']':
		k = tRBracket
	case ',':
		k = tComma
	case ';':
		k = tSemi
	case '?':
		k, val = tQuestion, rt.QuestionSym
	case '~':
		k, val = tTilde, rt.TildeSym
	case '+':
		k, val = tPlus, rt.PlusSym
	case '/':
		k, val = tSlash, symSlash
	case '^':
		k, val = tCaret, symCaret
	case '$':
		k, val = tDollar, rt.DollarSym
	case '@':
		k, val = tAt, rt.AtSym
	case '\\':
		k = tLambda
	case '_':
		k = tHolder
	case '*':
		k, val = tStar, symStar
		if next == '*' {
			s.pos++
			k, val = tCaret, symCaret
		}
	case '-':
		k, val = tMinus, rt.MinusSym
		if next == '>' {
			s.pos++
			k, val = tRightAssign, symLeftAssign
			if s.pos < len(src) && src[s.pos] == '>' {
				s.pos++
				val = symSuperAssign
			}
		}
	case '<':
		k, val = tLT, symLT
		switch {
		case next == '=':
			s.pos++
			k, val = tLE, symLE
		case next == '-':
			s.pos++
			k, val = tLeftAssign, symLeftAssign
		case next == '<':
			// << is only valid as the start of <<-.
			s.pos++
			k, val = tInvalid, nil
			if s.pos < len(src) && src[s.pos] == '-' {
				s.pos++
				k, val = tLeftAssign, symSuperAssign
			}
		}
	case '>':
		k, val = tGT, symGT
		if next == '=' {
			s.pos++
			k, val = tGE, symGE
		}
	case '!':
		k, val = tNot, rt.NotSym
		if next == '=' {
			s.pos++
			k, val = tNE, symNE
		}
	case '=':
		k, val = tEqAssign, rt.EqAssignSym
		switch next {
		case '=':
			s.pos++
			k, val = tEQ, symEQ
		case '>':
			s.pos++
			k, val = tPipeBind, symPipeBind
		}
	case ':':
		k, val = tColon, rt.ColonSym
		switch {
		case next == ':' && s.pos+1 < len(src) && src[s.pos+1] == ':':
			s.pos += 2
			k, val = tNSGetInt, rt.NSGetIntSym
		case next == ':':
			s.pos++
			k, val = tNSGet, rt.NSGetSym
		case next == '=':
			s.pos++
			k, val = tLeftAssign, symColonEq
		}
	case '&':
		k, val = tAnd, symAnd
		if next == '&' {
			s.pos++
			k, val = tAnd2, symAnd2
		}
	case '|':
		k, val = tOr, symOr
		switch next {
		case '|':
			s.pos++
			k, val = tOr2, symOr2
		case '>':
			s.pos++
			k, val = tPipe, symPipe
		}
	case '%':
		for s.pos < len(src) && src[s.pos] != '%' && src[s.pos] != '\n' {
			s.pos++
		}
		if s.pos < len(src) && src[s.pos] == '%' {
			s.pos++
			k, val = tSpecial, s.p.intern(src[off:s.pos])
		}
	}
	return s.mkTok(k, off, line, ls, val)
}

// ident scans an identifier or keyword.
func (s *scanner) ident(off int, line, ls int32) token {
	src := s.src
	for s.pos < len(src) {
		c := src[s.pos]
		if charClass[c]&cIdent != 0 {
			s.pos++
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRune(src[s.pos:])
			if r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r)) {
				s.pos += n
				continue
			}
		}
		break
	}
	word := src[off:s.pos]
	if k, v, ok := keyword(word); ok {
		return s.mkTok(k, off, line, ls, v)
	}
	return s.mkTok(tSym, off, line, ls, s.p.intern(word))
}

// keyword recognizes R's reserved words. Constants get a fresh value.
func keyword(w []byte) (tokKind, rt.Value, bool) {
	if len(w) < 2 || len(w) > 13 {
		return 0, nil, false
	}
	switch string(w) {
	case "if":
		return tIf, rt.IfSym, true
	case "else":
		return tElse, nil, true
	case "for":
		return tFor, rt.ForSym, true
	case "in":
		return tIn, nil, true
	case "while":
		return tWhile, rt.WhileSym, true
	case "repeat":
		return tRepeat, rt.RepeatSym, true
	case "function":
		return tFunction, rt.FunctionSym, true
	case "next":
		return tNext, rt.NextSym, true
	case "break":
		return tBreak, rt.BreakSym, true
	case "NULL":
		return tNull, rt.Nil, true
	case "TRUE":
		return tNum, rt.LogicalScalar(rt.True), true
	case "FALSE":
		return tNum, rt.LogicalScalar(rt.False), true
	case "NA":
		return tNum, rt.LogicalScalar(rt.NALgl), true
	case "Inf":
		return tNum, rt.DoubleScalar(math.Inf(1)), true
	case "NaN":
		return tNum, rt.DoubleScalar(math.NaN()), true
	case "NA_integer_":
		return tNum, rt.IntScalar(rt.NAInt), true
	case "NA_real_":
		return tNum, rt.DoubleScalar(rt.NAReal), true
	case "NA_character_":
		return tNum, rt.StringScalar(rt.NAString), true
	case "NA_complex_":
		return tNum, rt.ComplexScalar(rt.NAComplex), true
	}
	return 0, nil, false
}

// number scans a numeric constant: decimal or hexadecimal, with an
// optional exponent and an optional L (integer) or i (imaginary) suffix.
// A malformed number ("1e", "0x") is one invalid token, as in R.
func (s *scanner) number(off int, line, ls int32) token {
	src := s.src
	n := len(src)
	at := func(i int) byte {
		if i < n {
			return src[i]
		}
		return 0
	}
	var x float64
	hex, dot, exp := false, false, false
	i := s.pos
	if src[i] == '0' && (at(i+1) == 'x' || at(i+1) == 'X') {
		hex = true
		i += 2
		digits := 0
		for charClass[at(i)]&cHex != 0 {
			x = 16*x + float64(hexVal(src[i]))
			i++
			digits++
		}
		fracBits := 0
		if at(i) == '.' {
			dot = true
			i++
			for charClass[at(i)]&cHex != 0 {
				x = 16*x + float64(hexVal(src[i]))
				fracBits += 4
				i++
				digits++
			}
		}
		if digits == 0 {
			if c := at(i); c == 'p' || c == 'P' {
				i++
			}
			s.pos = i
			return s.mkTok(tInvalid, off, line, ls, nil)
		}
		if c := at(i); c == 'p' || c == 'P' {
			i++
			neg := false
			if c := at(i); c == '+' || c == '-' {
				neg = c == '-'
				i++
			}
			if charClass[at(i)]&cDigit == 0 {
				s.pos = i
				return s.mkTok(tInvalid, off, line, ls, nil)
			}
			e := 0
			for charClass[at(i)]&cDigit != 0 {
				if e < 100000 {
					e = 10*e + int(src[i]-'0')
				}
				i++
			}
			if neg {
				e = -e
			}
			x = scaleHex(x, e, fracBits)
		} else if dot {
			// A hexadecimal fraction needs a binary exponent.
			s.pos = i
			return s.mkTok(tInvalid, off, line, ls, nil)
		}
	} else {
		for charClass[at(i)]&cDigit != 0 {
			i++
		}
		if at(i) == '.' {
			dot = true
			i++
			for charClass[at(i)]&cDigit != 0 {
				i++
			}
		}
		if c := at(i); c == 'e' || c == 'E' {
			exp = true
			i++
			if c := at(i); c == '+' || c == '-' {
				i++
			}
			if charClass[at(i)]&cDigit == 0 {
				// R's invalid token takes the character after the e too.
				if i < n {
					i++
				}
				s.pos = i
				if src[i-1] == '\n' {
					s.newline()
				}
				return s.mkTok(tInvalid, off, line, ls, nil)
			}
			for charClass[at(i)]&cDigit != 0 {
				i++
			}
		}
		var ok bool
		if x, ok = fastDecimal(src[s.pos:i]); !ok {
			var err error
			x, err = strconv.ParseFloat(string(src[s.pos:i]), 64)
			if err != nil && !math.IsInf(x, 0) && x != 0 {
				s.pos = i
				return s.mkTok(tInvalid, off, line, ls, nil)
			}
		}
	}
	s.pos = i
	var val rt.Value
	switch at(i) {
	case 'L':
		s.pos++
		val = s.intLiteral(x, dot && !hex && !exp, src[off:s.pos])
	case 'i':
		s.pos++
		val = rt.ComplexScalar(complex(0, x))
	default:
		val = rt.DoubleScalar(x)
	}
	return s.mkTok(tNum, off, line, ls, val)
}

// intLiteral converts the value of a literal with the L suffix, warning as
// R does when it cannot be an integer or has a needless decimal point. A
// decimal point is only remarked on in a literal without exponent.
func (s *scanner) intLiteral(x float64, dot bool, text []byte) rt.Value {
	if x != math.Trunc(x) || x > math.MaxInt32 || x < math.MinInt32+1 {
		if dot {
			s.p.warn(fmt.Sprintf("integer literal %s contains decimal; using numeric value", text))
		} else {
			s.p.warn(fmt.Sprintf("non-integer value %s qualified with L; using numeric value", text))
		}
		return rt.DoubleScalar(x)
	}
	if dot {
		s.p.warn(fmt.Sprintf("integer literal %s contains unnecessary decimal point", text))
	}
	return rt.IntScalar(int32(x))
}

// pow10 holds the powers of ten that are exact in a float64.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
	1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// fastDecimal converts the common decimal constants (at most 15
// significant digits, small exponent) without allocating. The result is
// correctly rounded: mantissa and power of ten are exact, and one
// multiplication or division rounds once. ok is false when the slow path
// is needed.
func fastDecimal(b []byte) (x float64, ok bool) {
	var m uint64
	digits, scale, i := 0, 0, 0
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		m = 10*m + uint64(b[i]-'0')
		if m != 0 {
			digits++
		}
	}
	if i < len(b) && b[i] == '.' {
		for i++; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
			m = 10*m + uint64(b[i]-'0')
			if m != 0 {
				digits++
			}
			scale--
		}
	}
	if digits > 15 {
		return 0, false
	}
	if i < len(b) {
		// Exponent: e, optional sign, digits.
		i++
		neg := false
		if b[i] == '+' || b[i] == '-' {
			neg = b[i] == '-'
			i++
		}
		e := 0
		for ; i < len(b); i++ {
			e = 10*e + int(b[i]-'0')
			if e > 1000 {
				return 0, false
			}
		}
		if neg {
			e = -e
		}
		scale += e
	}
	x = float64(m)
	switch {
	case m == 0:
		return 0, true
	case scale < 0 && scale >= -22:
		return x / pow10[-scale], true
	case scale >= 0 && scale <= 22:
		return x * pow10[scale], true
	}
	return 0, false
}

// scaleHex computes mantissa * 2^(exp - fracBits) for a hexadecimal
// constant the way R does: a negative power of two is applied by dividing
// by 2^-n computed in floating point, which overflows (giving 0) for
// n >= 1024; only very small results take the exact route.
func scaleHex(x float64, exp, fracBits int) float64 {
	if x == 0 {
		return x
	}
	if fracBits > 0 {
		if exp-fracBits < -122 {
			for k := 0; k < fracBits; k++ {
				x /= 2
			}
			return math.Ldexp(x, exp)
		}
		exp -= fracBits
	}
	if exp < 0 {
		return x / math.Pow(2, float64(-exp))
	}
	return x * math.Pow(2, float64(exp))
}

func hexVal(c byte) int {
	switch {
	case c <= '9':
		return int(c - '0')
	case c >= 'a':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

// str scans a string constant delimited by q (' or ") or a backquoted
// name (q == '`'), processing escapes.
func (s *scanner) str(off int, line, ls int32, q byte) token {
	src := s.src
	s.pos++
	start := s.pos
	// Fast path: no escapes.
	for s.pos < len(src) {
		c := src[s.pos]
		if c == q {
			text := src[start:s.pos]
			s.pos++
			return s.strTok(off, line, ls, q, text)
		}
		if c == '\\' {
			break
		}
		if c == '\n' {
			s.pos++
			s.newline()
			continue
		}
		s.pos++
	}
	if s.pos >= len(src) {
		return s.incomplete(off, line, ls)
	}
	buf := append(s.buf[:0], src[start:s.pos]...)
	var unicodeEsc, octHexEsc bool
	for s.pos < len(src) {
		c := src[s.pos]
		if c == q {
			s.pos++
			s.buf = buf
			if unicodeEsc && octHexEsc {
				s.p.lexError("mixing Unicode and octal/hex escapes in a string is not allowed")
			}
			return s.strTok(off, line, ls, q, buf)
		}
		if c == '\n' {
			s.pos++
			s.newline()
			buf = append(buf, c)
			continue
		}
		if c != '\\' {
			buf = append(buf, c)
			s.pos++
			continue
		}
		// An escape sequence.
		escLine := s.line
		s.pos++
		if s.pos >= len(src) {
			break
		}
		e := src[s.pos]
		s.pos++
		switch e {
		case 'n':
			buf = append(buf, '\n')
		case 't':
			buf = append(buf, '\t')
		case 'r':
			buf = append(buf, '\r')
		case 'a':
			buf = append(buf, 7)
		case 'b':
			buf = append(buf, 8)
		case 'f':
			buf = append(buf, 12)
		case 'v':
			buf = append(buf, 11)
		case '\\', '"', '\'', '`', ' ':
			buf = append(buf, e)
		case '\n':
			s.newline()
			buf = append(buf, '\n')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(e - '0')
			for k := 0; k < 2 && s.pos < len(src) && src[s.pos] >= '0' && src[s.pos] <= '7'; k++ {
				v = 8*v + int(src[s.pos]-'0')
				s.pos++
			}
			if v == 0 {
				s.p.lexError(fmt.Sprintf("nul character not allowed (line %d)", escLine))
			}
			if v > 255 {
				s.p.lexError(fmt.Sprintf("exceeded maximum allowed octal value \\377 (line %d)", escLine))
			}
			buf = append(buf, byte(v))
			octHexEsc = true
		case 'x':
			v, k := 0, 0
			for ; k < 2 && s.pos < len(src) && charClass[src[s.pos]]&cHex != 0; k++ {
				v = 16*v + hexVal(src[s.pos])
				s.pos++
			}
			if k == 0 {
				s.p.lexError(fmt.Sprintf("'\\x' used without hex digits in character string starting \"%s\"", src[off:s.pos]))
			}
			if v == 0 {
				s.p.lexError(fmt.Sprintf("nul character not allowed (line %d)", escLine))
			}
			buf = append(buf, byte(v))
			octHexEsc = true
		case 'u', 'U':
			maxDigits := 4
			if e == 'U' {
				maxDigits = 8
			}
			braced := s.pos < len(src) && src[s.pos] == '{'
			if braced {
				s.pos++
			}
			v, k := 0, 0
			for ; k < maxDigits && s.pos < len(src) && charClass[src[s.pos]]&cHex != 0; k++ {
				v = 16*v + hexVal(src[s.pos])
				s.pos++
			}
			if braced {
				if s.pos >= len(src) || src[s.pos] != '}' {
					if e == 'u' {
						s.p.lexError(fmt.Sprintf("invalid \\u{xxxx} sequence (line %d)", escLine))
					}
					s.p.lexError(fmt.Sprintf("invalid \\U{xxxxxxxx} sequence (line %d)", escLine))
				}
				s.pos++
			}
			if k == 0 && !braced {
				s.p.lexError(fmt.Sprintf("'\\%c' used without hex digits in character string starting \"%s\"", e, src[off:s.pos]))
			}
			if v > unicode.MaxRune {
				if braced {
					s.p.lexError(fmt.Sprintf("invalid \\U{xxxxxxxx} value %x (line %d)", v, escLine))
				}
				s.p.lexError(fmt.Sprintf("invalid \\Uxxxxxxxx value %x (line %d)", v, escLine))
			}
			if v == 0 {
				s.p.lexError(fmt.Sprintf("nul character not allowed (line %d)", escLine))
			}
			if v >= 0xD800 && v <= 0xDFFF {
				s.p.warn(fmt.Sprintf("unpaired surrogate Unicode point %x", v))
			}
			if v >= 0xD800 && v <= 0xDFFF {
				// Encoded as is (not valid UTF-8), as R does.
				buf = append(buf, byte(0xE0|v>>12), byte(0x80|(v>>6)&0x3F), byte(0x80|v&0x3F))
			} else {
				buf = utf8.AppendRune(buf, rune(v))
			}
			unicodeEsc = true
		default:
			s.p.lexError(fmt.Sprintf("'\\%s' is an unrecognized escape in character string starting \"%s\"", src[s.pos-1:s.pos], src[off:s.pos]))
		}
	}
	s.buf = buf
	return s.incomplete(off, line, ls)
}

// strTok makes the token for a string or backquoted name with text.
func (s *scanner) strTok(off int, line, ls int32, q byte, text []byte) token {
	if q == '`' {
		if len(text) == 0 {
			s.p.lexError("attempt to use zero-length variable name")
		}
		return s.mkTok(tSym, off, line, ls, s.p.intern(text))
	}
	return s.mkTok(tStr, off, line, ls, rt.StringScalar(string(text)))
}

// incomplete returns the token for a string that runs to the end of input.
func (s *scanner) incomplete(off int, line, ls int32) token {
	s.pos = len(s.src)
	return s.mkTok(tIncStr, off, line, ls, nil)
}

// rawString scans r"(...)" and its variants: the quote may be ' or ",
// the bracket (, [ or {, with any number of dashes between quote and
// bracket, repeated at the end.
func (s *scanner) rawString(off int, line, ls int32) token {
	src := s.src
	q := src[s.pos+1]
	s.pos += 2
	dashes := 0
	for s.pos < len(src) && src[s.pos] == '-' {
		dashes++
		s.pos++
	}
	var closer byte
	if s.pos < len(src) {
		switch src[s.pos] {
		case '(':
			closer = ')'
		case '[':
			closer = ']'
		case '{':
			closer = '}'
		}
	}
	if closer == 0 {
		s.p.lexError(fmt.Sprintf("malformed raw string literal at line %d", line))
	}
	s.pos++
	start := s.pos
	for s.pos < len(src) {
		c := src[s.pos]
		s.pos++
		if c == '\n' {
			s.newline()
			continue
		}
		if c != closer {
			continue
		}
		// closer, dashes, quote?
		j := s.pos
		k := 0
		for k < dashes && j < len(src) && src[j] == '-' {
			k++
			j++
		}
		if k == dashes && j < len(src) && src[j] == q {
			text := src[start : s.pos-1]
			s.pos = j + 1
			return s.mkTok(tStr, off, line, ls, rt.StringScalar(string(text)))
		}
	}
	return s.incomplete(off, line, ls)
}
