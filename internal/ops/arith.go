package ops

import (
	"math"
	"math/big"
	"math/cmplx"

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
	if (op <= OpDiv) && (len(a) == n || len(a) == 1) && (len(b) == n || len(b) == 1) {
		realLoopBasic(op, out, a, b)
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

// realLoopBasic is realLoop for + - * / when each operand has the result
// length or length one: plain loops the compiler can keep tight.
func realLoopBasic(op ArithOp, out, a, b []float64) {
	n := len(out)
	switch {
	case len(a) == n && len(b) == n:
		a, b = a[:n], b[:n]
		switch op {
		case OpAdd:
			for i := range out {
				out[i] = a[i] + b[i]
			}
		case OpSub:
			for i := range out {
				out[i] = a[i] - b[i]
			}
		case OpMul:
			for i := range out {
				out[i] = a[i] * b[i]
			}
		case OpDiv:
			for i := range out {
				out[i] = a[i] / b[i]
			}
		}
		for i, r := range out {
			if r != r {
				out[i] = nanFix(r, a[i], b[i])
			}
		}
	case len(b) == 1:
		y := b[0]
		a = a[:n]
		switch op {
		case OpAdd:
			for i := range out {
				out[i] = a[i] + y
			}
		case OpSub:
			for i := range out {
				out[i] = a[i] - y
			}
		case OpMul:
			for i := range out {
				out[i] = a[i] * y
			}
		case OpDiv:
			for i := range out {
				out[i] = a[i] / y
			}
		}
		for i, r := range out {
			if r != r {
				out[i] = nanFix(r, a[i], y)
			}
		}
	default: // len(a) == 1
		x := a[0]
		b = b[:n]
		switch op {
		case OpAdd:
			for i := range out {
				out[i] = x + b[i]
			}
		case OpSub:
			for i := range out {
				out[i] = x - b[i]
			}
		case OpMul:
			for i := range out {
				out[i] = x * b[i]
			}
		case OpDiv:
			for i := range out {
				out[i] = x / b[i]
			}
		}
		for i, r := range out {
			if r != r {
				out[i] = nanFix(r, x, b[i])
			}
		}
	}
}

// intLoop fills out with a op b for the integer-valued operators and
// reports whether any element overflowed.
func intLoop(op ArithOp, out, a, b []int32) bool {
	if op == OpAdd || op == OpSub || op == OpMul {
		if over, done := intLoopBasic(op, out, a, b); done {
			return over
		}
	}
	over := false
	eachRecycled(len(out), len(a), len(b), func(i, ia, ib int) {
		r, o := ArithInt(op, a[ia], b[ib])
		out[i] = r
		over = over || o
	})
	return over
}

// intLoopBasic is intLoop for + - * when the operands have the result's
// length or one element (no closure per element); done is false for
// other shapes.
func intLoopBasic(op ArithOp, out, a, b []int32) (over, done bool) {
	n := len(out)
	sa, sb := len(a) == 1 && n != 1, len(b) == 1 && n != 1
	if !(len(a) == n || sa) || !(len(b) == n || sb) {
		return false, false
	}
	for i := range out {
		x, y := a[0], b[0]
		if !sa {
			x = a[i]
		}
		if !sb {
			y = b[i]
		}
		if x == rt.NAInt || y == rt.NAInt {
			out[i] = rt.NAInt
			continue
		}
		var r int64
		switch op {
		case OpAdd:
			r = int64(x) + int64(y)
		case OpSub:
			r = int64(x) - int64(y)
		default:
			r = int64(x) * int64(y)
		}
		if r > math.MaxInt32 || r < -math.MaxInt32 {
			out[i] = rt.NAInt
			over = true
			continue
		}
		out[i] = int32(r)
	}
	return over, true
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
		return powFinite(x, y)
	}
	if x != x || y != y {
		return nanFix(x+y, y, x) // R's NA^NaN is NaN, NaN^NA is NA
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

// inaccurateQuotient reports whether x %% y with quotient q = x/y
// loses accuracy (R warns).
func inaccurateQuotient(q float64) bool {
	return !math.IsInf(q, 0) && q == q && math.Abs(q)*ldEpsilon > 1
}

// ModWarns reports whether Mod(x, y) warns about its accuracy.
func ModWarns(x, y float64) bool {
	if y == 0 || x != x || y != y {
		return false
	}
	if modExact(x, y) {
		return false
	}
	return inaccurateQuotient(x / y)
}

// modExact reports whether x %% y is computed without the quotient: y is
// so large that |x| <= |y| gives the result directly.
func modExact(x, y float64) bool {
	return math.Abs(y)*ldEpsilon > 1 && !math.IsInf(x, 0) && math.Abs(x) <= math.Abs(y)
}

// Mod is R's x %% y for doubles: the remainder of floored division, so it
// has the sign of y (5 %% -3 is -1); x %% 0 is NaN; a finite x modulo an
// infinite y is x or, with opposite signs, y. When x/y is too large for
// the result to mean anything, w gets R's "probable complete loss of
// accuracy in modulus" warning. R computes in x87 extended precision, and
// so does Mod (exactly where that matters; see modExtended).
func Mod(x, y float64, w Warner) float64 {
	if y == 0 {
		return math.NaN()
	}
	if x != x || y != y {
		// x87 arithmetic: of two NaNs the one with the larger payload, NA.
		if rt.IsNA(x) || rt.IsNA(y) {
			return rt.NAReal
		}
		return math.NaN()
	}
	if modExact(x, y) {
		switch {
		case math.Abs(x) == math.Abs(y):
			return 0
		case (x < 0 && y > 0) || (y < 0 && x > 0):
			return x + y
		}
		return x
	}
	q := x / y
	if w != nil && inaccurateQuotient(q) {
		warnContext(w, msgModAccuracy)
	}
	if r, ok := modIntegral(x, y); ok {
		return r
	}
	fq := math.Floor(q)
	if extendedNeeded(x, y, fq) {
		return modExtended(x, y, fq, false)
	}
	// x - fq*y and the correction, each with one rounding: the same as
	// R's extended-precision arithmetic in this range.
	tmp := math.FMA(-fq, y, x)
	return math.FMA(-math.Floor(tmp/y), y, tmp)
}

// modIntegral is x %% y for whole numbers x and y (y not 0) below 2^53
// in magnitude, where R's extended-precision computation is exact: the
// remainder with the sign of y (and 0 as +0). ok is false for other
// operands.
func modIntegral(x, y float64) (float64, bool) {
	const big = 1 << 53
	if x != math.Trunc(x) || y != math.Trunc(y) || math.Abs(x) >= big || math.Abs(y) >= big {
		return 0, false
	}
	r := float64(int64(x) % int64(y))
	switch {
	case r == 0:
		return 0, true
	case (r < 0) != (y < 0):
		r += y
	}
	return r, true
}

// ldEpsilon is the machine epsilon of x87 extended precision, which R
// uses in its %% accuracy checks.
const ldEpsilon = 0x1p-63

// extendedNeeded reports whether x - fq*y and what follows can come out
// differently in extended precision than with fused double operations:
// when fq*y does not fit in 64 bits, and when x and y have opposite signs
// with |x| < |y| and x + y is not exact.
func extendedNeeded(x, y, fq float64) bool {
	if math.Abs(fq) >= 2048 || math.IsInf(fq, 0) {
		return true
	}
	if fq == -1 {
		s := x + y
		bb := s - x
		return (x-(s-bb))+(y-bb) != 0
	}
	return false
}

// ext returns x as a 64-bit-mantissa float, an x87 long double.
func ext(x float64) *big.Float { return new(big.Float).SetPrec(64).SetFloat64(x) }

// modExtended computes R's x %% y (or, with idiv, x %/% y) in x87
// extended precision, emulated with 64-bit big.Floats: tmp = x - fq*y,
// then tmp - floor(tmp/y)*y (or fq + floor(tmp/y)).
func modExtended(x, y, fq float64, idiv bool) float64 {
	if math.IsInf(fq, 0) || fq != fq {
		return math.NaN()
	}
	ly := ext(y)
	p := new(big.Float).SetPrec(64).Mul(ext(fq), ly)
	tmp := new(big.Float).SetPrec(64).Sub(ext(x), p)
	r := new(big.Float).SetPrec(64).Quo(tmp, ly)
	k, _ := r.Int(nil) // truncated toward zero
	kf := new(big.Float).SetPrec(64).SetInt(k)
	if r.Sign() < 0 && kf.Cmp(r) != 0 {
		kf.Sub(kf, big.NewFloat(1))
	}
	var res *big.Float
	if idiv {
		res = new(big.Float).SetPrec(64).Add(ext(fq), kf)
	} else {
		res = new(big.Float).SetPrec(64).Sub(tmp, new(big.Float).SetPrec(64).Mul(kf, ly))
	}
	f, _ := res.Float64()
	return f
}

// IntDiv is R's x %/% y for doubles: floor(x/y) computed so that
// x == (x %/% y)*y + x %% y holds as nearly as possible; x %/% 0 is ±Inf
// or NaN; 5 %/% Inf is 0 and -5 %/% Inf is -1.
func IntDiv(x, y float64) float64 {
	q := x / y
	if y == 0 || math.IsInf(q, 0) || q != q || math.Abs(q)*ldEpsilon > 1 {
		return nanFix(q, x, y)
	}
	if math.Abs(q) < 1 {
		if q < 0 || (x < 0 && y > 0) || (x > 0 && y < 0) {
			return -1
		}
		return 0
	}
	fq := math.Floor(q)
	if extendedNeeded(x, y, fq) {
		return modExtended(x, y, fq, true)
	}
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
	if cmplx.IsNaN(z) || cmplx.IsNaN(e) {
		return complex(math.NaN(), math.NaN())
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
// becomes integer and keeps only its names, dim and dimnames; a number
// keeps every attribute (unary plus returns it unchanged). Anything but a logical, integer, double or
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
		// A logical operand keeps only names, dim and dimnames.
		var out *rt.Integer
		if op == OpAdd {
			out = rt.IntegerOf(append([]int32(nil), v.V...)...)
		} else {
			out = negateInts(v.V, nil)
		}
		keepStructAttrs(v, out)
		return out, nil
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

// ---------------------------------------------------------------------------
// Accurate powers.
//
// R's x^y is the C library's pow(), which glibc computes to within about
// half an ulp: very nearly always the correctly rounded result. Go's
// math.Pow is often a few ulps away, which shows in printed output and in
// comparisons (10^-308 printed 9.99999999999999e-309). powFinite therefore
// evaluates x^y in double-double arithmetic (about 100 bits) and rounds
// once.

// ddouble is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type ddouble struct{ hi, lo float64 }

func ddTwoSum(a, b float64) ddouble {
	s := a + b
	bb := s - a
	return ddouble{s, (a - (s - bb)) + (b - bb)}
}

func ddQuickSum(a, b float64) ddouble {
	s := a + b
	return ddouble{s, b - (s - a)}
}

func ddTwoProd(a, b float64) ddouble {
	p := a * b
	return ddouble{p, math.FMA(a, b, -p)}
}

func ddAdd(a, b ddouble) ddouble {
	s := ddTwoSum(a.hi, b.hi)
	t := ddTwoSum(a.lo, b.lo)
	s.lo += t.hi
	s = ddQuickSum(s.hi, s.lo)
	s.lo += t.lo
	return ddQuickSum(s.hi, s.lo)
}

func ddMul(a, b ddouble) ddouble {
	p := ddTwoProd(a.hi, b.hi)
	p.lo += a.hi*b.lo + a.lo*b.hi
	return ddQuickSum(p.hi, p.lo)
}

func ddMulF(a ddouble, b float64) ddouble {
	p := ddTwoProd(a.hi, b)
	p.lo += a.lo * b
	return ddQuickSum(p.hi, p.lo)
}

func ddDivF(a ddouble, b float64) ddouble {
	q1 := a.hi / b
	p := ddTwoProd(q1, b)
	r := ddAdd(a, ddouble{-p.hi, -p.lo})
	return ddQuickSum(q1, r.hi/b)
}

// ddLn2 is log(2) to double-double precision.
var ddLn2 = ddouble{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}

// ddExp2Tab[j] is 2^(j/256) to double-double precision.
var ddExp2Tab [256]ddouble

func init() {
	// Compute the table with a slow but accurate series: e^t for
	// t = j/256·log 2, as (1+E)^(2^10) with E = e^(t/2^10) - 1.
	var invFact [12]ddouble
	f := ddouble{1, 0}
	for n := 1; n < len(invFact); n++ {
		f = ddDivF(f, float64(n))
		invFact[n] = f
	}
	for j := range ddExp2Tab {
		t := ddMulF(ddLn2, float64(j)/256)
		s := ddouble{math.Ldexp(t.hi, -10), math.Ldexp(t.lo, -10)}
		e := invFact[11]
		for n := 10; n >= 1; n-- {
			e = ddAdd(ddMul(e, s), invFact[n])
		}
		e = ddMul(e, s)
		for i := 0; i < 10; i++ {
			e = ddAdd(ddouble{2 * e.hi, 2 * e.lo}, ddMul(e, e))
		}
		ddExp2Tab[j] = ddAdd(ddouble{1, 0}, e)
	}
}

// ddExp returns m and k with e^a = m·2^k (m about 1).
func ddExp(a ddouble) (ddouble, int) {
	kf := math.Round(a.hi * (256 / math.Ln2))
	r := ddAdd(a, ddMulF(ddouble{-ddLn2.hi / 256, -ddLn2.lo / 256}, kf))
	k := int(kf)
	s := r.hi
	// e^r - 1 = r + r²/2 + t, |r| <= log(2)/512.
	t := s * s * s * (1.0/6 + s*(1.0/24+s*(1.0/120+s*(1.0/720))))
	sq := ddMul(r, r)
	e := ddAdd(r, ddAdd(ddouble{sq.hi / 2, sq.lo / 2}, ddouble{t, 0}))
	tab := ddExp2Tab[k&255]
	return ddAdd(tab, ddMul(tab, e)), k >> 8
}

// ddLog returns log(x) for finite x > 0: math.Log refined by one Newton
// step.
func ddLog(x float64) ddouble {
	scale := 0
	if x < 0x1p-1000 {
		x *= 0x1p200
		scale = -200
	}
	y0 := math.Log(x)
	m, k := ddExp(ddouble{-y0, 0})
	t := ddMulF(m, math.Ldexp(x, k)) // x·e^-y0 = 1 + c
	c := ddAdd(t, ddouble{-1, 0})
	r := ddAdd(ddouble{y0, 0}, ddAdd(c, ddouble{-0.5 * c.hi * c.hi, 0}))
	if scale != 0 {
		r = ddAdd(r, ddMulF(ddLn2, float64(scale)))
	}
	return r
}

// powFinite is x^y for finite non-zero x and finite y, correctly rounded
// but in rare near-halfway cases.
func powFinite(x, y float64) float64 {
	if y == math.Trunc(y) && math.Abs(y) < 1<<53 {
		return powInt(x, int64(y))
	}
	if x < 0 {
		return math.NaN()
	}
	if y == 0.5 {
		return math.Sqrt(x)
	}
	t := ddMulF(ddLog(x), y)
	if t.hi > 710 {
		return math.Inf(1)
	}
	if t.hi < -746 {
		return 0
	}
	m, k := ddExp(t)
	return math.Ldexp(m.hi, k)
}

// powInt is x^n by repeated squaring in double-double, with the binary
// exponent kept apart so that intermediate results cannot overflow.
func powInt(x float64, n int64) float64 {
	neg := n < 0
	if neg {
		n = -n
	}
	fx, ex := math.Frexp(x)
	b, be := ddouble{fx, 0}, int64(ex)
	r, re := ddouble{1, 0}, int64(0)
	for {
		if n&1 != 0 {
			r = ddMul(r, b)
			re += be
			f, e := math.Frexp(r.hi)
			r = ddouble{f, math.Ldexp(r.lo, -e)}
			re += int64(e)
		}
		n >>= 1
		if n == 0 {
			break
		}
		b = ddMul(b, b)
		f, e := math.Frexp(b.hi)
		b = ddouble{f, math.Ldexp(b.lo, -e)}
		be = 2*be + int64(e)
		if be > 1<<40 || be < -(1<<40) {
			// Certain overflow or underflow; keep the exponent bounded.
			be = max(min(be, 1<<40), -(1 << 40))
		}
	}
	if neg {
		q1 := 1 / r.hi
		p := ddMulF(r, q1)
		rem := ddAdd(ddouble{1, 0}, ddouble{-p.hi, -p.lo})
		r = ddQuickSum(q1, rem.hi/r.hi)
		re = -re
	}
	switch {
	case re > 2000:
		return math.Copysign(math.Inf(1), r.hi)
	case re < -2000:
		return math.Copysign(0, r.hi)
	}
	return math.Ldexp(r.hi, int(re))
}
