package lower

import "gorir/internal/pir"

// move is one register-to-register copy of a phi move (with a class
// conversion when the phi and its operand live in different files).
type move struct {
	dst, src ref
}

// edgeMoves are the phi moves of the edge from block from to its
// successor number which: one move per phi of the successor, from the
// phi's operand for this predecessor to the phi's register.
func (l *lowerer) edgeMoves(from *pir.Block, to *pir.Block, which int) []move {
	// The edge's position among to's predecessors: the occurrence of
	// from that corresponds to successor number which (a block may
	// branch twice to the same successor).
	occ := 0
	for s := 0; s < which; s++ {
		if from.Succs[s] == to {
			occ++
		}
	}
	k := -1
	for p, pred := range to.Preds {
		if pred == from {
			if occ == 0 {
				k = p
				break
			}
			occ--
		}
	}
	var moves []move
	for _, phi := range to.Instrs {
		if phi.Op != pir.Phi {
			continue
		}
		if k < 0 || k >= len(phi.Args) {
			l.fail("phi %s has no operand for the edge BB%d->BB%d", phi.Reg(), from.ID, to.ID)
			return nil
		}
		dst := l.reg[phi.ID]
		if dst.class() == cNone {
			continue
		}
		src := l.ref(phi.Args[k])
		if dst.class() == cVal {
			src = l.boxed(phi.Args[k])
		}
		if !convertible(src.class(), dst.class()) {
			l.fail("phi %s of class %s gets %s of class %s", phi.Reg(), dst.class(), phi.Args[k].Reg(), src.class())
			return nil
		}
		moves = append(moves, move{dst: dst, src: src})
	}
	return moves
}

// edgeLabel is the label a branch out of block b to its successor
// number s jumps to: the successor itself, or a trampoline that makes
// the edge's phi moves first (and polls for interrupts on a back-edge).
func (l *lowerer) edgeLabel(b *pir.Block, s int) int {
	to := b.Succs[s]
	moves := l.edgeMoves(b, to, s)
	back := l.pos[to] <= l.pos[b]
	if len(moves) == 0 && !back {
		return l.pos[to]
	}
	label := l.newLabel()
	l.tramps = append(l.tramps, tramp{label: label, target: l.pos[to], moves: moves, back: back})
	return label
}

// checkpointDeoptLabel is the label the Assumes of checkpoint cp fail
// to: the start of its deopt branch (through the edge's moves, if any).
func (l *lowerer) checkpointDeoptLabel(cp *pir.Instr) int {
	if lab, ok := l.deoptLabels[cp]; ok {
		return lab
	}
	b := cp.Block
	if b == nil || b.Code != l.body || cp.Op != pir.Checkpoint || len(b.Succs) != 2 {
		l.fail("Assume on %s, which is not a checkpoint of the body", cp.Reg())
		return 0
	}
	lab := l.edgeLabel(b, 1)
	l.deoptLabels[cp] = lab
	return lab
}

// emitMoves emits a set of moves that happen in parallel (all sources
// are read before any destination is written), as the phis of a block
// take their values at once: a move is emitted once no other pending
// move still reads its destination; a cycle is broken by saving one
// destination in a fresh register.
func (l *lowerer) emitMoves(ms []move) {
	var pending []move
	for _, m := range ms {
		if m.dst != m.src {
			pending = append(pending, m)
		}
	}
	for len(pending) > 0 {
		progress := false
		for k := 0; k < len(pending); k++ {
			m := pending[k]
			if readByOther(pending, k, m.dst) {
				continue
			}
			l.conv(m.dst, m.src)
			pending = append(pending[:k], pending[k+1:]...)
			k--
			progress = true
		}
		if !progress {
			d := pending[0].dst
			t := l.newReg(d.class())
			l.conv(t, d)
			for j := range pending {
				if sameLoc(pending[j].src, d) {
					pending[j].src = t
				}
			}
		}
	}
}

// readByOther reports whether a pending move other than number k reads
// the register r.
func readByOther(pending []move, k int, r ref) bool {
	for j, m := range pending {
		if j != k && sameLoc(m.src, r) {
			return true
		}
	}
	return false
}

// sameLoc reports whether two refs name the same register.
func sameLoc(a, b ref) bool { return a.class().file() == b.class().file() && a.idx() == b.idx() }

// convertible reports whether conv can move a value of class from into
// a register of class to.
func convertible(from, to class) bool {
	switch {
	case from == to:
		return from != cNone
	case to == cNum:
		return from == cVal || from == cF || from == cInt || from == cLazy
	case from == cNum:
		return to == cVal || to == cF || to == cInt || to == cLazy
	case to == cLazy:
		return from == cVal || from == cF || from == cInt || from == cLgl
	case from == cLazy:
		return to == cVal || to == cF || to == cInt || to == cLgl
	case to == cVal:
		return from != cB && from != cNone
	case from == cVal:
		return to == cF || to == cInt || to == cLgl || to == cEnv
	case to == cF:
		return from == cInt || from == cLgl
	case to == cLgl:
		return from == cInt || from == cF
	case to == cInt:
		return from == cLgl
	}
	return false
}

// conv emits the copy of src into dst, converting between classes: a
// plain move within a file, boxing into the value file, a checked
// unboxing out of it, and R's coercions between the scalar kinds
// (integer or logical to double, double or integer to logical, logical
// to integer). A number register (cNum) takes a double or an integer,
// gives its value as a double (R's coercion of an integer), and as an
// integer only when it holds one (checked).
func (l *lowerer) conv(dst, src ref) {
	dc, sc := dst.class(), src.class()
	a, b := dst.idx(), src.idx()
	var op opcode
	switch {
	case dc == sc:
		switch dc.file() {
		case fileF:
			op = opMovF
		case fileI:
			op = opMovI
		case fileB:
			op = opMovB
		case fileV:
			op = opMovV
		case fileE:
			op = opMovE
		case fileN:
			op = opMovN
		}
	case dc.file() == fileN:
		switch sc {
		case cVal:
			op = opUnboxN
			if dc == cLazy {
				op = opV2L
			}
		case cF:
			op = opF2N
		case cInt:
			op = opI2N
		case cLgl:
			op = opLgl2N
		case cNum:
			op = opMovN
		case cLazy:
			op = opN2N
		}
	case sc.file() == fileN:
		switch dc {
		case cVal:
			op = opBoxN
		case cF:
			op = opN2F
		case cInt:
			op = opN2I
		case cLgl:
			op = opN2L
		}
	case dc == cVal:
		switch sc {
		case cF:
			op = opBoxF
		case cInt, cNat:
			op = opBoxInt
		case cLgl:
			op = opBoxLgl
		case cEnv:
			op = opE2V
		}
	case sc == cVal:
		switch dc {
		case cF:
			op = opUnboxF
		case cInt:
			op = opUnboxI
		case cLgl:
			op = opUnboxL
		case cEnv:
			op = opV2E
		}
	case dc == cF && (sc == cInt || sc == cLgl):
		op = opI2F
	case dc == cLgl && sc == cInt:
		op = opI2L
	case dc == cLgl && sc == cF:
		op = opF2L
	case dc == cInt && sc == cLgl:
		op = opMovI
	}
	if op == opNop {
		l.fail("cannot convert a %s register to %s", sc, dc)
		return
	}
	x := l.slow()
	x.dst, x.args = dst, []ref{src}
	l.emit(op, a, b, 0, x)
}
