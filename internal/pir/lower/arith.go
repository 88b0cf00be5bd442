package lower

import (
	"math"

	"gorir/internal/ops"
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Arithmetic, comparison and the vectorised logic operators.
//
// When both operands of a binary op are unboxed, their R kinds are known
// at compile time and so is the kind of the result (R's rules: a double
// operand, `/` or `^` make a double; integers and logicals otherwise
// stay integer; comparisons and & | give logicals). The op becomes one
// of the unboxed opcodes, after converting an integer or logical operand
// to double where a double op needs it. The unboxed kernels compute what
// R computes (NA and NaN included); what they cannot (integer overflow,
// which needs R's warning; a %% whose quotient is too large for the
// result to be exact, which needs another) goes through the same call of
// the interpreter's operator the generic opcode makes. With a boxed
// operand the op is generic: vm.Interp.Binary on the boxes, which
// dispatches, recycles and warns as the baseline does.

// vmOps maps PIR operators to the bytecode ops vm.Interp.Binary and
// Unary take.
var vmOps = map[pir.Op]vm.Op{
	pir.Add: vm.OpAdd, pir.Sub: vm.OpSub, pir.Mul: vm.OpMul, pir.Div: vm.OpDiv,
	pir.Pow: vm.OpPow, pir.Mod: vm.OpMod, pir.IDiv: vm.OpIDiv,
	pir.Eq: vm.OpEq, pir.Ne: vm.OpNe, pir.Lt: vm.OpLt, pir.Gt: vm.OpGt, pir.Le: vm.OpLe, pir.Ge: vm.OpGe,
	pir.LAnd: vm.OpAndV, pir.LOr: vm.OpOrV, pir.Colon: vm.OpColon,
	pir.Neg: vm.OpNeg, pir.UPlus: vm.OpUPlus, pir.Not: vm.OpNot,
}

var (
	floatOps = map[pir.Op]opcode{
		pir.Add: opFAdd, pir.Sub: opFSub, pir.Mul: opFMul, pir.Div: opFDiv,
		pir.Pow: opFPow, pir.Mod: opFMod, pir.IDiv: opFIDiv,
		pir.Eq: opFEq, pir.Ne: opFNe, pir.Lt: opFLt, pir.Gt: opFGt, pir.Le: opFLe, pir.Ge: opFGe,
	}
	intOps = map[pir.Op]opcode{
		pir.Add: opIAdd, pir.Sub: opISub, pir.Mul: opIMul, pir.Div: opIDiv,
		pir.Pow: opIPow, pir.Mod: opIMod, pir.IDiv: opIIDiv,
		pir.Eq: opIEq, pir.Ne: opINe, pir.Lt: opILt, pir.Gt: opIGt, pir.Le: opILe, pir.Ge: opIGe,
	}
)

func isComparison(op pir.Op) bool {
	switch op {
	case pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge:
		return true
	}
	return false
}

// arithSlow fills in what the generic path of an operator needs.
func (l *lowerer) arithSlow(i *pir.Instr, args []ref) *slow {
	x := l.slow()
	x.vmop = vmOps[i.Op]
	x.call = callOf(i)
	x.env = l.envRef(i)
	x.args = args
	x.pin = make([]bool, len(args))
	for k, a := range i.ValueArgs() {
		// A value used elsewhere too must keep its box: the
		// interpreter's double arithmetic reuses an operand box that
		// no variable holds.
		x.pin[k] = l.uses[a.ID] > 1
	}
	return x
}

// asDouble reports whether the binary op i on operands of classes ca and
// cb, one of them a number register (an integer or a double, cNum), is
// the double op on both operands converted to double: a comparison, `/`
// and `^` always are, +, -, *, %% and %/% when the other operand is a
// double (R's coercion of an integer operand is exact, NA to NA).
func asDouble(op pir.Op, ca, cb class) bool {
	if ca != cNum && cb != cNum {
		return false
	}
	for _, c := range []class{ca, cb} {
		if c != cNum && c != cF && c != cInt {
			return false
		}
	}
	switch {
	case isComparison(op), op == pir.Div, op == pir.Pow:
		return true
	case floatOps[op] == 0:
		return false
	}
	return ca == cF || cb == cF
}

// lowerBinary lowers Add … Colon.
func (l *lowerer) lowerBinary(i *pir.Instr) {
	a, b := i.Args[0], i.Args[1]
	ca, cb := l.cls(a), l.cls(b)
	if asDouble(i.Op, ca, cb) {
		ca, cb = cF, cF
	}
	if !ca.unboxed() || !cb.unboxed() || i.Op == pir.Colon {
		x := l.arithSlow(i, []ref{l.boxed(a), l.boxed(b)})
		x.dst = l.reg[i.ID]
		l.emit(opBinary, 0, 0, 0, x)
		return
	}
	dbl := ca == cF || cb == cF
	switch {
	case i.Op == pir.LAnd || i.Op == pir.LOr:
		ra, rb := l.want(a, cLgl), l.want(b, cLgl)
		d := l.dstFor(i, cLgl)
		op := opLAnd
		if i.Op == pir.LOr {
			op = opLOr
		}
		l.emit(op, d.idx(), ra.idx(), rb.idx(), nil)
		l.emit(opVisible, 0, 0, 0, nil)
		l.finishResult(i, d)
	case dbl:
		ra, rb := l.want(a, cF), l.want(b, cF)
		rc := cF
		if isComparison(i.Op) {
			rc = cLgl
		}
		d := l.dstFor(i, rc)
		x := l.arithSlow(i, []ref{ra, rb})
		x.dst = d
		l.emit(floatOps[i.Op], d.idx(), ra.idx(), rb.idx(), x)
		l.finishResult(i, d)
	default:
		ra, rb := l.ref(a), l.ref(b)
		rc := cInt
		switch {
		case isComparison(i.Op):
			rc = cLgl
		case i.Op == pir.Div || i.Op == pir.Pow:
			rc = cF
		}
		d := l.dstFor(i, rc)
		x := l.arithSlow(i, []ref{ra, rb})
		x.dst = d
		l.emit(intOps[i.Op], d.idx(), ra.idx(), rb.idx(), x)
		l.finishResult(i, d)
	}
}

// lowerUnary lowers Neg, UPlus and Not.
func (l *lowerer) lowerUnary(i *pir.Instr) {
	a := i.Args[0]
	ca := l.cls(a)
	if !ca.unboxed() {
		x := l.arithSlow(i, []ref{l.boxed(a)})
		x.dst = l.reg[i.ID]
		l.emit(opUnary, 0, 0, 0, x)
		return
	}
	ra := l.ref(a)
	switch i.Op {
	case pir.Neg:
		if ca == cF {
			d := l.dstFor(i, cF)
			l.emit(opFNeg, d.idx(), ra.idx(), 0, nil)
			l.finishResult(i, d)
		} else {
			d := l.dstFor(i, cInt)
			l.emit(opINeg, d.idx(), ra.idx(), 0, nil)
			l.finishResult(i, d)
		}
	case pir.UPlus:
		// +x is x; a logical becomes an integer.
		rc := ca
		if ca == cLgl {
			rc = cInt
		}
		d := l.dstFor(i, rc)
		op := opMovI
		if rc == cF {
			op = opMovF
		}
		l.emit(op, d.idx(), ra.idx(), 0, nil)
		l.emit(opVisible, 0, 0, 0, nil)
		l.finishResult(i, d)
	case pir.Not:
		rl := l.want(a, cLgl)
		d := l.dstFor(i, cLgl)
		l.emit(opLNot, d.idx(), rl.idx(), 0, nil)
		l.finishResult(i, d)
	}
}

// operands boxes the operands of a generic operator, keeping the boxes
// of values used elsewhere from being reused for the result.
func (f *frame) operands(x *slow, buf []rt.Value) []rt.Value {
	for k, r := range x.args {
		v := f.get(r)
		if x.pin[k] {
			if d, ok := v.(*rt.Double); ok && d.Named() == 0 {
				d.SetNamed(1)
			}
		}
		buf = append(buf, v)
	}
	return buf
}

// binarySlow is a binary operator through the interpreter.
func (c *Compiled) binarySlow(f *frame, x *slow) error {
	var buf [2]rt.Value
	args := f.operands(x, buf[:0])
	v, err := f.in.Binary(x.vmop, args[0], args[1], x.call, f.env(x.env))
	if err != nil {
		return err
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// unarySlow is a unary operator through the interpreter.
func (c *Compiled) unarySlow(f *frame, x *slow) error {
	var buf [1]rt.Value
	args := f.operands(x, buf[:0])
	v, err := f.in.Unary(x.vmop, args[0], x.call, f.env(x.env))
	if err != nil {
		return err
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}

// okIntOps are the opcodes of ArithOK on two unboxed integers or
// logicals.
var okIntOps = map[pir.Op]opcode{pir.Add: opOKIAdd, pir.Sub: opOKISub, pir.Mul: opOKIMul}

// lowerArithOK lowers ArithOK(a, b) {op}: open-coded on unboxed
// operands, known where the op cannot warn, else out of line on the
// boxes.
func (l *lowerer) lowerArithOK(i *pir.Instr) {
	a, b := i.Args[0], i.Args[1]
	op := pir.Op(i.AuxInt)
	ca, cb := l.cls(a), l.cls(b)
	if asDouble(op, ca, cb) {
		ca, cb = cF, cF
	}
	d := l.dstFor(i, cB)
	switch {
	case ca.unboxed() && cb.unboxed():
		dbl := ca == cF || cb == cF
		switch {
		case !dbl && okIntOps[op] != 0:
			l.emit(okIntOps[op], d.idx(), l.ref(a).idx(), l.ref(b).idx(), nil)
		case dbl && op == pir.Mod:
			ra, rb := l.want(a, cF), l.want(b, cF)
			l.emit(opOKFMod, d.idx(), ra.idx(), rb.idx(), nil)
		default:
			// A double +, -, *, an integer %%: no warning.
			l.emit(opConstB, d.idx(), 0, 1, nil)
		}
	default:
		x := l.slow()
		x.vmop = vmOps[op]
		x.args = []ref{l.boxed(a), l.boxed(b)}
		x.dst = d
		l.emit(opArithOK, 0, 0, 0, x)
	}
	l.finishResult(i, d)
}

// arithOK reports whether the arithmetic op on the scalars a and b
// completes without a warning (a value that is not a plain number
// scalar gives false: the Assume fails rather than guess).
func arithOK(op vm.Op, a, b rt.Value) bool {
	num := func(v rt.Value) (f float64, i int32, isInt, ok bool) {
		switch x := v.(type) {
		case *rt.Double:
			if len(x.V) == 1 && x.Attrs() == nil {
				return x.V[0], 0, false, true
			}
		case *rt.Integer:
			if len(x.V) == 1 && x.Attrs() == nil {
				return 0, x.V[0], true, true
			}
		case *rt.Logical:
			if len(x.V) == 1 && x.Attrs() == nil {
				return 0, x.V[0], true, true
			}
		}
		return 0, 0, false, false
	}
	fa, ia, inta, oka := num(a)
	fb, ib, intb, okb := num(b)
	if !oka || !okb {
		return false
	}
	if inta && ia == rt.NAInt || intb && ib == rt.NAInt {
		return true // NA, silently
	}
	if inta && intb {
		switch op {
		case vm.OpAdd:
			return fitsInt(wideInt(0, ia, ib))
		case vm.OpSub:
			return fitsInt(wideInt(1, ia, ib))
		case vm.OpMul:
			return fitsInt(wideInt(2, ia, ib))
		}
		return true
	}
	if op != vm.OpMod {
		return true
	}
	if inta {
		fa = float64(ia)
	}
	if intb {
		fb = float64(ib)
	}
	return !ops.ModWarns(fa, fb)
}

// wideInt is x + y, x - y or x * y (k 0, 1 or 2) on two integers that
// are not NA, computed without overflow.
func wideInt(k int, x, y int32) int64 {
	switch k {
	case 0:
		return int64(x) + int64(y)
	case 1:
		return int64(x) - int64(y)
	}
	return int64(x) * int64(y)
}

// fitsInt reports whether an integer result is one R can hold (not NA,
// not out of range).
func fitsInt(s int64) bool { return s <= math.MaxInt32 && s >= -math.MaxInt32 }
