package base

import (
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Distribution functions (the normal's density, distribution and
// quantile functions, a few simple others) and the Poisson and binomial
// generators.

func init() { extraTables = append(extraTables, distBuiltins) }

const oneOverSqrt2Pi = 0.398942280401432677939946059934

var distBuiltins = []*vm.BuiltinDef{
	{Name: "dnorm", Formals: []string{"x", "mean", "sd", "log"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 1, func(x, mu, sigma float64, flags [2]bool) float64 {
			return dnorm(x, mu, sigma, flags[0])
		})
	}},
	{Name: "pnorm", Formals: []string{"q", "mean", "sd", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 2, func(x, mu, sigma float64, flags [2]bool) float64 {
			return pnorm(x, mu, sigma, flags[0], flags[1])
		})
	}},
	{Name: "qnorm", Formals: []string{"p", "mean", "sd", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 2, func(p, mu, sigma float64, flags [2]bool) float64 {
			return qnorm(p, mu, sigma, flags[0], flags[1])
		})
	}},
	{Name: "dunif", Formals: []string{"x", "min", "max", "log"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 1, func(x, a, b float64, flags [2]bool) float64 {
			if math.IsNaN(x) || math.IsNaN(a) || math.IsNaN(b) {
				return x + a + b
			}
			if b <= a {
				return math.NaN()
			}
			d := 0.0
			if a <= x && x <= b {
				d = 1 / (b - a)
			}
			if flags[0] {
				return math.Log(d)
			}
			return d
		})
	}},
	{Name: "punif", Formals: []string{"q", "min", "max", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 2, func(x, a, b float64, flags [2]bool) float64 {
			if math.IsNaN(x) || math.IsNaN(a) || math.IsNaN(b) {
				return x + a + b
			}
			if b < a || !isFinite(a) || !isFinite(b) {
				return math.NaN()
			}
			p := 0.0
			switch {
			case x >= b:
				p = 1
			case x > a:
				p = (x - a) / (b - a)
			}
			return pTail(p, flags[0], flags[1])
		})
	}},
	{Name: "qunif", Formals: []string{"p", "min", "max", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math3(in, c, 0, 1, 2, func(p, a, b float64, flags [2]bool) float64 {
			if math.IsNaN(p) || math.IsNaN(a) || math.IsNaN(b) {
				return p + a + b
			}
			p = pLower(p, flags[0], flags[1])
			if p < 0 || p > 1 || b < a || !isFinite(a) || !isFinite(b) {
				return math.NaN()
			}
			if a == b {
				return a
			}
			return a + p*(b-a)
		})
	}},
	{Name: "dexp", Formals: []string{"x", "rate", "log"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math2(in, c, 1, 1, func(x, rate float64, flags [2]bool) float64 {
			if math.IsNaN(x) || math.IsNaN(rate) {
				return x + rate
			}
			if rate <= 0 {
				return math.NaN()
			}
			if x < 0 {
				if flags[0] {
					return math.Inf(-1)
				}
				return 0
			}
			if flags[0] {
				return -x*rate + math.Log(rate)
			}
			return math.Exp(-x*rate) * rate
		})
	}},
	{Name: "pexp", Formals: []string{"q", "rate", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math2(in, c, 1, 2, func(x, rate float64, flags [2]bool) float64 {
			if math.IsNaN(x) || math.IsNaN(rate) {
				return x + rate
			}
			if rate < 0 {
				return math.NaN()
			}
			if x <= 0 {
				return pTail(0, flags[0], flags[1])
			}
			x = -x * rate
			lower, logp := flags[0], flags[1]
			switch {
			case lower && logp:
				if x > -math.Ln2 {
					return math.Log(-math.Expm1(x))
				}
				return math.Log1p(-math.Exp(x))
			case lower:
				return -math.Expm1(x)
			case logp:
				return x
			}
			return math.Exp(x)
		})
	}},
	{Name: "qexp", Formals: []string{"p", "rate", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math2(in, c, 1, 2, func(p, rate float64, flags [2]bool) float64 {
			if math.IsNaN(p) || math.IsNaN(rate) {
				return p + rate
			}
			if rate < 0 {
				return math.NaN()
			}
			q := pLower(p, !flags[0], flags[1]) // upper tail probability
			if q < 0 || q > 1 {
				return math.NaN()
			}
			if flags[0] && !flags[1] {
				return -math.Log1p(-p) / rate
			}
			return -math.Log(q) / rate
		})
	}},
}

// pTail turns a lower-tail probability into the requested tail and
// scale.
func pTail(p float64, lower, logp bool) float64 {
	if !lower {
		p = 1 - p
	}
	if logp {
		return math.Log(p)
	}
	return p
}

// pLower turns a probability given on the requested tail and scale into
// a plain lower-tail probability.
func pLower(p float64, lower, logp bool) float64 {
	if logp {
		p = math.Exp(p)
	}
	if !lower {
		p = 1 - p
	}
	return p
}

// flagArgs reads the logical flags (log, or lower.tail and log.p) that
// follow the numeric arguments.
func flagArgs(in *vm.Interp, c *vm.Call, first, nflags int) ([2]bool, error) {
	var f [2]bool
	if nflags == 2 {
		f[0] = true // lower.tail
	}
	for i := 0; i < nflags; i++ {
		v := c.Arg(first + i)
		if v == nil {
			continue
		}
		b := rt.AsLogical(v)
		if b == rt.NALgl {
			return f, in.Errorf(nil, "invalid arguments")
		}
		f[i] = b == rt.True
	}
	return f, nil
}

// mathArgs converts the numeric arguments of a d/p/q function (missing
// ones take their defaults; the first has none).
func mathArgs(in *vm.Interp, c *vm.Call, defs []float64) ([][]float64, int, error) {
	vals := make([][]float64, len(defs))
	n := 0
	for i, def := range defs {
		v := c.Arg(i)
		if v == nil {
			if i == 0 {
				return nil, 0, in.Errorf(nil, "argument \"%s\" is missing, with no default", c.Def.Formals[0])
			}
			vals[i] = []float64{def}
		} else {
			switch v.(type) {
			case *rt.Double, *rt.Integer, *rt.Logical:
			default:
				return nil, 0, in.Errorf(nil, "Non-numeric argument to mathematical function")
			}
			d, err := rt.CoerceVector(v, rt.DoubleType, nil)
			if err != nil {
				return nil, 0, err
			}
			vals[i] = d.(*rt.Double).V
		}
		if len(vals[i]) == 0 {
			return vals, -1, nil
		}
		if len(vals[i]) > n {
			n = len(vals[i])
		}
	}
	return vals, n, nil
}

// mathResult finishes a d/p/q function: NA stays NA, a new NaN warns,
// and the attributes of the longest argument (the first of that length)
// are kept.
func mathResult(in *vm.Interp, c *vm.Call, vals [][]float64, out []float64, n int) rt.Value {
	res := rt.DoubleOf(out...)
	naflag := false
	for i := range out {
		if math.IsNaN(out[i]) {
			anyNaN := false
			for _, v := range vals {
				if math.IsNaN(v[i%len(v)]) {
					anyNaN = true
				}
			}
			if !anyNaN {
				naflag = true
			}
		}
	}
	if naflag {
		in.Warn(c.Call, "NaNs produced")
	}
	for i := range vals {
		if len(vals[i]) == n {
			if a, ok := c.Arg(i).(rt.Attributed); ok && a.Attrs() != nil {
				res.SetAttrs(a.Attrs().Clone())
			}
			break
		}
	}
	return res
}

func math3(in *vm.Interp, c *vm.Call, db, dc float64, nflags int, f func(a, b, c float64, flags [2]bool) float64) (rt.Value, error) {
	vals, n, err := mathArgs(in, c, []float64{0, db, dc})
	if err != nil {
		return nil, err
	}
	flags, err := flagArgs(in, c, 3, nflags)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return rt.NewDouble(0), nil
	}
	out := make([]float64, n)
	a, b, cc := vals[0], vals[1], vals[2]
	for i := range out {
		x, y, z := a[i%len(a)], b[i%len(b)], cc[i%len(cc)]
		if rt.IsNA(x) || rt.IsNA(y) || rt.IsNA(z) {
			out[i] = rt.NAReal
			continue
		}
		out[i] = f(x, y, z, flags)
	}
	return mathResult(in, c, vals, out, n), nil
}

func math2(in *vm.Interp, c *vm.Call, db float64, nflags int, f func(a, b float64, flags [2]bool) float64) (rt.Value, error) {
	vals, n, err := mathArgs(in, c, []float64{0, db})
	if err != nil {
		return nil, err
	}
	flags, err := flagArgs(in, c, 2, nflags)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return rt.NewDouble(0), nil
	}
	out := make([]float64, n)
	a, b := vals[0], vals[1]
	for i := range out {
		x, y := a[i%len(a)], b[i%len(b)]
		if rt.IsNA(x) || rt.IsNA(y) {
			out[i] = rt.NAReal
			continue
		}
		out[i] = f(x, y, flags)
	}
	return mathResult(in, c, vals, out, n), nil
}

// dnorm is the normal density; for large |x| the exponent is split so
// that exp(-x^2/2) keeps its accuracy.
func dnorm(x, mu, sigma float64, logp bool) float64 {
	if math.IsNaN(x) || math.IsNaN(mu) || math.IsNaN(sigma) {
		return x + mu + sigma
	}
	if sigma < 0 {
		return math.NaN()
	}
	if !isFinite(sigma) {
		return logZero(logp)
	}
	if !isFinite(x) && mu == x {
		return math.NaN()
	}
	if sigma == 0 {
		if x == mu {
			return math.Inf(1)
		}
		return logZero(logp)
	}
	z := (x - mu) / sigma
	if !isFinite(z) {
		return logZero(logp)
	}
	z = math.Abs(z)
	if z >= 2*math.Sqrt(math.MaxFloat64) {
		return logZero(logp)
	}
	if logp {
		return -(0.918938533204672741780329736406 + 0.5*z*z + math.Log(sigma))
	}
	if z < 5 {
		return oneOverSqrt2Pi * math.Exp(-0.5*z*z) / sigma
	}
	if z > math.Sqrt(2*math.Ln2*1073) {
		return 0
	}
	z1 := math.Ldexp(math.Round(math.Ldexp(z, 16)), -16)
	z2 := z - z1
	return oneOverSqrt2Pi / sigma * (math.Exp(-0.5*z1*z1) * math.Exp((-0.5*z2-z1)*z2))
}

func logZero(logp bool) float64 {
	if logp {
		return math.Inf(-1)
	}
	return 0
}

// pnorm is the normal distribution function by Cody's (1993) rational
// Chebyshev approximations (algorithm ANORM), as R computes it, with
// both tails and their logs kept accurate.
func pnorm(x, mu, sigma float64, lower, logp bool) float64 {
	if math.IsNaN(x) || math.IsNaN(mu) || math.IsNaN(sigma) {
		return x + mu + sigma
	}
	if !isFinite(x) && mu == x {
		return math.NaN()
	}
	if sigma <= 0 {
		if sigma < 0 {
			return math.NaN()
		}
		if x < mu {
			return pTail(0, lower, logp)
		}
		return pTail(1, lower, logp)
	}
	z := (x - mu) / sigma
	if !isFinite(z) {
		if z < 0 {
			return pTail(0, lower, logp)
		}
		return pTail(1, lower, logp)
	}
	cum, ccum := pnormBoth(z, lower, !lower, logp)
	if lower {
		return cum
	}
	return ccum
}

var (
	pnormA = [5]float64{2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582,
		18154.981253343561249, 0.065682337918207449113}
	pnormB = [4]float64{47.20258190468824187, 976.09855173777669322, 10260.932208618978205,
		45507.789335026729956}
	pnormC = [9]float64{0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979,
		597.27027639480026226, 2494.5375852903726711, 6848.1904505362823326,
		11602.651437647350124, 9842.7148383839780218, 1.0765576773720192317e-8}
	pnormD = [8]float64{22.266688044328115691, 235.38790178262499861, 1519.377599407554805,
		6485.558298266760755, 18615.571640885098091, 34900.952721145977266,
		38912.003286093271411, 19685.429676859990727}
	pnormP = [6]float64{0.21589853405795699, 0.1274011611602473639, 0.022235277870649807,
		0.001421619193227893466, 2.9112874951168792e-5, 0.02307344176494017303}
	pnormQ = [5]float64{1.28426009614491121, 0.468238212480865118, 0.0659881378689285515,
		0.00378239633202758244, 7.29751555083966205e-5}
)

// pnormBoth computes the lower (cum) and upper (ccum) tail
// probabilities of the standard normal at x, on the log scale if logp.
func pnormBoth(x float64, lower, upper, logp bool) (cum, ccum float64) {
	const eps = 2.220446049250313e-16 * 0.5
	const sqrt32 = 5.656854249492380195206754896838
	y := math.Abs(x)
	var temp float64
	// doDel finishes the two outer ranges: the factor exp(-x^2/2) split
	// at a multiple of 1/16 for accuracy.
	doDel := func(X float64) {
		xsq := math.Trunc(X*16) / 16
		del := (X - xsq) * (X + xsq)
		if logp {
			cum = (-xsq * math.Ldexp(xsq, -1)) - math.Ldexp(del, -1) + logAcc(temp)
			if (lower && x > 0) || (upper && x <= 0) {
				ccum = math.Log1p(-math.Exp(-xsq*math.Ldexp(xsq, -1)) * math.Exp(-math.Ldexp(del, -1)) * temp)
			}
		} else {
			cum = math.Exp(-xsq*math.Ldexp(xsq, -1)) * math.Exp(-math.Ldexp(del, -1)) * temp
			ccum = 1 - cum
		}
	}
	swap := func() {
		if x > 0 {
			temp = cum
			if lower {
				cum = ccum
			}
			ccum = temp
		}
	}
	switch {
	case y <= 0.67448975:
		var xnum, xden float64
		if y > eps {
			xsq := x * x
			xnum = pnormA[4] * xsq
			xden = xsq
			for i := 0; i < 3; i++ {
				xnum = (xnum + pnormA[i]) * xsq
				xden = (xden + pnormB[i]) * xsq
			}
		}
		temp = x * (xnum + pnormA[3]) / (xden + pnormB[3])
		cum = 0.5 + temp
		ccum = 0.5 - temp
		if logp {
			cum = logAcc(cum)
			ccum = logAcc(ccum)
		}
	case y <= sqrt32:
		xnum := pnormC[8] * y
		xden := y
		for i := 0; i < 7; i++ {
			xnum = (xnum + pnormC[i]) * y
			xden = (xden + pnormD[i]) * y
		}
		temp = (xnum + pnormC[7]) / (xden + pnormD[7])
		doDel(y)
		swap()
	case (logp && y < 1e170) || (lower && -37.5193 < x && x < 8.2924) || (upper && -8.2924 < x && x < 37.5193):
		xsq := 1 / (x * x)
		xnum := pnormP[5] * xsq
		xden := xsq
		for i := 0; i < 4; i++ {
			xnum = (xnum + pnormP[i]) * xsq
			xden = (xden + pnormQ[i]) * xsq
		}
		temp = xsq * (xnum + pnormP[4]) / (xden + pnormQ[4])
		temp = (oneOverSqrt2Pi - temp) / y
		doDel(x)
		swap()
	default:
		if x > 0 {
			cum, ccum = pTail(1, true, logp), pTail(0, true, logp)
		} else {
			cum, ccum = pTail(0, true, logp), pTail(1, true, logp)
		}
	}
	if !logp {
		if cum < 2.2250738585072014e-308 {
			cum = 0
		}
		if ccum < 2.2250738585072014e-308 {
			ccum = 0
		}
	}
	return cum, ccum
}

// qnorm is the normal quantile function by Wichura's algorithm AS 241
// (PPND16), accurate to about 1 part in 10^16.
func qnorm(p, mu, sigma float64, lower, logp bool) float64 {
	if math.IsNaN(p) || math.IsNaN(mu) || math.IsNaN(sigma) {
		return p + mu + sigma
	}
	// Boundaries.
	if logp {
		if p > 0 {
			return math.NaN()
		}
		if p == 0 {
			if lower {
				return math.Inf(1)
			}
			return math.Inf(-1)
		}
		if math.IsInf(p, -1) {
			if lower {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
	} else {
		if p < 0 || p > 1 {
			return math.NaN()
		}
		if p == 0 {
			if lower {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
		if p == 1 {
			if lower {
				return math.Inf(1)
			}
			return math.Inf(-1)
		}
	}
	if sigma < 0 {
		return math.NaN()
	}
	if sigma == 0 {
		return mu
	}
	// p_ is the lower-tail probability, q its distance from 1/2.
	var pl float64
	switch {
	case logp && lower:
		pl = math.Exp(p)
	case logp:
		pl = -math.Expm1(p)
	case lower:
		pl = p
	default:
		pl = 0.5 - p + 0.5
	}
	q := pl - 0.5
	var val float64
	if math.Abs(q) <= 0.425 {
		r := 0.180625 - q*q
		val = q * (((((((r*2509.0809287301226727+
			33430.575583588128105)*r+67265.770927008700853)*r+
			45921.953931549871457)*r+13731.693765509461125)*r+
			1971.5909503065514427)*r+133.14166789178437745)*r +
			3.387132872796366608) /
			(((((((r*5226.495278852545925+
				28729.085735721942674)*r+39307.89580009271061)*r+
				21213.794301586595867)*r+5394.1960214247511077)*r+
				687.1870074920579083)*r+42.313330701600911252)*r + 1)
		return mu + sigma*val
	}
	// r is the smaller tail probability, or its log taken directly.
	var r float64
	useLog := logp && ((lower && q <= 0) || (!lower && q > 0))
	if useLog {
		r = math.Sqrt(-p)
	} else {
		var t float64
		if q > 0 {
			// Upper tail: 1 - p_ computed on the given scale.
			switch {
			case logp && lower:
				t = -math.Expm1(p)
			case logp:
				t = math.Exp(p)
			case lower:
				t = 0.5 - p + 0.5
			default:
				t = p
			}
		} else {
			t = pl
		}
		r = math.Sqrt(-logAcc(t))
	}
	if r <= 5 {
		r -= 1.6
		val = (((((((r*7.7454501427834140764e-4+
			.0227238449892691845833)*r+.24178072517745061177)*
			r+1.27045825245236838258)*r+
			3.64784832476320460504)*r+5.7694972214606914055)*
			r+4.6303378461565452959)*r +
			1.42343711074968357734) /
			(((((((r*
				1.05075007164441684324e-9+5.475938084995344946e-4)*
				r+.0151986665636164571966)*r+
				.14810397642748007459)*r+.68976733498510000455)*
				r+1.6763848301838038494)*r+
				2.05319162663775882187)*r + 1)
	} else {
		r -= 5
		val = (((((((r*2.01033439929228813265e-7+
			2.71155556874348757815e-5)*r+
			.0012426609473880784386)*r+.026532189526576123093)*
			r+.29656057182850489123)*r+
			1.7848265399172913358)*r+5.4637849111641143699)*
			r + 6.6579046435011037772) /
			(((((((r*
				2.04426310338993978564e-15+1.4215117583164458887e-7)*
				r+1.8463183175100546818e-5)*r+
				7.868691311456132591e-4)*r+.0148753612908506148525)*
				r+.13692988092273580531)*r+
				.59983220655588793769)*r + 1)
	}
	if q < 0 {
		val = -val
	}
	return mu + sigma*val
}

// poisState is the setup the Poisson generator keeps between draws with
// the same mean (Ahrens & Dieter 1982, algorithm PD, with table lookup
// for means below 10).
type poisState struct {
	muprev, muprev2       float64
	s, d, bigL, omega     float64
	b1, b2, c, c0, c1, c2 float64
	c3                    float64
	l, m                  int
	p0, p, q              float64
	pp                    [36]float64
}

var poisFact = [10]float64{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

func (st *poisState) rpois(r *rng, mu float64) float64 {
	const (
		a0, a1, a2, a3 = -0.5, 0.3333333, -0.2500068, 0.2000118
		a4, a5, a6, a7 = -0.1661269, 0.1421878, -0.1384794, 0.1250060
		one7           = 0.1428571428571428571
		one12          = 0.0833333333333333333
		one24          = 0.0416666666666666667
	)
	if !isFinite(mu) || mu < 0 {
		return math.NaN()
	}
	if mu <= 0 {
		return 0
	}
	bigMu := mu >= 10
	newBigMu := false
	if !(bigMu && mu == st.muprev) {
		if bigMu {
			newBigMu = true
			st.muprev = mu
			st.s = math.Sqrt(mu)
			st.d = 6 * mu * mu
			st.bigL = math.Floor(mu - 1.1484)
		} else {
			if mu != st.muprev {
				st.muprev = mu
				st.m = max(1, int(mu))
				st.l = 0
				st.q = math.Exp(-mu)
				st.p0 = st.q
				st.p = st.q
			}
			for {
				u := r.unif()
				if u <= st.p0 {
					return 0
				}
				if st.l > 0 {
					j := 1
					if u > 0.458 {
						j = min(st.l, st.m)
					}
					for k := j; k <= st.l; k++ {
						if u <= st.pp[k] {
							return float64(k)
						}
					}
					if st.l == 35 {
						continue
					}
				}
				st.l++
				for k := st.l; k <= 35; k++ {
					st.p *= mu / float64(k)
					st.q += st.p
					st.pp[k] = st.q
					if u <= st.q {
						st.l = k
						return float64(k)
					}
				}
				st.l = 35
			}
		}
	}
	// Step N: a normal sample.
	g := mu + st.s*r.norm()
	pois := -1.0
	var fk, difmuk, u float64
	if g >= 0 {
		pois = math.Floor(g)
		if pois >= st.bigL {
			return pois
		}
		fk = pois
		difmuk = mu - fk
		u = r.unif()
		if st.d*u >= difmuk*difmuk*difmuk {
			return pois
		}
	}
	// Step P: the constants of the hat function.
	if newBigMu || mu != st.muprev2 {
		st.muprev2 = mu
		st.omega = oneOverSqrt2Pi / st.s
		st.b1 = one24 / mu
		st.b2 = 0.3 * st.b1 * st.b1
		st.c3 = one7 * st.b1 * st.b2
		st.c2 = st.b2 - 15*st.c3
		st.c1 = st.b1 - 6*st.b2 + 45*st.c3
		st.c0 = 1 - st.b1 + 3*st.b2 - 15*st.c3
		st.c = 0.1069 / mu
	}
	kflag := 0
	stepF := g >= 0
	var e float64
	for {
		if !stepF {
			// Step E: a double-exponential sample.
			e = r.exp()
			u = 2*r.unif() - 1
			t := 1.8 + math.Copysign(e, u)
			if !(t > -0.6744) {
				continue
			}
			pois = math.Floor(mu + st.s*t)
			fk = pois
			difmuk = mu - fk
			kflag = 1
		}
		stepF = false
		// Step F: px, py, fx, fy.
		var px, py float64
		if pois < 10 {
			px = -mu
			py = math.Pow(mu, pois) / poisFact[int(pois)]
		} else {
			del := one12 / fk
			del = del * (1 - 4.8*del*del)
			v := difmuk / fk
			if math.Abs(v) <= 0.25 {
				px = fk*v*v*(((((((a7*v+a6)*v+a5)*v+a4)*v+a3)*v+a2)*v+a1)*v+a0) - del
			} else {
				px = fk*math.Log(1+v) - difmuk - del
			}
			py = oneOverSqrt2Pi / math.Sqrt(fk)
		}
		x := (0.5 - difmuk) / st.s
		xx := x * x
		fx := -0.5 * xx
		fy := st.omega * (((st.c3*xx+st.c2)*xx+st.c1)*xx + st.c0)
		if kflag > 0 {
			// Step H: hat acceptance.
			if st.c*math.Abs(u) <= py*math.Exp(px+e)-fy*math.Exp(fx+e) {
				break
			}
		} else {
			// Step Q: quotient acceptance.
			if fy-u*fy <= py*math.Exp(px-fx) {
				break
			}
		}
	}
	return pois
}

// binomState is the setup the binomial generator keeps between draws
// with the same parameters (Kachitvichyanukul & Schmeiser's BTPE, and
// inversion when n*p < 30).
type binomState struct {
	psave                  float64
	nsave                  int
	set                    bool
	c, fm, npq, p1, p2, p3 float64
	p4, qn, xl, xll, xlr   float64
	xm, xr                 float64
	m                      int
}

// powDI is x^n by repeated squaring.
func powDI(x float64, n int) float64 {
	xn := 1.0
	if math.IsNaN(x) {
		return x
	}
	if n == 0 {
		return 1
	}
	if !isFinite(x) {
		return math.Pow(x, float64(n))
	}
	neg := n < 0
	if neg {
		n = -n
	}
	for {
		if n&1 != 0 {
			xn *= x
		}
		n >>= 1
		if n == 0 {
			break
		}
		x *= x
	}
	if neg {
		xn = 1 / xn
	}
	return xn
}

func (st *binomState) rbinom(r *rng, nin, pp float64) float64 {
	if !isFinite(nin) {
		return math.NaN()
	}
	rn := math.Round(nin)
	if rn != nin {
		return math.NaN()
	}
	if !isFinite(pp) || rn < 0 || pp < 0 || pp > 1 {
		return math.NaN()
	}
	if rn == 0 || pp == 0 {
		return 0
	}
	if pp == 1 {
		return rn
	}
	if rn >= math.MaxInt32 {
		return math.NaN()
	}
	n := int(rn)
	p := math.Min(pp, 1-pp)
	q := 1 - p
	np := float64(n) * p
	rr := p / q
	g := rr * float64(n+1)
	if !st.set || pp != st.psave || n != st.nsave {
		st.set = true
		st.psave = pp
		st.nsave = n
		if np < 30 {
			st.qn = powDI(q, n)
		} else {
			st.fm = np + p
			st.m = int(st.fm)
			st.npq = np * q
			st.p1 = float64(int(2.195*math.Sqrt(st.npq)-4.6*q)) + 0.5
			st.xm = float64(st.m) + 0.5
			st.xl = st.xm - st.p1
			st.xr = st.xm + st.p1
			st.c = 0.134 + 20.5/(15.3+float64(st.m))
			al := (st.fm - st.xl) / (st.fm - st.xl*p)
			st.xll = al * (1 + 0.5*al)
			al = (st.xr - st.fm) / (st.xr * q)
			st.xlr = al * (1 + 0.5*al)
			st.p2 = st.p1 * (1 + st.c + st.c)
			st.p3 = st.p2 + st.c/st.xll
			st.p4 = st.p3 + st.c/st.xlr
		}
	}
	var ix int
	if np < 30 {
		// Inversion from 0 upwards.
		for {
			ix = 0
			f := st.qn
			u := r.unif()
			done := false
			for {
				if u < f {
					done = true
					break
				}
				if ix > 110 {
					break
				}
				u -= f
				ix++
				f *= g/float64(ix) - rr
			}
			if done {
				break
			}
		}
	} else {
		m := st.m
		npq := st.npq
		for {
			u := r.unif() * st.p4
			v := r.unif()
			// Triangular region.
			if u <= st.p1 {
				ix = int(st.xm - st.p1*v + u)
				break
			}
			if u <= st.p2 {
				// Parallelogram region.
				x := st.xl + (u-st.p1)/st.c
				v = v*st.c + 1 - math.Abs(st.xm-x)/st.p1
				if v > 1 || v <= 0 {
					continue
				}
				ix = int(x)
			} else if u > st.p3 {
				// Right tail.
				ix = int(st.xr - math.Log(v)/st.xlr)
				if ix > n {
					continue
				}
				v = v * (u - st.p3) * st.xlr
			} else {
				// Left tail.
				ix = int(st.xl + math.Log(v)/st.xll)
				if ix < 0 {
					continue
				}
				v = v * (u - st.p2) * st.xll
			}
			k := ix - m
			if k < 0 {
				k = -k
			}
			if k <= 20 || float64(k) >= npq/2-1 {
				// Explicit evaluation.
				f := 1.0
				if m < ix {
					for i := m + 1; i <= ix; i++ {
						f *= g/float64(i) - rr
					}
				} else if m > ix {
					for i := ix + 1; i <= m; i++ {
						f /= g/float64(i) - rr
					}
				}
				if v <= f {
					break
				}
				continue
			}
			// Squeeze with bounds on log(f(x)).
			fk := float64(k)
			amaxp := (fk / npq) * ((fk*(fk/3+0.625)+0.1666666666666)/npq + 0.5)
			ynorm := -fk * fk / (2 * npq)
			alv := math.Log(v)
			if alv < ynorm-amaxp {
				break
			}
			if alv <= ynorm+amaxp {
				// Stirling's formula to machine accuracy.
				x1 := float64(ix + 1)
				f1 := st.fm + 1
				z := float64(n) + 1 - st.fm
				w := float64(n-ix) + 1
				z2, x2, f2, w2 := z*z, x1*x1, f1*f1, w*w
				corr := func(a, a2 float64) float64 {
					return (13860 - (462-(132-(99-140/a2)/a2)/a2)/a2) / a / 166320
				}
				bound := st.xm*math.Log(f1/x1) + (float64(n-m)+0.5)*math.Log(z/w) +
					float64(ix-m)*math.Log(w*p/(x1*q)) +
					corr(f1, f2) + corr(z, z2) + corr(x1, x2) + corr(w, w2)
				if alv <= bound {
					break
				}
			}
		}
	}
	if st.psave > 0.5 {
		ix = n - ix
	}
	return float64(ix)
}

// logAcc is the natural logarithm rounded correctly in all but rare
// near-halfway cases (Go's math.Log is off by an ulp for about 3% of
// arguments; the quantile functions feed it to rational approximations
// whose results R users compare at full precision). It reduces x to
// 2^k * m with m in [sqrt(1/2), sqrt(2)) and sums k*ln2 + 2*atanh(s),
// s = (m-1)/(m+1), in double-double arithmetic.
func logAcc(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log(x)
	}
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	num := m - 1 // exact
	dh, dl := twoSum(m, 1)
	sh := num / dh
	sl := (math.FMA(-sh, dh, num) - sh*dl) / dh
	s2 := sh * sh
	t := 0.0
	for j := 25; j >= 3; j -= 2 {
		t = t*s2 + 1/float64(j)
	}
	t *= 2 * sh * s2
	const ln2hi = 6.93147180369123816490e-01 // low bits zero: k*ln2hi is exact
	const ln2lo = 1.90821492927058770002e-10
	fk := float64(k)
	hi, lo := twoSum(fk*ln2hi, 2*sh)
	lo += fk*ln2lo + 2*sl + t
	return hi + lo
}

// twoSum returns a+b and the rounding error of that sum.
func twoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}
