package build

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// cfg is what the builder knows about the bytecode's control flow before
// translating it: which pcs are reachable from the start, how many
// control-flow edges enter each (merge points get phis), which
// temporaries are live where, and where R's visibility flag may still be
// observed.
type cfg struct {
	src   *vm.Code
	start int
	reach []bool
	// preds counts the edges entering each pc, the entry counting as one.
	preds []int
	// live[pc] is the set of temporaries live on entry to pc.
	live  [][]uint64
	words int
	// visIn[pc] is set when the visibility flag on entry to pc may be
	// observed before an instruction sets it again.
	visIn []bool
	// header[pc] is set for loop headers: the targets of the back edges
	// of the translation's control flow (see loopHeaders).
	header []bool
}

// successors returns the pcs control may continue at after pc, as the
// builder translates the instruction: a fused arithmetic instruction
// continues at its unfused code (see ops.go). Bad labels are refused.
func successors(src *vm.Code, pc int) []int {
	in := src.Instrs[pc]
	n := len(src.Instrs)
	label := func(l int32) int {
		if l < 0 || int(l) >= n {
			bail("bad bytecode: label out of range")
		}
		return int(l)
	}
	next := func() int {
		if pc+1 >= n {
			bail("bad bytecode: falls off the end")
		}
		return pc + 1
	}
	switch in.Op {
	case vm.OpJmp:
		return []int{label(in.A)}
	case vm.OpBrFalse, vm.OpAnd1, vm.OpOr1, vm.OpForStep:
		return []int{next(), label(in.A)}
	case vm.OpGuard:
		return []int{next(), label(in.B)}
	case vm.OpArith, vm.OpArithAssign:
		return []int{label(in.B)}
	case vm.OpSwitch:
		out := switchTargets(src, pc)
		for _, t := range out {
			label(int32(t))
		}
		return out
	case vm.OpReturn, vm.OpReturnNL, vm.OpBreakNL, vm.OpNextNL:
		return nil
	}
	return []int{next()}
}

// switchTargets lists the distinct pcs the switch at pc may continue at,
// in table order (alternatives, then no match).
func switchTargets(src *vm.Code, pc int) []int {
	if !vm.IsSwitchTable(src, pc) {
		bail("bad bytecode: switch table")
	}
	var out []int
	seen := map[int]bool{}
	for _, t := range vm.SwitchTargets(src, pc) {
		if t < 0 || t >= len(src.Instrs) {
			bail("bad bytecode: switch target out of range")
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		bail("bad bytecode: switch without targets")
	}
	return out
}

// stackEffect returns how many values the instruction pops before and
// pushes after, on the edge to succ (only fused arithmetic differs by
// edge: its unfused code computes the value itself).
func stackEffect(src *vm.Code, pc int) (pop, push int) {
	in := src.Instrs[pc]
	switch in.Op {
	case vm.OpLdConst, vm.OpLdVar, vm.OpLdVarSuper, vm.OpLdDDVal, vm.OpLdTmp,
		vm.OpMkClosure, vm.OpStartAssign:
		return 0, 1
	case vm.OpDup:
		return 1, 2
	case vm.OpPop, vm.OpStTmp, vm.OpBrFalse, vm.OpPushFn, vm.OpPushArg, vm.OpSwitch:
		return 1, 0
	case vm.OpAdd, vm.OpSub, vm.OpMul, vm.OpDiv, vm.OpPow, vm.OpMod, vm.OpIDiv,
		vm.OpEq, vm.OpNe, vm.OpLt, vm.OpGt, vm.OpLe, vm.OpGe, vm.OpAndV, vm.OpOrV,
		vm.OpColon, vm.OpAnd2, vm.OpOr2, vm.OpSetterCall, vm.OpDollarAssign:
		return 2, 1
	case vm.OpNeg, vm.OpUPlus, vm.OpNot, vm.OpDollar, vm.OpGetterCall, vm.OpForInit,
		vm.OpAnd1, vm.OpOr1, vm.OpForStep, vm.OpStVar, vm.OpStVarSuper:
		return 1, 1
	case vm.OpCall:
		return 0, 1
	case vm.OpSubset, vm.OpSubset2:
		return int(in.A) + 1, 1
	case vm.OpSubassign, vm.OpSubassign2:
		return int(in.A) + 2, 1
	case vm.OpSetIndex, vm.OpSetIndex2:
		return int(in.A) + 2, 2
	case vm.OpEndAssign:
		if in.B&vm.EndAssignPop != 0 {
			return 2, 0
		}
		return 1, 0
	case vm.OpReturn, vm.OpReturnNL:
		return 1, 0
	}
	return 0, 0
}

// depthAt computes the static operand-stack depth at pc, running from
// pc 0 with an empty stack; ok is false when pc is unreachable or the
// depths are inconsistent.
func depthAt(src *vm.Code, target int) (depth int, ok bool) {
	n := len(src.Instrs)
	depths := make([]int, n)
	for i := range depths {
		depths[i] = -1
	}
	depths[0] = 0
	work := []int{0}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		pop, push := stackEffect(src, pc)
		d := depths[pc]
		if d < pop {
			return 0, false
		}
		d += push - pop
		for _, s := range successors(src, pc) {
			switch {
			case depths[s] < 0:
				depths[s] = d
				work = append(work, s)
			case depths[s] != d:
				return 0, false
			}
		}
	}
	return depths[target], depths[target] >= 0
}

// newCFG analyses src for a translation starting at start. succ gives
// the successors as the translation will follow them (speculation
// leaves some edges out); merge points and reachability follow succ,
// while the liveness analyses follow every edge of the bytecode, since
// the interpreter resumed by a deopt may take any of them.
func newCFG(src *vm.Code, start int, succ func(int) []int) *cfg {
	n := len(src.Instrs)
	c := &cfg{src: src, start: start, reach: make([]bool, n), preds: make([]int, n)}
	c.preds[start]++
	c.reach[start] = true
	work := []int{start}
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range succ(pc) {
			c.preds[s]++
			if !c.reach[s] {
				c.reach[s] = true
				work = append(work, s)
			}
		}
	}
	// Every pc the interpreter may run from start, for the liveness
	// analyses.
	all := make([]bool, n)
	all[start] = true
	work = []int{start}
	var order []int
	for len(work) > 0 {
		pc := work[len(work)-1]
		work = work[:len(work)-1]
		order = append(order, pc)
		for _, s := range successors(src, pc) {
			if !all[s] {
				all[s] = true
				work = append(work, s)
			}
		}
	}
	c.liveness(order)
	c.visibility(order)
	c.loopHeaders(succ)
	return c
}

// loopHeaders marks the loop headers: the pcs entered by a back edge of
// the translation's control flow (succ), an edge to a pc on the path of
// a depth-first search from the start to the edge's source. Bytecode
// from R's loops is reducible, so these are exactly the targets of the
// jumps that close for, while and repeat loops (and of next).
func (c *cfg) loopHeaders(succ func(int) []int) {
	n := len(c.src.Instrs)
	c.header = make([]bool, n)
	const (
		unseen = iota
		onPath
		done
	)
	mark := make([]uint8, n)
	type frame struct {
		pc    int
		succs []int
		next  int
	}
	mark[c.start] = onPath
	stack := []frame{{pc: c.start, succs: succ(c.start)}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(top.succs) {
			mark[top.pc] = done
			stack = stack[:len(stack)-1]
			continue
		}
		s := top.succs[top.next]
		top.next++
		switch mark[s] {
		case unseen:
			mark[s] = onPath
			stack = append(stack, frame{pc: s, succs: succ(s)})
		case onPath:
			c.header[s] = true
		}
	}
}

// isLoopHeader reports whether pc is the target of a back edge.
func (c *cfg) isLoopHeader(pc int) bool { return pc >= 0 && pc < len(c.header) && c.header[pc] }

// isMerge reports whether pc is entered by more than one edge.
func (c *cfg) isMerge(pc int) bool { return c.preds[pc] > 1 }

// liveness computes the temporaries live on entry to each reachable pc
// (a backward may-analysis: LdTmp uses, StTmp kills).
func (c *cfg) liveness(order []int) {
	nt := c.src.NumTemps
	if nt <= 0 {
		return
	}
	c.words = (nt + 63) / 64
	c.live = make([][]uint64, len(c.src.Instrs))
	for _, pc := range order {
		c.live[pc] = make([]uint64, c.words)
	}
	out := make([]uint64, c.words)
	for changed := true; changed; {
		changed = false
		for k := len(order) - 1; k >= 0; k-- {
			pc := order[k]
			clear(out)
			for _, s := range successors(c.src, pc) {
				for w, bits := range c.live[s] {
					out[w] |= bits
				}
			}
			in := c.src.Instrs[pc]
			if in.Op == vm.OpStTmp || in.Op == vm.OpLdTmp {
				t := int(in.A)
				if t < 0 || t >= nt {
					bail("bad bytecode: temporary out of range")
				}
				if in.Op == vm.OpStTmp {
					out[t/64] &^= 1 << (t % 64)
				} else {
					out[t/64] |= 1 << (t % 64)
				}
			}
			for w := range out {
				if c.live[pc][w] != out[w] {
					c.live[pc][w] = out[w]
					changed = true
				}
			}
		}
	}
}

// tempLive reports whether temporary t is live on entry to pc.
func (c *cfg) tempLive(pc, t int) bool {
	if c.live == nil || c.live[pc] == nil || t < 0 || t/64 >= c.words {
		return false
	}
	return c.live[pc][t/64]&(1<<(t%64)) != 0
}

// setsVisibility reports whether the interpreter sets R's visibility
// flag whenever it runs the instruction (calls do: every callee sets it).
func setsVisibility(op vm.Op) bool {
	switch op {
	case vm.OpLdConst, vm.OpVisible, vm.OpInvisible, vm.OpLdVar, vm.OpLdVarSuper,
		vm.OpLdDDVal, vm.OpAnd2, vm.OpOr2, vm.OpMkClosure,
		vm.OpAdd, vm.OpSub, vm.OpMul, vm.OpDiv, vm.OpPow, vm.OpMod, vm.OpIDiv,
		vm.OpEq, vm.OpNe, vm.OpLt, vm.OpGt, vm.OpLe, vm.OpGe, vm.OpAndV, vm.OpOrV,
		vm.OpColon, vm.OpNeg, vm.OpUPlus, vm.OpNot, vm.OpSubset, vm.OpSubset2,
		vm.OpDollar, vm.OpCall, vm.OpSetterCall, vm.OpGetterCall:
		return true
	}
	return false
}

// visibility computes where the visibility flag may be observed: at the
// end of the code (the caller reads it) before any instruction sets it.
func (c *cfg) visibility(order []int) {
	c.visIn = make([]bool, len(c.src.Instrs))
	for changed := true; changed; {
		changed = false
		for k := len(order) - 1; k >= 0; k-- {
			pc := order[k]
			op := c.src.Instrs[pc].Op
			var v bool
			switch {
			case setsVisibility(op):
				v = false
			case op == vm.OpReturn || op == vm.OpReturnNL || op == vm.OpBreakNL || op == vm.OpNextNL:
				v = true
			default:
				for _, s := range successors(c.src, pc) {
					v = v || c.visIn[s]
				}
			}
			if v != c.visIn[pc] {
				c.visIn[pc] = v
				changed = true
			}
		}
	}
}

// visibleAt reports whether the visibility flag may be observed when
// control continues at succ (before anything sets it again).
func (c *cfg) visibleAt(succ int) bool {
	return succ >= 0 && succ < len(c.visIn) && c.visIn[succ]
}

// checkLoopPromises refuses a code one of whose loops makes (at a
// reachable pc) a promise that may break or next out of it: the
// interpreter routes such non-local exits back into the loop, the
// optimised tier cannot.
func (c *cfg) checkLoopPromises(memo map[*vm.Code]bool) {
	for _, l := range c.src.Loops {
		for pc := max(l.Start, 0); pc < l.End && pc < len(c.src.Instrs); pc++ {
			if !c.reach[pc] {
				continue
			}
			in := c.src.Instrs[pc]
			if in.Op != vm.OpMkProm {
				continue
			}
			if in.A < 0 || int(in.A) >= len(c.src.Codes) {
				bail("bad bytecode: code index out of range")
			}
			if promiseExits(c.src.Codes[in.A], memo, 0) {
				bail("break/next in promise")
			}
		}
	}
}

// promiseExits reports whether promise code p, or a promise code nested
// in it (not a closure body), contains BreakNL or NextNL.
func promiseExits(p *vm.Code, memo map[*vm.Code]bool, depth int) bool {
	if p == nil {
		return false
	}
	if v, ok := memo[p]; ok {
		return v
	}
	if depth > 200 {
		bail("promise nesting too deep")
	}
	memo[p] = false
	vm.EnsureCompiled(p)
	res := false
	for _, in := range p.Instrs {
		switch in.Op {
		case vm.OpBreakNL, vm.OpNextNL:
			res = true
		case vm.OpMkProm:
			if in.A >= 0 && int(in.A) < len(p.Codes) && promiseExits(p.Codes[in.A], memo, depth+1) {
				res = true
			}
		}
		if res {
			break
		}
	}
	memo[p] = res
	return res
}

// forVariable is the loop variable of the for loop whose ForStep is at
// pc: the compiler puts the loop's ForInit right before it.
func forVariable(src *vm.Code, pc int) *rt.Symbol {
	if pc < 1 || src.Instrs[pc-1].Op != vm.OpForInit {
		bail("for loop variable unknown")
	}
	a := src.Instrs[pc-1].A
	if a < 0 || int(a) >= len(src.Consts) {
		bail("bad bytecode: constant out of range")
	}
	s, ok := src.Consts[a].(*rt.Symbol)
	if !ok {
		bail("bad bytecode: for variable")
	}
	return s
}
