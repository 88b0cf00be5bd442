package lower

import (
	"fmt"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// lowerer compiles one version's body to lowered code.
type lowerer struct {
	v    *pir.Version
	body *pir.Code
	// reg is the register of each instruction, by ID (zero: none).
	reg []ref
	// uses counts the uses of each instruction as an operand, by ID.
	uses []int
	// n is the number of registers allocated in each file.
	n [numFiles]int32

	out  []instr
	srcs []*pir.Instr
	cur  *pir.Instr // the instruction being lowered

	consts    []constInit
	envConsts []envInit

	// pos is each block's position in the layout (the order of Blocks).
	pos map[*pir.Block]int
	// labels map label numbers to pcs (-1 until placed); label k < number
	// of blocks is block k in layout order.
	labels []int32
	fixups []fixup
	tramps []tramp
	// deoptLabels memoises the label Assumes of a checkpoint fail to.
	deoptLabels map[*pir.Instr]int
	// shadows are the boxed copies of unboxed constants (see boxed).
	shadows map[*pir.Instr]ref
	// inPlace marks the StVars that may overwrite the old box (inplace.go).
	inPlace map[int]bool
	// fused marks instructions lowered as part of an earlier one.
	fused map[*pir.Instr]bool
	// nbufs counts the call instructions (see frame.callArgs).
	nbufs int
	err   error
}

// constInit is a constant's register and value (the template gets it).
type constInit struct {
	r ref
	v rt.Value
}

// envInit is a fixed environment's register.
type envInit struct {
	idx int32
	k   pir.EnvConst
}

// fixup is a jump operand to patch with a label's pc: field 0 is a, 1 b,
// 2 c.
type fixup struct {
	pc, field, label int
}

// tramp is a trampoline: the phi moves of one CFG edge followed by a
// jump, placed after the blocks, for an edge out of a block with two
// successors.
type tramp struct {
	label, target int
	moves         []move
	back          bool
}

// fail records the first reason the version cannot be lowered.
func (l *lowerer) fail(format string, args ...any) {
	if l.err == nil {
		what := ""
		if l.cur != nil {
			what = " at " + describe(l.cur)
		}
		l.err = fmt.Errorf("lower: cannot lower %s%s: %s", l.name(), what, fmt.Sprintf(format, args...))
	}
}

// name is the version's function name, for messages.
func (l *lowerer) name() string {
	if l.v.Func != nil && l.v.Func.Name != "" {
		return l.v.Func.Name
	}
	return "<anonymous>"
}

// describe renders an instruction for a message; a malformed one (which
// the printer may not be able to print) by its register and op.
func describe(i *pir.Instr) (s string) {
	defer func() {
		if recover() != nil {
			s = fmt.Sprintf("%s = %s(…)", i.Reg(), i.Op)
		}
	}()
	return i.String()
}

// newReg allocates a register of class c.
func (l *lowerer) newReg(c class) ref {
	fl := c.file()
	if fl == fileNone {
		return 0
	}
	idx := l.n[fl]
	l.n[fl]++
	return mkref(c, idx)
}

// ref is the register of instruction i used as an operand.
func (l *lowerer) ref(i *pir.Instr) ref {
	if i.ID >= len(l.reg) || i.Block == nil || i.Block.Code != l.body {
		l.fail("operand %s is not an instruction of the body", i.Reg())
		return mkref(cVal, 0)
	}
	r := l.reg[i.ID]
	if r.class() == cNone {
		l.fail("operand %s has no value", i.Reg())
		return mkref(cVal, 0)
	}
	return r
}

// boxed is the register of operand i for a consumer that takes boxed
// values: a constant kept unboxed has a boxed shadow register too (filled
// by the template, like the constant itself), so that such consumers do
// not box it again on every use.
func (l *lowerer) boxed(i *pir.Instr) ref {
	r := l.ref(i)
	if i.Op != pir.LdConst || !r.class().unboxed() {
		return r
	}
	if s, ok := l.shadows[i]; ok {
		return s
	}
	v, _ := i.Aux.(rt.Value)
	s := l.newReg(cVal)
	rt.MarkShared(v)
	l.consts = append(l.consts, constInit{r: s, v: v})
	l.shadows[i] = s
	return s
}

// cls is the register class of operand i.
func (l *lowerer) cls(i *pir.Instr) class { return l.ref(i).class() }

// emit appends an instruction and returns its pc.
func (l *lowerer) emit(op opcode, a, b, c int32, x *slow) int {
	l.out = append(l.out, instr{op: op, a: a, b: b, c: c, x: x})
	l.srcs = append(l.srcs, l.cur)
	return len(l.out) - 1
}

// slow starts the out-of-line part of the current instruction.
func (l *lowerer) slow() *slow { return &slow{src: l.cur} }

// slowSite starts the slow op of i, an op with a call site (a call or an
// indexing operator): its site, call, environment and destination. It
// fails the lowering and returns nil when i has no site.
func (l *lowerer) slowSite(i *pir.Instr) (*slow, *pir.CallAux) {
	aux, _ := i.Aux.(*pir.CallAux)
	if aux == nil || aux.Site == nil || aux.Site.Call == nil {
		l.fail("%s without a call site", i.Op)
		return nil, nil
	}
	x := l.slow()
	x.site, x.call = aux.Site, aux.Site.Call
	x.env = l.envRef(i)
	x.dst = l.reg[i.ID]
	return x, aux
}

// newLabel makes a label not yet placed.
func (l *lowerer) newLabel() int {
	l.labels = append(l.labels, -1)
	return len(l.labels) - 1
}

// jumpTo records that field of the instruction at pc jumps to label.
func (l *lowerer) jumpTo(pc, field, label int) {
	l.fixups = append(l.fixups, fixup{pc: pc, field: field, label: label})
}

// compile lowers the version.
func (l *lowerer) compile() (*Compiled, error) {
	body := l.body
	if len(body.Blocks) == 0 {
		return nil, fmt.Errorf("lower: %s has no blocks", l.name())
	}
	n := body.NumInstrIDs()
	l.reg = make([]ref, n)
	l.uses = make([]int, n)
	l.pos = make(map[*pir.Block]int, len(body.Blocks))
	l.deoptLabels = map[*pir.Instr]int{}
	l.shadows = map[*pir.Instr]ref{}
	for k, b := range body.Blocks {
		l.pos[b] = k
		l.labels = append(l.labels, -1)
	}
	l.assignRegisters()
	if l.err != nil {
		return nil, l.err
	}
	l.coalescePhis()
	l.inPlace = map[int]bool{}
	l.fused = map[*pir.Instr]bool{}
	l.markInPlace()
	for k, b := range body.Blocks {
		l.labels[k] = int32(len(l.out))
		l.lowerBlock(b, k)
		if l.err != nil {
			return nil, l.err
		}
	}
	l.cur = nil
	for _, in := range l.out {
		if in.x != nil && (in.op == opCall || in.op == opCallTarget) {
			in.x.nbufs = l.nbufs
		}
	}
	for _, t := range l.tramps {
		l.labels[t.label] = int32(len(l.out))
		l.emitMoves(t.moves)
		op := opJmp
		if t.back {
			op = opJmpBack
		}
		pc := l.emit(op, 0, 0, 0, nil)
		l.jumpTo(pc, 0, t.target)
	}
	if l.err != nil {
		return nil, l.err
	}
	for _, fx := range l.fixups {
		target := l.labels[fx.label]
		if target < 0 {
			return nil, fmt.Errorf("lower: %s: unplaced label %d", l.name(), fx.label)
		}
		in := &l.out[fx.pc]
		switch fx.field {
		case 0:
			in.a = target
		case 1:
			in.b = target
		default:
			in.c = target
		}
	}
	return l.finish(), nil
}

// assignRegisters gives every value-producing instruction of the body a
// register of its type's class, counts uses, and records the constants
// and fixed environments the entry fills in.
func (l *lowerer) assignRegisters() {
	classes := make([]class, len(l.reg))
	for _, b := range l.body.Blocks {
		for _, i := range b.Instrs {
			if i.ID >= len(l.reg) {
				l.cur = i
				l.fail("instruction ID out of range")
				return
			}
			for _, a := range i.Args {
				if a.ID < len(l.uses) {
					l.uses[a.ID]++
				}
			}
			c := classOf(i.Type)
			switch i.Op {
			case pir.LdEnvConst:
				c = cEnv
			case pir.FrameState, pir.Checkpoint:
				c = cNone
			}
			classes[i.ID] = c
		}
	}
	l.lazyRegisters(classes)
	for _, b := range l.body.Blocks {
		for _, i := range b.Instrs {
			l.reg[i.ID] = l.newReg(classes[i.ID])
		}
	}
	for _, b := range l.body.Blocks {
		for _, i := range b.Instrs {
			l.cur = i
			switch i.Op {
			case pir.LdConst:
				l.constant(i)
			case pir.LdEnvConst:
				k, ok := i.Aux.(pir.EnvConst)
				if !ok {
					l.fail("LdEnvConst without an EnvConst")
					continue
				}
				l.envConsts = append(l.envConsts, envInit{idx: l.reg[i.ID].idx(), k: k})
			}
		}
	}
	l.cur = nil
}

// constant records an LdConst's value for the template, checking that it
// fits the register class of its type.
func (l *lowerer) constant(i *pir.Instr) {
	v, ok := i.Aux.(rt.Value)
	if !ok || v == nil {
		l.fail("LdConst without a value")
		return
	}
	r := l.reg[i.ID]
	probe := &frame{f: make([]float64, 1), i: make([]int32, 1), v: make([]rt.Value, 1), e: make([]*rt.Env, 1), n: make([]num, 1)}
	if r.class() != cNone && !probe.set(mkref(r.class(), 0), v) {
		l.fail("constant %s does not have type %s", pir.ConstText(v), i.Type)
		return
	}
	if r.class() == cVal {
		// The register hands the same object to every activation: the
		// interpreter must never update it in place.
		rt.MarkShared(v)
	}
	l.consts = append(l.consts, constInit{r: r, v: v})
}

// finish builds the Compiled from the lowered code.
func (l *lowerer) finish() *Compiled {
	t := template{
		f: make([]float64, l.n[fileF]),
		i: make([]int32, l.n[fileI]),
		b: make([]bool, l.n[fileB]),
		v: make([]rt.Value, l.n[fileV]),
		e: make([]*rt.Env, l.n[fileE]),
		n: make([]num, l.n[fileN]),
	}
	fr := &frame{f: t.f, i: t.i, b: t.b, v: t.v, e: t.e, n: t.n}
	for _, c := range l.consts {
		fr.set(c.r, c.v)
	}
	return &Compiled{
		version:   l.v,
		code:      l.out,
		srcs:      l.srcs,
		tmpl:      t,
		envConsts: l.envConsts,
	}
}

// lowerBlock lowers the instructions of block b (at layout position k).
func (l *lowerer) lowerBlock(b *pir.Block, k int) {
	for n, i := range b.Instrs {
		l.cur = i
		if l.fused[i] {
			continue
		}
		if i.Op.IsTerminator() {
			l.lowerTerminator(b, k, i)
			return
		}
		if l.fuseBranch(b, k, n) || l.fuseForStep(b, k, n) {
			return
		}
		l.lowerInstr(i)
		if l.err != nil {
			return
		}
	}
	l.fail("block BB%d has no terminator", b.ID)
}

// lowerInstr lowers one non-terminator instruction.
func (l *lowerer) lowerInstr(i *pir.Instr) {
	switch i.Op {
	case pir.LdConst, pir.LdEnvConst, pir.Phi, pir.FrameState:
		// Constants and fixed environments are filled in on entry, phis
		// by the moves on the edges into their block, and framestates
		// are read by the Deopts that use them.
	case pir.LdArg, pir.OSRValue:
		x := l.slow()
		x.dst, x.k = l.reg[i.ID], int(i.AuxInt)
		op := opLdArg
		if i.Op == pir.OSRValue {
			op = opOSRValue
		}
		l.emit(op, 0, 0, 0, x)
	case pir.LdVar, pir.LdVarSuper, pir.LdFun, pir.LdDDVal, pir.LdDots, pir.StVar, pir.StVarSuper,
		pir.StartAssign, pir.Missing:
		l.lowerVar(i)
	case pir.MkEnv, pir.MkArg, pir.MkClosure, pir.Force, pir.ChkFunction, pir.UpdatePromise,
		pir.IsEnvStub, pir.MaterializeEnv:
		l.lowerEnvOp(i)
	case pir.Call, pir.StaticCall, pir.CallBuiltin, pir.GetterCall, pir.SetterCall:
		l.lowerCall(i)
	case pir.Add, pir.Sub, pir.Mul, pir.Div, pir.Pow, pir.Mod, pir.IDiv,
		pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr, pir.Colon:
		l.lowerBinary(i)
	case pir.Neg, pir.UPlus, pir.Not:
		l.lowerUnary(i)
	case pir.LglOperand, pir.And3, pir.Or3, pir.AsTest, pir.IsTrue:
		l.lowerLogic(i)
	case pir.Extract1, pir.Extract2, pir.Dollar, pir.Subassign1, pir.Subassign2, pir.DollarAssign:
		l.lowerIndex(i)
	case pir.ForInit, pir.ForStep, pir.ForElem, pir.SwitchSel, pir.EqInt:
		l.lowerLoop(i)
	case pir.IsType, pir.CastType, pir.IsBaseFn, pir.IsCallee:
		l.lowerType(i)
	case pir.ArithOK:
		l.lowerArithOK(i)
	case pir.Visible:
		l.emit(opVisible, 0, 0, 0, nil)
	case pir.Invisible:
		l.emit(opInvisible, 0, 0, 0, nil)
	case pir.PushContext, pir.PopContext:
		l.lowerContext(i)
	case pir.Assume:
		l.lowerAssume(i)
	default:
		l.fail("op %s is not supported", i.Op)
	}
}

// lowerTerminator lowers the terminator i of block b (at layout k).
func (l *lowerer) lowerTerminator(b *pir.Block, k int, i *pir.Instr) {
	if len(b.Succs) != i.Op.NumSuccs() {
		l.fail("block BB%d has %d successors for %s", b.ID, len(b.Succs), i.Op)
		return
	}
	switch i.Op {
	case pir.Jmp:
		s := b.Succs[0]
		l.emitMoves(l.edgeMoves(b, s, 0))
		switch {
		case l.pos[s] <= k:
			l.jumpTo(l.emit(opJmpBack, 0, 0, 0, nil), 0, l.pos[s])
		case l.pos[s] != k+1:
			l.jumpTo(l.emit(opJmp, 0, 0, 0, nil), 0, l.pos[s])
		}
	case pir.Branch:
		t := l.want(i.Args[0], cB)
		t0 := l.edgeLabel(b, 0)
		t1 := l.edgeLabel(b, 1)
		pc := l.emit(opBr, t.idx(), 0, 0, nil)
		l.jumpTo(pc, 1, t0)
		l.jumpTo(pc, 2, t1)
	case pir.Checkpoint:
		t0 := l.edgeLabel(b, 0)
		if t0 >= len(l.body.Blocks) || t0 != k+1 {
			l.jumpTo(l.emit(opJmp, 0, 0, 0, nil), 0, t0)
		}
	case pir.Return:
		x := l.slow()
		x.args = []ref{l.boxed(i.Args[0])}
		l.emit(opRet, 0, 0, 0, x)
	case pir.Deopt:
		l.lowerDeopt(i)
	case pir.Unreachable:
		l.emit(opUnreachable, 0, 0, 0, l.slow())
	case pir.ReturnNL:
		x := l.slow()
		x.args = []ref{l.boxed(i.Args[0])}
		x.env = l.envRef(i)
		l.emit(opRetNL, 0, 0, 0, x)
	case pir.BreakNL, pir.NextNL:
		x := l.slow()
		x.env = l.envRef(i)
		op := opBreakNL
		if i.Op == pir.NextNL {
			op = opNextNL
		}
		l.emit(op, 0, 0, 0, x)
	default:
		l.fail("terminator %s is not supported", i.Op)
	}
}

// envRef is the register of i's environment operand.
func (l *lowerer) envRef(i *pir.Instr) ref {
	e := i.Env()
	if e == nil {
		l.fail("%s has no environment operand", i.Op)
		return 0
	}
	r := l.ref(e)
	if c := r.class(); c != cEnv && c != cVal {
		l.fail("environment operand %s is a %s register", e.Reg(), c)
	}
	return r
}

// callOf is the call of i's site, when it has a *CallAux with one.
func callOf(i *pir.Instr) *rt.Lang {
	if a, ok := i.Aux.(*pir.CallAux); ok && a.Site != nil {
		return a.Site.Call
	}
	return nil
}

// dstFor returns the register the current instruction i should compute
// its result into when the op produces class c: i's own register when
// it has that class, else a temporary that finishResult boxes (an
// unboxed result of another kind than i's type says is refused).
func (l *lowerer) dstFor(i *pir.Instr, c class) ref {
	r := l.reg[i.ID]
	if r.class() == c {
		return r
	}
	if r.class() != cNone && r.class() != cVal {
		l.fail("result of class %s does not fit type %s", c, i.Type)
	}
	return l.newReg(c)
}

// finishResult moves a result computed into d (from dstFor) to i's
// register.
func (l *lowerer) finishResult(i *pir.Instr, d ref) {
	r := l.reg[i.ID]
	if r != d && r.class() != cNone {
		l.conv(r, d)
	}
}

// want returns operand i in class c, converting it into a temporary when
// its register has another class.
func (l *lowerer) want(i *pir.Instr, c class) ref {
	r := l.ref(i)
	if r.class() == c {
		return r
	}
	if c == cVal {
		if s := l.boxed(i); s.class() == cVal {
			return s
		}
	}
	if !convertible(r.class(), c) {
		l.fail("operand %s of class %s used as %s", i.Reg(), r.class(), c)
		return r
	}
	t := l.newReg(c)
	l.conv(t, r)
	return t
}
