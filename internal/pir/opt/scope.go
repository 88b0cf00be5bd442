package opt

import (
	"slices"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// Scope analysis (section 4.2 of the paper): an abstract interpretation
// that computes, at every point of a code, which stores may have given
// each variable of each local environment its current value.
//
// The local environments are those the code makes (its MkEnv
// instructions): fresh, so nothing but the code knows them until they
// leak. Every other environment (G, B, O, an environment returned by a
// call…) is foreign: its bindings are unknown (⊤) and, as any of them
// may be one of the local environments that escaped, a store into one
// makes the variable unknown in every local environment that escaped.
//
// The abstract value of a variable of a local environment is a set of
// definitions (a MkEnv binding, a StVar, a `<<-` resolved to this
// environment, or ε: not bound here) or ⊤ (anything). MkEnv binds its
// names and leaves every other variable ε; a store replaces the set by
// itself; sets are joined by union where paths meet (loops are iterated
// to a fixpoint).
//
// What else may touch a local environment follows from each
// instruction's effects (pir.ComputeEffects, refined by operand types):
//
//   - An environment leaks when it becomes reachable from a value: a
//     promise or closure over it (or over an environment inside it, or
//     the promise of a default argument MkEnv makes), or the
//     environment itself used as a value (stored, passed, returned).
//     Its parents leak with it. From then on any instruction that may
//     run code may store into any of its variables (they get other:
//     some value the code did not store, see aval), and any store into
//     a foreign environment may be a store into it (⊤).
//   - Code that runs (a call, forcing a promise, a dispatching `+`, a
//     load that may hit an active binding, a warning whose calling
//     handlers run R code…) can also reach the
//     environments of the frames on the stack reflectively (sys.frame,
//     parent.frame, eval in a caller's frame…): the code's own closure
//     environments, the environment operands of instructions that run
//     code, and their parents. For those that have not leaked, the
//     runtime keeps a flag (rt.Env.Reflected) that every such access
//     sets; so instead of forgetting their bindings the analysis marks
//     them refl ("may have been reached reflectively"): loads from them
//     cannot be resolved, but their abstract bindings are kept, and an
//     Assume(IsEnvStub(e)) that checks the flag makes them trusted again
//     (stores in the meantime are tracked: if the flag is still clear,
//     nobody else wrote). With speculation on, the analysis places such
//     an assume (virtually, the scope pass then inserts it) at the next
//     checkpoint, as the paper's stub environments do.
//   - `<<-` from a local environment is resolved through the parents
//     that are local: into the first one that certainly binds the
//     variable, past those that certainly do not; where that is unsure
//     the variable becomes ⊤ from there outwards.
type scope struct {
	code *pir.Code
	// envs are the local environments (MkEnv instructions) in layout
	// order, envIdx their indices; parent is the index of each one's
	// parent when that is local, else -1.
	envs   []*pir.Instr
	envIdx map[*pir.Instr]int
	parent []int
	// frame marks closure environments (frames on the stack while the
	// code runs); reach marks the environments running code may reach
	// reflectively.
	frame []bool
	reach []bool
	// vars are the symbols tracked, varIdx their indices.
	vars   []*rt.Symbol
	varIdx map[*rt.Symbol]int
	// defs are the definitions; defs[0] is ε. mkDefs gives each MkEnv's
	// definitions by operand position, storeDef each store's.
	defs     []scopeDef
	mkDefs   map[*pir.Instr][]int
	storeDef map[*pir.Instr]int
	// superTarget is the local environment a `<<-` certainly assigns in
	// (absent: none, or not known).
	superTarget map[*pir.Instr]int
	// in is the state at the entry of each reachable block (after the
	// virtual stub assumes at its start, stubs[b]).
	in    map[*pir.Block]*scopeState
	stubs map[*pir.Block][]int
	// Speculation: speculate enables the virtual stub assumes; stubOK
	// says whether a checkpoint (the block that ends in it) may anchor
	// one for an environment.
	speculate bool
	stubOK    func(cp, env *pir.Instr) bool
	dom       *pir.DomTree
	rpo       []*pir.Block
	// reforce marks the Forces of a value that a dominating Force
	// forced already.
	reforce map[*pir.Instr]bool
	// pos is each instruction's position in its block.
	pos map[*pir.Instr]int
	// forces lists the Forces of each value.
	forces map[*pir.Instr][]*pir.Instr
	// pending numbers the contained promises (see containedPromises):
	// each one's bit in envState.pend.
	pending map[*pir.Instr]uint
}

// scopeDef is one definition of a variable: the instruction (a MkEnv or
// a store) and the value it binds, nil when that is not a register (the
// promise of a default argument made by MkEnv itself).
type scopeDef struct {
	instr *pir.Instr
	val   *pir.Instr
	// arg is the operand of instr that is the value (which a pass may
	// have replaced since the analysis: see current).
	arg int
	// null marks the NULL an empty for loop binds (the value is made
	// when needed).
	null bool
}

// current is the value as instr now has it.
func (d scopeDef) current() *pir.Instr {
	if d.val == nil || d.arg < 0 || d.arg >= len(d.instr.Args) {
		return d.val
	}
	return d.instr.Args[d.arg]
}

// hasValue reports whether the definition's value can be had in a
// register.
func (d scopeDef) hasValue() bool { return d.val != nil || d.null }

// valType is the type of the value the definition binds.
func (d scopeDef) valType() pir.Type {
	if d.null {
		return pir.TypeOf(rt.Nil)
	}
	if d.val == nil {
		return pir.Any
	}
	return d.val.Type
}

// aval is a variable's abstract value: top (anything: unbound, a
// promise, the missing marker, any value), or a sorted set of
// definitions (0 is ε), possibly with other: the variable may also hold
// a value some code the function does not see stored (code that runs
// with the environment leaked: a promise or closure over it). Such code
// binds values (assignment forces what it binds; what could bind a
// promise, an active binding or remove a variable reaches the
// environment reflectively, which the Reflected flag records), so other
// is no promise and no definition of the code's: not resolvable, but a
// load of it needs no forcing. The slices are shared and never changed.
type aval struct {
	top   bool
	other bool
	defs  []int
}

var (
	avTop = aval{top: true}
	avEps = aval{defs: []int{0}}
)

func (a aval) equal(b aval) bool {
	return a.top == b.top && a.other == b.other && slices.Equal(a.defs, b.defs)
}

func (a aval) union(b aval) aval {
	switch {
	case a.top || b.top:
		return avTop
	case len(a.defs) == 0 && !a.other:
		return b
	case len(b.defs) == 0 && !b.other, a.equal(b):
		return a
	}
	out := make([]int, 0, len(a.defs)+len(b.defs))
	i, j := 0, 0
	for i < len(a.defs) || j < len(b.defs) {
		switch {
		case j == len(b.defs) || i < len(a.defs) && a.defs[i] < b.defs[j]:
			out = append(out, a.defs[i])
			i++
		case i == len(a.defs) || b.defs[j] < a.defs[i]:
			out = append(out, b.defs[j])
			j++
		default:
			out = append(out, a.defs[i])
			i++
			j++
		}
	}
	return aval{defs: out, other: a.other || b.other}
}

// hasEps reports whether the variable may be unbound here.
func (a aval) hasEps() bool { return !a.top && len(a.defs) > 0 && a.defs[0] == 0 }

// onlyEps reports whether the variable is certainly not bound here.
func (a aval) onlyEps() bool { return !a.top && !a.other && len(a.defs) == 1 && a.defs[0] == 0 }

// bound reports whether the variable is certainly bound here (by known
// definitions, or by other code that cannot unbind it).
func (a aval) bound() bool { return !a.top && len(a.defs) > 0 && a.defs[0] != 0 }

// envState is the abstract state of one local environment.
type envState struct {
	// live: the MkEnv ran on every path here (else nothing is known
	// and nothing is needed).
	live bool
	// leak: the environment may be reachable from a value.
	leak bool
	// pend: the contained promises over the environment that may not
	// have been forced yet (bits numbered by scope.pending). Until it is
	// forced, such a promise leaks the environment as any other: code
	// that reaches it (reflectively, through the inlined callee's frame
	// that binds it) could force it and run code there; once its value
	// is recorded (UpdatePromise) forcing it runs nothing.
	pend uint64
	// refl: it may have been reached reflectively since it was made or
	// last checked by an Assume(IsEnvStub).
	refl bool
	vars []aval
	// shared: vars may be shared with another state (copy on write,
	// see w).
	shared bool
}

// leaked reports whether the environment may be reachable from a value
// through which code can run in it.
func (e *envState) leaked() bool { return e.leak || e.pend != 0 }

// w returns vars ready to be written.
func (e *envState) w() []aval {
	if e.shared {
		e.vars = slices.Clone(e.vars)
		e.shared = false
	}
	return e.vars
}

type scopeState struct{ envs []envState }

func (s *scope) newState() *scopeState {
	st := &scopeState{envs: make([]envState, len(s.envs))}
	return st
}

func (st *scopeState) clone() *scopeState {
	out := &scopeState{envs: make([]envState, len(st.envs))}
	for k := range st.envs {
		st.envs[k].shared = true
		out.envs[k] = st.envs[k]
	}
	return out
}

func (st *scopeState) equal(o *scopeState) bool {
	for k := range st.envs {
		a, b := &st.envs[k], &o.envs[k]
		if a.live != b.live || a.leak != b.leak || a.pend != b.pend || a.refl != b.refl || len(a.vars) != len(b.vars) {
			return false
		}
		for v := range a.vars {
			if !a.vars[v].equal(b.vars[v]) {
				return false
			}
		}
	}
	return true
}

// merge joins o into st (st is changed).
func (st *scopeState) merge(o *scopeState) {
	for k := range st.envs {
		a, b := &st.envs[k], &o.envs[k]
		switch {
		case !b.live:
			continue
		case !a.live:
			b.shared = true
			*a = *b
			continue
		}
		a.leak = a.leak || b.leak
		a.pend |= b.pend
		a.refl = a.refl || b.refl
		for v := range a.vars {
			if u := a.vars[v].union(b.vars[v]); !u.equal(a.vars[v]) {
				a.w()[v] = u
			}
		}
	}
}

// analyseScope runs the scope analysis over c. With speculate set, the
// analysis assumes an Assume(IsEnvStub(e)) at the start of the
// continuation of every checkpoint where a local environment e may have
// been reached reflectively, when stubOK allows it (see scope.stubs).
func analyseScope(c *pir.Code, speculate bool, stubOK func(cp, env *pir.Instr) bool) *scope {
	s := &scope{
		code:        c,
		envIdx:      map[*pir.Instr]int{},
		varIdx:      map[*rt.Symbol]int{},
		defs:        []scopeDef{{}},
		mkDefs:      map[*pir.Instr][]int{},
		storeDef:    map[*pir.Instr]int{},
		superTarget: map[*pir.Instr]int{},
		in:          map[*pir.Block]*scopeState{},
		stubs:       map[*pir.Block][]int{},
		speculate:   speculate && stubOK != nil,
		stubOK:      stubOK,
	}
	s.dom = pir.Dominators(c)
	s.rpo = s.dom.RPO()
	s.pos = map[*pir.Instr]int{}
	for _, b := range s.rpo {
		for n, i := range b.Instrs {
			s.pos[i] = n
			if i.Op == pir.MkEnv {
				s.envIdx[i] = len(s.envs)
				s.envs = append(s.envs, i)
			}
			if sym := scopeSym(i); sym != nil {
				s.varOf(sym)
			}
			if i.Op == pir.MkEnv {
				if aux, ok := i.Aux.(*pir.EnvAux); ok {
					for _, n := range aux.Names {
						s.varOf(n)
					}
				}
			}
		}
	}
	if len(s.envs) == 0 {
		return s
	}
	s.pending = containedPromises(c)
	s.parent = make([]int, len(s.envs))
	s.frame = make([]bool, len(s.envs))
	s.reach = make([]bool, len(s.envs))
	for k, m := range s.envs {
		s.parent[k] = s.local(m.Env())
		if aux, ok := m.Aux.(*pir.EnvAux); ok && aux.Closure != nil && !aux.Detached {
			s.frame[k] = true
			s.reach[k] = true
		}
		s.mkDefs[m] = s.bindingDefs(m)
	}
	for _, b := range s.rpo {
		for _, i := range b.Instrs {
			if k := s.local(i.Env()); k >= 0 && (i.Op.BaseEffects()&pir.RunsCode != 0 || i.Op == pir.PushContext) {
				s.reach[k] = true
			}
			switch i.Op {
			case pir.StVar, pir.StVarSuper:
				s.storeDef[i] = s.addDef(i, i.Args[0], 0)
			case pir.ForInit:
				if forLoopShape(i) && s.local(i.Env()) >= 0 {
					s.storeDef[i] = len(s.defs)
					s.defs = append(s.defs, scopeDef{instr: i, null: true, arg: -1})
				}
			}
		}
	}
	// A Force of what an earlier Force (on every path) forced already
	// finds the promise evaluated (or the code left with the error the
	// first one signalled): it runs nothing.
	forces := map[*pir.Instr][]*pir.Instr{}
	for _, b := range s.rpo {
		for _, i := range b.Instrs {
			if i.Op == pir.Force {
				forces[i.Args[0]] = append(forces[i.Args[0]], i)
			}
		}
	}
	s.forces = forces
	s.reforce = map[*pir.Instr]bool{}
	for _, fs := range forces {
		for _, f := range fs {
			for _, g := range fs {
				if g != f && s.dom.InstrDominates(g, f) {
					s.reforce[f] = true
					break
				}
			}
		}
	}
	// Reaching an environment reaches its parents.
	for k := len(s.envs) - 1; k >= 0; k-- {
		for p := s.parent[k]; p >= 0 && s.reach[k]; p = s.parent[p] {
			s.reach[p] = true
		}
	}
	s.solve()
	return s
}

// containedPromises numbers (up to 64) the promises of c whose leak of
// their environment ends when their value is recorded: MkArgs used only
// as bindings of MkEnv (an inlined callee's arguments) or of their own
// environment (its defaults), by their UpdatePromise (the promise pass
// inlined their code), by Forces and by framestates. Any other use (a call's argument, a store) lets the
// promise reach code that could force it later; those leak their
// environment for good.
func containedPromises(c *pir.Code) map[*pir.Instr]uint {
	var out map[*pir.Instr]uint
	u := uses(c)
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op != pir.MkArg || len(out) == 64 {
				continue
			}
			updated, ok := false, true
			for _, use := range u[i] {
				switch {
				case use.Op == pir.UpdatePromise && use.Args[0] == i && use.Args[1] != i:
					updated = true
				case use.Op == pir.MkEnv && use.Env() != i,
					use.Op == pir.FrameState && use.Env() != i,
					use.Op == pir.Force && use.Args[0] == i,
					use.Op == pir.StVar && use.Args[0] == i && use.Env() == i.Env():
					// (Bound in its own environment: an inlined
					// callee's default.)
				default:
					ok = false
				}
			}
			if ok && updated {
				if out == nil {
					out = map[*pir.Instr]uint{}
				}
				out[i] = uint(len(out))
			}
		}
	}
	return out
}

// scopeSym is the variable an environment op names, if any.
func scopeSym(i *pir.Instr) *rt.Symbol {
	switch i.Op {
	case pir.LdVar, pir.LdVarSuper, pir.LdFun, pir.StVar, pir.StVarSuper, pir.StartAssign,
		pir.Missing, pir.IsBaseFn:
		return i.Sym()
	case pir.ForInit:
		if a, ok := i.Aux.(*pir.CallAux); ok {
			return a.Name
		}
	case pir.LdDots, pir.LdDDVal:
		return rt.DotsSym
	}
	return nil
}

func (s *scope) varOf(sym *rt.Symbol) int {
	if k, ok := s.varIdx[sym]; ok {
		return k
	}
	s.varIdx[sym] = len(s.vars)
	s.vars = append(s.vars, sym)
	return len(s.vars) - 1
}

// local is the index of env when it is a local environment, else -1.
func (s *scope) local(env *pir.Instr) int {
	if env == nil {
		return -1
	}
	if k, ok := s.envIdx[env]; ok {
		return k
	}
	return -1
}

func (s *scope) addDef(i, val *pir.Instr, arg int) int {
	s.defs = append(s.defs, scopeDef{instr: i, val: val, arg: arg})
	return len(s.defs) - 1
}

// bindingDefs makes the definitions of MkEnv m's bindings. A closure
// environment binds a formal that has (or may have) a default and whose
// value may be the missing marker to a promise of the default, which is
// no register.
func (s *scope) bindingDefs(m *pir.Instr) []int {
	aux, _ := m.Aux.(*pir.EnvAux)
	vals := m.ValueArgs()
	out := make([]int, len(vals))
	for k, v := range vals {
		val := v
		if aux != nil && aux.Closure != nil && v.Type.MaybeMissing() && formalMayHaveDefault(aux, k) {
			val = nil
		}
		out[k] = s.addDef(m, val, k)
	}
	return out
}

// formalMayHaveDefault reports whether binding k of a closure
// environment is a formal with a default (unknown formals may).
func formalMayHaveDefault(aux *pir.EnvAux, k int) bool {
	if aux.Formals == nil {
		return true
	}
	if k >= len(aux.Formals.Items) || k >= len(aux.Names) || aux.Formals.Items[k].Tag != aux.Names[k] {
		return false
	}
	return aux.Formals.Items[k].Val != rt.MissingArg
}

// solve iterates the transfer function to a fixpoint over the reachable
// blocks, then records the per-instruction facts (superTarget, stubs)
// from the final states.
func (s *scope) solve() {
	order := map[*pir.Block]int{}
	for k, b := range s.rpo {
		order[b] = k
	}
	out := map[*pir.Block]*scopeState{}
	pending := make([]bool, len(s.rpo))
	pending[0] = true
	for {
		progress := false
		for k, b := range s.rpo {
			if !pending[k] {
				continue
			}
			pending[k] = false
			progress = true
			in := s.entryState(b, out)
			s.in[b] = in
			st := in.clone()
			for _, i := range b.Instrs {
				s.step(st, i, false)
			}
			if old := out[b]; old != nil && old.equal(st) {
				continue
			}
			out[b] = st
			for _, succ := range b.Succs {
				if j, ok := order[succ]; ok {
					pending[j] = true
				}
			}
		}
		if !progress {
			break
		}
	}
	// Record what the final states say.
	for _, b := range s.rpo {
		in := s.entryState(b, out)
		s.in[b] = in
		st := in.clone()
		for _, i := range b.Instrs {
			s.step(st, i, true)
		}
	}
}

// entryState is the state at the entry of b: the join of its reachable
// predecessors' out states (the empty state for the entry), with the
// virtual stub assumes of b applied.
func (s *scope) entryState(b *pir.Block, out map[*pir.Block]*scopeState) *scopeState {
	var st *scopeState
	for _, p := range b.Preds {
		o := out[p]
		if o == nil {
			continue
		}
		if st == nil {
			st = o.clone()
		} else {
			st.merge(o)
		}
	}
	if st == nil {
		st = s.newState()
	}
	s.stubs[b] = nil
	if s.speculate && len(b.Preds) == 1 {
		if cp := b.Preds[0].Terminator(); cp != nil && cp.Op == pir.Checkpoint && b.Preds[0].Succs[0] == b {
			for k := range st.envs {
				e := &st.envs[k]
				if e.live && e.refl && !hasStubAssume(b, cp, s.envs[k]) && s.dom.InstrDominates(s.envs[k], cp) &&
					s.stubOK(cp, s.envs[k]) && (!e.leaked() || s.stubPays(b, k, e)) {
					e.refl = false
					s.stubs[b] = append(s.stubs[b], k)
				}
			}
		}
	}
	return st
}

// stubPays reports whether a stub assume for leaked environment k at
// the start of b would let a load be resolved: one of the variables
// known at the checkpoint is read in the statement that follows (the
// blocks reached from b before the next checkpoint). For a leaked
// environment that is all a check brings (code over it stores what the
// function cannot see, so the variables not stored since stay unknown);
// for one that has not leaked, the check gives all its bindings back.
func (s *scope) stubPays(b *pir.Block, k int, e *envState) bool {
	seen := map[*pir.Block]bool{}
	work := []*pir.Block{b}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		for _, i := range x.Instrs {
			if i.Op == pir.LdVar && s.local(i.Env()) == k {
				if a := e.vars[s.varIdx[i.Sym()]]; !a.top && !a.other && a.bound() {
					return true
				}
			}
		}
		if t := x.Terminator(); t != nil && t.Op == pir.Checkpoint {
			continue
		}
		work = append(work, x.Succs...)
	}
	return false
}

// hasStubAssume reports whether block b (a checkpoint's continuation)
// already checks env at checkpoint cp.
func hasStubAssume(b *pir.Block, cp, env *pir.Instr) bool {
	for _, i := range b.Instrs {
		if i.Op == pir.Assume && i.Args[1] == cp && i.Args[0].Op == pir.IsEnvStub && i.Args[0].Args[0] == env {
			return true
		}
	}
	return false
}

// step applies the transfer function of i to st. With record set it
// also records per-instruction facts.
func (s *scope) step(st *scopeState, i *pir.Instr, record bool) {
	switch i.Op {
	case pir.MkEnv:
		k := s.envIdx[i]
		e := &st.envs[k]
		e.live, e.leak, e.refl, e.pend = true, false, false, 0
		e.vars, e.shared = make([]aval, len(s.vars)), false
		for v := range e.vars {
			e.vars[v] = avEps
		}
		if aux, ok := i.Aux.(*pir.EnvAux); ok {
			for n, name := range aux.Names {
				if n < len(s.mkDefs[i]) {
					d := s.mkDefs[i][n]
					e.vars[s.varIdx[name]] = aval{defs: []int{d}}
					if !s.defs[d].hasValue() {
						// The promise of a default argument is over
						// the new environment: forcing it runs code
						// there directly.
						s.leak(st, k)
					}
				}
			}
		}
		s.leakValues(st, i.ValueArgs())
		return
	case pir.StVar:
		x := s.varIdx[i.Sym()]
		s.leakValues(st, i.Args[:1])
		if k := s.local(i.Env()); k >= 0 {
			if st.envs[k].live {
				st.envs[k].w()[x] = aval{defs: []int{s.storeDef[i]}}
			}
			return
		}
		s.foreignStore(st, x)
		return
	case pir.StVarSuper:
		x := s.varIdx[i.Sym()]
		s.leakValues(st, i.Args[:1])
		t, sure := s.superResolve(st, i.Env(), x)
		if sure {
			st.envs[t].w()[x] = aval{defs: []int{s.storeDef[i]}}
			if record {
				s.superTarget[i] = t
			}
			return
		}
		// Unsure from t outwards (t may be -1: straight to foreign).
		for p := t; p >= 0; p = s.parent[p] {
			if st.envs[p].live {
				st.envs[p].w()[x] = avTop
			}
		}
		s.foreignStore(st, x)
		s.execTaint(st)
		return
	case pir.ForInit:
		// Binds the loop variable to NULL when the loop is empty.
		if env := i.Env(); env != nil && env.Op == pir.LdEnvConst && env.Aux == pir.NoEnv {
			return
		}
		x := s.varIdx[scopeSym(i)]
		if k := s.local(i.Env()); k >= 0 {
			if st.envs[k].live {
				if d, ok := s.storeDef[i]; ok {
					st.envs[k].w()[x] = aval{defs: []int{d}}
				} else {
					st.envs[k].w()[x] = avTop
				}
			}
			return
		}
		s.foreignStore(st, x)
		return
	case pir.Assume:
		if t := i.Args[0]; t.Op == pir.IsEnvStub {
			if k := s.local(t.Args[0]); k >= 0 {
				st.envs[k].refl = false
			}
		}
		return
	case pir.IsEnvStub, pir.FrameState:
		return
	case pir.LdVar, pir.LdVarSuper, pir.Missing, pir.IsBaseFn, pir.LdDots:
		if s.quietLoad(st, i) {
			return
		}
	case pir.LdFun, pir.StartAssign:
		if s.quietLoad(st, i) {
			return
		}
	}
	if i.Op == pir.Force && (s.reforce[i] || s.forceOfResolvable(st, i)) {
		return
	}
	// The generic case, from the effects.
	eff := pir.ComputeEffects(i)
	switch i.Op {
	case pir.MkArg, pir.MkClosure:
		if k := s.local(i.Env()); k >= 0 {
			if bit, ok := s.pending[i]; ok {
				for ; k >= 0; k = s.parent[k] {
					st.envs[k].pend |= 1 << bit
				}
			} else {
				s.leak(st, k)
			}
		}
	case pir.UpdatePromise:
		if bit, ok := s.pending[i.Args[0]]; ok {
			for k := range st.envs {
				st.envs[k].pend &^= 1 << bit
			}
		}
	}
	s.leakValues(st, i.ValueArgs())
	if eff&pir.RunsCode != 0 {
		s.execTaint(st)
		return
	}
	if eff&pir.WritesEnv != 0 {
		if k := s.local(i.Env()); k >= 0 {
			if st.envs[k].live {
				st.envs[k].allTop()
			}
			return
		}
		for k := range st.envs {
			if st.envs[k].live && st.envs[k].leaked() {
				st.envs[k].allTop()
			}
		}
	}
}

// quietLoad reports whether the load i cannot run code: it reads a
// variable certainly bound in a local environment that cannot have been
// given an active binding (one not reached reflectively).
func (s *scope) quietLoad(st *scopeState, i *pir.Instr) bool {
	k := s.local(i.Env())
	if i.Op == pir.LdVarSuper && k >= 0 {
		k = s.parent[k]
	}
	if k < 0 || !st.envs[k].live || st.envs[k].refl {
		return false
	}
	a := st.envs[k].vars[s.varIdx[scopeSym(i)]]
	if !a.bound() {
		return false
	}
	switch i.Op {
	case pir.LdVar, pir.LdVarSuper, pir.LdDots:
		return true
	case pir.Missing, pir.IsBaseFn:
		return pir.ComputeEffects(i)&pir.RunsCode == 0
	case pir.LdFun, pir.StartAssign:
		// Certainly a value that is no promise (for LdFun, a function):
		// nothing to force. (StartAssign of `<<-` looks in the parents.)
		if a.other || (i.Op == pir.StartAssign && i.AuxInt == 1) {
			return false
		}
		for _, d := range a.defs {
			t := s.defs[d].valType()
			if !s.defs[d].hasValue() || t.MaybeLazy() || t.MaybeMissing() || t.IsVoid() {
				return false
			}
			if i.Op == pir.LdFun && t.Kinds&^pir.KFunctions != 0 {
				return false
			}
		}
		return true
	}
	return false
}

// forceOfResolvable reports whether Force f forces the result of a
// LdVar that cannot be a promise or the missing marker, so that it runs
// no code: the LdVar comes earlier in the same block, the variable is
// not stored between, and at the Force (which st describes, including
// whatever ran between) the environment is checked, the variable
// certainly bound, and each of its definitions a value that is no
// promise, or a promise a dominating Force forced already (other code
// binds values only). Without this, the Force of a variable read in a
// loop would count as running code, and the load at the loop header,
// reached from it, could never be resolved.
func (s *scope) forceOfResolvable(st *scopeState, f *pir.Instr) bool {
	ld := f.Args[0]
	if ld.Op != pir.LdVar || ld.Block != f.Block {
		return false
	}
	k := s.local(ld.Env())
	if k < 0 || !st.envs[k].live || st.envs[k].refl {
		return false
	}
	x := s.varIdx[ld.Sym()]
	from, to := s.pos[ld], s.pos[f]
	if from >= to {
		return false
	}
	for _, i := range f.Block.Instrs[from+1 : to] {
		if _, ok := s.defAt(i, k, x); ok {
			return false
		}
	}
	a := st.envs[k].vars[x]
	if !a.bound() || a.hasEps() {
		return false
	}
	for _, d := range a.defs {
		if !s.defs[d].hasValue() {
			return false
		}
		t := s.defs[d].valType()
		if t.IsVoid() {
			return false
		}
		if (t.MaybeLazy() || t.MaybeMissing()) && !s.forcedBefore(s.defs[d].val, ld) {
			return false
		}
	}
	return true
}

// forcedBefore reports whether a Force of v dominates instruction at:
// v is then no promise left to run (or the code left with its error).
func (s *scope) forcedBefore(v, at *pir.Instr) bool {
	if v == nil {
		return false
	}
	for _, f := range s.forces[v] {
		if f != at && s.dom.InstrDominates(f, at) {
			return true
		}
	}
	return false
}

// superResolve finds where `<<-` of variable x from env assigns: the
// local environment t it certainly assigns in (sure), or, when that is
// not known, the first local environment t from which it is unsure (-1
// when the assignment certainly goes past every local environment).
func (s *scope) superResolve(st *scopeState, env *pir.Instr, x int) (t int, sure bool) {
	k := s.local(env)
	if k < 0 {
		return -1, false
	}
	for p := s.parent[k]; p >= 0; p = s.parent[p] {
		e := &st.envs[p]
		if !e.live {
			return p, false
		}
		a := e.vars[x]
		switch {
		case a.onlyEps():
			continue
		case a.bound():
			return p, true
		}
		return p, false
	}
	return -1, false
}

// foreignStore records a store of variable x into a foreign
// environment, which may be any local environment that leaked.
func (s *scope) foreignStore(st *scopeState, x int) {
	for k := range st.envs {
		if e := &st.envs[k]; e.live && e.leaked() && !e.vars[x].top {
			e.w()[x] = avTop
		}
	}
}

// execTaint records that code may run: it may change any variable of a
// leaked environment, and reach the others it can reach reflectively.
func (s *scope) execTaint(st *scopeState) {
	for k := range st.envs {
		e := &st.envs[k]
		if !e.live {
			continue
		}
		switch {
		case e.leaked():
			// Code over the environment may have stored values
			// into any variable, and reached it reflectively.
			e.allOther()
			e.refl = true
		case s.reach[k]:
			e.refl = true
		}
	}
}

// allTop makes every variable of e unknown.
func (e *envState) allTop() {
	for v := range e.vars {
		if !e.vars[v].top {
			vars := e.w()
			for v := range vars {
				vars[v] = avTop
			}
			return
		}
	}
}

// allOther records that any variable of e may also hold a value other
// code stored.
func (e *envState) allOther() {
	for v := range e.vars {
		if a := e.vars[v]; !a.top && !a.other {
			e.w()[v] = aval{defs: a.defs, other: true}
		}
	}
}

// leak marks local environment k and its local parents leaked.
func (s *scope) leak(st *scopeState, k int) {
	for ; k >= 0; k = s.parent[k] {
		st.envs[k].leak = true
	}
}

// leakValues leaks the local environments among vals (used as values).
func (s *scope) leakValues(st *scopeState, vals []*pir.Instr) {
	for _, v := range vals {
		if k := s.local(v); k >= 0 {
			s.leak(st, k)
		}
	}
}

// defAt reports whether instruction i defines variable x of local
// environment k, and the definition (0 for MkEnv k not binding x).
func (s *scope) defAt(i *pir.Instr, k, x int) (int, bool) {
	switch i.Op {
	case pir.MkEnv:
		if s.envIdx[i] != k || i != s.envs[k] {
			return 0, false
		}
		if aux, ok := i.Aux.(*pir.EnvAux); ok {
			for n, name := range aux.Names {
				if s.varIdx[name] == x && n < len(s.mkDefs[i]) {
					return s.mkDefs[i][n], true
				}
			}
		}
		return 0, true
	case pir.StVar:
		if s.local(i.Env()) == k && s.varIdx[i.Sym()] == x {
			return s.storeDef[i], true
		}
	case pir.StVarSuper:
		if t, ok := s.superTarget[i]; ok && t == k && s.varIdx[i.Sym()] == x {
			return s.storeDef[i], true
		}
	case pir.ForInit:
		if d, ok := s.storeDef[i]; ok && s.local(i.Env()) == k && s.varIdx[scopeSym(i)] == x {
			return d, true
		}
	}
	return 0, false
}

// definedVar is the variable of local environment k that store i
// defines, if it is one (StVar, `<<-` resolved there; not ForInit,
// whose binding is conditional).
func (s *scope) definedVar(i *pir.Instr, k int) (int, bool) {
	switch i.Op {
	case pir.StVar:
		if s.local(i.Env()) == k {
			return s.varIdx[i.Sym()], true
		}
	case pir.StVarSuper:
		if t, ok := s.superTarget[i]; ok && t == k {
			return s.varIdx[i.Sym()], true
		}
	}
	return 0, false
}

// forLoopShape reports whether the for loop a ForInit starts has the
// shape the builder gives it: from the ForInit, through guards that
// cannot look at variables (IsBaseFn, Assume and the Checkpoints they
// hang on, following each checkpoint's main edge) and jumps, to a
// header that only steps the loop, whose body starts by storing the
// element into the loop variable. Then nothing can look at the variable
// between the ForInit and that store, and the ForInit may be taken to
// bind it to NULL (which it does only when the loop is empty: on the
// other path the body's store follows before anyone looks). A deopt on
// the way resumes the baseline before its ForStep, which binds the
// variable itself.
func forLoopShape(i *pir.Instr) bool {
	aux, ok := i.Aux.(*pir.CallAux)
	if !ok || aux.Name == nil || i.Pos() < 0 {
		return false
	}
	b, pos := i.Block, i.Pos()+1
	seen := map[*pir.Block]bool{}
	for pos < len(b.Instrs) && b.Instrs[pos].Op != pir.ForStep {
		switch x := b.Instrs[pos]; x.Op {
		case pir.Phi, pir.LdConst, pir.IsBaseFn, pir.Assume:
			pos++
		case pir.StVar:
			// The split-off store of NULL.
			if x.Sym() != aux.Name || x.Env() != i.Env() {
				return false
			}
			pos++
		case pir.Jmp, pir.Checkpoint:
			if seen[b] || len(b.Succs) == 0 {
				return false
			}
			seen[b] = true
			b, pos = b.Succs[0], 0
		default:
			return false
		}
	}
	if pos+2 != len(b.Instrs) || b.Instrs[pos].Args[0] != i || b.Instrs[pos+1].Op != pir.Branch || len(b.Succs) != 2 {
		return false
	}
	body := b.Succs[0]
	if len(body.Preds) != 1 || len(body.Instrs) < 2 {
		return false
	}
	el, st := body.Instrs[0], body.Instrs[1]
	return el.Op == pir.ForElem && el.Args[0] == i && st.Op == pir.StVar && st.Args[0] == el &&
		st.Sym() == aux.Name
}

// walk replays the analysis over the reachable blocks, calling visit
// with each instruction and the state just before it (which visit must
// not keep or change).
func (s *scope) walk(visit func(i *pir.Instr, st *scopeState)) {
	if len(s.envs) == 0 {
		return
	}
	for _, b := range s.rpo {
		st := s.in[b].clone()
		for _, i := range b.Instrs {
			visit(i, st)
			s.step(st, i, false)
		}
	}
}

// stateBefore replays block b up to (not including) position pos.
func (s *scope) stateBefore(b *pir.Block, pos int) *scopeState {
	in := s.in[b]
	if in == nil {
		return nil
	}
	st := in.clone()
	for _, i := range b.Instrs[:pos] {
		s.step(st, i, false)
	}
	return st
}

// known reports whether every definition of variable x of local
// environment k in st is a register (or ε when eps is set), with
// nothing unknown and no unchecked reflective access.
func (s *scope) known(st *scopeState, k, x int, eps bool) bool {
	e := &st.envs[k]
	if !e.live || e.refl {
		return false
	}
	a := e.vars[x]
	if a.top || a.other || len(a.defs) == 0 {
		return false
	}
	for _, d := range a.defs {
		if d == 0 {
			if !eps {
				return false
			}
			continue
		}
		if !s.defs[d].hasValue() {
			return false
		}
	}
	return true
}

// ssaBuilder computes, for a variable of a local environment, the
// register holding its value at a point, inserting phis where
// definitions meet (the on-demand construction of Braun et al.), and
// the no-binding marker where it is ε.
type ssaBuilder struct {
	s       *scope
	phis    map[ssaKey]*pir.Instr
	made    []*pir.Instr
	unbound *pir.Instr
	null    *pir.Instr
	failed  bool
}

type ssaKey struct {
	b    *pir.Block
	k, x int
}

func newSSA(s *scope) *ssaBuilder {
	return &ssaBuilder{s: s, phis: map[ssaKey]*pir.Instr{}}
}

// valueBefore is the value of variable x of local environment k just
// before position pos of block b, or nil when it cannot be had. The
// analysis must have said it is known there.
func (a *ssaBuilder) valueBefore(b *pir.Block, pos, k, x int) *pir.Instr {
	a.failed = false
	mark := len(a.made)
	v := a.before(b, pos, k, x)
	if a.failed || v == nil {
		// Undo the phis this query made.
		for _, p := range a.made[mark:] {
			p.Remove()
			for key, q := range a.phis {
				if q == p {
					delete(a.phis, key)
				}
			}
		}
		a.made = a.made[:mark]
		return nil
	}
	return v
}

func (a *ssaBuilder) before(b *pir.Block, pos, k, x int) *pir.Instr {
	for j := pos - 1; j >= 0; j-- {
		if d, ok := a.s.defAt(b.Instrs[j], k, x); ok {
			return a.defValue(d)
		}
	}
	return a.atEntry(b, k, x)
}

func (a *ssaBuilder) atEntry(b *pir.Block, k, x int) *pir.Instr {
	if a.failed {
		return nil
	}
	key := ssaKey{b, k, x}
	if p, ok := a.phis[key]; ok {
		return p
	}
	var preds []*pir.Block
	for _, p := range b.Preds {
		if a.s.dom.Reachable(p) {
			preds = append(preds, p)
		}
	}
	switch len(preds) {
	case 0:
		a.failed = true
		return nil
	case 1:
		if len(b.Preds) == 1 {
			return a.before(preds[0], len(preds[0].Instrs), k, x)
		}
	}
	phi := a.s.code.NewInstr(pir.Phi)
	phi.Type = pir.Any
	phi.Args = make([]*pir.Instr, len(b.Preds))
	n := 0
	for n < len(b.Instrs) && (b.Instrs[n].Op == pir.Phi || b.Instrs[n].Op == pir.LdEnvConst) {
		n++
	}
	b.Insert(n, phi)
	a.phis[key] = phi
	a.made = append(a.made, phi)
	for j, p := range b.Preds {
		if !a.s.dom.Reachable(p) {
			phi.Args[j] = phi
			continue
		}
		v := a.before(p, len(p.Instrs), k, x)
		if v == nil {
			a.failed = true
			return nil
		}
		phi.Args[j] = v
	}
	return phi
}

func (a *ssaBuilder) defValue(d int) *pir.Instr {
	if d == 0 {
		return a.unboundMarker()
	}
	if a.s.defs[d].null {
		return a.entryConst(&a.null, rt.Nil)
	}
	v := a.s.defs[d].current()
	if v == nil {
		a.failed = true
	}
	return v
}

// unboundMarker is an LdConst of the no-binding marker at the start of
// the entry block.
func (a *ssaBuilder) unboundMarker() *pir.Instr { return a.entryConst(&a.unbound, rt.Unbound) }

// entryConst is an LdConst of v at the start of the entry block
// (after the fixed environments), cached in *cache.
func (a *ssaBuilder) entryConst(cache **pir.Instr, v rt.Value) *pir.Instr {
	return entryConst(a.s.code, cache, v)
}

func entryConst(c *pir.Code, cache **pir.Instr, v rt.Value) *pir.Instr {
	if *cache == nil {
		entry := c.Entry()
		n := 0
		for n < len(entry.Instrs) && entry.Instrs[n].Op == pir.LdEnvConst {
			n++
		}
		for _, i := range entry.Instrs[n:] {
			if i.Op == pir.LdConst && i.Aux == v {
				*cache = i
				return i
			}
		}
		i := c.NewInstr(pir.LdConst)
		i.Aux = v
		i.Type = pir.TypeOf(v)
		entry.Insert(n, i)
		*cache = i
	}
	return *cache
}

// sourcesNotLazy reports whether every definition in the set can be
// neither a promise nor the missing marker (so forcing it does nothing).
func (s *scope) sourcesNotLazy(a aval) bool {
	if a.top || a.other {
		return false
	}
	for _, d := range a.defs {
		if d == 0 || !s.defs[d].hasValue() {
			return false
		}
		t := s.defs[d].valType()
		if t.IsVoid() || t.MaybeLazy() || t.MaybeMissing() {
			return false
		}
	}
	return true
}
