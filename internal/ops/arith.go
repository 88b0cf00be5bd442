package ops

import (
	"math"

	"gorir/internal/rt"
)

// ArithOp is one of R's arithmetic operators.
type ArithOp uint8

// The arithmetic operators. OpAdd and OpSub are also the unary + and -.
const (
	OpAdd  ArithOp = iota // +
	OpSub                 // -
	OpMul                 // *
	OpDiv                 // /
	OpPow                 // ^
	OpMod                 // %%
	OpIDiv                // %/%
)

var arithNames = [...]string{"+", "-", "*", "/", "^", "%%", "%/%"}

// String returns the operator as R spells it.
func (op ArithOp) String() string { return arithNames[op] }

// ArithOpByName returns the operator spelled name ("+", "%/%", …).
func ArithOpByName(name string) (ArithOp, bool) {
	for i, n := range arithNames {
		if n == name {
			return ArithOp(i), true
		}
	}
	return 0, false
}

const (
	msgNonNumeric    = "non-numeric argument to binary operator"
	msgBadUnary      = "invalid argument to unary operator"
	msgIntOverflow   = "NAs produced by integer overflow"
	msgModAccuracy   = "probable complete loss of accuracy in modulus"
	msgComplexOpUnim = "unimplemented complex operation"
)

// Arith applies a binary arithmetic operator elementwise, as R's `+`, `-`,
// `*`, `/`, `^`, `%%` and `%/%` do on unclassed operands: logical and
// integer operands are integers; integer `+ - * %% %/%` stay integer (NA on
// overflow, with a warning), `/` and `^` give doubles; a complex operand
// makes the operation complex. The shorter operand is recycled (with a
// warning when the lengths do not fit), a zero-length operand gives a
// zero-length result, NULL counts as integer(0). The attributes of the
// result follow the rules in attrib.go. Non-numeric operands are an error.
func Arith(op ArithOp, x, y rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	// Fast paths: attribute-free scalars, the operands of every loop.
	switch a := x.(type) {
	case *rt.Double:
		if len(a.V) == 1 && a.Attrs() == nil {
			switch b := y.(type) {
			case *rt.Double:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.DoubleScalar(ArithDouble(op, a.V[0], b.V[0], w)), nil
				}
			case *rt.Integer:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.DoubleScalar(ArithDouble(op, a.V[0], rt.IntegerToDouble(b.V[0]), w)), nil
				}
			}
		}
	case *rt.Integer:
		if len(a.V) == 1 && a.Attrs() == nil {
			switch b := y.(type) {
			case *rt.Double:
				if len(b.V) == 1 && b.Attrs() == nil {
					return rt.DoubleScalar(ArithDouble(op, rt.IntegerToDouble(a.V[0]), b.V[0], w)), nil
				}
			case *rt.Integer:
				if len(b.V) == 1 && b.Attrs() == nil {
					if op == OpDiv || op == OpPow {
						return rt.DoubleScalar(intToRealOp(op, a.V[0], b.V[0])), nil
					}
					r, over := ArithInt(op, a.V[0], b.V[0])
					if over {
						w.Warn(msgIntOverflow)
					}
					return rt.IntScalar(r), nil
				}
			}
		}
	}
	return arithVector(op, x, y, w)
}

// arithKind classifies an arithmetic operand.
type arithKind uint8

const (
	kindBad arithKind = iota
	kindInt           // logical, integer, NULL
	kindReal
	kindCplx
)

// arithOperand classifies v and returns its length.
func arithOperand(v rt.Value) (arithKind, int) {
	switch x := v.(type) {
	case *rt.Logical:
		return kindInt, len(x.V)
	case *rt.Integer:
		return kindInt, len(x.V)
	case *rt.Double:
		return kindReal, len(x.V)
	case *rt.Complex:
		return kindCplx, len(x.V)
	case *rt.Null:
		return kindInt, 0
	}
	if v == nil {
		return kindInt, 0
	}
	return kindBad, 0
}

// arithInts returns the elements of a logical, integer or NULL operand.
func arithInts(v rt.Value) []int32 {
	switch x := v.(type) {
	case *rt.Logical:
		return x.V
	case *rt.Integer:
		return x.V
	}
	return nil
}

// arithReals returns the elements of a numeric operand as doubles (a view
// of a double vector, a converted copy otherwise).
func arithReals(v rt.Value) []float64 {
	if d, ok := v.(*rt.Double); ok {
		return d.V
	}
	ints := arithInts(v)
	out := make([]float64, len(ints))
	for i, e := range ints {
		out[i] = rt.IntegerToDouble(e)
	}
	return out
}

// arithComplexes returns the elements of a numeric operand as complex
// numbers. Integer NA becomes NA in both parts, a double x becomes x+0i.
func arithComplexes(v rt.Value) []complex128 {
	switch x := v.(type) {
	case *rt.Complex:
		return x.V
	case *rt.Double:
		out := make([]complex128, len(x.V))
		for i, e := range x.V {
			out[i] = complex(e, 0)
		}
		return out
	}
	ints := arithInts(v)
	out := make([]complex128, len(ints))
	for i, e := range ints {
		out[i] = rt.IntegerToComplex(e)
	}
	return out
}

// arithVector is the general case of Arith.
func arithVector(op ArithOp, x, y rt.Value, w Warner) (rt.Value, error) {
	kx, nx := arithOperand(x)
	ky, ny := arithOperand(y)
	if kx == kindBad || ky == kindBad {
		return nil, Errorf(msgNonNumeric)
	}
	lay, err := layoutBinary(x, y, nx, ny, true, w)
	if err != nil {
		return nil, err
	}
	n := lay.n
	var res rt.Vector
	switch {
	case kx == kindCplx || ky == kindCplx:
		if op == OpMod || op == OpIDiv {
			return nil, Errorf(msgComplexOpUnim)
		}
		out := rt.NewComplex(n)
		a, b := arithComplexes(x), arithComplexes(y)
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) {
			out.V[i] = ArithComplex(op, a[ia], b[ib])
		})
		res = out
	case kx == kindReal || ky == kindReal:
		out := rt.NewDouble(n)
		realLoop(op, out.V, arithReals(x), arithReals(y), w)
		res = out
	case op == OpDiv || op == OpPow:
		out := rt.NewDouble(n)
		a, b := arithInts(x), arithInts(y)
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) {
			out.V[i] = intToRealOp(op, a[ia], b[ib])
		})
		res = out
	default:
		out := rt.NewInteger(n)
		if intLoop(op, out.V, arithInts(x), arithInts(y)) {
			w.Warn(msgIntOverflow)
		}
		res = out
	}
	if err := lay.finish(res, x, y, true); err != nil {
		return nil, err
	}
	return res, nil
}

// eachRecycled calls f for each of the n result positions with the recycled
// positions in operands of lengths na and nb (both > 0 when n > 0).
func eachRecycled(n, na, nb int, f func(i, ia, ib int)) {
	switch {
	case n == 0:
	case na == nb:
		for i := 0; i < n; i++ {
			f(i, i, i)
		}
	case na == 1:
		for i := 0; i < n; i++ {
			f(i, 0, i)
		}
	case nb == 1:
		for i := 0; i < n; i++ {
			f(i, i, 0)
		}
	default:
		ia, ib := 0, 0
		for i := 0; i < n; i++ {
			f(i, ia, ib)
			if ia++; ia == na {
				ia = 0
			}
			if ib++; ib == nb {
				ib = 0
			}
		}
	}
}

// realLoop fills out with a op b, recycling a and b. The four basic
// operators have their own loops; the others go through ArithDouble.
func realLoop(op ArithOp, out, a, b []float64, w Warner) {
	n := len(out)
	if n == 0 {
		return
	}
	switch op {
	case OpAdd:
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out[i] = nanFix(a[ia]+b[ib], a[ia], b[ib]) })
	case OpSub:
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out[i] = nanFix(a[ia]-b[ib], a[ia], b[ib]) })
	case OpMul:
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out[i] = nanFix(a[ia]*b[ib], a[ia], b[ib]) })
	case OpDiv:
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out[i] = nanFix(a[ia]/b[ib], a[ia], b[ib]) })
	default:
		eachRecycled(n, len(a), len(b), func(i, ia, ib int) { out[i] = ArithDouble(op, a[ia], b[ib], w) })
	}
}

// intLoop fills out with a op b for the integer-valued operators and
// reports whether any element overflowed.
func intLoop(op ArithOp, out, a, b []int32) bool {
	over := false
	eachRecycled(len(out), len(a), len(b), func(i, ia, ib int) {
		r, o := ArithInt(op, a[ia], b[ib])
		out[i] = r
		over = over || o
	})
	return over
}

// nanFix gives a NaN result the payload R's arithmetic gives it on x86:
// that of the first NaN operand, so that NA + NaN is NA and NaN + NA is
// NaN. r is returned as is when it is not NaN.
func nanFix(r, a, b float64) float64 {
	if r == r {
		return r
	}
	if a != a {
		return a
	}
	if b != b {
		return b
	}
	return r
}

// ArithDouble applies op to two doubles as R does, including R's rules for
// `^` (1^y and x^0 are 1, even for NA), `%%` and `%/%`. w receives the
// "probable complete loss of accuracy in modulus" warning.
func ArithDouble(op ArithOp, a, b float64, w Warner) float64 {
	switch op {
	case OpAdd:
		return nanFix(a+b, a, b)
	case OpSub:
		return nanFix(a-b, a, b)
	case OpMul:
		return nanFix(a*b, a, b)
	case OpDiv:
		return nanFix(a/b, a, b)
	case OpPow:
		return Pow(a, b)
	case OpMod:
		return Mod(a, b, w)
	case OpIDiv:
		return IntDiv(a, b)
	}
	panic("ops: bad ArithOp")
}

// intToRealOp is `/` or `^` on two integers: NA operands give NA (except
// that 1^y and x^0 are 1), the result is a double.
func intToRealOp(op ArithOp, a, b int32) float64 {
	if op == OpPow {
		if a == 1 || b == 0 {
			return 1
		}
		if a == rt.NAInt || b == rt.NAInt {
			return rt.NAReal
		}
		return Pow(float64(a), float64(b))
	}
	if a == rt.NAInt || b == rt.NAInt {
		return rt.NAReal
	}
	return float64(a) / float64(b)
}

// ArithInt applies one of the integer-valued operators (+ - * %% %/%) to
// two integers (or logicals) as R does: NA if either is NA, NA for %% and
// %/% by zero, and NA with overflow reported when the result is outside
// the integer range. `/` and `^` are not integer-valued: see ArithDouble.
func ArithInt(op ArithOp, a, b int32) (r int32, overflow bool) {
	if a == rt.NAInt || b == rt.NAInt {
		return rt.NAInt, false
	}
	var s int64
	switch op {
	case OpAdd:
		s = int64(a) + int64(b)
	case OpSub:
		s = int64(a) - int64(b)
	case OpMul:
		s = int64(a) * int64(b)
	case OpMod:
		if b == 0 {
			return rt.NAInt, false
		}
		m := a % b
		if m != 0 && (m < 0) != (b < 0) {
			m += b
		}
		return m, false
	case OpIDiv:
		if b == 0 {
			return rt.NAInt, false
		}
		q := a / b
		if a%b != 0 && (a < 0) != (b < 0) {
			q--
		}
		return q, false
	default:
		panic("ops.ArithInt: not an integer operator: " + op.String())
	}
	if s > math.MaxInt32 || s < -math.MaxInt32 {
		return rt.NAInt, true
	}
	return int32(s), false
}

// dblEpsilon is DBL_EPSILON.
const dblEpsilon = 0x1p-52

// Pow is R's x^y for doubles: 1^y and x^0 are 1 whatever the other operand
// (NA and NaN included); 0^y is 0, Inf or NaN by the sign of y; a negative
// base with a non-integer exponent, or with an infinite one, is NaN; the
// infinities follow the limits.
func Pow(x, y float64) float64 {
	if x == 1 || y == 0 {
		return 1
	}
	if x == 0 {
		switch {
		case y > 0:
			return 0
		case y < 0:
			return math.Inf(1)
		}
		return y // NaN
	}
	xfin, yfin := !math.IsInf(x, 0) && x == x, !math.IsInf(y, 0) && y == y
	if xfin && yfin {
		if y == 2 {
			return x * x
		}
		return math.Pow(x, y)
	}
	if x != x || y != y {
		return nanFix(x+y, x, y)
	}
	if !xfin {
		if x > 0 {
			if y < 0 {
				return 0
			}
			return math.Inf(1)
		}
		// x is -Inf.
		if yfin && y == math.Floor(y) {
			if y < 0 {
				return 0
			}
			if math.Mod(y, 2) != 0 {
				return x
			}
			return -x
		}
	}
	if !yfin && x >= 0 {
		if y > 0 {
			if x >= 1 {
				return math.Inf(1)
			}
			return 0
		}
		if x < 1 {
			return math.Inf(1)
		}
		return 0
	}
	return math.NaN()
}

// Mod is R's x %% y for doubles: the remainder of floored division, so it
// has the sign of y (5 %% -3 is -1); x %% 0 is NaN; a finite x modulo an
// infinite y is x or, with opposite signs, y. When x/y is too large for
// the result to mean anything, w gets R's "probable complete loss of
// accuracy in modulus" warning.
func Mod(x, y float64, w Warner) float64 {
	if x != x || y != y {
		return nanFix(x+y, x, y)
	}
	if y == 0 {
		return math.NaN()
	}
	ax, ay := math.Abs(x), math.Abs(y)
	if ay*dblEpsilon > 1 && !math.IsInf(x, 0) && ax <= ay {
		switch {
		case ax == ay:
			return 0
		case (x < 0 && y > 0) || (y < 0 && x > 0):
			return x + y
		}
		return x
	}
	q := x / y
	if !math.IsInf(q, 0) && q == q && math.Abs(q)*dblEpsilon > 1 && w != nil {
		w.Warn(msgModAccuracy)
	}
	fq := math.Floor(q)
	// x - fq*y with one rounding, as R's extended-precision intermediate.
	tmp := math.FMA(-fq, y, x)
	return math.FMA(-math.Floor(tmp/y), y, tmp)
}

// IntDiv is R's x %/% y for doubles: floor(x/y) computed so that
// x == (x %/% y)*y + x %% y holds as nearly as possible; x %/% 0 is ±Inf
// or NaN; 5 %/% Inf is 0 and -5 %/% Inf is -1.
func IntDiv(x, y float64) float64 {
	q := x / y
	if y == 0 || math.IsInf(q, 0) || q != q || math.Abs(q)*dblEpsilon > 1 {
		return nanFix(q, x, y)
	}
	if math.Abs(q) < 1 {
		if q < 0 || (x < 0 && y > 0) || (x > 0 && y < 0) {
			return -1
		}
		return 0
	}
	fq := math.Floor(q)
	tmp := math.FMA(-fq, y, x)
	return fq + math.Floor(tmp/y)
}

// ArithComplex applies + - * / or ^ to two complex numbers as R does.
// %% and %/% are not defined for complex numbers (see Arith).
func ArithComplex(op ArithOp, a, b complex128) complex128 {
	switch op {
	case OpAdd:
		return a + b
	case OpSub:
		return a - b
	case OpMul:
		return a * b
	case OpDiv:
		return a / b
	case OpPow:
		return ComplexPow(a, b)
	}
	panic("ops.ArithComplex: bad operator " + op.String())
}

// ComplexPow is R's z^w for complex numbers: 0^w is R's real 0^Re(w) when
// w is real and NaN otherwise; an integer exponent up to 65536 in absolute
// value is done by repeated squaring (so 1i^2 is exactly -1+0i); anything
// else is exp(w log z).
func ComplexPow(z, e complex128) complex128 {
	er, ei := real(e), imag(e)
	if z == 0 {
		if ei == 0 {
			return complex(Pow(0, er), 0)
		}
		return complex(math.NaN(), math.NaN())
	}
	if ei == 0 && er == math.Trunc(er) && math.Abs(er) <= 65536 {
		return cpowInt(z, int(er))
	}
	return cmplxPow(z, e)
}

// cpowInt raises z to an integer power by repeated squaring.
func cpowInt(z complex128, k int) complex128 {
	switch {
	case k == 0:
		return 1
	case k == 1:
		return z
	case k < 0:
		return 1 / cpowInt(z, -k)
	}
	r := complex128(1)
	for k > 0 {
		if k&1 != 0 {
			r *= z
		}
		if k == 1 {
			break
		}
		k >>= 1
		z *= z
	}
	return r
}

// cmplxPow is exp(e * log(z)) for z != 0.
func cmplxPow(z, e complex128) complex128 {
	logr := math.Log(cAbs(z))
	theta := math.Atan2(imag(z), real(z))
	er, ei := real(e), imag(e)
	mod := math.Exp(logr*er - theta*ei)
	arg := theta*er + logr*ei
	return complex(mod*math.Cos(arg), mod*math.Sin(arg))
}

// cAbs is the modulus |z|.
func cAbs(z complex128) float64 { return math.Hypot(real(z), imag(z)) }

// Unary applies unary + or - (OpAdd, OpSub) as R does: a logical operand
// becomes integer; the result keeps every attribute of x; unary plus on a
// number returns x itself. Anything but a logical, integer, double or
// complex vector is an error ("invalid argument to unary operator").
func Unary(op ArithOp, x rt.Value, w Warner) (rt.Value, error) {
	if op != OpAdd && op != OpSub {
		return nil, Errorf("invalid unary operator")
	}
	switch v := x.(type) {
	case *rt.Double:
		if op == OpAdd {
			return v, nil
		}
		if len(v.V) == 1 && v.Attrs() == nil {
			return rt.DoubleScalar(-v.V[0]), nil
		}
		out := rt.NewDouble(len(v.V))
		for i, e := range v.V {
			out.V[i] = -e
		}
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	case *rt.Integer:
		if op == OpAdd {
			return v, nil
		}
		return negateInts(v.V, v.Attrs()), nil
	case *rt.Logical:
		if op == OpAdd {
			out := rt.IntegerOf(append([]int32(nil), v.V...)...)
			out.SetAttrs(v.Attrs().Clone())
			return out, nil
		}
		return negateInts(v.V, v.Attrs()), nil
	case *rt.Complex:
		if op == OpAdd {
			return v, nil
		}
		out := rt.NewComplex(len(v.V))
		for i, e := range v.V {
			out.V[i] = -e
		}
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	}
	return nil, Errorf(msgBadUnary)
}

// negateInts returns -xs as a fresh integer vector with a copy of attrs.
func negateInts(xs []int32, attrs *rt.Attrs) *rt.Integer {
	out := rt.NewInteger(len(xs))
	for i, e := range xs {
		if e == rt.NAInt {
			out.V[i] = rt.NAInt
		} else {
			out.V[i] = -e
		}
	}
	out.SetAttrs(attrs.Clone())
	return out
}
