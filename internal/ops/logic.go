package ops

import (
	"fmt"

	"gorir/internal/rt"
)

// LogicOp is one of R's elementwise logical operators, & and |. The same
// values select && and || in AndOrOperand.
type LogicOp uint8

// The logical operators.
const (
	OpAnd LogicOp = iota // &
	OpOr                 // |
)

// String returns the elementwise operator as R spells it.
func (op LogicOp) String() string {
	if op == OpAnd {
		return "&"
	}
	return "|"
}

const (
	msgLogicTypes  = "operations are possible only for numeric, logical or complex types"
	msgInvalidType = "invalid argument type"
)

// And3 is R's three-valued AND of two logical elements: FALSE if either is
// FALSE, else NA if either is NA, else TRUE.
func And3(a, b int32) int32 {
	if a == rt.False || b == rt.False {
		return rt.False
	}
	if a == rt.NALgl || b == rt.NALgl {
		return rt.NALgl
	}
	return rt.True
}

// Or3 is R's three-valued OR: TRUE if either is TRUE, else NA if either is
// NA, else FALSE.
func Or3(a, b int32) int32 {
	if a == rt.True || b == rt.True {
		return rt.True
	}
	if a == rt.NALgl || b == rt.NALgl {
		return rt.NALgl
	}
	return rt.False
}

// logicOperand reports whether v may be an operand of & and |: NULL or a
// logical, integer, double or complex vector.
func logicOperand(v rt.Value) bool {
	switch v.(type) {
	case *rt.Null, *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex:
		return true
	}
	return v == nil
}

// toLogicalElems returns the elements of a logic operand as logicals.
func toLogicalElems(v rt.Value) []int32 {
	switch x := v.(type) {
	case *rt.Logical:
		return x.V
	case *rt.Integer:
		out := make([]int32, len(x.V))
		for i, e := range x.V {
			out[i] = rt.IntegerToLogical(e)
		}
		return out
	case *rt.Double:
		out := make([]int32, len(x.V))
		for i, e := range x.V {
			out[i] = rt.DoubleToLogical(e)
		}
		return out
	case *rt.Complex:
		out := make([]int32, len(x.V))
		for i, e := range x.V {
			out[i] = rt.ComplexToLogical(e)
		}
		return out
	}
	return nil
}

// Logic applies & or | elementwise as R does: numbers are logical by being
// non-zero, NA logic as in And3 and Or3; two raw vectors combine bitwise.
// Recycling and attributes (dim, dimnames, names, tsp) are as for
// comparison. Other operand types are an error.
func Logic(op LogicOp, x, y rt.Value, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	if a, ok := x.(*rt.Logical); ok && len(a.V) == 1 && a.Attrs() == nil {
		if b, ok := y.(*rt.Logical); ok && len(b.V) == 1 && b.Attrs() == nil {
			if op == OpAnd {
				return rt.LogicalScalar(And3(a.V[0], b.V[0])), nil
			}
			return rt.LogicalScalar(Or3(a.V[0], b.V[0])), nil
		}
	}
	rx, okx := x.(*rt.Raw)
	ry, oky := y.(*rt.Raw)
	raw := okx && oky
	if !raw && (!logicOperand(x) || !logicOperand(y)) {
		return nil, Errorf(msgLogicTypes)
	}
	nx, ny := opLen(x), opLen(y)
	if rt.IsNull(x) {
		nx = 0
	}
	if rt.IsNull(y) {
		ny = 0
	}
	lay, err := layoutBinary(x, y, nx, ny, false, w)
	if err != nil {
		return nil, err
	}
	var res rt.Vector
	if raw {
		out := rt.NewRaw(lay.n)
		eachRecycled(lay.n, nx, ny, func(i, ia, ib int) {
			if op == OpAnd {
				out.V[i] = rx.V[ia] & ry.V[ib]
			} else {
				out.V[i] = rx.V[ia] | ry.V[ib]
			}
		})
		res = out
	} else {
		out := rt.NewLogical(lay.n)
		a, b := toLogicalElems(x), toLogicalElems(y)
		if op == OpAnd {
			eachRecycled(lay.n, nx, ny, func(i, ia, ib int) { out.V[i] = And3(a[ia], b[ib]) })
		} else {
			eachRecycled(lay.n, nx, ny, func(i, ia, ib int) { out.V[i] = Or3(a[ia], b[ib]) })
		}
		res = out
	}
	if err := lay.finish(res, x, y, false); err != nil {
		return nil, err
	}
	return res, nil
}

// Not is R's unary !: logical negation keeping every attribute of a
// logical operand, and only names, dim and dimnames of a number; bitwise
// complement of a raw vector (all attributes kept). An empty list gives
// logical(0); any other type is an error ("invalid argument type").
func Not(x rt.Value) (rt.Value, error) {
	switch v := x.(type) {
	case *rt.Logical:
		if len(v.V) == 1 && v.Attrs() == nil {
			return rt.LogicalScalar(not3(v.V[0])), nil
		}
		out := rt.NewLogical(len(v.V))
		for i, e := range v.V {
			out.V[i] = not3(e)
		}
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	case *rt.Integer, *rt.Double, *rt.Complex:
		ls := toLogicalElems(x)
		out := rt.NewLogical(len(ls))
		for i, e := range ls {
			out.V[i] = not3(e)
		}
		keepStructAttrs(x, out)
		return out, nil
	case *rt.Raw:
		out := rt.NewRaw(len(v.V))
		for i, e := range v.V {
			out.V[i] = ^e
		}
		out.SetAttrs(v.Attrs().Clone())
		return out, nil
	case *rt.List:
		if len(v.V) == 0 && !v.Expr {
			return rt.NewLogical(0), nil
		}
	}
	return nil, Errorf(msgInvalidType)
}

func not3(a int32) int32 {
	switch a {
	case rt.NALgl:
		return rt.NALgl
	case rt.False:
		return rt.True
	}
	return rt.False
}

// Xor is R's xor(x, y): (x | y) & !(x & y), so with the same recycling,
// warnings and attributes; for two raw vectors the bitwise exclusive or,
// without attributes.
func Xor(x, y rt.Value, w Warner) (rt.Value, error) {
	if rx, ok := x.(*rt.Raw); ok {
		if ry, ok := y.(*rt.Raw); ok {
			n := recycledLen(len(rx.V), len(ry.V))
			out := rt.NewRaw(n)
			eachRecycled(n, len(rx.V), len(ry.V), func(i, ia, ib int) { out.V[i] = rx.V[ia] ^ ry.V[ib] })
			return out, nil
		}
	}
	or, err := Logic(OpOr, x, y, w)
	if err != nil {
		return nil, err
	}
	and, err := Logic(OpAnd, x, y, w)
	if err != nil {
		return nil, err
	}
	nand, err := Not(and)
	if err != nil {
		return nil, err
	}
	return Logic(OpAnd, or, nand, w)
}

// IsTRUE is R's isTRUE: a logical vector of length one (attributes
// allowed) that is TRUE.
func IsTRUE(v rt.Value) bool {
	l, ok := v.(*rt.Logical)
	return ok && len(l.V) == 1 && l.V[0] == rt.True
}

// IsFALSE is R's isFALSE: a logical vector of length one that is FALSE.
func IsFALSE(v rt.Value) bool {
	l, ok := v.(*rt.Logical)
	return ok && len(l.V) == 1 && l.V[0] == rt.False
}

// AnyAll is R's any(...) (all false) or all(...) (all true) over the
// arguments, with na.rm. Arguments other than logical and integer vectors
// are coerced with the warning "coercing argument of type 'T' to logical";
// empty arguments are skipped; evaluation stops at the first argument that
// decides the answer.
func AnyAll(all bool, args []rt.Value, naRm bool, w Warner) (rt.Value, error) {
	if w == nil {
		w = NoWarn
	}
	hasNA := false
	for _, a := range args {
		if rt.Length(a) == 0 {
			continue
		}
		var ls []int32
		switch v := a.(type) {
		case *rt.Logical:
			ls = v.V
		case *rt.Integer:
			ls = toLogicalElems(v)
		default:
			w.Warn(fmt.Sprintf("coercing argument of type '%s' to logical", a.Type()))
			c, err := rt.CoerceVector(a, rt.LogicalType, w.Warn)
			if err != nil {
				return nil, Errorf("%s", err.Error())
			}
			ls = c.(*rt.Logical).V
		}
		for _, e := range ls {
			switch {
			case e == rt.NALgl:
				if !naRm {
					hasNA = true
				}
			case all && e == rt.False:
				return rt.LogicalScalar(rt.False), nil
			case !all && e == rt.True:
				return rt.LogicalScalar(rt.True), nil
			}
		}
	}
	if hasNA {
		return rt.LogicalScalar(rt.NALgl), nil
	}
	return rt.Bool(all), nil
}

// Condition converts the value of an if or while condition to a Go bool
// with R 4.2's checks: "argument is of length zero", "the condition has
// length > 1", "missing value where TRUE/FALSE needed" (a logical NA) and
// "argument is not interpretable as logical" (anything else that is not
// TRUE or FALSE; strings such as "TRUE", "T", "false" are accepted).
func Condition(v rt.Value) (bool, error) {
	switch x := v.(type) {
	case *rt.Logical:
		if len(x.V) == 1 {
			switch x.V[0] {
			case rt.True:
				return true, nil
			case rt.False:
				return false, nil
			}
			return false, Errorf("missing value where TRUE/FALSE needed")
		}
	}
	n := rt.Length(v)
	if n > 1 {
		return false, Errorf("the condition has length > 1")
	}
	if n == 0 {
		return false, Errorf("argument is of length zero")
	}
	c := rt.AsLogical(v)
	if c == rt.NALgl {
		if v.Type() == rt.LogicalType {
			return false, Errorf("missing value where TRUE/FALSE needed")
		}
		return false, Errorf("argument is not interpretable as logical")
	}
	return c == rt.True, nil
}

// AndOrOperand converts one operand of && (op OpAnd) or || (OpOr) to a
// logical element as R 4.2.2 does: only logical, integer, double and
// complex vectors are allowed ("invalid 'x' type in 'x && y'", with 'y' for
// the second operand); an empty vector is NA; a longer one uses its first
// element with the warning "'length(x) = 2 > 1' in coercion to
// 'logical(1)'" (R 4.3 makes that an error).
func AndOrOperand(op LogicOp, v rt.Value, second bool, w Warner) (int32, error) {
	if l, ok := v.(*rt.Logical); ok && len(l.V) == 1 {
		return l.V[0], nil
	}
	which := "x"
	if second {
		which = "y"
	}
	sym := "&&"
	if op == OpOr {
		sym = "||"
	}
	switch v.(type) {
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex:
	default:
		return rt.NALgl, Errorf("invalid '%s' type in 'x %s y'", which, sym)
	}
	if rt.Inherits(v, "factor") {
		return rt.NALgl, Errorf("invalid '%s' type in 'x %s y'", which, sym)
	}
	n := v.(rt.Vector).Len()
	if n == 0 {
		return rt.NALgl, nil
	}
	if n > 1 && w != nil {
		w.Warn(fmt.Sprintf("'length(x) = %d > 1' in coercion to 'logical(1)'", n))
	}
	return rt.AsLogical(v), nil
}
