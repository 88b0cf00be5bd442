package build

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// binaryOps maps the bytecode's binary operators to PIR ops.
var binaryOps = map[vm.Op]pir.Op{
	vm.OpAdd: pir.Add, vm.OpSub: pir.Sub, vm.OpMul: pir.Mul, vm.OpDiv: pir.Div,
	vm.OpPow: pir.Pow, vm.OpMod: pir.Mod, vm.OpIDiv: pir.IDiv,
	vm.OpEq: pir.Eq, vm.OpNe: pir.Ne, vm.OpLt: pir.Lt, vm.OpGt: pir.Gt,
	vm.OpLe: pir.Le, vm.OpGe: pir.Ge, vm.OpAndV: pir.LAnd, vm.OpOrV: pir.LOr,
	vm.OpColon: pir.Colon,
}

// unaryOps maps the bytecode's unary operators to PIR ops.
var unaryOps = map[vm.Op]pir.Op{vm.OpNeg: pir.Neg, vm.OpUPlus: pir.UPlus, vm.OpNot: pir.Not}

// step translates the instruction at w.pc and moves w.pc on (or stops
// the walker when the path ends).
func (w *walker) step() {
	b, st, pc := w.b, w.st, w.pc
	in := b.src.Instrs[pc]
	// pure instructions can be run again from an earlier pc without
	// anyone noticing, so a checkpoint taken before them stays usable.
	pure := false
	switch in.Op {
	case vm.OpNop:
		pure = true
	case vm.OpLdConst:
		c := w.constAt(in.A)
		if c == nil {
			bail("bad bytecode: nil constant")
		}
		st.push(w.emitAux(pir.LdConst, c))
		w.visible(pir.Visible, pc+1)
		pure = true
	case vm.OpPop:
		st.pop()
		pure = true
	case vm.OpDup:
		st.push(st.top(0))
		pure = true
	case vm.OpInvisible:
		w.visible(pir.Invisible, pc+1)
		pure = true
	case vm.OpVisible:
		w.visible(pir.Visible, pc+1)
		pure = true
	case vm.OpLdVar:
		w.load(pir.LdVar, w.symAt(in.A))
	case vm.OpLdVarSuper:
		w.load(pir.LdVarSuper, w.symAt(in.A))
	case vm.OpLdDDVal:
		v := w.emitEnv(pir.LdDDVal)
		v.AuxInt = int64(in.A)
		st.push(v)
	case vm.OpStVar:
		w.emitEnvAux(pir.StVar, w.symAt(in.A), st.top(0))
	case vm.OpStVarSuper:
		w.emitEnvAux(pir.StVarSuper, w.symAt(in.A), st.top(0))
	case vm.OpStTmp:
		st.temps[w.temp(in.A)] = st.pop()
		pure = true
	case vm.OpLdTmp:
		v := st.temps[w.temp(in.A)]
		if v == nil {
			bail("undefined temporary")
		}
		st.push(v)
		pure = true
	case vm.OpJmp:
		w.pc = w.label(in.A)
		return
	case vm.OpBrFalse:
		w.brFalse(in)
		return
	case vm.OpAnd1, vm.OpOr1:
		w.andOr1(in)
		return
	case vm.OpAnd2, vm.OpOr2:
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		r := w.emitAux(pir.LglOperand, aux, st.pop())
		r.AuxInt = 1
		op := pir.And3
		if in.Op == vm.OpOr2 {
			op = pir.Or3
		}
		l := st.pop()
		if !pir.AllSources(l, func(x *pir.Instr) bool { return x.Type.Kinds == pir.KLogical || x.Op == pir.OSRValue }) {
			bail("bad bytecode: && without its left operand")
		}
		st.push(w.emit(op, l, r))
		w.visible(pir.Visible, pc+1)
	case vm.OpSwitch:
		w.switchOp(in)
		return
	case vm.OpForInit:
		aux := &pir.CallAux{Site: w.siteAt(in.B), Name: w.symAt(in.A)}
		st.push(w.emitEnvAux(pir.ForInit, aux, st.pop()))
	case vm.OpForStep:
		w.forStep(in)
		return
	case vm.OpLdFun:
		w.ldFun(in)
	case vm.OpPushFn:
		w.siteAt(in.B)
		st.openCall(w.emit(pir.ChkFunction, st.pop()), nil)
	case vm.OpMkProm:
		code := w.codeAt(in.A)
		tag := w.tagAt(in.B)
		if w.builtinPending() {
			// A builtin's arguments are evaluated as they are added.
			st.addArg(w.builtinArg(code), tag, false)
			break
		}
		p := w.b.vb.promise(code)
		st.addArg(w.emitEnvAux(pir.MkArg, p), tag, false)
	case vm.OpPushArg:
		v := st.pop()
		if w.builtinPending() && v.Type.MaybeLazy() {
			v = w.emitEnv(pir.Force, v)
		}
		st.addArg(v, w.tagAt(in.B), false)
	case vm.OpDots:
		if w.builtinPending() {
			bail("internal error: ... in a speculated builtin call")
		}
		st.addArg(w.emitEnv(pir.LdDots), nil, true)
	case vm.OpCall:
		w.call(in)
	case vm.OpReturn:
		w.emit(pir.Return, st.top(0))
		w.stop = true
		return
	case vm.OpReturnNL:
		w.emitEnv(pir.ReturnNL, st.top(0))
		w.stop = true
		return
	case vm.OpBreakNL:
		w.emitEnv(pir.BreakNL)
		w.stop = true
		return
	case vm.OpNextNL:
		w.emitEnv(pir.NextNL)
		w.stop = true
		return
	case vm.OpGuard:
		w.guard(in)
		return
	case vm.OpMkClosure:
		formals, _ := w.constAt(in.A).(*rt.PairList)
		aux := &pir.ClosureAux{Formals: formals, Body: w.codeAt(in.B)}
		st.push(w.emitEnvAux(pir.MkClosure, aux))
	case vm.OpAdd, vm.OpSub, vm.OpMul, vm.OpDiv, vm.OpPow, vm.OpMod, vm.OpIDiv,
		vm.OpEq, vm.OpNe, vm.OpLt, vm.OpGt, vm.OpLe, vm.OpGe, vm.OpAndV, vm.OpOrV, vm.OpColon:
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		op := binaryOps[in.Op]
		args := w.speculateOperands(st.top(1), st.top(0))
		nowarn := w.speculateNoWarning(op, args[0], args[1])
		st.popN(2)
		r := w.emitEnvAux(op, aux, args...)
		if nowarn {
			r.AuxInt = 1
		}
		st.push(r)
	case vm.OpNeg, vm.OpUPlus, vm.OpNot:
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		args := w.speculateOperands(st.top(0))
		st.pop()
		st.push(w.emitEnvAux(unaryOps[in.Op], aux, args...))
	case vm.OpSubset, vm.OpSubset2:
		op := pir.Extract1
		if in.Op == vm.OpSubset2 {
			op = pir.Extract2
		}
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		n := w.count(in.A)
		if n == 1 {
			// x[i] of a plain vector at a scalar index: speculate both,
			// so that the element is read without boxing.
			args := w.speculateIndexed(st.top(1), st.top(0))
			st.popN(2)
			st.push(w.emitEnvAux(op, aux, args...))
			break
		}
		obj := w.speculateObject(st.top(n))
		args := st.popN(n + 1)
		args[0] = obj
		st.push(w.emitEnvAux(op, aux, args...))
	case vm.OpDollar:
		aux := &pir.CallAux{Site: w.siteAt(in.B), Name: w.symAt(in.A)}
		obj := w.speculateObject(st.top(0))
		st.pop()
		st.push(w.emitEnvAux(pir.Dollar, aux, obj))
	case vm.OpSubassign, vm.OpSubassign2:
		op := pir.Subassign1
		if in.Op == vm.OpSubassign2 {
			op = pir.Subassign2
		}
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		n := w.count(in.A)
		obj := w.speculateObject(st.top(n + 1))
		val := w.speculateAssigned(st.top(0))
		args := st.popN(n + 2)
		args[0], args[n+1] = obj, val
		st.push(w.emitEnvAux(op, aux, args...))
	case vm.OpSetIndex, vm.OpSetIndex2:
		// [value, object, indices…] -> [value, new object]
		op := pir.Subassign1
		if in.Op == vm.OpSetIndex2 {
			op = pir.Subassign2
		}
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		n := w.count(in.A)
		obj := w.speculateObject(st.top(n))
		val := w.speculateAssigned(st.top(n + 1))
		args := st.popN(n + 1)
		args[0] = obj
		args = append(args, val)
		st.push(w.emitEnvAux(op, aux, args...))
	case vm.OpDollarAssign:
		aux := &pir.CallAux{Site: w.siteAt(in.B), Name: w.symAt(in.A)}
		obj := w.speculateObject(st.top(1))
		args := st.popN(2)
		args[0] = obj
		st.push(w.emitEnvAux(pir.DollarAssign, aux, args...))
	case vm.OpStartAssign:
		v := w.emitEnvAux(pir.StartAssign, w.symAt(in.A))
		if in.B == 1 {
			v.AuxInt = 1
		}
		st.push(v)
	case vm.OpEndAssign:
		sym := w.symAt(in.A)
		v := st.pop()
		if in.B&vm.EndAssignPop != 0 {
			st.pop()
		}
		op := pir.StVar
		if in.B&1 == 1 {
			op = pir.StVarSuper
		}
		w.emitEnvAux(op, sym, v).AuxInt = 1
	case vm.OpSetterCall:
		aux := &pir.CallAux{Site: w.siteAt(in.B), Fn: w.symAt(in.A)}
		args := st.popN(2)
		st.push(w.emitEnvAux(pir.SetterCall, aux, args...))
	case vm.OpGetterCall:
		aux := &pir.CallAux{Site: w.siteAt(in.B)}
		st.push(w.emitEnvAux(pir.GetterCall, aux, st.pop()))
	case vm.OpArith, vm.OpArithAssign:
		w.fusedArith(in)
		return
	default:
		bail("bad bytecode: unknown op")
	}
	if !pure {
		w.cp = nil
	}
	w.pc++
}

// load translates a variable load: the raw binding, then Force (which
// gives R's errors for a missing argument or `...` out of place).
func (w *walker) load(op pir.Op, sym *rt.Symbol) {
	l := w.emitEnvAux(op, sym)
	f := w.emitEnvAux(pir.Force, sym, l)
	w.b.loads[f] = w.pc
	w.st.push(f)
}

// visible emits a visibility op when the flag it sets may be observed
// from succ on (see cfg.visibility).
func (w *walker) visible(op pir.Op, succ int) {
	if w.b.cfg.visibleAt(succ) {
		w.emit(op)
	}
}

// call translates OpCall: the innermost pending call becomes a Call.
func (w *walker) call(in vm.Instr) {
	site := w.siteAt(in.A)
	c := w.st.closeCall()
	aux := &pir.CallAux{Site: site, Fn: c.sym}
	for k := range c.args {
		if c.tags[k] != nil {
			aux.Tags = c.tags
		}
		if c.spread[k] {
			aux.Spread = c.spread
		}
	}
	if t := speculatedBuiltin(c.fn); t != nil && t.Special {
		// missing(x) (see missingOfVariable): the promise of x goes.
		c.fn.Remove()
		p := c.args[0]
		sym := p.Aux.(*pir.Promise).Code.Expr.(*rt.Symbol)
		p.Remove()
		w.st.push(w.emitEnvAux(pir.Missing, sym))
		return
	}
	if t := speculatedBuiltin(c.fn); t != nil {
		// The LdConst standing for the builtin is not an operand.
		c.fn.Remove()
		aux.Target = t
		w.st.push(w.emitEnvAux(pir.CallBuiltin, aux, c.args...))
		return
	}
	if t := speculatedClosure(c.fn); t != nil {
		aux.Target = t
		w.st.push(w.emitEnvAux(pir.StaticCall, aux, c.args...))
		return
	}
	args := append([]*pir.Instr{c.fn}, c.args...)
	w.st.push(w.emitEnvAux(pir.Call, aux, args...))
}

// brFalse translates if/while's conditional jump: AsTest and Branch, or,
// when the feedback says the branch always went one way, only that way
// with a deoptimisation for the other.
func (w *walker) brFalse(in vm.Instr) {
	st, pc := w.st, w.pc
	aux := &pir.CallAux{Site: w.siteAt(in.B)}
	target := w.label(in.A)
	switch w.b.branchSpeculated(pc) {
	case +1:
		cp := w.checkpoint()
		if cp == nil {
			bail("speculation with a call pending")
		}
		t := w.emitAux(pir.AsTest, aux, st.pop())
		w.assume(t, cp, pir.DeoptBranch, pc)
		w.cp = nil
		w.pc = pc + 1
		return
	case -1:
		// There is no negated Assume: a Branch leaves for a deopt block
		// resuming at this pc (whose BrFalse then counts the new
		// direction) when the condition unexpectedly holds.
		if len(st.calls) != 0 {
			bail("speculation with a call pending")
		}
		t := w.emitAux(pir.AsTest, aux, st.top(0))
		bt, bf := w.split(t)
		bt.Deopt = true
		d := w.deoptTo(bt, pc, st)
		d.Aux = pir.DeoptReason{Kind: pir.DeoptBranch, Code: w.b.src, PC: pc}
		st.pop()
		w.fork(bf, st, target)
		return
	}
	t := w.emitAux(pir.AsTest, aux, st.pop())
	w.branch(t, pc+1, target)
}

// andOr1 translates the left operand of && and ||: its logical value
// decides the result (pushed, visible, jump to A) or is left for
// And2/Or2.
func (w *walker) andOr1(in vm.Instr) {
	st, pc := w.st, w.pc
	aux := &pir.CallAux{Site: w.siteAt(in.B)}
	target := w.label(in.A)
	l := w.emitAux(pir.LglOperand, aux, st.pop())
	var decides *pir.Instr
	if in.Op == vm.OpOr1 {
		decides = w.emit(pir.IsTrue, l)
	} else {
		// && is decided by FALSE: !l is TRUE exactly then (l is a plain
		// logical scalar, so Not cannot dispatch or fail).
		decides = w.emit(pir.IsTrue, w.emitEnvAux(pir.Not, aux, l))
	}
	st.push(l)
	bt, bf := w.split(decides)
	w.fork(bf, st.fork(), pc+1)
	w.blk = bt
	w.visible(pir.Visible, target)
	w.fork(bt, st, target)
}

// switchOp translates an inlined switch: SwitchSel picks the pc to
// continue at, and a chain of EqInt tests goes there.
func (w *walker) switchOp(in vm.Instr) {
	st, pc := w.st, w.pc
	site := w.siteAt(in.A)
	targets := switchTargets(w.b.src, pc)
	aux := &pir.SwitchAux{Code: w.b.src, Site: site, PC: pc, Targets: targets}
	sel := w.emitEnvAux(pir.SwitchSel, aux, st.pop())
	for _, t := range targets[:len(targets)-1] {
		e := w.emit(pir.EqInt, sel)
		e.AuxInt = int64(t)
		bt, bf := w.split(e)
		w.fork(bt, st.fork(), t)
		w.blk, w.stop = bf, false
	}
	w.cp = nil
	w.pc = targets[len(targets)-1]
}

// forStep translates a for loop's step: ForStep advances the state on
// the stack; while there is an element, ForElem and StVar bind it to the
// loop variable, else the loop exits to A.
func (w *walker) forStep(in vm.Instr) {
	st, pc := w.st, w.pc
	sym := forVariable(w.b.src, pc)
	exit := w.label(in.A)
	state := st.top(0)
	if !isLoopState(state) {
		bail("bad bytecode: for loop state")
	}
	t := w.emit(pir.ForStep, state)
	bt, bf := w.split(t)
	w.fork(bf, st.fork(), exit)
	w.blk = bt
	e := w.emit(pir.ForElem, state)
	w.emitEnvAux(pir.StVar, sym, e)
	w.fork(bt, st, pc+1)
}

// fusedArith translates OpArith / OpArithAssign as the unfused code it
// falls back to, which does the same (its guards become the guards'
// speculation, its loads and operators the PIR ones). The fused
// program's per-load feedback is carried over to the unfused loads.
func (w *walker) fusedArith(in vm.Instr) {
	info, ok := vm.ArithProgram(w.b.src, w.pc)
	if !ok {
		bail("bad bytecode: arithmetic program")
	}
	target := w.label(in.B)
	w.b.noteFused(info, target)
	w.pc = target
}

// noteFused maps the steps of a fused program that record feedback
// (loads, operators, extractions) to the instructions of its unfused
// code at from: the unfused code's fast path has the same loads and
// operators in the same order (each operator's slow path, a call of the
// operator's function, follows it and uses other instructions).
func (b *builder) noteFused(info vm.ArithInfo, from int) {
	found := map[int]*vm.Feedback{}
	pc := from
	for k, s := range info.Steps {
		if vm.IsCallStep(s.Op) {
			// The call's callee feedback goes to the unfused Call of
			// the same call, wherever it is.
			for pc := from; pc < len(b.src.Instrs); pc++ {
				in := b.src.Instrs[pc]
				if in.Op == vm.OpCall && in.A >= 0 && int(in.A) < len(b.src.Sites) && b.src.Sites[in.A] != nil && b.src.Sites[in.A].Call == s.Call {
					fb := info.Feedback[k]
					if pc < len(b.src.Feedback) {
						fb.NoSpec = fb.NoSpec || b.src.Feedback[pc].NoSpec
					}
					found[pc] = &fb
					break
				}
			}
			continue
		}
		if s.Op == vm.OpLdConst || s.InCall {
			continue
		}
		for ; pc < len(b.src.Instrs); pc++ {
			in := b.src.Instrs[pc]
			if in.Op != s.Op {
				continue
			}
			if s.Op == vm.OpLdVar && (in.A < 0 || int(in.A) >= len(b.src.Consts) || b.src.Consts[in.A] != s.Sym) {
				return
			}
			break
		}
		if pc >= len(b.src.Instrs) {
			return
		}
		fb := info.Feedback[k]
		if pc < len(b.src.Feedback) {
			fb.NoSpec = fb.NoSpec || b.src.Feedback[pc].NoSpec
		}
		found[pc] = &fb
		pc++
	}
	for pc, fb := range found {
		b.fused[pc] = fb
	}
}

// split ends the current block with Branch(test) and returns the blocks
// for the true and false sides; the walker stops.
func (w *walker) split(test *pir.Instr) (bt, bf *pir.Block) {
	out := w.b.out
	w.blk.Append(pir.Branch, test)
	bt, bf = out.NewBlock(), out.NewBlock()
	w.blk.AddEdge(bt)
	w.blk.AddEdge(bf)
	w.stop = true
	w.cp = nil
	return bt, bf
}

// ---- operands ----

func (w *walker) constAt(a int32) rt.Value {
	c := w.b.src.Consts
	if a < 0 || int(a) >= len(c) {
		bail("bad bytecode: constant out of range")
	}
	return c[a]
}

func (w *walker) symAt(a int32) *rt.Symbol {
	s, ok := w.constAt(a).(*rt.Symbol)
	if !ok {
		bail("bad bytecode: symbol expected")
	}
	return s
}

// tagAt is an argument tag: none for a negative operand.
func (w *walker) tagAt(a int32) *rt.Symbol {
	if a < 0 {
		return nil
	}
	return w.symAt(a)
}

func (w *walker) siteAt(a int32) *vm.CallSite {
	s := w.b.src.Sites
	if a < 0 || int(a) >= len(s) || s[a] == nil {
		bail("bad bytecode: call site out of range")
	}
	return s[a]
}

func (w *walker) codeAt(a int32) *vm.Code {
	c := w.b.src.Codes
	if a < 0 || int(a) >= len(c) || c[a] == nil {
		bail("bad bytecode: code out of range")
	}
	return c[a]
}

func (w *walker) label(a int32) int {
	if a < 0 || int(a) >= len(w.b.src.Instrs) {
		bail("bad bytecode: label out of range")
	}
	return int(a)
}

func (w *walker) temp(a int32) int {
	if a < 0 || int(a) >= len(w.st.temps) {
		bail("bad bytecode: temporary out of range")
	}
	return int(a)
}

func (w *walker) count(a int32) int {
	if a < 0 || a > 1<<16 {
		bail("bad bytecode: operand count")
	}
	return int(a)
}
