package opt

import (
	"sort"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// Loop analysis: the natural loops of a code, their nesting, their
// preheaders and a summary of what their bodies may do.
//
// A back edge is an edge b → h whose target h dominates its source b;
// h is a loop header. The natural loop of h is h and every block that
// can reach the source of one of h's back edges without passing through
// h (the back edges into one header make one loop). The code the builder
// makes from R's loops is reducible, so every cycle has such a header;
// a cycle without one (an irreducible region) is no loop here, and
// nothing is hoisted out of it. Deopt blocks leave the code, so they are
// never part of a loop.
//
// Two natural loops are disjoint or one contains the other; the parent
// of a loop is the smallest other loop containing its header.

// Loop is a natural loop.
type Loop struct {
	// Header is the block every edge into the loop enters.
	Header *pir.Block
	// Blocks are the loop's blocks in reverse postorder (the header
	// first; a block after its dominators). Blocks added later by
	// preheader creation of inner loops are placed before their header.
	Blocks []*pir.Block
	// Latches are the sources of the back edges.
	Latches []*pir.Block
	// Parent is the innermost enclosing loop (nil for an outermost
	// loop); Children the loops whose parent this is.
	Parent   *Loop
	Children []*Loop
	// Depth is 1 for an outermost loop, 2 for a loop inside it, ….
	Depth int

	in map[*pir.Block]bool
}

// Contains reports whether b is one of the loop's blocks.
func (l *Loop) Contains(b *pir.Block) bool { return l.in[b] }

// Defines reports whether i is an instruction of the loop (its value
// may change from one iteration to the next).
func (l *Loop) Defines(i *pir.Instr) bool { return i.Block != nil && l.in[i.Block] }

// Invariant reports whether every operand of i is defined outside the
// loop.
func (l *Loop) Invariant(i *pir.Instr) bool {
	for _, a := range i.Args {
		if l.Defines(a) {
			return false
		}
	}
	return true
}

// addBlockBefore adds b to the loop, just before block at in the block
// order (at the end when at is not in the loop).
func (l *Loop) addBlockBefore(b, at *pir.Block) {
	if l.in[b] {
		return
	}
	l.in[b] = true
	for k, x := range l.Blocks {
		if x == at {
			l.Blocks = append(l.Blocks, nil)
			copy(l.Blocks[k+1:], l.Blocks[k:])
			l.Blocks[k] = b
			return
		}
	}
	l.Blocks = append(l.Blocks, b)
}

// Loops are the natural loops of a code.
type Loops struct {
	Code *pir.Code
	// All lists every loop, inner loops before the loops containing them.
	All []*Loop
	// Top lists the outermost loops.
	Top []*Loop
	// Dom is the dominator tree the loops were found with. Preheader
	// creation does not update it: blocks it adds are not in it, but
	// dominance among the blocks it has is unchanged (blocks are only
	// inserted on edges into headers).
	Dom *pir.DomTree
	// innermost maps each block in some loop to the innermost one.
	innermost map[*pir.Block]*Loop
}

// FindLoops computes the natural loops of c.
func FindLoops(c *pir.Code) *Loops {
	dom := pir.Dominators(c)
	ls := &Loops{Code: c, Dom: dom, innermost: map[*pir.Block]*Loop{}}
	rpo := dom.RPO()
	order := make(map[*pir.Block]int, len(rpo))
	for k, b := range rpo {
		order[b] = k
	}
	byHeader := map[*pir.Block]*Loop{}
	var loops []*Loop
	for _, b := range rpo {
		for _, h := range b.Succs {
			if !dom.Dominates(h, b) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &Loop{Header: h, in: map[*pir.Block]bool{h: true}}
				byHeader[h] = l
				loops = append(loops, l)
			}
			if !containsBlock(l.Latches, b) {
				l.Latches = append(l.Latches, b)
			}
			// The blocks reaching b without passing through h.
			work := []*pir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if l.in[x] {
					continue
				}
				l.in[x] = true
				for _, p := range x.Preds {
					if dom.Reachable(p) && !l.in[p] {
						work = append(work, p)
					}
				}
			}
		}
	}
	for _, l := range loops {
		for b := range l.in {
			l.Blocks = append(l.Blocks, b)
		}
		sort.Slice(l.Blocks, func(i, j int) bool { return order[l.Blocks[i]] < order[l.Blocks[j]] })
	}
	// Nesting: the parent is the smallest other loop holding the header.
	sort.SliceStable(loops, func(i, j int) bool { return len(loops[i].Blocks) < len(loops[j].Blocks) })
	for k, l := range loops {
		for _, m := range loops[k+1:] {
			if m.in[l.Header] {
				l.Parent = m
				m.Children = append(m.Children, l)
				break
			}
		}
	}
	for _, l := range loops {
		if l.Parent == nil {
			ls.Top = append(ls.Top, l)
		}
	}
	// Inner loops first (children before parents), outer loops in block
	// order.
	var post func(l *Loop, depth int)
	post = func(l *Loop, depth int) {
		l.Depth = depth
		sort.Slice(l.Children, func(i, j int) bool { return order[l.Children[i].Header] < order[l.Children[j].Header] })
		for _, ch := range l.Children {
			post(ch, depth+1)
		}
		ls.All = append(ls.All, l)
	}
	sort.Slice(ls.Top, func(i, j int) bool { return order[ls.Top[i].Header] < order[ls.Top[j].Header] })
	for _, l := range ls.Top {
		post(l, 1)
	}
	// Innermost loop of each block: outer loops are marked first, inner
	// ones overwrite.
	var mark func(l *Loop)
	mark = func(l *Loop) {
		for b := range l.in {
			ls.innermost[b] = l
		}
		for _, ch := range l.Children {
			mark(ch)
		}
	}
	for _, l := range ls.Top {
		mark(l)
	}
	return ls
}

// Innermost is the innermost loop containing b, or nil.
func (ls *Loops) Innermost(b *pir.Block) *Loop { return ls.innermost[b] }

func containsBlock(bs []*pir.Block, b *pir.Block) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}

// Entries are the header's predecessors from outside the loop, in the
// header's predecessor order (a block entering by two edges appears
// twice).
func (l *Loop) Entries() []*pir.Block {
	var out []*pir.Block
	for _, p := range l.Header.Preds {
		if !l.in[p] {
			out = append(out, p)
		}
	}
	return out
}

// Preheader returns the loop's preheader: the one block outside the
// loop from which the header is entered, whose only successor is the
// header, ending in a jump. When the header has no such predecessor (it
// is entered from several blocks outside the loop, or from a block that
// branches elsewhere too), a new block is made for it: the edges from
// outside go to it, it jumps to the header, and each header phi's
// operands from outside become one operand from it (a phi of them in the
// new block when they differ). The new block joins every loop enclosing
// this one. It returns nil for a loop entered from nowhere (a header
// that is the entry block).
func (ls *Loops) Preheader(l *Loop) *pir.Block {
	h := l.Header
	entries := l.Entries()
	if len(entries) == 0 {
		return nil
	}
	if len(entries) == 1 {
		p := entries[0]
		if t := p.Terminator(); t != nil && t.Op == pir.Jmp && len(p.Succs) == 1 {
			return p
		}
	}
	c := ls.Code
	n := c.NewBlock()
	// The header's new predecessors: the loop's own, in order, and n in
	// place of the first outside one.
	var preds []*pir.Block
	var outside []int // positions of the outside operands
	for k, p := range h.Preds {
		if l.in[p] {
			preds = append(preds, p)
			continue
		}
		if len(outside) == 0 {
			preds = append(preds, n)
		}
		outside = append(outside, k)
	}
	for _, phi := range h.Instrs {
		if phi.Op != pir.Phi {
			break
		}
		var vals []*pir.Instr
		same := true
		for _, k := range outside {
			v := phi.Args[k]
			vals = append(vals, v)
			same = same && v == vals[0]
		}
		in := vals[0]
		if !same {
			in = n.Append(pir.Phi, vals...)
			in.Type = joinTypes(vals)
		}
		var args []*pir.Instr
		first := true
		for k, a := range phi.Args {
			if l.in[h.Preds[k]] {
				args = append(args, a)
			} else if first {
				args = append(args, in)
				first = false
			}
		}
		phi.Args = args
	}
	for _, k := range outside {
		p := h.Preds[k]
		n.Preds = append(n.Preds, p)
	}
	// Each outside edge now enters n (a block with two edges to the
	// header has both redirected, once each).
	for _, p := range n.Preds {
		for j, s := range p.Succs {
			if s == h {
				p.Succs[j] = n
				break
			}
		}
	}
	n.Append(pir.Jmp)
	n.Succs = []*pir.Block{h}
	h.Preds = preds
	for m := l.Parent; m != nil; m = m.Parent {
		m.addBlockBefore(n, h)
		if ls.innermost[n] == nil {
			ls.innermost[n] = m
		}
	}
	return n
}

// joinTypes is the join of the values' types.
func joinTypes(vals []*pir.Instr) pir.Type {
	var t pir.Type
	for _, v := range vals {
		t = t.Join(v.Type)
	}
	return t
}

// LoopEffects summarises what the instructions of a loop may do.
type LoopEffects struct {
	// Effects is the union of the effects of the loop's instructions
	// (a LdFun the loop itself has just proved to find a base function
	// counts as a read).
	Effects pir.Effects
	// Stores are the symbols bound by the loop's StVar, StVarSuper and
	// ForInit instructions.
	Stores map[*rt.Symbol]bool
	// OtherWrites is set when an instruction with the WritesEnv effect
	// may bind symbols it does not name.
	OtherWrites bool
}

// MayRebind reports whether running the loop may change what sym names
// as a function when looked up from an environment defined outside the
// loop: whether some instruction may run R code or reflect on
// environments (either could bind anything anywhere), may signal a
// warning (a calling handler established by withCallingHandlers runs
// R code, which may bind anything, and the loop then goes on), or binds
// sym, or writes bindings it does not name. A MkEnv in the loop cannot
// shadow sym for such a lookup: the environment it makes is new, so it
// is not on the path of a lookup starting from an older one. An error
// needs no care: after its handlers it leaves the loop for good.
func (e LoopEffects) MayRebind(sym *rt.Symbol) bool {
	return e.Effects&(pir.RunsCode) != 0 || e.OtherWrites || e.Stores[sym]
}

// Summary computes the effects summary of l's instructions.
func (ls *Loops) Summary(l *Loop) LoopEffects {
	s := LoopEffects{Stores: map[*rt.Symbol]bool{}}
	// proven[b] holds, at the end of block b, the (symbol, environment)
	// pairs an Assume(IsBaseFn) has established with nothing since that
	// could rebind the symbol: a LdFun of such a pair finds the base
	// function without forcing or running anything.
	type pair struct {
		sym *rt.Symbol
		env *pir.Instr
	}
	proven := map[*pir.Block]map[pair]bool{}
	for _, b := range l.Blocks {
		cur := map[pair]bool{}
		if len(b.Preds) == 1 && l.in[b.Preds[0]] && b != l.Header {
			for p := range proven[b.Preds[0]] {
				cur[p] = true
			}
		}
		for _, i := range b.Instrs {
			e := pir.ComputeEffects(i)
			switch i.Op {
			case pir.Assume:
				if t := i.Args[0]; t.Op == pir.IsBaseFn {
					cur[pair{t.Sym(), t.Env()}] = true
				}
			case pir.LdFun:
				if cur[pair{i.Sym(), i.Env()}] {
					e = pir.ReadsEnv
				}
			}
			s.Effects |= e
			if e&(pir.RunsCode) != 0 {
				clear(cur)
			}
			if e&pir.WritesEnv != 0 {
				switch i.Op {
				case pir.StVar, pir.StVarSuper, pir.ForInit:
					sym := i.Sym()
					s.Stores[sym] = true
					for p := range cur {
						if p.sym == sym {
							delete(cur, p)
						}
					}
				default:
					s.OtherWrites = true
					clear(cur)
				}
			}
		}
		proven[b] = cur
	}
	return s
}
