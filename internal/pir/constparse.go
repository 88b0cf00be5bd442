package pir

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// maxConstLen bounds the length of a vector ParseConst builds from a
// range or a length argument (`1:n`, `integer(n)`), so that a typo cannot
// ask for gigabytes.
const maxConstLen = 1 << 16

// ParseConst reads a constant in the form ConstText writes: `[1] ` and a
// length-one vector (`[1] 42`, `[1] 2L`, `[1] "a"`, `[1] TRUE`, `[1] NA`,
// `[1] 0+1i`), `<missing>` for the missing-argument marker, `<unbound>`
// for the no-binding marker (a MkEnv operand that binds nothing), or a deparsed
// value: NULL, a symbol, `c(…)` of atomic constants (tags give names),
// `list(…)`, integer ranges `a:b`, empty vectors (`integer(0)`, `list()`),
// `as.raw(…)` and `structure(x, attr = value, …)`. The text is parsed as
// R but never evaluated: any other call is an error.
func ParseConst(text string) (rt.Value, error) {
	v, err := parseConst(text)
	if err != nil {
		return nil, err
	}
	// What is read must print as text that reads back as itself: a string
	// that mixes \u escapes with bytes that are not UTF-8 deparses to text
	// R's parser rejects, and the symbol `0` deparses as the number 0.
	if back := ConstText(v); back != strings.TrimSpace(text) {
		again, err := parseConst(back)
		if err != nil {
			return nil, fmt.Errorf("constant %q prints as %s, which does not parse: %v", text, back, err)
		}
		if !rt.Identical(again, v) {
			return nil, fmt.Errorf("constant %q prints as %s, which reads as another value", text, back)
		}
	}
	return v, nil
}

func parseConst(text string) (rt.Value, error) {
	text = strings.TrimSpace(text)
	if text == "<missing>" {
		return rt.MissingArg, nil
	}
	if text == "<unbound>" {
		return rt.Unbound, nil
	}
	scalar := false
	if rest, ok := strings.CutPrefix(text, "[1] "); ok {
		text, scalar = strings.TrimSpace(rest), true
	}
	exprs, err := syntax.ParseAll("<constant>", []byte(text), syntax.Options{})
	if err != nil {
		return nil, fmt.Errorf("constant %q: %v", text, err)
	}
	if len(exprs) != 1 {
		return nil, fmt.Errorf("constant %q: want one expression, have %d", text, len(exprs))
	}
	v, err := constValue(exprs[0], true)
	if err != nil {
		return nil, fmt.Errorf("constant %q: %v", text, err)
	}
	if hasNUL(v) {
		// R strings cannot hold NUL, and the printer could not write it.
		return nil, fmt.Errorf("constant %q: nul character in a string", text)
	}
	if scalar && !isPrintedScalar(v) {
		return nil, fmt.Errorf("constant %q: the [1] form is for attribute-free vectors of length one", text)
	}
	return v, nil
}

// isPrintedScalar reports whether ConstText writes v in the `[1] x` form.
func isPrintedScalar(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Double, *rt.Integer, *rt.Logical, *rt.Character, *rt.Complex:
		vec := x.(rt.Vector)
		return vec.Len() == 1 && vec.Attrs() == nil
	}
	return false
}

// hasNUL reports whether a string or name in v contains a NUL byte.
func hasNUL(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Character:
		for _, s := range x.V {
			if strings.IndexByte(s, 0) >= 0 {
				return true
			}
		}
	case *rt.Symbol:
		return strings.IndexByte(x.Name, 0) >= 0
	case *rt.List:
		for _, e := range x.V {
			if hasNUL(e) {
				return true
			}
		}
	}
	if a, ok := v.(rt.Attributed); ok {
		attrs := a.Attrs()
		for k := 0; k < attrs.Len(); k++ {
			if at := attrs.At(k); hasNUL(at.Name) || hasNUL(at.Val) {
				return true
			}
		}
	}
	return false
}

// constValue builds the value that the parsed expression e deparses
// from. Symbols stand for themselves where a value may be any R object
// (top level, list elements, attribute values).
func constValue(e rt.Value, symbolsOK bool) (rt.Value, error) {
	switch x := e.(type) {
	case *rt.Null, *rt.Double, *rt.Integer, *rt.Logical, *rt.Character, *rt.Complex:
		return x, nil
	case *rt.Symbol:
		if !symbolsOK || x == rt.MissingArg {
			return nil, fmt.Errorf("unexpected symbol %q", x.Name)
		}
		return x, nil
	case *rt.Lang:
		return constCall(x)
	}
	return nil, fmt.Errorf("unsupported constant of type %s", e.Type())
}

// constCall builds the value of a constructor call.
func constCall(l *rt.Lang) (rt.Value, error) {
	fn := l.FnSym()
	if fn == nil {
		return nil, errors.New("unsupported call in a constant")
	}
	for _, a := range l.Args {
		if a.Val == rt.MissingArg {
			return nil, fmt.Errorf("empty argument in %s()", fn.Name)
		}
	}
	switch fn.Name {
	case "-":
		switch len(l.Args) {
		case 1:
			if l.Args[0].Tag != nil {
				break
			}
			v, err := constValue(l.Args[0].Val, false)
			if err != nil {
				return nil, err
			}
			return negate(v)
		case 2:
			return complexArith(l, -1)
		}
	case "+":
		if len(l.Args) == 2 {
			return complexArith(l, 1)
		}
	case ":":
		if len(l.Args) == 2 {
			return intRange(l)
		}
	case "c":
		return concat(l)
	case "list":
		return constList(l)
	case "structure":
		return structure(l)
	case "as.raw":
		if len(l.Args) == 1 && l.Args[0].Tag == nil {
			return asRaw(l.Args[0].Val)
		}
	case "integer", "numeric", "double", "logical", "character", "complex", "raw":
		return emptyVector(fn.Name, l)
	}
	return nil, fmt.Errorf("unsupported call %s() in a constant", fn.Name)
}

// negate is unary minus on a numeric constant.
func negate(v rt.Value) (rt.Value, error) {
	if vec, ok := v.(rt.Vector); ok && vec.Attrs() != nil {
		return nil, errors.New("unary minus on a value with attributes")
	}
	switch x := v.(type) {
	case *rt.Double:
		out := rt.NewDouble(len(x.V))
		for i, f := range x.V {
			out.V[i] = -f
		}
		return out, nil
	case *rt.Integer, *rt.Logical:
		var in []int32
		if xi, ok := x.(*rt.Integer); ok {
			in = xi.V
		} else {
			in = x.(*rt.Logical).V
		}
		out := rt.NewInteger(len(in))
		for i, n := range in {
			if n == rt.NAInt {
				out.V[i] = rt.NAInt
			} else {
				out.V[i] = -n
			}
		}
		return out, nil
	case *rt.Complex:
		out := rt.NewComplex(len(x.V))
		for i, z := range x.V {
			out.V[i] = -z
		}
		return out, nil
	}
	return nil, fmt.Errorf("unary minus on a %s constant", v.Type())
}

// complexArith builds the complex scalar a+bi (sign 1) or a-bi (sign -1)
// from its deparsed form, a sum of a real and an imaginary constant.
func complexArith(l *rt.Lang, sign float64) (rt.Value, error) {
	if l.Args[0].Tag != nil || l.Args[1].Tag != nil {
		return nil, errors.New("tagged operand in a complex constant")
	}
	var z [2]complex128
	sawComplex := false
	for k := range 2 {
		v, err := constValue(l.Args[k].Val, false)
		if err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case *rt.Double:
			if len(x.V) != 1 || x.Attrs() != nil {
				return nil, errors.New("complex constant parts must be scalars")
			}
			z[k] = complex(x.V[0], 0)
		case *rt.Complex:
			if len(x.V) != 1 || x.Attrs() != nil {
				return nil, errors.New("complex constant parts must be scalars")
			}
			z[k] = x.V[0]
			sawComplex = true
		default:
			return nil, errors.New("arithmetic in constants is only for complex numbers")
		}
	}
	if !sawComplex {
		return nil, errors.New("arithmetic in constants is only for complex numbers")
	}
	return rt.ComplexScalar(complex(real(z[0])+sign*real(z[1]), imag(z[0])+sign*imag(z[1]))), nil
}

// intRange builds from:to for integer-valued endpoints.
func intRange(l *rt.Lang) (rt.Value, error) {
	var ends [2]float64
	for k := range 2 {
		if l.Args[k].Tag != nil {
			return nil, errors.New("tagged operand of ':'")
		}
		v, err := constValue(l.Args[k].Val, false)
		if err != nil {
			return nil, err
		}
		var f float64
		switch x := v.(type) {
		case *rt.Double:
			if len(x.V) != 1 {
				return nil, errors.New("':' needs scalar operands")
			}
			f = x.V[0]
		case *rt.Integer:
			if len(x.V) != 1 || x.V[0] == rt.NAInt {
				return nil, errors.New("':' needs non-NA scalar operands")
			}
			f = float64(x.V[0])
		default:
			return nil, errors.New("':' needs numeric operands")
		}
		if f != math.Trunc(f) || f <= math.MinInt32 || f > math.MaxInt32 {
			return nil, errors.New("':' in a constant is only for integer ranges")
		}
		ends[k] = f
	}
	from, to := int64(ends[0]), int64(ends[1])
	n := to - from
	step := int64(1)
	if n < 0 {
		n, step = -n, -1
	}
	if n+1 > maxConstLen {
		return nil, errors.New("range too long for a constant")
	}
	out := rt.NewInteger(int(n + 1))
	for i := range out.V {
		out.V[i] = int32(from + int64(i)*step)
	}
	return out, nil
}

// concat builds c(…) of atomic constants; tags on length-one elements
// give names.
func concat(l *rt.Lang) (rt.Value, error) {
	var elems []rt.Value
	var tags []string
	named := false
	to := rt.NilType
	for _, a := range l.Args {
		v, err := constValue(a.Val, false)
		if err != nil {
			return nil, err
		}
		if rt.IsNull(v) {
			if a.Tag != nil {
				return nil, errors.New("tagged NULL in c()")
			}
			continue
		}
		vec, ok := v.(rt.Vector)
		if !ok || !rt.IsAtomicType(v.Type()) {
			return nil, fmt.Errorf("c() of a %s in a constant", v.Type())
		}
		if vec.Attrs() != nil {
			return nil, errors.New("c() of a value with attributes in a constant")
		}
		if a.Tag != nil {
			if vec.Len() != 1 {
				return nil, errors.New("tags in c() are only for scalars")
			}
			named = true
		}
		to = rt.HigherType(to, v.Type())
		elems = append(elems, v)
		if len(tags)+vec.Len() > maxConstLen {
			return nil, errors.New("vector too long for a constant")
		}
		for k := 0; k < vec.Len(); k++ {
			if a.Tag != nil {
				tags = append(tags, a.Tag.Name)
			} else {
				tags = append(tags, "")
			}
		}
	}
	if len(elems) == 0 {
		return rt.Nil, nil
	}
	out := rt.NewVector(to, len(tags))
	at := 0
	for _, e := range elems {
		cv, err := rt.CoerceVector(e, to, nil)
		if err != nil {
			return nil, err
		}
		n := cv.(rt.Vector).Len()
		copyElems(out, at, cv)
		at += n
	}
	if named {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(tags...))
	}
	return out, nil
}

// copyElems copies the elements of src (of dst's type) into dst at off.
func copyElems(dst rt.Vector, off int, src rt.Value) {
	switch d := dst.(type) {
	case *rt.Logical:
		copy(d.V[off:], src.(*rt.Logical).V)
	case *rt.Integer:
		copy(d.V[off:], src.(*rt.Integer).V)
	case *rt.Double:
		copy(d.V[off:], src.(*rt.Double).V)
	case *rt.Complex:
		copy(d.V[off:], src.(*rt.Complex).V)
	case *rt.Character:
		copy(d.V[off:], src.(*rt.Character).V)
	case *rt.Raw:
		copy(d.V[off:], src.(*rt.Raw).V)
	}
}

// constList builds list(…); tags give names.
func constList(l *rt.Lang) (rt.Value, error) {
	out := rt.NewList(len(l.Args))
	named := false
	names := make([]string, len(l.Args))
	for k, a := range l.Args {
		v, err := constValue(a.Val, true)
		if err != nil {
			return nil, err
		}
		out.V[k] = v
		if a.Tag != nil {
			names[k] = a.Tag.Name
			named = true
		}
	}
	if named {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(names...))
	}
	return out, nil
}

// structure builds structure(x, name = value, …).
func structure(l *rt.Lang) (rt.Value, error) {
	if len(l.Args) == 0 || l.Args[0].Tag != nil {
		return nil, errors.New("structure() needs an untagged first argument")
	}
	base, err := constValue(l.Args[0].Val, true)
	if err != nil {
		return nil, err
	}
	vec, ok := base.(rt.Vector)
	if !ok {
		return nil, fmt.Errorf("structure() of a %s in a constant", base.Type())
	}
	for _, a := range l.Args[1:] {
		if a.Tag == nil || a.Tag == rt.MissingArg {
			return nil, errors.New("structure() attributes need names")
		}
		v, err := constValue(a.Val, true)
		if err != nil {
			return nil, err
		}
		name := a.Tag
		if name.Name == ".Names" {
			name = rt.NamesSym
		}
		rt.SetAttr(vec, name, v)
	}
	return vec, nil
}

// asRaw builds as.raw(…) of integer-valued numbers in 0..255.
func asRaw(e rt.Value) (rt.Value, error) {
	v, err := constValue(e, false)
	if err != nil {
		return nil, err
	}
	var fs []float64
	switch x := v.(type) {
	case *rt.Double:
		fs = x.V
	case *rt.Integer:
		for _, n := range x.V {
			fs = append(fs, float64(n))
		}
	default:
		return nil, errors.New("as.raw() of a non-number in a constant")
	}
	out := rt.NewRaw(len(fs))
	for i, f := range fs {
		if f != math.Trunc(f) || f < 0 || f > 255 {
			return nil, errors.New("as.raw() of a value out of 0..255 in a constant")
		}
		out.V[i] = byte(f)
	}
	return out, nil
}

// emptyVector builds integer(n), numeric(n), … (zero-filled).
func emptyVector(name string, l *rt.Lang) (rt.Value, error) {
	n := 0
	switch len(l.Args) {
	case 0:
	case 1:
		if l.Args[0].Tag != nil {
			return nil, fmt.Errorf("tagged argument of %s()", name)
		}
		v, err := constValue(l.Args[0].Val, false)
		if err != nil {
			return nil, err
		}
		var f float64
		switch x := v.(type) {
		case *rt.Double:
			if len(x.V) != 1 {
				return nil, fmt.Errorf("%s() needs a length", name)
			}
			f = x.V[0]
		case *rt.Integer:
			if len(x.V) != 1 || x.V[0] == rt.NAInt {
				return nil, fmt.Errorf("%s() needs a length", name)
			}
			f = float64(x.V[0])
		default:
			return nil, fmt.Errorf("%s() needs a length", name)
		}
		if f != math.Trunc(f) || f < 0 || f > maxConstLen {
			return nil, fmt.Errorf("bad length in %s()", name)
		}
		n = int(f)
	default:
		return nil, fmt.Errorf("too many arguments to %s()", name)
	}
	t := map[string]rt.Type{
		"integer": rt.IntegerType, "numeric": rt.DoubleType, "double": rt.DoubleType,
		"logical": rt.LogicalType, "character": rt.CharacterType, "complex": rt.ComplexType,
		"raw": rt.RawType,
	}[name]
	return rt.NewVector(t, n), nil
}
