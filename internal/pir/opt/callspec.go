package opt

import (
	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/rt"
)

// callspec is the pass "callspec": call-target speculation for the calls
// the builder left generic. The builder speculates on a call's callee
// where it can anchor the guard at a checkpoint of its own; it cannot in
// a promise's code (a deopt there would have to resume in the middle of
// the promise) nor while another call is being set up. Once the promise
// pass has inlined such code into the body, a generic Call often follows
// a checkpoint with nothing since that re-running from there could
// repeat (guards, loads, constants): `bitwXor(sum, as.integer(x))`,
// whose `as.integer(x)` ran in the promise of bitwXor's argument. There
// the feedback of the call (CallAux.Callee, recorded by the builder on
// the LdFun) is used as the builder would have used it:
//
//   - the base builtin of the called name (an ordinary builtin: see
//     build.SpeculableBuiltin): Assume(IsBaseFn(sym, env)) at that
//     checkpoint, and a CallBuiltin whose arguments are forced in order,
//     as R evaluates a builtin's arguments (the promise pass then
//     inlines them);
//   - one closure: Assume(IsCallee(f, closure)) after the LdFun, and a
//     StaticCall (a deopt resumes before the lookup, which only forces
//     promises already forced).
//
// A failed assumption marks the call's feedback slot, so the next
// version leaves the call generic. The call's promises stop leaking the
// environment where the callee is a builtin, which is what keeps local
// variables in registers around such calls.
func callspec(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		us := uses(c)
		for _, b := range c.Blocks {
			if b.Deopt {
				continue
			}
			for _, i := range append([]*pir.Instr(nil), b.Instrs...) {
				if i.Op == pir.Call && i.Block == b && speculateCall(i, us) {
					changed = true
				}
			}
		}
	}
	return changed
}

// speculateCall speculates on the callee of the generic Call i, if its
// feedback and a checkpoint allow.
func speculateCall(call *pir.Instr, us map[*pir.Instr][]*pir.Instr) bool {
	f := call.Args[0]
	aux, _ := f.Aux.(*pir.CallAux)
	caux, _ := call.Aux.(*pir.CallAux)
	if f.Op != pir.LdFun || f.Block != call.Block || aux == nil || caux == nil || aux.Callee == nil || len(caux.Spread) > 0 {
		return false
	}
	if aux.CalleePC < 0 || aux.CalleePC >= len(aux.Callee.Feedback) {
		return false
	}
	fb := aux.Callee.Feedback[aux.CalleePC]
	if fb.NoSpec || fb.Poly || fb.Callee == nil {
		return false
	}
	reason := pir.DeoptReason{Kind: pir.DeoptCallee, Code: aux.Callee, PC: aux.CalleePC}
	sym := aux.Fn
	switch target := fb.Callee.(type) {
	case *rt.Builtin:
		if sym == nil || target.Name != sym.Name || !build.SpeculableBuiltin(target) {
			return false
		}
		cp := checkpointBefore(f)
		if cp == nil || len(us[f]) != 1 {
			return false
		}
		b := call.Block
		t := b.Code.NewInstr(pir.IsBaseFn, f.Env())
		t.Aux, t.Type = sym, pir.Test
		b.Insert(f.Pos(), t)
		a := b.Code.NewInstr(pir.Assume, t, cp)
		a.Aux = reason
		b.Insert(f.Pos(), a)
		// The arguments, evaluated in order before the call.
		vals := call.ValueArgs()[1:]
		args := make([]*pir.Instr, 0, len(vals)+1)
		for _, v := range vals {
			if v.Type.MaybeLazy() {
				fv := b.Code.NewInstr(pir.Force, v, call.Env())
				fv.Type = pir.InferType(fv)
				b.Insert(call.Pos(), fv)
				v = fv
			}
			args = append(args, v)
		}
		args = append(args, call.Env())
		f.Remove()
		call.Op, call.Args = pir.CallBuiltin, args
		caux.Target = target
		call.Type = pir.InferType(call)
		return true
	case *rt.Closure:
		cp := checkpointBefore(f)
		if cp == nil {
			return false
		}
		b := call.Block
		t := b.Code.NewInstr(pir.IsCallee, f)
		t.Aux, t.Type = rt.Value(target), pir.Test
		b.Insert(f.Pos()+1, t)
		a := b.Code.NewInstr(pir.Assume, t, cp)
		a.Aux = reason
		b.Insert(t.Pos()+1, a)
		call.Op, call.Args = pir.StaticCall, call.Args[1:]
		caux.Target = target
		call.Type = pir.InferType(call)
		return true
	}
	return false
}

// checkpointBefore returns the checkpoint that i's block continues when
// every instruction before i in the block may run again after a deopt
// to it (see reexecutable, localRead), else nil.
func checkpointBefore(i *pir.Instr) *pir.Instr {
	b := i.Block
	if len(b.Preds) != 1 {
		return nil
	}
	p := b.Preds[0]
	cp := p.Terminator()
	if cp == nil || cp.Op != pir.Checkpoint || p.Succs[0] != b {
		return nil
	}
	type pair struct {
		sym *rt.Symbol
		env *pir.Instr
	}
	proven := map[pair]bool{}
	isProven := func(x *pir.Instr) bool { return proven[pair{x.Sym(), x.Env()}] }
	for _, x := range b.Instrs[:i.Pos()] {
		if !reexecutable(x, isProven) && !localRead(x) {
			return nil
		}
		if x.Op == pir.Assume && x.Args[0].Op == pir.IsBaseFn {
			proven[pair{x.Args[0].Sym(), x.Args[0].Env()}] = true
		}
	}
	return cp
}

// localRead reports whether x reads a variable of an environment the
// code made (a load, or the start of a complex assignment), or forces
// what it read: running it again after a deopt
// finds the same binding and, for a promise, its memoised value. (What
// it gives up: a promise that rebinds its own variable in the frame
// reflectively, or an active binding in a function's frame, would run
// again.)
func localRead(x *pir.Instr) bool {
	env := x.Env()
	if env == nil || env.Op != pir.MkEnv {
		return false
	}
	switch x.Op {
	case pir.LdVar:
		return true
	case pir.StartAssign:
		// The start of x[i] <- v: a load (which forces a promise, to
		// its memoised value); `<<-`'s looks in the parents.
		return x.AuxInt != 1
	case pir.Force:
		return x.Args[0].Op == pir.LdVar || x.Args[0].Op == pir.LdArg
	}
	return false
}
