package base

import (
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

var seqBuiltins = []*vm.BuiltinDef{
	{Name: ":", Fn: builtinColon},
	{Name: "seq_len", Formals: []string{"length.out"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		n, ok := asCount(c.Arg(0))
		if !ok {
			return nil, in.Errorf(nil, "argument of length 0")
		}
		if n < 0 {
			return nil, in.Errorf(nil, "argument must be coercible to non-negative integer")
		}
		return intRange(1, n), nil
	}},
	{Name: "seq_along", Formals: []string{"along.with"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return intRange(1, lengthOf(c.Arg(0))), nil
	}},
}

func init() { extraTables = append(extraTables, seqBuiltins) }

// intRange returns from, from+1, …, n values.
func intRange(from int32, n int) *rt.Integer {
	v := rt.NewInteger(n)
	for i := range v.V {
		v.V[i] = from + int32(i)
	}
	return v
}

func asCount(v rt.Value) (int, bool) {
	switch x := v.(type) {
	case *rt.Integer:
		if x.Len() >= 1 && x.V[0] != rt.NAInt {
			return int(x.V[0]), true
		}
	case *rt.Double:
		if x.Len() >= 1 && !math.IsNaN(x.V[0]) {
			return int(x.V[0]), true
		}
	case *rt.Logical:
		if x.Len() >= 1 && x.V[0] != rt.NALgl {
			return int(x.V[0]), true
		}
	}
	return 0, false
}

func scalarNum(v rt.Value) (float64, bool) {
	switch x := v.(type) {
	case *rt.Integer:
		if x.Len() >= 1 {
			if x.V[0] == rt.NAInt {
				return math.NaN(), true
			}
			return float64(x.V[0]), true
		}
	case *rt.Double:
		if x.Len() >= 1 {
			return x.V[0], true
		}
	case *rt.Logical:
		if x.Len() >= 1 {
			if x.V[0] == rt.NALgl {
				return math.NaN(), true
			}
			return float64(x.V[0]), true
		}
	}
	return 0, false
}

// builtinColon is from:to: an integer sequence when from is a whole
// number and the result fits, else doubles.
func builtinColon(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if len(c.Args) != 2 {
		return nil, in.Errorf(nil, "operator needs two arguments")
	}
	for _, a := range c.Args {
		if l, ok := a.(rt.Vector); !ok || l.Len() == 0 {
			return nil, in.Errorf(nil, "argument of length 0")
		}
	}
	from, ok1 := scalarNum(c.Args[0])
	to, ok2 := scalarNum(c.Args[1])
	if !ok1 || !ok2 {
		return nil, in.Errorf(nil, "NA/NaN argument")
	}
	if math.IsNaN(from) || math.IsNaN(to) {
		return nil, in.Errorf(nil, "NA/NaN argument")
	}
	n := int(math.Floor(math.Abs(to-from)+1e-10)) + 1
	if from == math.Trunc(from) && from <= math.MaxInt32 && from >= -math.MaxInt32 &&
		to <= math.MaxInt32 && to >= -math.MaxInt32 {
		v := rt.NewInteger(n)
		step := int32(1)
		if from > to {
			step = -1
		}
		for i := range v.V {
			v.V[i] = int32(from) + int32(i)*step
		}
		return v, nil
	}
	v := rt.NewDouble(n)
	step := 1.0
	if from > to {
		step = -1
	}
	for i := range v.V {
		v.V[i] = from + float64(i)*step
	}
	return v, nil
}
