package opt

import "gorir/internal/pir"

// Helpers the inliners share: copying a code's blocks into another code
// and splitting a block at an instruction.

// spliced is the result of splice: the copy's entry block and, for each
// Return of the source, the block it ended (now open: without a
// terminator) and the value it returned.
type spliced struct {
	entry *pir.Block
	rets  []*pir.Block
	vals  []*pir.Instr
	// instrs maps the source's instructions to their copies.
	instrs map[*pir.Instr]*pir.Instr
	blocks []*pir.Block
}

// splice copies the blocks of src into dst. Instructions of src for
// which subst returns non-nil (its fixed environments, its arguments)
// are not copied: their uses read subst's value instead. Returns are
// removed from the copied blocks, which are left open. FrameState auxes
// are copied, so that the copies may be changed; other auxes are shared.
// Phi operands and edges keep their order.
func splice(dst, src *pir.Code, subst func(*pir.Instr) *pir.Instr) *spliced {
	s := &spliced{instrs: map[*pir.Instr]*pir.Instr{}}
	substituted := map[*pir.Instr]bool{}
	bmap := map[*pir.Block]*pir.Block{}
	for _, b := range src.Blocks {
		nb := dst.NewBlock()
		nb.Deopt = b.Deopt
		bmap[b] = nb
		s.blocks = append(s.blocks, nb)
	}
	// First the substitutions and the new instructions, then operands
	// (phis and loops refer forwards).
	for _, b := range src.Blocks {
		nb := bmap[b]
		for _, i := range b.Instrs {
			if r := subst(i); r != nil {
				s.instrs[i] = r
				substituted[i] = true
				continue
			}
			ni := dst.NewInstr(i.Op)
			ni.Type, ni.AuxInt, ni.Aux, ni.Effects = i.Type, i.AuxInt, i.Aux, i.Effects
			if fa, ok := i.Aux.(*pir.FrameStateAux); ok && fa != nil {
				c := *fa
				ni.Aux = &c
			}
			ni.Block = nb
			s.instrs[i] = ni
			if i.Op == pir.Return {
				s.rets = append(s.rets, nb)
				continue
			}
			nb.Instrs = append(nb.Instrs, ni)
		}
	}
	for _, b := range src.Blocks {
		for _, i := range b.Instrs {
			if substituted[i] {
				continue
			}
			ni := s.instrs[i]
			ni.Args = make([]*pir.Instr, len(i.Args))
			for k, a := range i.Args {
				if m, ok := s.instrs[a]; ok {
					ni.Args[k] = m
				} else {
					ni.Args[k] = a
				}
			}
			if i.Op == pir.Return {
				s.vals = append(s.vals, ni.Args[0])
			}
		}
	}
	for _, b := range src.Blocks {
		nb := bmap[b]
		for _, p := range b.Preds {
			nb.Preds = append(nb.Preds, bmap[p])
		}
		for _, x := range b.Succs {
			nb.Succs = append(nb.Succs, bmap[x])
		}
	}
	s.entry = bmap[src.Entry()]
	return s
}

// splitAt splits b before its instruction at index at: that instruction
// and the ones after it move to a new block, which takes over b's
// successors. b is left open (without a terminator).
func splitAt(c *pir.Code, b *pir.Block, at int) *pir.Block {
	cont := c.NewBlock()
	cont.Instrs = append(cont.Instrs, b.Instrs[at:]...)
	for _, i := range cont.Instrs {
		i.Block = cont
	}
	b.Instrs = b.Instrs[:at:at]
	cont.Succs = b.Succs
	b.Succs = nil
	for _, s := range cont.Succs {
		for k, p := range s.Preds {
			if p == b {
				s.Preds[k] = cont
			}
		}
	}
	return cont
}

// joinValues ends each of the open blocks rets with a jump to cont and
// returns the value cont sees: vals[0] when there is one, else a phi of
// them at the start of cont.
func joinValues(rets []*pir.Block, vals []*pir.Instr, cont *pir.Block) *pir.Instr {
	for _, r := range rets {
		r.Append(pir.Jmp)
		r.AddEdge(cont)
	}
	if len(vals) == 1 {
		return vals[0]
	}
	phi := cont.Code.NewInstr(pir.Phi, vals...)
	phi.Type = pir.Any
	cont.Insert(0, phi)
	return phi
}

// bodySize counts the instructions of c outside deoptimisation blocks.
func bodySize(c *pir.Code) int {
	n := 0
	for _, b := range c.Blocks {
		if !b.Deopt {
			n += len(b.Instrs)
		}
	}
	return n
}
