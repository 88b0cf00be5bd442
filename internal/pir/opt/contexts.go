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
// PopContext of it, and no instruction in it may run code, reach
// environments reflectively, signal an error or a warning (R reports
// them against the innermost frame), deoptimise (the baseline would
// resume in the frame), leak an environment or change contexts. The
// inlinee's environment, when still made, becomes detached: no frame's
// (the elide pass usually removes it next).
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
			if removeContext(p, u[p], dead) {
				changed = true
			}
		}
		removeInstrs(c, dead)
	}
	return changed
}

// observesContext are the effects that keep a context.
const observesContext = pir.Executes | pir.Reflection | pir.Error | pir.Warn |
	pir.TriggersDeopt | pir.LeaksEnv | pir.ChangesContext

// removeContext marks push and its pops (its uses) dead when the region
// between them cannot observe the context.
func removeContext(push *pir.Instr, users []*pir.Instr, dead map[*pir.Instr]bool) bool {
	for _, u := range users {
		if u.Op != pir.PopContext || u.Args[0] != push {
			return false
		}
	}
	if len(users) == 0 {
		return false
	}
	pops := map[*pir.Instr]bool{}
	for _, u := range users {
		pops[u] = true
	}
	var envs []*pir.Instr
	// scan walks block b from position n; it reports whether the region
	// stays clean.
	seen := map[*pir.Block]bool{push.Block: true}
	var scan func(b *pir.Block, n int) bool
	scan = func(b *pir.Block, n int) bool {
		for _, i := range b.Instrs[n:] {
			if pops[i] {
				return true
			}
			if pir.ComputeEffects(i)&observesContext != 0 {
				return false
			}
			if i.Op == pir.MkEnv {
				envs = append(envs, i)
			}
		}
		if len(b.Succs) == 0 {
			return false // left without ending the context
		}
		for _, s := range b.Succs {
			if seen[s] {
				return false // a loop, or a join with the push's block
			}
			seen[s] = true
			if !scan(s, 0) {
				return false
			}
		}
		return true
	}
	if !scan(push.Block, push.Pos()+1) {
		return false
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
	for _, e := range envs {
		if aux, ok := e.Aux.(*pir.EnvAux); ok && aux.Closure != nil {
			aux.Detached = true
		}
	}
	for _, u := range users {
		dead[u] = true
	}
	dead[push] = true
	return true
}
