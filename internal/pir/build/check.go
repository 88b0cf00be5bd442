package build

import (
	"fmt"

	"gorir/internal/pir"
)

// check is the builder's structural self-check of a finished code: the
// CFG is consistent (every block ends in exactly one terminator with as
// many successors as it needs, predecessor lists mirror successor
// lists), phis lead their blocks with one operand per predecessor,
// operand counts match the op table, environments are where ops expect
// them, checkpoints lead to deopt blocks, and every operand is defined
// in this code at a point that dominates its use. It guards the
// builder's output; the full verifier is pir.Verify.
func check(c *pir.Code) error {
	if len(c.Blocks) == 0 {
		return fmt.Errorf("no blocks")
	}
	index := map[*pir.Block]int{}
	for k, b := range c.Blocks {
		if b.Code != c {
			return fmt.Errorf("BB%d belongs to another code", b.ID)
		}
		index[b] = k
	}
	pos := map[*pir.Instr]int{}
	for _, b := range c.Blocks {
		for k, i := range b.Instrs {
			if i.Block != b {
				return fmt.Errorf("%s: wrong block", i)
			}
			pos[i] = k
		}
	}
	for _, b := range c.Blocks {
		if err := checkBlock(b, index, pos); err != nil {
			return fmt.Errorf("BB%d: %v", b.ID, err)
		}
	}
	return checkDominance(c, pos)
}

func checkBlock(b *pir.Block, index map[*pir.Block]int, pos map[*pir.Instr]int) error {
	t := b.Terminator()
	if t == nil {
		return fmt.Errorf("no terminator")
	}
	if len(b.Succs) != t.Op.NumSuccs() {
		return fmt.Errorf("%s has %d successors", t.Op, len(b.Succs))
	}
	for _, s := range b.Succs {
		if _, ok := index[s]; !ok {
			return fmt.Errorf("successor BB%d not in code", s.ID)
		}
		if count(s.Preds, b) != count(b.Succs, s) {
			return fmt.Errorf("edge to BB%d not mirrored", s.ID)
		}
	}
	for _, p := range b.Preds {
		if _, ok := index[p]; !ok {
			return fmt.Errorf("predecessor BB%d not in code", p.ID)
		}
		if count(p.Succs, b) != count(b.Preds, p) {
			return fmt.Errorf("edge from BB%d not mirrored", p.ID)
		}
	}
	if t.Op == pir.Checkpoint && !b.Succs[1].Deopt {
		return fmt.Errorf("checkpoint without a deopt block")
	}
	phis := true
	for k, i := range b.Instrs {
		if i.Op.IsTerminator() && k != len(b.Instrs)-1 {
			return fmt.Errorf("%s: terminator in the middle", i)
		}
		if i.Op == pir.Phi {
			if !phis {
				return fmt.Errorf("%s: phi after other instructions", i)
			}
			if len(i.Args) != len(b.Preds) {
				return fmt.Errorf("%s: %d operands for %d predecessors", i, len(i.Args), len(b.Preds))
			}
		} else {
			phis = false
		}
		for _, a := range i.Args {
			if a == nil {
				return fmt.Errorf("%s: nil operand", i.Op)
			}
			if _, ok := pos[a]; !ok {
				return fmt.Errorf("%s: operand %s not in code", i, a.Reg())
			}
			if a.Type.IsVoid() && a.Op != pir.Phi {
				return fmt.Errorf("%s: operand %s has no value", i, a.Reg())
			}
		}
		if n := i.Op.NumArgs(); n >= 0 && len(i.ValueArgs()) != n {
			return fmt.Errorf("%s: %d operands, want %d", i, len(i.ValueArgs()), n)
		}
		if i.Op.HasEnv() {
			if len(i.Args) == 0 || i.Env().Type.Kinds != pir.KEnv {
				return fmt.Errorf("%s: environment operand expected", i)
			}
		}
		switch i.Op {
		case pir.Assume:
			if i.Args[1].Op != pir.Checkpoint {
				return fmt.Errorf("%s: not anchored at a checkpoint", i)
			}
			if _, ok := i.Aux.(pir.DeoptReason); !ok {
				return fmt.Errorf("%s: no deopt reason", i)
			}
		case pir.Deopt:
			if i.Args[0].Op != pir.FrameState {
				return fmt.Errorf("%s: framestate expected", i)
			}
		case pir.FrameState:
			fs, ok := i.Aux.(*pir.FrameStateAux)
			if !ok || fs.Stack+fs.Temps+1 != len(i.Args) {
				return fmt.Errorf("%s: framestate layout", i)
			}
		case pir.Call, pir.LdFun, pir.Extract1, pir.Extract2, pir.SetterCall, pir.GetterCall:
			if _, ok := i.Aux.(*pir.CallAux); !ok {
				return fmt.Errorf("%s: call aux expected", i)
			}
		}
	}
	return nil
}

func count(bs []*pir.Block, b *pir.Block) int {
	n := 0
	for _, x := range bs {
		if x == b {
			n++
		}
	}
	return n
}

// checkDominance checks that every operand's definition dominates its
// use (for a phi operand: the end of the corresponding predecessor).
func checkDominance(c *pir.Code, pos map[*pir.Instr]int) error {
	idom := dominators(c)
	dominates := func(a, b *pir.Block) bool {
		for {
			if a == b {
				return true
			}
			p := idom[b]
			if p == nil || p == b {
				return false
			}
			b = p
		}
	}
	for _, b := range c.Blocks {
		if idom[b] == nil {
			return fmt.Errorf("BB%d unreachable", b.ID)
		}
		for _, i := range b.Instrs {
			for k, a := range i.Args {
				use, at := b, pos[i]
				if i.Op == pir.Phi {
					use, at = b.Preds[k], len(b.Preds[k].Instrs)
				}
				def := a.Block
				if def == use {
					if pos[a] >= at {
						return fmt.Errorf("BB%d: %s used before its definition", b.ID, a.Reg())
					}
					continue
				}
				if !dominates(def, use) {
					return fmt.Errorf("BB%d: %s (BB%d) does not dominate its use in %s", b.ID, a.Reg(), def.ID, i)
				}
			}
		}
	}
	return nil
}

// dominators computes immediate dominators (the entry is its own) by
// the iterative algorithm of Cooper, Harvey and Kennedy over a reverse
// postorder.
func dominators(c *pir.Code) map[*pir.Block]*pir.Block {
	seen := map[*pir.Block]bool{}
	var post []*pir.Block
	var visit func(*pir.Block)
	visit = func(b *pir.Block) {
		seen[b] = true
		for _, s := range b.Succs {
			if !seen[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	entry := c.Entry()
	visit(entry)
	num := map[*pir.Block]int{}
	for k, b := range post {
		num[b] = k
	}
	idom := map[*pir.Block]*pir.Block{entry: entry}
	intersect := func(a, b *pir.Block) *pir.Block {
		for a != b {
			for num[a] < num[b] {
				a = idom[a]
			}
			for num[b] < num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for k := len(post) - 1; k >= 0; k-- {
			b := post[k]
			if b == entry {
				continue
			}
			var nd *pir.Block
			for _, p := range b.Preds {
				if idom[p] == nil {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	return idom
}
