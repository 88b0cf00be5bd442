package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Arguments, OSR values and variables.

// lowerVar lowers the variable ops: loads and stores go through the
// interpreter's entry points on the environment operand.
func (l *lowerer) lowerVar(i *pir.Instr) {
	x := l.slow()
	x.env = l.envRef(i)
	x.dst = l.reg[i.ID]
	var op opcode
	switch i.Op {
	case pir.LdVar, pir.LdVarSuper:
		op = opLdVar
		if i.Op == pir.LdVarSuper {
			op = opLdVarSuper
		}
		x.sym = l.symbol(i)
		x.flag = i.Op == pir.LdVar && i.AuxInt == 1
	case pir.LdFun:
		op = opLdFun
		aux, ok := i.Aux.(*pir.CallAux)
		if !ok || aux.Fn == nil {
			l.fail("LdFun without a function symbol")
			return
		}
		x.sym = aux.Fn
		x.call = callOf(i)
		x.flag = i.AuxInt == 1
	case pir.LdDDVal:
		op = opLdDDVal
		x.k = int(i.AuxInt)
	case pir.LdDots:
		op = opLdDots
	case pir.StVar, pir.StVarSuper:
		op = opStVar
		if i.Op == pir.StVarSuper {
			op = opStVarSuper
		}
		x.sym = l.symbol(i)
		x.args = []ref{l.boxed(i.Args[0])}
		x.two = i.AuxInt != 1 // the store counts as a new reference
		x.inPlace = i.Op == pir.StVar && l.inPlace[i.ID]
	case pir.StartAssign:
		op = opStartAssign
		x.sym = l.symbol(i)
		x.flag = i.AuxInt == 1
	case pir.Missing:
		op = opMissing
		x.sym = l.symbol(i)
		x.call = rt.NewCall(missingSym, x.sym)
	}
	l.emit(op, 0, 0, 0, x)
}

// symbol is the symbol in i's aux.
func (l *lowerer) symbol(i *pir.Instr) *rt.Symbol {
	s := i.Sym()
	if s == nil {
		l.fail("%s without a symbol", i.Op)
	}
	return s
}

var missingSym = rt.Intern("missing")

// ldArg is LdArg: the argument matched to formal x.k.
func (c *Compiled) ldArg(f *frame, x *slow) error {
	if x.k < 0 || x.k >= len(f.args) {
		return c.internal(f, x, "argument %d of %d", x.k, len(f.args))
	}
	v := f.args[x.k]
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// osrValue is OSRValue: a value of the baseline's stack or temporaries.
func (c *Compiled) osrValue(f *frame, x *slow) error {
	k := x.k
	var v rt.Value
	switch {
	case k >= 0 && k < len(f.stack):
		v = f.stack[k]
	case k >= len(f.stack) && k-len(f.stack) < len(f.temps):
		v = f.temps[k-len(f.stack)]
	default:
		return c.internal(f, x, "OSR value %d of %d", k, len(f.stack)+len(f.temps))
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// varOp runs the variable ops.
func (c *Compiled) varOp(f *frame, op opcode, x *slow) error {
	in := f.in
	env := f.env(x.env)
	if env == nil {
		return c.internal(f, x, "no environment")
	}
	var v rt.Value
	var err error
	switch op {
	case opLdVar:
		// The frame's own binding, found through the cached position.
		h := x.hint.Load()
		v = env.GetHint(x.sym, &h)
		if v != rt.Unbound {
			if h != x.hint.Load() {
				x.hint.Store(h)
			}
			if _, ab := v.(*rt.ActiveBinding); !ab {
				in.Visible = true
				break
			}
		}
		if x.flag {
			// noactive: the missing marker for an active binding, so
			// that the guard after the load fails before any code runs.
			if b, _ := env.Lookup(x.sym); b != rt.Unbound {
				if _, ab := b.(*rt.ActiveBinding); ab {
					v = rt.MissingArg
					break
				}
			}
		}
		v, err = in.LoadVar(x.sym, env)
	case opLdVarSuper:
		if env.Parent == nil {
			return c.internal(f, x, "no enclosing environment")
		}
		v, err = in.LoadVar(x.sym, env.Parent)
	case opLdFun:
		if x.flag {
			v = vm.PeekFun(x.sym, env)
		} else {
			v, err = in.LoadFun(x.sym, env, x.call)
		}
	case opLdDDVal:
		v, err = in.LoadDDVal(x.k, env)
	case opLdDots:
		var d *rt.Dots
		d, err = in.Dots(env)
		v = d
	case opStVar:
		if x.inPlace {
			a := x.args[0]
			h := x.hint.Load()
			var done bool
			switch a.class() {
			case cF:
				done = env.SetScalarInPlace(x.sym, &h, f.f[a.idx()], 0, false)
			case cInt:
				done = env.SetScalarInPlace(x.sym, &h, 0, f.i[a.idx()], true)
			case cNum:
				if n := f.n[a.idx()]; n.kind == numInt {
					done = env.SetScalarInPlace(x.sym, &h, 0, n.int(), true)
				} else {
					done = env.SetScalarInPlace(x.sym, &h, n.x, 0, false)
				}
			}
			if h != x.hint.Load() {
				x.hint.Store(h)
			}
			if done {
				return nil
			}
		}
		v := f.get(x.args[0])
		if v == rt.Unbound {
			// A replayed store of a variable not bound on this path
			// (see the elide pass): the environment has no binding.
			return nil
		}
		h := x.hint.Load()
		err := in.StoreVarHint(x.sym, v, env, x.two, &h)
		if h != x.hint.Load() {
			x.hint.Store(h)
		}
		return err
	case opStVarSuper:
		return in.StoreVarSuper(x.sym, f.get(x.args[0]), env, x.two)
	case opStartAssign:
		v, err = in.StartAssign(x.sym, env, x.flag)
	case opMissing:
		// missing() is the base special; call it as the baseline does.
		fn := in.Base.Get(missingSym)
		if _, ok := fn.(*rt.Builtin); !ok {
			return c.internal(f, x, "base has no missing()")
		}
		v, err = in.CallArgs(fn, nil, x.call, env)
	}
	if err != nil {
		return err
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// lowerEnvOp lowers the environment, promise and closure ops.
func (l *lowerer) lowerEnvOp(i *pir.Instr) {
	x := l.slow()
	x.dst = l.reg[i.ID]
	var op opcode
	switch i.Op {
	case pir.MkEnv:
		op = opMkEnv
		aux, ok := i.Aux.(*pir.EnvAux)
		vals := i.ValueArgs()
		if !ok || len(aux.Names) != len(vals) {
			l.fail("MkEnv without one name per value")
			return
		}
		x.envAux = aux
		x.env = l.envRef(i)
		// flag: a stub, counted in vm.Counts.StubEnvs as well as Envs.
		x.flag = IsStubEnv(i)
		for _, a := range vals {
			x.args = append(x.args, l.boxed(a))
		}
	case pir.MkArg:
		op = opMkArg
		p, ok := i.Aux.(*pir.Promise)
		if !ok || p.Code == nil {
			l.fail("MkArg without promise code")
			return
		}
		x.code = p.Code
		x.flag = i.AuxInt == 1
		x.env = l.envRef(i)
	case pir.MkClosure:
		op = opMkClosure
		aux, ok := i.Aux.(*pir.ClosureAux)
		if !ok || aux.Body == nil {
			l.fail("MkClosure without a body")
			return
		}
		x.closure = aux
		x.env = l.envRef(i)
	case pir.Force:
		a := i.Args[0]
		if c := l.cls(a); c != cVal {
			// Not boxed, so not a promise: Force is a move.
			l.conv(x.dst, l.ref(a))
			return
		}
		op = opForce
		x.args = []ref{l.ref(a)}
		x.sym, _ = i.Aux.(*rt.Symbol)
	case pir.ChkFunction:
		op = opChkFunction
		x.args = []ref{l.ref(i.Args[0])}
	case pir.UpdatePromise:
		op = opUpdatePromise
		x.args = []ref{l.ref(i.Args[0]), l.boxed(i.Args[1])}
	case pir.IsEnvStub:
		// True while the environment has not been reached reflectively
		// (rt.Env.Reflected): a stub in the paper's sense, which nobody
		// but the code that made it has looked at.
		op = opIsEnvStub
		x.args = []ref{l.want(i.Args[0], cEnv)}
		x.dst = l.dstFor(i, cB)
		l.emit(op, 0, 0, 0, x)
		l.finishResult(i, x.dst)
		return
	case pir.MaterializeEnv:
		// Every environment is a full one; handing it out makes it
		// reflected.
		op = opMaterializeEnv
		x.args = []ref{l.want(i.Args[0], cEnv)}
	}
	l.emit(op, 0, 0, 0, x)
}

// IsStubEnv reports whether mk, a MkEnv, makes a stub environment in
// the paper's sense (section 4.3): one whose bindings the code keeps in
// registers, trusting them while nothing has reached the environment
// reflectively. In gorir's PIR that is a MkEnv flagged stub (AuxInt 1)
// or, as scope resolution makes them, one that its code tests with
// IsEnvStub (the Assume(IsEnvStub(e)) after code that might reach it).
// At run time a stub is an ordinary rt.Env whose Reflected flag is still
// clear; MkEnv counts it in vm.Counts.StubEnvs as well as in Envs. The
// JIT's --stats classification of versions uses the same test.
func IsStubEnv(mk *pir.Instr) bool {
	if mk == nil || mk.Op != pir.MkEnv {
		return false
	}
	if mk.AuxInt == 1 {
		return true
	}
	if mk.Block == nil || mk.Block.Code == nil {
		return false
	}
	for _, b := range mk.Block.Code.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.IsEnvStub && len(i.Args) > 0 && i.Args[0] == mk {
				return true
			}
		}
	}
	return false
}

// envOp runs the environment, promise and closure ops.
func (c *Compiled) envOp(f *frame, op opcode, x *slow) error {
	in := f.in
	var v rt.Value
	switch op {
	case opMkEnv:
		parent := f.env(x.env)
		vals := f.scratch[:0]
		for _, r := range x.args {
			vals = append(vals, f.get(r))
		}
		f.scratch = vals
		var body *vm.Code
		if x.envAux.Closure != nil {
			body = x.envAux.Closure
		}
		e := in.MakeEnv(parent, x.envAux.Names, vals, body, x.envAux.Formals)
		if x.flag {
			in.Counts.StubEnvs++
		}
		clear(vals)
		if body != nil && !x.envAux.Detached {
			c.bindFrameEnv(f, e)
		}
		v = e
	case opMkArg:
		v = in.NewPromise(x.code, f.env(x.env), x.flag)
	case opMkClosure:
		v = in.NewClosure(x.closure.Formals, x.closure.Body, f.env(x.env))
	case opForce:
		a := f.get(x.args[0])
		switch a.(type) {
		case *rt.Promise, *rt.Symbol, *rt.Dots:
			var err error
			if v, err = in.ForceVar(a, x.sym); err != nil {
				return err
			}
		default:
			v = a
		}
	case opChkFunction:
		var err error
		if v, err = in.CheckFunction(f.get(x.args[0])); err != nil {
			return err
		}
	case opMaterializeEnv:
		e := f.env(x.args[0])
		if e == nil {
			return c.internal(f, x, "no environment")
		}
		e.MarkReflected()
		v = e
	case opUpdatePromise:
		p, ok := f.get(x.args[0]).(*rt.Promise)
		if !ok {
			return c.internal(f, x, "UpdatePromise of a value that is not a promise")
		}
		val := f.get(x.args[1])
		rt.MarkShared(val)
		p.Val, p.Env = val, nil
		return nil
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// bindFrameEnv records e, a closure environment just made, as the
// environment of the frame it belongs to: the innermost context of an
// inlined call that has none yet, else the version's own frame.
func (c *Compiled) bindFrameEnv(f *frame, e *rt.Env) {
	if n := len(f.ctxs); n > 0 {
		if ctx := f.ctxs[n-1]; ctx.Env == nil {
			ctx.Env = e
		}
		return
	}
	if f.fr != nil && f.fr.Env == nil {
		f.fr.Env = e
	}
}
