package opt

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// scopeResolution is the pass "scope": scope resolution (section 4.2 of
// the paper) over the scope analysis of scope.go. In every code it
//
//   - replaces a LdVar of a local environment whose reaching
//     definitions are all known registers by that register, or by the
//     phi that merges them (and drops a Force of the result when none
//     of them can be a promise or the missing marker: a LdVar returns
//     the raw binding);
//   - retargets a LdVar, LdFun or IsBaseFn to the parent environment
//     when the local environment certainly provides no binding for it
//     (not bound here, or, for a function lookup, bound to values that
//     are no functions), so that `IsBaseFn(+, e2)` becomes
//     `IsBaseFn(+, O)`; LdVarSuper from a local environment becomes a
//     LdVar from its parent, and a LdFun certainly bound to a function
//     becomes that function;
//   - turns `<<-` that certainly assigns in a local environment into a
//     StVar there;
//   - makes the empty-loop NULL binding of a for loop over a local
//     environment an explicit StVar (ForInit then gets E0), so that the
//     loop variable after the loop is a phi like any other;
//   - speculates stub environments (section 4.3): after code that may
//     reach a local environment only reflectively (a call, a forced
//     promise), loads stay unresolved until the next checkpoint, where
//     an Assume(IsEnvStub(e)) checks that nothing did, and from where
//     the environment's bindings are trusted again. Stores are kept, so
//     the environment is up to date whenever the assume fails or anyone
//     looks at it.
func scopeResolution(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if !hasMkEnv(c) {
			continue
		}
		// Resolve what can be proved first, then speculate stubs where
		// code that may run leaves environments unchecked.
		phases := []bool{false}
		if c == v.Body && mayRunCode(c) {
			phases = append(phases, true)
		}
		for _, speculate := range phases {
			for round := 0; round < 8; round++ {
				s := analyseScope(c, speculate, stubChecker(c))
				if !resolveScope(s) {
					break
				}
				changed = true
				// Later rounds resolve what retargeting and new phis
				// exposed; the types of new values are settled between
				// rounds.
				pir.Settle(c)
			}
		}
		if dropRedundantStubs(c) {
			changed = true
		}
	}
	return changed
}

// mayRunCode reports whether some instruction of c may run code (so
// that an environment may be reached reflectively).
func mayRunCode(c *pir.Code) bool {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if pir.ComputeEffects(i)&pir.RunsCode != 0 {
				return true
			}
		}
	}
	return false
}

func hasMkEnv(c *pir.Code) bool {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.MkEnv {
				return true
			}
		}
	}
	return false
}

// dropRedundantStubs removes the stub assumes where nothing can have
// reached the environment reflectively since it was last checked (the
// code that could have was resolved away after the assume was placed).
func dropRedundantStubs(c *pir.Code) bool {
	any := false
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			any = any || i.Op == pir.IsEnvStub
		}
	}
	if !any {
		return false
	}
	s := analyseScope(c, false, nil)
	var drop []*pir.Instr
	s.walk(func(i *pir.Instr, st *scopeState) {
		if i.Op != pir.Assume || i.Args[0].Op != pir.IsEnvStub {
			return
		}
		if r, ok := i.Aux.(pir.DeoptReason); !ok || r.Kind != pir.DeoptEnvStub {
			return
		}
		if k := s.local(i.Args[0].Args[0]); k >= 0 && !st.envs[k].refl {
			drop = append(drop, i)
		}
	})
	for _, a := range drop {
		t := a.Args[0]
		a.Remove()
		if len(uses(c)[t]) == 0 {
			t.Remove()
		}
	}
	return len(drop) > 0
}

// splitForInit rewrites `ForInit(seq) e` (of the shape forLoopShape
// accepts) into `ForInit(seq) E0` followed by `StVar(x, NULL, e)`: a
// non-empty loop binds x before anything can look, an empty one leaves
// it NULL as R does. Only for a local environment that has not leaked
// and cannot have been reached reflectively there (where an active
// binding could see the extra store).
func splitForInit(c *pir.Code, i *pir.Instr) {
	env := i.Env()
	i.Args[len(i.Args)-1] = c.EnvConstInstr(pir.NoEnv)
	var null *pir.Instr
	null = entryConst(c, &null, rt.Nil)
	st := c.NewInstr(pir.StVar, null, env)
	st.Aux = i.Aux.(*pir.CallAux).Name
	b := i.Block
	b.Insert(i.Pos()+1, st)
}

// stubChecker says whether a stub assume for a local environment may be
// anchored at checkpoint cp: not if the speculation failed before (the
// feedback slot it would report, see stubReason, has NoSpec), nor if
// nothing after the checkpoint reads from the environment or stores
// into it (a store the elide pass can only drop where the environment
// is known not to have been reached reflectively).
func stubChecker(c *pir.Code) func(cp, env *pir.Instr) bool {
	// The blocks that read each environment (directly or through a
	// local child).
	reads := map[*pir.Instr]map[*pir.Block]bool{}
	for _, b := range c.Blocks {
		if b.Deopt {
			continue
		}
		for _, i := range b.Instrs {
			switch i.Op {
			case pir.LdVar, pir.LdVarSuper, pir.LdFun, pir.IsBaseFn, pir.StVarSuper, pir.StVar:
				for e := i.Env(); e != nil && e.Op == pir.MkEnv; e = e.Env() {
					if reads[e] == nil {
						reads[e] = map[*pir.Block]bool{}
					}
					reads[e][b] = true
				}
			}
		}
	}
	return func(cp, env *pir.Instr) bool {
		if r := stubReason(cp, env); r.Code != nil && r.PC >= 0 && r.PC < len(r.Code.Feedback) && r.Code.Feedback[r.PC].NoSpec {
			return false
		}
		want := reads[env]
		if len(want) == 0 {
			return false
		}
		seen := map[*pir.Block]bool{}
		work := []*pir.Block{cp.Block.Succs[0]}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[b] {
				continue
			}
			seen[b] = true
			if want[b] {
				return true
			}
			work = append(work, b.Succs...)
		}
		return false
	}
}

// stubReason is the deopt reason of a stub assume for env at cp: its
// feedback slot is pc 0 of the closure whose environment env is (so
// that one failure stops stub speculation in that closure), or, for
// another environment, the checkpoint's pc.
func stubReason(cp *pir.Instr, env *pir.Instr) pir.DeoptReason {
	r := pir.DeoptReason{Kind: pir.DeoptEnvStub}
	if aux, ok := env.Aux.(*pir.EnvAux); ok && aux.Closure != nil {
		r.Code, r.PC = aux.Closure, 0
		return r
	}
	if d := cp.Block.Succs[1]; d != nil {
		if t := d.Terminator(); t != nil && t.Op == pir.Deopt {
			if fs, ok := t.Args[0].Aux.(*pir.FrameStateAux); ok {
				r.Code, r.PC = fs.Code, fs.PC
			}
		}
	}
	return r
}

// resolveScope transforms c after the analysis s; it reports whether it
// changed anything.
func resolveScope(s *scope) bool {
	if len(s.envs) == 0 {
		return false
	}
	c := s.code
	type resolution struct {
		load  *pir.Instr
		k, x  int
		lazy  bool // some source may be a promise or missing
		fnVal bool // LdFun resolved to its function
	}
	var resolve []resolution
	var retarget []*pir.Instr
	var toLdVar []*pir.Instr
	var toStVar []*pir.Instr
	var split []*pir.Instr
	missing := map[*pir.Instr]bool{}
	s.walk(func(i *pir.Instr, st *scopeState) {
		switch i.Op {
		case pir.StartAssign:
			// A complex assignment of a variable bound here to values
			// that are no promise starts from its value: a load.
			if i.AuxInt != 1 && s.quietLoad(st, i) {
				resolve = append(resolve, resolution{load: i, k: s.local(i.Env()), x: s.varIdx[i.Sym()]})
			}
		case pir.Missing:
			k := s.local(i.Env())
			if k < 0 || !st.envs[k].live || st.envs[k].refl {
				return
			}
			if m, ok := s.missingness(st, st.envs[k].vars[s.varIdx[i.Sym()]], 0); ok {
				missing[i] = m
			}
		case pir.ForInit:
			if k := s.local(i.Env()); k >= 0 && st.envs[k].live && !st.envs[k].leaked() && !st.envs[k].refl && forLoopShape(i) {
				split = append(split, i)
			}
		case pir.LdVar, pir.LdFun, pir.IsBaseFn:
			k := s.local(i.Env())
			if k < 0 || !st.envs[k].live || st.envs[k].refl {
				return
			}
			x := s.varIdx[i.Sym()]
			a := st.envs[k].vars[x]
			if a.top {
				return
			}
			if i.Op == pir.LdVar {
				switch {
				case a.onlyEps():
					retarget = append(retarget, i)
				case s.known(st, k, x, false):
					resolve = append(resolve, resolution{load: i, k: k, x: x, lazy: !s.sourcesNotLazy(a)})
				}
				return
			}
			// Function lookups skip bindings that are no functions.
			if s.noFunction(a) {
				retarget = append(retarget, i)
				return
			}
			if i.Op == pir.LdFun && s.known(st, k, x, false) && s.allFunctions(a) {
				resolve = append(resolve, resolution{load: i, k: k, x: x, fnVal: true})
			}
		case pir.LdVarSuper:
			if k := s.local(i.Env()); k >= 0 {
				toLdVar = append(toLdVar, i)
			}
		case pir.StVarSuper:
			if _, ok := s.superTarget[i]; ok {
				toStVar = append(toStVar, i)
			}
		}
	})
	changed := false
	// Stub assumes first: resolution relies on them.
	for _, b := range s.rpo {
		ks := s.stubs[b]
		if len(ks) == 0 {
			continue
		}
		cp := b.Preds[0].Terminator()
		pos := 0
		for _, k := range ks {
			env := s.envs[k]
			t := c.NewInstr(pir.IsEnvStub, env)
			t.Type = pir.Test
			as := c.NewInstr(pir.Assume, t, cp)
			as.Aux = stubReason(cp, env)
			b.Insert(pos, t)
			b.Insert(pos+1, as)
			pos += 2
			changed = true
		}
	}
	ssa := newSSA(s)
	var dead []*pir.Instr
	for _, r := range resolve {
		i := r.load
		val := ssa.valueBefore(i.Block, i.Pos(), r.k, r.x)
		if val == nil {
			continue
		}
		// Uses of the load: a Force of it is a no-op when nothing that
		// reaches it can be lazy or missing.
		if !r.lazy && i.Op == pir.LdVar {
			for _, b := range c.Blocks {
				for _, u := range b.Instrs {
					if u.Op == pir.Force && u.Args[0] == i {
						c.ReplaceUses(u, val)
						dead = append(dead, u)
					}
				}
			}
		}
		c.ReplaceUses(i, val)
		dead = append(dead, i)
		changed = true
	}
	for i, m := range missing {
		if i.Block == nil {
			continue
		}
		v := c.NewInstr(pir.LdConst)
		v.Aux, v.Type = rt.Value(rt.Bool(m)), pir.LogicalScalar
		v.Type.Flags &^= pir.MaybeNA
		insertBefore(i, v)
		c.ReplaceUses(i, v)
		dead = append(dead, i)
		changed = true
	}
	for _, i := range dead {
		if i.Block != nil {
			i.Remove()
		}
	}
	for _, i := range retarget {
		if i.Block == nil {
			continue
		}
		i.Args[len(i.Args)-1] = i.Env().Env()
		changed = true
	}
	for _, i := range toLdVar {
		if i.Block == nil {
			continue
		}
		i.Op = pir.LdVar
		i.Args[len(i.Args)-1] = i.Env().Env()
		changed = true
	}
	for _, i := range toStVar {
		t := s.superTarget[i]
		i.Op = pir.StVar
		i.Args[len(i.Args)-1] = s.envs[t]
		changed = true
	}
	for _, i := range split {
		splitForInit(c, i)
		changed = true
	}
	return changed
}

// missingness is what missing() of a variable with the bindings a
// returns (in state st), when every binding tells: TRUE for the missing
// marker and for the promise of a default (MkArg {default}), FALSE for a
// value that is no promise and for a promise of an expression that is
// not a variable. A promise of a variable x made over a local
// environment stands for a missing argument when x is one there (where
// a default's promise does not count): depth counts those steps.
func (s *scope) missingness(st *scopeState, a aval, depth int) (missing, ok bool) {
	if a.top || a.other || len(a.defs) == 0 || depth > 4 {
		return false, false
	}
	for n, d := range a.defs {
		if d == 0 || !s.defs[d].hasValue() {
			return false, false
		}
		var m bool
		switch v := stripCasts(s.defs[d].val); {
		case v.Op == pir.LdConst && v.Aux == rt.Value(rt.MissingArg):
			m = true
		case v.Op == pir.MkArg && v.AuxInt == 1:
			m = depth == 0
		case v.Op == pir.MkArg:
			p, _ := v.Aux.(*pir.Promise)
			if p == nil || p.Code == nil {
				return false, false
			}
			if x, sym := p.Code.Expr.(*rt.Symbol); sym {
				// Missing if x is missing where the promise was made
				// (the promise not having been forced: a Force of it
				// would have failed then).
				k := s.local(v.Env())
				xi, known := s.varIdx[x]
				if _, dd := x.IsDotDot(); k < 0 || !known || dd || x == rt.DotsSym || !st.envs[k].live || st.envs[k].refl {
					return false, false
				}
				if m, ok = s.missingness(st, st.envs[k].vars[xi], depth+1); !ok {
					return false, false
				}
			}
		case v.Op == pir.LdConst && v.Aux == rt.Value(rt.Unbound):
			return false, false
		default:
			if t := v.Type; t.IsVoid() || t.MaybeLazy() || t.MaybeMissing() {
				return false, false
			}
		}
		if n > 0 && m != missing {
			return false, false
		}
		missing = m
	}
	return missing, true
}

// noFunction reports whether the bindings in a can give a function
// lookup nothing: unbound, or bound to values that are certainly no
// functions (and no promises, which the lookup would force).
func (s *scope) noFunction(a aval) bool {
	if a.top || a.other || len(a.defs) == 0 {
		return false
	}
	for _, d := range a.defs {
		if d == 0 {
			continue
		}
		t := s.defs[d].valType()
		if !s.defs[d].hasValue() || t.IsVoid() || t.MaybeLazy() || t.MaybeMissing() || t.Kinds&pir.KFunctions != 0 {
			return false
		}
	}
	return true
}

// allFunctions reports whether every binding in a is certainly a
// function value (no promise).
func (s *scope) allFunctions(a aval) bool {
	if a.top || a.other || len(a.defs) == 0 {
		return false
	}
	for _, d := range a.defs {
		if d == 0 {
			return false
		}
		t := s.defs[d].valType()
		if !s.defs[d].hasValue() || t.IsVoid() || t.MaybeLazy() || t.MaybeMissing() || t.Kinds&^pir.KFunctions != 0 {
			return false
		}
	}
	return true
}
