package base

import (
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Ranking, tabulation and duplicate detection. rank() itself is R code
// (R/vectors.R) over the .rank kernel here, as GNU R's rank is a closure
// over .Internal(rank()).

var sortBuiltins = []*vm.BuiltinDef{
	{Name: ".rank", Formals: []string{"x", "ties"}, Fn: builtinRankKernel},
	{Name: "tabulate", Formals: []string{"bin", "nbins"}, Fn: builtinTabulate},
	{Name: "anyDuplicated", Formals: []string{"x", "incomparables", "fromLast", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "anyDuplicated", c); ok || err != nil {
			return v, err
		}
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		fromLast := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
		dup, err := dupFlags(in, x, c.Arg(1), fromLast, "anyDuplicated")
		if err != nil {
			return nil, err
		}
		if fromLast {
			for i := len(dup) - 1; i >= 0; i-- {
				if dup[i] {
					return rt.IntScalar(int32(i + 1)), nil
				}
			}
		} else {
			for i, d := range dup {
				if d {
					return rt.IntScalar(int32(i + 1)), nil
				}
			}
		}
		return rt.IntScalar(0), nil
	}},
}

func init() { extraTables = append(extraTables, sortBuiltins) }

// builtinRankKernel is .rank(x, ties): the ranks of the elements of x (no
// NAs) under the ties method; "average" gives doubles, the others
// integers. Names are not kept (rank() puts them back).
func builtinRankKernel(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	ties := "average"
	if s, ok := c.Arg(1).(*rt.Character); ok && s.Len() == 1 {
		ties = s.V[0]
	}
	n := rt.Length(x)
	if rt.IsNull(x) {
		n = 0
	}
	var idx []int
	var key sortKey
	if n > 0 {
		var err error
		if _, ok := x.(*rt.List); ok {
			return nil, in.Errorf(nil, "argument is not a vector")
		}
		key, err = makeSortKey(in, x)
		if err != nil {
			return nil, err
		}
		idx = orderIndex([]sortKey{key}, n, []bool{false}, 1)
	}
	if ties == "average" {
		out := rt.NewDouble(n)
		for i := 0; i < n; {
			j := i
			for j+1 < n && key.cmp(idx[i], idx[j+1]) == 0 {
				j++
			}
			r := float64(i+j+2) / 2
			for k := i; k <= j; k++ {
				out.V[idx[k]] = r
			}
			i = j + 1
		}
		return out, nil
	}
	out := rt.NewInteger(n)
	for i := 0; i < n; {
		j := i
		for j+1 < n && key.cmp(idx[i], idx[j+1]) == 0 {
			j++
		}
		for k := i; k <= j; k++ {
			switch ties {
			case "min":
				out.V[idx[k]] = int32(i + 1)
			case "max":
				out.V[idx[k]] = int32(j + 1)
			case "last":
				out.V[idx[k]] = int32(j - (k - i) + 1)
			default: // first (and random, which needs the RNG)
				out.V[idx[k]] = int32(k + 1)
			}
		}
		i = j + 1
	}
	return out, nil
}

// builtinTabulate is tabulate(bin, nbins = max(1L, bin, na.rm = TRUE)).
func builtinTabulate(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	bin := c.Arg(0)
	if bin == nil {
		return nil, in.Errorf(nil, "argument \"bin\" is missing, with no default")
	}
	isFactor := rt.Inherits(bin, "factor")
	switch bin.(type) {
	case *rt.Integer, *rt.Double:
	default:
		if !isFactor {
			return nil, in.Errorf(nil, "'bin' must be numeric or a factor")
		}
	}
	if isFactor {
		if _, ok := bin.(*rt.Integer); !ok {
			return nil, in.Errorf(nil, "'bin' must be numeric or a factor")
		}
	}
	var codes []int32
	switch b := bin.(type) {
	case *rt.Integer:
		codes = b.V
	case *rt.Double:
		codes = make([]int32, len(b.V))
		for i, e := range b.V {
			v, w := rt.DoubleToInteger(e)
			if w != 0 {
				w.Emit(func(msg string) { in.Warn(c.Call, msg) })
			}
			codes[i] = v
		}
	}
	nbins := int32(1)
	if nb := c.Arg(1); nb != nil {
		f := rt.AsReal(nb, func(msg string) { in.Warn(c.Call, msg) })
		if f != f {
			return nil, in.Errorf(rt.NewCall(rt.Intern("if"), rt.Intern("nbins > .Machine$integer.max"), rt.Intern("stop(\"attempt to make a table with >= 2^31 elements\")")), "missing value where TRUE/FALSE needed")
		}
		if f < 0 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "nbin")
		}
		if f > math.MaxInt32 {
			return nil, in.Errorf(nil, "attempt to make a table with >= 2^31 elements")
		}
		nbins = int32(f)
	} else if isFactor {
		if lv := rt.GetAttr(bin, rt.LevelsSym); lv != nil {
			nbins = int32(rt.Length(lv))
		}
	} else {
		for _, k := range codes {
			if k != rt.NAInt && k > nbins {
				nbins = k
			}
		}
	}
	out := rt.NewInteger(int(nbins))
	for _, k := range codes {
		if k != rt.NAInt && k >= 1 && k <= nbins {
			out.V[k-1]++
		}
	}
	return out, nil
}

// dupFlags marks the elements of x that equal an earlier one (a later
// one when fromLast), as duplicated() does; values in incomparables are
// never marked.
func dupFlags(in *vm.Interp, x, incomparables rt.Value, fromLast bool, name string) ([]bool, error) {
	if rt.IsNull(x) {
		return nil, nil
	}
	n := rt.Length(x)
	dup := make([]bool, n)
	order := make([]int, n)
	for i := range order {
		order[i] = i
		if fromLast {
			order[i] = n - 1 - i
		}
	}
	if l, ok := x.(*rt.List); ok {
		for a, i := range order {
			for _, j := range order[:a] {
				if !dup[j] && rt.Identical(l.V[i], l.V[j]) {
					dup[i] = true
					break
				}
			}
		}
		return dup, nil
	}
	keys, ok := hashKeys(x)
	if !ok {
		return nil, in.Errorf(nil, "%s() applies only to vectors", name)
	}
	var skip map[any]bool
	if incomparables != nil && !rt.IsNull(incomparables) {
		if l, ok := incomparables.(*rt.Logical); !ok || l.Len() != 1 || l.V[0] != rt.False {
			ic, err := rt.CoerceVector(incomparables, x.Type(), nil)
			if err != nil {
				return nil, rerr(in, err)
			}
			ik, _ := hashKeys(ic)
			skip = make(map[any]bool, len(ik))
			for _, k := range ik {
				skip[k] = true
			}
		}
	}
	seen := make(map[any]bool, n)
	for _, i := range order {
		if skip[keys[i]] {
			continue
		}
		if seen[keys[i]] {
			dup[i] = true
		} else {
			seen[keys[i]] = true
		}
	}
	return dup, nil
}
