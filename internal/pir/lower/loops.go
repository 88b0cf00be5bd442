package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// for loops and switch.

// lowerLoop lowers ForInit, ForStep, ForElem, SwitchSel and EqInt.
func (l *lowerer) lowerLoop(i *pir.Instr) {
	x := l.slow()
	x.dst = l.reg[i.ID]
	switch i.Op {
	case pir.ForInit:
		aux, _ := i.Aux.(*pir.CallAux)
		if aux == nil || aux.Name == nil || aux.Site == nil {
			l.fail("ForInit without a loop variable and a site")
			return
		}
		x.sym, x.call = aux.Name, aux.Site.Call
		x.env = l.envRef(i)
		x.args = []ref{l.boxed(i.Args[0])}
		l.emit(opForInit, 0, 0, 0, x)
	case pir.ForStep:
		st := l.want(i.Args[0], cVal)
		d := l.dstFor(i, cB)
		l.emit(opForStep, d.idx(), st.idx(), 0, nil)
		l.finishResult(i, d)
	case pir.ForElem:
		st := l.want(i.Args[0], cVal)
		x.args = []ref{st}
		if n := i.Block.Instrs; true {
			for k := 0; k+1 < len(n); k++ {
				if n[k] == i && l.forElemStore(n[k+1]) && l.inPlace[n[k+1].ID] {
					sv := n[k+1]
					x.sym = l.symbol(sv)
					x.env = l.envRef(sv)
					x.two = sv.AuxInt != 1
					x.src = sv
					l.fused[sv] = true
					l.emit(opForElemStore, 0, 0, 0, x)
					return
				}
			}
		}
		op := opForElem
		switch x.dst.class() {
		case cF:
			op = opForElemF
		case cInt, cLgl:
			op = opForElemI
		}
		l.emit(op, 0, 0, 0, x)
	case pir.SwitchSel:
		aux, _ := i.Aux.(*pir.SwitchAux)
		if aux == nil || aux.Code == nil || aux.Site == nil {
			l.fail("SwitchSel without its switch")
			return
		}
		x.sw, x.call = aux, aux.Site.Call
		x.env = l.envRef(i)
		x.args = []ref{l.boxed(i.Args[0])}
		x.dst = l.dstFor(i, cNat)
		l.emit(opSwitchSel, 0, 0, 0, x)
		l.finishResult(i, x.dst)
	case pir.EqInt:
		a := l.want(i.Args[0], cNat)
		d := l.dstFor(i, cB)
		l.emit(opEqInt, d.idx(), a.idx(), int32(i.AuxInt), nil)
		l.finishResult(i, d)
	}
}

// fuseForStep lowers the instructions of block b from position n on as
// one instruction when they are a loop's step, `t = ForStep(st);
// Branch(t, S, exit)`: ForStep and the branch become forStepBr, and when
// S (reached from b only) starts with ForElem(st) into an unboxed
// integer, double or number register, the element is fetched by the
// same instruction (forNextI, forNextF, forNextN) and the ForElem needs
// none. It reports whether it did.
func (l *lowerer) fuseForStep(b *pir.Block, k, n int) bool {
	if n+2 != len(b.Instrs) || len(b.Succs) != 2 {
		return false
	}
	step, br := b.Instrs[n], b.Instrs[n+1]
	if step.Op != pir.ForStep || br.Op != pir.Branch || br.Args[0] != step || l.uses[step.ID] != 1 {
		return false
	}
	st := l.want(step.Args[0], cVal)
	op, dst := opForStepBr, int32(0)
	var x *slow
	if s := b.Succs[0]; len(s.Preds) == 1 && len(s.Instrs) > 0 {
		storeFused := len(s.Instrs) > 1 && l.forElemStore(s.Instrs[1]) && l.inPlace[s.Instrs[1].ID]
		if e := s.Instrs[0]; e.Op == pir.ForElem && e.Args[0] == step.Args[0] && !storeFused {
			if r := l.reg[e.ID]; r.class() == cInt || r.class() == cF || r.class().file() == fileN {
				op, dst = opForNextI, r.idx()
				switch r.class() {
				case cF:
					op = opForNextF
				case cNum, cLazy:
					op = opForNextN
				}
				x = l.slow()
				x.dst = r
				x.args = []ref{st}
				l.fused[e] = true
			}
		}
	}
	l.cur = br
	t0, t1 := l.edgeLabel(b, 0), l.edgeLabel(b, 1)
	pc := l.emit(op, dst, st.idx(), 0, x)
	l.jumpTo(pc, 2, t1)
	if t0 >= len(l.body.Blocks) || t0 != k+1 {
		l.jumpTo(l.emit(opJmp, 0, 0, 0, nil), 0, t0)
	}
	return true
}

// forElement stores element k of the loop's sequence seq into the
// register of forNextI (an integer vector's), forNextF (a double
// vector's) or forNextN (either, as a number), and reports whether the
// sequence had that kind.
func forElement(fv []float64, iv []int32, nv []num, ins *instr, seq rt.Value, k int) bool {
	switch s := seq.(type) {
	case *rt.Integer:
		if k >= len(s.V) {
			return false
		}
		switch ins.op {
		case opForNextI:
			iv[ins.a] = s.V[k]
			return true
		case opForNextN:
			nv[ins.a].setInt(s.V[k])
			return true
		}
	case *rt.Double:
		if k >= len(s.V) {
			return false
		}
		switch ins.op {
		case opForNextF:
			fv[ins.a] = s.V[k]
			return true
		case opForNextN:
			nv[ins.a].setReal(s.V[k])
			return true
		}
	}
	return false
}

// forElemBoxed is the slow path of forNextI, forNextF and forNextN: the
// element of a sequence of another type, boxed, into x.dst (which it
// must fit).
func (c *Compiled) forElemBoxed(f *frame, x *slow) error {
	v := vm.ForElem(f.v[x.args[0].idx()])
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// loopOp runs the loop and switch ops.
func (c *Compiled) loopOp(f *frame, op opcode, x *slow) error {
	in := f.in
	var v rt.Value
	switch op {
	case opForInit:
		var err error
		if v, err = in.ForInit(f.get(x.args[0]), x.sym, x.call, f.env(x.env)); err != nil {
			return err
		}
	case opForElemF:
		// The element of a double sequence, without a box.
		st := f.v[x.args[0].idx()]
		if seq, k := vm.ForCurrent(st); k >= 0 {
			if d, ok := seq.(*rt.Double); ok && k < len(d.V) {
				f.f[x.dst.idx()] = d.V[k]
				return nil
			}
		}
		v = vm.ForElem(st)
	case opForElemI:
		st := f.v[x.args[0].idx()]
		if seq, k := vm.ForCurrent(st); k >= 0 {
			switch s := seq.(type) {
			case *rt.Integer:
				if x.dst.class() == cInt && k < len(s.V) {
					f.i[x.dst.idx()] = s.V[k]
					return nil
				}
			case *rt.Logical:
				if x.dst.class() == cLgl && k < len(s.V) {
					f.i[x.dst.idx()] = s.V[k]
					return nil
				}
			}
		}
		v = vm.ForElem(st)
	case opForElem:
		v = vm.ForElem(f.get(x.args[0]))
	case opForElemStore:
		return c.forElemStore(f, x)
	case opSwitchSel:
		pc, err := in.SwitchTarget(x.sw.Code, x.sw.PC, f.get(x.args[0]), x.call)
		if err != nil {
			return err
		}
		f.i[x.dst.idx()] = int32(pc)
		return nil
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// forElemStore runs opForElemStore: ForElem and the StVar of the loop
// variable, the element going into the variable's box when that is
// unshared (inplace.go).
func (c *Compiled) forElemStore(f *frame, x *slow) error {
	in := f.in
	st := f.v[x.args[0].idx()]
	env := f.env(x.env)
	if env == nil {
		return c.internal(f, x, "no environment")
	}
	if seq, k := vm.ForCurrent(st); k >= 0 {
		h := x.hint.Load()
		done := false
		switch s := seq.(type) {
		case *rt.Double:
			done = k < len(s.V) && env.SetScalarInPlace(x.sym, &h, s.V[k], 0, false)
		case *rt.Integer:
			done = k < len(s.V) && env.SetScalarInPlace(x.sym, &h, 0, s.V[k], true)
		}
		if h != x.hint.Load() {
			x.hint.Store(h)
		}
		if done {
			return nil
		}
	}
	v := vm.ForElem(st)
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return in.StoreVar(x.sym, v, env, x.two)
}
