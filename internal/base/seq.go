package base

import (
	"fmt"
	"math"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

var seqBuiltins = []*vm.BuiltinDef{
	{Name: ":", Fn: builtinColon},
	{Name: "seq.default", Formals: seqFormals, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return builtinSeq(in, c, "seq.default")
	}},
	{Name: "seq.int", Formals: seqFormals, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return builtinSeq(in, c, "seq.int")
	}},
	{Name: "rep", Fn: builtinRep},
	{Name: "rep.int", Formals: []string{"x", "times"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return repCommon(in, c, c.Arg(0), c.Arg(1), nil, nil, internalCall("rep.int", "x", "times"))
	}},
	{Name: "rep_len", Formals: []string{"x", "length.out"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if c.Arg(1) == nil || rt.Length(c.Arg(1)) != 1 {
			return nil, in.Errorf(internalCall("rep_len", "x", "length.out"), "invalid 'length.out' value")
		}
		return repCommon(in, c, c.Arg(0), nil, c.Arg(1), nil, internalCall("rep_len", "x", "length.out"))
	}},
	{Name: "rev.default", Formals: []string{"x"}, Fn: builtinRev},
	{Name: "length<-", Formals: []string{"x", "value"}, Fn: builtinSetLength},
	{Name: "seq_len", Formals: []string{"length.out"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		v := c.Arg(0)
		if v == nil {
			return nil, in.Errorf(nil, "argument \"length.out\" is missing, with no default")
		}
		switch l := rt.Length(v); {
		case l == 0:
			return nil, in.Errorf(nil, "argument of length 0")
		case l > 1:
			in.Warn(c.Call, "first element used of 'length.out' argument")
		}
		f := rt.AsReal(v, func(msg string) { in.Warn(c.Call, msg) })
		if f != f || f < 0 || f > math.MaxInt32 {
			return nil, in.Errorf(nil, "argument must be coercible to non-negative integer")
		}
		return intRange(1, int(f)), nil
	}},
	{Name: "seq_along", Formals: []string{"along.with"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return intRange(1, rt.Length(c.Arg(0))), nil
	}},
}

func init() { extraTables = append(extraTables, seqBuiltins) }

var seqFormals = []string{"from", "to", "by", "length.out", "along.with", "..."}

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
	var ends [2]float64
	for i, a := range c.Args {
		if l := rt.Length(a); l > 1 {
			in.Warn(c.Call, fmt.Sprintf("numerical expression has %d elements: only the first used", l))
		}
		switch a.(type) {
		case *rt.Logical, *rt.Integer, *rt.Double, *rt.Character, *rt.Complex, *rt.Raw:
			// A coercion warning names the closure, as R's coerceVector
			// warns from its context.
			ends[i] = rt.AsReal(a, func(msg string) { in.Warn(in.ContextCall(), msg) })
		default:
			ends[i] = math.NaN()
		}
	}
	from, to := ends[0], ends[1]
	if math.IsNaN(from) || math.IsNaN(to) {
		return nil, in.Errorf(nil, "NA/NaN argument")
	}
	return ops.ColonSeq(from, to), nil
}

// seqErrCall is the call seq errors are reported against: seq.default
// for seq (whose work R does in the method), the call itself otherwise.
func seqErrCall(c *vm.Call, name string) rt.Value {
	if name == "seq.int" || c.Call == nil {
		return nil
	}
	cl := c.Call.Copy()
	cl.Fn = rt.Intern(name)
	return cl
}

func isIntVal(v rt.Value) bool {
	_, ok := v.(*rt.Integer)
	return ok
}

// builtinSeq is seq(from, to, by, length.out, along.with) with the
// results of GNU R's seq.default (integer where R gives integers).
func builtinSeq(in *vm.Interp, c *vm.Call, name string) (rt.Value, error) {
	ecall := seqErrCall(c, name)
	fail := func(format string, args ...any) (rt.Value, error) {
		return nil, in.Errorf(ecall, format, args...)
	}
	from, to, by, lo, along := c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(3), c.Arg(4)
	if len(c.Dots) > 0 {
		if from != nil && to != nil && by != nil && lo != nil {
			return fail("too many arguments")
		}
		for _, d := range c.Dots {
			if d.Tag != nil {
				in.Warn(ecall, "extra argument "+syntaxQuote(d.Tag.Name)+" will be disregarded")
			} else {
				in.Warn(ecall, "extra argument will be disregarded")
			}
		}
	}
	nargs := 0
	for _, a := range []rt.Value{from, to, by, lo, along} {
		if a != nil {
			nargs++
		}
	}
	if nargs == 1 && from != nil {
		lf := rt.Length(from)
		if (from.Type() == rt.IntegerType || from.Type() == rt.DoubleType) && lf == 1 {
			f, _ := scalarNum(from)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				return fail("'from' must be a finite number")
			}
			return colon(1, f), nil
		}
		return intRange(1, lf), nil
	}
	n := -1.0
	if along != nil {
		n = float64(rt.Length(along))
		if nargs == 1 {
			return intRange(1, int(n)), nil
		}
	} else if lo != nil {
		l := rt.Length(lo)
		if l == 0 {
			return fail("argument 'length.out' must be of length 1")
		}
		if l > 1 {
			in.Warn(ecall, "first element used of 'length.out' argument")
		}
		v, _ := rt.CoerceVector(lo, rt.DoubleType, nil)
		d, ok := v.(*rt.Double)
		if !ok {
			return fail("'length.out' must be a non-negative number")
		}
		n = math.Ceil(d.V[0])
		if math.IsNaN(n) || math.IsInf(n, 0) || n < 0 {
			return fail("'length.out' must be a non-negative number")
		}
	}
	for _, p := range []struct {
		v    *rt.Value
		name string
	}{{&from, "from"}, {&to, "to"}, {&by, "by"}} {
		if *p.v == nil {
			continue
		}
		if rt.Length(*p.v) != 1 {
			return fail("'%s' must be of length 1", p.name)
		}
		if p.name == "by" {
			continue
		}
		if s, ok := (*p.v).(*rt.Character); ok {
			*p.v = rt.DoubleScalar(rt.AsReal(s, coerceWarn(in)))
		}
		f, ok := scalarNum(*p.v)
		if !ok || math.IsNaN(f) || math.IsInf(f, 0) {
			return fail("'%s' must be a finite number", p.name)
		}
	}
	num := func(v rt.Value, def float64) float64 {
		if v == nil {
			return def
		}
		f, _ := scalarNum(v)
		return f
	}
	if n < 0 {
		if by == nil {
			return colon(num(from, 1), num(to, 1)), nil
		}
		if _, ok := scalarNum(by); !ok {
			return fail("invalid '(to - from)/by'")
		}
		f, t, b := num(from, 1), num(to, 1), num(by, 1)
		del := t - f
		if del == 0 && t == 0 {
			return to, nil
		}
		k := del / b
		if math.IsNaN(k) || math.IsInf(k, 0) {
			if !math.IsNaN(b) && b == 0 && del == 0 {
				return from, nil
			}
			return fail("invalid '(to - from)/by'")
		}
		if k < 0 {
			return fail("wrong sign in 'by' argument")
		}
		if k > math.MaxInt32 {
			return fail("'by' argument is much too small")
		}
		if math.Abs(del)/math.Max(math.Abs(t), math.Abs(f)) < 100*2.220446049250313e-16 {
			return from, nil
		}
		if isIntVal(from) && isIntVal(to) {
			m := int(k)
			if isIntVal(by) {
				out := rt.NewInteger(m + 1)
				for i := range out.V {
					out.V[i] = int32(f) + int32(i)*int32(b)
				}
				return out, nil
			}
			out := rt.NewDouble(m + 1)
			for i := range out.V {
				out.V[i] = float64(i)*b + f
			}
			return out, nil
		}
		m := int(k + 1e-10)
		out := rt.NewDouble(m + 1)
		for i := range out.V {
			x := f + float64(i)*b
			if (b > 0 && x > t) || (b < 0 && x < t) {
				x = t
			}
			out.V[i] = x
		}
		return out, nil
	}
	m := int(n)
	if m == 0 {
		return rt.NewInteger(0), nil
	}
	if name == "seq.int" {
		v, err := seqLength(in, c, from, to, by, m, nargs, fail, num)
		if d, ok := v.(*rt.Double); ok && err == nil {
			return wholeToInt(d), nil
		}
		return v, err
	}
	return seqLength(in, c, from, to, by, m, nargs, fail, num)
}

// wholeToInt returns d as an integer vector when every element is a
// whole number in integer range (seq.int's results), else d.
func wholeToInt(d *rt.Double) rt.Value {
	for _, e := range d.V {
		if e != math.Trunc(e) || math.Abs(e) > math.MaxInt32 {
			return d
		}
	}
	out := rt.NewInteger(len(d.V))
	for i, e := range d.V {
		out.V[i] = int32(e)
	}
	return out
}

// seqLength is seq with length.out (m elements).
func seqLength(in *vm.Interp, c *vm.Call, from, to, by rt.Value, m, nargs int,
	fail func(string, ...any) (rt.Value, error), num func(rt.Value, float64) float64) (rt.Value, error) {
	if nargs == 1 {
		return intRange(1, m), nil
	}
	if by == nil {
		switch {
		case from != nil && to != nil:
			f, t := num(from, 1), num(to, 1)
			if m <= 2 {
				v, _ := concat(in, []rt.Value{from, to})
				return ops.Subset(v, []rt.Value{intRange(1, m)}, true, nil)
			}
			out := rt.NewDouble(m)
			if f == t {
				for i := range out.V {
					out.V[i] = f
				}
				return out, nil
			}
			step := (t - f) / float64(m-1)
			for i := range out.V {
				out.V[i] = f + float64(i)*step
			}
			out.V[m-1] = t
			return out, nil
		case to == nil:
			f := num(from, 1)
			if isIntVal(from) {
				return intRange(int32(f), m), nil
			}
			out := rt.NewDouble(m)
			for i := range out.V {
				out.V[i] = f + float64(i)
			}
			return out, nil
		default:
			t := num(to, 1)
			out := rt.NewDouble(m)
			for i := range out.V {
				out.V[i] = t - float64(m-1-i)
			}
			return out, nil
		}
	}
	if from != nil && to != nil {
		return fail("too many arguments")
	}
	b := num(by, 1)
	intRes := isIntVal(by) && (to == nil && (from == nil || isIntVal(from)) || to != nil && isIntVal(to))
	if intRes {
		out := rt.NewInteger(m)
		if to == nil {
			f := int32(num(from, 1))
			for i := range out.V {
				out.V[i] = f + int32(i)*int32(b)
			}
		} else {
			t := int32(num(to, 1))
			for i := range out.V {
				out.V[i] = t - int32(m-1-i)*int32(b)
			}
		}
		return out, nil
	}
	out := rt.NewDouble(m)
	if to == nil {
		f := num(from, 1)
		for i := range out.V {
			out.V[i] = f + float64(i)*b
		}
	} else {
		t := num(to, 1)
		for i := range out.V {
			out.V[i] = t - float64(m-1-i)*b
		}
	}
	return out, nil
}

func syntaxQuote(s string) string { return "'" + s + "'" }

// colon is from:to for numbers already checked.
func colon(from, to float64) rt.Value {
	v, _ := builtinColon(nil, &vm.Call{Args: []rt.Value{rt.DoubleScalar(from), rt.DoubleScalar(to)}})
	return v
}

// builtinRep is rep(x, times, length.out, each).
func builtinRep(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchInternal(in, "rep", c); ok || err != nil {
		return v, err
	}
	vals, err := matchArgs(in, c, []string{"x", "times", "length.out", "each"})
	if err != nil {
		return nil, err
	}
	return repCommon(in, c, vals[0], vals[1], vals[2], vals[3], nil)
}

// repCommon replicates x as rep does; ecall is the call errors are
// reported against (nil for the builtin's own call).
func repCommon(in *vm.Interp, c *vm.Call, x, times, lengthOut, each rt.Value, ecall rt.Value) (rt.Value, error) {
	if x == nil || rt.IsNull(x) {
		if lengthOut != nil && !rt.IsNull(lengthOut) {
			if f := rt.AsReal(lengthOut, nil); f == f && f > 0 {
				if ecall != nil {
					return nil, in.Errorf(nil, "cannot replicate NULL to a non-zero length")
				}
				in.Warn(c.Call, "'x' is NULL so the result will be NULL")
			}
		}
		return rt.Nil, nil
	}
	xv, ok := x.(rt.Vector)
	if !ok {
		if pl, isPL := x.(*rt.PairList); isPL {
			l, _ := rt.CoerceVector(pl, rt.ListType, nil)
			xv = l.(rt.Vector)
		} else {
			return nil, in.Errorf(ecall, "attempt to replicate an object of type '%s'", x.Type())
		}
	}
	n := xv.Len()
	lout := -1
	if lengthOut != nil && !rt.IsNull(lengthOut) {
		if rt.Length(lengthOut) != 1 {
			if rt.Length(lengthOut) == 0 {
				return nil, in.Errorf(ecall, "invalid 'length.out' argument")
			}
			in.Warn(c.Call, "first element used of 'length.out' argument")
		}
		f := rt.AsReal(lengthOut, nil)
		if !math.IsNaN(f) {
			if f < 0 || math.IsInf(f, 0) {
				if ecall != nil { // rep_len
					return nil, in.Errorf(nil, "invalid 'length.out' value")
				}
				return nil, in.Errorf(ecall, "invalid 'length.out' argument")
			}
			lout = int(f)
		}
	}
	ech := 1
	if each != nil && !rt.IsNull(each) {
		if rt.Length(each) != 1 {
			if rt.Length(each) == 0 {
				return nil, in.Errorf(ecall, "invalid 'each' argument")
			}
			in.Warn(c.Call, "first element used of 'each' argument")
		}
		f := rt.AsReal(each, nil)
		if f < 0 {
			return nil, in.Errorf(ecall, "invalid 'each' argument")
		}
		if f == f { // an NA each counts as 1
			ech = int(f)
		}
	}
	// index of x for each result element
	idx := make([]int, 0, n*ech)
	for i := 0; i < n; i++ {
		for j := 0; j < ech; j++ {
			idx = append(idx, i)
		}
	}
	if lout >= 0 {
		out := make([]int, lout)
		if len(idx) == 0 && lout > 0 {
			// a zero-length x gives lout missing values
			return repKeepFactor(xv, naVector(xv.Type(), lout)), nil
		}
		for i := range out {
			out[i] = idx[i%len(idx)]
		}
		idx = out
	} else if times != nil {
		tv, err := rt.CoerceVector(times, rt.DoubleType, nil)
		if err != nil {
			return nil, in.Errorf(ecall, "invalid 'times' argument")
		}
		ts := tv.(*rt.Double).V
		switch {
		case len(ts) == 1:
			t := ts[0]
			if math.IsNaN(t) || t < 0 || math.IsInf(t, 0) {
				return nil, in.Errorf(ecall, "invalid 'times' argument")
			}
			k := int(t)
			out := make([]int, 0, len(idx)*k)
			for r := 0; r < k; r++ {
				out = append(out, idx...)
			}
			idx = out
		case len(ts) == len(idx):
			var out []int
			for i, t := range ts {
				if math.IsNaN(t) || t < 0 {
					return nil, in.Errorf(ecall, "invalid 'times' argument")
				}
				for r := 0; r < int(t); r++ {
					out = append(out, idx[i])
				}
			}
			idx = out
		default:
			return nil, in.Errorf(ecall, "invalid 'times' argument")
		}
	}
	out := gatherVector(xv, idx)
	if ecall == nil {
		if nm := rt.Names(xv); nm != nil {
			names := rt.NewCharacter(len(idx))
			for i, k := range idx {
				names.V[i] = nm.V[k]
			}
			rt.SetAttr(out, rt.NamesSym, names)
		}
	}
	return repKeepFactor(xv, out), nil
}

// gatherVector returns x[idx] (0-based positions, all in range) without
// attributes.
func gatherVector(x rt.Vector, idx []int) rt.Vector {
	out := rt.NewVector(x.Type(), len(idx))
	switch s := x.(type) {
	case *rt.Logical:
		gather(out.(*rt.Logical).V, s.V, idx)
	case *rt.Integer:
		gather(out.(*rt.Integer).V, s.V, idx)
	case *rt.Double:
		gather(out.(*rt.Double).V, s.V, idx)
	case *rt.Complex:
		gather(out.(*rt.Complex).V, s.V, idx)
	case *rt.Character:
		gather(out.(*rt.Character).V, s.V, idx)
	case *rt.Raw:
		gather(out.(*rt.Raw).V, s.V, idx)
	case *rt.List:
		o := out.(*rt.List)
		o.Expr = s.Expr
		gather(o.V, s.V, idx)
		for _, e := range o.V {
			rt.MarkShared(e)
		}
	}
	return out
}

func gather[T any](dst, src []T, idx []int) {
	for i, k := range idx {
		dst[i] = src[k]
	}
}

// builtinRev is rev(x): x[length(x):1], keeping names.
func builtinRev(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchInternal(in, "rev", c); ok || err != nil {
		return v, err
	}
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	n := rt.Length(x)
	if n == 0 {
		return x, nil
	}
	idx := rt.NewInteger(n)
	for i := range idx.V {
		idx.V[i] = int32(n - i)
	}
	if rt.Class(x) != nil {
		// x[length(x):1L] through the class's `[` method.
		return in.CallValue(mustBase(in, "["), []rt.Arg{{Val: x}, {Val: idx}},
			rt.NewCall(rt.BracketSym, rt.Intern("x"), rt.NewCall(rt.Intern(":"), rt.NewCall(rt.Intern("length"), rt.Intern("x")), rt.IntScalar(1))), c.Env)
	}
	return ops.Subset(x, []rt.Value{idx}, true, in.Warner(c.Call))
}

// builtinSetLength is `length<-`(x, value).
func builtinSetLength(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchInternal(in, "length<-", c); ok || err != nil {
		return v, err
	}
	x := c.Arg(0)
	val := c.Arg(1)
	if val == nil || rt.Length(val) != 1 {
		return nil, in.Errorf(nil, "wrong length for argument")
	}
	f := rt.AsReal(val, nil)
	if math.IsNaN(f) {
		return nil, in.Errorf(nil, "vector size cannot be NA")
	}
	if f < 0 {
		return nil, in.Errorf(nil, "vector size cannot be negative")
	}
	n := int(f)
	if rt.IsNull(x) {
		if n > 0 {
			return rt.NewLogical(0), nil
		}
		return rt.Nil, nil
	}
	xv, ok := x.(rt.Vector)
	if !ok {
		return nil, in.Errorf(nil, "invalid argument")
	}
	old := xv.Len()
	idx := make([]int, min(n, old))
	for i := range idx {
		idx[i] = i
	}
	out := gatherVector(xv, idx)
	if n > old {
		out = extendNA(out, n)
	}
	if nm := rt.Names(xv); nm != nil {
		names := rt.NewCharacter(n)
		copy(names.V, nm.V)
		rt.SetAttr(out, rt.NamesSym, names)
	}
	return out, nil
}

// extendNA returns v lengthened to n with NA (NULL for lists).
func extendNA(v rt.Vector, n int) rt.Vector {
	old := v.Len()
	out := rt.NewVector(v.Type(), n)
	switch o := out.(type) {
	case *rt.Logical:
		copy(o.V, v.(*rt.Logical).V)
		for i := old; i < n; i++ {
			o.V[i] = rt.NALgl
		}
	case *rt.Integer:
		copy(o.V, v.(*rt.Integer).V)
		for i := old; i < n; i++ {
			o.V[i] = rt.NAInt
		}
	case *rt.Double:
		copy(o.V, v.(*rt.Double).V)
		for i := old; i < n; i++ {
			o.V[i] = rt.NAReal
		}
	case *rt.Complex:
		copy(o.V, v.(*rt.Complex).V)
		for i := old; i < n; i++ {
			o.V[i] = rt.NAComplex
		}
	case *rt.Character:
		copy(o.V, v.(*rt.Character).V)
		for i := old; i < n; i++ {
			o.V[i] = rt.NAString
		}
	case *rt.Raw:
		copy(o.V, v.(*rt.Raw).V)
	case *rt.List:
		copy(o.V, v.(*rt.List).V)
		o.Expr = v.(*rt.List).Expr
		for i := old; i < n; i++ {
			o.V[i] = rt.Nil
		}
	}
	return out
}
