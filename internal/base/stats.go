package base

import (
	"fmt"
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Statistics kernels: covariance and correlation, the LU determinant,
// findInterval, the binomial distribution, max.col and rowsum. The R
// halves are in R/stats.R.

func init() { extraTables = append(extraTables, statsBuiltins) }

var statsBuiltins = []*vm.BuiltinDef{
	{Name: ".corcov", Formals: []string{"x", "y", "na.method", "kendall", "cor", "call"}, Fn: builtinCorCov},
	{Name: ".detge", Formals: []string{"x", "logarithm"}, Fn: builtinDetGE},
	{Name: "findInterval", Formals: []string{"x", "vec", "rightmost.closed", "all.inside", "left.open"}, Fn: builtinFindInterval},
	{Name: ".maxcol", Formals: []string{"m", "ties"}, Fn: builtinMaxCol},
	{Name: ".rowsum", Formals: []string{"x", "idx", "ng", "na.rm"}, Fn: builtinRowsum},
	{Name: "dbinom", Formals: []string{"x", "size", "prob", "log"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if err := binomArgs(in, c); err != nil {
			return nil, err
		}
		return math3(in, c, math.NaN(), math.NaN(), 1, func(x, n, p float64, flags [2]bool) float64 {
			return dbinom(in, c, x, n, p, flags[0])
		})
	}},
	{Name: "pbinom", Formals: []string{"q", "size", "prob", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if err := binomArgs(in, c); err != nil {
			return nil, err
		}
		return math3(in, c, math.NaN(), math.NaN(), 2, func(x, n, p float64, flags [2]bool) float64 {
			return pbinom(in, c, x, n, p, flags[0], flags[1])
		})
	}},
	{Name: "qbinom", Formals: []string{"p", "size", "prob", "lower.tail", "log.p"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if err := binomArgs(in, c); err != nil {
			return nil, err
		}
		return math3(in, c, math.NaN(), math.NaN(), 2, func(x, n, p float64, flags [2]bool) float64 {
			return qbinom(in, c, x, n, p, flags[0], flags[1])
		})
	}},
}

// binomArgs checks that size and prob, which have no defaults, are given.
func binomArgs(in *vm.Interp, c *vm.Call) error {
	for i := 0; i < 3; i++ {
		if c.Arg(i) == nil {
			return in.Errorf(nil, "argument \"%s\" is missing, with no default", c.Def.Formals[i])
		}
	}
	return nil
}

// naMethod codes of cov/cor's use argument, in the order of R's
// pmatch table.
const (
	naAllObs = iota + 1
	naComplete
	naPairwise
	naEverything
	naOrComplete
)

// matrixCols splits a double matrix (or vector, as one column) into
// columns.
func matrixCols(v rt.Value) ([][]float64, int) {
	xs, _ := numericReals(v)
	nr, nc := len(xs), 1
	if d := arrayDims(v); len(d) == 2 {
		nr, nc = d[0], d[1]
	}
	cols := make([][]float64, nc)
	for j := range cols {
		cols[j] = xs[j*nr : (j+1)*nr]
	}
	return cols, nr
}

// builtinCorCov is the kernel of cov() and cor(): x and y numeric
// matrices (y NULL for x with itself); the result is the ncol(x) by
// ncol(y) matrix.
func builtinCorCov(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	call := c.Arg(5)
	xc, n := matrixCols(c.Arg(0))
	yc := xc
	noY := true
	if y := c.Arg(1); y != nil && !rt.IsNull(y) {
		noY = false
		var ny int
		yc, ny = matrixCols(y)
		if ny != n {
			return nil, in.Errorf(call, "incompatible dimensions")
		}
	}
	method := int(rt.AsInteger(c.Arg(2), nil))
	kendall := rt.AsLogical(c.Arg(3)) == rt.True
	isCor := rt.AsLogical(c.Arg(4)) == rt.True
	hasNA := func(col []float64, use []bool) bool {
		for i, e := range col {
			if math.IsNaN(e) && (use == nil || use[i]) {
				return true
			}
		}
		return false
	}
	var use []bool // the complete rows, for complete.obs
	allNA := false
	switch method {
	case naAllObs:
		for _, cols := range [][][]float64{xc, yc} {
			for _, col := range cols {
				if hasNA(col, nil) {
					return nil, in.Errorf(call, "missing observations in cov/cor")
				}
			}
		}
	case naComplete, naOrComplete:
		use = make([]bool, n)
		any := false
		for i := range use {
			use[i] = true
			for _, cols := range [][][]float64{xc, yc} {
				for _, col := range cols {
					if math.IsNaN(col[i]) {
						use[i] = false
					}
				}
			}
			any = any || use[i]
		}
		if !any {
			if method == naComplete {
				return nil, in.Errorf(call, "no complete element pairs")
			}
			allNA = true
		}
	}
	out := rt.NewDouble(len(xc) * len(yc))
	sdZero := false
	for j, b := range yc {
		for i, a := range xc {
			r := rt.NAReal
			if !allNA {
				rows := use
				if method == naPairwise {
					rows = make([]bool, n)
					for k := range rows {
						rows[k] = !math.IsNaN(a[k]) && !math.IsNaN(b[k])
					}
				}
				if method == naEverything && (hasNA(a, nil) || hasNA(b, nil)) {
					r = rt.NAReal
				} else {
					var zero bool
					r, zero = corCovPair(a, b, rows, kendall, isCor)
					sdZero = sdZero || zero
				}
			}
			out.V[i+j*len(xc)] = r
		}
	}
	// cor(x) has a unit diagonal, NA columns included, unless the pairs
	// are taken column pair by column pair or there are too few rows.
	if noY && isCor && method != naPairwise && !allNA {
		rows := n
		if use != nil {
			rows = 0
			for _, u := range use {
				if u {
					rows++
				}
			}
		}
		if rows >= 2 {
			for i := range xc {
				out.V[i+i*len(xc)] = 1
			}
		}
	}
	if sdZero {
		in.Warn(call, "the standard deviation is zero")
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(len(xc)), int32(len(yc))))
	return out, nil
}

// corCovPair is the covariance or correlation of a and b over the rows
// marked in rows (all when nil); zero reports a zero standard deviation.
func corCovPair(a, b []float64, rows []bool, kendall, isCor bool) (float64, bool) {
	var xs, ys []float64
	for k := range a {
		if rows == nil || rows[k] {
			xs, ys = append(xs, a[k]), append(ys, b[k])
		}
	}
	n := len(xs)
	if n < 2 {
		return rt.NAReal, false
	}
	if kendall {
		var s, sx, sy float64
		for k := range xs {
			for l := range xs {
				dx, dy := sign(xs[k]-xs[l]), sign(ys[k]-ys[l])
				s += dx * dy
				sx += dx * dx
				sy += dy * dy
			}
		}
		if !isCor {
			return s, false
		}
		if sx == 0 || sy == 0 {
			return rt.NAReal, true
		}
		return clampCor(s / (math.Sqrt(sx) * math.Sqrt(sy))), false
	}
	mx, my := meanOf(xs, true), meanOf(ys, true)
	n1 := float64(n - 1)
	var sxy, sxx, syy float64
	for k := range xs {
		dx, dy := xs[k]-mx, ys[k]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if !isCor {
		return sxy / n1, false
	}
	sdx, sdy := math.Sqrt(sxx/n1), math.Sqrt(syy/n1)
	if sdx == 0 || sdy == 0 {
		return rt.NAReal, true
	}
	return clampCor(sxy / n1 / (sdx * sdy)), false
}

func sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func clampCor(r float64) float64 { return math.Max(-1, math.Min(1, r)) }

// builtinDetGE is determinant.matrix's kernel: the LU factorisation with
// partial pivoting; the result is the list of class "det".
func builtinDetGE(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	call := in.ContextCall()
	x := c.Arg(0)
	switch x.Type() {
	case rt.LogicalType, rt.IntegerType, rt.DoubleType:
	default:
		return nil, in.Errorf(call, "'a' must be a numeric matrix")
	}
	d := arrayDims(x)
	if len(d) != 2 {
		return nil, in.Errorf(call, "'a' must be a numeric matrix")
	}
	n := d[0]
	if d[1] != n {
		return nil, in.Errorf(call, "'a' must be a square matrix")
	}
	src, _ := numericReals(x)
	a := append([]float64(nil), src...)
	logarithm := rt.AsLogical(c.Arg(1)) == rt.True
	modulus, sgn := 0.0, int32(1)
	singular := false
	for k := 0; k < n && !singular; k++ {
		p := k
		for i := k + 1; i < n; i++ {
			if math.Abs(a[i+k*n]) > math.Abs(a[p+k*n]) {
				p = i
			}
		}
		if p != k {
			for j := 0; j < n; j++ {
				a[k+j*n], a[p+j*n] = a[p+j*n], a[k+j*n]
			}
			sgn = -sgn
		}
		piv := a[k+k*n]
		if piv == 0 {
			singular = true
			break
		}
		for i := k + 1; i < n; i++ {
			a[i+k*n] /= piv
		}
		for j := k + 1; j < n; j++ {
			f := a[k+j*n]
			if f == 0 {
				continue
			}
			for i := k + 1; i < n; i++ {
				a[i+j*n] -= a[i+k*n] * f
			}
		}
	}
	if singular {
		sgn = 1
		if logarithm {
			modulus = math.Inf(-1)
		}
	} else if logarithm {
		for i := 0; i < n; i++ {
			u := a[i+i*n]
			if u < 0 {
				sgn = -sgn
			}
			modulus += math.Log(math.Abs(u))
		}
	} else {
		modulus = 1
		for i := 0; i < n; i++ {
			modulus *= a[i+i*n]
		}
		if modulus < 0 {
			modulus, sgn = -modulus, -sgn
		}
	}
	mod := rt.DoubleScalar(modulus)
	rt.SetAttr(mod, rt.Intern("logarithm"), rt.LogicalScalar(map[bool]int32{true: rt.True, false: rt.False}[logarithm]))
	res := rt.ListOf(mod, rt.IntegerOf(sgn))
	rt.SetAttr(res, rt.NamesSym, rt.CharacterOf("modulus", "sign"))
	rt.SetAttr(res, rt.ClassSym, rt.CharacterOf("det"))
	return res, nil
}

// builtinFindInterval is findInterval(x, vec, ...): for each x the
// number of elements of vec at or below it, by bisection.
func builtinFindInterval(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	for i, name := range []string{"x", "vec"} {
		if c.Arg(i) == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", name)
		}
	}
	toReals := func(v rt.Value) ([]float64, error) {
		d, err := rt.CoerceVector(v, rt.DoubleType, func(msg string) { in.Warn(c.Call, msg) })
		if err != nil {
			return nil, rerr(in, err)
		}
		return d.(*rt.Double).V, nil
	}
	xs, err := toReals(c.Arg(0))
	if err != nil {
		return nil, err
	}
	vec, err := toReals(c.Arg(1))
	if err != nil {
		return nil, err
	}
	for i, v := range vec {
		if math.IsNaN(v) || (i > 0 && v < vec[i-1]) {
			return nil, in.Errorf(nil, "'vec' must be sorted non-decreasingly and not contain NAs")
		}
	}
	flag := func(i int) bool {
		v := c.Arg(i)
		return v != nil && rt.AsLogical(v) == rt.True
	}
	rightmost, inside, leftOpen := flag(2), flag(3), flag(4)
	nv := len(vec)
	out := rt.NewInteger(len(xs))
	for k, x := range xs {
		if math.IsNaN(x) {
			out.V[k] = rt.NAInt
			continue
		}
		// i is the count of vec elements below x (left.open) or at or
		// below it.
		lo, hi := 0, nv
		for lo < hi {
			mid := (lo + hi) / 2
			if (!leftOpen && vec[mid] <= x) || (leftOpen && vec[mid] < x) {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		i := lo
		if rightmost && nv > 0 {
			if !leftOpen && i == nv && x == vec[nv-1] {
				i = nv - 1
			}
			if leftOpen && i == 0 && x == vec[0] {
				i = 1
			}
		}
		if inside {
			if i == 0 {
				i = 1
			} else if i == nv {
				i = nv - 1
			}
		}
		out.V[k] = int32(i)
	}
	return out, nil
}

// builtinMaxCol is max.col's kernel: ties 1 (random), 2 (first) or 3
// (last). Random ties are broken with R's generator, with its relative
// tolerance of 1e-5.
func builtinMaxCol(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	m := c.Arg(0)
	switch m.Type() {
	case rt.LogicalType, rt.IntegerType, rt.DoubleType:
	default:
		return nil, in.Errorf(in.ContextCall(), "'m' must be numeric")
	}
	xs, _ := numericReals(m)
	d := arrayDims(m)
	nr, nc := len(xs), 1
	if len(d) == 2 {
		nr, nc = d[0], d[1]
	}
	ties := rt.AsInteger(c.Arg(1), nil)
	var r *rng
	if ties == 1 {
		r = loadRNG(in)
	}
	out := rt.NewInteger(nr)
	for i := 0; i < nr; i++ {
		large, isna := 0.0, false
		for j := 0; j < nc; j++ {
			a := xs[i+j*nr]
			if math.IsNaN(a) {
				isna = true
				break
			}
			if isFinite(a) {
				large = math.Max(large, math.Abs(a))
			}
		}
		if isna || nc == 0 {
			out.V[i] = rt.NAInt
			if nc == 0 {
				out.V[i] = 0
			}
			continue
		}
		best, a := 0, xs[i]
		tol, ntie := 1e-5*large, 1
		for j := 1; j < nc; j++ {
			b := xs[i+j*nr]
			switch ties {
			case 1:
				if b > a+tol {
					a, best, ntie = b, j, 1
				} else if b >= a-tol {
					ntie++
					if float64(ntie)*r.unif() < 1 {
						best = j
					}
				}
			case 2:
				if a < b {
					a, best = b, j
				}
			default:
				if a <= b {
					a, best = b, j
				}
			}
		}
		out.V[i] = int32(best + 1)
	}
	if r != nil {
		r.save(in)
	}
	return out, nil
}

// builtinRowsum is rowsum's kernel: x a numeric matrix (or vector),
// idx the group number of each row, ng the number of groups. Integer
// sums stay integer (NA on overflow).
func builtinRowsum(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	iv, err := rt.CoerceVector(c.Arg(1), rt.IntegerType, nil)
	if err != nil {
		return nil, rerr(in, err)
	}
	idx := iv.(*rt.Integer).V
	ng := int(rt.AsInteger(c.Arg(2), nil))
	naRm := rt.AsLogical(c.Arg(3)) == rt.True
	n := len(idx)
	nc := 1
	if d := arrayDims(x); len(d) == 2 {
		nc = d[1]
	}
	if iv, ok := x.(*rt.Integer); ok {
		out := rt.NewInteger(ng * nc)
		for j := 0; j < nc; j++ {
			for i := 0; i < n; i++ {
				g := int(idx[i]-1) + j*ng
				e := iv.V[i+j*n]
				if e == rt.NAInt {
					if !naRm {
						out.V[g] = rt.NAInt
					}
					continue
				}
				if out.V[g] == rt.NAInt {
					continue
				}
				s := int64(out.V[g]) + int64(e)
				if s > math.MaxInt32 || s < -math.MaxInt32 {
					in.Warn(in.ContextCall(), "integer overflow - use sum(as.numeric(.))")
					out.V[g] = rt.NAInt
					continue
				}
				out.V[g] = int32(s)
			}
		}
		rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(ng), int32(nc)))
		return out, nil
	}
	xs, _ := numericReals(x)
	out := rt.NewDouble(ng * nc)
	for j := 0; j < nc; j++ {
		for i := 0; i < n; i++ {
			e := xs[i+j*n]
			if naRm && math.IsNaN(e) {
				continue
			}
			out.V[int(idx[i]-1)+j*ng] += e
		}
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(ng), int32(nc)))
	return out, nil
}

// Binomial distribution. dbinom follows Loader's saddle-point method
// (the deviance bd0 and Stirling's error term), which keeps full
// relative accuracy for large sizes.

// stirlerrSmall holds stirlerr(1..15), computed to 40 digits with
// Python's decimal module (the subtraction below loses the last digits).
var stirlerrSmall = [...]float64{
	0,
	0.081061466795327261, 0.041340695955409297, 0.027677925684998338,
	0.020790672103765093, 0.016644691189821193, 0.013876128823070748,
	0.01189670994589177, 0.010411265261972096, 0.0092554621827127329,
	0.0083305634333628708, 0.0075736754879518406, 0.0069428401072095299,
	0.0064089941880042071, 0.0059513701127588475, 0.0055547335519628011,
}

// stirlerr(n) = log(n!) - log(sqrt(2*pi*n)*(n/e)^n).
func stirlerr(n float64) float64 {
	if n <= 15 {
		if n >= 1 && n == math.Trunc(n) {
			return stirlerrSmall[int(n)]
		}
		return lgamma1(n+1) - (n+0.5)*math.Log(n) + n - 0.918938533204672741780329736406
	}
	nn := n * n
	const (
		s0 = 1.0 / 12
		s1 = 1.0 / 360
		s2 = 1.0 / 1260
		s3 = 1.0 / 1680
		s4 = 1.0 / 1188
	)
	switch {
	case n > 500:
		return (s0 - s1/nn) / n
	case n > 80:
		return (s0 - (s1-s2/nn)/nn) / n
	case n > 35:
		return (s0 - (s1-(s2-s3/nn)/nn)/nn) / n
	}
	return (s0 - (s1-(s2-(s3-s4/nn)/nn)/nn)/nn) / n
}

func lgamma1(x float64) float64 { v, _ := math.Lgamma(x); return v }

// bd0(x, np) = x log(x/np) + np - x, summed as a series when x is near
// np.
func bd0(x, np float64) float64 {
	if math.Abs(x-np) < 0.1*(x+np) {
		v := (x - np) / (x + np)
		s := (x - np) * v
		if math.Abs(s) < math.SmallestNonzeroFloat64 {
			return s
		}
		ej := 2 * x * v
		v *= v
		for j := 1; j < 1000; j++ {
			ej *= v
			s1 := s + ej/float64(2*j+1)
			if s1 == s {
				return s1
			}
			s = s1
		}
	}
	return x*math.Log(x/np) + np - x
}

func dbinomRaw(x, n, p, q float64, logp bool) float64 {
	d0 := func(v float64) float64 {
		if logp {
			return math.Log(v)
		}
		return v
	}
	if p == 0 {
		if x == 0 {
			return d0(1)
		}
		return d0(0)
	}
	if q == 0 {
		if x == n {
			return d0(1)
		}
		return d0(0)
	}
	var lc float64
	if x == 0 {
		if n == 0 {
			return d0(1)
		}
		if p < 0.1 {
			lc = -bd0(n, n*q) - n*p
		} else {
			lc = n * math.Log(q)
		}
		if logp {
			return lc
		}
		return math.Exp(lc)
	}
	if x == n {
		if q < 0.1 {
			lc = -bd0(n, n*p) - n*q
		} else {
			lc = n * math.Log(p)
		}
		if logp {
			return lc
		}
		return math.Exp(lc)
	}
	if x < 0 || x > n {
		return d0(0)
	}
	lc = stirlerr(n) - stirlerr(x) - stirlerr(n-x) - bd0(x, n*p) - bd0(n-x, n*q)
	lf := math.Log(2*math.Pi) + math.Log(x) + math.Log1p(-x/n)
	if logp {
		return lc - 0.5*lf
	}
	return math.Exp(lc - 0.5*lf)
}

func dbinom(in *vm.Interp, c *vm.Call, x, n, p float64, logp bool) float64 {
	if math.IsNaN(x) || math.IsNaN(n) || math.IsNaN(p) {
		return x + n + p
	}
	if p < 0 || p > 1 || n < 0 || !isInt(n) {
		return math.NaN()
	}
	if !isInt(x) {
		in.Warn(c.Call, fmt.Sprintf("non-integer x = %f", x))
		return logZero(logp)
	}
	if x < 0 || !isFinite(x) {
		return logZero(logp)
	}
	return dbinomRaw(math.Round(x), math.Round(n), p, 1-p, logp)
}

// pbinom sums the probabilities of the shorter side, which keeps the
// relative accuracy of both tails.
func pbinom(in *vm.Interp, c *vm.Call, x, n, p float64, lower, logp bool) float64 {
	if math.IsNaN(x) || math.IsNaN(n) || math.IsNaN(p) {
		return x + n + p
	}
	if !isFinite(n) || !isFinite(p) {
		return math.NaN()
	}
	if !isInt(n) {
		in.Warn(c.Call, fmt.Sprintf("non-integer n = %f", n))
		return math.NaN()
	}
	n = math.Round(n)
	if n < 0 || p < 0 || p > 1 {
		return math.NaN()
	}
	if x < 0 {
		return pTail(0, lower, logp)
	}
	x = math.Floor(x + 1e-7)
	if n <= x {
		return pTail(1, lower, logp)
	}
	// sum the tail holding fewer terms beyond the mode
	mode := math.Floor((n + 1) * p)
	sumLower := x < mode
	var s float64
	if sumLower {
		for k := x; k >= 0; k-- {
			t := dbinomRaw(k, n, p, 1-p, false)
			s += t
			if t < s*1e-17 && k < n*p {
				break
			}
		}
	} else {
		for k := x + 1; k <= n; k++ {
			t := dbinomRaw(k, n, p, 1-p, false)
			s += t
			if t < s*1e-17 && k > n*p {
				break
			}
		}
	}
	if sumLower == lower {
		if logp {
			return math.Log(s)
		}
		return s
	}
	if logp {
		return math.Log1p(-s)
	}
	return 1 - s
}

// qbinom starts from the Cornish-Fisher approximation and searches for
// the smallest x with pbinom(x) >= p (less a little fuzz).
func qbinom(in *vm.Interp, c *vm.Call, p, n, pr float64, lower, logp bool) float64 {
	if math.IsNaN(p) || math.IsNaN(n) || math.IsNaN(pr) {
		return p + n + pr
	}
	if !isFinite(n) || !isFinite(pr) || !isFinite(p) && !logp {
		return math.NaN()
	}
	n = math.Round(n)
	if pr < 0 || pr > 1 || n < 0 {
		return math.NaN()
	}
	if logp {
		if p > 0 {
			return math.NaN()
		}
	} else if p < 0 || p > 1 {
		return math.NaN()
	}
	if pr == 0 || n == 0 {
		return 0
	}
	p = pLower(p, lower, logp)
	if p <= 0 {
		return 0
	}
	if p >= 1 {
		return n
	}
	if p+1.01*2.220446049250313e-16 >= 1 {
		return n
	}
	q := 1 - pr
	if q == 0 {
		return n
	}
	mu := n * pr
	sigma := math.Sqrt(n * pr * q)
	gamma := (q - pr) / sigma
	z := qnorm(p, 0, 1, true, false)
	y := math.Floor(mu + sigma*(z+gamma*(z*z-1)/6) + 0.5)
	y = math.Max(0, math.Min(n, y))
	target := p * (1 - 64*2.220446049250313e-16)
	cdf := func(k float64) float64 { return pbinom(in, c, k, n, pr, true, false) }
	if cdf(y) >= target {
		for y > 0 && cdf(y-1) >= target {
			y--
		}
		return y
	}
	for y < n && cdf(y) < target {
		y++
	}
	return y
}
