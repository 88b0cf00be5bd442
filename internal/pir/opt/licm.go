package opt

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// licm is loop-invariant code motion: instructions of a loop whose
// value is the same in every iteration move to the loop's preheader, so
// that they run once per entry into the loop instead of once per
// iteration. Loops are visited inner first, so code moves out of a nest
// one loop at a time: out of the inner loop into its preheader, which is
// in the outer loop, and from there, when it is invariant in the outer
// loop too, into the outer loop's preheader.
//
// What moves (every operand being defined outside the loop):
//
//   - pure instructions: constants, tests (IsType, IsTrue, EqInt, …),
//     a Force of what cannot be a promise, and arithmetic on plain
//     scalars whose only effect is setting the visibility flag (every
//     way out of an R loop sets the flag again before anyone can see
//     it). Arithmetic whose result is not a plain scalar stays: a
//     vector made once and bound in every iteration could be changed in
//     place by one iteration and seen changed by the next. A CastType
//     moves only where the Assume of its type holds: after that Assume
//     moved, or when one dominates the loop;
//   - IsBaseFn(sym, env): when nothing in the loop may change what sym
//     names as a function seen from env (LoopEffects.MayRebind: no
//     instruction that may run R code or reflect, none that binds sym,
//     none that writes bindings it does not name);
//   - Assume(test): when the test is defined outside the loop (it moved,
//     or always was). A hoisted Assume needs a checkpoint in the
//     preheader: the preheader's own, when it is the continuation of a
//     Checkpoint and holds nothing but instructions that may run again
//     (a deopt there re-runs them); else a new one, whose deopt block is
//     a copy of the deopt block of the loop header's checkpoint (the one
//     the builder puts at every loop header) with each header phi
//     replaced by its value from the preheader: the interpreter's state
//     on arrival at the loop, before the first iteration (for a `for`
//     loop, the loop state on the stack). Resuming there runs the loop
//     from its start, as the optimised code would have. Moving a guard
//     out of code that might not have run (an `if` in the loop, or a loop
//     that runs no iteration) may make it fail where it would not have:
//     that costs a deoptimisation, never a wrong result;
//   - LdFun(sym, env): under the same condition as IsBaseFn, and only
//     when an Assume(IsBaseFn(sym, env)) has moved to the preheader
//     before it: that guard proves the lookup finds the base function
//     without forcing a promise or running anything, so the load is a
//     read and its value the same in every iteration. LdFuns go last in
//     the preheader, after every Assume.
//   - Force(x) of a value x defined outside the loop, when the Force
//     is the first instruction with an effect that every iteration
//     runs: it is reached from the loop header through straight-line
//     code (checkpoints and unconditional jumps) holding only guards,
//     type tests and constants (a while loop's condition `i < n` on an
//     argument n, forced first in the first iteration). The first
//     iteration forces x there anyway and every later Force of x finds
//     it forced, so forcing it once before the loop changes nothing,
//     and the loop no longer holds code that may run R code (which
//     would keep its variables in the environment). The one reordering
//     is against the guards before it in the header: a promise that
//     rebinds, say, `<` in the function's own frame, reflectively, is
//     forced before the guard that would have seen the base `<`. A
//     hoisted Force goes before the checkpoint of the hoisted Assumes
//     (see hoistForce);
//   - arithmetic marked nowarn, once the Assume(ArithOK) it relies on
//     has moved.
//
// Assumes and the instructions they need are inserted before the first
// LdFun the pass put in the preheader, so that nothing with effects sits
// between a checkpoint and its Assumes.
func licm(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if licmCode(c) {
			changed = true
		}
	}
	return changed
}

// licmCode hoists out of the loops of c, inner loops first.
func licmCode(c *pir.Code) bool {
	ls := FindLoops(c)
	changed := false
	for _, l := range ls.All {
		h := &hoister{ls: ls, l: l, c: c}
		if h.run() {
			changed = true
		}
	}
	return changed
}

// hoister moves the invariant instructions of one loop.
type hoister struct {
	ls  *Loops
	l   *Loop
	c   *pir.Code
	eff LoopEffects
	// pre is the preheader, once needed; land is where hoisted code goes:
	// pre, or, once a checkpoint is needed, its continuation.
	pre, land *pir.Block
	// cp is the checkpoint hoisted Assumes use; noCP is set when none can
	// be had.
	cp   *pir.Instr
	noCP bool
	// made is set once the hoister changed the code (a preheader made
	// counts even if nothing moved into it).
	made bool
}

func (h *hoister) run() (changed bool) {
	h.eff = h.ls.Summary(h.l)
	for progress := true; progress; {
		progress = false
		for _, b := range append([]*pir.Block(nil), h.l.Blocks...) {
			for _, i := range append([]*pir.Instr(nil), b.Instrs...) {
				if i.Block == b && h.try(i) {
					progress, changed = true, true
				}
			}
		}
	}
	return changed || h.made
}

// try hoists i if it may be.
func (h *hoister) try(i *pir.Instr) bool {
	l := h.l
	switch {
	case i.Op == pir.Phi || i.Op.IsTerminator():
		return false
	case i.Op == pir.Assume:
		if l.Defines(i.Args[0]) {
			return false
		}
		return h.hoistAssume(i)
	case !l.Invariant(i):
		return false
	case i.Op == pir.IsBaseFn:
		if h.eff.MayRebind(i.Sym()) {
			return false
		}
	case i.Op == pir.LdFun:
		if h.eff.MayRebind(i.Sym()) || !h.provenBase(i.Sym(), i.Env()) {
			return false
		}
		h.moveTo(i, len(h.land.Instrs)-1)
		return true
	case i.Op == pir.CastType:
		if !h.castProven(i) {
			return false
		}
	case i.AuxInt == 1 && len(i.Args) >= 2 && pir.ArithMayWarn(i.Op, i.Args[0], i.Args[1]) && !h.noWarnProven(i):
		// nowarn arithmetic leaves the loop after its guard only.
		return false
	case i.Op == pir.Force && pir.ComputeEffects(i) != 0:
		if !h.firstEffect(i) || h.preheader() == nil {
			return false
		}
		h.hoistForce(i)
		h.eff = h.ls.Summary(h.l)
		return true
	case !pureInvariant(i):
		return false
	}
	if h.preheader() == nil {
		return false
	}
	pos, _ := h.insertPos(i)
	h.moveTo(i, pos)
	return true
}

// pureInvariant reports whether i computes its value from its operands
// alone, without effects that moving it could reveal (see licm).
func pureInvariant(i *pir.Instr) bool {
	if pir.ComputeEffects(i)&^pir.Visibility != 0 {
		return false
	}
	switch i.Op {
	case pir.LdConst, pir.IsType, pir.IsTrue, pir.EqInt, pir.IsCallee, pir.And3, pir.Or3,
		pir.AsTest, pir.Force, pir.ArithOK:
		return pir.ComputeEffects(i) == 0
	case pir.Add, pir.Sub, pir.Mul, pir.Div, pir.Pow, pir.Mod, pir.IDiv,
		pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr,
		pir.Neg, pir.UPlus, pir.Not:
		t := pir.InferType(i)
		return t.IsPlainScalar(pir.KDouble) || t.IsPlainScalar(pir.KInteger) || t.IsPlainScalar(pir.KLogical)
	}
	return false
}

// preheader returns the loop's preheader (making it if needed), nil
// when the loop has none.
func (h *hoister) preheader() *pir.Block {
	if h.pre == nil {
		n := len(h.c.Blocks)
		h.pre = h.ls.Preheader(h.l)
		h.land = h.pre
		h.made = h.made || len(h.c.Blocks) != n
		if h.pre != nil {
			// A checkpoint the preheader continues serves from the
			// start, so that everything hoisted keeps its Assumes
			// before its LdFuns.
			h.cp = h.reusableCheckpoint(h.pre)
		}
	}
	return h.pre
}

// insertPos is where in h.land i goes: after the instructions already
// hoisted there, before the first LdFun (once land follows a
// checkpoint), and after its operands. afterLoad reports that its
// operands force it after a LdFun.
func (h *hoister) insertPos(i *pir.Instr) (pos int, afterLoad bool) {
	end := len(h.land.Instrs) - 1
	pos = end
	if h.cp != nil {
		for k, x := range h.land.Instrs[:end] {
			if x.Op == pir.LdFun {
				pos = k
				break
			}
		}
	}
	first := pos
	for _, a := range i.Args {
		if a.Block != h.land {
			continue
		}
		for k, x := range h.land.Instrs {
			if x == a && k >= pos {
				pos = k + 1
			}
		}
	}
	return pos, pos > first
}

// hoistForce moves Force i before the checkpoint of the hoisted
// Assumes (a deopt there forces again, which does nothing), so that the
// stub check scope resolution puts after the Force can use that
// checkpoint: the loop is then entered with the environment checked.
// Without such a checkpoint yet, it goes last in the preheader, where
// the checkpoint, once made, follows it.
func (h *hoister) hoistForce(i *pir.Instr) {
	if cp := h.cp; cp != nil && i.Args[0].Block != h.land {
		i.Remove()
		cp.Block.Insert(cp.Pos(), i)
		return
	}
	h.moveTo(i, len(h.land.Instrs)-1)
}

// firstEffect reports whether Force i is the first instruction with an
// effect that every iteration of the loop runs (see licm).
func (h *hoister) firstEffect(i *pir.Instr) bool {
	seen := map[*pir.Block]bool{}
	for b := h.l.Header; b != nil && !seen[b] && h.l.Contains(b); {
		seen[b] = true
		for _, x := range b.Instrs {
			if x == i {
				return true
			}
			switch x.Op {
			case pir.Phi, pir.Checkpoint, pir.Jmp, pir.Assume, pir.IsEnvStub, pir.IsType, pir.CastType,
				pir.IsBaseFn, pir.LdConst:
			default:
				return false
			}
		}
		if len(b.Succs) == 0 {
			return false
		}
		if t := b.Terminator(); t.Op != pir.Checkpoint && len(b.Succs) != 1 {
			return false
		}
		b = b.Succs[0]
	}
	return false
}

// moveTo moves i to position pos of h.land.
func (h *hoister) moveTo(i *pir.Instr, pos int) {
	i.Remove()
	h.land.Insert(pos, i)
}

// hoistAssume moves an Assume whose test is defined outside the loop to
// the preheader's checkpoint.
func (h *hoister) hoistAssume(i *pir.Instr) bool {
	cp := h.checkpoint()
	if cp == nil {
		return false
	}
	pos, afterLoad := h.insertPos(i)
	if afterLoad {
		return false
	}
	h.moveTo(i, pos)
	i.Args[1] = cp
	return true
}

// provenBase reports whether an Assume(IsBaseFn(sym, env)) is in the
// preheader after its checkpoint.
func (h *hoister) provenBase(sym *rt.Symbol, env *pir.Instr) bool {
	if h.cp == nil {
		return false
	}
	for _, x := range h.land.Instrs {
		if x.Op == pir.Assume {
			if t := x.Args[0]; t.Op == pir.IsBaseFn && t.Sym() == sym && t.Env() == env {
				return true
			}
		}
	}
	return false
}

// noWarnProven reports whether the Assume(ArithOK) that makes the
// arithmetic i nowarn is in the preheader already.
func (h *hoister) noWarnProven(i *pir.Instr) bool {
	if h.land == nil {
		return false
	}
	for _, x := range h.land.Instrs {
		if x.Op != pir.Assume || x.Args[0].Op != pir.ArithOK {
			continue
		}
		if t := x.Args[0]; pir.Op(t.AuxInt) == i.Op && t.Args[0] == i.Args[0] && t.Args[1] == i.Args[1] {
			return true
		}
	}
	return false
}

// castProven reports whether the type CastType i asserts is known where
// i would go: its operand has it, or an Assume of an IsType of the
// operand with that type (or a narrower one) is in the preheader or
// dominates the loop.
func (h *hoister) castProven(i *pir.Instr) bool {
	v := i.Args[0]
	want, ok := i.Aux.(pir.Type)
	if !ok {
		return false
	}
	if !v.Type.IsVoid() && v.Type.Sub(want) {
		return true
	}
	proves := func(b *pir.Block) bool {
		if b == nil {
			return false
		}
		for _, x := range b.Instrs {
			if x.Op != pir.Assume || x.Args[0].Op != pir.IsType || x.Args[0].Args[0] != v {
				continue
			}
			if t, ok := x.Args[0].Aux.(pir.Type); ok && t.Sub(want) {
				return true
			}
		}
		return false
	}
	if proves(h.land) || h.pre != h.land && proves(h.pre) {
		return true
	}
	for b := h.ls.Dom.IDom(h.l.Header); b != nil; b = h.ls.Dom.IDom(b) {
		if proves(b) {
			return true
		}
	}
	return false
}

// reexecutable reports whether running i again, after a deopt to a
// checkpoint before it, is unobservable: it reads at most, and may
// fail (it did not, the first time, and gives the same outcome on the
// same operands). A LdFun that an Assume earlier in the block proves to
// find a base function is (proven).
func reexecutable(i *pir.Instr, proven func(*pir.Instr) bool) bool {
	if pir.ComputeEffects(i)&^(pir.ReadsEnv|pir.Visibility|pir.TriggersDeopt|pir.Error) == 0 {
		return true
	}
	return i.Op == pir.LdFun && proven(i)
}

// checkpoint returns the checkpoint hoisted Assumes use, finding or
// making it on first use (see licm); nil when there can be none.
func (h *hoister) checkpoint() *pir.Instr {
	if h.cp != nil || h.noCP {
		return h.cp
	}
	pre := h.preheader()
	if pre == nil {
		h.noCP = true
		return nil
	}
	if h.cp != nil {
		return h.cp
	}
	hdr := h.l.Header
	hcp := headerCheckpoint(hdr)
	if hcp == nil {
		h.noCP = true
		return nil
	}
	idx := -1
	for k, p := range hdr.Preds {
		if p == pre {
			idx = k
		}
	}
	instrs := h.cloneDeopt(hdr, hdr.Succs[1], idx)
	if idx < 0 || instrs == nil {
		h.noCP = true
		return nil
	}
	// pre: … Checkpoint → land: Jmp header, and the new deopt block.
	c := h.c
	land, deopt := c.NewBlock(), c.NewBlock()
	deopt.Deopt = true
	for _, x := range instrs {
		x.Block = deopt
		deopt.Instrs = append(deopt.Instrs, x)
	}
	jmp := pre.Terminator()
	jmp.Remove()
	cp := pre.Append(pir.Checkpoint)
	cp.Type = pir.CheckpointT
	pre.Succs = nil
	pre.AddEdge(land)
	pre.AddEdge(deopt)
	land.Append(pir.Jmp)
	land.Succs = []*pir.Block{hdr}
	hdr.Preds[idx] = land
	for m := h.l.Parent; m != nil; m = m.Parent {
		m.addBlockBefore(land, hdr)
	}
	h.cp, h.land = cp, land
	return cp
}

// reusableCheckpoint returns the checkpoint pre continues, when every
// instruction of pre may run again after a deopt to it.
func (h *hoister) reusableCheckpoint(pre *pir.Block) *pir.Instr {
	if len(pre.Preds) != 1 {
		return nil
	}
	q := pre.Preds[0]
	t := q.Terminator()
	if t == nil || t.Op != pir.Checkpoint || len(q.Succs) != 2 || q.Succs[0] != pre || q.Succs[1] == pre {
		return nil
	}
	type pair struct {
		sym *rt.Symbol
		env *pir.Instr
	}
	proven := map[pair]bool{}
	isProven := func(i *pir.Instr) bool { return proven[pair{i.Sym(), i.Env()}] }
	for _, i := range pre.Instrs[:len(pre.Instrs)-1] {
		if !reexecutable(i, isProven) {
			return nil
		}
		if i.Op == pir.Assume && i.Args[0].Op == pir.IsBaseFn {
			proven[pair{i.Args[0].Sym(), i.Args[0].Env()}] = true
		}
	}
	return t
}

// headerCheckpoint is the checkpoint ending the loop header, when only
// phis and pure instructions precede it there (so its framestate is the
// state on arrival at the header).
func headerCheckpoint(hdr *pir.Block) *pir.Instr {
	t := hdr.Terminator()
	if t == nil || t.Op != pir.Checkpoint || len(hdr.Succs) != 2 {
		return nil
	}
	for _, i := range hdr.Instrs[:len(hdr.Instrs)-1] {
		if i.Op != pir.Phi && pir.ComputeEffects(i) != 0 {
			return nil
		}
	}
	return t
}

// cloneDeopt copies the instructions of the header's deopt block d for
// a deopt from the end of the header's predecessor idx: a header phi
// becomes its operand from there, a pure instruction of the header is
// copied along. It returns nil when d is not a plain deopt block of the
// header or uses something else of the loop.
func (h *hoister) cloneDeopt(hdr, d *pir.Block, idx int) []*pir.Instr {
	if idx < 0 || len(d.Preds) != 1 || d.Preds[0] != hdr || len(d.Succs) != 0 {
		return nil
	}
	if t := d.Terminator(); t == nil || t.Op != pir.Deopt {
		return nil
	}
	var out []*pir.Instr
	m := map[*pir.Instr]*pir.Instr{}
	var clone func(x *pir.Instr) *pir.Instr
	var mapv func(a *pir.Instr) *pir.Instr
	mapv = func(a *pir.Instr) *pir.Instr {
		if x, ok := m[a]; ok {
			return x
		}
		switch {
		case a.Block == hdr && a.Op == pir.Phi:
			return a.Args[idx]
		case a.Block == hdr && a.Op != pir.Checkpoint:
			return clone(a)
		case a.Block == d || h.l.Defines(a):
			return nil
		}
		return a
	}
	clone = func(x *pir.Instr) *pir.Instr {
		if x.Op == pir.Phi {
			return nil
		}
		args := make([]*pir.Instr, len(x.Args))
		for k, a := range x.Args {
			if args[k] = mapv(a); args[k] == nil {
				return nil
			}
		}
		y := h.c.NewInstr(x.Op, args...)
		y.Type, y.AuxInt, y.Effects = x.Type, x.AuxInt, x.Effects
		// Auxes that passes may edit in place are copied.
		switch a := x.Aux.(type) {
		case *pir.FrameStateAux:
			cp := *a
			y.Aux = &cp
		case *pir.EnvAux:
			cp := *a
			cp.Names = append([]*rt.Symbol(nil), a.Names...)
			y.Aux = &cp
		default:
			y.Aux = x.Aux
		}
		m[x] = y
		out = append(out, y)
		return y
	}
	for _, x := range d.Instrs {
		if clone(x) == nil {
			return nil
		}
	}
	return out
}
