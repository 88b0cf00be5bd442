package pir

// DomTree is the dominator tree of a code's control-flow graph, from its
// entry block. Block a dominates block b when every path from the entry
// to b passes through a; every block dominates itself. Blocks that cannot
// be reached from the entry are outside the tree: they dominate and are
// dominated by nothing but themselves.
//
// The tree is computed with the iterative algorithm of Cooper, Harvey and
// Kennedy ("A Simple, Fast Dominance Algorithm"): blocks are numbered in
// reverse postorder, and each block's immediate dominator is refined to
// the nearest common ancestor of its processed predecessors until nothing
// changes. Only the successor lists are read, and successors that are
// not blocks of the code are ignored, so a malformed graph still gives a
// tree.
type DomTree struct {
	code *Code
	// index numbers the blocks of the code by position.
	index map[*Block]int
	// rpo lists the reachable blocks in reverse postorder; order[b] is
	// b's position there, -1 when b is unreachable.
	rpo   []*Block
	order []int
	// idom is each block's immediate dominator by position (-1 for the
	// entry and for unreachable blocks).
	idom     []int
	children [][]*Block
	// pre and post number the tree in depth-first order, so that a
	// dominates b iff pre[a] <= pre[b] && post[b] <= post[a].
	pre, post []int
}

// Dominators computes the dominator tree of c.
func Dominators(c *Code) *DomTree {
	n := len(c.Blocks)
	d := &DomTree{
		code:     c,
		index:    make(map[*Block]int, n),
		order:    make([]int, n),
		idom:     make([]int, n),
		children: make([][]*Block, n),
		pre:      make([]int, n),
		post:     make([]int, n),
	}
	for k, b := range c.Blocks {
		if _, dup := d.index[b]; !dup {
			d.index[b] = k
		}
		d.order[k] = -1
		d.idom[k] = -1
	}
	if n == 0 {
		return d
	}
	succs := func(k int) []int {
		var out []int
		for _, s := range c.Blocks[k].Succs {
			if j, ok := d.index[s]; ok {
				out = append(out, j)
			}
		}
		return out
	}
	// Postorder by an explicit-stack depth-first search.
	type frame struct {
		blk   int
		succs []int
		next  int
	}
	visited := make([]bool, n)
	var post []int
	stack := []frame{{blk: 0, succs: succs(0)}}
	visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.succs) {
			s := top.succs[top.next]
			top.next++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, frame{blk: s, succs: succs(s)})
			}
			continue
		}
		post = append(post, top.blk)
		stack = stack[:len(stack)-1]
	}
	for k := len(post) - 1; k >= 0; k-- {
		d.order[post[k]] = len(d.rpo)
		d.rpo = append(d.rpo, c.Blocks[post[k]])
	}
	// Predecessors among the reachable blocks.
	preds := make([][]int, n)
	for _, b := range d.rpo {
		k := d.index[b]
		for _, s := range succs(k) {
			preds[s] = append(preds[s], k)
		}
	}
	d.idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for d.order[a] > d.order[b] {
				a = d.idom[a]
			}
			for d.order[b] > d.order[a] {
				b = d.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range d.rpo[1:] {
			k := d.index[b]
			nd := -1
			for _, p := range preds[k] {
				if d.idom[p] < 0 {
					continue // not processed yet
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != d.idom[k] {
				d.idom[k] = nd
				changed = true
			}
		}
	}
	d.idom[0] = -1
	for _, b := range d.rpo[1:] {
		k := d.index[b]
		p := d.idom[k]
		d.children[p] = append(d.children[p], b)
	}
	// Number the tree.
	clock := 0
	type tframe struct {
		blk  int
		next int
	}
	ts := []tframe{{blk: 0}}
	d.pre[0] = clock
	clock++
	for len(ts) > 0 {
		top := &ts[len(ts)-1]
		if top.next < len(d.children[top.blk]) {
			ch := d.index[d.children[top.blk][top.next]]
			top.next++
			d.pre[ch] = clock
			clock++
			ts = append(ts, tframe{blk: ch})
			continue
		}
		d.post[top.blk] = clock
		clock++
		ts = ts[:len(ts)-1]
	}
	return d
}

// pos is b's position in the code, -1 for a block not in it.
func (d *DomTree) pos(b *Block) int {
	if k, ok := d.index[b]; ok {
		return k
	}
	return -1
}

// Reachable reports whether b can be reached from the entry.
func (d *DomTree) Reachable(b *Block) bool {
	k := d.pos(b)
	return k >= 0 && d.order[k] >= 0
}

// IDom is b's immediate dominator: nil for the entry, for unreachable
// blocks and for blocks not in the code.
func (d *DomTree) IDom(b *Block) *Block {
	k := d.pos(b)
	if k < 0 || d.idom[k] < 0 {
		return nil
	}
	return d.code.Blocks[d.idom[k]]
}

// Children are the blocks b immediately dominates, in reverse postorder.
func (d *DomTree) Children(b *Block) []*Block {
	k := d.pos(b)
	if k < 0 {
		return nil
	}
	return d.children[k]
}

// RPO lists the reachable blocks in reverse postorder (the entry first;
// every block before its successors except along back edges).
func (d *DomTree) RPO() []*Block { return d.rpo }

// Dominates reports whether a dominates b. A block dominates itself; an
// unreachable block dominates and is dominated by nothing else.
func (d *DomTree) Dominates(a, b *Block) bool {
	if a == b {
		return true
	}
	if !d.Reachable(a) || !d.Reachable(b) {
		return false
	}
	ka, kb := d.index[a], d.index[b]
	return d.pre[ka] <= d.pre[kb] && d.post[kb] <= d.post[ka]
}

// StrictlyDominates reports whether a dominates b and a is not b.
func (d *DomTree) StrictlyDominates(a, b *Block) bool {
	return a != b && d.Dominates(a, b)
}

// InstrDominates reports whether the value of def is available at use:
// def's block strictly dominates use's, or they share a block and def
// comes first. For a phi's operands use OperandDominates.
func (d *DomTree) InstrDominates(def, use *Instr) bool {
	if def.Block == nil || use.Block == nil {
		return false
	}
	if def.Block != use.Block {
		return d.StrictlyDominates(def.Block, use.Block)
	}
	for _, i := range def.Block.Instrs {
		if i == def {
			return true
		}
		if i == use {
			return false
		}
	}
	return false
}

// OperandDominates reports whether use's operand k is available where
// use reads it: for a phi, at the end of the k-th predecessor of its
// block; otherwise just before use.
func (d *DomTree) OperandDominates(use *Instr, k int) bool {
	if k < 0 || k >= len(use.Args) || use.Args[k] == nil {
		return false
	}
	def := use.Args[k]
	if use.Op != Phi {
		return d.InstrDominates(def, use)
	}
	if use.Block == nil || k >= len(use.Block.Preds) || def.Block == nil {
		return false
	}
	return d.Dominates(def.Block, use.Block.Preds[k])
}
