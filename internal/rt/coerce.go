package rt

// This file implements coercion between R's vector types: the element
// rules of as.logical(), as.integer(), as.double(), as.complex(),
// as.character() and as.raw(), the vector-level conversions R performs
// internally (coerceVector, which keeps attributes) and as.vector(x, mode)
// (which drops them), and the ordering of types that c() and the
// arithmetic operators use to find a common type.

import (
	"math"
	"strconv"
	"strings"
)

// CoercionWarning is a set of the warnings a coercion can raise. R collects
// them over a whole vector and reports each kind once, in the order of the
// constants below.
type CoercionWarning uint8

// The coercion warnings.
const (
	// WarnNA is "NAs introduced by coercion": a string that is not a
	// number (or logical, or complex number) became NA.
	WarnNA CoercionWarning = 1 << iota
	// WarnIntRange is "NAs introduced by coercion to integer range".
	WarnIntRange
	// WarnImaginary is "imaginary parts discarded in coercion".
	WarnImaginary
	// WarnRaw is "out-of-range values treated as 0 in coercion to raw".
	WarnRaw
)

var coercionMessages = [...]string{
	"NAs introduced by coercion",
	"NAs introduced by coercion to integer range",
	"imaginary parts discarded in coercion",
	"out-of-range values treated as 0 in coercion to raw",
}

// Messages returns R's text for each warning in the set, in R's order.
func (w CoercionWarning) Messages() []string {
	var out []string
	for i, m := range coercionMessages {
		if w&(1<<i) != 0 {
			out = append(out, m)
		}
	}
	return out
}

// Emit reports each warning in the set through warn (which may be nil).
func (w CoercionWarning) Emit(warn func(string)) {
	if w == 0 || warn == nil {
		return
	}
	for i, m := range coercionMessages {
		if w&(1<<i) != 0 {
			warn(m)
		}
	}
}

// CoercionError is an error raised by a coercion; Msg is R's message.
type CoercionError struct {
	Msg string
}

func (e *CoercionError) Error() string { return e.Msg }

func coerceErr(msg string) error { return &CoercionError{Msg: msg} }

// DeparseLine, when set (by the deparser), renders a value on one line as
// as.character() renders list elements and the parts of calls that are not
// symbols or strings: list(1:2) gives "1:2", list(c(a = 1)) "c(a = 1)".
// Until it is set, coercion renders scalars and symbols itself and other
// values as "<type>".
var DeparseLine func(v Value) string

// ---------------------------------------------------------------------------
// The order of types.

// typeRank orders the vector types as c() and unlist() combine them:
// NULL < raw < logical < integer < double < complex < character < list <
// expression. Every other type ranks with list.
func typeRank(t Type) int {
	switch t {
	case NilType:
		return 0
	case RawType:
		return 1
	case LogicalType:
		return 2
	case IntegerType:
		return 3
	case DoubleType:
		return 4
	case ComplexType:
		return 5
	case CharacterType:
		return 6
	case ExprType:
		return 8
	}
	return 7
}

// HigherType returns the common type of a and b in R's hierarchy NULL <
// raw < logical < integer < double < complex < character < list <
// expression, as c() uses it. A type outside the hierarchy (a symbol, a
// function, an environment…) can only be combined into a list, so any such
// type yields ListType.
func HigherType(a, b Type) Type {
	ra, rb := typeRank(a), typeRank(b)
	if ra == 7 || rb == 7 {
		if ra == 8 || rb == 8 {
			return ExprType
		}
		return ListType
	}
	if ra >= rb {
		return a
	}
	return b
}

// IsAtomicType reports whether t is one of the six atomic vector types.
func IsAtomicType(t Type) bool {
	switch t {
	case LogicalType, IntegerType, DoubleType, ComplexType, CharacterType, RawType:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Element rules.

// isSpace is C's isspace in the C locale.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// isBlank reports whether s is empty or all white space.
func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpace(s[i]) {
			return false
		}
	}
	return true
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// maxExponentDigits caps the exponent R reads from a number, so that
// "1e99999" overflows to Inf instead of wrapping around.
const maxExponent = 9999

// ParseNumber reads a number at the start of s the way R's as.numeric()
// does: optional white space and sign, then "NaN" or "Inf"/"infinity" in
// any case, a hexadecimal number ("0x1A", "0x1.8p1") or a decimal one
// ("1", "1.", ".5", "1e5"; an exponent marker without digits, as in "1e",
// is accepted and ignored). It returns the value and the number of bytes
// read; n is 0 when s does not start with a number. It does not recognise
// "NA".
func ParseNumber(s string) (x float64, n int) {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		neg = s[i] == '-'
		i++
	}
	rest := s[i:]
	switch {
	case hasPrefixFold(rest, "nan"):
		return math.NaN(), i + 3
	case hasPrefixFold(rest, "infinity"):
		return signed(math.Inf(1), neg), i + 8
	case hasPrefixFold(rest, "inf"):
		return signed(math.Inf(1), neg), i + 3
	case len(rest) > 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X'):
		x, k := parseHex(rest)
		return signed(x, neg), i + k
	}
	x, k := parseDecimal(rest)
	if k == 0 {
		return 0, 0
	}
	return signed(x, neg), i + k
}

func signed(x float64, neg bool) float64 {
	if neg {
		return -x
	}
	return x
}

// parseHex reads "0x…" (s is known to start with it and to be longer than
// two bytes). Hex digits may contain one '.', which only matters with a
// binary exponent: R ignores the fractional position otherwise.
func parseHex(s string) (float64, int) {
	i := 2
	ans := 0.0
	exph := -1
	for ; i < len(s); i++ {
		c := s[i]
		var d int
		switch {
		case '0' <= c && c <= '9':
			d = int(c - '0')
		case 'a' <= c && c <= 'f':
			d = int(c-'a') + 10
		case 'A' <= c && c <= 'F':
			d = int(c-'A') + 10
		case c == '.' && exph < 0:
			exph = 0
			continue
		default:
			goto digitsDone
		}
		ans = 16*ans + float64(d)
		if exph >= 0 {
			exph += 4
		}
	}
digitsDone:
	if i < len(s) && (s[i] == 'p' || s[i] == 'P') {
		i++
		esign := 1
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			if s[i] == '-' {
				esign = -1
			}
			i++
		}
		e := 0
		for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
			if e < maxExponent {
				e = e*10 + int(s[i]-'0')
			}
		}
		if ans != 0 {
			e *= esign
			if exph > 0 {
				e -= exph
			}
			ans = math.Ldexp(ans, e)
		}
	}
	return ans, i
}

// parseDecimal reads digits, an optional fraction and an optional exponent.
// The value is correctly rounded.
func parseDecimal(s string) (float64, int) {
	var mant []byte
	i, ndig, expn := 0, 0, 0
	for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
		mant = append(mant, s[i])
		ndig++
	}
	if i < len(s) && s[i] == '.' {
		for i++; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
			mant = append(mant, s[i])
			ndig++
			expn--
		}
	}
	if ndig == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		esign := 1
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			if s[i] == '-' {
				esign = -1
			}
			i++
		}
		e := 0
		for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
			if e < maxExponent {
				e = e*10 + int(s[i]-'0')
			}
		}
		expn += esign * e
	}
	mant = append(mant, 'e')
	mant = strconv.AppendInt(mant, int64(expn), 10)
	// ParseFloat reports overflow with ±Inf and underflow with 0, which is
	// what R gives too; the error carries nothing more.
	x, _ := strconv.ParseFloat(string(mant), 64)
	return x, i
}

// StringToDouble converts a string as as.double() does. NA_character_
// and blank strings give NA silently; other strings that are not numbers
// (surrounding white space allowed), "NA" among them, give NA and WarnNA.
func StringToDouble(s string) (float64, CoercionWarning) {
	if IsNAString(s) || isBlank(s) {
		return NAReal, 0
	}
	x, n := ParseNumber(s)
	if n == 0 || !isBlank(s[n:]) {
		return NAReal, WarnNA
	}
	return x, 0
}

// DoubleToInteger converts a double as as.integer() does: it truncates
// toward zero; NaN and NA give NA silently, values outside the integer
// range NA and WarnIntRange.
func DoubleToInteger(x float64) (int32, CoercionWarning) {
	if x != x {
		return NAInt, 0
	}
	if x >= 2147483648 || x <= -2147483648 {
		return NAInt, WarnIntRange
	}
	return int32(x), 0
}

// StringToInteger converts a string as as.integer() does: read as a double,
// then truncated.
func StringToInteger(s string) (int32, CoercionWarning) {
	x, w := StringToDouble(s)
	if w != 0 {
		return NAInt, w
	}
	return DoubleToInteger(x)
}

// StringToLogical converts a string as as.logical() does: "TRUE", "true",
// "True", "T" are TRUE, "FALSE", "false", "False", "F" are FALSE, anything
// else is NA (silently).
func StringToLogical(s string) int32 {
	if IsNAString(s) {
		return NALgl
	}
	switch s {
	case "TRUE", "true", "True", "T":
		return True
	case "FALSE", "false", "False", "F":
		return False
	}
	return NALgl
}

// StringToComplex converts a string as as.complex() does: a real number
// optionally followed directly by a signed imaginary part ending in 'i'
// ("1+2i", "-1e2-0.5i"), with white space only around the whole. Blank
// strings and NA_character_ give NA silently; anything else that does not
// parse (including "NA" and "2i") gives NA and WarnNA.
func StringToComplex(s string) (complex128, CoercionWarning) {
	if IsNAString(s) || isBlank(s) {
		return NAComplex, 0
	}
	re, n := ParseNumber(s)
	if n == 0 {
		return NAComplex, WarnNA
	}
	rest := s[n:]
	if isBlank(rest) {
		return complex(re, 0), 0
	}
	if rest[0] != '+' && rest[0] != '-' {
		return NAComplex, WarnNA
	}
	im, m := ParseNumber(rest)
	if m == 0 || m >= len(rest) || rest[m] != 'i' || !isBlank(rest[m+1:]) {
		return NAComplex, WarnNA
	}
	return complex(re, im), 0
}

// DoubleToLogical converts a double as as.logical() does: NaN and NA give
// NA, zero FALSE, anything else TRUE.
func DoubleToLogical(x float64) int32 {
	if x != x {
		return NALgl
	}
	if x != 0 {
		return True
	}
	return False
}

// IntegerToLogical converts an integer (or logical) element to logical.
func IntegerToLogical(x int32) int32 {
	if x == NAInt {
		return NALgl
	}
	if x != 0 {
		return True
	}
	return False
}

// IntegerToDouble converts an integer (or logical) element to double.
func IntegerToDouble(x int32) float64 {
	if x == NAInt {
		return NAReal
	}
	return float64(x)
}

// IntegerToComplex converts an integer (or logical) element to complex;
// NA becomes NA in both parts.
func IntegerToComplex(x int32) complex128 {
	if x == NAInt {
		return NAComplex
	}
	return complex(float64(x), 0)
}

// ComplexToDouble converts a complex number as as.double() does: NA if
// either part is NA or NaN, otherwise the real part, with WarnImaginary
// when the imaginary part is not zero.
func ComplexToDouble(z complex128) (float64, CoercionWarning) {
	re, im := real(z), imag(z)
	if re != re || im != im {
		return NAReal, 0
	}
	if im != 0 {
		return re, WarnImaginary
	}
	return re, 0
}

// ComplexToInteger converts a complex number as as.integer() does.
func ComplexToInteger(z complex128) (int32, CoercionWarning) {
	x, w := ComplexToDouble(z)
	i, w2 := DoubleToInteger(x)
	return i, w | w2
}

// ComplexToLogical converts a complex number as as.logical() does: NA if
// either part is NaN, TRUE if either part is non-zero.
func ComplexToLogical(z complex128) int32 {
	re, im := real(z), imag(z)
	if re != re || im != im {
		return NALgl
	}
	if re != 0 || im != 0 {
		return True
	}
	return False
}

// LogicalToString converts a logical element to "TRUE", "FALSE" or NA.
func LogicalToString(x int32) string {
	switch x {
	case NALgl:
		return NAString
	case False:
		return "FALSE"
	}
	return "TRUE"
}

// IntegerToString converts an integer element to its decimal form or NA.
func IntegerToString(x int32) string {
	if x == NAInt {
		return NAString
	}
	return strconv.Itoa(int(x))
}

// RealToString converts a double element as as.character() does: up to
// 15 significant digits, fixed or scientific notation; NA gives NA,
// NaN "NaN", Inf "Inf".
func RealToString(x float64) string {
	if IsNA(x) {
		return NAString
	}
	return DoubleToString(x)
}

// ComplexElemToString converts a complex element as as.character() does;
// NA when either part is NA (a NaN part prints as "NaN").
func ComplexElemToString(z complex128) string {
	if IsNA(real(z)) || IsNA(imag(z)) {
		return NAString
	}
	return ComplexToString(z)
}

const hexDigits = "0123456789abcdef"

// RawToString gives the two hexadecimal digits of a byte, as
// as.character() does for raw vectors.
func RawToString(b byte) string {
	return string([]byte{hexDigits[b>>4], hexDigits[b&15]})
}

// IntegerToRaw converts an integer element to raw: NA and values outside
// 0..255 become 0 with WarnRaw.
func IntegerToRaw(x int32) (byte, CoercionWarning) {
	if x == NAInt || x < 0 || x > 255 {
		return 0, WarnRaw
	}
	return byte(x), 0
}

// DoubleToRaw converts a double element to raw through as.integer().
func DoubleToRaw(x float64) (byte, CoercionWarning) {
	i, w := DoubleToInteger(x)
	b, w2 := IntegerToRaw(i)
	return b, w | w2
}

// ---------------------------------------------------------------------------
// Scalar extraction (R's asLogical, asInteger, asReal, asChar).

// AsLogical returns the first element of v as a logical, as R's internal
// asLogical does: strings by StringToLogical, numbers non-zero → TRUE;
// NA for an empty vector or a value that is not an atomic vector.
func AsLogical(v Value) int32 {
	switch x := v.(type) {
	case *Logical:
		if len(x.V) > 0 {
			return x.V[0]
		}
	case *Integer:
		if len(x.V) > 0 {
			return IntegerToLogical(x.V[0])
		}
	case *Double:
		if len(x.V) > 0 {
			return DoubleToLogical(x.V[0])
		}
	case *Complex:
		if len(x.V) > 0 {
			return ComplexToLogical(x.V[0])
		}
	case *Character:
		if len(x.V) > 0 {
			return StringToLogical(x.V[0])
		}
	case *Raw:
		if len(x.V) > 0 {
			return IntegerToLogical(int32(x.V[0]))
		}
	}
	return NALgl
}

// AsInteger returns the first element of v as an integer, as R's asInteger
// does, reporting coercion warnings through warn (which may be nil).
func AsInteger(v Value, warn func(string)) int32 {
	var r int32 = NAInt
	var w CoercionWarning
	switch x := v.(type) {
	case *Logical:
		if len(x.V) > 0 {
			r = x.V[0]
		}
	case *Integer:
		if len(x.V) > 0 {
			r = x.V[0]
		}
	case *Double:
		if len(x.V) > 0 {
			r, w = DoubleToInteger(x.V[0])
		}
	case *Complex:
		if len(x.V) > 0 {
			r, w = ComplexToInteger(x.V[0])
		}
	case *Character:
		if len(x.V) > 0 {
			r, w = StringToInteger(x.V[0])
		}
	case *Raw:
		if len(x.V) > 0 {
			r = int32(x.V[0])
		}
	}
	w.Emit(warn)
	return r
}

// AsReal returns the first element of v as a double, as R's asReal does,
// reporting coercion warnings through warn (which may be nil).
func AsReal(v Value, warn func(string)) float64 {
	r := NAReal
	var w CoercionWarning
	switch x := v.(type) {
	case *Logical:
		if len(x.V) > 0 {
			r = IntegerToDouble(x.V[0])
		}
	case *Integer:
		if len(x.V) > 0 {
			r = IntegerToDouble(x.V[0])
		}
	case *Double:
		if len(x.V) > 0 {
			r = x.V[0]
		}
	case *Complex:
		if len(x.V) > 0 {
			r, w = ComplexToDouble(x.V[0])
		}
	case *Character:
		if len(x.V) > 0 {
			r, w = StringToDouble(x.V[0])
		}
	case *Raw:
		if len(x.V) > 0 {
			r = float64(x.V[0])
		}
	}
	w.Emit(warn)
	return r
}

// AsChar returns the first element of v as a string, as R's asChar does: a
// symbol gives its name; NA_character_ for an empty vector or a value that
// is neither an atomic vector nor a symbol.
func AsChar(v Value) string {
	switch x := v.(type) {
	case *Symbol:
		return x.Name
	case *Character:
		if len(x.V) > 0 {
			return x.V[0]
		}
	case *Logical:
		if len(x.V) > 0 {
			return LogicalToString(x.V[0])
		}
	case *Integer:
		if len(x.V) > 0 {
			return IntegerToString(x.V[0])
		}
	case *Double:
		if len(x.V) > 0 {
			return RealToString(x.V[0])
		}
	case *Complex:
		if len(x.V) > 0 {
			return ComplexElemToString(x.V[0])
		}
	case *Raw:
		if len(x.V) > 0 {
			return RawToString(x.V[0])
		}
	}
	return NAString
}

// ---------------------------------------------------------------------------
// Vector coercion.

// NewVector returns a fresh vector of type t and length n filled with the
// type's zero (FALSE, 0, "", 00, NULL). t must be a vector type.
func NewVector(t Type, n int) Vector {
	switch t {
	case LogicalType:
		return NewLogical(n)
	case IntegerType:
		return NewInteger(n)
	case DoubleType:
		return NewDouble(n)
	case ComplexType:
		return NewComplex(n)
	case CharacterType:
		return NewCharacter(n)
	case RawType:
		return NewRaw(n)
	case ListType:
		return NewList(n)
	case ExprType:
		l := NewList(n)
		l.Expr = true
		return l
	}
	panic("rt.NewVector: not a vector type: " + t.String())
}

// CoerceVector converts v to type to as R's internal coerceVector does,
// the conversion behind arithmetic, c() and most builtins:
//
//   - atomic to atomic keeps every attribute;
//   - atomic to list or expression makes one element per value, keeping
//     the names (a list) or nothing (an expression);
//   - a list to an atomic type needs every element to be an atomic vector
//     of length one (error "'list' object cannot be coerced to type 'T'"),
//     and keeps the names; a list to character deparses elements that are
//     not single strings;
//   - NULL becomes an empty vector of type to;
//   - a symbol becomes its name (character) or a one-element list, a call
//     its parts (character, list).
//
// If v already has type to it is returned unchanged. Warnings (see
// CoercionWarning) go to warn, which may be nil.
func CoerceVector(v Value, to Type, warn func(string)) (Value, error) {
	if v == nil {
		v = Nil
	}
	from := v.Type()
	if from == to {
		return v, nil
	}
	switch x := v.(type) {
	case *Null:
		if IsAtomicType(to) || to == ListType || to == ExprType {
			return NewVector(to, 0), nil
		}
	case *Logical, *Integer, *Double, *Complex, *Character, *Raw:
		if IsAtomicType(to) {
			r, w := coerceAtomic(v, to)
			w.Emit(warn)
			if a := v.(Vector).Attrs(); a != nil {
				r.SetAttrs(a.Clone())
			}
			return r, nil
		}
		if to == ListType || to == ExprType {
			return atomicToList(v.(Vector), to == ExprType), nil
		}
	case *List:
		if to == ListType || to == ExprType {
			c := x.Copy()
			c.Expr = to == ExprType
			return c, nil
		}
		if IsAtomicType(to) {
			if x.Expr && to != CharacterType {
				return nil, coerceErr("'list' object cannot be coerced to type '" + to.String() + "'")
			}
			return listToAtomic(x, to, warn)
		}
	case *Symbol:
		switch to {
		case CharacterType:
			return StringScalar(x.Name), nil
		case ListType, ExprType:
			l := ListOf(x)
			l.Expr = to == ExprType
			return l, nil
		}
	case *Lang:
		switch to {
		case CharacterType:
			out := NewCharacter(1 + len(x.Args))
			out.V[0] = partToString(x.Fn)
			for i, a := range x.Args {
				out.V[i+1] = partToString(a.Val)
			}
			return out, nil
		case ListType, ExprType:
			return argsToList(x.Fn, x.Args, to == ExprType), nil
		}
		if IsAtomicType(to) {
			return nil, coerceErr("'language' object cannot be coerced to type '" + to.String() + "'")
		}
	case *PairList:
		if to == ListType || to == ExprType {
			return argsToList(nil, x.Items, to == ExprType), nil
		}
	}
	return nil, coerceErr("cannot coerce type '" + from.String() + "' to vector of type '" + to.String() + "'")
}

// argsToList turns a call (fn non-nil) or pairlist into a list whose names
// are the tags, present only when some element is tagged.
func argsToList(fn Value, args []Arg, expr bool) *List {
	off := 0
	if fn != nil {
		off = 1
	}
	l := NewList(off + len(args))
	l.Expr = expr
	tagged := false
	if fn != nil {
		l.V[0] = fn
	}
	for i, a := range args {
		l.V[off+i] = a.Val
		if a.Tag != nil {
			tagged = true
		}
	}
	if tagged {
		nm := NewCharacter(len(l.V))
		for i, a := range args {
			if a.Tag != nil {
				nm.V[off+i] = a.Tag.Name
			}
		}
		SetAttr(l, NamesSym, nm)
	}
	for _, e := range l.V {
		MarkShared(e)
	}
	return l
}

// partToString renders one part of a call for as.character(call): symbols
// by name, single strings as themselves, everything else deparsed.
func partToString(v Value) string {
	switch x := v.(type) {
	case *Symbol:
		return x.Name
	case *Character:
		if len(x.V) == 1 && x.Attrs() == nil {
			return x.V[0]
		}
	}
	return deparseElem(v)
}

// deparseElem renders a list element for as.character(list): a single
// string is itself; a scalar without attributes is written as deparse()
// writes it (so a logical NA is the string "NA"); anything else goes to
// DeparseLine.
func deparseElem(v Value) string {
	if c, ok := v.(*Character); ok && len(c.V) == 1 {
		return c.V[0]
	}
	if vec, ok := v.(Vector); ok && vec.Len() == 1 && vec.Attrs() == nil {
		switch x := v.(type) {
		case *Logical:
			if x.V[0] == NALgl {
				return "NA"
			}
			return LogicalToString(x.V[0])
		case *Integer:
			if x.V[0] == NAInt {
				return "NA"
			}
			return IntegerToString(x.V[0])
		case *Double:
			if IsNA(x.V[0]) {
				return "NA"
			}
			return DoubleToString(x.V[0])
		case *Complex:
			if IsNA(real(x.V[0])) || IsNA(imag(x.V[0])) {
				return "NA"
			}
			return ComplexToString(x.V[0])
		case *Raw:
			return "as.raw(0x" + RawToString(x.V[0]) + ")"
		}
	}
	if DeparseLine != nil {
		return DeparseLine(v)
	}
	if s, ok := v.(*Symbol); ok {
		return s.Name
	}
	return "<" + v.Type().String() + ">"
}

// atomicToList makes a list (or expression) with one scalar per element;
// a list keeps the names, an expression nothing.
func atomicToList(v Vector, expr bool) *List {
	n := v.Len()
	l := NewList(n)
	l.Expr = expr
	switch x := v.(type) {
	case *Logical:
		for i, e := range x.V {
			l.V[i] = LogicalScalar(e)
		}
	case *Integer:
		for i, e := range x.V {
			l.V[i] = IntScalar(e)
		}
	case *Double:
		for i, e := range x.V {
			l.V[i] = DoubleScalar(e)
		}
	case *Complex:
		for i, e := range x.V {
			l.V[i] = ComplexScalar(e)
		}
	case *Character:
		for i, e := range x.V {
			l.V[i] = StringScalar(e)
		}
	case *Raw:
		for i, e := range x.V {
			l.V[i] = RawOf(e)
		}
	}
	if !expr {
		if nm := Names(v); nm != nil {
			MarkShared(nm)
			SetAttr(l, NamesSym, nm)
		}
	}
	return l
}

// listToAtomic converts a list element by element: each element must be a
// vector of length one. Warnings are reported per element, as R does.
func listToAtomic(l *List, to Type, warn func(string)) (Value, error) {
	n := len(l.V)
	out := NewVector(to, n)
	if to == CharacterType {
		o := out.(*Character)
		for i, e := range l.V {
			o.V[i] = deparseElem(e)
		}
	} else {
		for i, e := range l.V {
			ev, ok := e.(Vector)
			if !ok || ev.Len() != 1 {
				return nil, coerceErr("'list' object cannot be coerced to type '" + to.String() + "'")
			}
			if err := setFromScalar(out, i, ev, warn); err != nil {
				return nil, err
			}
		}
	}
	if nm := Names(l); nm != nil {
		MarkShared(nm)
		SetAttr(out, NamesSym, nm)
	}
	return out, nil
}

// setFromScalar stores the single element of e into out[i], converted to
// out's type as R's asLogical/asInteger/asReal/asComplex do: a nested list
// gives NA, a raw element is an error except for a logical target.
func setFromScalar(out Vector, i int, e Vector, warn func(string)) error {
	if _, isList := e.(*List); isList {
		switch o := out.(type) {
		case *Logical:
			o.V[i] = NALgl
		case *Integer:
			o.V[i] = NAInt
		case *Double:
			o.V[i] = NAReal
		case *Complex:
			o.V[i] = NAComplex
		case *Raw:
			o.V[i] = 0
		}
		return nil
	}
	if r, isRaw := e.(*Raw); isRaw {
		switch o := out.(type) {
		case *Logical:
			o.V[i] = IntegerToLogical(int32(r.V[0]))
			return nil
		case *Integer, *Raw:
			return coerceErr("unimplemented type 'raw' in 'asInteger'\n")
		case *Double:
			return coerceErr("unimplemented type 'raw' in 'asReal'\n")
		case *Complex:
			return coerceErr("unimplemented type 'raw' in 'asComplex'\n")
		}
	}
	if out.Type() == LogicalType {
		out.(*Logical).V[i] = AsLogical(e)
		return nil
	}
	if out.Type() == RawType {
		b, w := IntegerToRaw(AsInteger(e, warn))
		w.Emit(warn)
		out.(*Raw).V[i] = b
		return nil
	}
	c, w := coerceAtomic(e, out.Type())
	w.Emit(warn)
	switch o := out.(type) {
	case *Integer:
		o.V[i] = c.(*Integer).V[0]
	case *Double:
		o.V[i] = c.(*Double).V[0]
	case *Complex:
		o.V[i] = c.(*Complex).V[0]
	}
	return nil
}

// coerceAtomic converts the elements of the atomic vector v to the atomic
// type to, returning a fresh vector without attributes and the warnings
// raised.
func coerceAtomic(v Value, to Type) (Vector, CoercionWarning) {
	switch to {
	case LogicalType:
		switch x := v.(type) {
		case *Logical:
			return LogicalOf(append([]int32(nil), x.V...)...), 0
		case *Integer:
			return mapVec(x.V, NewLogical, IntegerToLogical), 0
		case *Double:
			return mapVec(x.V, NewLogical, DoubleToLogical), 0
		case *Complex:
			return mapVec(x.V, NewLogical, ComplexToLogical), 0
		case *Character:
			return mapVec(x.V, NewLogical, StringToLogical), 0
		case *Raw:
			return mapVec(x.V, NewLogical, func(b byte) int32 { return IntegerToLogical(int32(b)) }), 0
		}
	case IntegerType:
		switch x := v.(type) {
		case *Logical:
			return IntegerOf(append([]int32(nil), x.V...)...), 0
		case *Integer:
			return IntegerOf(append([]int32(nil), x.V...)...), 0
		case *Double:
			return mapVecW(x.V, NewInteger, DoubleToInteger)
		case *Complex:
			return mapVecW(x.V, NewInteger, ComplexToInteger)
		case *Character:
			return mapVecW(x.V, NewInteger, StringToInteger)
		case *Raw:
			return mapVec(x.V, NewInteger, func(b byte) int32 { return int32(b) }), 0
		}
	case DoubleType:
		switch x := v.(type) {
		case *Logical:
			return mapVec(x.V, NewDouble, IntegerToDouble), 0
		case *Integer:
			return mapVec(x.V, NewDouble, IntegerToDouble), 0
		case *Double:
			return DoubleOf(append([]float64(nil), x.V...)...), 0
		case *Complex:
			return mapVecW(x.V, NewDouble, ComplexToDouble)
		case *Character:
			return mapVecW(x.V, NewDouble, StringToDouble)
		case *Raw:
			return mapVec(x.V, NewDouble, func(b byte) float64 { return float64(b) }), 0
		}
	case ComplexType:
		switch x := v.(type) {
		case *Logical:
			return mapVec(x.V, NewComplex, IntegerToComplex), 0
		case *Integer:
			return mapVec(x.V, NewComplex, IntegerToComplex), 0
		case *Double:
			return mapVec(x.V, NewComplex, func(f float64) complex128 { return complex(f, 0) }), 0
		case *Complex:
			return ComplexOf(append([]complex128(nil), x.V...)...), 0
		case *Character:
			return mapVecW(x.V, NewComplex, StringToComplex)
		case *Raw:
			return mapVec(x.V, NewComplex, func(b byte) complex128 { return complex(float64(b), 0) }), 0
		}
	case CharacterType:
		switch x := v.(type) {
		case *Logical:
			return mapVec(x.V, NewCharacter, LogicalToString), 0
		case *Integer:
			return mapVec(x.V, NewCharacter, IntegerToString), 0
		case *Double:
			return mapVec(x.V, NewCharacter, RealToString), 0
		case *Complex:
			return mapVec(x.V, NewCharacter, ComplexElemToString), 0
		case *Character:
			return CharacterOf(append([]string(nil), x.V...)...), 0
		case *Raw:
			return mapVec(x.V, NewCharacter, RawToString), 0
		}
	case RawType:
		switch x := v.(type) {
		case *Logical:
			return mapVecW(x.V, NewRaw, IntegerToRaw)
		case *Integer:
			return mapVecW(x.V, NewRaw, IntegerToRaw)
		case *Double:
			return mapVecW(x.V, NewRaw, DoubleToRaw)
		case *Complex:
			return mapVecW(x.V, NewRaw, func(z complex128) (byte, CoercionWarning) {
				i, w := ComplexToInteger(z)
				b, w2 := IntegerToRaw(i)
				return b, w | w2
			})
		case *Character:
			return mapVecW(x.V, NewRaw, func(s string) (byte, CoercionWarning) {
				i, w := StringToInteger(s)
				b, w2 := IntegerToRaw(i)
				return b, w | w2
			})
		case *Raw:
			return RawOf(append([]byte(nil), x.V...)...), 0
		}
	}
	panic("rt.coerceAtomic: not atomic: " + v.Type().String() + " to " + to.String())
}

// elems returns the element slice; it lets generic code reach V.
func (v *vec[T]) elems() []T { return v.V }

// vecOf is satisfied by the vector types whose elements are T.
type vecOf[T any] interface {
	Vector
	elems() []T
}

// mapVec allocates a vector with mk and fills it with f applied to xs.
func mapVec[S, T any, P vecOf[T]](xs []S, mk func(int) P, f func(S) T) P {
	out := mk(len(xs))
	dst := out.elems()
	for i, x := range xs {
		dst[i] = f(x)
	}
	return out
}

// mapVecW is mapVec for conversions that may warn; it returns the union of
// the warnings.
func mapVecW[S, T any, P vecOf[T]](xs []S, mk func(int) P, f func(S) (T, CoercionWarning)) (Vector, CoercionWarning) {
	out := mk(len(xs))
	dst := out.elems()
	var w CoercionWarning
	for i, x := range xs {
		var wi CoercionWarning
		dst[i], wi = f(x)
		w |= wi
	}
	return out, w
}

// ModeType maps a mode name as as.vector(x, mode) accepts it to a type:
// "logical", "integer", "numeric" and "double", "complex", "character",
// "raw", "list", "expression", "symbol" and "name", and "any" (AnyType).
// ok is false for any other name (R: "invalid 'mode' argument").
func ModeType(mode string) (t Type, ok bool) {
	switch mode {
	case "logical":
		return LogicalType, true
	case "integer":
		return IntegerType, true
	case "numeric", "double":
		return DoubleType, true
	case "complex":
		return ComplexType, true
	case "character":
		return CharacterType, true
	case "raw":
		return RawType, true
	case "list":
		return ListType, true
	case "expression":
		return ExprType, true
	case "symbol", "name":
		return SymbolType, true
	case "any":
		return AnyType, true
	}
	return 0, false
}

// AsVector implements as.vector(v, mode) with mode given as a type (see
// ModeType; AnyType for "any"), which is also as.logical(), as.integer(),
// as.double(), as.complex(), as.character() and as.raw() on vectors:
//
//   - an atomic result has no attributes at all (names included);
//   - a list or expression given for "any", "list" or "expression" keeps
//     its attributes; an atomic vector made into a list keeps its names;
//   - "symbol" gives the symbol named by the first element.
//
// v itself is never modified.
func AsVector(v Value, to Type, warn func(string)) (Value, error) {
	if v == nil {
		v = Nil
	}
	switch to {
	case AnyType:
		switch x := v.(type) {
		case *Null, *List:
			return v, nil
		case *Logical, *Integer, *Double, *Complex, *Character, *Raw:
			return dropAttrs(x.(Vector)), nil
		}
		return nil, coerceErr("cannot coerce type '" + v.Type().String() + "' to vector of type 'any'")
	case SymbolType:
		if s, ok := v.(*Symbol); ok {
			return s, nil
		}
		c, err := CoerceVector(v, CharacterType, warn)
		if err != nil {
			return nil, err
		}
		cv := c.(*Character)
		if len(cv.V) == 0 {
			return nil, coerceErr("invalid data of mode 'character' (too short)")
		}
		return Intern(cv.V[0]), nil
	case ListType, ExprType:
		if l, ok := v.(*List); ok {
			if l.Expr == (to == ExprType) {
				return v, nil
			}
		}
		return CoerceVector(v, to, warn)
	}
	if !IsAtomicType(to) {
		return nil, coerceErr("invalid 'mode' argument")
	}
	r, err := CoerceVector(v, to, warn)
	if err != nil {
		return nil, err
	}
	if r == v {
		return dropAttrs(v.(Vector)), nil
	}
	r.(Vector).SetAttrs(nil)
	return r, nil
}

// dropAttrs returns v without attributes: v itself when it has none,
// otherwise a copy.
func dropAttrs(v Vector) Vector {
	if v.Attrs() == nil {
		return v
	}
	var c Vector
	switch x := v.(type) {
	case *Logical:
		c = x.Copy()
	case *Integer:
		c = x.Copy()
	case *Double:
		c = x.Copy()
	case *Complex:
		c = x.Copy()
	case *Character:
		c = x.Copy()
	case *Raw:
		c = x.Copy()
	case *List:
		c = x.Copy()
	default:
		return v
	}
	c.SetAttrs(nil)
	return c
}
