package opt

import "gorir/internal/pir"

// dce removes what cannot matter:
//
//   - a Checkpoint that no Assume refers to becomes a jump to its main
//     successor, and its deoptimisation branch goes;
//   - blocks that cannot be reached from the entry go;
//   - an operator that cannot dispatch names no environment (E0), so
//     that an environment only operators name may go;
//   - an environment that is no frame's and that nothing reads (only
//     stores into it, and promises over it only stored there) goes,
//     with its stores and those promises;
//   - a Visible or Invisible whose flag is set again, later in the same
//     block, by an instruction that always sets it and runs no code, with
//     nothing in between that could observe the flag (code that runs R,
//     a possible deoptimisation, a context change, the block's end), goes;
//   - every instruction whose result is not used (directly or through
//     other removable instructions, phi cycles included) and whose
//     effects, refined by its operand types, are none goes: unused
//     constants, type tests and casts, framestates no Deopt needs, phis,
//     a Force of a value that cannot be a promise; an unused promise
//     (MkArg) or environment that is no frame's (MkEnv), and the
//     UpdatePromises of a promise that goes. Anything else with an effect
//     (stores, calls, Force of what may be a promise, Assume, Visible, a
//     frame's MkEnv, …) stays.
func dce(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if dceCode(c) {
			changed = true
		}
	}
	return changed
}

func dceCode(c *pir.Code) bool {
	changed := false
	// Checkpoints without an Assume.
	anchored := map[*pir.Instr]bool{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Assume && len(i.Args) == 2 {
				anchored[i.Args[1]] = true
			}
		}
	}
	for _, b := range c.Blocks {
		if t := b.Terminator(); t != nil && t.Op == pir.Checkpoint && !anchored[t] && len(b.Succs) == 2 {
			replaceTerminator(b, 0)
			changed = true
		}
	}
	if removeUnreachable(c) {
		changed = true
	}
	if removeDeadVisibility(c) {
		changed = true
	}
	if dropUnusedEnvOperands(c) {
		changed = true
	}
	if removeWriteOnlyEnvs(c) {
		changed = true
	}
	// Mark and sweep: what has an effect, ends a block, or feeds such an
	// instruction stays.
	live := map[*pir.Instr]bool{}
	var work []*pir.Instr
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op.IsTerminator() || !removable(i) {
				live[i] = true
				work = append(work, i)
			}
		}
	}
	// An UpdatePromise matters only while its promise is live.
	var updates []*pir.Instr
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.UpdatePromise {
				updates = append(updates, i)
			}
		}
	}
	for {
		for len(work) > 0 {
			i := work[len(work)-1]
			work = work[:len(work)-1]
			for _, a := range i.Args {
				if a != nil && !live[a] {
					live[a] = true
					work = append(work, a)
				}
			}
		}
		for _, u := range updates {
			if !live[u] && live[u.Args[0]] {
				live[u] = true
				work = append(work, u)
			}
		}
		if len(work) == 0 {
			break
		}
	}
	dead := map[*pir.Instr]bool{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if !live[i] {
				dead[i] = true
			}
		}
	}
	if len(dead) > 0 {
		removeInstrs(c, dead)
		changed = true
	}
	return changed
}

// envOnlyForDispatch are the ops whose environment operand serves only
// dispatch to a user's method (and the generic fallback that does it):
// with operands that cannot dispatch, they never look at it.
var envOnlyForDispatch = map[pir.Op]bool{
	pir.Add: true, pir.Sub: true, pir.Mul: true, pir.Div: true, pir.Pow: true,
	pir.Mod: true, pir.IDiv: true, pir.Eq: true, pir.Ne: true, pir.Lt: true,
	pir.Gt: true, pir.Le: true, pir.Ge: true, pir.LAnd: true, pir.LOr: true,
	pir.Neg: true, pir.UPlus: true, pir.Not: true, pir.Colon: true,
	pir.Extract1: true, pir.Extract2: true, pir.Dollar: true,
	pir.Subassign1: true, pir.Subassign2: true, pir.DollarAssign: true,
}

// dropUnusedEnvOperands replaces by E0 (no environment) the local
// environment operand of an instruction that cannot use it (an
// operator whose refined effects touch no environment), so that an
// environment only such instructions name may go.
func dropUnusedEnvOperands(c *pir.Code) bool {
	const usesEnv = pir.ReadsEnv | pir.WritesEnv | pir.Executes | pir.Reflection | pir.LeaksEnv
	changed := false
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if !envOnlyForDispatch[i.Op] {
				continue
			}
			if env := i.Env(); env == nil || env.Op != pir.MkEnv || pir.ComputeEffects(i)&usesEnv != 0 {
				continue
			}
			i.Args[len(i.Args)-1] = c.EnvConstInstr(pir.NoEnv)
			changed = true
		}
	}
	return changed
}

// removeWriteOnlyEnvs removes the environments that are no frame's and
// that nothing reads: their only uses are stores into them, and promises
// over them (an inlined callee's default arguments) that are only stored
// into them and recorded (UpdatePromise). The stores, the promises and
// their UpdatePromises go with them.
func removeWriteOnlyEnvs(c *pir.Code) bool {
	u := uses(c)
	dead := map[*pir.Instr]bool{}
	for _, b := range c.Blocks {
		for _, m := range b.Instrs {
			if m.Op != pir.MkEnv {
				continue
			}
			if aux, _ := m.Aux.(*pir.EnvAux); aux != nil && aux.Closure != nil && !aux.Detached {
				continue
			}
			gone := []*pir.Instr{m}
			ok := true
			for _, x := range u[m] {
				switch {
				case x.Op == pir.StVar && x.Env() == m && x.Args[0] != m:
					gone = append(gone, x)
				case x.Op == pir.MkArg && x.Env() == m:
					gone = append(gone, x)
					for _, y := range u[x] {
						switch {
						case y.Op == pir.StVar && y.Env() == m && y.Args[0] == x:
						case y.Op == pir.UpdatePromise && y.Args[0] == x:
							gone = append(gone, y)
						default:
							ok = false
						}
					}
				default:
					ok = false
				}
			}
			if ok {
				for _, x := range gone {
					dead[x] = true
				}
			}
		}
	}
	removeInstrs(c, dead)
	return len(dead) > 0
}

// removeDeadVisibility removes the Visible and Invisible instructions
// whose flag is overwritten before anything can observe it.
func removeDeadVisibility(c *pir.Code) bool {
	const observes = pir.Executes | pir.Reflection | pir.TriggersDeopt | pir.ChangesContext
	dead := map[*pir.Instr]bool{}
	for _, b := range c.Blocks {
		for k, x := range b.Instrs {
			if x.Op != pir.Visible && x.Op != pir.Invisible {
				continue
			}
			for _, y := range b.Instrs[k+1:] {
				if y.Op.IsTerminator() {
					break
				}
				e := pir.ComputeEffects(y)
				if e&observes != 0 {
					break
				}
				if e.Has(pir.Visibility) {
					dead[x] = true
					break
				}
			}
		}
	}
	removeInstrs(c, dead)
	return len(dead) > 0
}

// removable reports whether i may go when its result is unused: it has
// no effects, or it is a Force of a value that cannot be a promise nor
// the missing marker, which does nothing (its refined effects keep the
// deopt and env-leak bits of a call, which only a forced promise could
// have).
func removable(i *pir.Instr) bool {
	if pir.ComputeEffects(i).Pure() {
		return true
	}
	switch i.Op {
	case pir.MkArg, pir.UpdatePromise:
		// A promise nobody holds cannot be forced; recording the value
		// of one nobody holds changes nothing (see dceCode).
		return true
	case pir.MkEnv:
		// An environment nobody holds, and no frame's, is never seen.
		aux, _ := i.Aux.(*pir.EnvAux)
		return aux == nil || aux.Closure == nil || aux.Detached
	}
	if i.Op == pir.Force && len(i.Args) > 0 {
		t := i.Args[0].Type
		return !t.IsVoid() && !t.MaybeLazy() && !t.MaybeMissing()
	}
	return false
}
