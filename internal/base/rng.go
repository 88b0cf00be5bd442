package base

import (
	"math"
	"os"
	"time"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The random number generator: GNU R's default Mersenne-Twister with the
// Inversion normal generator and the Rejection sampler. As in R, the
// state lives in .Random.seed in the global environment: every generator
// call reads it there, and writes it back when done, so saving and
// restoring .Random.seed replays a stream.

func init() { extraTables = append(extraTables, rngBuiltins) }

const (
	mtN = 624
	mtM = 397
	// seedKind is .Random.seed[1]: RNG kind 3 (Mersenne-Twister) + 100 *
	// normal kind 4 (Inversion) + 10000 * sample kind (1 Rejection, 0
	// Rounding).
	rngKindMT        = 3
	normKindInvert   = 4
	sampleKindReject = 1
)

var randomSeedSym = rt.Intern(".Random.seed")

// rng is one generator run: the Mersenne-Twister state loaded from
// .Random.seed for the duration of a builtin call.
type rng struct {
	mt       [mtN]uint32
	mti      int
	rounding bool // sample.kind = "Rounding"
}

// initSeed is R's seeding of the Mersenne-Twister from one integer: the
// seed scrambled by 50 steps of the LCG 69069*s+1, then every state word
// drawn from the same LCG; the position is set to "regenerate next".
func (r *rng) initSeed(seed uint32) {
	for j := 0; j < 50; j++ {
		seed = 69069*seed + 1
	}
	// The first word of R's seed array is the position (mti), which is
	// overwritten by the fixup below.
	seed = 69069*seed + 1
	for j := 0; j < mtN; j++ {
		seed = 69069*seed + 1
		r.mt[j] = seed
	}
	r.mti = mtN
}

// sgenrand is MT19937's own initialisation from a seed (used by the
// generator when its position is N+1, as in the reference code).
func (r *rng) sgenrand(seed uint32) {
	for i := 0; i < mtN; i++ {
		r.mt[i] = seed & 0xffff0000
		seed = 69069*seed + 1
		r.mt[i] |= (seed & 0xffff0000) >> 16
		seed = 69069*seed + 1
	}
	r.mti = mtN
}

// genrand returns the next tempered 32-bit output as a double in [0, 1).
func (r *rng) genrand() float64 {
	const upper, lower = 0x80000000, 0x7fffffff
	const matrixA = 0x9908b0df
	if r.mti >= mtN {
		if r.mti == mtN+1 {
			r.sgenrand(4357)
		}
		var kk int
		for kk = 0; kk < mtN-mtM; kk++ {
			y := (r.mt[kk] & upper) | (r.mt[kk+1] & lower)
			r.mt[kk] = r.mt[kk+mtM] ^ (y >> 1) ^ (matrixA * (y & 1))
		}
		for ; kk < mtN-1; kk++ {
			y := (r.mt[kk] & upper) | (r.mt[kk+1] & lower)
			r.mt[kk] = r.mt[kk+(mtM-mtN)] ^ (y >> 1) ^ (matrixA * (y & 1))
		}
		y := (r.mt[mtN-1] & upper) | (r.mt[0] & lower)
		r.mt[mtN-1] = r.mt[mtM-1] ^ (y >> 1) ^ (matrixA * (y & 1))
		r.mti = 0
	}
	y := r.mt[r.mti]
	r.mti++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return float64(y) * 2.3283064365386963e-10
}

// unif is unif_rand(): a uniform in the open interval (0, 1).
func (r *rng) unif() float64 {
	const i2_32m1 = 2.328306437080797e-10 // 1/(2^32 - 1)
	v := r.genrand()
	if v <= 0 {
		return 0.5 * i2_32m1
	}
	if 1-v <= 0 {
		return 1 - 0.5*i2_32m1
	}
	return v
}

// norm is norm_rand() by inversion: a uniform at 2^27 resolution built
// from two draws, through qnorm.
func (r *rng) norm() float64 {
	const big = 134217728 // 2^27
	u := r.unif()
	u = float64(int(big*u)) + r.unif()
	return qnorm(u/big, 0, 1, true, false)
}

// exp is exp_rand(): Ahrens & Dieter's (1972) algorithm SA for the
// standard exponential.
func (r *rng) exp() float64 {
	q := expQ
	a := 0.0
	u := r.unif()
	for u <= 0 || u >= 1 {
		u = r.unif()
	}
	for {
		u += u
		if u > 1 {
			break
		}
		a += q[0]
	}
	u -= 1
	if u <= q[0] {
		return a + u
	}
	i := 0
	ustar := r.unif()
	umin := ustar
	for {
		ustar = r.unif()
		if umin > ustar {
			umin = ustar
		}
		i++
		if u <= q[i] {
			break
		}
	}
	return a + umin*q[0]
}

// expQ[k-1] is the sum over i = 1..k of ln(2)^i / i!.
var expQ = func() []float64 {
	q := make([]float64, 16)
	sum, term := 0.0, 1.0
	for k := 1; k <= 16; k++ {
		term *= math.Ln2 / float64(k)
		sum += term
		q[k-1] = sum
	}
	// The sums converge to 1; the last terms are below double precision.
	q[15] = 1
	return q
}()

// rbits returns a uniform integer with the given number of bits, drawn
// 16 bits at a time.
func (r *rng) rbits(bits int) float64 {
	var v int64
	for n := 0; n <= bits; n += 16 {
		v1 := int64(math.Floor(r.unif() * 65536))
		v = 65536*v + v1
	}
	return float64(v & ((int64(1) << bits) - 1))
}

// unifIndex is R_unif_index(dn): a uniform integer in [0, dn), by
// rejection from the next power of two (or by rounding for the old
// sampler).
func (r *rng) unifIndex(dn float64) float64 {
	if r.rounding {
		return math.Floor(dn * r.unif())
	}
	if dn <= 0 {
		return 0
	}
	bits := int(math.Ceil(math.Log2(dn)))
	for {
		dv := r.rbits(bits)
		if dn > dv {
			return dv
		}
	}
}

// loadRNG reads the generator state from .Random.seed in the global
// environment, seeding from the clock when there is none.
func loadRNG(in *vm.Interp) *rng {
	r := &rng{}
	v := in.Global.Get(randomSeedSym)
	if s, ok := v.(*rt.Integer); ok && len(s.V) == mtN+2 && s.V[0]%10000 == rngKindMT+100*normKindInvert {
		r.rounding = s.V[0]/10000 == 0
		r.mti = int(s.V[1])
		for i := range r.mt {
			r.mt[i] = uint32(s.V[i+2])
		}
		if r.mti < 0 || r.mti > mtN+1 {
			r.mti = mtN
		}
		return r
	}
	if v != nil && v != rt.Unbound {
		if s, ok := v.(*rt.Integer); ok && len(s.V) > 0 {
			r.rounding = s.V[0]/10000 == 0
		}
	}
	r.initSeed(timeSeed())
	return r
}

// timeSeed is the seed of a fresh stream: the clock mixed with the
// process id, as R's TimeToSeed.
func timeSeed() uint32 {
	now := time.Now()
	seed := uint32(now.UnixNano()/1000) ^ uint32(now.Unix()<<16)
	seed ^= uint32(os.Getpid()) << 16
	return seed
}

// save writes the state back to .Random.seed.
func (r *rng) save(in *vm.Interp) {
	s := rt.NewInteger(mtN + 2)
	kind := int32(rngKindMT + 100*normKindInvert)
	if !r.rounding {
		kind += 10000 * sampleKindReject
	}
	s.V[0] = kind
	s.V[1] = int32(r.mti)
	for i, w := range r.mt {
		s.V[i+2] = int32(w)
	}
	in.Global.Define(randomSeedSym, s)
}

var rngBuiltins = []*vm.BuiltinDef{
	{Name: "set.seed", Formals: []string{"seed", "kind", "normal.kind", "sample.kind"}, Invisible: true, Fn: builtinSetSeed},
	{Name: "RNGkind", Formals: []string{"kind", "normal.kind", "sample.kind"}, Fn: builtinRNGkind},
	{Name: "runif", Formals: []string{"n", "min", "max"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return random2(in, c, 0, 1, func(r *rng, a, b float64) float64 {
			if !isFinite(a) || !isFinite(b) || b < a {
				return math.NaN()
			}
			if a == b {
				return a
			}
			u := r.unif()
			return a + (b-a)*u
		})
	}},
	{Name: "rnorm", Formals: []string{"n", "mean", "sd"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return random2(in, c, 0, 1, func(r *rng, mu, sigma float64) float64 {
			if math.IsNaN(mu) || !isFinite(sigma) || sigma < 0 {
				return math.NaN()
			}
			if sigma == 0 || !isFinite(mu) {
				return mu
			}
			return mu + sigma*r.norm()
		})
	}},
	{Name: "rexp", Formals: []string{"n", "rate"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return random1(in, c, 1, false, func(r *rng, rate float64) float64 {
			scale := 1 / rate
			if !isFinite(scale) || scale <= 0 {
				if scale == 0 {
					return 0
				}
				return math.NaN()
			}
			return scale * r.exp()
		})
	}},
	{Name: "rpois", Formals: []string{"n", "lambda"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		var ps poisState
		return random1(in, c, math.NaN(), true, func(r *rng, mu float64) float64 {
			return ps.rpois(r, mu)
		})
	}},
	{Name: "rbinom", Formals: []string{"n", "size", "prob"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		var bs binomState
		return random2int(in, c, func(r *rng, n, p float64) float64 {
			return bs.rbinom(r, n, p)
		})
	}},
	{Name: ".sampleInt", Formals: []string{"n", "size", "replace", "prob"}, Fn: builtinSampleInt},
}

func isFinite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// randomN resolves the n argument of the r* functions: a count, or the
// length of a vector of length > 1.
func randomN(in *vm.Interp, v rt.Value) (int, error) {
	if v == nil {
		return 0, in.Errorf(nil, "argument \"n\" is missing, with no default")
	}
	if x, ok := v.(rt.Vector); ok && x.Len() != 1 {
		return x.Len(), nil
	}
	d := rt.AsReal(v, nil)
	if math.IsNaN(d) || d < 0 || d > 4.5e15 {
		return 0, in.Errorf(nil, "invalid arguments")
	}
	return int(d), nil
}

// paramDoubles converts a distribution parameter (default def when not
// supplied) to doubles.
func paramDoubles(in *vm.Interp, v rt.Value, def float64) ([]float64, error) {
	if v == nil {
		return []float64{def}, nil
	}
	switch v.(type) {
	case *rt.Double, *rt.Integer, *rt.Logical:
	default:
		return nil, in.Errorf(nil, "invalid arguments")
	}
	d, err := rt.CoerceVector(v, rt.DoubleType, nil)
	if err != nil {
		return nil, err
	}
	return d.(*rt.Double).V, nil
}

// random1 runs a one-parameter generator n times, recycling the
// parameter. asInt makes the result integer when every value fits.
func random1(in *vm.Interp, c *vm.Call, def float64, asInt bool, gen func(r *rng, a float64) float64) (rt.Value, error) {
	n, err := randomN(in, c.Arg(0))
	if err != nil {
		return nil, err
	}
	a, err := paramDoubles(in, c.Arg(1), def)
	if err != nil {
		return nil, err
	}
	out := make([]float64, n)
	naflag := false
	if len(a) == 0 {
		for i := range out {
			out[i] = rt.NAReal
		}
		if n > 0 {
			naflag = true
		}
	} else if n > 0 {
		r := loadRNG(in)
		for i := range out {
			out[i] = gen(r, a[i%len(a)])
			if math.IsNaN(out[i]) {
				naflag = true
			}
		}
		r.save(in)
	}
	if naflag {
		in.Warn(c.Call, "NAs produced")
	}
	return randomResult(out, asInt), nil
}

// random2 runs a two-parameter generator, defaults da and db.
func random2(in *vm.Interp, c *vm.Call, da, db float64, gen func(r *rng, a, b float64) float64) (rt.Value, error) {
	out, err := random2Values(in, c, da, db, gen)
	if err != nil {
		return nil, err
	}
	return rt.DoubleOf(out...), nil
}

func random2int(in *vm.Interp, c *vm.Call, gen func(r *rng, a, b float64) float64) (rt.Value, error) {
	if c.Arg(1) == nil {
		return nil, in.Errorf(nil, "argument \"size\" is missing, with no default")
	}
	if c.Arg(2) == nil {
		return nil, in.Errorf(nil, "argument \"prob\" is missing, with no default")
	}
	out, err := random2Values(in, c, 0, 0, gen)
	if err != nil {
		return nil, err
	}
	return randomResult(out, true), nil
}

func random2Values(in *vm.Interp, c *vm.Call, da, db float64, gen func(r *rng, a, b float64) float64) ([]float64, error) {
	n, err := randomN(in, c.Arg(0))
	if err != nil {
		return nil, err
	}
	a, err := paramDoubles(in, c.Arg(1), da)
	if err != nil {
		return nil, err
	}
	b, err := paramDoubles(in, c.Arg(2), db)
	if err != nil {
		return nil, err
	}
	out := make([]float64, n)
	naflag := false
	if len(a) == 0 || len(b) == 0 {
		for i := range out {
			out[i] = rt.NAReal
		}
		naflag = n > 0
	} else if n > 0 {
		r := loadRNG(in)
		for i := range out {
			out[i] = gen(r, a[i%len(a)], b[i%len(b)])
			if math.IsNaN(out[i]) {
				naflag = true
			}
		}
		r.save(in)
	}
	if naflag {
		in.Warn(c.Call, "NAs produced")
	}
	return out, nil
}

// randomResult is a double vector, or an integer one when asked for and
// every value is an integer in range (NaN becomes NA).
func randomResult(out []float64, asInt bool) rt.Value {
	if asInt {
		fits := true
		for _, x := range out {
			if !math.IsNaN(x) && (x > math.MaxInt32 || x < -math.MaxInt32) {
				fits = false
				break
			}
		}
		if fits {
			iv := rt.NewInteger(len(out))
			for i, x := range out {
				if math.IsNaN(x) {
					iv.V[i] = rt.NAInt
				} else {
					iv.V[i] = int32(x)
				}
			}
			return iv
		}
	}
	for i, x := range out {
		if math.IsNaN(x) {
			out[i] = rt.NAReal
		}
	}
	return rt.DoubleOf(out...)
}

// builtinSetSeed is set.seed(seed, kind, normal.kind, sample.kind).
func builtinSetSeed(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	r := &rng{}
	if old, ok := in.Global.Get(randomSeedSym).(*rt.Integer); ok && len(old.V) > 0 {
		r.rounding = old.V[0]/10000 == 0
	}
	if err := setRNGkinds(in, c, 1, r); err != nil {
		return nil, err
	}
	s := c.Arg(0)
	if s == nil {
		return nil, in.Errorf(nil, "argument \"seed\" is missing, with no default")
	}
	if rt.IsNull(s) {
		r.initSeed(timeSeed())
	} else {
		seed := rt.AsInteger(s, func(m string) { in.Warn(c.Call, m) })
		if seed == rt.NAInt {
			return nil, in.Errorf(nil, "supplied seed is not a valid integer")
		}
		r.initSeed(uint32(seed))
	}
	r.save(in)
	return rt.Nil, nil
}

// setRNGkinds applies the kind, normal.kind and sample.kind arguments
// starting at argument index first. Only R's defaults and the
// "Rounding" sampler are available.
func setRNGkinds(in *vm.Interp, c *vm.Call, first int, r *rng) error {
	check := func(v rt.Value, what string, allowed ...string) (string, error) {
		if v == nil || rt.IsNull(v) {
			return "", nil
		}
		s, ok := v.(*rt.Character)
		if !ok || len(s.V) != 1 {
			return "", in.Errorf(nil, "'%s' must be a character string of length 1 (RNG to be used).", what)
		}
		for _, a := range allowed {
			if s.V[0] == a || (s.V[0] == "default" && a == allowed[0]) {
				return a, nil
			}
		}
		return "", in.Errorf(nil, "'%s' is not a valid abbreviation of an RNG", s.V[0])
	}
	if _, err := check(c.Arg(first), "kind", "Mersenne-Twister"); err != nil {
		return err
	}
	if _, err := check(c.Arg(first+1), "normal.kind", "Inversion"); err != nil {
		return err
	}
	k, err := check(c.Arg(first+2), "sample.kind", "Rejection", "Rounding")
	if err != nil {
		return err
	}
	switch k {
	case "Rejection":
		r.rounding = false
	case "Rounding":
		r.rounding = true
		in.Warn(c.Call, "non-uniform 'Rounding' sampler used")
	}
	return nil
}

// builtinRNGkind is RNGkind(kind, normal.kind, sample.kind): the kinds
// in use (invisibly when any is set).
func builtinRNGkind(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	r := loadRNG(in)
	wasRounding := r.rounding
	prev := rt.CharacterOf("Mersenne-Twister", "Inversion", "Rejection")
	if wasRounding {
		prev.V[2] = "Rounding"
	}
	set := false
	for i := 0; i < 3; i++ {
		if v := c.Arg(i); v != nil && !rt.IsNull(v) {
			set = true
		}
	}
	if !set {
		return prev, nil
	}
	if err := setRNGkinds(in, c, 0, r); err != nil {
		return nil, err
	}
	if c.Arg(0) != nil && !rt.IsNull(c.Arg(0)) {
		// Choosing a generator reseeds it from the clock, as R does.
		r.initSeed(timeSeed())
	}
	r.save(in)
	in.Visible = false
	return prev, nil
}

// builtinSampleInt is the engine of sample.int(n, size, replace, prob).
func builtinSampleInt(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	dn := rt.AsReal(c.Arg(0), nil)
	if math.IsNaN(dn) || dn < 0 || dn > 4.5e15 || (dn > math.MaxInt32 && c.Arg(3) != nil && !rt.IsNull(c.Arg(3))) {
		return nil, in.Errorf(nil, "invalid first argument")
	}
	n := int(dn)
	sz := rt.AsReal(c.Arg(1), nil)
	if math.IsNaN(sz) || sz < 0 || sz > 4.5e15 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "size")
	}
	k := int(sz)
	replace := rt.AsLogical(c.Arg(2))
	if replace == rt.NALgl {
		return nil, in.Errorf(nil, "invalid '%s' argument", "replace")
	}
	rep := replace == rt.True
	if !rep && k > n && dn <= math.MaxInt32 {
		return nil, in.Errorf(nil, "cannot take a sample larger than the population when 'replace = FALSE'")
	}
	out := rt.NewInteger(k)
	if p := c.Arg(3); p != nil && !rt.IsNull(p) {
		pv, err := rt.CoerceVector(p, rt.DoubleType, nil)
		if err != nil {
			return nil, err
		}
		prob := append([]float64(nil), pv.(*rt.Double).V...)
		if len(prob) != n {
			return nil, in.Errorf(nil, "incorrect number of probabilities")
		}
		if err := fixupProb(in, prob, k, rep); err != nil {
			return nil, err
		}
		r := loadRNG(in)
		if rep {
			nc := 0
			for _, q := range prob {
				if float64(n)*q > 0.1 {
					nc++
				}
			}
			if nc > 200 {
				walkerSample(r, prob, out.V)
			} else {
				probSampleReplace(r, prob, out.V)
			}
		} else {
			probSampleNoReplace(r, prob, out.V)
		}
		r.save(in)
		return out, nil
	}
	if k == 0 {
		return out, nil
	}
	r := loadRNG(in)
	if dn > 1e7 && !rep && float64(k) <= dn/2 {
		// A large population: draw indices, rejecting repeats (R's
		// hashed sampler), rather than permuting an index vector.
		seen := make(map[float64]bool, k)
		vals := make([]float64, 0, k)
		for len(vals) < k {
			v := r.unifIndex(dn) + 1
			if !seen[v] {
				seen[v] = true
				vals = append(vals, v)
			}
		}
		r.save(in)
		if dn > math.MaxInt32 {
			return rt.DoubleOf(vals...), nil
		}
		for i, v := range vals {
			out.V[i] = int32(v)
		}
		return out, nil
	}
	if (rep || k < 2) && dn > math.MaxInt32 {
		vals := make([]float64, k)
		for i := range vals {
			vals[i] = r.unifIndex(dn) + 1
		}
		r.save(in)
		return rt.DoubleOf(vals...), nil
	}
	if rep || k < 2 {
		for i := range out.V {
			out.V[i] = int32(r.unifIndex(dn) + 1)
		}
	} else {
		x := make([]int32, n)
		for i := range x {
			x[i] = int32(i)
		}
		m := n
		for i := range out.V {
			j := int(r.unifIndex(float64(m)))
			out.V[i] = x[j] + 1
			m--
			x[j] = x[m]
		}
	}
	r.save(in)
	return out, nil
}

// fixupProb checks a probability vector and normalises it to sum 1.
func fixupProb(in *vm.Interp, p []float64, k int, replace bool) error {
	sum := 0.0
	npos := 0
	for _, q := range p {
		if !isFinite(q) {
			return in.Errorf(nil, "NA in probability vector")
		}
		if q < 0 {
			return in.Errorf(nil, "negative probability")
		}
		if q > 0 {
			npos++
			sum += q
		}
	}
	if npos == 0 || (!replace && k > npos) {
		return in.Errorf(nil, "too few positive probabilities")
	}
	for i := range p {
		p[i] /= sum
	}
	return nil
}

// revsort sorts a into decreasing order by heapsort, permuting ib
// alongside (the order R's samplers see tied probabilities in).
func revsort(a []float64, ib []int32) {
	n := len(a)
	if n <= 1 {
		return
	}
	// One-based views.
	A := func(i int) *float64 { return &a[i-1] }
	B := func(i int) *int32 { return &ib[i-1] }
	l := n>>1 + 1
	ir := n
	for {
		var ra float64
		var ii int32
		if l > 1 {
			l--
			ra, ii = *A(l), *B(l)
		} else {
			ra, ii = *A(ir), *B(ir)
			*A(ir), *B(ir) = *A(1), *B(1)
			ir--
			if ir == 1 {
				*A(1), *B(1) = ra, ii
				return
			}
		}
		i := l
		j := l << 1
		for j <= ir {
			if j < ir && *A(j) > *A(j + 1) {
				j++
			}
			if ra > *A(j) {
				*A(i), *B(i) = *A(j), *B(j)
				i = j
				j += j
			} else {
				j = ir + 1
			}
		}
		*A(i), *B(i) = ra, ii
	}
}

// probSampleReplace samples with replacement by inversion over the
// probabilities sorted in decreasing order.
func probSampleReplace(r *rng, p []float64, ans []int32) {
	n := len(p)
	perm := make([]int32, n)
	for i := range perm {
		perm[i] = int32(i + 1)
	}
	revsort(p, perm)
	for i := 1; i < n; i++ {
		p[i] += p[i-1]
	}
	for i := range ans {
		u := r.unif()
		j := 0
		for j = 0; j < n-1; j++ {
			if u <= p[j] {
				break
			}
		}
		ans[i] = perm[j]
	}
}

// probSampleNoReplace samples without replacement: each draw by
// inversion over the remaining mass, the drawn element then removed.
func probSampleNoReplace(r *rng, p []float64, ans []int32) {
	n := len(p)
	perm := make([]int32, n)
	for i := range perm {
		perm[i] = int32(i + 1)
	}
	revsort(p, perm)
	total := 1.0
	n1 := n - 1
	for i := range ans {
		rT := total * r.unif()
		mass := 0.0
		j := 0
		for j = 0; j < n1; j++ {
			mass += p[j]
			if rT <= mass {
				break
			}
		}
		ans[i] = perm[j]
		total -= p[j]
		for k := j; k < n1; k++ {
			p[k] = p[k+1]
			perm[k] = perm[k+1]
		}
		n1--
	}
}

// walkerSample samples with replacement by Walker's alias method (R
// uses it when more than 200 probabilities are non-negligible): the
// column is drawn as an index, then a uniform chooses between it and its
// alias.
func walkerSample(r *rng, p []float64, ans []int32) {
	n := len(p)
	q := make([]float64, n)
	a := make([]int, n)
	hl := make([]int, n)
	h := -1 // last index of the "small" list growing from the front
	l := n  // first index of the "large" list growing from the back
	for i := range p {
		q[i] = p[i] * float64(n)
		if q[i] < 1 {
			h++
			hl[h] = i
		} else {
			l--
			hl[l] = i
		}
	}
	if h >= 0 && l < n {
		for k := 0; k < n-1; k++ {
			i := hl[k]
			j := hl[l]
			a[i] = j
			q[j] += q[i] - 1
			if q[j] < 1 {
				l++
			}
			if l >= n {
				break
			}
		}
	}
	for i := range ans {
		k := int(r.unifIndex(float64(n)))
		if r.unif() < q[k] {
			ans[i] = int32(k + 1)
		} else {
			ans[i] = int32(a[k] + 1)
		}
	}
}
