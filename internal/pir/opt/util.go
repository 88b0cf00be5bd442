package opt

import "gorir/internal/pir"

// codes lists the body and promise codes of v.
func codes(v *pir.Version) []*pir.Code {
	cs := make([]*pir.Code, 0, 1+len(v.Promises))
	cs = append(cs, v.Body)
	return append(cs, v.Promises...)
}

// uses maps each instruction of c to the instructions that use it as an
// operand (once per use).
func uses(c *pir.Code) map[*pir.Instr][]*pir.Instr {
	u := map[*pir.Instr][]*pir.Instr{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			for _, a := range i.Args {
				u[a] = append(u[a], i)
			}
		}
	}
	return u
}

// removeEdge deletes the edge from b to its k-th successor: the
// successor loses b as a predecessor (the occurrence that belongs to this
// edge, when b reaches it along several) and every phi of the successor
// loses the matching operand. b's terminator is left to the caller, who
// must make it agree with the remaining successors.
func removeEdge(b *pir.Block, k int) {
	s := b.Succs[k]
	// The j-th edge from b to s is the j-th occurrence of b in s.Preds.
	j := 0
	for _, x := range b.Succs[:k] {
		if x == s {
			j++
		}
	}
	b.Succs = append(b.Succs[:k:k], b.Succs[k+1:]...)
	for p, q := range s.Preds {
		if q != b {
			continue
		}
		if j > 0 {
			j--
			continue
		}
		s.Preds = append(s.Preds[:p:p], s.Preds[p+1:]...)
		for _, phi := range s.Instrs {
			if phi.Op != pir.Phi {
				break
			}
			if p < len(phi.Args) {
				phi.Args = append(phi.Args[:p:p], phi.Args[p+1:]...)
			}
		}
		return
	}
}

// replaceTerminator replaces b's terminator by a Jmp to its k-th
// successor, removing the edges to the others (with their phi operands).
func replaceTerminator(b *pir.Block, k int) {
	t := b.Terminator()
	for n := len(b.Succs) - 1; n >= 0; n-- {
		if n != k {
			removeEdge(b, n)
		}
	}
	j := b.Code.NewInstr(pir.Jmp)
	j.Block = b
	b.Instrs[len(b.Instrs)-1] = j
	t.Block = nil
}

// removeUnreachable drops the blocks that cannot be reached from the
// entry, with the edges (and phi operands) they contribute to reachable
// blocks, keeping the order of the others. It reports whether it removed
// anything.
func removeUnreachable(c *pir.Code) bool {
	seen := map[*pir.Block]bool{}
	work := []*pir.Block{c.Entry()}
	seen[c.Entry()] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	if len(seen) == len(c.Blocks) {
		return false
	}
	kept := c.Blocks[:0]
	for _, b := range c.Blocks {
		if !seen[b] {
			for _, i := range b.Instrs {
				i.Block = nil
			}
			continue
		}
		kept = append(kept, b)
		for p := len(b.Preds) - 1; p >= 0; p-- {
			if seen[b.Preds[p]] {
				continue
			}
			b.Preds = append(b.Preds[:p:p], b.Preds[p+1:]...)
			for _, phi := range b.Instrs {
				if phi.Op != pir.Phi {
					break
				}
				if p < len(phi.Args) {
					phi.Args = append(phi.Args[:p:p], phi.Args[p+1:]...)
				}
			}
		}
	}
	c.Blocks = kept
	return true
}

// replaceAll rewrites every operand of c through repl (following chains
// of replacements), and reports whether any changed.
func replaceAll(c *pir.Code, repl map[*pir.Instr]*pir.Instr) bool {
	if len(repl) == 0 {
		return false
	}
	changed := false
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			for k, a := range i.Args {
				if r := resolve(repl, a); r != a {
					i.Args[k] = r
					changed = true
				}
			}
		}
	}
	return changed
}

// resolve follows repl from x to the instruction that finally replaces
// it.
func resolve(repl map[*pir.Instr]*pir.Instr, x *pir.Instr) *pir.Instr {
	for {
		r, ok := repl[x]
		if !ok || r == x {
			return x
		}
		x = r
	}
}

// insertBefore puts the new instruction i into the block of at, just
// before it.
func insertBefore(at, i *pir.Instr) {
	k := at.Pos()
	if k < 0 {
		panic("opt: insertBefore: instruction not in its block")
	}
	at.Block.Insert(k, i)
}

// removeInstrs deletes the instructions in dead from c's blocks.
func removeInstrs(c *pir.Code, dead map[*pir.Instr]bool) {
	if len(dead) == 0 {
		return
	}
	for _, b := range c.Blocks {
		kept := b.Instrs[:0]
		for _, i := range b.Instrs {
			if dead[i] {
				i.Block = nil
				continue
			}
			kept = append(kept, i)
		}
		b.Instrs = kept
	}
}

// stripCasts is v without the CastTypes around it: the same R value.
func stripCasts(v *pir.Instr) *pir.Instr {
	for v.Op == pir.CastType && len(v.Args) == 1 {
		v = v.Args[0]
	}
	return v
}
