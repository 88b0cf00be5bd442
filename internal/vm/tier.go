package vm

import (
	"gorir/internal/rt"
)

// This file is the interface between the baseline tier and the optimised
// one (internal/pir/lower, internal/jit): the run-time semantics of the
// PIR operations that the optimised tier does not open-code, written once
// here and shared with the interpreter; the hook through which closure
// calls and hot loops enter optimised code; and the entry point through
// which optimised code deoptimises back into the interpreter.
//
// Each function below does exactly what the corresponding interpreter
// case does, including setting R's visibility flag.

// Tier is the optimised tier as the interpreter sees it. The jit package
// installs one in Interp.Tier.
type Tier interface {
	// Enter is offered every closure call before the baseline runs it:
	// call is the call, args the supplied arguments, callerEnv where it
	// is made from and disp the S3 dispatch it comes from, if any. It
	// reports ok=false to let the baseline run the body. When it runs
	// the call it makes the frame (NewFrame) and runs it with RunFrame,
	// which unwinds it (on.exit, return jumps) as for the baseline.
	Enter(in *Interp, call *rt.Lang, clo *rt.Closure, code *Code, args []rt.Arg, callerEnv *rt.Env, disp *DispatchInfo) (v rt.Value, err error, ok bool)
	// OSR is offered a loop back-edge of code (to pc) every
	// OSRInterval back-edges, with the operand stack and temporaries
	// at that point. When it returns ok, it has run the rest of the
	// code in optimised form and v/err are the code's outcome.
	OSR(in *Interp, code *Code, env *rt.Env, pc int, stack, temps []rt.Value) (v rt.Value, err error, ok bool)
}

// OSRInterval is how many back-edges of one code pass between offers to
// Tier.OSR (a power of two).
const OSRInterval = 1024

// ResumeAt runs code in env from pc with the given operand stack and
// temporaries: deoptimisation continues there in the baseline.
func (in *Interp) ResumeAt(code *Code, env *rt.Env, pc int, stack, temps []rt.Value) (rt.Value, error) {
	ensureCompiled(code)
	if in.evalDepth++; in.evalDepth > in.maxDepth {
		in.evalDepth--
		return nil, in.tooDeep()
	}
	f := in.getFrame()
	if cap(f.temps) < code.NumTemps {
		f.temps = make([]rt.Value, code.NumTemps)
	}
	f.temps = f.temps[:code.NumTemps]
	copy(f.temps, temps)
	result, err := in.run(code, env, pc, stack, f)
	in.evalDepth--
	in.putFrame(f)
	return result, err
}

// EnsureCompiled compiles a lazily compiled code (a promise's, a
// closure body never run) so its bytecode can be read.
func EnsureCompiled(code *Code) { ensureCompiled(code) }

// ClosureCode returns clo's body code, creating it on first use.
func ClosureCode(clo *rt.Closure) *Code {
	code, _ := clo.Code.(*Code)
	if code == nil {
		code = lazyCode(clo.Body, "function", false)
		clo.Code = code
	}
	ensureCompiled(code)
	return code
}

// RunFrame pushes fr, runs body and unwinds the frame as a closure call
// does: a return() jump to fr's environment ends it with its value, an
// error leaving it gets its call and traceback, and its on.exit code runs.
// body may set fr.Env (the optimised tier makes the environment itself).
//
// It counts as one level of evaluation depth, as running the baseline
// body does, so infinite recursion in optimised code ends in R's "nested
// too deeply" error; and it honours a pending interrupt.
func (in *Interp) RunFrame(fr *Frame, body func() (rt.Value, error)) (rt.Value, error) {
	if in.evalDepth+1 > in.maxDepth {
		return nil, in.tooDeep()
	}
	if in.interrupted() {
		return nil, in.interruptError()
	}
	in.Frames = append(in.Frames, fr)
	in.evalDepth++
	v, err := body()
	in.evalDepth--
	return in.unwindFrame(fr, v, err)
}

// RunFrameActivation is RunFrame with the activation a of optimised
// code as the body (run as RunActivation runs it).
func (in *Interp) RunFrameActivation(fr *Frame, a Activation) (rt.Value, error) {
	if in.evalDepth+1 > in.maxDepth {
		return nil, in.tooDeep()
	}
	if in.interrupted() {
		return nil, in.interruptError()
	}
	in.Frames = append(in.Frames, fr)
	in.evalDepth++
	v, err := in.RunActivation(a)
	in.evalDepth--
	return in.unwindFrame(fr, v, err)
}

// NewFrame returns a frame for a call of clo from callerEnv (disp records
// S3 dispatch, or nil).
func (in *Interp) NewFrame(call *rt.Lang, clo *rt.Closure, args []rt.Arg, callerEnv *rt.Env, disp *DispatchInfo) *Frame {
	return &Frame{Call: call, Fn: clo, CallerEnv: callerEnv, Args: args, Dispatch: disp}
}

// MatchFormals matches args to clo's formals: one value per formal (the
// missing marker when nothing matched, a *rt.Dots — possibly empty — for
// `...`). Defaults are not filled in: MkEnv does that.
func (in *Interp) MatchFormals(clo *rt.Closure, args []rt.Arg, call *rt.Lang) ([]rt.Value, error) {
	var formals []rt.Arg
	if clo.Formals != nil {
		formals = clo.Formals.Items
	}
	if len(formals) == 0 {
		if len(args) > 0 {
			return nil, in.fillCall(in.unusedArgs(args), call)
		}
		return nil, nil
	}
	matched := make([]rt.Value, len(formals))
	dots, err := in.match(formals, args, matched)
	if err != nil {
		return nil, in.fillCall(err, call)
	}
	for i, f := range formals {
		switch {
		case f.Tag == rt.DotsSym:
			if len(dots) == 0 {
				matched[i] = rt.MissingArg
			} else {
				matched[i] = &rt.Dots{Items: dots}
			}
		case matched[i] == nil:
			matched[i] = rt.MissingArg
		}
	}
	return matched, nil
}

// MakeEnv makes an environment over parent binding names to vals. When
// body is set it is the closure's own environment: a formal whose value
// is the missing marker and that has a default gets a promise of the
// default over the new environment, and `...` values are counted as
// bound, as bindArgs does. A name whose value is rt.Unbound is left
// unbound (an environment rebuilt for deoptimisation, whose variable
// had no binding yet).
func (in *Interp) MakeEnv(parent *rt.Env, names []*rt.Symbol, vals []rt.Value, body *Code, formals *rt.PairList) *rt.Env {
	env := rt.NewEnvSized(parent, len(names))
	in.Counts.Envs++
	for k, name := range names {
		v := vals[k]
		if v == rt.Unbound {
			continue
		}
		if body != nil && formals != nil && k < len(formals.Items) && formals.Items[k].Tag == name {
			switch x := v.(type) {
			case *rt.Dots:
				for _, d := range x.Items {
					rt.MarkBound(d.Val)
				}
			case *rt.Symbol:
				if x == rt.MissingArg && formals.Items[k].Val != rt.MissingArg {
					v = body.defaultPromise(formals.Items, k, env)
					in.Counts.Promises++
				}
			}
		}
		env.Define(name, v)
	}
	if body != nil && formals != nil {
		env.NArgs = int32(min(len(formals.Items), env.Len()))
	}
	return env
}

// LoadVar is PIR's LdVar: the raw binding of sym from env outwards (a
// promise or the missing marker are returned as they are), R's error for
// an unbound variable, an active binding's value. It sets visibility.
func (in *Interp) LoadVar(sym *rt.Symbol, env *rt.Env) (rt.Value, error) {
	in.Visible = true
	v, _ := env.Lookup(sym)
	switch x := v.(type) {
	case *rt.ActiveBinding:
		return in.callValue(x.Fn, nil, rt.Nil, in.Global)
	}
	if v == rt.Unbound {
		return nil, in.errorf(in.ContextCall(), "object '%s' not found", sym.Name)
	}
	return v, nil
}

// ForceVar is PIR's Force: v forced if it is a promise, with R's errors
// for a missing argument (named sym) and for `...` out of place.
func (in *Interp) ForceVar(v rt.Value, sym *rt.Symbol) (rt.Value, error) {
	switch x := v.(type) {
	case *rt.Promise:
		if x.Val != nil {
			return x.Val, nil
		}
		if x.Expr == rt.MissingArg && sym != nil {
			return nil, in.errorf(nil, "argument \"%s\" is missing, with no default", sym.Name)
		}
		return in.Force(x)
	case *rt.Symbol:
		if x == rt.MissingArg && sym != nil {
			return nil, in.errorf(nil, "argument \"%s\" is missing, with no default", sym.Name)
		}
	case *rt.Dots:
		if sym != nil {
			return nil, in.errorf(nil, "'...' used in an incorrect context")
		}
	}
	return v, nil
}

// LoadFun is PIR's LdFun, with "could not find function" naming call.
func (in *Interp) LoadFun(sym *rt.Symbol, env *rt.Env, call *rt.Lang) (rt.Value, error) {
	fn, err := in.getFun(sym, env)
	if err != nil {
		return nil, in.fillCall(err, call)
	}
	return fn, nil
}

// LoadDDVal is PIR's LdDDVal (..k); it sets visibility.
func (in *Interp) LoadDDVal(k int, env *rt.Env) (rt.Value, error) {
	v, err := in.ddVal(k, env)
	in.Visible = true
	return v, err
}

// StoreVar is PIR's StVar; count is false for the final store of a
// complex assignment.
func (in *Interp) StoreVar(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool) error {
	return in.assign(sym, v, env, count)
}

// StoreVarHint is StoreVar with the binding's position cached in *hint.
func (in *Interp) StoreVarHint(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool, hint *int32) error {
	return in.assignHint(sym, v, env, count, hint)
}

// StoreVarSuper is PIR's StVarSuper.
func (in *Interp) StoreVarSuper(sym *rt.Symbol, v rt.Value, env *rt.Env, count bool) error {
	return in.superAssign(sym, v, env, count)
}

// StartAssign is PIR's StartAssign.
func (in *Interp) StartAssign(sym *rt.Symbol, env *rt.Env, super bool) (rt.Value, error) {
	return in.startAssign(sym, env, super)
}

// NewPromise is PIR's MkArg; def marks the promise of a missing
// formal's default (missing() is TRUE for it).
func (in *Interp) NewPromise(code *Code, env *rt.Env, def bool) *rt.Promise {
	in.Counts.Promises++
	return &rt.Promise{Expr: code.Expr, Env: env, Code: code, Default: def}
}

// NewClosure is PIR's MkClosure; it sets visibility.
func (in *Interp) NewClosure(formals *rt.PairList, body *Code, env *rt.Env) *rt.Closure {
	in.Visible = true
	return &rt.Closure{Formals: formals, Body: body.Expr, Env: env, Code: body}
}

// CheckFunction is PIR's ChkFunction.
func (in *Interp) CheckFunction(fn rt.Value) (rt.Value, error) {
	if !isFunction(fn) {
		return nil, in.errorf(nil, "attempt to apply non-function")
	}
	return fn, nil
}

// CallArgs is PIR's Call: fn applied to args (promises or values, `...`
// already spread) from env. A builtin gets its arguments forced in order;
// a special gets the call unevaluated.
func (in *Interp) CallArgs(fn rt.Value, args []rt.Arg, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if b, ok := fn.(*rt.Builtin); ok && !b.Special {
		for k, a := range args {
			if p, ok := a.Val.(*rt.Promise); ok {
				v, err := in.Force(p)
				if err != nil {
					return nil, err
				}
				args[k].Val = v
			}
		}
	}
	return in.apply(fn, args, call, env)
}

// Binary is PIR's binary arithmetic, comparison and logic ops (op is the
// bytecode op: OpAdd…OpColon); it sets visibility.
func (in *Interp) Binary(op Op, x, y rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	v, err := in.binary(op, x, y, call, env)
	in.Visible = true
	return v, err
}

// Unary is PIR's Neg, UPlus and Not; it sets visibility.
func (in *Interp) Unary(op Op, x rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	v, err := in.unary(op, x, call, env)
	in.Visible = true
	return v, err
}

// Condition is PIR's AsTest.
func (in *Interp) Condition(c rt.Value, call *rt.Lang) (bool, error) {
	return in.condition(c, call)
}

// LogicalOperand is PIR's LglOperand.
func (in *Interp) LogicalOperand(x rt.Value, call *rt.Lang, second bool) (int32, error) {
	return in.scalarLogical(x, call, second)
}

// LogicalConst returns the shared logical scalar for TRUE, FALSE or NA.
func LogicalConst(t int32) *rt.Logical { return logicalConst(t) }

// Subset is PIR's Extract1 (two false) and Extract2; it sets visibility.
func (in *Interp) Subset(two bool, x rt.Value, idx []rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	v, err := in.subset(two, x, idx, call, env)
	in.Visible = true
	return v, err
}

// Dollar is PIR's Dollar; it sets visibility.
func (in *Interp) Dollar(x rt.Value, name *rt.Symbol, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	v, err := in.dollar(x, name, call, env)
	in.Visible = true
	return v, err
}

// Subassign is PIR's Subassign1 (two false) and Subassign2.
func (in *Interp) Subassign(two bool, x rt.Value, idx []rt.Value, val rt.Value, site *CallSite, env *rt.Env) (rt.Value, error) {
	v, err := in.subassign(two, x, idx, val, site.setterCall(), env)
	if err != nil {
		return nil, site.assignError(err, site.Call)
	}
	return v, nil
}

// DollarAssign is PIR's DollarAssign.
func (in *Interp) DollarAssign(x rt.Value, name *rt.Symbol, val rt.Value, site *CallSite, env *rt.Env) (rt.Value, error) {
	v, err := in.dollarAssign(x, name, val, site.Call, env)
	if err != nil {
		return nil, site.assignError(err, site.Call)
	}
	return v, nil
}

// SetterCall is PIR's SetterCall.
func (in *Interp) SetterCall(fn *rt.Symbol, obj, val rt.Value, site *CallSite, env *rt.Env) (rt.Value, error) {
	return in.setterCall(fn, obj, val, site, env)
}

// GetterCall is PIR's GetterCall.
func (in *Interp) GetterCall(obj rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	return in.getterCall(obj, call, env)
}

// ForInit is PIR's ForInit: the loop state for seq.
func (in *Interp) ForInit(seq rt.Value, sym *rt.Symbol, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	st, err := in.forInit(seq, sym, call, env)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// ForStep is PIR's ForStep: it advances the loop state and reports
// whether there is an element.
func ForStep(state rt.Value) bool {
	st := state.(*forState)
	if st.i >= st.n {
		return false
	}
	st.i++
	return true
}

// ForElem is PIR's ForElem: the element ForStep moved to.
func ForElem(state rt.Value) rt.Value {
	st := state.(*forState)
	st.box = nil
	return st.elemAt(st.i - 1)
}

// ForSeq returns the sequence of a loop state.
func ForSeq(state rt.Value) rt.Value { return state.(*forState).seq }

// SwitchTarget is PIR's SwitchSel: the bytecode pc switch() at pc of
// code continues at for selector x.
func (in *Interp) SwitchTarget(code *Code, pc int, x rt.Value, call *rt.Lang) (int, error) {
	return in.execSwitch(code.Consts[code.Instrs[pc].B].(*switchTable), x, call)
}

// SwitchTargets lists the pcs the switch at pc of code may continue at:
// the alternatives' targets and then the no-match target.
func SwitchTargets(code *Code, pc int) []int {
	tab := code.Consts[code.Instrs[pc].B].(*switchTable)
	out := make([]int, 0, len(tab.targets)+1)
	for _, t := range tab.targets {
		out = append(out, int(t))
	}
	return append(out, int(tab.none))
}

// StillBase is PIR's IsBaseFn.
func (in *Interp) StillBase(sym *rt.Symbol, env *rt.Env) bool {
	return !sym.NonBase() || in.stillBase(sym, env)
}

// ReturnFrom is PIR's ReturnNL: the error that returns v from the
// function whose environment is env.
func ReturnFrom(env *rt.Env, v rt.Value) error { return &returnJump{env: env, value: v} }

// LoopExit is PIR's BreakNL (next false) and NextNL.
func LoopExit(env *rt.Env, next bool) error { return &loopJump{env: env, next: next} }
