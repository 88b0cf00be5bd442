package pir

// Tidy tidies a code: phis that merge one value are
// replaced by it, a block entered only by a jump from its single
// predecessor is merged into it, blocks are laid out in reverse
// postorder (the true side of a branch first, deopt blocks after the
// code they leave), types are settled, effects computed, and registers
// renumbered densely.
func Tidy(c *Code) {
	RemoveTrivialPhis(c)
	MergeBlocks(c)
	Layout(c)
	Settle(c)
	c.Renumber()
}

// Settle recomputes the types and effects of c after its operands
// changed.
func Settle(c *Code) {
	InferTypes(c)
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			i.UpdateEffects()
		}
	}
}

// RemoveTrivialPhis replaces every phi whose operands are one value
// (besides the phi itself) by that value, until none is left.
func RemoveTrivialPhis(c *Code) {
	repl := map[*Instr]*Instr{}
	resolve := func(x *Instr) *Instr {
		for {
			r, ok := repl[x]
			if !ok {
				return x
			}
			x = r
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range c.Blocks {
			for _, phi := range b.Instrs {
				if phi.Op != Phi {
					break
				}
				if _, gone := repl[phi]; gone {
					continue
				}
				var same *Instr
				trivial := true
				for _, a := range phi.Args {
					a = resolve(a)
					if a == phi || a == same {
						continue
					}
					if same != nil {
						trivial = false
						break
					}
					same = a
				}
				if trivial && same != nil {
					repl[phi] = same
					changed = true
				}
			}
		}
	}
	if len(repl) == 0 {
		return
	}
	for _, b := range c.Blocks {
		kept := b.Instrs[:0]
		for _, i := range b.Instrs {
			if _, gone := repl[i]; gone {
				i.Block = nil
				continue
			}
			for k, a := range i.Args {
				i.Args[k] = resolve(a)
			}
			kept = append(kept, i)
		}
		b.Instrs = kept
	}
}

// MergeBlocks merges each block that is entered only by a jump from its
// single predecessor into that predecessor.
func MergeBlocks(c *Code) {
	dead := map[*Block]bool{}
	for changed := true; changed; {
		changed = false
		for _, p := range c.Blocks {
			if dead[p] {
				continue
			}
			t := p.Terminator()
			if t == nil || t.Op != Jmp || len(p.Succs) != 1 {
				continue
			}
			s := p.Succs[0]
			if s == p || s == c.Entry() || len(s.Preds) != 1 || s.Deopt != p.Deopt {
				continue
			}
			if len(s.Instrs) > 0 && s.Instrs[0].Op == Phi {
				continue
			}
			p.Instrs = p.Instrs[:len(p.Instrs)-1]
			t.Block = nil
			for _, i := range s.Instrs {
				i.Block = p
				p.Instrs = append(p.Instrs, i)
			}
			p.Succs = s.Succs
			for _, x := range s.Succs {
				for k, q := range x.Preds {
					if q == s {
						x.Preds[k] = p
					}
				}
			}
			s.Instrs, s.Succs, s.Preds = nil, nil, nil
			dead[s] = true
			changed = true
		}
	}
	if len(dead) == 0 {
		return
	}
	kept := c.Blocks[:0]
	for _, b := range c.Blocks {
		if !dead[b] {
			kept = append(kept, b)
		}
	}
	c.Blocks = kept
}

// Layout orders the blocks in reverse postorder from the entry,
// visiting a block's first successor last so that it comes first, and
// drops unreachable blocks.
func Layout(c *Code) {
	seen := map[*Block]bool{}
	var post []*Block
	var visit func(*Block)
	visit = func(b *Block) {
		seen[b] = true
		for k := len(b.Succs) - 1; k >= 0; k-- {
			if s := b.Succs[k]; !seen[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(c.Entry())
	order := make([]*Block, len(post))
	for k, b := range post {
		order[len(post)-1-k] = b
	}
	// Edges from unreachable blocks go, with their phi operands.
	for _, b := range order {
		keep := make([]bool, len(b.Preds))
		all := true
		for k, p := range b.Preds {
			keep[k] = seen[p]
			all = all && keep[k]
		}
		if all {
			continue
		}
		var preds []*Block
		for k, p := range b.Preds {
			if keep[k] {
				preds = append(preds, p)
			}
		}
		b.Preds = preds
		for _, i := range b.Instrs {
			if i.Op != Phi {
				break
			}
			var args []*Instr
			for k, a := range i.Args {
				if k < len(keep) && keep[k] {
					args = append(args, a)
				}
			}
			i.Args = args
		}
	}
	c.Blocks = order
}
