package lower

import (
	"math"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// exec runs the lowered code of activation f from its entry. The hot
// opcodes (moves, control, unboxed arithmetic and comparisons) are
// open-coded here on the register files; everything else calls a method
// that does the op's slow work and reports an error to return. Before
// calling out, exec records the pc in f.pc, so that a fault report can
// name the instruction (the open-coded opcodes do not fault).
func (c *Compiled) exec(f *frame) (rt.Value, error) {
	code := c.code
	fv, iv, bv, vv, ev, nv := f.f, f.i, f.b, f.v, f.e, f.n
	in := f.in
	chaos := c.opts.Chaos
	pc := 0
	for {
		ins := &code[pc]
		pc++
		switch ins.op {
		case opNop:

		// ---- moves and conversions ----
		case opMovF:
			fv[ins.a] = fv[ins.b]
		case opMovI:
			iv[ins.a] = iv[ins.b]
		case opMovB:
			bv[ins.a] = bv[ins.b]
		case opMovV:
			vv[ins.a] = vv[ins.b]
		case opMovE:
			ev[ins.a] = ev[ins.b]
		case opBoxF:
			vv[ins.a] = rt.DoubleScalar(fv[ins.b])
		case opBoxInt:
			vv[ins.a] = rt.IntScalar(iv[ins.b])
		case opBoxLgl:
			vv[ins.a] = vm.LogicalConst(iv[ins.b])
		case opI2F:
			if x := iv[ins.b]; x == rt.NAInt {
				fv[ins.a] = rt.NAReal
			} else {
				fv[ins.a] = float64(x)
			}
		case opI2L:
			iv[ins.a] = intToLgl(iv[ins.b])
		case opF2L:
			iv[ins.a] = doubleToLgl(fv[ins.b])
		case opUnboxF:
			if d, ok := vv[ins.b].(*rt.Double); ok && len(d.V) == 1 && d.Attrs() == nil {
				fv[ins.a] = d.V[0]
			} else {
				return nil, c.typeFault(f, ins.x, vv[ins.b])
			}
		case opUnboxI:
			if d, ok := vv[ins.b].(*rt.Integer); ok && len(d.V) == 1 && d.Attrs() == nil {
				iv[ins.a] = d.V[0]
			} else {
				return nil, c.typeFault(f, ins.x, vv[ins.b])
			}
		case opUnboxL:
			if d, ok := vv[ins.b].(*rt.Logical); ok && len(d.V) == 1 && d.Attrs() == nil {
				iv[ins.a] = d.V[0]
			} else {
				return nil, c.typeFault(f, ins.x, vv[ins.b])
			}
		case opV2E:
			e, ok := vv[ins.b].(*rt.Env)
			if !ok {
				return nil, c.typeFault(f, ins.x, vv[ins.b])
			}
			ev[ins.a] = e
		case opE2V:
			if e := ev[ins.b]; e != nil {
				vv[ins.a] = e
			} else {
				vv[ins.a] = nil
			}
		case opMovN:
			nv[ins.a] = nv[ins.b]
		case opBoxN:
			vv[ins.a] = nv[ins.b].box()
		case opUnboxN:
			n, ok := unboxNum(vv[ins.b])
			if !ok {
				return nil, c.typeFault(f, ins.x, vv[ins.b])
			}
			nv[ins.a] = n
		case opV2L:
			nv[ins.a] = num{v: vv[ins.b]}
		case opF2N:
			nv[ins.a].setReal(fv[ins.b])
		case opI2N:
			nv[ins.a].setInt(iv[ins.b])
		case opLgl2N:
			nv[ins.a] = num{v: vm.LogicalConst(iv[ins.b])}
		case opN2N:
			n := nv[ins.b]
			if n.kind == numBoxed {
				var ok bool
				if n, ok = unboxNum(n.v); !ok {
					return nil, c.typeFault(f, ins.x, nv[ins.b].v)
				}
			}
			nv[ins.a] = n
		case opN2F:
			x, ok := nv[ins.b].double()
			if !ok {
				return nil, c.typeFault(f, ins.x, nv[ins.b].box())
			}
			fv[ins.a] = x
		case opN2I, opN2L:
			x, ok := nv[ins.b].integer(ins.op == opN2L)
			if !ok {
				return nil, c.typeFault(f, ins.x, nv[ins.b].box())
			}
			iv[ins.a] = x
		case opMovGen:
			if v := f.get(ins.x.args[0]); !f.set(ins.x.dst, v) {
				return nil, c.typeFault(f, ins.x, v)
			}
		case opConstB:
			bv[ins.a] = ins.c != 0

		// ---- control ----
		case opJmp:
			pc = int(ins.a)
		case opJmpBack:
			if err := in.PollInterrupt(); err != nil {
				return nil, err
			}
			pc = int(ins.a)
		case opBr:
			if bv[ins.a] {
				pc = int(ins.b)
			} else {
				pc = int(ins.c)
			}
		case opAssume:
			if !bv[ins.a] || (chaos != nil && chaos()) {
				f.reason, f.hasReason = ins.x.reason, true
				pc = int(ins.b)
			}
		case opRet:
			return f.get(ins.x.args[0]), nil
		case opDeopt:
			f.pc = pc - 1
			return c.deopt(f, ins.x)
		case opUnreachable:
			return nil, c.internal(f, ins.x, "control reached an Unreachable block")
		case opRetNL:
			return nil, vm.ReturnFrom(f.env(ins.x.env), f.get(ins.x.args[0]))
		case opBreakNL:
			return nil, vm.LoopExit(f.env(ins.x.env), false)
		case opNextNL:
			return nil, vm.LoopExit(f.env(ins.x.env), true)

		// ---- unboxed double arithmetic ----
		case opFAdd:
			x, y := fv[ins.b], fv[ins.c]
			r := x + y
			if r != r {
				r = ops.ArithDouble(ops.OpAdd, x, y, nil)
			}
			fv[ins.a] = r
			in.Visible = true
		case opFSub:
			x, y := fv[ins.b], fv[ins.c]
			r := x - y
			if r != r {
				r = ops.ArithDouble(ops.OpSub, x, y, nil)
			}
			fv[ins.a] = r
			in.Visible = true
		case opFMul:
			x, y := fv[ins.b], fv[ins.c]
			r := x * y
			if r != r {
				r = ops.ArithDouble(ops.OpMul, x, y, nil)
			}
			fv[ins.a] = r
			in.Visible = true
		case opFDiv:
			x, y := fv[ins.b], fv[ins.c]
			r := x / y
			if r != r {
				r = ops.ArithDouble(ops.OpDiv, x, y, nil)
			}
			fv[ins.a] = r
			in.Visible = true
		case opFPow:
			fv[ins.a] = ops.Pow(fv[ins.b], fv[ins.c])
			in.Visible = true
		case opFMod:
			x, y := fv[ins.b], fv[ins.c]
			if q := x / y; math.Abs(q) < 1<<53 {
				// Where %% cannot lose accuracy (else the builtin gives
				// its warning).
				fv[ins.a] = ops.Mod(x, y, nil)
				in.Visible = true
			} else if err := c.binarySlow(f, ins.x); err != nil {
				return nil, err
			}
			f.pc = pc - 1
		case opOKIAdd, opOKISub, opOKIMul:
			x, y := iv[ins.b], iv[ins.c]
			bv[ins.a] = x == rt.NAInt || y == rt.NAInt || fitsInt(wideInt(int(ins.op-opOKIAdd), x, y))
		case opOKFMod:
			bv[ins.a] = !ops.ModWarns(fv[ins.b], fv[ins.c])
		case opFIDiv:
			fv[ins.a] = ops.IntDiv(fv[ins.b], fv[ins.c])
			in.Visible = true
		case opFNeg:
			fv[ins.a] = -fv[ins.b]
			in.Visible = true

		// ---- unboxed integer arithmetic ----
		case opIAdd, opISub, opIMul:
			x, y := iv[ins.b], iv[ins.c]
			if x == rt.NAInt || y == rt.NAInt {
				iv[ins.a] = rt.NAInt
				in.Visible = true
				continue
			}
			s := wideInt(int(ins.op-opIAdd), x, y)
			if !fitsInt(s) {
				// Overflow: the builtin gives NA with R's warning.
				f.pc = pc - 1
				if err := c.binarySlow(f, ins.x); err != nil {
					return nil, err
				}
				continue
			}
			iv[ins.a] = int32(s)
			in.Visible = true
		case opIMod:
			iv[ins.a], _ = ops.ArithInt(ops.OpMod, iv[ins.b], iv[ins.c])
			in.Visible = true
		case opIIDiv:
			iv[ins.a], _ = ops.ArithInt(ops.OpIDiv, iv[ins.b], iv[ins.c])
			in.Visible = true
		case opIDiv:
			if x, y := iv[ins.b], iv[ins.c]; x == rt.NAInt || y == rt.NAInt {
				fv[ins.a] = rt.NAReal
			} else {
				fv[ins.a] = float64(x) / float64(y)
			}
			in.Visible = true
		case opIPow:
			fv[ins.a] = intPow(iv[ins.b], iv[ins.c])
			in.Visible = true
		case opINeg:
			if x := iv[ins.b]; x != rt.NAInt {
				iv[ins.a] = -x
			} else {
				iv[ins.a] = rt.NAInt
			}
			in.Visible = true

		// ---- comparisons ----
		case opFEq, opFNe, opFLt, opFGt, opFLe, opFGe:
			iv[ins.a] = ops.CompareDouble(ops.CompareOp(ins.op-opFEq), fv[ins.b], fv[ins.c])
			in.Visible = true
		case opIEq, opINe, opILt, opIGt, opILe, opIGe:
			iv[ins.a] = ops.CompareInt(ops.CompareOp(ins.op-opIEq), iv[ins.b], iv[ins.c])
			in.Visible = true

		// ---- fused compare-and-branch (NaN and NA fail both tests) ----
		case opBrFLt:
			if x, y := fv[ins.a], fv[ins.b]; !(x < y) {
				if !(x >= y) {
					return nil, c.naCondition(f, ins.x)
				}
				pc = int(ins.c)
			}
			in.Visible = true
		case opBrFLe:
			if x, y := fv[ins.a], fv[ins.b]; !(x <= y) {
				if !(x > y) {
					return nil, c.naCondition(f, ins.x)
				}
				pc = int(ins.c)
			}
			in.Visible = true
		case opBrFGt:
			if x, y := fv[ins.a], fv[ins.b]; !(x > y) {
				if !(x <= y) {
					return nil, c.naCondition(f, ins.x)
				}
				pc = int(ins.c)
			}
			in.Visible = true
		case opBrFGe:
			if x, y := fv[ins.a], fv[ins.b]; !(x >= y) {
				if !(x < y) {
					return nil, c.naCondition(f, ins.x)
				}
				pc = int(ins.c)
			}
			in.Visible = true
		case opBrFEq, opBrFNe:
			x, y := fv[ins.a], fv[ins.b]
			if x != x || y != y {
				return nil, c.naCondition(f, ins.x)
			}
			if (x == y) != (ins.op == opBrFEq) {
				pc = int(ins.c)
			}
			in.Visible = true
		case opBrIEq, opBrINe, opBrILt, opBrIGt, opBrILe, opBrIGe:
			x, y := iv[ins.a], iv[ins.b]
			if x == rt.NAInt || y == rt.NAInt {
				return nil, c.naCondition(f, ins.x)
			}
			var t bool
			switch ins.op {
			case opBrIEq:
				t = x == y
			case opBrINe:
				t = x != y
			case opBrILt:
				t = x < y
			case opBrIGt:
				t = x > y
			case opBrILe:
				t = x <= y
			default:
				t = x >= y
			}
			if !t {
				pc = int(ins.c)
			}
			in.Visible = true

		// ---- logic ----
		case opLAnd:
			iv[ins.a] = ops.And3(iv[ins.b], iv[ins.c])
		case opLOr:
			iv[ins.a] = ops.Or3(iv[ins.b], iv[ins.c])
		case opLNot:
			switch iv[ins.b] {
			case rt.True:
				iv[ins.a] = rt.False
			case rt.False:
				iv[ins.a] = rt.True
			default:
				iv[ins.a] = rt.NALgl
			}
			in.Visible = true
		case opAsTestL:
			switch iv[ins.b] {
			case rt.True:
				bv[ins.a] = true
			case rt.False:
				bv[ins.a] = false
			default:
				f.pc = pc - 1
				if err := c.asTest(f, ins.x); err != nil {
					return nil, err
				}
			}
		case opAsTestI:
			if x := iv[ins.b]; x != rt.NAInt {
				bv[ins.a] = x != 0
			} else {
				f.pc = pc - 1
				if err := c.asTest(f, ins.x); err != nil {
					return nil, err
				}
			}
		case opAsTestF:
			if x := fv[ins.b]; x == x {
				bv[ins.a] = x != 0
			} else {
				f.pc = pc - 1
				if err := c.asTest(f, ins.x); err != nil {
					return nil, err
				}
			}
		case opIsTrueL:
			bv[ins.a] = iv[ins.b] == rt.True
		case opEqInt:
			bv[ins.a] = iv[ins.b] == ins.c
		case opForStep:
			bv[ins.a] = vm.ForStep(vv[ins.b])
		case opForElemStore:
			f.pc = pc - 1
			if err := c.forElemStore(f, ins.x); err != nil {
				return nil, err
			}
		case opForStepBr:
			if !vm.ForStep(vv[ins.b]) {
				pc = int(ins.c)
			}
		case opForNextI, opForNextF, opForNextN:
			seq, k, more := vm.ForNext(vv[ins.b])
			if !more {
				pc = int(ins.c)
				continue
			}
			if !forElement(fv, iv, nv, ins, seq, k) {
				f.pc = pc - 1
				if err := c.forElemBoxed(f, ins.x); err != nil {
					return nil, err
				}
			}
		case opVisible:
			in.Visible = true
		case opInvisible:
			in.Visible = false

		// ---- fast paths of slow ops (fall back to slowOp) ----
		case opIsEnvStub:
			// A stub while nobody reached the environment reflectively.
			e := f.env(ins.x.args[0])
			bv[ins.x.dst.idx()] = e != nil && !e.Reflected
		case opIsBaseFn:
			// A symbol never bound outside base still names its base
			// function (vm.Interp.StillBase).
			if x := ins.x; !x.sym.NonBase() {
				bv[x.dst.idx()] = true
				continue
			}
			f.pc = pc - 1
			if err := c.slowOp(f, ins); err != nil {
				return nil, err
			}
		case opLdVar:
			// The frame's own binding through the cached position (as
			// varOp, without its dispatch).
			x := ins.x
			if env := f.env(x.env); env != nil && x.dst.class() == cVal {
				h := x.hint.Load()
				v := env.GetHint(x.sym, &h)
				if v != rt.Unbound {
					if _, ab := v.(*rt.ActiveBinding); !ab {
						if h != x.hint.Load() {
							x.hint.Store(h)
						}
						in.Visible = true
						vv[x.dst.idx()] = v
						continue
					}
				}
			}
			f.pc = pc - 1
			if err := c.slowOp(f, ins); err != nil {
				return nil, err
			}
		case opForce:
			x := ins.x
			if x.dst.class() == cVal {
				switch a := vv[x.args[0].idx()].(type) {
				case *rt.Double, *rt.Integer, *rt.Logical:
					vv[x.dst.idx()] = a
					continue
				}
			}
			f.pc = pc - 1
			if err := c.slowOp(f, ins); err != nil {
				return nil, err
			}
		case opIsType:
			x := ins.x
			if a := x.args[0]; a.class().file() == fileN {
				bv[x.dst.idx()] = nv[a.idx()].hasType(x.typ)
				continue
			}
			if t, ok := scalarHasType(f.get(x.args[0]), x.typ); ok {
				bv[x.dst.idx()] = t
				continue
			}
			f.pc = pc - 1
			if err := c.slowOp(f, ins); err != nil {
				return nil, err
			}

		default:
			f.pc = pc - 1
			if err := c.slowOp(f, ins); err != nil {
				return nil, err
			}
		}
	}
}

// slowOp runs the opcodes that do their work out of line.
func (c *Compiled) slowOp(f *frame, ins *instr) error {
	x := ins.x
	switch ins.op {
	case opLdArg:
		return c.ldArg(f, x)
	case opOSRValue:
		return c.osrValue(f, x)
	case opLdVar, opLdVarSuper, opLdFun, opLdDDVal, opLdDots, opStVar, opStVarSuper, opStartAssign, opMissing:
		return c.varOp(f, ins.op, x)
	case opMkEnv, opMkArg, opMkClosure, opForce, opChkFunction, opUpdatePromise, opMaterializeEnv:
		return c.envOp(f, ins.op, x)
	case opCall, opCallTarget, opGetterCall, opSetterCall:
		return c.callOp(f, ins.op, x)
	case opBinary:
		return c.binarySlow(f, x)
	case opUnary:
		return c.unarySlow(f, x)
	case opLglOperand:
		return c.lglOperand(f, x)
	case opAsTest:
		return c.asTest(f, x)
	case opIsTrue:
		f.b[x.dst.idx()] = ops.IsTRUE(f.get(x.args[0]))
		return nil
	case opExtractFast, opExtract, opDollar, opSubassignFast, opSubassign, opDollarAssign:
		return c.indexOp(f, ins.op, x)
	case opForInit, opForElemStore, opForElem, opForElemF, opForElemI, opSwitchSel:
		return c.loopOp(f, ins.op, x)
	case opIsType, opIsBaseFn, opIsCallee:
		return c.typeOp(f, ins.op, x)
	case opArithOK:
		f.b[x.dst.idx()] = arithOK(x.vmop, f.get(x.args[0]), f.get(x.args[1]))
		return nil
	case opPushContext, opPopContext:
		return c.contextOp(f, ins.op, x)
	}
	return c.internal(f, x, "bad lowered opcode %d", ins.op)
}

// intToLgl is as.logical of an integer scalar.
func intToLgl(x int32) int32 {
	switch x {
	case rt.NAInt:
		return rt.NALgl
	case 0:
		return rt.False
	}
	return rt.True
}

// doubleToLgl is as.logical of a double scalar (NaN is NA).
func doubleToLgl(x float64) int32 {
	switch {
	case x != x:
		return rt.NALgl
	case x == 0:
		return rt.False
	}
	return rt.True
}

// intPow is R's x^y for integers: a double; 1^y and x^0 are 1 even for
// NA, otherwise NA in gives NA out.
func intPow(x, y int32) float64 {
	if x == 1 || y == 0 {
		return 1
	}
	if x == rt.NAInt || y == rt.NAInt {
		return rt.NAReal
	}
	return ops.Pow(float64(x), float64(y))
}

func lgl(b bool) int32 {
	if b {
		return rt.True
	}
	return rt.False
}
