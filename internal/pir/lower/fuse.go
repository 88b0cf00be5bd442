package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Two peephole improvements of the hot path of loops.
//
// Compare-and-branch: a block ending in a comparison of two unboxed
// scalars whose only use is an AsTest whose only use is the block's
// Branch (the shape of `while (i < n)`) becomes one instruction that
// compares and jumps, instead of three.
//
// Phi coalescing: the value a loop's back-edge gives a phi is computed
// straight into the phi's register, instead of into its own and then
// moved, when that is safe (see coalescePhis).

// fuseBranch lowers the instructions of block b from position n on as
// one compare-and-branch when they have that shape, and reports whether
// it did.
func (l *lowerer) fuseBranch(b *pir.Block, k, n int) bool {
	if n+3 != len(b.Instrs) {
		return false
	}
	cmp, test, br := b.Instrs[n], b.Instrs[n+1], b.Instrs[n+2]
	if !isComparison(cmp.Op) || test.Op != pir.AsTest || br.Op != pir.Branch ||
		test.Args[0] != cmp || br.Args[0] != test || l.uses[cmp.ID] != 1 || l.uses[test.ID] != 1 {
		return false
	}
	x, y := cmp.Args[0], cmp.Args[1]
	cx, cy := l.cls(x), l.cls(y)
	if asDouble(cmp.Op, cx, cy) {
		cx, cy = cF, cF
	}
	if !cx.unboxed() || !cy.unboxed() || len(b.Succs) != 2 {
		return false
	}
	var op opcode
	var rx, ry ref
	if cx == cF || cy == cF {
		rx, ry = l.want(x, cF), l.want(y, cF)
		op = floatOps[cmp.Op] - opFEq + opBrFEq
	} else {
		rx, ry = l.ref(x), l.ref(y)
		op = intOps[cmp.Op] - opIEq + opBrIEq
	}
	l.cur = br
	t0, t1 := l.edgeLabel(b, 0), l.edgeLabel(b, 1)
	s := l.slow()
	s.call = callOf(test)
	pc := l.emit(op, rx.idx(), ry.idx(), 0, s)
	l.jumpTo(pc, 2, t1)
	if t0 >= len(l.body.Blocks) || t0 != k+1 {
		l.jumpTo(l.emit(opJmp, 0, 0, 0, nil), 0, t0)
	}
	return true
}

// naCondition is the error of a condition that is NA.
func (c *Compiled) naCondition(f *frame, x *slow) error {
	_, err := f.in.Condition(vm.LogicalConst(rt.NALgl), x.call)
	if err == nil {
		return c.internal(f, x, "NA condition without an error")
	}
	return err
}

// coalescePhis gives the value v that a block P passes to a phi p of
// its successor S the phi's register, so that the edge needs no move.
// That is safe when writing v's register cannot clobber a value of p
// still needed: v is computed in P, which jumps to S only (so after P
// p's old value is dead: S redefines it), p is not used in P after v is
// computed (nor through a deopt branch an Assume after v could take),
// v has no other use, and no other phi of S reads p from this edge.
// Constants and phis keep their registers (the template and other
// edges write those).
func (l *lowerer) coalescePhis() {
	for _, s := range l.body.Blocks {
		for _, p := range s.Instrs {
			if p.Op != pir.Phi {
				continue
			}
			pr := l.reg[p.ID]
			if pr.class() == cNone {
				continue
			}
			for k, v := range p.Args {
				if k >= len(s.Preds) {
					break
				}
				pred := s.Preds[k]
				if l.canCoalesce(s, pred, k, p, v) {
					l.reg[v.ID] = pr
				}
			}
		}
	}
}

func (l *lowerer) canCoalesce(s, pred *pir.Block, k int, p, v *pir.Instr) bool {
	if v.Block != pred || v.ID >= len(l.uses) || l.uses[v.ID] != 1 || l.reg[v.ID].class() != l.reg[p.ID].class() {
		return false
	}
	switch v.Op {
	case pir.Phi, pir.LdConst, pir.LdEnvConst:
		return false
	}
	if t := pred.Terminator(); t == nil || t.Op != pir.Jmp || len(pred.Succs) != 1 {
		return false
	}
	n := 0
	for _, b := range s.Preds {
		if b == pred {
			n++
		}
	}
	if n != 1 {
		return false
	}
	for _, q := range s.Instrs {
		if q.Op == pir.Phi && q != p && k < len(q.Args) && q.Args[k] == p {
			return false
		}
	}
	after := false
	for _, i := range pred.Instrs {
		if i == v {
			after = true
			continue
		}
		if !after {
			continue
		}
		if i.Op == pir.Assume {
			return false
		}
		for _, a := range i.Args {
			if a == p {
				return false
			}
		}
	}
	return after
}
