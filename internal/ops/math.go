package ops

import (
	"math"
	"math/cmplx"
	"strconv"
	"strings"

	"gorir/internal/rt"
)

// MathFn is a function of R's Math group (plus the cumulative functions).
type MathFn uint8

// The Math group functions.
const (
	MathAbs MathFn = iota
	MathSqrt
	MathExp
	MathExpm1
	MathLog
	MathLog2
	MathLog10
	MathLog1p
	MathSin
	MathCos
	MathTan
	MathAsin
	MathAcos
	MathAtan
	MathSinh
	MathCosh
	MathTanh
	MathAsinh
	MathAcosh
	MathAtanh
	MathSinpi
	MathCospi
	MathTanpi
	MathFloor
	MathCeiling
	MathTrunc
	MathSign
	MathGamma
	MathLgamma
	MathDigamma
	MathTrigamma
	MathCumsum
	MathCumprod
	MathCummax
	MathCummin
	numMathFns
)

var mathNames = [numMathFns]string{
	"abs", "sqrt", "exp", "expm1", "log", "log2", "log10", "log1p",
	"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
	"asinh", "acosh", "atanh", "sinpi", "cospi", "tanpi",
	"floor", "ceiling", "trunc", "sign", "gamma", "lgamma", "digamma", "trigamma",
	"cumsum", "cumprod", "cummax", "cummin",
}

// String returns the R name of the function.
func (f MathFn) String() string { return mathNames[f] }

// MathFnByName returns the function with R name name.
func MathFnByName(name string) (MathFn, bool) {
	for i, n := range mathNames {
		if n == name {
			return MathFn(i), true
		}
	}
	return 0, false
}

const (
	msgNonNumericMath = "non-numeric argument to mathematical function"
	msgNaNs           = "NaNs produced"
	msgComplexFnUnim  = "unimplemented complex function"
)

// realFns are the double versions of the element functions.
// MathReal is fn on one double (not defined for the cumulative
// functions): the kernel Math1 applies to each element.
func MathReal(fn MathFn) func(float64) float64 { return realFns[fn] }

var realFns = [...]func(float64) float64{
	MathAbs:      math.Abs,
	MathSqrt:     math.Sqrt,
	MathExp:      Exp,
	MathExpm1:    math.Expm1,
	MathLog:      Log,
	MathLog2:     Log2,
	MathLog10:    Log10,
	MathLog1p:    math.Log1p,
	MathSin:      math.Sin,
	MathCos:      math.Cos,
	MathTan:      math.Tan,
	MathAsin:     math.Asin,
	MathAcos:     math.Acos,
	MathAtan:     math.Atan,
	MathSinh:     math.Sinh,
	MathCosh:     math.Cosh,
	MathTanh:     math.Tanh,
	MathAsinh:    math.Asinh,
	MathAcosh:    math.Acosh,
	MathAtanh:    math.Atanh,
	MathSinpi:    Sinpi,
	MathCospi:    Cospi,
	MathTanpi:    Tanpi,
	MathFloor:    math.Floor,
	MathCeiling:  math.Ceil,
	MathTrunc:    math.Trunc,
	MathSign:     mathSign,
	MathGamma:    Gamma,
	MathLgamma:   Lgamma,
	MathDigamma:  Digamma,
	MathTrigamma: Trigamma,
}

// complexFns are the complex versions, for the functions that have one.
var complexFns = map[MathFn]func(complex128) complex128{
	MathSqrt:  cmplx.Sqrt,
	MathExp:   cmplx.Exp,
	MathLog:   cmplx.Log,
	MathLog2:  func(z complex128) complex128 { return cmplx.Log(z) / math.Ln2 },
	MathLog10: func(z complex128) complex128 { return cmplx.Log(z) / math.Ln10 },
	MathSin:   cmplx.Sin,
	MathCos:   cmplx.Cos,
	MathTan:   cmplx.Tan,
	MathAsin:  cmplx.Asin,
	MathAcos:  cmplx.Acos,
	MathAtan:  complexAtan,
	MathSinh:  cmplx.Sinh,
	MathCosh:  cmplx.Cosh,
	MathTanh:  cmplx.Tanh,
	MathAsinh: cmplx.Asinh,
	MathAcosh: cmplx.Acosh,
	MathAtanh: cmplx.Atanh,
}

// complexAtan is atan for complex numbers; on the imaginary axis beyond
// ±i it follows R (atan(1i) is 0+Inf i).
func complexAtan(z complex128) complex128 {
	if real(z) == 0 && math.Abs(imag(z)) > 1 {
		y := imag(z)
		rr := math.Pi / 2
		if y <= 0 {
			rr = -rr
		}
		ri := 0.25 * math.Log(((1+y)*(1+y))/((1-y)*(1-y)))
		return complex(rr, ri)
	}
	if z == 1i {
		return complex(0, math.Inf(1))
	}
	if z == -1i {
		return complex(0, math.Inf(-1))
	}
	return cmplx.Atan(z)
}

// Math1 applies a Math group function elementwise as R does: the result
// keeps all attributes of x; integer and logical input gives a double
// result, except for abs, which keeps integers; complex input is allowed
// for the functions that have a complex version ("unimplemented complex
// function" otherwise); a NaN produced from a non-NaN argument raises the
// warning "NaNs produced". cumsum, cumprod, cummax and cummin are
// delegated to Cumulative. Non-numeric input is an error.
func Math1(fn MathFn, x rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if fn >= MathCumsum {
		return Cumulative(fn, x, w)
	}
	switch v := x.(type) {
	case *rt.Double:
		f := realFns[fn]
		if len(v.V) == 1 && v.Attrs() == nil {
			a := v.V[0]
			r := f(a)
			if r != r && a == a {
				w.Warn(msgNaNs)
			}
			return rt.DoubleScalar(r), nil
		}
		out := rt.NewDouble(len(v.V))
		mapReals(f, out.V, v.V, w)
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	case *rt.Integer, *rt.Logical:
		ints := arithInts(x)
		if fn == MathAbs {
			out := rt.NewInteger(len(ints))
			for i, e := range ints {
				if e < 0 && e != rt.NAInt {
					e = -e
				}
				out.V[i] = e
			}
			out.SetAttrs(opAttrs(x).Clone())
			return out, nil
		}
		out := rt.NewDouble(len(ints))
		mapReals(realFns[fn], out.V, arithReals(x), w)
		out.SetAttrs(opAttrs(x).Clone())
		return out, nil
	case *rt.Complex:
		if fn == MathAbs {
			out := rt.NewDouble(len(v.V))
			for i, z := range v.V {
				if rt.IsNA(real(z)) || rt.IsNA(imag(z)) {
					out.V[i] = rt.NAReal
				} else {
					out.V[i] = cAbs(z)
				}
			}
			out.SetAttrs(v.Attrs().Clone())
			return out, nil
		}
		f, ok := complexFns[fn]
		if !ok {
			return nil, Errorf(msgComplexFnUnim)
		}
		out := rt.NewComplex(len(v.V))
		for i, z := range v.V {
			switch {
			case (fn == MathLog2 || fn == MathLog10) && cmplx.IsNaN(z):
				out.V[i] = complex(math.NaN(), math.NaN())
			case rt.IsNA(real(z)) || rt.IsNA(imag(z)):
				out.V[i] = rt.NAComplex
			default:
				out.V[i] = f(z)
			}
		}
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	}
	return nil, Errorf(msgNonNumericMath)
}

// mapReals sets out[i] = f(xs[i]), warning once when a NaN appears.
func mapReals(f func(float64) float64, out, xs []float64, w Warner) {
	nan := false
	for i, a := range xs {
		r := f(a)
		if r != r {
			if a == a {
				nan = true
			} else {
				r = a // keep NA as NA
			}
		}
		out[i] = r
	}
	if nan {
		w.Warn(msgNaNs)
	}
}

func mathSign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return x // 0, -0, NA, NaN
}

// Cospi is cos(pi*x), exact at multiples of 1/2.
func Cospi(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 0) {
		return math.NaN()
	}
	x = math.Mod(math.Abs(x), 2)
	switch {
	case math.Mod(x, 1) == 0.5:
		return 0
	case x == 1:
		return -1
	case x == 0:
		return 1
	}
	return math.Cos(math.Pi * x)
}

// Sinpi is sin(pi*x), exact at multiples of 1/2.
func Sinpi(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 0) {
		return math.NaN()
	}
	x = math.Mod(x, 2)
	if x <= -1 {
		x += 2
	} else if x > 1 {
		x -= 2
	}
	switch x {
	case 0, 1:
		return 0
	case 0.5:
		return 1
	case -0.5:
		return -1
	}
	return math.Sin(math.Pi * x)
}

// Tanpi is tan(pi*x), exact at multiples of 1/4; NaN at odd multiples of
// 1/2.
func Tanpi(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 0) {
		return math.NaN()
	}
	x = math.Mod(x, 1)
	if x <= -0.5 {
		x++
	} else if x > 0.5 {
		x--
	}
	switch x {
	case 0:
		return 0
	case 0.5:
		return math.NaN()
	case 0.25:
		return 1
	case -0.25:
		return -1
	}
	return math.Tan(math.Pi * x)
}

// Gamma is R's gamma(): NaN at zero and the negative integers.
func Gamma(x float64) float64 {
	if x != x {
		return x
	}
	if x == 0 || (x < 0 && x == math.Floor(x)) {
		return math.NaN()
	}
	if x == math.Floor(x) && x <= 23 {
		// Exact factorials where they are representable.
		return exactFactorial(int(x) - 1)
	}
	return math.Gamma(x)
}

// exactFactorial returns n! for n <= 22, where the products are exact.
func exactFactorial(n int) float64 {
	f := 1.0
	for i := 2; i <= n; i++ {
		f *= float64(i)
	}
	return f
}

// Lgamma is R's lgamma(): log|Γ(x)|, +Inf at zero and the negative
// integers.
func Lgamma(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, -1) {
		return math.Inf(1)
	}
	r, _ := math.Lgamma(x)
	return r
}

// Digamma is ψ(x), the derivative of lgamma: NaN at zero, the negative
// integers and -Inf.
func Digamma(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 1) {
		return x
	}
	if math.IsInf(x, -1) || (x <= 0 && x == math.Floor(x)) {
		return math.NaN()
	}
	acc := ddouble{}
	if x < 0 {
		// Reflection: ψ(x) = ψ(1-x) - π·cot(πx).
		acc = ddouble{-math.Pi * Cospi(x) / Sinpi(x), 0}
		x = 1 - x
	}
	// ψ(x) = ψ(x+n) - Σ 1/(x+k), summed in double-double.
	for x < 12 {
		acc = ddAdd(acc, ddDivF(ddouble{-1, 0}, x))
		x++
	}
	f := 1 / (x * x)
	t := f * (-1.0/12 + f*(1.0/120+f*(-1.0/252+f*(1.0/240+f*(-1.0/132+f*(691.0/32760+f*(-1.0/12)))))))
	acc = ddAdd(acc, ddLog(x))
	acc = ddAdd(acc, ddouble{-0.5/x + t, 0})
	return acc.hi
}

// Trigamma is ψ'(x): +Inf at zero, the negative integers and -Inf.
func Trigamma(x float64) float64 {
	if x != x {
		return x
	}
	if math.IsInf(x, 1) {
		return 0
	}
	if x <= 0 && x == math.Floor(x) {
		return math.Inf(1)
	}
	if x < 0 {
		// Reflection: ψ'(x) = π²/sin²(πx) - ψ'(1-x).
		s := Sinpi(x)
		return math.Pi*math.Pi/(s*s) - Trigamma(1-x)
	}
	acc := ddouble{}
	for x < 12 {
		acc = ddAdd(acc, ddDivF(ddDivF(ddouble{1, 0}, x), x))
		x++
	}
	f := 1 / (x * x)
	t := f/2 + f/x*(1.0/6+f*(-1.0/30+f*(1.0/42+f*(-1.0/30+f*(5.0/66+f*(-691.0/2730+f*(7.0/6)))))))
	acc = ddAdd(acc, ddDivF(ddouble{1, 0}, x))
	acc = ddAdd(acc, ddouble{t, 0})
	return acc.hi
}

// Cumulative implements cumsum, cumprod, cummax and cummin as R does: the
// result keeps only the names of x. Logical and integer input gives an
// integer result for cumsum, cummax and cummin (cumsum stops with NA and
// the warning "integer overflow in 'cumsum'; use 'cumsum(as.numeric(.))'"
// on overflow); everything after an NA is NA. Complex input works for
// cumsum and cumprod only; other input is converted to double (strings
// with the usual coercion warnings).
func Cumulative(fn MathFn, x rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	var out rt.Vector
	switch v := x.(type) {
	case *rt.Complex:
		if fn == MathCummax || fn == MathCummin {
			return nil, Errorf("'%s' not defined for complex numbers", fn)
		}
		o := rt.NewComplex(len(v.V))
		acc := complex128(0)
		if fn == MathCumprod {
			acc = 1
		}
		for i, z := range v.V {
			if fn == MathCumsum {
				acc += z
			} else {
				acc *= z
			}
			o.V[i] = acc
		}
		out = o
	case *rt.Integer, *rt.Logical:
		if fn == MathCumprod {
			o := rt.NewDouble(opLen(x))
			cumReal(fn, o.V, arithReals(x))
			out = o
			break
		}
		ints := arithInts(x)
		o := rt.NewInteger(len(ints))
		cumInt(fn, o.V, ints, w)
		out = o
	default:
		if rt.IsNull(x) {
			return rt.NewDouble(0), nil
		}
		c, err := rt.CoerceVector(x, rt.DoubleType, w.Warn)
		if err != nil {
			return nil, Errorf("%s", err.Error())
		}
		d := c.(*rt.Double)
		o := rt.NewDouble(len(d.V))
		cumReal(fn, o.V, d.V)
		out = o
	}
	if nm := rt.Names(x); nm != nil {
		rt.MarkShared(nm)
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

// cumInt is the integer cumsum, cummax and cummin.
func cumInt(fn MathFn, out, xs []int32, w Warner) {
	for i := range out {
		out[i] = rt.NAInt
	}
	var acc int64
	switch fn {
	case MathCummax:
		acc = math.MinInt64
	case MathCummin:
		acc = math.MaxInt64
	}
	for i, e := range xs {
		if e == rt.NAInt {
			return
		}
		switch fn {
		case MathCumsum:
			acc += int64(e)
			if acc > math.MaxInt32 || acc < -math.MaxInt32 {
				w.Warn("integer overflow in 'cumsum'; use 'cumsum(as.numeric(.))'")
				return
			}
		case MathCummax:
			acc = max(acc, int64(e))
		case MathCummin:
			acc = min(acc, int64(e))
		}
		out[i] = int32(acc)
	}
}

// cumReal is the double cumsum, cumprod, cummax and cummin. Sums and
// products carry an error term, standing in for the extended precision R
// accumulates in.
func cumReal(fn MathFn, out, xs []float64) {
	switch fn {
	case MathCumsum:
		s, c := 0.0, 0.0
		for i, x := range xs {
			t := nanFix(s+x, s, x)
			if math.IsInf(t, 0) || t != t {
				c = 0
			} else if math.Abs(s) >= math.Abs(x) {
				c += (s - t) + x
			} else {
				c += (x - t) + s
			}
			s = t
			if c != 0 {
				out[i] = s + c
			} else {
				out[i] = s
			}
		}
	case MathCumprod:
		p, c := 1.0, 0.0 // the product is p + c
		for i, x := range xs {
			hi := nanFix(p*x, p, x)
			if math.IsInf(hi, 0) || hi != hi || hi == 0 {
				c = 0
			} else {
				lo := math.FMA(p, x, -hi)
				c = lo + c*x
			}
			p = hi
			out[i] = p + c
			if c == 0 {
				out[i] = p
			}
		}
	case MathCummax, MathCummin:
		m := math.Inf(-1)
		if fn == MathCummin {
			m = math.Inf(1)
		}
		for i, x := range xs {
			switch {
			case x != x || m != m:
				m = nanFix(m+x, m, x)
			case fn == MathCummax && x > m, fn == MathCummin && x < m:
				m = x
			}
			out[i] = m
		}
	}
}

// ---------------------------------------------------------------------------
// Two-argument functions: round, signif, atan2, log with a base.

// powDi is x^n by repeated squaring, as R computes powers of ten for
// rounding (exact up to 10^22).
func powDi(x float64, n int) float64 {
	p := 1.0
	if x != x {
		return x
	}
	if n == 0 {
		return 1
	}
	neg := n < 0
	if neg {
		n = -n
	}
	for {
		if n&1 != 0 {
			p *= x
		}
		n >>= 1
		if n == 0 {
			break
		}
		x *= x
	}
	if neg {
		return 1 / p
	}
	return p
}

// RoundDigits rounds x to digits decimal places as R 4's round(x, digits)
// does: of the two candidates on either side of x at that many decimals,
// the closer one (as doubles), the even one on a tie; digits 0 rounds half
// to even; digits is itself rounded; negative digits round to tens,
// hundreds, …; rounding that cannot change x (more digits than a double
// holds) returns x.
func RoundDigits(x, digits float64) float64 {
	if x != x || digits != digits {
		return nanFix(x+digits, digits, x)
	}
	const maxDigits = 308
	if math.IsInf(x, 0) || digits > maxDigits+15 || x == 0 {
		return x
	}
	if digits < -maxDigits {
		return 0
	}
	if digits == 0 {
		return math.RoundToEven(x)
	}
	dig := int(math.Floor(digits + 0.5))
	sgn := 1.0
	if x < 0 {
		sgn, x = -1, -x
	}
	if math.Log10(2)*(0.5+math.Logb(x))+float64(dig) > 15 {
		return sgn * x
	}
	var i10, xd, xu float64
	if dig <= maxDigits {
		p10 := powDi(10, dig)
		x10 := p10 * x
		i10 = math.Floor(x10)
		xd = i10 / p10
		xu = math.Ceil(x10) / p10
	} else {
		p10 := powDi(10, dig-maxDigits)
		pmax := powDi(10, maxDigits)
		x10 := (pmax * x) * p10
		i10 = math.Floor(x10)
		xd = i10 / pmax / p10
		xu = math.Ceil(x10) / pmax / p10
	}
	du, dd := xu-x, x-xd
	if du < dd || (du == dd && math.Mod(i10, 2) == 1) {
		return sgn * xu
	}
	return sgn * xd
}

// SignifDigits rounds x to digits significant digits as R's signif() does
// (digits below 1 count as 1; above 22 leave x alone).
func SignifDigits(x, digits float64) float64 {
	if x != x || digits != digits {
		return nanFix(x+digits, digits, x)
	}
	if math.IsInf(x, 0) {
		return x
	}
	if math.IsInf(digits, 0) {
		if digits > 0 {
			return x
		}
		digits = 1
	}
	if x == 0 {
		return x
	}
	dig := int(math.Round(digits))
	if dig > 22 {
		return x
	}
	if dig < 1 {
		dig = 1
	}
	sgn := 1.0
	if x < 0 {
		sgn, x = -1, -x
	}
	const max10e = 308
	l10 := math.Log10(x)
	e10 := dig - 1 - int(math.Floor(l10))
	if math.Abs(l10) < max10e-2 {
		p10 := 1.0
		if e10 > max10e {
			p10 = powDi(10, e10-max10e)
			e10 = max10e
		}
		if e10 > 0 {
			pow10 := powDi(10, e10)
			return sgn * (math.RoundToEven((x*pow10)*p10) / pow10) / p10
		}
		pow10 := powDi(10, -e10)
		return sgn * (math.RoundToEven(x/pow10) * pow10)
	}
	// Near the ends of the double range, where scaling by 10^e10 would
	// overflow or lose precision, R rounds the leading digits, except that
	// at the top of the range it truncates them.
	digs := strconv.FormatFloat(x, 'e', 25, 64) // d.ddd…e±XX
	if max10e-l10 >= powDi(10, -dig) {
		digs = strconv.FormatFloat(x, 'e', dig-1, 64)
	} else {
		e := strings.IndexByte(digs, 'e')
		mant := digs[:e]
		if dig == 1 {
			mant = mant[:1]
		} else {
			mant = mant[:dig+1]
		}
		digs = mant + digs[e:]
	}
	r, _ := strconv.ParseFloat(digs, 64)
	return sgn * r
}

// signifComplex rounds both parts of z to the same number of decimal
// places: digits significant digits of the larger finite part.
func signifComplex(z complex128, digits float64) complex128 {
	m := 0.0
	if a := math.Abs(real(z)); !math.IsInf(a, 0) && a == a {
		m = a
	}
	if a := math.Abs(imag(z)); !math.IsInf(a, 0) && a == a && a > m {
		m = a
	}
	if m == 0 || digits != digits {
		return z
	}
	if math.IsInf(digits, 0) {
		if digits > 0 {
			return z
		}
		digits = 1
	}
	dig := int(math.Floor(digits + 0.5))
	if dig > 22 {
		return z
	}
	if dig < 1 {
		dig = 1
	}
	dig = dig - int(math.Floor(math.Log10(m))) - 1
	if dig > 306 {
		const p = 1e4
		return complex(RoundDigits(p*real(z), float64(dig-4))/p, RoundDigits(p*imag(z), float64(dig-4))/p)
	}
	return complex(RoundDigits(real(z), float64(dig)), RoundDigits(imag(z), float64(dig)))
}

// math2 is R's two-argument elementwise scheme (round, signif, atan2, log
// with a base): both arguments numeric, recycled without a warning, the
// result keeping all attributes of the first argument when it has the
// result length, else those of the second.
func math2(x, y rt.Value, f func(a, b float64) float64, w Warner) (rt.Value, error) {
	kx, nx := arithOperand(x)
	ky, ny := arithOperand(y)
	if kx == kindBad || ky == kindBad || rt.IsNull(x) || rt.IsNull(y) {
		return nil, Errorf(msgNonNumericMath)
	}
	n := recycledLen(nx, ny)
	out := rt.NewDouble(n)
	a, b := arithReals(x), arithReals(y)
	nan := false
	eachRecycled(n, nx, ny, func(i, ia, ib int) {
		ai, bi := a[ia], b[ib]
		switch {
		case rt.IsNA(ai) || rt.IsNA(bi):
			out.V[i] = rt.NAReal
		case ai != ai || bi != bi:
			out.V[i] = math.NaN()
		default:
			r := f(ai, bi)
			if r != r {
				nan = true
			}
			out.V[i] = r
		}
	})
	if nan {
		w.Warn(msgNaNs)
	}
	math2Attrs(out, x, y, n, nx, ny)
	return out, nil
}

func math2Attrs(out rt.Attributed, x, y rt.Value, n, nx, ny int) {
	switch {
	case n == nx:
		out.SetAttrs(opAttrs(x).Clone())
	case n == ny:
		out.SetAttrs(opAttrs(y).Clone())
	}
}

// complexMath2 is math2 for a complex first argument and a real second.
func complexMath2(x, y rt.Value, f func(z complex128, d float64) complex128) (rt.Value, error) {
	_, nx := arithOperand(x)
	ky, ny := arithOperand(y)
	if ky == kindBad || ky == kindCplx || rt.IsNull(y) {
		return nil, Errorf(msgNonNumericMath)
	}
	n := recycledLen(nx, ny)
	out := rt.NewComplex(n)
	a, b := arithComplexes(x), arithReals(y)
	eachRecycled(n, nx, ny, func(i, ia, ib int) { out.V[i] = f(a[ia], b[ib]) })
	math2Attrs(out, x, y, n, nx, ny)
	return out, nil
}

// Round is R's round(x, digits) (pass DoubleScalar(0) for the default):
// see RoundDigits; a complex x has both parts rounded.
func Round(x, digits rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if d, ok := x.(*rt.Double); ok && len(d.V) == 1 && d.Attrs() == nil {
		if g, ok := digits.(*rt.Double); ok && len(g.V) == 1 {
			return rt.DoubleScalar(RoundDigits(d.V[0], g.V[0])), nil
		}
	}
	if x.Type() == rt.ComplexType {
		return complexMath2(x, digits, func(z complex128, d float64) complex128 {
			return complex(RoundDigits(real(z), d), RoundDigits(imag(z), d))
		})
	}
	return math2(x, digits, RoundDigits, w)
}

// Signif is R's signif(x, digits) (default 6): see SignifDigits; a
// complex x is rounded to digits significant digits of its larger part.
func Signif(x, digits rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if x.Type() == rt.ComplexType {
		return complexMath2(x, digits, signifComplex)
	}
	return math2(x, digits, SignifDigits, w)
}

// Atan2 is R's atan2(y, x). Complex arguments are supported as in R.
func Atan2(y, x rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if y.Type() == rt.ComplexType || x.Type() == rt.ComplexType {
		ky, ny := arithOperand(y)
		kx, nx := arithOperand(x)
		if ky == kindBad || kx == kindBad || rt.IsNull(x) || rt.IsNull(y) {
			return nil, Errorf(msgNonNumericMath)
		}
		n := recycledLen(ny, nx)
		out := rt.NewComplex(n)
		a, b := arithComplexes(y), arithComplexes(x)
		nan := false
		eachRecycled(n, ny, nx, func(i, ia, ib int) {
			r, bad := complexAtan2(a[ia], b[ib])
			nan = nan || bad
			out.V[i] = r
		})
		if nan {
			w.Warn(`NaNs produced in function "atan2"`)
		}
		math2Attrs(out, y, x, n, ny, nx)
		return out, nil
	}
	return math2(y, x, math.Atan2, w)
}

// complexAtan2 is R's atan2 for complex numbers; bad reports 0/0.
func complexAtan2(csn, ccs complex128) (complex128, bool) {
	if ccs == 0 {
		if csn == 0 {
			return rt.NAComplex, true
		}
		if real(csn) >= 0 {
			return complex(math.Pi/2, 0), false
		}
		return complex(-math.Pi/2, 0), false
	}
	r := complexAtan(csn / ccs)
	if real(ccs) < 0 {
		r += math.Pi
	}
	if real(r) > math.Pi {
		r -= 2 * math.Pi
	}
	return r, false
}

// LogBase is R's log(x, base): log(x)/log(base), with base 10 and 2
// computed by log10 and log2; complex when either argument is complex.
func LogBase(x, base rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if x.Type() == rt.ComplexType || base.Type() == rt.ComplexType {
		kx, nx := arithOperand(x)
		kb, nb := arithOperand(base)
		if kx == kindBad || kb == kindBad || rt.IsNull(x) || rt.IsNull(base) {
			return nil, Errorf(msgNonNumericMath)
		}
		n := recycledLen(nx, nb)
		out := rt.NewComplex(n)
		a, b := arithComplexes(x), arithComplexes(base)
		eachRecycled(n, nx, nb, func(i, ia, ib int) { out.V[i] = cmplx.Log(a[ia]) / cmplx.Log(b[ib]) })
		math2Attrs(out, x, base, n, nx, nb)
		return out, nil
	}
	return math2(x, base, logBase, w)
}

func logBase(x, base float64) float64 {
	switch base {
	case 10:
		return math.Log10(x)
	case 2:
		return math.Log2(x)
	}
	return nanFix(Log(x)/Log(base), x, base)
}

// Exp is e^x, correctly rounded (but in rare near-halfway cases), as the C
// library's exp that R uses is; Go's math.Exp is often an ulp away.
func Exp(x float64) float64 {
	if x != x || x > 709.8 || x < -745.2 || x == 0 {
		return math.Exp(x)
	}
	m, k := ddExp(ddouble{x, 0})
	return math.Ldexp(m.hi, k)
}

// Log is the natural logarithm, correctly rounded but in rare cases.
func Log(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log(x)
	}
	return ddLog(x).hi
}

// Log2 is the base-2 logarithm, exact for powers of two.
func Log2(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log2(x)
	}
	if fr, e := math.Frexp(x); fr == 0.5 {
		return float64(e - 1)
	}
	l := ddLog(x)
	q1 := l.hi / ddLn2.hi
	p := ddMulF(ddLn2, q1)
	r := ddAdd(l, ddouble{-p.hi, -p.lo})
	return q1 + r.hi/ddLn2.hi
}

// Log10 is the base-10 logarithm computed as the C library does it:
// k·log10(2) + log(m)/log(10) for x = m·2^k, which gives log10 of a power
// of ten exactly.
func Log10(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log10(x)
	}
	const (
		invLn10   = 4.34294481903251816668e-01
		log10of2h = 3.01029995663611771306e-01
		log10of2l = 3.69423907715893078616e-13
	)
	fr, e := math.Frexp(x)
	y, m := float64(e-1), 2*fr
	if e-1 < 0 {
		y, m = float64(e), fr
	}
	z := float64(y*log10of2l) + float64(invLn10*Log(m))
	return z + float64(y*log10of2h)
}
