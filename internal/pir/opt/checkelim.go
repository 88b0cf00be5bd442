package opt

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// checkelim removes speculation that a dominating speculation already
// made, walking the dominator tree with what the guards passed so far
// established:
//
//   - Assume(IsType(v, T)) where a dominating Assume(IsType(v', T')) with
//     v' the same value (the same instruction, or one a CastType or a
//     Force of a value that cannot be a promise leaves unchanged) and
//     T' ⊑ T has passed: the value already has type T. A CastType(v, T)
//     dominated by a CastType(v', T') of the same value with T' ⊑ T is
//     replaced by it;
//   - Assume(IsCallee(f)) after a dominating one on the same value and
//     function (a value does not change);
//   - Assume(IsBaseFn(sym, env)) after a dominating one on the same
//     symbol and environment when no instruction on any path between the
//     two could rebind sym: any instruction that may write an environment
//     (stores of any symbol included: an active binding runs code), run R
//     code or reflect counts as one;
//   - an Assume of any other pure test (not IsEnvStub, whose answer
//     changes) that a dominating Assume already passed;
//   - Force(p) dominated by UpdatePromise(p, v) (the promise pass
//     inlined p's code): v;
//   - Force(v) dominated by a Force of the same value: the promise is
//     forced already, and the dominating result is its value.
func checkelim(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if checkelimCode(c) {
			changed = true
		}
	}
	return changed
}

type baseFnKey struct {
	sym *rt.Symbol
	env *pir.Instr
}

type checkState struct {
	repl    map[*pir.Instr]*pir.Instr
	dead    map[*pir.Instr]bool
	changed bool
	// The facts established by the guards dominating the point reached,
	// and an undo log to drop those of a subtree once it is done.
	types   map[*pir.Instr][]pir.Type
	casts   map[*pir.Instr][]*pir.Instr
	callees map[*pir.Instr][]rt.Value
	forces  map[*pir.Instr]*pir.Instr
	tests   map[*pir.Instr]bool
	baseFns map[baseFnKey]*pir.Instr
	undo    []func()
	// freedTests are IsBaseFn tests whose Assume went: removed too when
	// nothing else uses them.
	freedTests []*pir.Instr
}

func checkelimCode(c *pir.Code) bool {
	s := &checkState{
		repl: map[*pir.Instr]*pir.Instr{}, dead: map[*pir.Instr]bool{},
		types: map[*pir.Instr][]pir.Type{}, casts: map[*pir.Instr][]*pir.Instr{},
		callees: map[*pir.Instr][]rt.Value{}, forces: map[*pir.Instr]*pir.Instr{},
		tests: map[*pir.Instr]bool{}, baseFns: map[baseFnKey]*pir.Instr{},
	}
	dom := pir.Dominators(c)
	type frame struct {
		b    *pir.Block
		mark int
		next int
	}
	enter := func(b *pir.Block) *frame {
		f := &frame{b: b, mark: len(s.undo)}
		s.block(b)
		return f
	}
	stack := []*frame{enter(c.Entry())}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		kids := dom.Children(top.b)
		if top.next < len(kids) {
			k := kids[top.next]
			top.next++
			stack = append(stack, enter(k))
			continue
		}
		for n := len(s.undo) - 1; n >= top.mark; n-- {
			s.undo[n]()
		}
		s.undo = s.undo[:top.mark]
		stack = stack[:len(stack)-1]
	}
	replaceAll(c, s.repl)
	removeInstrs(c, s.dead)
	if len(s.freedTests) > 0 {
		u := uses(c)
		gone := map[*pir.Instr]bool{}
		for _, t := range s.freedTests {
			if t.Block != nil && len(u[t]) == 0 {
				gone[t] = true
			}
		}
		removeInstrs(c, gone)
	}
	return s.changed
}

// sameValue is v without the instructions that leave its value unchanged:
// CastType, and Force of a value that cannot be a promise.
func sameValue(v *pir.Instr) *pir.Instr {
	for {
		switch {
		case v.Op == pir.CastType && len(v.Args) == 1:
			v = v.Args[0]
		case v.Op == pir.Force && len(v.Args) == 2 && !v.Args[0].Type.IsVoid() &&
			!v.Args[0].Type.MaybeLazy() && !v.Args[0].Type.MaybeMissing():
			v = v.Args[0]
		default:
			return v
		}
	}
}

// block applies the facts to b's instructions and records the ones they
// establish.
func (s *checkState) block(b *pir.Block) {
	for _, i := range b.Instrs {
		for k, a := range i.Args {
			i.Args[k] = resolve(s.repl, a)
		}
		switch i.Op {
		case pir.CastType:
			t, ok := i.Aux.(pir.Type)
			if !ok {
				continue
			}
			r := sameValue(i.Args[0])
			for _, prev := range s.casts[r] {
				if pt, ok := prev.Aux.(pir.Type); ok && pt.Sub(t) {
					s.replace(i, prev)
					break
				}
			}
			if !s.dead[i] {
				s.push(&s.casts, r, i)
			}
		case pir.Force:
			r := sameValue(i.Args[0])
			if prev := s.forces[r]; prev != nil {
				s.replace(i, prev)
				continue
			}
			s.forces[r] = i
			s.undo = append(s.undo, func() { delete(s.forces, r) })
		case pir.UpdatePromise:
			// The promise has this value from here on: a Force of it
			// it dominates is the value.
			r := sameValue(i.Args[0])
			if s.forces[r] == nil {
				s.forces[r] = i.Args[1]
				s.undo = append(s.undo, func() { delete(s.forces, r) })
			}
		case pir.Assume:
			s.assume(i)
		}
	}
}

func (s *checkState) replace(i, by *pir.Instr) {
	s.repl[i] = by
	s.dead[i] = true
	s.changed = true
}

// push adds x to the list of r in m, to be undone with the subtree.
func (s *checkState) push(m *map[*pir.Instr][]*pir.Instr, r, x *pir.Instr) {
	mm := *m
	mm[r] = append(mm[r], x)
	s.undo = append(s.undo, func() { mm[r] = mm[r][:len(mm[r])-1] })
}

// assume removes the Assume a if what it tests is known to hold, and
// otherwise records what it establishes.
func (s *checkState) assume(a *pir.Instr) {
	t := a.Args[0]
	drop := func() {
		s.dead[a] = true
		s.changed = true
	}
	switch t.Op {
	case pir.IsType:
		want, ok := t.Aux.(pir.Type)
		if !ok {
			return
		}
		r := sameValue(t.Args[0])
		for _, have := range s.types[r] {
			if have.Sub(want) {
				drop()
				return
			}
		}
		s.types[r] = append(s.types[r], want)
		s.undo = append(s.undo, func() { s.types[r] = s.types[r][:len(s.types[r])-1] })
		return
	case pir.IsCallee:
		want, _ := t.Aux.(rt.Value)
		r := sameValue(t.Args[0])
		for _, have := range s.callees[r] {
			if have == want {
				drop()
				return
			}
		}
		s.callees[r] = append(s.callees[r], want)
		s.undo = append(s.undo, func() { s.callees[r] = s.callees[r][:len(s.callees[r])-1] })
		return
	case pir.IsBaseFn:
		key := baseFnKey{t.Sym(), t.Env()}
		if key.sym == nil || key.env == nil {
			return
		}
		if prev := s.baseFns[key]; prev != nil && noRebinding(prev, t) {
			drop()
			s.freedTests = append(s.freedTests, t)
			return
		}
		old, had := s.baseFns[key]
		s.baseFns[key] = t
		s.undo = append(s.undo, func() {
			if had {
				s.baseFns[key] = old
			} else {
				delete(s.baseFns, key)
			}
		})
		return
	}
	if t.Op == pir.IsEnvStub || !pir.ComputeEffects(t).Pure() {
		return
	}
	if s.tests[t] {
		drop()
		return
	}
	s.tests[t] = true
	s.undo = append(s.undo, func() { delete(s.tests, t) })
}

// rebinds reports whether x could change what a symbol is bound to, as a
// function lookup sees it: by writing, by running R code, or by warning
// (a calling handler runs R code and the computation goes on).
func rebinds(x *pir.Instr) bool {
	return pir.ComputeEffects(x)&(pir.WritesEnv|pir.RunsCode) != 0
}

// noRebinding reports whether no instruction on any path from a to b
// (a dominates b; both are instructions of the same code) could rebind
// a symbol. The paths are walked backwards from b, each stopping where
// it reaches a.
func noRebinding(a, b *pir.Instr) bool {
	clean := func(instrs []*pir.Instr) bool {
		for _, x := range instrs {
			if rebinds(x) {
				return false
			}
		}
		return true
	}
	pa, pb := a.Pos(), b.Pos()
	if a.Block == b.Block && pa < pb {
		return clean(a.Block.Instrs[pa+1 : pb])
	}
	if !clean(b.Block.Instrs[:pb]) {
		return false
	}
	seen := map[*pir.Block]bool{}
	work := append([]*pir.Block(nil), b.Block.Preds...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if x == a.Block {
			if !clean(x.Instrs[pa+1:]) {
				return false
			}
			continue
		}
		if !clean(x.Instrs) {
			return false
		}
		work = append(work, x.Preds...)
	}
	return true
}
