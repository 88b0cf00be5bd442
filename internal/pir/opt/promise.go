package opt

import "gorir/internal/pir"

// Promise inlining ("R Melts Brains", section 4.5).
//
// Once a callee is inlined, the promise its caller made (MkArg) and the
// Force that evaluates it are in the same code. A forward dataflow
// analysis gives every MkArg a state at each program point:
//
//	⊥          not forced, not escaped
//	forced(l)  forced by the Force at l (on every path)
//	leaked     bound in an environment (MkEnv, StVar) and not forced
//	⊤          anything else: may have been forced elsewhere, or escaped
//	           where code we do not see may force it
//
// A Force of the promise moves ⊥ and leaked to forced(l); binding it in
// an environment moves ⊥ to leaked; once leaked, any instruction that
// may run arbitrary code or reflect (it could reach the environment and
// force the promise) moves it to ⊤; any other use (a call argument, a
// phi…) moves it to ⊤. Merging disagreeing states gives ⊤.
//
// At a Force whose state before is ⊥ or leaked the promise has certainly
// not been evaluated yet, so its code (Version.Promises[k], built without
// speculation) is inlined there, running in the MkArg's environment (the
// promise code's O); the Force and every Force of the promise it
// dominates read the inlined result. If nothing else uses the promise
// any more, the MkArg goes; otherwise (it is bound in an environment,
// recorded in a framestate, or forced on a path that does not pass the
// inlined code) it stays and UpdatePromise(p, v) right after the inlined
// code sets its value slot, so every later reader sees it forced.
//
// Promise codes with a non-local exit (return, break, next) are not
// inlined. For promises that are arguments of the function (LdArg),
// whose code is unknown, a Force dominated by another Force of the same
// value reads the dominating one's result instead.

const (
	// maxPromiseInline bounds the promise code inlined.
	maxPromiseInline = 80
	// maxPromiseInlinesPerRun bounds the promises inlined by one run.
	maxPromiseInlinesPerRun = 32
)

// promiseState is the analysis' lattice.
type promiseState struct {
	kind uint8
	at   *pir.Instr
}

const (
	psBot uint8 = iota
	psForced
	psLeaked
	psTop
)

func joinState(a, b promiseState) promiseState {
	if a == b {
		return a
	}
	return promiseState{kind: psTop}
}

func promiseInline(v *pir.Version) bool {
	c := v.Body
	if c == nil {
		return false
	}
	changed := dedupArgForces(c)
	for n := 0; n < maxPromiseInlinesPerRun; n++ {
		done := false
		for _, m := range promiseCandidates(v) {
			if l := forceToInline(c, m); l != nil {
				inlinePromise(v, m, l)
				done = true
				break
			}
		}
		if !done {
			break
		}
		changed = true
	}
	return changed
}

// promiseCandidates lists the MkArgs of v's body whose promise code is
// inlinable and that some Force uses.
func promiseCandidates(v *pir.Version) []*pir.Instr {
	var out []*pir.Instr
	forced := map[*pir.Instr]bool{}
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Force && i.Args[0].Op == pir.MkArg {
				forced[i.Args[0]] = true
			}
		}
	}
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op != pir.MkArg || !forced[i] {
				continue
			}
			p, _ := i.Aux.(*pir.Promise)
			if p == nil || p.PIR == nil || p.Index < 0 || p.Index >= len(v.Promises) || v.Promises[p.Index] != p.PIR {
				continue
			}
			if promiseInlinable(p.PIR) {
				out = append(out, i)
			}
		}
	}
	return out
}

// promiseInlinable reports whether a promise code may be inlined into
// the body.
func promiseInlinable(pc *pir.Code) bool {
	if bodySize(pc) > maxPromiseInline {
		return false
	}
	for _, b := range pc.Blocks {
		for _, i := range b.Instrs {
			switch i.Op {
			case pir.ReturnNL, pir.BreakNL, pir.NextNL, pir.FrameState, pir.Checkpoint,
				pir.LdArg, pir.OSRValue, pir.PushContext, pir.PopContext:
				return false
			}
		}
	}
	return true
}

// forceToInline runs the analysis for m and returns the first Force
// (in reverse postorder) at which m is certainly not yet evaluated, or
// nil.
func forceToInline(c *pir.Code, m *pir.Instr) *pir.Instr {
	dom := pir.Dominators(c)
	rpo := dom.RPO()
	in := map[*pir.Block]promiseState{}
	visited := map[*pir.Block]bool{}
	var found *pir.Instr
	step := func(st promiseState, i *pir.Instr, record bool) promiseState {
		if i == m {
			return promiseState{}
		}
		uses := false
		for _, a := range i.Args {
			if a == m {
				uses = true
				break
			}
		}
		if !uses {
			if st.kind == psLeaked && i.Effects&(pir.Executes|pir.Reflection) != 0 {
				return promiseState{kind: psTop}
			}
			return st
		}
		switch i.Op {
		case pir.Force:
			if i.Args[0] != m {
				return promiseState{kind: psTop}
			}
			switch st.kind {
			case psBot, psLeaked:
				if record && found == nil {
					found = i
				}
				return promiseState{kind: psForced, at: i}
			}
			return st
		case pir.MkEnv, pir.StVar:
			if i.Op == pir.StVar && i.Args[0] != m {
				return promiseState{kind: psTop}
			}
			if st.kind == psBot {
				return promiseState{kind: psLeaked}
			}
			return st
		case pir.FrameState:
			return st
		}
		return promiseState{kind: psTop}
	}
	run := func(b *pir.Block, record bool) promiseState {
		st := in[b]
		for _, i := range b.Instrs {
			st = step(st, i, record)
		}
		return st
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo {
			var st promiseState
			first := true
			for _, p := range b.Preds {
				if !visited[p] {
					continue
				}
				out := run(p, false)
				if first {
					st, first = out, false
				} else {
					st = joinState(st, out)
				}
			}
			if !visited[b] || in[b] != st {
				in[b], visited[b] = st, true
				changed = true
			}
		}
	}
	for _, b := range rpo {
		if b.Deopt {
			continue
		}
		run(b, true)
		if found != nil {
			return found
		}
	}
	return nil
}

// inlinePromise inlines m's code at the Force l.
func inlinePromise(v *pir.Version, m, l *pir.Instr) {
	c := v.Body
	p := m.Aux.(*pir.Promise)
	pc := v.Promises[p.Index]
	dom := pir.Dominators(c)
	var dominated []*pir.Instr
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i != l && i.Op == pir.Force && i.Args[0] == m && dom.InstrDominates(l, i) {
				dominated = append(dominated, i)
			}
		}
	}
	lb := l.Block
	cont := splitAt(c, lb, l.Pos())
	cont.Instrs = cont.Instrs[1:]
	l.Block = nil
	penv := m.Env()
	subst := func(i *pir.Instr) *pir.Instr {
		if i.Op == pir.LdEnvConst {
			k := i.Aux.(pir.EnvConst)
			if k == pir.ClosureEnv {
				return penv
			}
			return c.EnvConstInstr(k)
		}
		return nil
	}
	sp := splice(c, pc, subst)
	c.Blocks = append(c.Blocks, sp.blocks...)
	lb.Append(pir.Jmp)
	lb.AddEdge(sp.entry)
	res := joinValues(sp.rets, sp.vals, cont)
	c.ReplaceUses(l, res)
	for _, f := range dominated {
		f.Remove()
		c.ReplaceUses(f, res)
	}
	used := false
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			for _, a := range i.Args {
				if a == m {
					used = true
				}
			}
		}
	}
	if !used {
		m.Remove()
		return
	}
	up := c.NewInstr(pir.UpdatePromise, m, res)
	at := 0
	for at < len(cont.Instrs) && cont.Instrs[at].Op == pir.Phi {
		at++
	}
	cont.Insert(at, up)
}

// dedupArgForces makes a Force of a function argument (LdArg) that
// another Force of it dominates read that one's result.
func dedupArgForces(c *pir.Code) bool {
	byArg := map[*pir.Instr][]*pir.Instr{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Force && i.Args[0].Op == pir.LdArg {
				byArg[i.Args[0]] = append(byArg[i.Args[0]], i)
			}
		}
	}
	var dom *pir.DomTree
	changed := false
	for _, fs := range byArg {
		if len(fs) < 2 {
			continue
		}
		if dom == nil {
			dom = pir.Dominators(c)
		}
		for _, f := range fs {
			for _, g := range fs {
				if g != f && g.Block != nil && f.Block != nil && dom.InstrDominates(g, f) {
					f.Remove()
					c.ReplaceUses(f, g)
					changed = true
					break
				}
			}
		}
	}
	return changed
}
