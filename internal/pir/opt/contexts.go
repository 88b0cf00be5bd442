package opt

import "gorir/internal/pir"

// contexts removes the R call context of an inlined call (PushContext …
// PopContext) when nothing between the two can observe it. The inline
// pass pushes a context whenever the callee's code may run R code,
// signal a condition or deoptimise, judging the callee before its
// arguments' promises are inlined; once the promise pass has inlined
// them and scope resolution has settled their loads, an inlinee often
// does none of that (f <- function(x) x; f(i) is a move), and the frame
// only costs: pushing it, and the environment it needs.
//
// A context goes when the code from its PushContext to its PopContexts
// is a region only the push enters, every path through it reaches a
// PopContext of it or a deoptimisation, and no instruction in it may run
// code, reach environments reflectively, signal a warning or an error R
// would report against the innermost frame's call (an operator's error
// names the operator's own call), leak an environment or change
// contexts. A deoptimisation inside still needs the frame: the
// framestate of the inlined callee's level (the one whose environment
// is the callee's) gets the call and, as an operand, the function, and
// the backend makes the frame when it deoptimises there (see
// lower/deopt.go). The inlinee's environment, when still made, becomes
// detached: no frame's (so the elide pass may remove it, or make it only
// in the deoptimisation branches).
func contexts(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		u := uses(c)
		var pushes []*pir.Instr
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op == pir.PushContext {
					pushes = append(pushes, i)
				}
			}
		}
		dead := map[*pir.Instr]bool{}
		for _, p := range pushes {
			if removeContext(p, u, dead) {
				changed = true
			}
		}
		removeInstrs(c, dead)
	}
	return changed
}

// observesContext are the effects that keep a context.
const observesContext = pir.Executes | pir.Reflection | pir.Warn |
	pir.LeaksEnv | pir.ChangesContext

// ownErrorCall are the ops whose errors R reports against their own call
// (Error in x + y : …, Error in if (…) … : …), not the frame's: an error
// from one of them does not show the context. (A calling handler could
// still list the frames before the stack unwinds; that much reflection
// is not kept exact.)
var ownErrorCall = map[pir.Op]bool{
	pir.Add: true, pir.Sub: true, pir.Mul: true, pir.Div: true, pir.Pow: true,
	pir.Mod: true, pir.IDiv: true, pir.Eq: true, pir.Ne: true, pir.Lt: true,
	pir.Gt: true, pir.Le: true, pir.Ge: true, pir.LAnd: true, pir.LOr: true,
	pir.Neg: true, pir.UPlus: true, pir.Not: true, pir.AsTest: true,
	pir.LglOperand: true, pir.Colon: true, pir.Extract1: true,
	pir.Extract2: true, pir.Dollar: true, pir.Subassign1: true,
	pir.Subassign2: true, pir.DollarAssign: true, pir.ForInit: true,
}

// observes reports whether i may observe the context of the region it
// is in.
func observes(i *pir.Instr) bool {
	e := pir.ComputeEffects(i)
	if e&observesContext != 0 {
		return true
	}
	return e&pir.Error != 0 && !ownErrorCall[i.Op]
}

// removeContext marks push and its pops (its uses) dead when the region
// between them cannot observe the context, giving the framestates of
// the deoptimisations inside the call.
func removeContext(push *pir.Instr, u map[*pir.Instr][]*pir.Instr, dead map[*pir.Instr]bool) bool {
	users := u[push]
	for _, u := range users {
		if u.Op != pir.PopContext || u.Args[0] != push {
			return false
		}
	}
	aux, _ := push.Aux.(*pir.CallAux)
	if len(users) == 0 || aux == nil || aux.Site == nil {
		return false
	}
	pops := map[*pir.Instr]bool{}
	for _, u := range users {
		pops[u] = true
	}
	// frameEnv is the callee's environment: the first closure
	// environment made after the push, which the backend binds to it.
	var frameEnv *pir.Instr
	var envs, deopts []*pir.Instr
	made := map[*pir.Instr]bool{}
	// The region: the blocks reached from the push without passing a
	// pop (loops inside are fine; a path back to the push's block is
	// not), each scanned from its start (the push's block from after
	// the push) to its end or to a pop.
	seen := map[*pir.Block]bool{push.Block: true}
	work := []*pir.Block{push.Block}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if t := b.Terminator(); t != nil && t.Op == pir.Deopt {
			deopts = append(deopts, t)
			continue
		}
		start := 0
		if b == push.Block {
			start = push.Pos() + 1
		}
		popped := false
		for _, i := range b.Instrs[start:] {
			if pops[i] {
				popped = true
				break
			}
			switch {
			case !observes(i):
			case i.Op == pir.MkArg && heldLocally(i, u[i]):
			case i.Op == pir.StVar && made[i.Env()]:
				// A binding of an environment made here: nothing can
				// have locked it.
			default:
				return false
			}
			if i.Op == pir.MkEnv {
				made[i] = true
				if a, ok := i.Aux.(*pir.EnvAux); ok && a.Closure != nil && !a.Detached {
					if frameEnv == nil {
						frameEnv = i
					}
					envs = append(envs, i)
				}
			}
		}
		if popped {
			continue
		}
		if len(b.Succs) == 0 {
			return false // left without ending the context
		}
		for _, s := range b.Succs {
			if s == push.Block {
				return false
			}
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	// Only the push enters the region.
	for b := range seen {
		if b == push.Block {
			continue
		}
		for _, p := range b.Preds {
			if !seen[p] {
				return false
			}
		}
	}
	// The callee's level of each deoptimisation's framestate chain.
	var levels []*pir.Instr
	for _, d := range deopts {
		lv := calleeLevel(d.Args[0], frameEnv)
		if lv == nil {
			return false
		}
		levels = append(levels, lv)
	}
	for _, lv := range levels {
		fa := lv.Aux.(*pir.FrameStateAux)
		if fa.Site != nil {
			continue // shared by two chains, done already
		}
		k := fa.Stack + fa.Temps + 1
		lv.Args = append(lv.Args[:k], append([]*pir.Instr{push.Args[0]}, lv.Args[k:]...)...)
		fa.Site = aux.Site
	}
	for _, e := range envs {
		e.Aux.(*pir.EnvAux).Detached = true
	}
	for _, u := range users {
		dead[u] = true
	}
	dead[push] = true
	return true
}

// heldLocally reports whether promise p (an MkArg) is only held where no
// code could force it but the region's own: bound in environments,
// recorded (UpdatePromise), forced, or described by framestates. Its
// environment does not escape through it.
func heldLocally(p *pir.Instr, users []*pir.Instr) bool {
	for _, u := range users {
		switch {
		case u.Op == pir.StVar && u.Args[0] == p,
			u.Op == pir.MkEnv && u.Env() != p,
			u.Op == pir.UpdatePromise && u.Args[0] == p,
			u.Op == pir.Force && u.Args[0] == p,
			u.Op == pir.FrameState:
		default:
			return false
		}
	}
	return true
}

// calleeLevel is the framestate of chain fs whose environment is env: an
// inlined level without a call of its own, or nil.
func calleeLevel(fs, env *pir.Instr) *pir.Instr {
	for fs != nil && fs.Op == pir.FrameState && env != nil {
		fa, ok := fs.Aux.(*pir.FrameStateAux)
		if !ok {
			return nil
		}
		if fs.Args[fa.Stack+fa.Temps] == env {
			if !fa.Inlined || fa.Site != nil {
				return nil
			}
			return fs
		}
		if !fa.Inlined {
			return nil
		}
		fs = fs.Args[len(fs.Args)-1]
	}
	return nil
}
