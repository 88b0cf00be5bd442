package build

import (
	"math/bits"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Speculation. Every Assume is anchored at a Checkpoint: the block ends
// in Checkpoint, whose first successor continues and whose second is a
// deopt block holding the FrameState that lets the interpreter resume at
// the checkpoint's bytecode pc (the operand stack and temporaries it has
// there, and the environment) and a Deopt. Assumes after it in the
// continuation block leave through that deopt block when they fail.
//
// A checkpoint stays usable for later pcs of the same block as long as
// only pure instructions (constants, stack shuffles, temporaries,
// visibility, guards) ran since: resuming at the earlier pc runs them
// again, which nobody can tell. So the guards of nested inlined specials
// share one checkpoint.
//
// Call sites are speculated too: see "call targets" below.
//
// Nothing is speculated with a call pending (a framestate cannot
// describe the call being assembled), where the feedback slot has
// NoSpec set (a speculation there deoptimised before), or in promise
// codes (see promise.go).

// checkpoint is a usable checkpoint: its instruction, the block in which
// assumes may use it, and its pc.
type checkpoint struct {
	instr *pir.Instr
	block *pir.Block
	pc    int
}

// minBranchCount is how many executions a branch's feedback needs, all
// in one direction, before the other direction is left to deopt.
const minBranchCount = 100

// feedback returns the feedback slot of pc (a zero one if the code has
// none; for a step of a fused arithmetic program's unfused code, the
// program's slot for the step).
func (b *builder) feedback(pc int) *vm.Feedback {
	if f, ok := b.fused[pc]; ok {
		return f
	}
	if pc >= 0 && pc < len(b.src.Feedback) {
		return &b.src.Feedback[pc]
	}
	return &vm.Feedback{}
}

// canSpeculate reports whether speculation is possible at the current
// pc at all.
func (w *walker) canSpeculate() bool {
	return w.b.spec && len(w.st.calls) == 0 && !w.b.feedback(w.pc).NoSpec
}

// guardSpeculated decides whether the guard at pc is assumed to hold:
// unless it has failed before. The decision is made before translation
// (it shapes the control flow), from the feedback alone.
func (b *builder) guardSpeculated(pc int) bool {
	fb := b.feedback(pc)
	return b.spec && !fb.NoSpec && fb.NotTaken == 0
}

// branchSpeculated says which way the BrFalse at pc always went: +1 the
// condition was always TRUE (it falls through), -1 always FALSE (it
// jumps), 0 no speculation.
func (b *builder) branchSpeculated(pc int) int {
	fb := b.feedback(pc)
	if !b.spec || fb.NoSpec || uint64(fb.Taken)+uint64(fb.NotTaken) < minBranchCount {
		return 0
	}
	switch {
	case fb.NotTaken == 0:
		return +1
	case fb.Taken == 0:
		return -1
	}
	return 0
}

// checkpoint returns a checkpoint for the current pc, reusing the
// available one or ending the block in a new one (the walker then
// continues in its continuation block). It returns nil when no
// speculation is possible here.
func (w *walker) checkpoint() *pir.Instr {
	if !w.b.spec || len(w.st.calls) != 0 {
		return nil
	}
	if w.cp != nil && w.cp.block == w.blk {
		return w.cp.instr
	}
	out := w.b.out
	cp := w.blk.Append(pir.Checkpoint)
	cp.Type = pir.CheckpointT
	cont, deopt := out.NewBlock(), out.NewBlock()
	deopt.Deopt = true
	w.blk.AddEdge(cont)
	w.blk.AddEdge(deopt)
	w.deoptTo(deopt, w.pc, w.st)
	w.blk = cont
	w.cp = &checkpoint{instr: cp, block: cont, pc: w.pc}
	return cp
}

// deoptTo fills blk with the FrameState of the interpreter at pc in
// state st and a Deopt. Temporaries the code does not read from pc on
// are passed as NULL.
func (w *walker) deoptTo(blk *pir.Block, pc int, st *state) *pir.Instr {
	b := w.b
	args := append([]*pir.Instr(nil), st.stack...)
	n := 0
	for t, v := range st.temps {
		if v != nil && b.cfg.tempLive(pc, t) {
			n = t + 1
		}
	}
	var null *pir.Instr
	for t := 0; t < n; t++ {
		v := st.temps[t]
		if v == nil || !b.cfg.tempLive(pc, t) {
			if null == nil {
				null = blk.Append(pir.LdConst)
				null.Aux = rt.Value(rt.Nil)
				null.Type = pir.TypeOf(rt.Nil)
			}
			v = null
		}
		args = append(args, v)
	}
	args = append(args, b.env)
	fs := blk.Append(pir.FrameState, args...)
	fs.Aux = &pir.FrameStateAux{Code: b.src, PC: pc, Stack: len(st.stack), Temps: n}
	fs.Type = pir.FrameStateT
	return blk.Append(pir.Deopt, fs)
}

// assume emits Assume(test, cp) for the feedback slot at pc.
func (w *walker) assume(test, cp *pir.Instr, kind pir.DeoptKind, pc int) {
	w.emitAux(pir.Assume, pir.DeoptReason{Kind: kind, Code: w.b.src, PC: pc}, test, cp)
}

// guard translates OpGuard: the symbol must still name its base
// function. Unless the guard has failed before, that is assumed (and the
// generic code behind it is not built); else both paths are built.
func (w *walker) guard(in vm.Instr) {
	pc := w.pc
	sym := w.symAt(in.A)
	target := w.label(in.B)
	if w.b.guardSpeculated(pc) {
		cp := w.checkpoint()
		if cp == nil {
			bail("speculation with a call pending")
		}
		t := w.emitEnvAux(pir.IsBaseFn, sym)
		w.assume(t, cp, pir.DeoptGuard, pc)
		w.pc = pc + 1
		return
	}
	t := w.emitEnvAux(pir.IsBaseFn, sym)
	w.branch(t, pc+1, target)
}

// speculateOperands returns the operands of the arithmetic, comparison
// or logic op at the current pc, each replaced by a CastType to a plain
// scalar type when the feedback says it always was one (the test and
// Assume come first, at a checkpoint for this pc). The stack still holds
// the operands.
func (w *walker) speculateOperands(vals ...*pir.Instr) []*pir.Instr {
	if !w.canSpeculate() {
		return vals
	}
	out := append([]*pir.Instr(nil), vals...)
	cast := map[*pir.Instr]*pir.Instr{}
	for k, v := range vals {
		if c := cast[v]; c != nil {
			out[k] = c
			continue
		}
		want, pc, ok := w.operandFeedback(v)
		if !ok {
			continue
		}
		c, ok := w.castTo(v, want, pc)
		if !ok {
			break
		}
		cast[v] = c
		out[k] = c
	}
	return out
}

// speculateNoWarning speculates that arithmetic op on a and b (plain
// numbers) does not warn: an Assume(ArithOK) at a checkpoint for the
// current pc (the operands still on the stack). It reports whether it
// did, and so whether the op may be marked nowarn. A warning can run a
// calling handler, R code that may reach the function's environment, so
// arithmetic that may warn keeps the function's variables in their
// environment; with the speculation, the overflow deopts, and the
// baseline warns.
func (w *walker) speculateNoWarning(op pir.Op, a, b *pir.Instr) bool {
	if !w.canSpeculate() || !pir.ArithMayWarn(op, a, b) {
		return false
	}
	cp := w.checkpoint()
	if cp == nil {
		return false
	}
	t := w.emit(pir.ArithOK, a, b)
	t.AuxInt = int64(op)
	w.assume(t, cp, pir.DeoptArith, w.pc)
	return true
}

// castTo speculates that v has type want (from the feedback slot at pc):
// IsType and Assume at a checkpoint for the current pc, then the
// CastType it returns. When v's type already fits or cannot fit, v is
// returned as it is; ok is false only when no checkpoint can be made.
func (w *walker) castTo(v *pir.Instr, want pir.Type, pc int) (c *pir.Instr, ok bool) {
	if v.Type.Sub(want) || v.Type.Meet(want).IsVoid() {
		return v, true
	}
	cp := w.checkpoint()
	if cp == nil {
		return v, false
	}
	t := w.emitAux(pir.IsType, want, v)
	w.assume(t, cp, pir.DeoptType, pc)
	return w.emitAux(pir.CastType, want, v), true
}

// speculateIndexed returns the object and index of x[i] / x[[i]] (both
// still on the stack), the object cast to a plain vector type and the
// index to a plain scalar type where the feedback of the loads that
// produced them says they always were.
func (w *walker) speculateIndexed(obj, idx *pir.Instr) []*pir.Instr {
	out := []*pir.Instr{obj, idx}
	if !w.canSpeculate() {
		return out
	}
	if lpc, ok := w.b.loads[obj]; ok {
		if want, ok := plainVectorFeedback(w.b.loadFeedback(lpc)); ok {
			out[0], _ = w.castTo(obj, want, lpc)
		}
	}
	if out[0] == obj {
		out[0] = w.speculateObject(obj)
	}
	out[1] = w.speculateOperands(idx)[0]
	return out
}

// speculateObject returns obj, the object operand of the indexing or
// setter op at the current pc, cast to a vector type that is not an S3
// object when the op's feedback slot saw only vectors of one type
// without a class attribute. Then `[`, `[[`, `$` and their assignment
// forms cannot dispatch, so they run no R code.
func (w *walker) speculateObject(obj *pir.Instr) *pir.Instr {
	if !w.canSpeculate() {
		return obj
	}
	want, ok := nonObjectFeedback(*w.b.feedback(w.pc))
	if !ok {
		return obj
	}
	c, _ := w.castTo(obj, want, w.pc)
	return c
}

// speculateAssigned returns val, the value an element assignment at the
// current pc stores, cast to the plain scalar type the op's feedback saw
// it always have (so that the assignment cannot warn about lengths).
func (w *walker) speculateAssigned(val *pir.Instr) *pir.Instr {
	if !w.canSpeculate() {
		return val
	}
	fb := w.b.feedback(w.pc)
	want, ok := plainScalarFeedback(vm.Feedback{Types: fb.ValTypes, NotScalar: fb.ValNotScalar})
	if !ok {
		return val
	}
	c, _ := w.castTo(val, want, w.pc)
	return c
}

// nonObjectFeedback is the type of the values the feedback saw when they
// were all vectors of one type (or NULL) and none had a class.
func nonObjectFeedback(fb vm.Feedback) (pir.Type, bool) {
	if fb.Obj || fb.NoSpec || fb.Types == 0 {
		return pir.Type{}, false
	}
	var k pir.Kinds
	for t := rt.Type(0); t < 32; t++ {
		if fb.Types&(1<<t) != 0 {
			k |= pir.KindOf(t)
		}
	}
	if k&^(pir.KVectors|pir.KNull) != 0 || k&pir.KVectors == 0 || bits.OnesCount32(uint32(k&pir.KVectors)) != 1 {
		return pir.Type{}, false
	}
	t := pir.Type{Kinds: k, Flags: pir.MaybeNA | pir.MaybeAttrs}
	if !fb.NotScalar && k&pir.KNull == 0 {
		t.Flags |= pir.Scalar
		if !fb.Attrs {
			t.Flags &^= pir.MaybeAttrs
		}
	}
	return t, true
}

// loadFeedback is the feedback of the variable load at pc (for a fused
// program's load, the fused program's slot for it).
func (b *builder) loadFeedback(pc int) vm.Feedback { return *b.feedback(pc) }

// plainVectorFeedback is the plain vector type (any length, no
// attributes, so no class) the feedback saw, when it saw exactly one of
// double, integer and logical and never attributes.
func plainVectorFeedback(fb vm.Feedback) (pir.Type, bool) {
	if fb.Attrs || fb.NoSpec {
		return pir.Type{}, false
	}
	switch fb.Types {
	case 1 << rt.DoubleType:
		return pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeNA}, true
	case 1 << rt.IntegerType:
		return pir.Type{Kinds: pir.KInteger, Flags: pir.MaybeNA}, true
	case 1 << rt.LogicalType:
		return pir.Type{Kinds: pir.KLogical, Flags: pir.MaybeNA}, true
	}
	return pir.Type{}, false
}

// operandFeedback is the type to speculate for operand v of the op at
// the current pc, and the pc of the feedback slot it comes from: the
// variable load that produced v, if any (its slot describes v alone; for
// a fused program's unfused code, the fused program's slot for the
// load), else the op's own slot, which mixes all its operands.
func (w *walker) operandFeedback(v *pir.Instr) (pir.Type, int, bool) {
	b := w.b
	if lpc, ok := b.loads[v]; ok {
		fb := b.loadFeedback(lpc)
		if fb.NoSpec {
			return pir.Type{}, 0, false
		}
		if t, ok := plainScalarFeedback(fb); ok {
			return t, lpc, true
		}
		if fb.Types != 0 {
			return pir.Type{}, 0, false
		}
	}
	if t, ok := plainScalarFeedback(*b.feedback(w.pc)); ok {
		return t, w.pc, true
	}
	return pir.Type{}, 0, false
}

// plainScalarFeedback is the plain scalar type the feedback saw, when
// it saw exactly one of double, integer and logical, and only scalars
// without attributes.
func plainScalarFeedback(fb vm.Feedback) (pir.Type, bool) {
	if fb.NotScalar {
		return pir.Type{}, false
	}
	switch fb.Types {
	case 1 << rt.DoubleType:
		return pir.DoubleScalar, true
	case 1 << rt.IntegerType:
		return pir.IntScalar, true
	case 1 << rt.LogicalType:
		return pir.LogicalScalar, true
	case 1<<rt.IntegerType | 1<<rt.DoubleType:
		// A variable that held an integer, then a double (x <- i; x <-
		// x / 2): no single kind to unbox, but no dispatch either.
		return pir.Type{Kinds: pir.KInteger | pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}, true
	}
	return pir.Type{}, false
}

// ---- call targets ----
//
// A call site whose feedback saw a single callee gets that callee
// assumed. The bytecode of an ordinary call is straight-line: LdFun,
// then per argument MkProm, LdConst + PushArg or Dots, then Call, whose
// feedback slot records the callee. The checkpoint is taken at the
// LdFun (before the call is open, so a framestate can describe it; an
// earlier guard's checkpoint is reused when nothing but guards ran
// since), and the Assume's feedback slot is the Call's, which a failure
// marks NoSpec so the next version calls generically there.
//
//   - A builtin reached by its own name (the feedback callee is the
//     builtin of that name): Assume(IsBaseFn(sym)), then CallBuiltin
//     with the builtin as Target and no lookup. Its arguments are
//     evaluated as they are added, as the interpreter does for a
//     builtin: a variable argument is a load and a Force, any other a
//     promise forced at once. Specials, builtins with a Frame of their
//     own or Internal ones (which report against their caller's call),
//     and calls spreading `...` stay plain Calls.
//   - A closure: LdFun as usual, Assume(IsCallee(f, closure)), then
//     StaticCall with the closure as Target. Resuming at the LdFun runs
//     the lookup again when the assumption fails; a lookup only forces
//     promises already forced, so the only thing run twice is an active
//     binding's function.

// callOf finds the Call that closes the call opened by the LdFun at pc:
// its pc, whether `...` is spread into it, and whether the call's
// bytecode is the plain straight-line form (no merge point inside).
func (b *builder) callOf(pc int) (callPC int, dots, ok bool) {
	code := b.src.Instrs
	for k := pc + 1; k < len(code); k++ {
		if b.cfg.isMerge(k) {
			return 0, false, false
		}
		switch code[k].Op {
		case vm.OpMkProm, vm.OpLdConst, vm.OpPushArg:
		case vm.OpDots:
			dots = true
		case vm.OpCall:
			return k, dots, true
		default:
			return 0, false, false
		}
	}
	return 0, false, false
}

// calleeFeedback is the single callee the call closed at callPC saw, or
// nil when there is nothing to speculate on.
func (b *builder) calleeFeedback(callPC int) rt.Value {
	fb := b.feedback(callPC)
	if !b.spec || fb.NoSpec || fb.Poly {
		return nil
	}
	return fb.Callee
}

// SpeculableBuiltin reports whether a call of builtin f can be a
// CallBuiltin: an ordinary builtin whose arguments are evaluated, that
// needs no frame of its own and reports errors against its own call.
func SpeculableBuiltin(f *rt.Builtin) bool {
	def, _ := f.Impl.(*vm.BuiltinDef)
	return def != nil && !f.Special && def.Special == nil && def.Fn != nil && !def.Frame && !def.Internal
}

// ldFun translates OpLdFun, speculating on the callee when the feedback
// allows (see above).
func (w *walker) ldFun(in vm.Instr) {
	b, pc := w.b, w.pc
	sym := w.symAt(in.A)
	aux := &pir.CallAux{Site: w.siteAt(in.B), Fn: sym}
	var callee rt.Value
	callPC, dots, ok := b.callOf(pc)
	if ok && !dots {
		aux.Callee, aux.CalleePC = b.src, callPC
	}
	if ok && w.canSpeculate() {
		callee = b.calleeFeedback(callPC)
	}
	switch f := callee.(type) {
	case *rt.Builtin:
		if f.Name == sym.Name && !dots && (SpeculableBuiltin(f) || b.missingOfVariable(f, pc, callPC) != nil) {
			if cp := w.checkpoint(); cp != nil {
				t := w.emitEnvAux(pir.IsBaseFn, sym)
				w.assume(t, cp, pir.DeoptCallee, callPC)
				// The pending call's function is the builtin as a
				// constant, which the Call drops (see speculatedBuiltin).
				w.st.openCall(w.emitAux(pir.LdConst, rt.Value(f)), sym)
				return
			}
		}
	case *rt.Closure:
		if cp := w.checkpoint(); cp != nil {
			// The load does not force: a binding that is a promise or
			// an active binding (or none) makes it NULL, which the
			// IsCallee rejects, and the baseline loads it again.
			fn := w.emitEnvAux(pir.LdFun, aux)
			fn.AuxInt = 1
			t := w.emitAux(pir.IsCallee, rt.Value(f), fn)
			w.assume(t, cp, pir.DeoptCallee, callPC)
			w.st.openCall(fn, sym)
			return
		}
	}
	w.st.openCall(w.emitEnvAux(pir.LdFun, aux), sym)
}

// missingOfVariable is the variable of missing(x) when f is base's
// missing and the call opened at pc and closed at callPC has the one
// argument x, a variable: the builder makes it a Missing(x) instruction.
func (b *builder) missingOfVariable(f *rt.Builtin, pc, callPC int) *rt.Symbol {
	if f.Name != "missing" || !f.Special || callPC != pc+2 {
		return nil
	}
	in := b.src.Instrs[pc+1]
	if in.Op != vm.OpMkProm || in.B >= 0 || in.A < 0 || int(in.A) >= len(b.src.Codes) {
		return nil
	}
	s, ok := b.src.Codes[in.A].Expr.(*rt.Symbol)
	if !ok || s == rt.DotsSym || s == rt.MissingArg {
		return nil
	}
	if _, dd := s.IsDotDot(); dd {
		return nil
	}
	return s
}

// speculatedBuiltin is the builtin a pending call's function stands for
// when the call was speculated to be a CallBuiltin (its function is then
// an LdConst of the builtin, which no bytecode produces otherwise), or
// nil.
func speculatedBuiltin(fn *pir.Instr) *rt.Builtin {
	if fn == nil || fn.Op != pir.LdConst {
		return nil
	}
	f, _ := fn.Aux.(*rt.Builtin)
	return f
}

// speculatedClosure is the closure a pending call's function (an LdFun)
// was assumed to be: the function of the IsCallee test on it that an
// Assume right after it uses, or nil.
func speculatedClosure(fn *pir.Instr) *rt.Closure {
	if fn == nil || fn.Op != pir.LdFun || fn.Block == nil {
		return nil
	}
	instrs := fn.Block.Instrs
	for k, i := range instrs {
		if i != fn {
			continue
		}
		if k+2 < len(instrs) {
			t, a := instrs[k+1], instrs[k+2]
			if t.Op == pir.IsCallee && t.Args[0] == fn && a.Op == pir.Assume && a.Args[0] == t {
				f, _ := t.Aux.(*rt.Closure)
				return f
			}
		}
		break
	}
	return nil
}

// builtinPending reports whether the innermost pending call is a
// speculated builtin call, whose arguments are evaluated as added.
func (w *walker) builtinPending() bool {
	calls := w.st.calls
	if len(calls) == 0 {
		return false
	}
	f := speculatedBuiltin(calls[len(calls)-1].fn)
	return f != nil && !f.Special // missing(x): x stays a promise
}

// builtinArg evaluates the argument whose promise code is code for a
// speculated builtin call: a variable is loaded and forced here (with
// R's error for a missing argument), anything else becomes a promise
// forced at once, which runs its code in this environment just as the
// interpreter runs it for a builtin.
func (w *walker) builtinArg(code *vm.Code) *pir.Instr {
	vm.EnsureCompiled(code)
	if ins := code.Instrs; len(ins) == 2 && ins[0].Op == vm.OpLdVar && ins[1].Op == vm.OpReturn &&
		int(ins[0].A) < len(code.Consts) {
		if sym, ok := code.Consts[ins[0].A].(*rt.Symbol); ok {
			l := w.emitEnvAux(pir.LdVar, sym)
			return w.emitEnvAux(pir.Force, sym, l)
		}
	}
	p := w.emitEnvAux(pir.MkArg, w.b.vb.promise(code))
	return w.emitEnv(pir.Force, p)
}
