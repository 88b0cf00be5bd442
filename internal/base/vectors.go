package base

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

var vectorBuiltins = []*vm.BuiltinDef{
	{Name: "vector", Formals: []string{"mode", "length"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		mode := "logical"
		if s, ok := c.Arg(0).(*rt.Character); ok && s.Len() == 1 {
			mode = s.V[0]
		}
		t, ok := rt.ModeType(mode)
		if !ok {
			return nil, in.Errorf(nil, "vector: cannot make a vector of mode '%s'.", mode)
		}
		return newVectorArg(in, t, c.Arg(1))
	}},
	{Name: "names", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if n := rt.GetAttr(c.Arg(0), rt.NamesSym); n != nil {
			return n, nil
		}
		return rt.Nil, nil
	}},
	{Name: "names<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(rt.Vector)
		if !ok {
			return nil, in.Errorf(nil, "names() applied to a non-vector")
		}
		if rt.Shared(x) {
			x = rt.CopyVector(x)
		}
		val := c.Arg(1)
		if rt.IsNull(val) {
			rt.SetAttr(x, rt.NamesSym, nil)
			return x, nil
		}
		cv, err := rt.CoerceVector(val, rt.CharacterType, nil)
		if err != nil {
			return nil, err
		}
		names := cv.(*rt.Character)
		n := x.Len()
		if names.Len() > n {
			return nil, in.Errorf(nil, "'names' attribute [%d] must be the same length as the vector [%d]", names.Len(), n)
		}
		out := rt.NewCharacter(n)
		for i := range out.V {
			if i < names.Len() {
				out.V[i] = names.V[i]
			} else {
				out.V[i] = rt.NAString
			}
		}
		rt.SetAttr(x, rt.NamesSym, out)
		return x, nil
	}},
	{Name: "missing", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		if len(call.Args) != 1 {
			return nil, in.Errorf(call, "'missing' can only be used for arguments")
		}
		sym, ok := call.Args[0].Val.(*rt.Symbol)
		if !ok {
			return nil, in.Errorf(call, "invalid use of 'missing'")
		}
		if !env.Has(sym) {
			return nil, in.Errorf(call, "'missing' can only be used for arguments")
		}
		return rt.Bool(isMissing(env.Get(sym))), nil
	}},
}

// isMissing reports whether a binding counts as a missing argument: the
// empty marker, a default-value promise, or a promise for a symbol that
// is itself missing where the promise was made.
func isMissing(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Symbol:
		return x == rt.MissingArg
	case *rt.Promise:
		if x.Default {
			return true
		}
		if s, ok := x.Expr.(*rt.Symbol); ok && x.Env != nil && x.Env.Has(s) {
			return isMissing(x.Env.Get(s))
		}
	}
	return false
}

func newVectorArg(in *vm.Interp, t rt.Type, n rt.Value) (rt.Value, error) {
	k := 0
	if n != nil {
		var ok bool
		if k, ok = asCount(n); !ok || k < 0 {
			return nil, in.Errorf(nil, "invalid 'length' argument")
		}
	}
	if t == rt.ListType {
		return rt.NewList(k), nil
	}
	return rt.NewVector(t, k), nil
}

func init() {
	for name, t := range map[string]rt.Type{
		"logical": rt.LogicalType, "integer": rt.IntegerType, "numeric": rt.DoubleType,
		"double": rt.DoubleType, "complex": rt.ComplexType, "character": rt.CharacterType,
		"raw": rt.RawType,
	} {
		t := t
		vectorBuiltins = append(vectorBuiltins, &vm.BuiltinDef{Name: name, Formals: []string{"length"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			return newVectorArg(in, t, c.Arg(0))
		}})
	}
	extraTables = append(extraTables, vectorBuiltins)
}
