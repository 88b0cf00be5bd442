// Package build translates baseline bytecode and its feedback into PIR.
//
// The translation is an abstract interpretation of the vm's operand
// stack: each bytecode instruction is run over abstract values (the PIR
// instructions that compute them) instead of R values, and emits the PIR
// that does what the interpreter would do (internal/vm/interp.go is the
// reference). Stack slots and complex-assignment temporaries become SSA
// values, with phis at the bytecode's merge points; the calls being
// assembled (LdFun/PushFn … Call) are kept on the builder's side and
// become one Call instruction. Feedback turns into speculation: guards of
// inlined specials, operand types of arithmetic, one-sided branches and
// the single callee of a call site (a CallBuiltin or a StaticCall)
// become Assume instructions anchored at Checkpoints whose deopt blocks
// rebuild the interpreter's frame (FrameState) at the bytecode pc.
//
// What cannot be translated makes the builder return a *Refusal; the
// function then stays in the baseline tier.
//
// The files: build.go the API, cfg.go the bytecode control-flow analyses
// (merge points, stack depths, live temporaries, visibility), state.go
// the abstract state and merge points, walk.go the translation driver,
// ops.go the per-op translation, speculate.go checkpoints and
// speculation, types.go result types, promise.go promise codes,
// cleanup.go the final tidying (trivial phis, block merging, layout,
// effects). Every finished code is checked with pir.Verify; a failure is
// a refusal whose reason starts with "verifier:".
package build

import (
	"fmt"
	"runtime/debug"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Refusal is the error the builder returns for code it does not
// translate. Reason is short and stable (it is counted by --stats).
type Refusal struct {
	Reason string
}

func (r *Refusal) Error() string { return "pir build refused: " + r.Reason }

// bail aborts the current translation with a refusal. It is recovered
// at the API boundary (catch) and never escapes the package.
func bail(format string, args ...any) {
	panic(&Refusal{Reason: fmt.Sprintf(format, args...)})
}

// catch turns a refusal raised by bail, or any unexpected panic, into
// the error of the API call.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	if ref, ok := r.(*Refusal); ok {
		*err = ref
		return
	}
	*err = &Refusal{Reason: fmt.Sprintf("internal error: %v", r)}
	if debugPanics {
		panic(fmt.Sprintf("%v\n%s", r, debug.Stack()))
	}
}

// debugPanics makes unexpected panics crash instead of becoming
// refusals (tests set it to find bugs).
var debugPanics = false

// Function builds a version of the closure body fn.Code (with formals
// fn.Formals) under the call context ctx: LdArg per formal, MkEnv of the
// closure's environment over O, then the body. The version is not added
// to fn.Versions; the caller decides.
func Function(fn *pir.Function, ctx pir.Context) (v *pir.Version, err error) {
	defer catch(&err)
	src := checkFunction(fn)
	vb := newVersion(fn, ctx)
	b := newBuilder(vb, src, "body", true)
	entry := b.out.Entry()
	var names []*rt.Symbol
	var args []*pir.Instr
	var defaults []int
	if fn.Formals != nil {
		for k, f := range fn.Formals.Items {
			if f.Tag == nil {
				bail("untagged formal")
			}
			names = append(names, f.Tag)
			if defaultMaterialized(ctx, k, f) {
				// Bound right after the MkEnv, to its promise.
				defaults = append(defaults, k)
				u := entry.Append(pir.LdConst)
				u.Aux, u.Type = rt.Value(rt.Unbound), pir.TypeOf(rt.Unbound)
				args = append(args, u)
				continue
			}
			a := entry.Append(pir.LdArg)
			a.AuxInt = int64(k)
			a.Type = argType(ctx, k, f.Tag == rt.DotsSym)
			args = append(args, a)
		}
	}
	parent := b.out.EnvConstInstr(pir.ClosureEnv)
	env := entry.Append(pir.MkEnv, append(args, parent)...)
	env.Aux = &pir.EnvAux{Names: names, Closure: src, Formals: fn.Formals}
	env.Type = pir.Env
	for _, k := range defaults {
		p := entry.Append(pir.MkArg, env)
		p.Aux = vb.promise(src.DefaultCode(fn.Formals.Items, k))
		p.AuxInt = 1
		p.Type = pir.PromiseT
		st := entry.Append(pir.StVar, p, env)
		st.Aux = fn.Formals.Items[k].Tag
	}
	b.env = env
	b.translate(0, 0, nil)
	vb.v.Body = b.finish()
	vb.buildPromises()
	return vb.v, nil
}

// TopLevel builds a version of fn.Code run directly in the environment O
// (top-level code, or an eval()'d expression): no arguments and no
// environment of its own.
func TopLevel(fn *pir.Function) (v *pir.Version, err error) {
	defer catch(&err)
	src := checkFunction(fn)
	vb := newVersion(fn, pir.Context{})
	b := newBuilder(vb, src, "body", true)
	b.env = b.out.EnvConstInstr(pir.ClosureEnv)
	b.translate(0, 0, nil)
	vb.v.Body = b.finish()
	vb.buildPromises()
	return vb.v, nil
}

// OSR builds a version of fn.Code entered at bytecode pc (a loop
// back-edge target) from the baseline: OSRValue(k) is the k-th operand
// stack slot (k < stackDepth) and OSRValue(stackDepth+t) temporary t,
// and the code runs in the environment O (the one the baseline was
// running in). fn may be a top-level code (Formals nil).
func OSR(fn *pir.Function, pc int, stackDepth int) (v *pir.Version, err error) {
	defer catch(&err)
	src := checkFunction(fn)
	if pc < 0 || pc >= len(src.Instrs) {
		bail("osr pc out of range")
	}
	if d, ok := depthAt(src, pc); !ok || d != stackDepth {
		bail("osr stack depth mismatch")
	}
	vb := newVersion(fn, pir.Context{})
	vb.v.OSR, vb.v.OSRPC = true, pc
	b := newBuilder(vb, src, "body", true)
	b.env = b.out.EnvConstInstr(pir.ClosureEnv)
	b.analyse(pc)
	entry := b.out.Entry()
	st := &state{}
	for k := 0; k < stackDepth; k++ {
		o := entry.Append(pir.OSRValue)
		o.AuxInt = int64(k)
		o.Type = pir.Any
		st.stack = append(st.stack, o)
	}
	st.temps = make([]*pir.Instr, src.NumTemps)
	for t := 0; t < src.NumTemps; t++ {
		if b.cfg.tempLive(pc, t) {
			o := entry.Append(pir.OSRValue)
			o.AuxInt = int64(stackDepth + t)
			o.Type = pir.Any
			st.temps[t] = o
		}
	}
	b.translate(pc, stackDepth, st)
	vb.v.Body = b.finish()
	vb.buildPromises()
	return vb.v, nil
}

// checkFunction validates fn and returns its compiled baseline code.
func checkFunction(fn *pir.Function) *vm.Code {
	if fn == nil || fn.Code == nil {
		bail("no code")
	}
	vm.EnsureCompiled(fn.Code)
	if len(fn.Code.Instrs) == 0 {
		bail("empty code")
	}
	return fn.Code
}

// defaultMaterialized reports whether formal k (f) is certainly missing
// under ctx and has a default: the version then binds it to an explicit
// promise of the default (MkArg {default}), made right after the
// environment, as MakeEnv would have, so that the passes see it (and can
// inline the default's code where it is forced).
func defaultMaterialized(ctx pir.Context, k int, f rt.Arg) bool {
	return k < 64 && ctx.Missing&(1<<uint(k)) != 0 && f.Tag != rt.DotsSym && f.Val != rt.MissingArg
}

// argType is the type of the LdArg of formal k under ctx.
func argType(ctx pir.Context, k int, dots bool) pir.Type {
	t := pir.Any
	if dots {
		t = pir.Type{Kinds: pir.KDots, Flags: pir.MaybeMissing}
	}
	if ctx.NoMissing {
		t.Flags &^= pir.MaybeMissing
	}
	if k >= 64 || dots {
		return t
	}
	bit := uint64(1) << uint(k)
	if ctx.Eager&bit != 0 {
		t.Flags &^= pir.MaybeLazy
	}
	if ctx.NotObj&bit != 0 {
		t.Flags &^= pir.MaybeObject
	}
	if ctx.Scalar&bit != 0 {
		t.Flags |= pir.Scalar
	}
	return t
}
