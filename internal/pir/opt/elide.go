package opt

import (
	"slices"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// elide is the pass "elide": dead store elimination and the delay of
// environments into deoptimisation branches (section 4.4 of the paper),
// over the scope analysis of scope.go.
//
// An environment of the code's own (a MkEnv) that is still needed only
// by the framestates of deopt branches — the stores into it aside — is
// not made on the main path any more: each deopt branch that needs it
// makes it itself, just before its framestate, binding the variables
// to their values at that point as scope analysis knows them (one
// store's value, or the phi that merges several; a variable not bound
// yet gets the no-binding marker, which MkEnv skips). That needs every
// variable to be known at every such framestate, and, for a closure's
// own environment (which is also its frame's environment, that
// parent.frame() and friends hand out), that nothing on the main path
// can run code at all.
//
// Otherwise the environment stays, and a store into it is dead when on
// every path from it, before anything can look at the variable, the
// variable is stored again or the code leaves. What looks: a load
// (here or from an environment inside), code that runs with the
// environment as its operand or that may reach it reflectively, a
// framestate on the main path, leaving while an unchecked reflective
// access is possible; an environment that leaked keeps all its stores.
// A framestate of a deopt branch does not keep a store: the store is
// replayed there, just before it (StVar of the variable's current
// value), which needs the value known there.
//
// R copies a value on modification only when it may be shared, which
// it counts by bindings: a binding that disappears must not make a
// value look unshared while the code still holds it. So a store or a
// binding is only dropped when its value is a plain scalar (the
// backend keeps those unboxed and boxes them afresh for each
// consumer), a constant, or a value the code does not hand to anything
// that could keep or change it.
func elide(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if !hasMkEnv(c) {
			continue
		}
		for round := 0; round < 64; round++ {
			s := analyseScope(c, false, nil)
			did := false
			for k := len(s.envs) - 1; k >= 0 && !did; k-- {
				did = delayEnv(s, k)
			}
			for k := len(s.envs) - 1; k >= 0 && !did; k-- {
				did = deadStores(s, k)
			}
			if !did {
				break
			}
			changed = true
			pir.Settle(c)
		}
	}
	return changed
}

// delayEnv moves local environment k into the deopt branches that need
// it, if it can.
func delayEnv(s *scope, k int) bool {
	c := s.code
	m := s.envs[k]
	if m.Block.Deopt {
		return false
	}
	aux, _ := m.Aux.(*pir.EnvAux)
	if aux == nil {
		return false
	}
	us := uses(c)
	var stores, stubTests []*pir.Instr
	var fss []*pir.Instr
	// own are the promises over m that m itself holds (the promises of
	// an inlined callee's defaults): they are made again with m.
	own := map[*pir.Instr]bool{}
	for _, u := range us[m] {
		switch {
		case u.Op == pir.StVar && u.Env() == m && u.Args[0] != m:
			// On the main path, or replayed in a deopt branch.
			stores = append(stores, u)
		case u.Op == pir.MkArg && u.Env() == m && !u.Block.Deopt && heldByEnv(u, m, us[u]):
			own[u] = true
		case u.Op == pir.FrameState && u.Block.Deopt && fsEnvOnly(u, m):
			if !slices.Contains(fss, u) {
				fss = append(fss, u)
			}
		case u.Op == pir.IsEnvStub && onlyAssumes(u, us[u]):
			stubTests = append(stubTests, u)
		default:
			return false
		}
	}
	if aux.Closure != nil && !aux.Detached {
		// The frame's environment: nothing on the main path may run
		// code that could ask for it.
		for _, b := range c.Blocks {
			if b.Deopt {
				continue
			}
			for _, i := range b.Instrs {
				if i.Op == pir.PushContext || pir.ComputeEffects(i)&pir.RunsCode != 0 {
					return false
				}
			}
		}
	}
	// Every framestate's view of the environment must be known.
	for _, fs := range fss {
		st := s.stateBefore(fs.Block, fs.Pos())
		if st == nil {
			return false
		}
		e := &st.envs[k]
		if !e.live || e.refl || e.leak {
			return false
		}
		for x := range s.vars {
			if a := e.vars[x]; !a.onlyEps() && !s.known(st, k, x, true) {
				return false
			}
		}
	}
	// Bindings that disappear must not matter for sharing.
	dropping := map[*pir.Instr]bool{m: true}
	for _, st := range stores {
		dropping[st] = true
	}
	for _, st := range stores {
		if !own[st.Args[0]] && !dropSafe(st.Args[0], dropping, us) {
			return false
		}
	}
	for _, a := range m.ValueArgs() {
		if !dropSafe(a, dropping, us) {
			return false
		}
	}
	// Build the environments of the deopt branches (values first: the
	// walk back to the definitions needs the stores in place).
	type rebuilt struct {
		at    *pir.Instr // the first framestate of its block using m
		names []*rt.Symbol
		vals  []*pir.Instr
		// promises are the own promises bound, made again over the new
		// environment (their bindings are the no-binding marker until
		// then).
		promises []ownPromise
	}
	ssa := newSSA(s)
	var unbound *pir.Instr
	var plan []rebuilt
	done := map[*pir.Block]bool{}
	for _, fs := range fss {
		b := fs.Block
		if done[b] {
			continue
		}
		done[b] = true
		first := fs
		for _, i := range b.Instrs {
			if slices.Contains(fss, i) {
				first = i
				break
			}
		}
		pos := first.Pos()
		st := s.stateBefore(b, pos)
		r := rebuilt{at: first}
		for _, x := range envOrder(s, m) {
			if st.envs[k].vars[x].onlyEps() {
				continue
			}
			val := ssa.valueBefore(b, pos, k, x)
			if val == nil {
				return false
			}
			if own[val] {
				// Its value is known there only if it was recorded on
				// every path or on none.
				for _, u := range us[val] {
					if u.Op == pir.UpdatePromise && !s.dom.InstrDominates(u, first) && reaches(u, first) {
						return false
					}
				}
				r.promises = append(r.promises, ownPromise{s.vars[x], val})
				r.names = append(r.names, s.vars[x])
				r.vals = append(r.vals, entryConst(c, &unbound, rt.Unbound))
				continue
			}
			if val.Type.MaybeMissing() && aux.Formals != nil && isFormalWithDefault(aux.Formals, s.vars[x]) {
				return false
			}
			r.names = append(r.names, s.vars[x])
			r.vals = append(r.vals, val)
		}
		plan = append(plan, r)
	}
	for _, r := range plan {
		b := r.at.Block
		env := c.NewInstr(pir.MkEnv, append(r.vals, m.Env())...)
		env.Aux = &pir.EnvAux{Names: r.names, Closure: aux.Closure, Formals: aux.Formals}
		env.Type = pir.Env
		b.Insert(r.at.Pos(), env)
		for _, i := range b.Instrs {
			if i.Op == pir.FrameState {
				if n := fsEnvIndex(i); n >= 0 && i.Args[n] == m {
					i.Args[n] = env
				}
			}
		}
		at := env.Pos() + 1
		for _, op := range r.promises {
			// The promise again, bound as MakeEnv would have, with the
			// value it had if it was forced on every path here.
			p := c.NewInstr(pir.MkArg, env)
			p.Aux, p.AuxInt, p.Type = op.p.Aux, op.p.AuxInt, op.p.Type
			st := c.NewInstr(pir.StVar, p, env)
			st.Aux = op.name
			b.Insert(at, p)
			b.Insert(at+1, st)
			at += 2
			for _, u := range us[op.p] {
				if u.Op == pir.UpdatePromise && s.dom.InstrDominates(u, r.at) {
					up := c.NewInstr(pir.UpdatePromise, p, u.Args[1])
					b.Insert(at, up)
					at++
					break
				}
			}
		}
	}
	for p := range own {
		for _, u := range us[p] {
			if u.Op == pir.UpdatePromise {
				u.Remove()
			}
		}
	}
	for _, t := range stubTests {
		for _, a := range us[t] {
			a.Remove()
		}
		t.Remove()
	}
	for _, st := range stores {
		st.Remove()
	}
	for p := range own {
		p.Remove()
	}
	m.Remove()
	return true
}

// reaches reports whether some path leads from instruction a to b.
func reaches(a, b *pir.Instr) bool {
	if a.Block == b.Block && a.Pos() < b.Pos() {
		return true
	}
	seen := map[*pir.Block]bool{}
	work := append([]*pir.Block(nil), a.Block.Succs...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b.Block {
			return true
		}
		if seen[x] {
			continue
		}
		seen[x] = true
		work = append(work, x.Succs...)
	}
	return false
}

// ownPromise is a promise an environment holds over itself, and the
// variable bound to it.
type ownPromise struct {
	name *rt.Symbol
	p    *pir.Instr
}

// heldByEnv reports whether promise p (over m) is only held by m: bound
// there by stores, or recorded by UpdatePromise.
func heldByEnv(p, m *pir.Instr, users []*pir.Instr) bool {
	for _, u := range users {
		switch {
		case u.Op == pir.StVar && u.Env() == m && u.Args[0] == p:
		case u.Op == pir.UpdatePromise && u.Args[0] == p:
		default:
			return false
		}
	}
	return true
}

// envOrder lists the variables to bind when rebuilding m: its own
// names first, in order, then the others in the order the analysis met
// them.
func envOrder(s *scope, m *pir.Instr) []int {
	var out []int
	seen := map[int]bool{}
	if aux, ok := m.Aux.(*pir.EnvAux); ok {
		for _, n := range aux.Names {
			if x, ok := s.varIdx[n]; ok && !seen[x] {
				out = append(out, x)
				seen[x] = true
			}
		}
	}
	for x := range s.vars {
		if !seen[x] {
			out = append(out, x)
		}
	}
	return out
}

func isFormalWithDefault(formals *rt.PairList, sym *rt.Symbol) bool {
	for _, f := range formals.Items {
		if f.Tag == sym {
			return f.Val != rt.MissingArg
		}
	}
	return false
}

// fsEnvIndex is the position of a framestate's environment operand.
func fsEnvIndex(fs *pir.Instr) int {
	a, ok := fs.Aux.(*pir.FrameStateAux)
	if !ok || a.Stack+a.Temps >= len(fs.Args) {
		return -1
	}
	return a.Stack + a.Temps
}

// fsEnvOnly reports whether framestate fs uses m only as its
// environment.
func fsEnvOnly(fs, m *pir.Instr) bool {
	n := fsEnvIndex(fs)
	if n < 0 || fs.Args[n] != m {
		return false
	}
	for k, a := range fs.Args {
		if a == m && k != n {
			return false
		}
	}
	return true
}

// onlyAssumes reports whether test t is used only as the test of
// Assumes.
func onlyAssumes(t *pir.Instr, us []*pir.Instr) bool {
	for _, u := range us {
		if u.Op != pir.Assume || u.Args[0] != t || u.Args[1] == t {
			return false
		}
	}
	return true
}

// dropSafe reports whether a binding of v may disappear without making
// v look unshared to code that could then change it in place while the
// code still holds it: v is a plain scalar or a constant, or nothing on
// the main path hands v (or what is the same value: a phi, cast or
// force of it) to anything that could keep or change it. Uses by
// instructions in dropping (the bindings that go) do not count, nor do
// deopt branches, which rebuild the bindings.
func dropSafe(v *pir.Instr, dropping map[*pir.Instr]bool, us map[*pir.Instr][]*pir.Instr) bool {
	if v.Op == pir.LdConst || v.Type.IsPlainNumber() {
		return true
	}
	if v.Op == pir.MkArg {
		// A promise is never changed in place by R code; its value is
		// marked shared where it is taken for an assignment.
		return true
	}
	seen := map[*pir.Instr]bool{}
	var ok func(x *pir.Instr) bool
	ok = func(x *pir.Instr) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		for _, u := range us[x] {
			if dropping[u] || u.Block == nil || u.Block.Deopt {
				continue
			}
			switch u.Op {
			case pir.Phi, pir.CastType, pir.Force:
				if !ok(u) {
					return false
				}
				continue
			case pir.FrameState, pir.IsType, pir.AsTest, pir.LglOperand, pir.IsTrue, pir.Return,
				pir.ChkFunction, pir.IsCallee, pir.ForInit, pir.ForStep, pir.ForElem:
				continue
			}
			if pir.ComputeEffects(u)&(pir.RunsCode|pir.LeaksArgs|pir.Mutates|pir.WritesEnv|pir.LeaksEnv) == 0 {
				continue
			}
			return false
		}
		return true
	}
	return ok(v)
}

// deadStores removes the dead stores into local environment k, replaying
// them in the deopt branches that need them.
func deadStores(s *scope, k int) bool {
	c := s.code
	m := s.envs[k]
	if m.Block.Deopt {
		return false
	}
	desc := map[*pir.Instr]bool{}
	for j, e := range s.envs {
		for p := j; p >= 0; p = s.parent[p] {
			if p == k {
				desc[e] = true
				break
			}
		}
	}
	if leaksAnywhere(c, desc) {
		return false
	}
	for e := range desc {
		for _, d := range s.mkDefs[e] {
			if !s.defs[d].hasValue() {
				return false // a default argument's promise over it
			}
		}
	}
	nv := len(s.vars)
	dots := -1
	if x, ok := s.varIdx[rt.DotsSym]; ok {
		dots = x
	}
	// The states before each instruction, for the exits.
	states := map[*pir.Instr]*scopeState{}
	s.walk(func(i *pir.Instr, st *scopeState) {
		if i.Op.IsTerminator() {
			states[i] = st.clone()
		}
	})
	// observer reports whether i may look at m reflectively (it runs
	// code that may reach m). Such an observer does not keep the stores
	// before it: the variables they may have changed are stored again
	// just before it (replayed, as in deopt branches), so that m is up
	// to date whenever code could look.
	// A framestate on the main path (an inlined callee's view of its
	// caller) and the context an inlined callee pushes look too, and so
	// does leaving while m may have been reached reflectively.
	observers := map[*pir.Instr]bool{}
	for _, b := range s.rpo {
		if b.Deopt {
			continue
		}
		for _, i := range b.Instrs {
			switch i.Op {
			case pir.FrameState:
				n := fsEnvIndex(i)
				observers[i] = n >= 0 && i.Args[n] == m
			case pir.PushContext:
				observers[i] = i.Env() == m
			case pir.Return, pir.ReturnNL, pir.BreakNL, pir.NextNL:
				// Leaving while code that ran may have kept m: it must
				// be up to date for whoever looks later.
				st := states[i]
				observers[i] = st != nil && st.envs[k].live && st.envs[k].refl
			default:
				observers[i] = pir.ComputeEffects(i)&pir.RunsCode != 0 && (s.reach[k] || desc[i.Env()])
			}
		}
	}
	observer := func(i *pir.Instr) bool { return observers[i] }
	// The backward liveness of the variables of m.
	type bits = []bool
	all := func(b bits) {
		for x := range b {
			b[x] = true
		}
	}
	// effect applies instruction i (with st the state before it)
	// backwards to live.
	effect := func(i *pir.Instr, st *scopeState, live bits) {
		if i.Op == pir.MkEnv && i == m {
			clear(live)
			return
		}
		if x, ok := s.definedVar(i, k); ok {
			live[x] = false
		}
		env := i.Env()
		switch i.Op {
		case pir.LdVar, pir.LdFun, pir.IsBaseFn, pir.Missing, pir.StartAssign:
			if desc[env] {
				live[s.varIdx[i.Sym()]] = true
			}
		case pir.LdVarSuper:
			if desc[env] && env != m {
				live[s.varIdx[i.Sym()]] = true
			}
		case pir.LdDots, pir.LdDDVal:
			if desc[env] {
				if dots >= 0 {
					live[dots] = true
				} else {
					all(live)
				}
			}
		case pir.StVar, pir.StVarSuper, pir.IsEnvStub, pir.Assume, pir.MkEnv:
		case pir.FrameState:
			if n := fsEnvIndex(i); n >= 0 && desc[i.Args[n]] && (!i.Block.Deopt || i.Args[n] != m) && !observer(i) {
				all(live)
			}
		case pir.PushContext:
			if desc[env] && !observer(i) {
				all(live)
			}
		case pir.Return, pir.ReturnNL, pir.BreakNL, pir.NextNL, pir.Unreachable:
			clear(live)
		default:
			eff := pir.ComputeEffects(i)
			if desc[env] && eff&(pir.ReadsEnv|pir.WritesEnv|pir.RunsCode) != 0 && !observer(i) {
				all(live)
			}
		}
	}
	liveIn := map[*pir.Block]bits{}
	for _, b := range s.rpo {
		liveIn[b] = make(bits, nv)
	}
	liveOut := func(b *pir.Block) bits {
		out := make(bits, nv)
		for _, succ := range b.Succs {
			if in, ok := liveIn[succ]; ok {
				for x := range out {
					out[x] = out[x] || in[x]
				}
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for j := len(s.rpo) - 1; j >= 0; j-- {
			b := s.rpo[j]
			live := liveOut(b)
			for n := len(b.Instrs) - 1; n >= 0; n-- {
				effect(b.Instrs[n], states[b.Instrs[n]], live)
			}
			if !slices.Equal(live, liveIn[b]) {
				liveIn[b] = live
				changed = true
			}
		}
	}
	// sunk[x] at a point: every path from there meets an observer or a
	// deopt branch before it stores x again or leaves. A store there is
	// not worth removing: it would only move down to its replays (and
	// the replays before an observer, of an earlier round, stay).
	sunkIn := map[*pir.Block]bits{}
	sunkOut := func(b *pir.Block) bits {
		out := make(bits, nv)
		if len(b.Succs) == 0 {
			return out
		}
		all(out)
		for _, succ := range b.Succs {
			if in, ok := sunkIn[succ]; ok {
				for x := range out {
					out[x] = out[x] && in[x]
				}
			}
		}
		return out
	}
	sunkStep := func(i *pir.Instr, sunk bits) {
		if observer(i) {
			all(sunk)
		} else if x, ok := s.definedVar(i, k); ok {
			sunk[x] = false
		}
	}
	for _, b := range s.rpo {
		sunkIn[b] = make(bits, nv)
		all(sunkIn[b])
	}
	for changed := true; changed; {
		changed = false
		for j := len(s.rpo) - 1; j >= 0; j-- {
			b := s.rpo[j]
			if b.Deopt {
				continue
			}
			sunk := sunkOut(b)
			for n := len(b.Instrs) - 1; n >= 0; n-- {
				sunkStep(b.Instrs[n], sunk)
			}
			if !slices.Equal(sunk, sunkIn[b]) {
				sunkIn[b] = sunk
				changed = true
			}
		}
	}
	// The dead stores.
	dead := map[*pir.Instr]bool{}
	for _, b := range s.rpo {
		if b.Deopt {
			continue
		}
		live, sunk := liveOut(b), sunkOut(b)
		for n := len(b.Instrs) - 1; n >= 0; n-- {
			i := b.Instrs[n]
			if i.Op == pir.StVar && i.Env() == m && i.Args[0] != m {
				if x := s.varIdx[i.Sym()]; !live[x] && !sunk[x] {
					dead[i] = true
				}
			}
			effect(i, states[i], live)
			sunkStep(i, sunk)
		}
	}
	if len(dead) == 0 {
		return false
	}
	us := uses(c)
	// Where removed stores must be replayed: the framestates of deopt
	// branches with m as environment, for the variables a removed
	// store may have changed since the environment was last up to
	// date (may), unless every path did (must).
	type replay struct {
		fs  *pir.Instr
		may bits
		all bits
	}
	var replays []replay
	for {
		may, must := dirtyAt(s, k, m, dead, observer)
		replays = replays[:0]
		bad := map[int]bool{}
		for _, b := range s.rpo {
			if b.Deopt {
				continue
			}
			for pos, i := range b.Instrs {
				if !observer(i) {
					continue
				}
				st := s.stateBefore(b, pos)
				if st == nil {
					continue
				}
				r := replay{fs: i, may: may(b, pos), all: must(b, pos)}
				for x := range r.may {
					// Where m may have been reached reflectively, its
					// binding is the truth unless this code stored the
					// variable since on every path.
					if r.may[x] && !s.known(st, k, x, true) && !(st.envs[k].refl && r.all[x] && s.knownIgnoringRefl(st, k, x)) {
						bad[x] = true
					}
				}
				replays = append(replays, r)
			}
		}
		for _, b := range s.rpo {
			if !b.Deopt {
				continue
			}
			for _, i := range b.Instrs {
				if i.Op != pir.FrameState || fsEnvIndex(i) < 0 || i.Args[fsEnvIndex(i)] != m {
					continue
				}
				pos := i.Pos()
				st := s.stateBefore(b, pos)
				if st == nil {
					continue
				}
				r := replay{fs: i, may: may(b, pos), all: must(b, pos)}
				for x := range r.may {
					if !r.may[x] {
						continue
					}
					if !s.known(st, k, x, true) && !(st.envs[k].refl && r.all[x] && s.knownIgnoringRefl(st, k, x)) {
						bad[x] = true
					}
				}
				replays = append(replays, r)
				break // later framestates of the block see the same
			}
		}
		// Keep the stores that cannot be replayed, or whose value's
		// sharing would suffer.
		kept := false
		for st := range dead {
			x := s.varIdx[st.Sym()]
			if bad[x] || !dropSafe(st.Args[0], dead, us) {
				delete(dead, st)
				kept = true
			}
		}
		if !kept {
			break
		}
		if len(dead) == 0 {
			return false
		}
	}
	// Replay, then remove.
	ssa := newSSA(s)
	type ins struct {
		fs  *pir.Instr
		x   int
		val *pir.Instr
	}
	var todo []ins
	for _, r := range replays {
		b := r.fs.Block
		pos := r.fs.Pos()
		for x := range r.may {
			if !r.may[x] {
				continue
			}
			val := ssa.valueBefore(b, pos, k, x)
			if val == nil {
				return false
			}
			todo = append(todo, ins{r.fs, x, val})
		}
	}
	for _, t := range todo {
		b := t.fs.Block
		st := c.NewInstr(pir.StVar, t.val, m)
		st.Aux = s.vars[t.x]
		b.Insert(t.fs.Pos(), st)
	}
	for st := range dead {
		st.Remove()
	}
	return true
}

// knownIgnoringRefl is known without the check for reflective access.
func (s *scope) knownIgnoringRefl(st *scopeState, k, x int) bool {
	e := st.envs[k]
	e.refl = false
	save := st.envs[k]
	st.envs[k] = e
	ok := s.known(st, k, x, false)
	st.envs[k] = save
	return ok
}

// leaksAnywhere reports whether an environment of desc may become
// reachable from a value anywhere in c.
func leaksAnywhere(c *pir.Code, desc map[*pir.Instr]bool) bool {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			switch i.Op {
			case pir.MkArg, pir.MkClosure, pir.MaterializeEnv:
				if desc[i.Env()] || len(i.Args) > 0 && desc[i.Args[0]] {
					return true
				}
				continue
			case pir.FrameState, pir.IsEnvStub:
				continue
			}
			for _, a := range i.ValueArgs() {
				if desc[a] {
					return true
				}
			}
		}
	}
	return false
}

// dirtyAt computes which variables of local environment k may (and
// must) have been changed by a removed store (in dead) since m was last
// up to date, and returns functions giving them before position pos of
// a block. After an observer m is up to date (its replays).
func dirtyAt(s *scope, k int, m *pir.Instr, dead map[*pir.Instr]bool, observer func(*pir.Instr) bool) (may, must func(b *pir.Block, pos int) []bool) {
	nv := len(s.vars)
	step := func(i *pir.Instr, d []bool) {
		if i == m || observer(i) {
			for x := range d {
				d[x] = false
			}
			return
		}
		if i.Op == pir.StVar && i.Env() == m {
			d[s.varIdx[i.Sym()]] = dead[i]
		}
		if i.Op == pir.ForInit && i.Env() == m {
			d[s.varIdx[scopeSym(i)]] = false
		}
		if i.Op == pir.StVarSuper {
			if t, ok := s.superTarget[i]; ok && t == k {
				d[s.varIdx[i.Sym()]] = false
			}
		}
	}
	solve := func(union bool) map[*pir.Block][]bool {
		out := map[*pir.Block][]bool{}
		in := map[*pir.Block][]bool{}
		for changed := true; changed; {
			changed = false
			for _, b := range s.rpo {
				var d []bool
				for _, p := range b.Preds {
					o, ok := out[p]
					if !ok {
						continue
					}
					if d == nil {
						d = slices.Clone(o)
						continue
					}
					for x := range d {
						if union {
							d[x] = d[x] || o[x]
						} else {
							d[x] = d[x] && o[x]
						}
					}
				}
				if d == nil {
					d = make([]bool, nv)
				}
				in[b] = slices.Clone(d)
				for _, i := range b.Instrs {
					step(i, d)
				}
				if o, ok := out[b]; !ok || !slices.Equal(o, d) {
					out[b] = d
					changed = true
				}
			}
		}
		return in
	}
	mayIn, mustIn := solve(true), solve(false)
	at := func(in map[*pir.Block][]bool) func(b *pir.Block, pos int) []bool {
		return func(b *pir.Block, pos int) []bool {
			d := slices.Clone(in[b])
			if d == nil {
				d = make([]bool, nv)
			}
			for _, i := range b.Instrs[:pos] {
				step(i, d)
			}
			return d
		}
	}
	return at(mayIn), at(mustIn)
}
