package base

import (
	"math"
	"sort"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// coerceBuiltins are the type predicates and conversions: is.*, as.*,
// mode, storage.mode and their replacement forms.
var coerceBuiltins = []*vm.BuiltinDef{
	{Name: "is.logical", Formals: []string{"x"}, Fn: isType(rt.LogicalType)},
	{Name: "is.integer", Formals: []string{"x"}, Fn: isType(rt.IntegerType)},
	{Name: "is.double", Formals: []string{"x"}, Fn: isType(rt.DoubleType)},
	{Name: "is.complex", Formals: []string{"x"}, Fn: isType(rt.ComplexType)},
	{Name: "is.character", Formals: []string{"x"}, Fn: isType(rt.CharacterType)},
	{Name: "is.raw", Formals: []string{"x"}, Fn: isType(rt.RawType)},
	{Name: "is.list", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := argOrMissing(in, c, 0, "x")
		switch v := x.(type) {
		case *rt.List:
			return rt.Bool(!v.Expr), nil
		case *rt.PairList:
			return rt.Bool(true), nil
		}
		return rt.Bool(false), nil
	}},
	{Name: "is.numeric", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "is.numeric", c); ok || err != nil {
			return v, err
		}
		x := c.Arg(0)
		t := rt.NilType
		if x != nil {
			t = x.Type()
		}
		return rt.Bool((t == rt.IntegerType || t == rt.DoubleType) && !rt.Inherits(x, "factor")), nil
	}},
	{Name: "is.atomic", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		return rt.Bool(x != nil && (rt.IsAtomicType(x.Type()) || rt.IsNull(x))), nil
	}},
	{Name: "is.vector", Formals: []string{"x", "mode"}, Fn: builtinIsVector},
	{Name: "is.na", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "is.na", c); ok || err != nil {
			return v, err
		}
		return naPredicate(in, c, "is.na", argOrMissing(in, c, 0, "x"))
	}},
	{Name: "is.nan", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return naPredicate(in, c, "is.nan", argOrMissing(in, c, 0, "x"))
	}},
	{Name: "is.finite", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return naPredicate(in, c, "is.finite", argOrMissing(in, c, 0, "x"))
	}},
	{Name: "is.infinite", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return naPredicate(in, c, "is.infinite", argOrMissing(in, c, 0, "x"))
	}},
	{Name: "anyNA", Formals: []string{"x", "recursive"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.Bool(anyNA(c.Arg(0), c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True)), nil
	}},
	{Name: "as.logical", Formals: []string{"x", "..."}, Fn: asType("as.logical", rt.LogicalType)},
	{Name: "as.integer", Formals: []string{"x", "..."}, Fn: asType("as.integer", rt.IntegerType)},
	{Name: "as.double", Formals: []string{"x", "..."}, Fn: asType("as.double", rt.DoubleType)},
	{Name: "as.numeric", Formals: []string{"x", "..."}, Fn: asType("as.double", rt.DoubleType)}, // R's methods for as.numeric are as.double methods
	{Name: "as.complex", Formals: []string{"x", "..."}, Fn: asType("as.complex", rt.ComplexType)},
	{Name: "as.character", Formals: []string{"x", "..."}, Fn: asType("as.character", rt.CharacterType)},
	{Name: "as.raw", Formals: []string{"x"}, Fn: asType("as.raw", rt.RawType)},
	{Name: "as.list", Formals: []string{"x", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "as.list", c); ok || err != nil {
			return v, err
		}
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		switch v := x.(type) {
		case *rt.Env:
			l := rt.NewList(0)
			var names []string
			all, sorted := false, false
			for _, d := range c.Dots {
				if d.Tag == nil {
					continue
				}
				switch d.Tag.Name {
				case "all.names":
					all = rt.AsLogical(d.Val) == rt.True
				case "sorted":
					sorted = rt.AsLogical(d.Val) == rt.True
				}
			}
			syms := v.ROrder(all)
			if sorted {
				sort.SliceStable(syms, func(i, j int) bool { return ops.Collate(syms[i].Name, syms[j].Name) < 0 })
			}
			for _, s := range syms {
				val, err := in.ForceValue(v.Get(s))
				if err != nil {
					return nil, err
				}
				l.V = append(l.V, val)
				names = append(names, s.Name)
			}
			rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(names...))
			return l, nil
		case *rt.Closure:
			return closureAsList(v), nil
		case *rt.List:
			if !v.Expr {
				return v, nil
			}
		}
		r, err := rt.AsVector(x, rt.ListType, coerceWarn(in))
		if err != nil {
			return nil, rerr(in, err)
		}
		if l, ok := r.(*rt.List); ok && x.Type() != rt.ListType {
			keepListAttrs(l, x)
		}
		return r, nil
	}},
	{Name: "as.vector", Formals: []string{"x", "mode"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "as.vector", c); ok || err != nil {
			return v, err
		}
		x := argOrMissing(in, c, 0, "x")
		mode := "any"
		if m := c.Arg(1); m != nil {
			s, ok := m.(*rt.Character)
			if !ok || s.Len() != 1 {
				return nil, in.Errorf(internalCall("as.vector", "x", "mode"), "invalid 'mode' argument")
			}
			mode = s.V[0]
		}
		if mode == "function" {
			return nil, in.Errorf(internalCall("as.vector", "x", "mode"), "cannot coerce to function")
		}
		t, ok := rt.ModeType(mode)
		if !ok {
			return nil, in.Errorf(internalCall("as.vector", "x", "mode"), "invalid 'mode' argument")
		}
		r, err := rt.AsVector(x, t, coerceWarn(in))
		if err != nil {
			return nil, in.Errorf(internalCall("as.vector", "x", "mode"), "%s", err.Error())
		}
		return r, nil
	}},
	{Name: "mode", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(modeOf(argOrMissing(in, c, 0, "x"))), nil
	}},
	{Name: "storage.mode", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := argOrMissing(in, c, 0, "x")
		switch x.(type) {
		case *rt.Closure, *rt.Builtin:
			return rt.StringScalar("function"), nil
		}
		return rt.StringScalar(x.Type().String()), nil
	}},
	{Name: "storage.mode<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return setMode(in, c, true)
	}},
	{Name: "mode<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return setMode(in, c, false)
	}},
}

// argOrMissing returns argument i, or the missing-argument error value
// (which the caller reports) as an empty NULL: builtins whose argument is
// required use it to treat a missing x like R ("argument "x" is missing").
func argOrMissing(in *vm.Interp, c *vm.Call, i int, name string) rt.Value {
	if v := c.Arg(i); v != nil {
		return v
	}
	return rt.Nil
}

// rerr turns an error from internal/rt (coercion) into an R error of the
// builtin's call.
func rerr(in *vm.Interp, err error) error {
	if ce, ok := err.(*rt.CoercionError); ok {
		return in.Errorf(in.ContextCall(), "%s", ce.Msg)
	}
	return err
}

// coerceWarn reports coercion warnings as R does: against the innermost
// closure call (none at top level).
func coerceWarn(in *vm.Interp) func(string) {
	return func(msg string) { in.Warn(in.ContextCall(), msg) }
}

// internalCall is the call R reports for an error raised inside a closure
// that wraps .Internal(name(args…)).
func internalCall(name string, args ...string) *rt.Lang {
	vals := make([]rt.Value, len(args))
	for i, a := range args {
		vals[i] = rt.Intern(a)
	}
	return rt.NewCall(rt.Intern(name), vals...)
}

func isType(t rt.Type) vm.BuiltinFunc {
	return func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		return rt.Bool(x != nil && x.Type() == t), nil
	}
}

// asType is as.logical, as.integer… : attributes dropped, lists and
// other objects converted as as.vector does.
func asType(name string, t rt.Type) vm.BuiltinFunc {
	return func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, name, c); ok || err != nil {
			return v, err
		}
		x := c.Arg(0)
		if x == nil {
			x = rt.Nil
		}
		if x.Type() == t {
			if v, ok := x.(rt.Vector); ok && v.Attrs() == nil {
				return x, nil
			}
		}
		if _, ok := x.(*rt.Env); ok {
			return nil, in.Errorf(nil, "cannot coerce type 'environment' to vector of type '%s'", t)
		}
		r, err := rt.AsVector(x, t, coerceWarn(in))
		if err != nil {
			return nil, rerr(in, err)
		}
		return r, nil
	}
}

// keepListAttrs gives a list made from an atomic vector the names (and
// dim, dimnames) of the vector, as as.list does.
func keepListAttrs(l *rt.List, x rt.Value) {
	for _, s := range []*rt.Symbol{rt.NamesSym} {
		if v := rt.GetAttr(x, s); v != nil && rt.GetAttr(l, s) == nil {
			rt.SetAttr(l, s, v)
		}
	}
}

// closureAsList is as.list of a function: its formals then its body.
func closureAsList(f *rt.Closure) *rt.List {
	l := rt.NewList(0)
	var names []string
	if f.Formals != nil {
		for _, a := range f.Formals.Items {
			l.V = append(l.V, a.Val)
			names = append(names, a.Tag.Name)
		}
	}
	l.V = append(l.V, f.Body)
	names = append(names, "")
	rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(names...))
	return l
}

func builtinIsVector(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	mode := "any"
	if m := c.Arg(1); m != nil {
		s, ok := m.(*rt.Character)
		if !ok || s.Len() != 1 {
			return nil, in.Errorf(internalCall("is.vector", "x", "mode"), "invalid 'mode' argument")
		}
		mode = s.V[0]
	}
	t := x.Type()
	ok := false
	switch mode {
	case "any":
		ok = rt.IsAtomicType(t) || t == rt.ListType || t == rt.ExprType
	case "numeric":
		ok = (t == rt.IntegerType || t == rt.DoubleType) && !rt.Inherits(x, "factor")
	case "name":
		ok = t == rt.SymbolType
	default:
		ok = t.String() == mode
	}
	if ok {
		if a, isA := x.(rt.Attributed); isA {
			if at := a.Attrs(); at != nil {
				for i := 0; i < at.Len(); i++ {
					if at.At(i).Name != rt.NamesSym {
						ok = false
					}
				}
			}
		}
	}
	return rt.Bool(ok), nil
}

// naPredicate is is.na, is.nan, is.finite and is.infinite: elementwise,
// keeping names, dim and dimnames.
func naPredicate(in *vm.Interp, c *vm.Call, name string, x rt.Value) (rt.Value, error) {
	var out *rt.Logical
	switch v := x.(type) {
	case *rt.Null:
		return rt.NewLogical(0), nil
	case *rt.Logical:
		out = rt.NewLogical(len(v.V))
		for i, e := range v.V {
			out.V[i] = lgl((name == "is.na" && e == rt.NALgl) || (name == "is.finite" && e != rt.NALgl))
		}
	case *rt.Integer:
		out = rt.NewLogical(len(v.V))
		for i, e := range v.V {
			switch name {
			case "is.na":
				out.V[i] = lgl(e == rt.NAInt)
			case "is.finite":
				out.V[i] = lgl(e != rt.NAInt)
			}
		}
	case *rt.Double:
		out = rt.NewLogical(len(v.V))
		for i, e := range v.V {
			out.V[i] = lgl(realPred(name, e))
		}
	case *rt.Complex:
		out = rt.NewLogical(len(v.V))
		for i, z := range v.V {
			re, im := real(z), imag(z)
			switch name {
			case "is.na":
				out.V[i] = lgl(math.IsNaN(re) || math.IsNaN(im))
			case "is.nan":
				out.V[i] = lgl(rt.IsNaN(re) || rt.IsNaN(im))
			case "is.finite":
				out.V[i] = lgl(realPred(name, re) && realPred(name, im))
			case "is.infinite":
				out.V[i] = lgl(math.IsInf(re, 0) || math.IsInf(im, 0))
			}
		}
	case *rt.Character:
		out = rt.NewLogical(len(v.V))
		if name == "is.na" {
			for i, e := range v.V {
				out.V[i] = lgl(rt.IsNAString(e))
			}
		}
	case *rt.Raw:
		out = rt.NewLogical(len(v.V))
	case *rt.List:
		if name != "is.na" {
			return nil, in.Errorf(nil, "default method not implemented for type '%s'", v.Type())
		}
		out = rt.NewLogical(len(v.V))
		for i, e := range v.V {
			if ev, ok := e.(rt.Vector); ok && ev.Len() == 1 && rt.IsAtomicType(e.Type()) {
				r, _ := naPredicate(in, c, name, ev)
				out.V[i] = r.(*rt.Logical).V[0]
			}
		}
	default:
		if name == "is.na" {
			in.Warn(c.Call, "is.na() applied to non-(list or vector) of type '"+x.Type().String()+"'")
			return rt.Bool(false), nil
		}
		return nil, in.Errorf(nil, "default method not implemented for type '%s'", x.Type())
	}
	for _, s := range []*rt.Symbol{rt.NamesSym, rt.DimSym, rt.DimNamesSym} {
		if a := rt.GetAttr(x, s); a != nil {
			rt.SetAttr(out, s, a)
		}
	}
	return out, nil
}

func realPred(name string, e float64) bool {
	switch name {
	case "is.na":
		return math.IsNaN(e)
	case "is.nan":
		return rt.IsNaN(e)
	case "is.finite":
		return !math.IsNaN(e) && !math.IsInf(e, 0)
	case "is.infinite":
		return math.IsInf(e, 0)
	}
	return false
}

func lgl(b bool) int32 {
	if b {
		return rt.True
	}
	return rt.False
}

// anyNA is anyNA(x, recursive).
func anyNA(x rt.Value, recursive bool) bool {
	switch v := x.(type) {
	case *rt.Logical:
		for _, e := range v.V {
			if e == rt.NALgl {
				return true
			}
		}
	case *rt.Integer:
		for _, e := range v.V {
			if e == rt.NAInt {
				return true
			}
		}
	case *rt.Double:
		for _, e := range v.V {
			if e != e {
				return true
			}
		}
	case *rt.Complex:
		for _, e := range v.V {
			if real(e) != real(e) || imag(e) != imag(e) {
				return true
			}
		}
	case *rt.Character:
		for _, e := range v.V {
			if rt.IsNAString(e) {
				return true
			}
		}
	case *rt.List:
		for _, e := range v.V {
			if ev, ok := e.(rt.Vector); ok && (recursive || (ev.Len() == 1 && rt.IsAtomicType(e.Type()))) {
				if anyNA(e, recursive) {
					return true
				}
			}
		}
	}
	return false
}

// modeOf is mode(x).
func modeOf(x rt.Value) string {
	switch v := x.(type) {
	case *rt.Integer, *rt.Double:
		return "numeric"
	case *rt.Closure, *rt.Builtin:
		return "function"
	case *rt.Symbol:
		return "name"
	case *rt.Lang:
		if s, ok := v.Fn.(*rt.Symbol); ok && s.Name == "(" {
			return "("
		}
		return "call"
	}
	return x.Type().String()
}

// setMode is storage.mode<- and mode<-: the value converted to the new
// type, keeping its attributes.
func setMode(in *vm.Interp, c *vm.Call, storage bool) (rt.Value, error) {
	x := argOrMissing(in, c, 0, "x")
	s, ok := c.Arg(1).(*rt.Character)
	if !ok || s.Len() != 1 {
		return nil, in.Errorf(nil, "'value' must be non-null character string")
	}
	mode := s.V[0]
	if storage && mode == "real" {
		return nil, in.Errorf(nil, "use of 'real' is defunct: use 'double' instead")
	}
	t, ok := rt.ModeType(mode)
	if !ok || t == rt.AnyType {
		return nil, in.Errorf(nil, "invalid value")
	}
	if storage && rt.Inherits(x, "factor") {
		return nil, in.Errorf(nil, "invalid to change the storage mode of a factor")
	}
	if x.Type() == t {
		return x, nil
	}
	r, err := rt.CoerceVector(x, t, coerceWarn(in))
	if err != nil {
		return nil, rerr(in, err)
	}
	return r, nil
}
