package rt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// This file implements R's formatting of doubles and complex numbers: the
// rule by which print(), format(), as.character() and deparse() choose
// between fixed and scientific notation and decide how many digits to
// show.
//
// The rule, for a vector and a number of significant digits D:
//
//  1. For each finite element, find the fewest significant digits (at most
//     D) that represent it as well as D digits do: round it to D
//     significant digits and drop trailing zeros. This gives the element's
//     decimal exponent (kpower) and its number of significant digits (nsig).
//  2. Fixed notation needs, over all elements, as many decimals as the most
//     demanding element (nsig - kpower - 1) and as many integer digits as
//     the largest one. Scientific notation needs a mantissa with as many
//     digits as the largest nsig.
//  3. Fixed notation is chosen when its width is at most the scientific
//     width plus the scipen penalty.
//
// Every element is then written in that common format, right-justified to
// a common width.

// MaxDigits is the largest number of significant digits R accepts.
const MaxDigits = 22

// kpMax bounds the exponents for which the "rounding widens" check of
// Scientific is done (the powers of ten exactly representable).
const kpMax = 22

// SciInfo describes a finite double rounded to a number of significant
// digits, as R's formatting sees it.
type SciInfo struct {
	// Neg is set for negative numbers (never for zero, even -0).
	Neg bool
	// Kpower is the decimal exponent of the rounded value: 123.4 has 2.
	Kpower int
	// Nsig is the number of significant digits needed, 1 ≤ Nsig ≤ digits.
	Nsig int
	// RoundingWidens is set when rounding to the digits makes the number
	// gain an integer digit in scientific notation that fixed notation
	// does not show (9996 with 3 digits is 1.00e+04 but prints as 9996).
	RoundingWidens bool
}

// Scientific analyses the finite double x for formatting with digits
// significant digits.
func Scientific(x float64, digits int) SciInfo {
	if digits < 1 {
		digits = 1
	}
	if digits > MaxDigits {
		digits = MaxDigits
	}
	if x == 0 {
		return SciInfo{Kpower: 0, Nsig: 1}
	}
	var info SciInfo
	r := x
	if r < 0 {
		info.Neg = true
		r = -r
	}
	var kp, nsig int
	if digits > 15 {
		kp, nsig = sciExact(r, digits)
	} else {
		kp, nsig = sciExtended(r, digits)
	}
	info.Kpower = kp
	info.Nsig = nsig
	// Scientific notation may round up to the next power of ten where
	// fixed notation, which shows more digits of a large number, does not.
	if kp > 0 && kp <= kpMax {
		rgt := digits - kp
		if rgt < 0 {
			rgt = 0
		}
		if rgt > kpMax {
			rgt = kpMax
		}
		fuzz := 0.5 / math.Pow10(rgt)
		info.RoundingWidens = r < math.Pow10(kp)-fuzz
	}
	return info
}

// sciExact rounds r > 0 to digits significant digits exactly (as C's
// printf does) and returns the decimal exponent of the result and its
// number of significant digits without trailing zeros.
func sciExact(r float64, digits int) (kpower, nsig int) {
	s := strconv.FormatFloat(r, 'e', digits-1, 64) // d.dddde±xx
	epos := strings.IndexByte(s, 'e')
	kpower, _ = strconv.Atoi(s[epos+1:])
	mant := strings.TrimRight(strings.Replace(s[:epos], ".", "", 1), "0")
	return kpower, max(len(mant), 1)
}

// extPrec is the precision of the x87 extended format (long double) in
// which GNU R scales a number to find its significant digits.
const extPrec = 64

// pow10TableMax is the largest power of ten in R's table of scaling
// factors. The table holds doubles: exact up to 1e22, rounded beyond.
const pow10TableMax = 27

// sciExtended finds the significant digits of r > 0 as GNU R does for up
// to 15 digits: it scales r by a power of ten to an integer part of digits
// digits in long double (x87 extended) arithmetic, rounds to an integer,
// and drops trailing zeros. The scaling is not always exact (a double
// 1e23, a long double 1e-30), so the digit count may differ from that of
// the exactly rounded decimal: R shows 4.0754108526743952e-09 with 15
// significant digits as 4.07541085267440e-09. Emulating the arithmetic
// makes print() and deparse() agree with R's output.
func sciExtended(r float64, digits int) (kpower, nsig int) {
	kp := int(math.Floor(nfLog10(r))) - digits + 1
	ext := func(x float64) *big.Float { return new(big.Float).SetPrec(extPrec).SetFloat64(x) }
	rp := ext(r)
	switch {
	case kp == 0:
	case nfAbs(kp) <= pow10TableMax:
		if kp > 0 {
			rp.Quo(rp, ext(nfPow10(kp)))
		} else {
			rp.Mul(rp, ext(nfPow10(-kp)))
		}
	case kp <= minDecExponent:
		// R scales denormal-range numbers in two steps.
		rp = ext(r * 1e303)
		rp.Quo(rp, extPow10(kp+303))
	default:
		rp.Quo(rp, extPow10(kp))
	}
	lower := extPow10(digits - 1)
	if rp.Cmp(lower) < 0 {
		rp.Mul(rp, ext(10))
		kp--
	}
	alpha := nfRoundHalfEven(rp)
	// Drop trailing zeros; rounding up to 10^digits leaves none.
	nsig = digits
	ten := big.NewInt(10)
	m := new(big.Int)
	for j := 1; j <= digits; j++ {
		q, rem := new(big.Int).QuoRem(alpha, ten, m)
		if rem.Sign() != 0 {
			break
		}
		alpha = q
		nsig--
	}
	if nsig == 0 {
		nsig = 1
		kp++
	}
	return kp + digits - 1, nsig
}

// log10 is math.Log10, made accurate for subnormal numbers.
func nfLog10(r float64) float64 {
	if r < 0x1p-1022 {
		return math.Log10(r*0x1p54) - 54*math.Log10(2)
	}
	return math.Log10(r)
}

// extPow10 returns 10^n rounded to long double precision (powl).
func extPow10(n int) *big.Float {
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(nfAbs(n))), nil)
	f := new(big.Float).SetPrec(extPrec)
	if n >= 0 {
		return f.SetInt(p)
	}
	return f.Quo(big.NewFloat(1).SetPrec(extPrec), new(big.Float).SetPrec(uint(p.BitLen()+1)).SetInt(p))
}

// minDecExponent is the decimal exponent below which R scales in two
// steps to avoid overflowing 10^-kp.
const minDecExponent = -308

// pow10 returns the double nearest to 10^n.
func nfPow10(n int) float64 {
	v, _ := strconv.ParseFloat("1e"+strconv.Itoa(n), 64)
	return v
}

func nfAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// nfRoundHalfEven rounds a non-negative big.Float to the nearest integer,
// ties to even (C's nearbyintl in the default rounding mode).
func nfRoundHalfEven(x *big.Float) *big.Int {
	i, _ := x.Int(nil) // truncates
	frac := new(big.Float).SetPrec(x.Prec()+64).Sub(x, new(big.Float).SetInt(i))
	switch frac.Cmp(big.NewFloat(0.5)) {
	case 1:
		i.Add(i, big.NewInt(1))
	case 0:
		if i.Bit(0) == 1 {
			i.Add(i, big.NewInt(1))
		}
	}
	return i
}

// RealFormat is a common format for a set of doubles, as R's formatReal
// computes it: either fixed notation with Decimals digits after the point,
// or scientific notation with Decimals digits after the point of the
// mantissa, right-justified to Width.
type RealFormat struct {
	// Width is the common field width.
	Width int
	// Decimals is the number of digits after the decimal point (of the
	// mantissa in scientific notation).
	Decimals int
	// Sci selects scientific notation; ExpDigits is then 2 or 3, the
	// width reserved for the exponent (R writes at least two digits).
	Sci       bool
	ExpDigits int

	// intWidth is the fixed-notation width left of the point (sign
	// included), kept so that WithNsmall can widen the format.
	intWidth int
	// minWidth is the width needed by the non-finite elements.
	minWidth int
}

// FormatReal chooses the common format R uses for xs with the given number
// of significant digits (print uses 7, deparse and as.character 15) and
// scipen penalty (options("scipen"), usually 0).
func FormatReal(xs []float64, digits, scipen int) RealFormat {
	return FormatRealNA(xs, digits, scipen, 2)
}

// FormatRealNA is FormatReal for a printer that shows NA as a string of
// naWidth characters (print's na.print): the common width is at least
// naWidth when xs holds an NA.
func FormatRealNA(xs []float64, digits, scipen, naWidth int) RealFormat {
	fixed, sci := realFormats(xs, digits, naWidth)
	if fixed.Width <= sci.Width+scipen {
		return fixed
	}
	return sci
}

// realFormats computes the fixed and the scientific candidate formats for
// xs. Both are widened for the non-finite elements.
func realFormats(xs []float64, digits, naWidth int) (fixed, sci RealFormat) {
	if digits > MaxDigits {
		digits = MaxDigits
	}
	var (
		naW, nanW, posInf, negInf bool
		neg, any                  bool
		rgt, mxsl, mxns, mxl      = math.MinInt, math.MinInt, math.MinInt, math.MinInt
		mxe, mne                  = math.MinInt, math.MaxInt
	)
	for _, x := range xs {
		switch {
		case IsNA(x):
			naW = true
			continue
		case x != x:
			nanW = true
			continue
		case math.IsInf(x, 1):
			posInf = true
			continue
		case math.IsInf(x, -1):
			negInf = true
			continue
		}
		any = true
		si := Scientific(x, digits)
		left := si.Kpower + 1
		if si.RoundingWidens {
			left--
		}
		sleft := 1
		if left > 0 {
			sleft = left
		}
		if si.Neg {
			neg = true
			sleft++
		}
		rgt = max(rgt, si.Nsig-left)
		mxl = max(mxl, left)
		mxsl = max(mxsl, sleft)
		mxns = max(mxns, si.Nsig)
		mxe = max(mxe, si.Kpower)
		mne = min(mne, si.Kpower)
	}
	var minWidth int
	switch {
	case negInf:
		minWidth = 4
	case nanW || posInf:
		minWidth = 3
	}
	if naW {
		minWidth = max(minWidth, naWidth)
	}
	if !any {
		fixed = RealFormat{Width: minWidth, minWidth: minWidth}
		return fixed, fixed
	}
	if mxl < 0 {
		mxsl = 1
		if neg {
			mxsl++
		}
	}
	if rgt < 0 {
		rgt = 0
	}
	fixed = RealFormat{Decimals: rgt, Width: mxsl + rgt, intWidth: mxsl, minWidth: minWidth}
	if rgt > 0 {
		fixed.Width++
	}
	sci = RealFormat{Sci: true, ExpDigits: 2, Decimals: mxns - 1, intWidth: mxsl, minWidth: minWidth}
	if mxe >= 100 || mne <= -100 {
		sci.ExpDigits = 3
	}
	sci.Width = sci.Decimals + 3 + sci.ExpDigits // d.ddde+xx
	if sci.Decimals > 0 {
		sci.Width++ // the decimal point
	}
	if neg {
		sci.Width++
	}
	fixed.Width = max(fixed.Width, minWidth)
	sci.Width = max(sci.Width, minWidth)
	return fixed, sci
}

// WithNsmall returns the format widened to show at least nsmall decimals
// in fixed notation, as format(nsmall=) does; a scientific format is
// returned unchanged.
func (f RealFormat) WithNsmall(nsmall int) RealFormat {
	if f.Sci || nsmall <= f.Decimals || f.intWidth == 0 {
		// (intWidth is 0 when no element is finite: NA stays "NA".)
		return f
	}
	f.Decimals = nsmall
	f.Width = max(f.intWidth+nsmall+1, f.minWidth)
	return f
}

// Format writes x in the format, right-justified to Width.
func (f RealFormat) Format(x float64) string {
	s := f.FormatTrim(x)
	if len(s) < f.Width {
		return strings.Repeat(" ", f.Width-len(s)) + s
	}
	return s
}

// FormatTrim writes x in the format without padding.
func (f RealFormat) FormatTrim(x float64) string {
	switch {
	case IsNA(x):
		return "NA"
	case x != x:
		return "NaN"
	case math.IsInf(x, 1):
		return "Inf"
	case math.IsInf(x, -1):
		return "-Inf"
	}
	if x == 0 {
		x = 0 // R never shows negative zero
	}
	if f.Sci {
		return nfFormatE(x, f.Decimals)
	}
	return strconv.FormatFloat(x, 'f', f.Decimals, 64)
}

// nfFormatE writes x as C's printf("%.*e") does: the exponent has at least
// two digits.
func nfFormatE(x float64, decimals int) string {
	return strconv.FormatFloat(x, 'e', decimals, 64)
}

// FormatRealElements formats every element of xs in their common format,
// each right-justified to the common width.
func FormatRealElements(xs []float64, digits, scipen int) []string {
	f := FormatReal(xs, digits, scipen)
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f.Format(x)
	}
	return out
}

// DoubleToString formats a single double as as.character() does: with up
// to 15 significant digits, in fixed or scientific notation, whichever is
// narrower (fixed on ties), without trailing zeros. NA is "NA". deparse()
// differs only in keeping the rare trailing zeros that R's digit count
// leaves (see sciExtended); it uses DoubleToStringDigits(x, 15, 0).
func DoubleToString(x float64) string {
	return DropTrailingZeros(DoubleToStringDigits(x, 15, 0))
}

// DropTrailingZeros removes the trailing zeros of the fractional part of a
// formatted number, and the decimal point if nothing remains after it:
// "1.50" is "1.5", "2.0e+05" is "2e+05".
func DropTrailingZeros(s string) string {
	dot := strings.IndexByte(s, '.')
	if dot < 0 {
		return s
	}
	end := len(s)
	if e := strings.IndexByte(s, 'e'); e >= 0 {
		end = e
	}
	i := end
	for i > dot+1 && s[i-1] == '0' {
		i--
	}
	if i == dot+1 {
		i = dot
	}
	return s[:i] + s[end:]
}

// DoubleToStringDigits formats a single double alone with the given
// significant digits and scipen, without padding.
func DoubleToStringDigits(x float64, digits, scipen int) string {
	xs := [1]float64{x}
	return FormatReal(xs[:], digits, scipen).FormatTrim(x)
}

// FormatG writes x as C's printf("%.*g", digits, x) does: the shortest of
// fixed and scientific notation by C's rule, without trailing zeros. This
// is deparse's format under the "digits17" option.
func FormatG(x float64, digits int) string {
	switch {
	case IsNA(x):
		return "NA"
	case x != x:
		return "NaN"
	case math.IsInf(x, 1):
		return "Inf"
	case math.IsInf(x, -1):
		return "-Inf"
	}
	return strconv.FormatFloat(x, 'g', digits, 64)
}

// DoubleToHex writes x in C99 hexadecimal floating-point notation, as
// printf("%a") does: 0x1.8p+0, 0x0p+0, -0x1p-1074.
func DoubleToHex(x float64) string {
	switch {
	case IsNA(x):
		return "NA"
	case x != x:
		return "NaN"
	case math.IsInf(x, 1):
		return "Inf"
	case math.IsInf(x, -1):
		return "-Inf"
	}
	s := strconv.FormatFloat(x, 'x', -1, 64)
	// Go writes at least two exponent digits (p+00); C writes the fewest.
	p := strings.IndexByte(s, 'p')
	exp := s[p+2:]
	for len(exp) > 1 && exp[0] == '0' {
		exp = exp[1:]
	}
	return s[:p+2] + exp
}

// ComplexFormat is a common format for a set of complex numbers: one
// format for the real parts and one for the (absolute values of the)
// imaginary parts.
type ComplexFormat struct {
	Re, Im RealFormat
	// Width is the total width of a formatted element.
	Width int
	// digits is the significant-digit setting, with which the smaller
	// part of each element is rounded before formatting.
	digits int
}

// roundComplex rounds both parts of z to the number of decimals that
// gives the larger part digits significant digits, as R's signif() does
// for complex numbers. R chooses the formats of complex numbers from the
// rounded values, so that a negligible part shows as 0 (1e-10+1i prints
// as 0+1i).
func roundComplex(z complex128, digits int) complex128 {
	re, im := real(z), imag(z)
	m := 0.0
	if nfFinite(re) {
		m = math.Abs(re)
	}
	if nfFinite(im) && math.Abs(im) > m {
		m = math.Abs(im)
	}
	if m == 0 {
		return z
	}
	dig := digits - int(math.Floor(math.Log10(m))) - 1
	if dig > 306 {
		const p = 1e4
		return complex(RoundDigits(p*re, dig-4)/p, RoundDigits(p*im, dig-4)/p)
	}
	return complex(RoundDigits(re, dig), RoundDigits(im, dig))
}

func nfFinite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// RoundDigits rounds x to dig decimal places (dig may be negative) as R's
// round(x, dig) does: of the two neighbouring candidates, in double
// arithmetic, it returns the one closer to x (the even one on ties), and
// it leaves x alone when dig asks for more than 15 significant digits.
func RoundDigits(x float64, dig int) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 || dig > 308+15 {
		return x
	}
	if dig < -308 {
		return 0
	}
	if dig == 0 {
		return math.RoundToEven(x)
	}
	sgn := 1.0
	if x < 0 {
		sgn, x = -1, -x
	}
	if dig > 0 && math.Log10(x)+float64(dig) > 15 {
		return sgn * x
	}
	if dig < 0 {
		p := powDi(10, -dig)
		return sgn * math.RoundToEven(x/p) * p
	}
	p := powDi(10, dig)
	xd := x * p
	lo := math.Floor(xd)
	x0, x1 := lo/p, math.Ceil(xd)/p
	du, dd := x1-x, x-x0
	if du < dd || (du == dd && math.Mod(lo, 2) == 1) {
		return sgn * x1
	}
	return sgn * x0
}

// powDi is x^n by repeated squaring in double arithmetic (R's R_pow_di).
func powDi(x float64, n int) float64 {
	p := 1.0
	for {
		if n&1 != 0 {
			p *= x
		}
		n >>= 1
		if n == 0 {
			return p
		}
		x *= x
	}
}

// FormatComplex chooses the common format for zs with the given
// significant digits and scipen. The parts of each element are first
// rounded jointly (see roundComplex) to decide the formats; the real and
// imaginary formats are then both fixed or both scientific, whichever
// makes the element narrower.
func FormatComplex(zs []complex128, digits, scipen int) ComplexFormat {
	return FormatComplexNA(zs, digits, scipen, 2)
}

// FormatComplexNA is FormatComplex for a printer that shows NA as a
// string of naWidth characters.
func FormatComplexNA(zs []complex128, digits, scipen, naWidth int) ComplexFormat {
	var re, im []float64
	hasNA := false
	for _, z := range zs {
		if IsNA(real(z)) || IsNA(imag(z)) {
			hasNA = true
			continue
		}
		r := roundComplex(z, digits)
		re = append(re, real(r))
		im = append(im, math.Abs(imag(r)))
	}
	f := ComplexFormat{digits: digits}
	if len(re) > 0 {
		fr, sr := realFormats(re, digits, naWidth)
		fi, si := realFormats(im, digits, naWidth)
		if fr.Width+fi.Width <= sr.Width+si.Width+scipen {
			f.Re, f.Im = fr, fi
		} else {
			f.Re, f.Im = sr, si
		}
		f.Width = f.Re.Width + f.Im.Width + 2
	}
	if hasNA && f.Width < naWidth {
		f.Width = naWidth
	}
	return f
}

// Format writes z in the format: the real part right-justified to its
// width, the sign, the imaginary part right-justified to its width, and
// "i". NA is right-justified to the total width.
func (f ComplexFormat) Format(z complex128) string {
	if IsNA(real(z)) || IsNA(imag(z)) {
		return strings.Repeat(" ", max(f.Width-2, 0)) + "NA"
	}
	re, sign, im := f.parts(z)
	return f.Re.Format(re) + sign + f.Im.Format(im) + "i"
}

// FormatTrim writes z in the format without padding.
func (f ComplexFormat) FormatTrim(z complex128) string {
	if IsNA(real(z)) || IsNA(imag(z)) {
		return "NA"
	}
	re, sign, im := f.parts(z)
	return f.Re.FormatTrim(re) + sign + f.Im.FormatTrim(im) + "i"
}

// parts returns the values R encodes for z: each part as it is, unless
// rounding (see roundComplex) made it zero; the imaginary part as a sign
// and an absolute value.
func (f ComplexFormat) parts(z complex128) (re float64, sign string, im float64) {
	r := roundComplex(z, f.digits)
	re, im = real(z), imag(z)
	if real(r) == 0 {
		re = 0
	}
	if imag(r) == 0 {
		im = 0
	}
	sign = "+"
	if im < 0 {
		sign = "-"
		im = -im
	}
	return re, sign, im
}

// ComplexToString formats a single complex number as as.character() and
// deparse() do, with 15 significant digits: "1+2i", "0+1i", "-1.5-2i";
// NA is "NA".
func ComplexToString(z complex128) string {
	return ComplexToStringDigits(z, 15)
}

// ComplexToStringDigits formats a single complex number alone with the
// given number of significant digits.
func ComplexToStringDigits(z complex128, digits int) string {
	zs := [1]complex128{z}
	return FormatComplex(zs[:], digits, 0).FormatTrim(z)
}
