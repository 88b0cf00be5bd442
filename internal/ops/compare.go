package ops

import (
	"unicode"
	"unicode/utf8"

	"gorir/internal/rt"
)

// CompareOp is one of R's comparison operators.
type CompareOp uint8

// The comparison operators.
const (
	OpEq CompareOp = iota // ==
	OpNe                  // !=
	OpLt                  // <
	OpGt                  // >
	OpLe                  // <=
	OpGe                  // >=
)

var compareNames = [...]string{"==", "!=", "<", ">", "<=", ">="}

// String returns the operator as R spells it.
func (op CompareOp) String() string { return compareNames[op] }

// CompareOpByName returns the operator spelled name ("==", "<=", …).
func CompareOpByName(name string) (CompareOp, bool) {
	for i, n := range compareNames {
		if n == name {
			return CompareOp(i), true
		}
	}
	return 0, false
}

// holds reports whether the operator holds for a three-way comparison
// result c (negative, zero or positive).
func (op CompareOp) holds(c int) bool {
	switch op {
	case OpEq:
		return c == 0
	case OpNe:
		return c != 0
	case OpLt:
		return c < 0
	case OpGt:
		return c > 0
	case OpLe:
		return c <= 0
	}
	return c >= 0
}

func lglOf(b bool) int32 {
	if b {
		return rt.True
	}
	return rt.False
}

// CompareDouble compares two doubles: NA when either is NA or NaN.
func CompareDouble(op CompareOp, a, b float64) int32 {
	if a != a || b != b {
		return rt.NALgl
	}
	switch op {
	case OpEq:
		return lglOf(a == b)
	case OpNe:
		return lglOf(a != b)
	case OpLt:
		return lglOf(a < b)
	case OpGt:
		return lglOf(a > b)
	case OpLe:
		return lglOf(a <= b)
	}
	return lglOf(a >= b)
}

// CompareInt compares two integers (or logicals): NA when either is NA.
func CompareInt(op CompareOp, a, b int32) int32 {
	if a == rt.NAInt || b == rt.NAInt {
		return rt.NALgl
	}
	switch op {
	case OpEq:
		return lglOf(a == b)
	case OpNe:
		return lglOf(a != b)
	case OpLt:
		return lglOf(a < b)
	case OpGt:
		return lglOf(a > b)
	case OpLe:
		return lglOf(a <= b)
	}
	return lglOf(a >= b)
}

// CompareString compares two strings: NA when either is NA; == and != on
// the bytes, the orderings by Collate.
func CompareString(op CompareOp, a, b string) int32 {
	if rt.IsNAString(a) || rt.IsNAString(b) {
		return rt.NALgl
	}
	switch op {
	case OpEq:
		return lglOf(a == b)
	case OpNe:
		return lglOf(a != b)
	}
	if a == b {
		return lglOf(op.holds(0))
	}
	return lglOf(op.holds(Collate(a, b)))
}

// compareComplex is == or != on complex numbers: NA when any part is NaN.
func compareComplex(op CompareOp, a, b complex128) int32 {
	if rt.IsNAComplex(a) || rt.IsNAComplex(b) {
		return rt.NALgl
	}
	if op == OpEq {
		return lglOf(a == b)
	}
	return lglOf(a != b)
}

// cmpIsVector reports whether v is an atomic vector, list or expression.
func cmpIsVector(v rt.Value) bool {
	switch v.(type) {
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		return true
	}
	return false
}

// cmpLangOperand turns a symbol or call operand of a comparison into the
// string R compares it as: the name, or the deparsed call.
func cmpLangOperand(v rt.Value) rt.Value {
	switch x := v.(type) {
	case *rt.Symbol:
		return rt.StringScalar(x.Name)
	case *rt.Lang:
		if rt.DeparseLine != nil {
			return rt.StringScalar(rt.DeparseLine(x))
		}
		return rt.StringScalar("<call>")
	}
	return v
}

// Compare applies a comparison operator elementwise as R does on unclassed
// operands. Symbols and calls are compared as their deparsed text. If
// either operand is character both are compared as strings (numbers
// converted as as.character() does, so 1 == "1"); else complex (only ==
// and !=), else numerically; raw and list operands are converted to the
// type of the other operand (two lists cannot be compared). NA and NaN
// give NA. Recycling and the dim, dimnames, names and tsp attributes are
// as for arithmetic; no other attribute is kept.
func Compare(op CompareOp, x, y rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	// Fast paths: attribute-free scalars.
	switch a := x.(type) {
	case *rt.Double:
		if len(a.V) == 1 && a.Attrs() == nil {
			switch b := y.(type) {
			case *rt.Double:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.LogicalScalar(CompareDouble(op, a.V[0], b.V[0])), nil
				}
			case *rt.Integer:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.LogicalScalar(CompareDouble(op, a.V[0], rt.IntegerToDouble(b.V[0]))), nil
				}
			}
		}
	case *rt.Integer:
		if len(a.V) == 1 && a.Attrs() == nil {
			switch b := y.(type) {
			case *rt.Integer:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.LogicalScalar(CompareInt(op, a.V[0], b.V[0])), nil
				}
			case *rt.Double:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.LogicalScalar(CompareDouble(op, rt.IntegerToDouble(a.V[0]), b.V[0])), nil
				}
			}
		}
	case *rt.Character:
		if len(a.V) == 1 && a.Attrs() == nil {
			if b, ok := y.(*rt.Character); ok && len(b.V) == 1 && b.Attrs() == nil {
				return rt.LogicalScalar(CompareString(op, a.V[0], b.V[0])), nil
			}
		}
	}
	return compareVector(op, x, y, w)
}

func compareVector(op CompareOp, x, y rt.Value, w Warner) (rt.Value, error) {
	x, y = cmpLangOperand(x), cmpLangOperand(y)
	if !cmpIsVector(x) || !cmpIsVector(y) {
		if rt.IsNull(x) || rt.IsNull(y) {
			return rt.NewLogical(0), nil
		}
		return nil, Errorf("comparison (%s) is possible only for atomic and list types", op)
	}
	nx, ny := x.(rt.Vector).Len(), y.(rt.Vector).Len()
	lay, err := layoutBinary(x, y, nx, ny, false, w)
	if err != nil {
		return nil, err
	}
	n := lay.n
	tx, ty := x.Type(), y.Type()
	either := func(t rt.Type) bool { return tx == t || ty == t }
	numOrLgl := func(t rt.Type) bool {
		return t == rt.LogicalType || t == rt.IntegerType || t == rt.DoubleType
	}
	warn := w.Warn
	out := rt.NewLogical(n)
	switch {
	case either(rt.CharacterType):
		a, b, err := coerceBoth[*rt.Character](x, y, rt.CharacterType, warn)
		if err != nil {
			return nil, err
		}
		eachRecycled(n, len(a.V), len(b.V), func(i, ia, ib int) { out.V[i] = CompareString(op, a.V[ia], b.V[ib]) })
	case either(rt.ComplexType):
		a, b, err := coerceBoth[*rt.Complex](x, y, rt.ComplexType, warn)
		if err != nil {
			return nil, err
		}
		if op != OpEq && op != OpNe {
			return nil, Errorf("invalid comparison with complex values")
		}
		eachRecycled(n, len(a.V), len(b.V), func(i, ia, ib int) { out.V[i] = compareComplex(op, a.V[ia], b.V[ib]) })
	case numOrLgl(tx) && numOrLgl(ty) && tx != rt.DoubleType && ty != rt.DoubleType:
		a, b := arithInts(x), arithInts(y)
		if !compareLoop(op, out.V, a, b, CompareInt) {
			eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out.V[i] = CompareInt(op, a[ia], b[ib]) })
		}
	case either(rt.DoubleType):
		var a, b []float64
		if numOrLgl(tx) && numOrLgl(ty) {
			a, b = arithReals(x), arithReals(y)
		} else {
			ca, cb, err := coerceBoth[*rt.Double](x, y, rt.DoubleType, warn)
			if err != nil {
				return nil, err
			}
			a, b = ca.V, cb.V
		}
		if !compareLoop(op, out.V, a, b, CompareDouble) {
			eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out.V[i] = CompareDouble(op, a[ia], b[ib]) })
		}
	case either(rt.IntegerType):
		a, b, err := coerceBoth[*rt.Integer](x, y, rt.IntegerType, warn)
		if err != nil {
			return nil, err
		}
		eachRecycled(n, len(a.V), len(b.V), func(i, ia, ib int) { out.V[i] = CompareInt(op, a.V[ia], b.V[ib]) })
	case either(rt.LogicalType):
		a, b, err := coerceBoth[*rt.Logical](x, y, rt.LogicalType, warn)
		if err != nil {
			return nil, err
		}
		eachRecycled(n, len(a.V), len(b.V), func(i, ia, ib int) { out.V[i] = CompareInt(op, a.V[ia], b.V[ib]) })
	case either(rt.RawType):
		a, b, err := coerceBoth[*rt.Raw](x, y, rt.RawType, warn)
		if err != nil {
			return nil, err
		}
		eachRecycled(n, len(a.V), len(b.V), func(i, ia, ib int) {
			out.V[i] = CompareInt(op, int32(a.V[ia]), int32(b.V[ib]))
		})
	default:
		return nil, Errorf("comparison of these types is not implemented")
	}
	if err := lay.finish(out, x, y, false); err != nil {
		return nil, err
	}
	return out, nil
}

// coerceBoth converts both operands to type t (whose Go type is V).
func coerceBoth[V rt.Value](x, y rt.Value, t rt.Type, warn func(string)) (V, V, error) {
	var zero V
	cx, err := rt.CoerceVector(x, t, warn)
	if err != nil {
		return zero, zero, Errorf("%s", err.Error())
	}
	cy, err := rt.CoerceVector(y, t, warn)
	if err != nil {
		return zero, zero, Errorf("%s", err.Error())
	}
	return cx.(V), cy.(V), nil
}

// ---------------------------------------------------------------------------
// Collation.
//
// R orders strings with the locale's collation. The reference R here runs
// in the C.UTF-8 locale and is built with ICU, which it uses for every
// locale but C and POSIX: so R's string order is ICU's root collation (the
// Unicode Collation Algorithm with CLDR's root tailoring), not byte order.
// Observed: "a" < "B", "a" < "A", "Z" > "a", "apple" < "Apple", "_" < "-" <
// "," < … < "$" < "0" < … < "9" < "a" < "A" < "á" < "b" … "z" < "þ".
//
// Collate implements the three levels of that algorithm for the scripts
// that matter most: primary weights for white space, punctuation and
// symbols in ICU's order, digits, and letters (accents and case ignored);
// secondary weights for accents (compared left to right); tertiary for
// case (lower before upper). Latin-1 and Latin Extended-A letters are
// decomposed into base letter and accent; æ, œ, ß and ĳ expand to two
// letters; control characters and the soft hyphen are ignored. Letters of
// other scripts sort after Latin in code point order, other symbols
// between ASCII symbols and digits.

// collElem is one collation element: primary, secondary, tertiary.
type collElem struct {
	p    uint32
	s, t uint8
}

// Secondary weights: 0 is "no accent"; accents follow in ICU's order.
const (
	secBase = iota
	secAcute
	secGrave
	secBreve
	secCircumflex
	secCaron
	secRing
	secDiaeresis
	secDoubleAcute
	secTilde
	secDot
	secCedilla
	secOgonek
	secMacron
	secStroke
	secLigature
	secOtherMark // + offset for other combining marks
)

// Primary weight ranges.
const (
	primSymbolOther = 0x1000  // symbols outside Latin-1: 0x1000 + code point
	primDigit       = 0x40000 // digits 0-9
	primLetter      = 0x40100 // Latin letters, 16 apart
	primOtherLetter = 0x50000 // letters of other scripts: + code point
)

// latinPrimary gives the primary weight of each ASCII and Latin-1 symbol,
// digit and unaccented letter (0 for ignorable characters), in ICU root
// order.
var latinPrimary [256]uint32

// latinTertiary gives the tertiary weight of the non-letters that share a
// primary weight with another character (NBSP after space).
var latinTertiary [256]uint8

// symbolOrder lists ASCII and Latin-1 white space, punctuation and symbols
// in ICU root order; characters in the same string share a primary weight.
var symbolOrder = []string{
	"\t", "\n", "\v", "\f", "\r", "\u0085", " \u00a0",
	"_", "-", ",", ";", ":", "!", "¡", "?", "¿", ".", "·", "'", "\"", "«", "»",
	"(", ")", "[", "]", "{", "}", "§", "¶", "@", "*", "/", "\\", "&", "#", "%",
	"`", "´", "^", "¯", "¨", "¸", "°", "©", "®", "+", "±", "÷", "×", "<", "=",
	">", "¬", "|", "¦", "~", "¤", "¢", "$", "£", "¥",
}

// fractionSlash is the primary weight of U+2044, used by ½ ¼ ¾.
var fractionSlash uint32

// decomp maps precomposed Latin letters to base letter and accent.
var decomp = map[rune]struct {
	base rune
	sec  uint8
}{}

// decompTable lists precomposed letters: each entry is the lower- and
// upper-case letters (0 when absent), the base letter and the accent.
var decompTable = []struct {
	lower, upper, base rune
	sec                uint8
}{
	{'á', 'Á', 'a', secAcute}, {'à', 'À', 'a', secGrave}, {'â', 'Â', 'a', secCircumflex},
	{'å', 'Å', 'a', secRing}, {'ä', 'Ä', 'a', secDiaeresis}, {'ã', 'Ã', 'a', secTilde},
	{'ā', 'Ā', 'a', secMacron}, {'ă', 'Ă', 'a', secBreve}, {'ą', 'Ą', 'a', secOgonek},
	{'ç', 'Ç', 'c', secCedilla}, {'ć', 'Ć', 'c', secAcute}, {'ĉ', 'Ĉ', 'c', secCircumflex},
	{'ċ', 'Ċ', 'c', secDot}, {'č', 'Č', 'c', secCaron},
	{'ð', 'Ð', 'd', secStroke}, {'ď', 'Ď', 'd', secCaron}, {'đ', 'Đ', 'd', secStroke},
	{'é', 'É', 'e', secAcute}, {'è', 'È', 'e', secGrave}, {'ê', 'Ê', 'e', secCircumflex},
	{'ë', 'Ë', 'e', secDiaeresis}, {'ē', 'Ē', 'e', secMacron}, {'ĕ', 'Ĕ', 'e', secBreve},
	{'ė', 'Ė', 'e', secDot}, {'ę', 'Ę', 'e', secOgonek}, {'ě', 'Ě', 'e', secCaron},
	{'ĝ', 'Ĝ', 'g', secCircumflex}, {'ğ', 'Ğ', 'g', secBreve}, {'ġ', 'Ġ', 'g', secDot},
	{'ģ', 'Ģ', 'g', secCedilla},
	{'ĥ', 'Ĥ', 'h', secCircumflex}, {'ħ', 'Ħ', 'h', secStroke},
	{'í', 'Í', 'i', secAcute}, {'ì', 'Ì', 'i', secGrave}, {'î', 'Î', 'i', secCircumflex},
	{'ï', 'Ï', 'i', secDiaeresis}, {'ĩ', 'Ĩ', 'i', secTilde}, {'ī', 'Ī', 'i', secMacron},
	{'ĭ', 'Ĭ', 'i', secBreve}, {'į', 'Į', 'i', secOgonek}, {0, 'İ', 'i', secDot},
	{'ĵ', 'Ĵ', 'j', secCircumflex},
	{'ķ', 'Ķ', 'k', secCedilla},
	{'ĺ', 'Ĺ', 'l', secAcute}, {'ļ', 'Ļ', 'l', secCedilla}, {'ľ', 'Ľ', 'l', secCaron},
	{'ŀ', 'Ŀ', 'l', secDot}, {'ł', 'Ł', 'l', secStroke},
	{'ñ', 'Ñ', 'n', secTilde}, {'ń', 'Ń', 'n', secAcute}, {'ņ', 'Ņ', 'n', secCedilla},
	{'ň', 'Ň', 'n', secCaron},
	{'ó', 'Ó', 'o', secAcute}, {'ò', 'Ò', 'o', secGrave}, {'ô', 'Ô', 'o', secCircumflex},
	{'ö', 'Ö', 'o', secDiaeresis}, {'õ', 'Õ', 'o', secTilde}, {'ø', 'Ø', 'o', secStroke},
	{'ō', 'Ō', 'o', secMacron}, {'ŏ', 'Ŏ', 'o', secBreve}, {'ő', 'Ő', 'o', secDoubleAcute},
	{'ŕ', 'Ŕ', 'r', secAcute}, {'ŗ', 'Ŗ', 'r', secCedilla}, {'ř', 'Ř', 'r', secCaron},
	{'ś', 'Ś', 's', secAcute}, {'ŝ', 'Ŝ', 's', secCircumflex}, {'ş', 'Ş', 's', secCedilla},
	{'š', 'Š', 's', secCaron},
	{'ţ', 'Ţ', 't', secCedilla}, {'ť', 'Ť', 't', secCaron}, {'ŧ', 'Ŧ', 't', secStroke},
	{'ú', 'Ú', 'u', secAcute}, {'ù', 'Ù', 'u', secGrave}, {'û', 'Û', 'u', secCircumflex},
	{'ü', 'Ü', 'u', secDiaeresis}, {'ũ', 'Ũ', 'u', secTilde}, {'ū', 'Ū', 'u', secMacron},
	{'ŭ', 'Ŭ', 'u', secBreve}, {'ů', 'Ů', 'u', secRing}, {'ű', 'Ű', 'u', secDoubleAcute},
	{'ų', 'Ų', 'u', secOgonek},
	{'ŵ', 'Ŵ', 'w', secCircumflex},
	{'ý', 'Ý', 'y', secAcute}, {'ÿ', 'Ÿ', 'y', secDiaeresis}, {'ŷ', 'Ŷ', 'y', secCircumflex},
	{'ź', 'Ź', 'z', secAcute}, {'ż', 'Ż', 'z', secDot}, {'ž', 'Ž', 'z', secCaron},
}

// combiningSec maps the combining accents to secondary weights.
var combiningSec = map[rune]uint8{
	0x301: secAcute, 0x300: secGrave, 0x306: secBreve, 0x302: secCircumflex,
	0x30C: secCaron, 0x30A: secRing, 0x308: secDiaeresis, 0x30B: secDoubleAcute,
	0x303: secTilde, 0x307: secDot, 0x327: secCedilla, 0x328: secOgonek,
	0x304: secMacron, 0x338: secStroke,
}

func init() {
	var p uint32 = 0x100
	for _, group := range symbolOrder {
		var t uint8
		for _, r := range group {
			latinPrimary[r] = p
			latinTertiary[r] = t
			t++
		}
		p += 0x10
		if group == "/" {
			fractionSlash = p
			p += 0x10
		}
	}
	for i := 0; i < 10; i++ {
		latinPrimary['0'+i] = primDigit + uint32(i)*0x10
	}
	for c := 'a'; c <= 'z'; c++ {
		latinPrimary[c] = letterPrimary(c)
		latinPrimary[c-'a'+'A'] = letterPrimary(c)
	}
	for _, d := range decompTable {
		if d.lower != 0 {
			decomp[d.lower] = struct {
				base rune
				sec  uint8
			}{d.base, d.sec}
		}
		if d.upper != 0 {
			decomp[d.upper] = struct {
				base rune
				sec  uint8
			}{d.base - 'a' + 'A', d.sec}
		}
	}
}

// letterPrimary is the primary weight of the Latin letter c ('a'..'z').
// Letters are 16 apart so that þ, ı, ĸ and ŋ fit between them.
func letterPrimary(c rune) uint32 { return primLetter + uint32(c-'a')*0x10 }

// appendElems appends the collation elements of r to es.
func appendElems(es []collElem, r rune) []collElem {
	if r < 0x80 {
		switch {
		case 'a' <= r && r <= 'z':
			return append(es, collElem{latinPrimary[r], secBase, 0})
		case 'A' <= r && r <= 'Z':
			return append(es, collElem{latinPrimary[r], secBase, 1})
		}
		if p := latinPrimary[r]; p != 0 {
			return append(es, collElem{p, secBase, latinTertiary[r]})
		}
		return es // control characters are ignorable
	}
	if d, ok := decomp[r]; ok {
		es = appendElems(es, d.base)
		return append(es, collElem{0, d.sec, 0})
	}
	switch r {
	case 'ª':
		return append(es, collElem{letterPrimary('a'), secBase, 2})
	case 'º':
		return append(es, collElem{letterPrimary('o'), secBase, 2})
	case '¹', '²', '³':
		d := map[rune]uint32{'¹': 1, '²': 2, '³': 3}[r]
		return append(es, collElem{primDigit + d*0x10, secBase, 2})
	case '½', '¼', '¾':
		num, den := uint32(1), uint32(2)
		if r == '¼' {
			den = 4
		} else if r == '¾' {
			num, den = 3, 4
		}
		return append(es, collElem{primDigit + num*0x10, secBase, 2},
			collElem{fractionSlash, secBase, 2}, collElem{primDigit + den*0x10, secBase, 2})
	case 'æ', 'Æ', 'œ', 'Œ', 'ĳ', 'Ĳ':
		var t uint8
		if unicode.IsUpper(r) {
			t = 1
		}
		a, b := 'a', 'e'
		switch r {
		case 'œ', 'Œ':
			a = 'o'
		case 'ĳ', 'Ĳ':
			a, b = 'i', 'j'
		}
		return append(es, collElem{letterPrimary(a), secBase, t}, collElem{0, secLigature, 0},
			collElem{letterPrimary(b), secBase, t})
	case 'ß':
		return append(es, collElem{letterPrimary('s'), secBase, 0}, collElem{0, secLigature, 0},
			collElem{letterPrimary('s'), secBase, 0})
	case 'ſ':
		return append(es, collElem{letterPrimary('s'), secBase, 2})
	case 'þ', 'Þ':
		return append(es, collElem{letterPrimary('z') + 0x10, secBase, lgt(r == 'Þ')})
	case 'ı':
		return append(es, collElem{letterPrimary('i') + 8, secBase, 0})
	case 'ĸ':
		return append(es, collElem{letterPrimary('q') + 8, secBase, 0})
	case 'ŋ', 'Ŋ':
		return append(es, collElem{letterPrimary('n') + 8, secBase, lgt(r == 'Ŋ')})
	case 0x2044:
		return append(es, collElem{fractionSlash, secBase, 0})
	case 'µ':
		return append(es, collElem{primOtherLetter + 0x3bc, secBase, 2}) // Greek mu
	}
	if r < 0x100 {
		if p := latinPrimary[r]; p != 0 {
			return append(es, collElem{p, secBase, latinTertiary[r]})
		}
		return es // C1 controls, soft hyphen
	}
	if s, ok := combiningSec[r]; ok {
		return append(es, collElem{0, s, 0})
	}
	switch {
	case unicode.Is(unicode.Mn, r):
		return append(es, collElem{0, secOtherMark + uint8(r&0x3f), 0})
	case unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r):
		return es
	case unicode.IsLetter(r) || unicode.IsDigit(r):
		lo := unicode.ToLower(r)
		return append(es, collElem{primOtherLetter + uint32(lo), secBase, lgt(lo != r)})
	case unicode.IsSpace(r):
		return append(es, collElem{latinPrimary[' '], secBase, 3})
	}
	return append(es, collElem{primSymbolOther + uint32(r), secBase, 0})
}

func lgt(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// Collate compares two strings in R's collation order (see above),
// returning a negative number, zero or a positive number. Different
// strings can compare equal (only ignorable characters differ).
func Collate(a, b string) int {
	if c, ok := collateASCII(a, b); ok {
		return c
	}
	ea := collationKey(a)
	eb := collationKey(b)
	// Primary level: non-zero primaries in order.
	if c := compareLevel(ea, eb, func(e collElem) (uint32, bool) { return e.p, e.p != 0 }); c != 0 {
		return c
	}
	if c := compareLevel(ea, eb, func(e collElem) (uint32, bool) { return uint32(e.s), true }); c != 0 {
		return c
	}
	return compareLevel(ea, eb, func(e collElem) (uint32, bool) { return uint32(e.t), e.p != 0 })
}

func collationKey(s string) []collElem {
	es := make([]collElem, 0, len(s)+4)
	for _, r := range s {
		es = appendElems(es, r)
	}
	return es
}

// compareLevel compares the sequences of the weights key picks out.
func compareLevel(a, b []collElem, key func(collElem) (uint32, bool)) int {
	i, j := 0, 0
	for {
		var wa, wb uint32
		oka, okb := false, false
		for ; i < len(a); i++ {
			if w, ok := key(a[i]); ok {
				wa, oka = w, true
				i++
				break
			}
		}
		for ; j < len(b); j++ {
			if w, ok := key(b[j]); ok {
				wb, okb = w, true
				j++
				break
			}
		}
		switch {
		case !oka && !okb:
			return 0
		case !oka:
			return -1
		case !okb:
			return 1
		case wa != wb:
			if wa < wb {
				return -1
			}
			return 1
		}
	}
}

// collateASCII is Collate for two strings of printable ASCII (plus the
// white-space controls), without allocating; ok is false for other input.
func collateASCII(a, b string) (c int, ok bool) {
	for i := 0; i < len(a); i++ {
		if ch := a[i]; ch >= utf8.RuneSelf || latinPrimary[ch] == 0 {
			return 0, false
		}
	}
	for i := 0; i < len(b); i++ {
		if ch := b[i]; ch >= utf8.RuneSelf || latinPrimary[ch] == 0 {
			return 0, false
		}
	}
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if pa, pb := latinPrimary[a[i]], latinPrimary[b[i]]; pa != pb {
			if pa < pb {
				return -1, true
			}
			return 1, true
		}
	}
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1, true
		}
		return 1, true
	}
	for i := 0; i < n; i++ {
		if ta, tb := asciiTertiary(a[i]), asciiTertiary(b[i]); ta != tb {
			if ta < tb {
				return -1, true
			}
			return 1, true
		}
	}
	return 0, true
}

func asciiTertiary(c byte) uint8 {
	if 'A' <= c && c <= 'Z' {
		return 1
	}
	return 0
}

// compareLoop fills out with a op b when the operands have the result's
// length or one element, in one loop; it reports false for other shapes
// (which eachRecycled handles).
func compareLoop[T int32 | float64](op CompareOp, out []int32, a, b []T, cmp func(CompareOp, T, T) int32) bool {
	n := len(out)
	sa, sb := len(a) == 1 && n != 1, len(b) == 1 && n != 1
	if !(len(a) == n || sa) || !(len(b) == n || sb) {
		return false
	}
	switch {
	case sa:
		x := a[0]
		for i := range out {
			out[i] = cmp(op, x, b[i])
		}
	case sb:
		y := b[0]
		for i := range out {
			out[i] = cmp(op, a[i], y)
		}
	default:
		for i := range out {
			out[i] = cmp(op, a[i], b[i])
		}
	}
	return true
}
