package base

import (
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The chi-squared distribution function, through the regularised
// incomplete gamma function.

func init() { extraTables = append(extraTables, chisqBuiltins) }

var chisqBuiltins = []*vm.BuiltinDef{
	{Name: "pchisq", Formals: []string{"q", "df", "ncp", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, math.NaN(), 0, 2, func(x, df, ncp float64, flags [2]bool) float64 {
			if math.IsNaN(x) || math.IsNaN(df) || df < 0 || ncp != 0 {
				return math.NaN()
			}
			lower, upper := incGammaPQ(df/2, x/2)
			p := lower
			if !flags[0] {
				p = upper
			}
			if flags[1] {
				return math.Log(p)
			}
			return p
		})
	}},
}

// incGammaPQ returns P(a, x) and Q(a, x) = 1 - P(a, x), the regularised
// lower and upper incomplete gamma functions, by the power series when
// x < a + 1 and by a continued fraction (modified Lentz) otherwise.
func incGammaPQ(a, x float64) (float64, float64) {
	switch {
	case x <= 0:
		return 0, 1
	case math.IsInf(x, 1):
		return 1, 0
	case a == 0:
		return 1, 0
	}
	lg, _ := math.Lgamma(a)
	lpre := a*math.Log(x) - x - lg
	if x < a+1 {
		sum, term := 1/a, 1/a
		for n := 1; n < 10000; n++ {
			term *= x / (a + float64(n))
			sum += term
			if math.Abs(term) < math.Abs(sum)*1e-17 {
				break
			}
		}
		p := sum * math.Exp(lpre)
		return p, 1 - p
	}
	const tiny = 1e-300
	b := x + 1 - a
	cc := 1 / tiny
	d := 1 / b
	h := d
	for i := 1; i < 10000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		cc = b + an/cc
		if math.Abs(cc) < tiny {
			cc = tiny
		}
		d = 1 / d
		del := d * cc
		h *= del
		if math.Abs(del-1) < 1e-17 {
			break
		}
	}
	q := math.Exp(lpre) * h
	return 1 - q, q
}
