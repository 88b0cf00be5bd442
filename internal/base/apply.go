package base

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// applyBuiltins are lapply, sapply, vapply, mapply and match.fun (Map,
// Filter and Reduce are R code in R/builtins.R).
var applyBuiltins = []*vm.BuiltinDef{
	{Name: "lapply", Formals: []string{"X", "FUN", "..."}, Frame: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		fn, x, err := applyPrep(in, c)
		if err != nil {
			return nil, err
		}
		return lapplyCore(in, c, x, fn)
	}},
	{Name: "sapply", Formals: []string{"X", "FUN", "...", "simplify", "USE.NAMES"}, Frame: true, Fn: builtinSapply},
	{Name: "vapply", Formals: []string{"X", "FUN", "FUN.VALUE", "...", "USE.NAMES"}, Frame: true, Fn: builtinVapply},
	{Name: "mapply", Formals: []string{"FUN", "...", "MoreArgs", "SIMPLIFY", "USE.NAMES"}, Frame: true, Fn: builtinMapply},
}

var (
	// sapplyLapplyCall is the call sapply makes to lapply.
	sapplyLapplyCall = &rt.Lang{Fn: rt.Intern("lapply"), Args: []rt.Arg{
		{Tag: rt.Intern("X"), Val: rt.Intern("X")}, {Tag: rt.Intern("FUN"), Val: rt.Intern("FUN")}, {Val: rt.DotsSym}}}
	symX      = rt.Intern("X")
	symI      = rt.Intern("i")
	symFUN    = rt.Intern("FUN")
	lapplyArg = rt.NewCall(rt.Bracket2Sym, symX, symI)
	lapplyFn  = rt.NewCall(symFUN, lapplyArg, rt.DotsSym)
)

// matchFunCall is the call lapply and friends make to resolve FUN.
var matchFunCall = rt.NewCall(rt.Intern("match.fun"), symFUN)

// matchFun resolves FUN for lapply and friends as their R versions do,
// by calling match.fun(FUN) (a frame of its own) from the builtin's
// frame; names are looked up from env, the builtin's caller.
func matchFun(in *vm.Interp, c *vm.Call, f rt.Value, env *rt.Env) (rt.Value, error) {
	return in.CallFrame(matchFunCall, in.Base.Get(rt.Intern("match.fun")), c.Frame, func(*rt.Env) (rt.Value, error) {
		return matchFunction(in, f, env)
	})
}

// applyPrep resolves FUN and turns X into something indexable.
func applyPrep(in *vm.Interp, c *vm.Call) (rt.Value, rt.Value, error) {
	fn, err := matchFun(in, c, c.Arg(1), c.Env)
	if err != nil {
		return nil, nil, err
	}
	x := c.Arg(0)
	if x == nil {
		return nil, nil, in.Errorf(nil, "argument \"X\" is missing, with no default")
	}
	switch v := x.(type) {
	case rt.Vector:
		if rt.GetAttr(v, rt.ClassSym) != nil {
			lv, err := in.CallValue(mustBase(in, "as.list"), []rt.Arg{{Val: x}}, rt.NewCall(rt.Intern("as.list"), symX), c.Env)
			if err != nil {
				return nil, nil, err
			}
			x = lv
		}
	case *rt.Null:
	default:
		lv, err := in.CallValue(mustBase(in, "as.list"), []rt.Arg{{Val: x}}, rt.NewCall(rt.Intern("as.list"), symX), c.Env)
		if err != nil {
			return nil, nil, err
		}
		x = lv
	}
	return fn, x, nil
}

func mustBase(in *vm.Interp, name string) rt.Value {
	v := in.Base.Get(rt.Intern(name))
	return v
}

// lapplyCore calls fn on each element of x as FUN(X[[i]], ...), with the
// extra arguments of c, and returns the list of results named as x.
func lapplyCore(in *vm.Interp, c *vm.Call, x rt.Value, fn rt.Value) (*rt.List, error) {
	n := rt.Length(x)
	out := rt.NewList(n)
	args := make([]rt.Arg, 1+len(c.Dots))
	copy(args[1:], c.Dots)
	for i := 0; i < n; i++ {
		e := rt.Element(x, i)
		rt.MarkShared(e)
		args[0] = rt.Arg{Val: &rt.Promise{Expr: lapplyArg, Val: e}}
		v, err := in.CallValue(fn, args, lapplyFn, c.Frame)
		if err != nil {
			return nil, err
		}
		rt.MarkShared(v)
		out.V[i] = v
	}
	if nm := rt.Names(x); nm != nil {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

func builtinSapply(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fn, x, err := applyPrep(in, c)
	if err != nil {
		return nil, err
	}
	// sapply calls lapply, whose frame shows in tracebacks.
	v, err := in.CallFrame(sapplyLapplyCall, mustBase(in, "lapply"), c.Frame, func(fe *rt.Env) (rt.Value, error) {
		lc := *c
		lc.Frame = fe
		return lapplyCore(in, &lc, x, fn)
	})
	if err != nil {
		return nil, err
	}
	ans := v.(*rt.List)
	useNames := c.Arg(4) == nil || rt.AsLogical(c.Arg(4)) != rt.False
	// USE.NAMES = FALSE only keeps a character X from naming the result:
	// names X has are lapply's and stay.
	if useNames {
		if s, ok := x.(*rt.Character); ok && rt.Names(ans) == nil {
			rt.SetAttr(ans, rt.NamesSym, rt.CharacterOf(append([]string(nil), s.V...)...))
		}
	}
	simplify := c.Arg(3) == nil || rt.AsLogical(c.Arg(3)) != rt.False
	if !simplify || len(ans.V) == 0 {
		return ans, nil
	}
	return simplify2array(in, ans, higherArray(c.Arg(3)))
}

// higherArray reports whether a simplify argument asks for "array":
// results that are arrays of one shape then stack into an array of
// higher rank.
func higherArray(v rt.Value) bool {
	s, ok := v.(*rt.Character)
	return ok && len(s.V) == 1 && s.V[0] == "array"
}

// commonDim is the dim all of xs share, or nil.
func commonDim(xs []rt.Value) []int32 {
	var d []int32
	for i, e := range xs {
		di, ok := rt.GetAttr(e, rt.DimSym).(*rt.Integer)
		if !ok {
			return nil
		}
		if i == 0 {
			d = di.V
			continue
		}
		if len(di.V) != len(d) {
			return nil
		}
		for k := range d {
			if d[k] != di.V[k] {
				return nil
			}
		}
	}
	return d
}

// simplify2array is sapply's simplification: equal-length-one results
// become a vector, equal longer lengths a matrix (one column each); with
// higher, equal-shaped arrays an array of one more dimension.
func simplify2array(in *vm.Interp, ans *rt.List, higher bool) (rt.Value, error) {
	common := -1
	for _, e := range ans.V {
		l := rt.Length(e)
		if common >= 0 && l != common {
			return ans, nil
		}
		common = l
	}
	if common == 1 {
		return builtinUnlist(in, &vm.Call{Args: []rt.Value{ans, rt.Bool(false), rt.Bool(true)}})
	}
	if common > 1 {
		flat, err := builtinUnlist(in, &vm.Call{Args: []rt.Value{ans, rt.Bool(false), rt.Bool(false)}})
		if err != nil {
			return nil, err
		}
		m := flat.(rt.Vector)
		if rt.Shared(m) {
			m = rt.CopyVector(m)
		}
		m.SetAttrs(nil)
		if cd := commonDim(ans.V); higher && cd != nil {
			d := append(append([]int32(nil), cd...), int32(len(ans.V)))
			rt.SetAttr(m, rt.DimSym, rt.IntegerOf(d...))
			dn1, _ := rt.GetAttr(ans.V[0], rt.DimNamesSym).(*rt.List)
			n2 := rt.Names(ans)
			if dn1 != nil || n2 != nil {
				dn := rt.NewList(len(d))
				for k := range cd {
					dn.V[k] = rt.Nil
					if dn1 != nil {
						dn.V[k] = dn1.V[k]
					}
				}
				dn.V[len(cd)] = nilIfNil(n2)
				rt.SetAttr(m, rt.DimNamesSym, dn)
			}
			return m, nil
		}
		rt.SetAttr(m, rt.DimSym, rt.IntegerOf(int32(common), int32(len(ans.V))))
		n1 := rt.Names(ans.V[0])
		n2 := rt.Names(ans)
		if n1 != nil || n2 != nil {
			dn := rt.ListOf(nilIfNil(n1), nilIfNil(n2))
			rt.SetAttr(m, rt.DimNamesSym, dn)
		}
		return m, nil
	}
	return ans, nil
}

func nilIfNil(c *rt.Character) rt.Value {
	if c == nil {
		return rt.Nil
	}
	return c
}

func builtinVapply(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fn, x, err := applyPrep(in, c)
	if err != nil {
		return nil, err
	}
	fv := c.Arg(2)
	if fv == nil {
		return nil, in.Errorf(nil, "argument \"FUN.VALUE\" is missing, with no default")
	}
	fvv, ok := fv.(rt.Vector)
	if !ok {
		return nil, in.Errorf(nil, "'FUN.VALUE' must be a vector")
	}
	useNames := true
	if u := c.Arg(4); u != nil {
		l := rt.AsLogical(u)
		if l == rt.NALgl {
			return nil, in.Errorf(nil, "invalid '%s' value", "USE.NAMES")
		}
		useNames = l != rt.False
	}
	ans, err := lapplyCoreCheck(in, c, x, fn, fvv)
	if err != nil {
		return nil, err
	}
	k := fvv.Len()
	n := len(ans.V)
	t := fvv.Type()
	out := rt.NewVector(t, n*k)
	for i, e := range ans.V {
		cv, err := rt.CoerceVector(e, t, nil)
		if err != nil {
			return nil, rerr(in, err)
		}
		copyInto(out, i*k, cv)
	}
	var names, rowNames rt.Value
	dimV, _ := rt.GetAttr(fvv, rt.DimSym).(*rt.Integer)
	arrayValue := dimV != nil && dimV.Len() >= 1
	rowAttr := rt.NamesSym
	if arrayValue {
		rowAttr = rt.DimNamesSym
	}
	if useNames {
		if nm := rt.Names(x); nm != nil {
			names = nm
		} else if s, ok := x.(*rt.Character); ok {
			names = rt.CharacterOf(append([]string(nil), s.V...)...)
		}
		if rn := rt.GetAttr(fvv, rowAttr); rn != nil && rn != rt.Nil {
			rowNames = rn
		} else if n > 0 {
			if rn := rt.GetAttr(ans.V[0], rowAttr); rn != nil && rn != rt.Nil {
				rowNames = rn
			}
		}
	}
	if k != 1 {
		if arrayValue {
			d := make([]int32, 0, dimV.Len()+1)
			d = append(d, dimV.V...)
			rt.SetAttr(out, rt.DimSym, rt.IntegerOf(append(d, int32(n))...))
		} else {
			rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(k), int32(n)))
		}
		if rowNames != nil || names != nil {
			if names == nil {
				names = rt.Nil
			}
			var dn []rt.Value
			if arrayValue {
				if rl, ok := rowNames.(*rt.List); ok {
					dn = append(dn, rl.V...)
				} else {
					for range dimV.V {
						dn = append(dn, rt.Nil)
					}
				}
			} else if rowNames != nil {
				dn = append(dn, rowNames)
			} else {
				dn = append(dn, rt.Nil)
			}
			rt.SetAttr(out, rt.DimNamesSym, rt.ListOf(append(dn, names)...))
		}
		return out, nil
	}
	if names != nil {
		rt.SetAttr(out, rt.NamesSym, names)
	}
	return out, nil
}

// lapplyCoreCheck is lapplyCore checking each result against FUN.VALUE
// as vapply does.
func lapplyCoreCheck(in *vm.Interp, c *vm.Call, x rt.Value, fn rt.Value, fv rt.Vector) (*rt.List, error) {
	n := rt.Length(x)
	out := rt.NewList(n)
	args := make([]rt.Arg, 1+len(c.Dots))
	copy(args[1:], c.Dots)
	k := fv.Len()
	t := fv.Type()
	for i := 0; i < n; i++ {
		e := rt.Element(x, i)
		rt.MarkShared(e)
		args[0] = rt.Arg{Val: &rt.Promise{Expr: lapplyArg, Val: e}}
		v, err := in.CallValue(fn, args, lapplyFn, c.Frame)
		if err != nil {
			return nil, err
		}
		if l := rt.Length(v); l != k {
			return nil, in.Errorf(nil, "values must be length %d,\n but FUN(X[[%d]]) result is length %d", k, i+1, l)
		}
		vt := v.Type()
		okType := vt == t
		switch t {
		case rt.IntegerType:
			okType = okType || vt == rt.LogicalType
		case rt.DoubleType:
			okType = okType || vt == rt.LogicalType || vt == rt.IntegerType
		}
		if !okType {
			return nil, in.Errorf(nil, "values must be type '%s',\n but FUN(X[[%d]]) result is type '%s'", t, i+1, vt)
		}
		rt.MarkShared(v)
		out.V[i] = v
	}
	return out, nil
}

// builtinMapply is mapply(FUN, ..., MoreArgs, SIMPLIFY, USE.NAMES).
func builtinMapply(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fn, err := matchFun(in, c, c.Arg(0), c.Env)
	if err != nil {
		return nil, err
	}
	dots := c.Dots
	n := 0
	for _, d := range dots {
		l := rt.Length(d.Val)
		if l == 0 {
			n = 0
			break
		}
		n = max(n, l)
	}
	if len(dots) > 0 {
		for _, d := range dots {
			if rt.Length(d.Val) == 0 && n > 0 {
				return nil, in.Errorf(internalCall("mapply", "FUN", "dots", "MoreArgs"), "zero-length inputs cannot be mixed with those of non-zero length")
			}
		}
	}
	var more []rt.Arg
	if ma := c.Arg(2); ma != nil && !rt.IsNull(ma) {
		switch ma.(type) {
		case *rt.List, *rt.PairList:
		default:
			return nil, in.Errorf(internalCall("mapply", "FUN", "dots", "MoreArgs"), "argument 'MoreArgs' of 'mapply' is not a list or pairlist")
		}
	}
	if pl, ok := c.Arg(2).(*rt.PairList); ok {
		more = append(more, pl.Items...)
	}
	if ma, ok := c.Arg(2).(*rt.List); ok {
		mn := rt.Names(ma)
		for i, v := range ma.V {
			var tag *rt.Symbol
			if mn != nil && mn.V[i] != "" {
				tag = rt.Intern(mn.V[i])
			}
			more = append(more, rt.Arg{Tag: tag, Val: v})
		}
	}
	out := rt.NewList(n)
	dotsSym := rt.Intern("dots")
	for i := 0; i < n; i++ {
		args := make([]rt.Arg, 0, len(dots)+len(more))
		callArgs := make([]rt.Arg, 0, len(dots)+len(more))
		for j, d := range dots {
			l := rt.Length(d.Val)
			e := rt.Element(d.Val, i%l)
			expr := rt.NewCall(rt.Bracket2Sym, rt.NewCall(rt.Bracket2Sym, dotsSym, rt.IntScalar(int32(j+1))), rt.IntScalar(int32(i+1)))
			args = append(args, rt.Arg{Tag: d.Tag, Val: &rt.Promise{Expr: expr, Val: e}})
			callArgs = append(callArgs, rt.Arg{Tag: d.Tag, Val: expr})
		}
		for _, m := range more {
			args = append(args, m)
			callArgs = append(callArgs, m)
		}
		v, err := in.CallValue(fn, args, &rt.Lang{Fn: fn, Args: callArgs}, c.Frame)
		if err != nil {
			return nil, err
		}
		rt.MarkShared(v)
		out.V[i] = v
	}
	for _, d := range dots {
		if l := rt.Length(d.Val); l > 0 && n%l != 0 {
			in.Warn(c.Call, "longer argument not a multiple of length of shorter")
			break
		}
	}
	useNames := c.Arg(4) == nil || rt.AsLogical(c.Arg(4)) != rt.False
	if useNames && len(dots) > 0 {
		first := dots[0].Val
		var names []string
		if nm := rt.Names(first); nm != nil {
			names = nm.V
		} else if s, ok := first.(*rt.Character); ok {
			names = s.V
		}
		if names != nil {
			// names<- pads a shorter first argument's names with NA.
			nv := make([]string, len(out.V))
			for i := range nv {
				if i < len(names) {
					nv[i] = names[i]
				} else {
					nv[i] = rt.NAString
				}
			}
			rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(nv...))
		}
	}
	simplify := c.Arg(3) == nil || rt.AsLogical(c.Arg(3)) != rt.False
	if !simplify || len(out.V) == 0 {
		return out, nil
	}
	return simplify2array(in, out, higherArray(c.Arg(3)))
}
