package lower

import (
	"gorir/internal/pir"
)

// In-place stores.
//
// A StVar of an unboxed double or integer may overwrite the variable's
// current box instead of binding a new one when that box is unshared
// (NAMED 1, no attributes, a scalar of the same type: rt.Env.
// SetScalarInPlace checks that at run time) and nothing else can still
// read it. The baseline's rule (vm arithProg.inPlace) is that nothing
// but loop states is pending on its operand stack. Here the pending
// values are the live registers: the store may be done in place only if
// no boxed value live after it can be a double (integer) vector, the
// kind being stored — every other live boxed value (a loop state, an
// environment, a function, a vector of another type) cannot be the
// box. Values live only into deoptimisation branches count as live, as
// their framestates hand them back to the baseline.

// markInPlace computes, for each StVar whose value is an unboxed double
// or integer, whether it may store in place (l.inPlace, by ID).
func (l *lowerer) markInPlace() {
	body := l.body
	var cands []*pir.Instr
	for _, b := range body.Blocks {
		for _, i := range b.Instrs {
			if i.Op != pir.StVar || len(i.Args) == 0 {
				continue
			}
			if c := l.reg[i.Args[0].ID].class(); c == cF || c == cInt || c == cNum || l.forElemStore(i) {
				cands = append(cands, i)
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	// blocks reports whether a live value v may be the box a store of
	// kind k replaces.
	// A loop state (the operand of ForStep or ForElem) is no vector.
	states := map[*pir.Instr]bool{}
	for _, b := range body.Blocks {
		for _, i := range b.Instrs {
			if (i.Op == pir.ForStep || i.Op == pir.ForElem) && len(i.Args) > 0 {
				states[i.Args[0]] = true
			}
		}
	}
	blocks := func(v *pir.Instr, k pir.Kinds) bool {
		if states[v] || v.ID >= len(l.reg) {
			return false
		}
		// A lazy register may hold a box too.
		if c := l.reg[v.ID].class(); c != cVal && c != cLazy {
			return false
		}
		return v.Type.Kinds&k != 0
	}
	// Backward liveness over the PIR values, per block (live-in sets).
	nb := len(body.Blocks)
	idx := make(map[*pir.Block]int, nb)
	for k, b := range body.Blocks {
		idx[b] = k
	}
	liveIn := make([]map[*pir.Instr]bool, nb)
	for k := range liveIn {
		liveIn[k] = map[*pir.Instr]bool{}
	}
	// liveOut of b: the live-ins of its successors (minus their phis),
	// plus the phi operands coming from b.
	liveOut := func(b *pir.Block) map[*pir.Instr]bool {
		out := map[*pir.Instr]bool{}
		for _, s := range b.Succs {
			for v := range liveIn[idx[s]] {
				out[v] = true
			}
			for _, i := range s.Instrs {
				if i.Op != pir.Phi {
					continue
				}
				delete(out, i)
				for p, pred := range s.Preds {
					if pred == b && p < len(i.Args) {
						out[i.Args[p]] = true
					}
				}
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for k := nb - 1; k >= 0; k-- {
			b := body.Blocks[k]
			live := liveOut(b)
			for j := len(b.Instrs) - 1; j >= 0; j-- {
				i := b.Instrs[j]
				delete(live, i)
				if i.Op == pir.Phi {
					// Its operands are live out of the predecessors.
					continue
				}
				for _, a := range i.Args {
					if a != nil {
						live[a] = true
					}
				}
			}
			if len(live) != len(liveIn[k]) {
				liveIn[k] = live
				changed = true
				continue
			}
			for v := range live {
				if !liveIn[k][v] {
					liveIn[k] = live
					changed = true
					break
				}
			}
		}
	}
	// For each candidate: the values live just after it.
	for _, st := range cands {
		b := st.Block
		var k pir.Kinds
		switch l.reg[st.Args[0].ID].class() {
		case cF:
			k = pir.KDouble
		case cInt:
			k = pir.KInteger
		default: // a number, or a ForElem's element (forElemStore)
			k = pir.KDouble | pir.KInteger
		}
		live := liveOut(b)
		ok := true
		for j := len(b.Instrs) - 1; j >= 0; j-- {
			i := b.Instrs[j]
			if i == st {
				break
			}
			delete(live, i)
			for _, a := range i.Args {
				if a != nil {
					live[a] = true
				}
			}
		}
		for v := range live {
			if blocks(v, k) {
				ok = false
				break
			}
		}
		if ok {
			l.inPlace[st.ID] = true
		}
	}
}

// forElemStore reports whether st is a StVar of the loop variable that
// its ForElem, whose only use it is, immediately precedes: the pair is
// lowered as one opForElemStore, which reuses the variable's box as the
// baseline's forState.reuseBox does.
func (l *lowerer) forElemStore(st *pir.Instr) bool {
	if st.Op != pir.StVar || len(st.Args) == 0 {
		return false
	}
	e := st.Args[0]
	if e.Op != pir.ForElem || e.Block != st.Block || e.ID >= len(l.uses) || l.uses[e.ID] != 1 {
		return false
	}
	ins := st.Block.Instrs
	for n := 0; n+1 < len(ins); n++ {
		if ins[n] == e {
			return ins[n+1] == st
		}
	}
	return false
}
