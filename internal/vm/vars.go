package vm

import (
	"gorir/internal/rt"
)

// getVar looks sym up from env outwards, forcing a promise, and reports
// R's errors for unbound and missing variables.
func (in *Interp) getVar(sym *rt.Symbol, env *rt.Env) (rt.Value, error) {
	v, _ := env.Lookup(sym)
	return in.varValue(sym, v)
}

// getVarHint is getVar with a cache of the variable's position in env's
// frame (see rt.Env.GetHint), for a load instruction.
func (in *Interp) getVarHint(sym *rt.Symbol, env *rt.Env, hint *int32) (rt.Value, error) {
	v := env.GetHint(sym, hint)
	if v == rt.Unbound && env.Parent != nil {
		v, _ = env.Parent.Lookup(sym)
	}
	return in.varValue(sym, v)
}

func (in *Interp) varValue(sym *rt.Symbol, v rt.Value) (rt.Value, error) {
	switch x := v.(type) {
	case *rt.Promise:
		if x.Val != nil {
			return x.Val, nil
		}
	case *rt.ActiveBinding:
		return in.callValue(x.Fn, nil, rt.Nil, in.Global)
	}
	if v == rt.Unbound {
		// R reports this against the innermost closure call, even when a
		// builtin (UseMethod, say) is forcing the promise being evaluated.
		return nil, in.errorf(in.ContextCall(), "object '%s' not found", sym.Name)
	}
	return in.ForceVar(v, sym)
}

// ContextCall is the call of the innermost closure frame (R's
// R_GlobalContext->call, builtins having no context), or NULL at top
// level.
func (in *Interp) ContextCall() rt.Value {
	if n := len(in.Frames); n > 0 {
		return in.Frames[n-1].Call
	}
	return rt.Nil
}

// GetVar is getVar for builtins (get(), eval of a symbol).
func (in *Interp) GetVar(sym *rt.Symbol, env *rt.Env) (rt.Value, error) {
	return in.getVar(sym, env)
}

// getFun looks up a function by name, skipping bindings that are not
// functions (forcing promises on the way), as R does in call position.
func (in *Interp) getFun(sym *rt.Symbol, env *rt.Env) (rt.Value, error) {
	for e := env; e != nil; e = e.Parent {
		v := e.Get(sym)
		if v == rt.Unbound {
			continue
		}
		switch x := v.(type) {
		case *rt.Closure, *rt.Builtin:
			return v, nil
		case *rt.Promise:
			pv, err := in.Force(x)
			if err != nil {
				return nil, err
			}
			if isFunction(pv) {
				return pv, nil
			}
		case *rt.ActiveBinding:
			av, err := in.callValue(x.Fn, nil, rt.Nil, in.Global)
			if err != nil {
				return nil, err
			}
			if isFunction(av) {
				return av, nil
			}
		case *rt.Symbol:
			if x == rt.MissingArg {
				return nil, in.errorf(nil, "argument \"%s\" is missing, with no default", sym.Name)
			}
		}
	}
	return nil, in.errorf(nil, "could not find function \"%s\"", sym.Name)
}

// PeekFun is the function getFun would find for sym from env when
// finding it needs no code to run: when the lookup meets a binding that
// must be forced (an unforced promise, an active binding) or finds
// nothing, it returns rt.Nil instead. It is PIR's LdFun {noforce}.
func PeekFun(sym *rt.Symbol, env *rt.Env) rt.Value {
	for e := env; e != nil; e = e.Parent {
		v := e.Get(sym)
		if v == rt.Unbound {
			continue
		}
		switch x := v.(type) {
		case *rt.Closure, *rt.Builtin:
			return v
		case *rt.Promise:
			if x.Val == nil {
				return rt.Nil
			}
			if isFunction(x.Val) {
				return x.Val
			}
		case *rt.ActiveBinding:
			return rt.Nil
		case *rt.Symbol:
			if x == rt.MissingArg {
				return rt.Nil
			}
		}
	}
	return rt.Nil
}

// GetFun is getFun for builtins.
func (in *Interp) GetFun(sym *rt.Symbol, env *rt.Env) (rt.Value, error) {
	return in.getFun(sym, env)
}

// stillBase reports whether sym, looked up as a function from env, is
// still the base binding (so inlined code for it is valid).
func (in *Interp) stillBase(sym *rt.Symbol, env *rt.Env) bool {
	for e := env; e != nil && e != in.Base; e = e.Parent {
		v := e.Get(sym)
		if v == rt.Unbound {
			continue
		}
		switch x := v.(type) {
		case *rt.Closure, *rt.Builtin:
			return false
		case *rt.Promise:
			// A promise might evaluate to a function: only the generic path
			// can tell, and it forces in the right order.
			if x.Val == nil || isFunction(x.Val) {
				return false
			}
		case *rt.ActiveBinding:
			return false
		}
	}
	return true
}

// assign binds sym in env (`<-`). count says whether the binding counts
// as a new reference to the value (false for the final store of a
// complex assignment, which rebinds the value it started from).
func (in *Interp) assign(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool) error {
	var hint int32
	return in.assignHint(sym, v, env, count, &hint)
}

// assignHint is assign with the binding's position cached in *hint (see
// rt.Env.GetHint).
func (in *Interp) assignHint(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool, hint *int32) error {
	if !count {
		if n, ok := v.(interface {
			Named() uint8
			SetNamed(uint8)
		}); ok && n.Named() == 0 {
			n.SetNamed(1)
		}
	}
	old, ab, err := env.SetHint(sym, v, hint)
	if count && old != v {
		rt.MarkBound(v)
	}
	if err != nil {
		return in.bindError(sym, env, err)
	}
	if ab != nil {
		_, err := in.callValue(ab.Fn, []rt.Arg{{Val: v}}, rt.Nil, in.Global)
		return err
	}
	return nil
}

// Assign is assign for builtins (assign(), `<-` through eval).
func (in *Interp) Assign(sym *rt.Symbol, v rt.Value, env *rt.Env) error {
	return in.assign(sym, v, env, true)
}

func (in *Interp) bindError(sym *rt.Symbol, env *rt.Env, err error) error {
	switch {
	case err == rt.ErrLockedBinding:
		return in.errorf(nil, "cannot change value of locked binding for '%s'", sym.Name)
	case env == in.Base:
		return in.errorf(nil, "cannot add binding of '%s' to the base environment", sym.Name)
	}
	return in.errorf(nil, "cannot add bindings to a locked environment")
}

// superAssign is `<<-`: assign in the nearest enclosing environment that
// binds sym, else in the global environment.
func (in *Interp) superAssign(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool) error {
	target := in.Global
	for e := env.Parent; e != nil; e = e.Parent {
		if e.Has(sym) {
			target = e
			break
		}
	}
	return in.assign(sym, v, target, count)
}

// startAssign fetches the value a complex assignment starts from. A value
// found in this frame and not shared may be modified in place; one found
// further out is marked shared so the setters copy it.
func (in *Interp) startAssign(sym *rt.Symbol, env *rt.Env, super bool) (rt.Value, error) {
	var hint int32
	return in.startAssignHint(sym, env, super, &hint)
}

// startAssignHint is startAssign with the binding's position cached in
// *hint.
func (in *Interp) startAssignHint(sym *rt.Symbol, env *rt.Env, super bool, hint *int32) (rt.Value, error) {
	start := env
	if super {
		start = env.Parent
	}
	if !super {
		if v := env.GetHint(sym, hint); v != rt.Unbound {
			if p, ok := v.(*rt.Promise); ok {
				pv, err := in.varValue(sym, p)
				if err != nil {
					return nil, err
				}
				rt.MarkShared(pv)
				return pv, nil
			}
			return in.varValue(sym, v)
		}
	}
	v, _ := start.Lookup(sym)
	if v == rt.Unbound {
		return nil, in.errorf(nil, "object '%s' not found", sym.Name)
	}
	val, err := in.varValue(sym, v)
	if err != nil {
		return nil, err
	}
	if !super {
		rt.MarkShared(val)
	}
	return val, nil
}

// Force evaluates a promise (once), detecting recursive forcing.
func (in *Interp) Force(p *rt.Promise) (rt.Value, error) {
	if p.Val != nil {
		return p.Val, nil
	}
	if p.UnderEval {
		return nil, in.errorf(nil, "promise already under evaluation: recursive default argument reference or earlier problems?")
	}
	code, _ := p.Code.(*Code)
	if code == nil {
		code = lazyCode(p.Expr, "promise", true)
		p.Code = code
	}
	if p.Interrupted {
		p.Interrupted = false
		if err := in.WarnE(in.ContextCall(), "restarting interrupted promise evaluation", nil); err != nil {
			return nil, err
		}
	}
	p.UnderEval = true
	v, err := in.forcePromise(code, p)
	if err != nil {
		return nil, err
	}
	rt.MarkShared(v)
	p.Val, p.Env = v, nil
	return v, nil
}

// forcePromise runs the code of p. If the evaluation ends in an error or
// unwinds past it, p is left interrupted rather than under evaluation.
func (in *Interp) forcePromise(code *Code, p *rt.Promise) (v rt.Value, err error) {
	defer func() {
		if p.UnderEval {
			p.UnderEval = false
			p.Interrupted = p.Val == nil
		}
	}()
	if v, ok, err := in.quickPromise(code, p.Env); ok {
		if err != nil {
			return nil, err
		}
		p.UnderEval = false
		return v, nil
	}
	v, err = in.execAt(code, p.Env, 0, nil)
	if err != nil {
		return nil, err
	}
	p.UnderEval = false
	return v, nil
}

// quickPromise runs code that is one variable or one fused arithmetic
// expression (a promise of x, or of n - 1L: OpLdVar or OpArith, then
// OpReturn) without an activation of the interpreter, as the
// interpreter would (feedback included); ok is false when code is not
// such an expression or an arithmetic guard fails (the interpreter then
// runs it).
func (in *Interp) quickPromise(code *Code, env *rt.Env) (v rt.Value, ok bool, err error) {
	if len(code.Instrs) < 2 || code.Instrs[1].Op != OpReturn {
		return nil, false, nil
	}
	if code.Instrs[0].Op == OpLdVar {
		sym := code.Consts[code.Instrs[0].A].(*rt.Symbol)
		in.Visible = true
		fb := &code.Feedback[0]
		if v, err = in.getVarHint(sym, env, &fb.hint); err != nil {
			return nil, true, err
		}
		fb.recordValue(v)
		return v, true, nil
	}
	if code.Instrs[0].Op != OpArith {
		return nil, false, nil
	}
	p := code.Consts[code.Instrs[0].A].(*arithProg)
	if !in.arithGuards(p, env) {
		return nil, false, nil
	}
	r, boxed, err := in.runArith(p, env)
	if err != nil {
		return nil, true, err
	}
	in.Visible = true
	return r.box(boxed), true, nil
}

// ForceValue forces v if it is a promise.
func (in *Interp) ForceValue(v rt.Value) (rt.Value, error) {
	if p, ok := v.(*rt.Promise); ok {
		return in.Force(p)
	}
	return v, nil
}

// dots returns the arguments bound to `...` in env.
func (in *Interp) dots(env *rt.Env) (*rt.Dots, error) {
	v, _ := env.Lookup(rt.DotsSym)
	switch d := v.(type) {
	case *rt.Dots:
		return d, nil
	case *rt.Symbol:
		if d == rt.MissingArg {
			return &rt.Dots{}, nil
		}
	}
	if v == rt.Unbound {
		return nil, in.errorf(nil, "'...' used in an incorrect context")
	}
	return &rt.Dots{}, nil
}

// Dots is dots for builtins.
func (in *Interp) Dots(env *rt.Env) (*rt.Dots, error) { return in.dots(env) }

func (in *Interp) ddVal(k int, env *rt.Env) (rt.Value, error) {
	d, err := in.dots(env)
	if err != nil {
		return nil, in.errorf(nil, "..%d used in an incorrect context, no ... to look in", k)
	}
	if k > len(d.Items) {
		return nil, in.errorf(nil, "the ... list contains fewer than %d elements", k)
	}
	v := d.Items[k-1].Val
	if v == rt.MissingArg {
		return nil, in.errorf(nil, "argument \"..%d\" is missing, with no default", k)
	}
	return in.ForceValue(v)
}

// pushDots adds the arguments of `...` to the open call.
func (in *Interp) pushDots(f *frame, env *rt.Env) error {
	d, err := in.dots(env)
	if err != nil {
		return err
	}
	pc := &f.calls[len(f.calls)-1]
	switch pc.kind {
	case kindClosure:
		pc.args = append(pc.args, d.Items...)
	case kindBuiltin:
		for _, a := range d.Items {
			v := a.Val
			if p, ok := v.(*rt.Promise); ok {
				if v, err = in.Force(p); err != nil {
					return err
				}
				pc = &f.calls[len(f.calls)-1]
			}
			pc.args = append(pc.args, rt.Arg{Tag: a.Tag, Val: v})
		}
	}
	return nil
}
