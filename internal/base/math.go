package base

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// mathBuiltins are the Math group (sqrt, exp, floor…, cumsum…), round,
// signif, log, atan2, choose, the Summary group (sum, prod, max, min,
// range) and mean, var, pmin, pmax.
var mathBuiltins = []*vm.BuiltinDef{
	{Name: "log", Fn: builtinLog},
	{Name: "round", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return roundLike(in, c, "round", 0)
	}},
	{Name: "signif", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return roundLike(in, c, "signif", 6)
	}},
	{Name: "atan2", Formals: []string{"y", "x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if c.Arg(0) == nil {
			return nil, in.Errorf(internalCall("atan2", "y", "x"), "argument \"y\" is missing, with no default")
		}
		if c.Arg(1) == nil {
			return nil, in.Errorf(internalCall("atan2", "y", "x"), "argument \"x\" is missing, with no default")
		}
		v, err := ops.Atan2(c.Arg(0), c.Arg(1), in.Warner(c.Call))
		if err != nil {
			return nil, in.Errorf(internalCall("atan2", "y", "x"), "%s", err.Error())
		}
		return v, nil
	}},
	{Name: "choose", Formals: []string{"n", "k"}, Fn: builtinChoose},
	{Name: "beta", Formals: []string{"a", "b"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math2Builtin(in, c, betaFn)
	}},
	{Name: "lbeta", Formals: []string{"a", "b"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return math2Builtin(in, c, lbetaFn)
	}},
	{Name: "bitwAnd", Formals: []string{"a", "b"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bitwise(in, c, "bitwAnd", func(a, b int32) int32 { return a & b })
	}},
	{Name: "bitwOr", Formals: []string{"a", "b"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bitwise(in, c, "bitwOr", func(a, b int32) int32 { return a | b })
	}},
	{Name: "bitwXor", Formals: []string{"a", "b"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bitwise(in, c, "bitwXor", func(a, b int32) int32 { return a ^ b })
	}},
	{Name: "bitwShiftL", Formals: []string{"a", "n"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bitwise(in, c, "bitwShiftL", func(a, n int32) int32 {
			if n > 31 {
				return rt.NAInt
			}
			return int32(uint32(a) << uint(n))
		})
	}},
	{Name: "bitwShiftR", Formals: []string{"a", "n"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bitwise(in, c, "bitwShiftR", func(a, n int32) int32 {
			if n > 31 {
				return rt.NAInt
			}
			return int32(uint32(a) >> uint(n))
		})
	}},
	{Name: "bitwNot", Formals: []string{"a"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		a, err := bitwInts(in, c, c.Arg(0), "bitwNot")
		if err != nil {
			return nil, err
		}
		out := rt.NewInteger(len(a))
		for i, e := range a {
			if e == rt.NAInt {
				out.V[i] = rt.NAInt
			} else {
				out.V[i] = ^e
			}
		}
		return out, nil
	}},
	{Name: "any", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return anyAll(in, c, "any") }},
	{Name: "all", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return anyAll(in, c, "all") }},
	{Name: "sum", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return summary(in, c, "sum") }},
	{Name: "prod", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return summary(in, c, "prod") }},
	{Name: "max", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return summary(in, c, "max") }},
	{Name: "min", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return summary(in, c, "min") }},
	{Name: "range", Fn: builtinRange},
	{Name: "mean.default", Formals: []string{"x", "..."}, Fn: builtinMean},
	{Name: "var", Formals: []string{"x", "y", "na.rm", "use"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return variance(in, c, false)
	}},
	{Name: "sd", Formals: []string{"x", "na.rm"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return variance(in, c, true)
	}},
	{Name: "pmax", Formals: []string{"...", "na.rm"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return pminmax(in, c, true)
	}},
	{Name: "pmin", Formals: []string{"...", "na.rm"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return pminmax(in, c, false)
	}},
}

// mathGroup are the one-argument members of the Math group.
var mathGroup []*vm.BuiltinDef

func init() {
	defer func() { extraTables = append(extraTables, mathGroup) }()
	for _, name := range []string{"abs", "sqrt", "exp", "expm1", "log2", "log10", "log1p",
		"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
		"asinh", "acosh", "atanh", "sinpi", "cospi", "tanpi",
		"floor", "ceiling", "sign", "gamma", "lgamma", "digamma", "trigamma",
		"cumsum", "cumprod", "cummax", "cummin", "trunc"} {
		fn, _ := ops.MathFnByName(name)
		name := name
		mathGroup = append(mathGroup, &vm.BuiltinDef{Name: name, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			if v, ok, err := dispatchGroup(in, "Math", name, c); ok || err != nil {
				return v, err
			}
			if len(c.Args) != 1 && !(name == "trunc" && len(c.Args) > 1) {
				if len(c.Args) == 0 && name != "trunc" {
					return nil, in.Errorf(nil, "0 arguments passed to '%s' which requires 1", name)
				}
				if len(c.Args) == 0 {
					return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
				}
				return nil, in.Errorf(nil, "%d arguments passed to '%s' which requires 1", len(c.Args), name)
			}
			w := in.Warner(c.Call)
			if strings.HasPrefix(name, "cum") {
				// R reports cumsum's integer overflow against the
				// calling closure (none at top level).
				w = in.Warner(in.ContextCall())
			}
			return ops.Math1(fn, c.Args[0], w)
		}})
	}
}

// builtinLog is log(x, base).
func builtinLog(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchGroup(in, "Math", "log", c); ok || err != nil {
		return v, err
	}
	vals, err := matchArgs(in, c, []string{"x", "base"})
	if err != nil {
		return nil, err
	}
	if vals[0] == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	if vals[1] == nil {
		return ops.Math1(ops.MathLog, vals[0], in.Warner(c.Call))
	}
	// With a base, R computes log(x)/log(base) in a helper whose NaN
	// warning names the calling closure rather than log().
	return ops.LogBase(vals[0], vals[1], in.Warner(in.ContextCall()))
}

// matchArgs matches the actual arguments of a builtin defined without
// Formals to names (exact, then partial, then positional), for the
// primitives R matches that way (log, round, rep…).
func matchArgs(in *vm.Interp, c *vm.Call, names []string) ([]rt.Value, error) {
	out := make([]rt.Value, len(names))
	used := make([]bool, len(c.Args))
	tag := func(i int) string {
		if c.Tags != nil && c.Tags[i] != nil {
			return c.Tags[i].Name
		}
		return ""
	}
	for i := range c.Args {
		t := tag(i)
		if t == "" {
			continue
		}
		for j, n := range names {
			if n == t && out[j] == nil {
				out[j], used[i] = c.Args[i], true
				break
			}
		}
	}
	for i := range c.Args {
		t := tag(i)
		if t == "" || used[i] {
			continue
		}
		for j, n := range names {
			if out[j] == nil && len(t) < len(n) && n[:len(t)] == t {
				out[j], used[i] = c.Args[i], true
				break
			}
		}
		if !used[i] {
			return nil, in.Errorf(nil, "unused argument (%s = %s)", t, vm.DeparseCall(c.Args[i]))
		}
	}
	j := 0
	for i := range c.Args {
		if used[i] {
			continue
		}
		for j < len(names) && out[j] != nil {
			j++
		}
		if j >= len(names) {
			return nil, in.Errorf(nil, "unused argument (%s)", vm.DeparseCall(c.Args[i]))
		}
		out[j] = c.Args[i]
		j++
	}
	return out, nil
}

func roundLike(in *vm.Interp, c *vm.Call, name string, def float64) (rt.Value, error) {
	if v, ok, err := dispatchGroup(in, "Math", name, c); ok || err != nil {
		return v, err
	}
	vals, err := matchArgs(in, c, []string{"x", "digits"})
	if err != nil {
		return nil, err
	}
	if vals[0] == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	d := vals[1]
	if d == nil {
		d = rt.DoubleScalar(def)
	}
	if name == "round" {
		return ops.Round(vals[0], d, in.Warner(c.Call))
	}
	return ops.Signif(vals[0], d, in.Warner(c.Call))
}

// builtinChoose is choose(n, k).
func builtinChoose(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	call := internalCall("choose", "n", "k")
	n, k := c.Arg(0), c.Arg(1)
	if n == nil || k == nil {
		nm := "n"
		if n != nil {
			nm = "k"
		}
		return nil, in.Errorf(call, "argument \"%s\" is missing, with no default", nm)
	}
	nv, ok1 := numericReals(n)
	kv, ok2 := numericReals(k)
	if !ok1 || !ok2 {
		return nil, in.Errorf(call, "non-numeric argument to mathematical function")
	}
	if len(nv) == 0 || len(kv) == 0 {
		return rt.NewDouble(0), nil
	}
	m := max(len(nv), len(kv))
	out := rt.NewDouble(m)
	for i := range out.V {
		out.V[i] = chooseOne(in, c.Call, nv[i%len(nv)], kv[i%len(kv)])
	}
	src := n
	if len(kv) > len(nv) {
		src = k
	}
	if nm := rt.Names(src); nm != nil {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

// numericReals returns the elements of a logical, integer or double
// vector as doubles (NA as NA_real_).
func numericReals(v rt.Value) ([]float64, bool) {
	switch x := v.(type) {
	case *rt.Double:
		return x.V, true
	case *rt.Integer:
		out := make([]float64, len(x.V))
		for i, e := range x.V {
			out[i] = rt.IntegerToDouble(e)
		}
		return out, true
	case *rt.Logical:
		out := make([]float64, len(x.V))
		for i, e := range x.V {
			out[i] = rt.IntegerToDouble(e)
		}
		return out, true
	}
	return nil, false
}

func isInt(x float64) bool { return math.Abs(x-math.Round(x)) <= 1e-7*math.Max(1, math.Abs(x)) }

func chooseOne(in *vm.Interp, call *rt.Lang, n, k float64) float64 {
	if math.IsNaN(n) || math.IsNaN(k) {
		return n + k
	}
	k0 := k
	k = math.RoundToEven(k)
	if math.Abs(k-k0) > 1e-7 {
		in.Warn(call, fmt.Sprintf("'k' (%.2f) must be integer, rounded to %.0f", k0, k))
	}
	if k < 30 {
		if n-k < k && n >= 0 && isInt(n) {
			k = math.Round(n - k)
		}
		if k < 0 {
			return 0
		}
		if k == 0 {
			return 1
		}
		r := n
		for j := 2.0; j <= k; j++ {
			r *= (n - j + 1) / j
		}
		if isInt(n) {
			return math.Round(r)
		}
		return r
	}
	if isInt(n) {
		n = math.Round(n)
		if n < k {
			return 0
		}
		if n-k < 30 {
			return chooseOne(in, call, n, n-k)
		}
		return math.Round(math.Exp(lfastchoose(n, k)))
	}
	if n < k-1 {
		// sign of the gamma ratio
		s := 1.0
		if math.Mod(math.Floor(n-k+1), 2) != 0 {
			s = -1
		}
		lg1, _ := math.Lgamma(n - k + 1)
		return s * math.Exp(lgam(n+1)-lgam(k+1)-lg1)
	}
	return math.Exp(lfastchoose(n, k))
}

func lgam(x float64) float64 { v, _ := math.Lgamma(x); return v }

func lfastchoose(n, k float64) float64 {
	return lgam(n+1) - lgam(k+1) - lgam(n-k+1)
}

// summaryArgs splits the arguments of a Summary group call into data and
// na.rm.
func summaryArgs(c *vm.Call) (data []rt.Value, naRm bool) {
	for i, a := range c.Args {
		if c.Tags != nil && c.Tags[i] != nil && c.Tags[i].Name == "na.rm" {
			naRm = rt.AsLogical(a) == rt.True
			continue
		}
		data = append(data, a)
	}
	return
}

// anyAll is any() and all() (members of the Summary group).
func anyAll(in *vm.Interp, c *vm.Call, name string) (rt.Value, error) {
	if v, ok, err := dispatchGroup(in, "Summary", name, c); ok || err != nil {
		return v, err
	}
	data, naRm := summaryArgs(c)
	return ops.AnyAll(name == "all", data, naRm, in.Warner(c.Call))
}

// summary is sum, prod, max and min.
func summary(in *vm.Interp, c *vm.Call, name string) (rt.Value, error) {
	if v, ok, err := dispatchGroup(in, "Summary", name, c); ok || err != nil {
		return v, err
	}
	data, naRm := summaryArgs(c)
	// the result type
	t := rt.IntegerType
	if name == "prod" {
		t = rt.DoubleType
	}
	for _, a := range data {
		switch a.Type() {
		case rt.NilType, rt.LogicalType, rt.IntegerType:
		case rt.DoubleType:
			if t == rt.IntegerType {
				t = rt.DoubleType
			}
		case rt.ComplexType:
			if name == "max" || name == "min" {
				return nil, in.Errorf(nil, "invalid 'type' (complex) of argument")
			}
			if t != rt.CharacterType {
				t = rt.ComplexType
			}
		case rt.CharacterType:
			if name == "sum" || name == "prod" {
				return nil, in.Errorf(nil, "invalid 'type' (character) of argument")
			}
			t = rt.CharacterType
		default:
			if l, ok := a.(*rt.List); ok && !l.Expr {
				return nil, in.Errorf(nil, "invalid 'type' (list) of argument")
			}
			return nil, in.Errorf(nil, "invalid 'type' (%s) of argument", a.Type())
		}
	}
	switch name {
	case "sum":
		return sumValues(data, t, naRm), nil
	case "prod":
		return prodValues(data, t, naRm), nil
	}
	return minMax(in, c, data, t, naRm, name == "max")
}

func sumValues(data []rt.Value, t rt.Type, naRm bool) rt.Value {
	switch t {
	case rt.IntegerType:
		var s int64
		for _, a := range data {
			var xs []int32
			switch v := a.(type) {
			case *rt.Integer:
				xs = v.V
			case *rt.Logical:
				xs = v.V
			}
			for _, e := range xs {
				if e == rt.NAInt {
					if !naRm {
						return rt.IntScalar(rt.NAInt)
					}
					continue
				}
				s += int64(e)
			}
		}
		if s > math.MaxInt32 || s < -math.MaxInt32 {
			return rt.DoubleScalar(float64(s))
		}
		return rt.IntScalar(int32(s))
	case rt.DoubleType:
		var s, comp float64
		sawNA := false
		for _, a := range data {
			xs, _ := numericReals(a)
			for _, e := range xs {
				if naRm && e != e {
					continue
				}
				// R's long double sum lets NA win over other NaNs.
				sawNA = sawNA || rt.IsNA(e)
				// Neumaier summation approximates R's long double sum.
				u := s + e
				if math.Abs(s) >= math.Abs(e) {
					comp += (s - u) + e
				} else {
					comp += (e - u) + s
				}
				s = u
			}
		}
		if !math.IsInf(s, 0) && !math.IsNaN(s) && !math.IsNaN(comp) && !math.IsInf(comp, 0) {
			s += comp
		}
		if sawNA {
			s = rt.NAReal
		}
		return rt.DoubleScalar(s)
	}
	var s complex128
	for _, a := range data {
		for _, z := range complexes(a) {
			if naRm && (real(z) != real(z) || imag(z) != imag(z)) {
				continue
			}
			s += z
		}
	}
	return rt.ComplexScalar(s)
}

func complexes(a rt.Value) []complex128 {
	if z, ok := a.(*rt.Complex); ok {
		return z.V
	}
	xs, _ := numericReals(a)
	out := make([]complex128, len(xs))
	for i, x := range xs {
		if rt.IsNA(x) {
			out[i] = rt.NAComplex
		} else {
			out[i] = complex(x, 0)
		}
	}
	return out
}

func prodValues(data []rt.Value, t rt.Type, naRm bool) rt.Value {
	if t == rt.ComplexType {
		p := complex(1, 0)
		for _, a := range data {
			for _, z := range complexes(a) {
				if naRm && (real(z) != real(z) || imag(z) != imag(z)) {
					continue
				}
				p *= z
			}
		}
		return rt.ComplexScalar(p)
	}
	p := 1.0
	for _, a := range data {
		xs, _ := numericReals(a)
		pa, sawNA := 1.0, false
		for _, e := range xs {
			if naRm && e != e {
				continue
			}
			sawNA = sawNA || rt.IsNA(e)
			pa *= e
		}
		if sawNA {
			// R's long double product of one argument lets NA win.
			pa = rt.NAReal
		}
		if p == p { // a NaN already there stays, as in R's double product
			p *= pa
		}
	}
	return rt.DoubleScalar(p)
}

// minMax is max and min over all the data arguments.
func minMax(in *vm.Interp, c *vm.Call, data []rt.Value, t rt.Type, naRm, isMax bool) (rt.Value, error) {
	name := "min"
	if isMax {
		name = "max"
	}
	switch t {
	case rt.CharacterType:
		var best string
		found := false
		for _, a := range data {
			cv, err := rt.CoerceVector(a, rt.CharacterType, nil)
			if err != nil {
				return nil, rerr(in, err)
			}
			for _, s := range cv.(*rt.Character).V {
				if rt.IsNAString(s) {
					if naRm {
						continue
					}
					return rt.StringScalar(rt.NAString), nil
				}
				if !found {
					best, found = s, true
					continue
				}
				cmp := ops.Collate(s, best)
				if (isMax && cmp > 0) || (!isMax && cmp < 0) {
					best = s
				}
			}
		}
		if !found {
			in.Warn(c.Call, "no non-missing arguments, returning NA")
			return rt.StringScalar(rt.NAString), nil
		}
		return rt.StringScalar(best), nil
	case rt.IntegerType:
		var best int32
		found := false
		for _, a := range data {
			var xs []int32
			switch v := a.(type) {
			case *rt.Integer:
				xs = v.V
			case *rt.Logical:
				xs = v.V
			}
			for _, e := range xs {
				if e == rt.NAInt {
					if naRm {
						continue
					}
					return rt.IntScalar(rt.NAInt), nil
				}
				if !found || (isMax && e > best) || (!isMax && e < best) {
					best, found = e, true
				}
			}
		}
		if found {
			return rt.IntScalar(best), nil
		}
	default:
		best := math.Inf(1)
		if isMax {
			best = math.Inf(-1)
		}
		found := false
		var nan float64
		sawNaN := false
		for _, a := range data {
			xs, _ := numericReals(a)
			for _, e := range xs {
				if e != e {
					if naRm {
						continue
					}
					if !sawNaN || rt.IsNA(e) {
						nan, sawNaN = e, true
					}
					continue
				}
				found = true
				if (isMax && e > best) || (!isMax && e < best) {
					best = e
				}
			}
		}
		if sawNaN {
			return rt.DoubleScalar(nan), nil
		}
		if found {
			return rt.DoubleScalar(best), nil
		}
	}
	if isMax {
		in.Warn(c.Call, "no non-missing arguments to max; returning -Inf")
		return rt.DoubleScalar(math.Inf(-1)), nil
	}
	in.Warn(c.Call, "no non-missing arguments to "+name+"; returning Inf")
	return rt.DoubleScalar(math.Inf(1)), nil
}

// builtinRange is range(..., na.rm = FALSE, finite = FALSE).
func builtinRange(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchGroup(in, "Summary", "range", c); ok || err != nil {
		return v, err
	}
	// The default method is R code (range.default in R/vectors.R), as in
	// GNU R: its warnings and errors come from its calls of min and max.
	fn, err := in.GetFun(rt.Intern("range.default"), in.Base)
	if err != nil {
		return nil, err
	}
	args := make([]rt.Arg, len(c.Args))
	for i, a := range c.Args {
		args[i].Val = a
		if c.Tags != nil {
			args[i].Tag = c.Tags[i]
		}
	}
	return in.CallValue(fn, args, c.Call, c.Env)
}

func summaryWith(in *vm.Interp, c *vm.Call, data []rt.Value, naRm, isMax bool) (rt.Value, error) {
	t := rt.IntegerType
	for _, a := range data {
		switch a.Type() {
		case rt.DoubleType:
			if t == rt.IntegerType {
				t = rt.DoubleType
			}
		case rt.CharacterType:
			t = rt.CharacterType
		case rt.NilType, rt.LogicalType, rt.IntegerType:
		default:
			return nil, in.Errorf(c.Call, "invalid 'type' (%s) of argument", a.Type())
		}
	}
	return minMax(in, c, data, t, naRm, isMax)
}

// concat is c() of plain values (no names).
func concat(in *vm.Interp, vals []rt.Value) (rt.Value, error) {
	return builtinC(in, &vm.Call{Args: vals})
}

// builtinMean is mean(x, ...) for the default method.
func builtinMean(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	naRm := false
	trim := 0.0
	for _, d := range c.Dots {
		if d.Tag != nil {
			switch d.Tag.Name {
			case "na.rm":
				naRm = rt.AsLogical(d.Val) == rt.True
			case "trim":
				trim = rt.AsReal(d.Val, nil)
			}
		}
	}
	switch x.Type() {
	case rt.LogicalType, rt.IntegerType, rt.DoubleType:
	case rt.ComplexType:
		zs := complexes(x)
		var s complex128
		n := 0
		for _, z := range zs {
			if naRm && (real(z) != real(z) || imag(z) != imag(z)) {
				continue
			}
			s += z
			n++
		}
		return rt.ComplexScalar(s / complex(float64(n), 0)), nil
	default:
		in.Warn(rt.NewCall(rt.Intern("mean.default"), c.Call.Args[0].Val), "argument is not numeric or logical: returning NA")
		return rt.DoubleScalar(rt.NAReal), nil
	}
	xs, _ := numericReals(x)
	if naRm {
		kept := make([]float64, 0, len(xs))
		for _, e := range xs {
			if e == e {
				kept = append(kept, e)
			}
		}
		xs = kept
	}
	if trim > 0 && len(xs) > 0 {
		for _, e := range xs {
			if e != e {
				return rt.DoubleScalar(rt.NAReal), nil
			}
		}
		if trim >= 0.5 {
			return rt.DoubleScalar(median(xs)), nil
		}
		lo := int(math.Floor(float64(len(xs))*trim)) + 1
		hi := len(xs) + 1 - lo
		s := append([]float64(nil), xs...)
		sort.Float64s(s)
		xs = s[lo-1 : hi]
	}
	return rt.DoubleScalar(meanOf(xs, x.Type() == rt.DoubleType)), nil
}

func meanOf(xs []float64, refine bool) float64 {
	n := float64(len(xs))
	s := sumValues([]rt.Value{rt.DoubleOf(xs...)}, rt.DoubleType, false).(*rt.Double).V[0]
	m := s / n
	if math.IsInf(s, 0) {
		// R sums in long double, which does not overflow here.
		var t float64
		for _, e := range xs {
			t += e / n
		}
		if !math.IsInf(t, 0) {
			m = t
		}
	}
	if refine && !math.IsInf(m, 0) && m == m {
		var t float64
		for _, e := range xs {
			t += e - m
		}
		m += t / n
	}
	return m
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// variance is var(x) and sd(x) for vectors.
func variance(in *vm.Interp, c *vm.Call, sd bool) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	var y rt.Value
	naRmArg := c.Arg(2)
	// sd(x) is sqrt(var(...)) in R: its errors and warnings come from
	// that inner call.
	call := rt.Value(c.Call)
	if sd {
		naRmArg, call = c.Arg(1), rt.NewCall(rt.Intern("var"), rt.Intern("if (is.vector(x) || is.factor(x)) x else as.double(x)"), rt.Intern("na.rm = na.rm"))
	} else if yv := c.Arg(1); yv != nil && !rt.IsNull(yv) {
		y = yv
	}
	naRm := naRmArg != nil && rt.AsLogical(naRmArg) == rt.True
	for _, v := range []rt.Value{x, y} {
		if v != nil && !(rt.IsAtomicType(v.Type()) || rt.IsNull(v)) {
			return nil, in.Errorf(call, "is.atomic(%s) is not TRUE", map[bool]string{true: "x", false: "y"}[v == x])
		}
	}
	if rt.IsNull(x) {
		return nil, in.Errorf(call, "'x' is NULL")
	}
	reals := func(v rt.Value) ([]float64, error) {
		d, err := rt.CoerceVector(v, rt.DoubleType, func(msg string) { in.Warn(call, msg) })
		if err != nil {
			return nil, rerr(in, err)
		}
		return d.(*rt.Double).V, nil
	}
	xs, err := reals(x)
	if err != nil {
		return nil, err
	}
	ys := xs
	if y != nil {
		if ys, err = reals(y); err != nil {
			return nil, err
		}
		if len(ys) != len(xs) {
			return nil, in.Errorf(call, "incompatible dimensions")
		}
	}
	if naRm {
		kx := make([]float64, 0, len(xs))
		ky := make([]float64, 0, len(xs))
		for i, e := range xs {
			if e == e && ys[i] == ys[i] {
				kx, ky = append(kx, e), append(ky, ys[i])
			}
		}
		xs, ys = kx, ky
	}
	v := rt.NAReal
	if len(xs) >= 2 {
		mx, my := meanOf(xs, true), meanOf(ys, true)
		var s float64
		for i, e := range xs {
			s += (e - mx) * (ys[i] - my)
		}
		v = s / float64(len(xs)-1)
	}
	if sd {
		v = math.Sqrt(v)
	}
	return rt.DoubleScalar(v), nil
}

// pminmax is pmax(..., na.rm) and pmin.
// parallelExtreme fills out with the elementwise extreme of the first and the
// rest of args (coerced to t, recycled): better(e, cur) says e replaces
// cur; an NA wins unless naRm, and with naRm is replaced by any value.
// data returns the elements of a vector of type t.
func parallelExtreme[T any](out []T, data func(rt.Value) []T, args []rt.Value, t rt.Type, naRm bool, isNA func(T) bool, better func(e, cur T) bool) {
	for k, a := range args {
		cv, _ := rt.CoerceVector(a, t, nil)
		vals := data(cv)
		if k == 0 {
			for i := range out {
				out[i] = vals[i%len(vals)]
			}
			continue
		}
		for i := range out {
			e := vals[i%len(vals)]
			switch {
			case isNA(out[i]):
				if naRm {
					out[i] = e
				}
			case isNA(e):
				if !naRm {
					out[i] = e
				}
			case better(e, out[i]):
				out[i] = e
			}
		}
	}
}

func pminmax(in *vm.Interp, c *vm.Call, isMax bool) (rt.Value, error) {
	naRm := c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True
	var args []rt.Value
	for _, d := range c.Dots {
		args = append(args, d.Val)
	}
	if len(args) == 0 {
		return nil, in.Errorf(nil, "no arguments")
	}
	t := rt.LogicalType
	n := 0
	for _, a := range args {
		switch a.Type() {
		case rt.NilType, rt.LogicalType, rt.IntegerType, rt.DoubleType, rt.CharacterType:
			t = rt.HigherType(t, a.Type())
		default:
			return nil, in.Errorf(nil, "invalid input type")
		}
		l := rt.Length(a)
		if l == 0 {
			return rt.NewVector(t, 0), nil
		}
		n = max(n, l)
	}
	if t == rt.LogicalType {
		t = rt.IntegerType
	}
	for _, a := range args {
		if n%rt.Length(a) != 0 {
			in.Warn(c.Call, "an argument will be fractionally recycled")
			break
		}
	}
	if _, err := rt.CoerceVector(args[0], t, nil); err != nil {
		return nil, rerr(in, err)
	}
	out := rt.NewVector(t, n)
	switch o := out.(type) {
	case *rt.Character:
		parallelExtreme(o.V, func(v rt.Value) []string { return v.(*rt.Character).V }, args, t, naRm, rt.IsNAString,
			func(e, cur string) bool { return (ops.Collate(e, cur) > 0) == isMax && e != cur })
	case *rt.Integer:
		parallelExtreme(o.V, func(v rt.Value) []int32 { return v.(*rt.Integer).V }, args, t, naRm,
			func(e int32) bool { return e == rt.NAInt },
			func(e, cur int32) bool { return (e > cur) == isMax && e != cur })
	case *rt.Double:
		parallelExtreme(o.V, func(v rt.Value) []float64 { return v.(*rt.Double).V }, args, t, naRm,
			func(e float64) bool { return e != e },
			func(e, cur float64) bool { return (e > cur) == isMax && e != cur })
	}
	// attributes of the first argument when it has the full length
	if fa, ok := args[0].(rt.Vector); ok && fa.Len() == n && fa.Attrs() != nil {
		out.SetAttrs(fa.Attrs().Clone())
	}
	return out, nil
}

func betaFn(a, b float64) float64 {
	switch {
	case a != a || b != b:
		return a + b
	case a < 0 || b < 0:
		return math.NaN()
	case a == 0 || b == 0:
		return math.Inf(1)
	case math.IsInf(a, 0) || math.IsInf(b, 0):
		return 0
	}
	if a+b < 171.61447887182298 {
		return ops.Gamma(a) * ops.Gamma(b) / ops.Gamma(a+b)
	}
	return math.Exp(lbetaFn(a, b))
}

func lbetaFn(a, b float64) float64 {
	switch {
	case a != a || b != b:
		return a + b
	case a < 0 || b < 0:
		return math.NaN()
	case a == 0 || b == 0:
		return math.Inf(1)
	case math.IsInf(a, 0) || math.IsInf(b, 0):
		return math.Inf(-1)
	}
	return lgam(a) + lgam(b) - lgam(a+b)
}

// math2Builtin applies f elementwise to two numeric arguments with
// recycling, as R's two-argument math functions (beta, lbeta) do:
// "NaNs produced" when a NaN appears from non-NaN input, attributes from
// the longer argument.
func math2Builtin(in *vm.Interp, c *vm.Call, f func(a, b float64) float64) (rt.Value, error) {
	for i, nm := range c.Def.Formals {
		if c.Arg(i) == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", nm)
		}
	}
	a, okA := numericReals(c.Arg(0))
	b, okB := numericReals(c.Arg(1))
	if !okA || !okB {
		return nil, in.Errorf(nil, "non-numeric argument to mathematical function")
	}
	n := 0
	if len(a) > 0 && len(b) > 0 {
		n = max(len(a), len(b))
	}
	out := rt.NewDouble(n)
	nan := false
	for i := range out.V {
		x, y := a[i%len(a)], b[i%len(b)]
		r := f(x, y)
		if r != r && x == x && y == y {
			nan = true
		}
		out.V[i] = r
	}
	if nan {
		in.Warn(c.Call, "NaNs produced")
	}
	src := c.Arg(0)
	if len(b) > len(a) {
		src = c.Arg(1)
	}
	if nm := rt.Names(src); nm != nil && rt.Length(src) == n {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

// bitwInts returns the integer values of a bitw* argument: integers as
// they are, doubles truncated (NA outside the integer range, with R's
// warning); other types are not implemented, as in R.
func bitwInts(in *vm.Interp, c *vm.Call, v rt.Value, name string) ([]int32, error) {
	switch x := v.(type) {
	case *rt.Integer:
		return x.V, nil
	case *rt.Double:
		out := make([]int32, len(x.V))
		warned := false
		for i, e := range x.V {
			switch {
			case e != e:
				out[i] = rt.NAInt
			case e >= 2147483648 || e <= -2147483649:
				out[i] = rt.NAInt
				if !warned {
					in.Warn(c.Call, "NAs introduced by coercion to integer range")
					warned = true
				}
			default:
				out[i] = int32(e)
			}
		}
		return out, nil
	case nil:
		return nil, in.Errorf(nil, "argument \"a\" is missing, with no default")
	}
	return nil, in.Errorf(nil, "unimplemented type '%s' in '%s'\n", v.Type(), name)
}

// bitwise is the two-argument bitw* functions: recycled, NA in gives NA.
func bitwise(in *vm.Interp, c *vm.Call, name string, f func(a, b int32) int32) (rt.Value, error) {
	a, b := c.Arg(0), c.Arg(1)
	shift := strings.HasPrefix(name, "bitwShift")
	if a == nil || b == nil {
		return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", c.Def.Formals[map[bool]int{true: 0, false: 1}[a == nil]])
	}
	if !shift && a.Type() != b.Type() {
		return nil, in.Errorf(nil, "'a' and 'b' must have the same type")
	}
	x, err := bitwInts(in, c, a, name)
	if err != nil {
		return nil, err
	}
	var y []int32
	if shift {
		iv, err := rt.CoerceVector(b, rt.IntegerType, func(msg string) { in.Warn(c.Call, msg) })
		if err != nil {
			return nil, rerr(in, err)
		}
		y = iv.(*rt.Integer).V
	} else if y, err = bitwInts(in, c, b, name); err != nil {
		return nil, err
	}
	n := 0
	if len(x) > 0 && len(y) > 0 {
		n = max(len(x), len(y))
	}
	out := rt.NewInteger(n)
	for i := range out.V {
		p, q := x[i%len(x)], y[i%len(y)]
		if p == rt.NAInt || q == rt.NAInt {
			out.V[i] = rt.NAInt
		} else {
			out.V[i] = f(p, q)
		}
	}
	return out, nil
}

// complexParts are the Complex group: Re, Im, Mod, Arg, Conj.
var complexParts = map[string]func(z complex128) float64{
	"Re":  func(z complex128) float64 { return real(z) },
	"Im":  func(z complex128) float64 { return imag(z) },
	"Mod": func(z complex128) float64 { return math.Hypot(real(z), imag(z)) },
	"Arg": func(z complex128) float64 {
		if real(z) == 0 && imag(z) == 0 {
			return 0
		}
		return math.Atan2(imag(z), real(z))
	},
}

func init() {
	var defs []*vm.BuiltinDef
	for _, name := range []string{"Re", "Im", "Mod", "Arg", "Conj"} {
		name := name
		defs = append(defs, &vm.BuiltinDef{Name: name, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			if v, ok, err := dispatchGroup(in, "Complex", name, c); ok || err != nil {
				return v, err
			}
			if len(c.Args) != 1 {
				return nil, in.Errorf(nil, "%d arguments passed to '%s' which requires 1", len(c.Args), name)
			}
			return complexPart(in, name, c.Args[0])
		}})
	}
	extraTables = append(extraTables, defs)
}

// complexPart applies a Complex group function to x, keeping x's
// attributes; numeric x counts as complex with a zero imaginary part.
func complexPart(in *vm.Interp, name string, x rt.Value) (rt.Value, error) {
	var zs []complex128
	switch v := x.(type) {
	case *rt.Complex:
		zs = v.V
	case *rt.Logical, *rt.Integer, *rt.Double:
		zs = complexes(v)
	default:
		return nil, in.Errorf(nil, "non-numeric argument to function")
	}
	var out rt.Vector
	if name == "Conj" {
		if _, ok := x.(*rt.Complex); ok {
			o := rt.NewComplex(len(zs))
			for i, z := range zs {
				o.V[i] = complex(real(z), -imag(z))
			}
			out = o
		} else {
			xs, _ := numericReals(x)
			out = rt.DoubleOf(append([]float64(nil), xs...)...)
		}
	} else {
		f := complexParts[name]
		o := rt.NewDouble(len(zs))
		for i, z := range zs {
			if rt.IsNA(real(z)) || rt.IsNA(imag(z)) {
				o.V[i] = rt.NAReal
			} else {
				o.V[i] = f(z)
			}
		}
		out = o
	}
	if a, ok := x.(rt.Attributed); ok && a.Attrs() != nil {
		out.(rt.Attributed).SetAttrs(a.Attrs().Clone())
	}
	return out, nil
}
