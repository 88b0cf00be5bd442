package lower

import (
	"gorir/internal/pir"
)

// The scalar logic of && and ||, and conditions.

// lowerLogic lowers LglOperand, And3, Or3, AsTest and IsTrue.
func (l *lowerer) lowerLogic(i *pir.Instr) {
	switch i.Op {
	case pir.LglOperand:
		a := i.Args[0]
		if l.cls(a).unboxed() {
			// A logical stays; an integer or double scalar converts as
			// && and || convert it (NA and NaN to NA, 0 to FALSE).
			d := l.dstFor(i, cLgl)
			l.conv(d, l.ref(a))
			l.finishResult(i, d)
			return
		}
		if callOf(i) == nil {
			l.fail("LglOperand without a call site")
			return
		}
		x := l.slow()
		x.args = []ref{l.ref(a)}
		x.call = callOf(i)
		x.two = i.AuxInt == 1
		x.dst = l.reg[i.ID]
		l.emit(opLglOperand, 0, 0, 0, x)
	case pir.And3, pir.Or3:
		ra, rb := l.want(i.Args[0], cLgl), l.want(i.Args[1], cLgl)
		d := l.dstFor(i, cLgl)
		op := opLAnd
		if i.Op == pir.Or3 {
			op = opLOr
		}
		l.emit(op, d.idx(), ra.idx(), rb.idx(), nil)
		l.finishResult(i, d)
	case pir.AsTest:
		a := i.Args[0]
		d := l.dstFor(i, cB)
		x := l.slow()
		x.args = []ref{l.ref(a)}
		x.call = callOf(i)
		x.dst = d
		r := l.ref(a)
		switch r.class() {
		case cLgl:
			l.emit(opAsTestL, d.idx(), r.idx(), 0, x)
		case cInt:
			l.emit(opAsTestI, d.idx(), r.idx(), 0, x)
		case cF:
			l.emit(opAsTestF, d.idx(), r.idx(), 0, x)
		case cB:
			l.emit(opMovB, d.idx(), r.idx(), 0, x)
		default:
			l.emit(opAsTest, 0, 0, 0, x)
		}
		l.finishResult(i, d)
	case pir.IsTrue:
		a := i.Args[0]
		d := l.dstFor(i, cB)
		r := l.ref(a)
		switch r.class() {
		case cLgl:
			l.emit(opIsTrueL, d.idx(), r.idx(), 0, nil)
		case cInt, cF:
			// Not a logical: never TRUE.
			l.emit(opConstB, d.idx(), 0, 0, nil)
		default:
			x := l.slow()
			x.args, x.dst = []ref{r}, d
			l.emit(opIsTrue, 0, 0, 0, x)
		}
		l.finishResult(i, d)
	}
}

// lglOperand converts an operand of && or || through the interpreter.
func (c *Compiled) lglOperand(f *frame, x *slow) error {
	t, err := f.in.LogicalOperand(f.get(x.args[0]), x.call, x.two)
	if err != nil {
		return err
	}
	if !f.setI(x.dst, t, true) {
		return c.typeFault(f, x, nil)
	}
	return nil
}

// asTest is the condition of if/while through the interpreter (also
// the slow path of the unboxed tests, for NA, which is an error).
func (c *Compiled) asTest(f *frame, x *slow) error {
	t, err := f.in.Condition(f.get(x.args[0]), x.call)
	if err != nil {
		return err
	}
	f.b[x.dst.idx()] = t
	return nil
}
