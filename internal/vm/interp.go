package vm

import (
	"gorir/internal/ops"
	"gorir/internal/rt"
)

// frame is the scratch state of one activation of exec: the operand
// stack, the calls being assembled, and the complex-assignment
// temporaries. Frames are pooled per interpreter.
type frame struct {
	stack []rt.Value
	calls []pendingCall
	temps []rt.Value
}

// pendingCall is a call whose arguments are being pushed.
type pendingCall struct {
	fn   rt.Value
	kind fnKind
	args []rt.Arg
	// depth is the operand-stack depth when the call was opened.
	depth int
}

type fnKind uint8

const (
	kindClosure fnKind = iota
	kindBuiltin
	kindSpecial
)

func (in *Interp) getFrame() *frame {
	if n := len(in.framePool); n > 0 {
		f := in.framePool[n-1]
		in.framePool = in.framePool[:n-1]
		return f
	}
	return &frame{stack: make([]rt.Value, 0, 32)}
}

func (in *Interp) putFrame(f *frame) {
	for i := range f.stack {
		f.stack[i] = nil
	}
	f.stack = f.stack[:0]
	for i := range f.calls {
		f.calls[i].fn = nil
		f.calls[i].args = f.calls[i].args[:0]
	}
	f.calls = f.calls[:0]
	for i := range f.temps {
		f.temps[i] = nil
	}
	in.framePool = append(in.framePool, f)
}

// Exec runs code in env from the start and returns its value.
func (in *Interp) Exec(code *Code, env *rt.Env) (rt.Value, error) {
	return in.execAt(code, env, 0, nil)
}

// ExecAt runs code in env starting at pc with the given operand stack.
// It is the entry point deoptimisation and OSR use.
func (in *Interp) ExecAt(code *Code, env *rt.Env, pc int, stack []rt.Value) (rt.Value, error) {
	return in.execAt(code, env, pc, stack)
}

func (in *Interp) execAt(code *Code, env *rt.Env, pc int, init []rt.Value) (result rt.Value, err error) {
	ensureCompiled(code)
	if in.evalDepth++; in.evalDepth > in.maxDepth {
		in.evalDepth--
		return nil, in.tooDeep()
	}
	if in.interrupted() {
		in.evalDepth--
		return nil, in.interruptError()
	}
	// No defer here (the function has too many returns for Go to
	// open-code one): a panic that unwinds through leaves the frame to the
	// garbage collector, and Protect restores evalDepth.
	f := in.getFrame()
	result, err = in.run(code, env, pc, init, f)
	in.evalDepth--
	in.putFrame(f)
	return result, err
}

// run is the interpreter loop of execAt.
func (in *Interp) run(code *Code, env *rt.Env, pc int, init []rt.Value, f *frame) (rt.Value, error) {
	f.stack = append(f.stack, init...)
	if cap(f.temps) < code.NumTemps {
		f.temps = make([]rt.Value, code.NumTemps)
	}
	f.temps = f.temps[:code.NumTemps]
	instrs := code.Instrs
	for {
		in0 := &instrs[pc]
		pc++
		switch in0.Op {
		case OpNop:
		case OpLdConst:
			f.stack = append(f.stack, code.Consts[in0.A])
			in.Visible = true
		case OpPop:
			f.stack = f.stack[:len(f.stack)-1]
		case OpDup:
			f.stack = append(f.stack, f.stack[len(f.stack)-1])
		case OpInvisible:
			in.Visible = false
		case OpVisible:
			in.Visible = true
		case OpLdVar:
			sym := code.Consts[in0.A].(*rt.Symbol)
			// As in R, a variable is visible unless forcing its promise
			// just now made the value invisible (f(invisible(1))).
			in.Visible = true
			fb := &code.Feedback[pc-1]
			v, err := in.getVarHint(sym, env, &fb.hint)
			if err != nil {
				if err = in.catchLoop(code, &pc, f, err); err == nil {
					continue
				}
				return nil, err
			}
			fb.recordValue(v)
			f.stack = append(f.stack, v)
		case OpLdVarSuper:
			sym := code.Consts[in0.A].(*rt.Symbol)
			in.Visible = true
			v, err := in.getVar(sym, env.Parent)
			if err != nil {
				return nil, err
			}
			f.stack = append(f.stack, v)
		case OpLdDDVal:
			v, err := in.ddVal(int(in0.A), env)
			if err != nil {
				if err = in.catchLoop(code, &pc, f, err); err == nil {
					continue
				}
				return nil, err
			}
			f.stack = append(f.stack, v)
			in.Visible = true
		case OpStVar:
			sym := code.Consts[in0.A].(*rt.Symbol)
			if err := in.assignHint(sym, f.stack[len(f.stack)-1], env, true, &code.Feedback[pc-1].hint); err != nil {
				return nil, err
			}
		case OpStVarSuper:
			sym := code.Consts[in0.A].(*rt.Symbol)
			if err := in.superAssign(sym, f.stack[len(f.stack)-1], env, true); err != nil {
				return nil, err
			}
		case OpStTmp:
			f.temps[in0.A] = f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
		case OpLdTmp:
			f.stack = append(f.stack, f.temps[in0.A])
		case OpJmp:
			if int(in0.A) < pc {
				code.BackEdges++
				if in.interrupted() {
					return nil, in.interruptError()
				}
				if in.Tier != nil && (code.BackEdges&(OSRInterval-1) == 0 || code.OSRWant == int(in0.A)+1) && len(f.calls) == 0 && code.Body {
					if v, err, ok := in.Tier.OSR(in, code, env, int(in0.A), f.stack, f.temps); ok {
						return v, err
					}
				}
			}
			pc = int(in0.A)
		case OpBrFalse:
			c := f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
			site := code.Sites[in0.B]
			t, err := in.condition(c, site.Call)
			if err != nil {
				return nil, err
			}
			fb := &code.Feedback[pc-1]
			if !t {
				fb.NotTaken++
				pc = int(in0.A)
			} else {
				fb.Taken++
			}
		case OpAnd1, OpOr1:
			x := f.stack[len(f.stack)-1]
			t, err := in.scalarLogical(x, code.Sites[in0.B].Call, false)
			if err != nil {
				return nil, err
			}
			decides := (in0.Op == OpAnd1 && t == rt.False) || (in0.Op == OpOr1 && t == rt.True)
			if decides {
				f.stack[len(f.stack)-1] = logicalConst(t)
				in.Visible = true
				pc = int(in0.A)
			} else {
				f.stack[len(f.stack)-1] = logicalConst(t)
			}
		case OpAnd2, OpOr2:
			y := f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
			t2, err := in.scalarLogical(y, code.Sites[in0.B].Call, true)
			if err != nil {
				return nil, err
			}
			t1 := f.stack[len(f.stack)-1].(*rt.Logical).V[0]
			var r int32
			if in0.Op == OpAnd2 {
				r = ops.And3(t1, t2)
			} else {
				r = ops.Or3(t1, t2)
			}
			// A shared constant: the result of && and || is a fresh
			// scalar in R, and a shared one behaves as such (it is
			// copied before any change).
			f.stack[len(f.stack)-1] = logicalConst(r)
			in.Visible = true
		case OpSwitch:
			x := f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
			code.Feedback[pc-1].recordValue(x)
			npc, err := in.execSwitch(code.Consts[in0.B].(*switchTable), x, code.Sites[in0.A].Call)
			if err != nil {
				return nil, err
			}
			pc = npc
		case OpForInit:
			seq := f.stack[len(f.stack)-1]
			st, err := in.forInit(seq, code.Consts[in0.A].(*rt.Symbol), code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			f.stack[len(f.stack)-1] = st
		case OpForStep:
			st := f.stack[len(f.stack)-1].(*forState)
			if nx := pc + 1; nx < len(instrs) && instrs[pc].Op == OpArithAssign && instrs[nx].Op == OpJmp && int(instrs[nx].A) == pc-1 {
				resume, err := in.forArith(code, env, st, pc-1)
				if err != nil {
					return nil, err
				}
				if resume != pc-1 {
					pc = resume
					continue
				}
			}
			if st.i >= st.n {
				pc = int(in0.A)
				continue
			}
			if st.reuseBox(env, &code.Feedback[pc-1].hint) {
				st.i++
				continue
			}
			v := st.elem()
			st.i++
			code.Feedback[pc-1].recordValue(v)
			if err := in.assign(st.sym, v, env, true); err != nil {
				return nil, err
			}
			st.box = v
		case OpLdFun:
			sym := code.Consts[in0.A].(*rt.Symbol)
			if !sym.NonBase() {
				// Bound nowhere but in base: the lookup would walk every
				// frame to find base's binding.
				if fn := in.Base.GetHint(sym, &code.Feedback[pc-1].hint); isFunction(fn) {
					f.openCall(fn)
					continue
				}
			}
			fn, err := in.getFun(sym, env)
			if err != nil {
				if err = in.catchLoop(code, &pc, f, err); err == nil {
					continue
				}
				// "could not find function" names the call being made.
				return nil, in.fillCall(err, code.Sites[in0.B].Call)
			}
			f.openCall(fn)
		case OpPushFn:
			fn := f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
			if !isFunction(fn) {
				// R reports this against the enclosing function's call.
				return nil, in.errorf(nil, "attempt to apply non-function")
			}
			f.openCall(fn)
		case OpMkProm:
			pcall := &f.calls[len(f.calls)-1]
			var tag *rt.Symbol
			if in0.B >= 0 {
				tag = code.Consts[in0.B].(*rt.Symbol)
			}
			sub := code.Codes[in0.A]
			switch pcall.kind {
			case kindClosure:
				pcall.args = append(pcall.args, rt.Arg{Tag: tag, Val: &rt.Promise{Expr: sub.Expr, Env: env, Code: sub}})
				in.Counts.Promises++
			case kindBuiltin:
				v, err := in.execAt(sub, env, 0, nil)
				if err != nil {
					if err = in.catchLoop(code, &pc, f, err); err == nil {
						continue
					}
					return nil, err
				}
				pcall = &f.calls[len(f.calls)-1]
				pcall.args = append(pcall.args, rt.Arg{Tag: tag, Val: v})
			}
		case OpPushArg:
			v := f.stack[len(f.stack)-1]
			f.stack = f.stack[:len(f.stack)-1]
			var tag *rt.Symbol
			if in0.B >= 0 {
				tag = code.Consts[in0.B].(*rt.Symbol)
			}
			pcall := &f.calls[len(f.calls)-1]
			if pcall.kind == kindBuiltin {
				if p, ok := v.(*rt.Promise); ok {
					var err error
					if v, err = in.Force(p); err != nil {
						return nil, err
					}
				}
			}
			pcall.args = append(pcall.args, rt.Arg{Tag: tag, Val: v})
		case OpDots:
			if err := in.pushDots(f, env); err != nil {
				if err = in.catchLoop(code, &pc, f, err); err == nil {
					continue
				}
				return nil, err
			}
		case OpCall:
			site := code.Sites[in0.A]
			pcall := &f.calls[len(f.calls)-1]
			code.Feedback[pc-1].recordCallee(pcall.fn)
			v, err := in.applyPending(pcall, site.Call, env)
			f.closeCall()
			if err != nil {
				if err = in.catchLoop(code, &pc, f, err); err == nil {
					continue
				}
				return nil, err
			}
			f.stack = append(f.stack, v)
		case OpReturn:
			return f.stack[len(f.stack)-1], nil
		case OpReturnNL:
			return nil, &returnJump{env: env, value: f.stack[len(f.stack)-1]}
		case OpBreakNL:
			return nil, &loopJump{env: env, next: false}
		case OpNextNL:
			return nil, &loopJump{env: env, next: true}
		case OpGuard:
			sym := code.Consts[in0.A].(*rt.Symbol)
			if sym.NonBase() && !in.stillBase(sym, env) {
				code.Feedback[pc-1].NotTaken++
				pc = int(in0.B)
			}
		case OpMkClosure:
			var formals *rt.PairList
			if pl, ok := code.Consts[in0.A].(*rt.PairList); ok {
				formals = pl
			}
			body := code.Codes[in0.B]
			clo := &rt.Closure{Formals: formals, Body: body.Expr, Env: env, Code: body}
			f.stack = append(f.stack, clo)
			in.Visible = true
		case OpAdd, OpSub, OpMul, OpDiv, OpPow, OpMod, OpIDiv,
			OpEq, OpNe, OpLt, OpGt, OpLe, OpGe, OpAndV, OpOrV, OpColon:
			y := f.stack[len(f.stack)-1]
			x := f.stack[len(f.stack)-2]
			f.stack = f.stack[:len(f.stack)-2]
			fb := &code.Feedback[pc-1]
			fb.recordValue(x)
			fb.recordValue(y)
			v, err := in.binary(in0.Op, x, y, code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			f.stack = append(f.stack, v)
			in.Visible = true
		case OpNeg, OpUPlus, OpNot:
			x := f.stack[len(f.stack)-1]
			code.Feedback[pc-1].recordValue(x)
			v, err := in.unary(in0.Op, x, code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			f.stack[len(f.stack)-1] = v
			in.Visible = true
		case OpSubset, OpSubset2:
			n := int(in0.A)
			base := len(f.stack) - n - 1
			code.Feedback[pc-1].recordValue(f.stack[base])
			v, err := in.subset(in0.Op == OpSubset2, f.stack[base], f.stack[base+1:], code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			clear(f.stack[base:])
			f.stack = append(f.stack[:base], v)
			in.Visible = true
		case OpDollar:
			x := f.stack[len(f.stack)-1]
			code.Feedback[pc-1].recordValue(x)
			v, err := in.dollar(x, code.Consts[in0.A].(*rt.Symbol), code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			f.stack[len(f.stack)-1] = v
			in.Visible = true
		case OpSubassign, OpSubassign2:
			n := int(in0.A)
			base := len(f.stack) - n - 2
			obj, val := f.stack[base], f.stack[len(f.stack)-1]
			code.Feedback[pc-1].recordValue(obj)
			code.Feedback[pc-1].recordAssigned(val)
			site := code.Sites[in0.B]
			v, err := in.subassign(in0.Op == OpSubassign2, obj, f.stack[base+1:len(f.stack)-1], val, site.setterCall(), env)
			if err != nil {
				return nil, site.assignError(err, site.Call)
			}
			clear(f.stack[base:])
			f.stack = append(f.stack[:base], v)
		case OpSetIndex, OpSetIndex2:
			n := int(in0.A)
			base := len(f.stack) - n - 1
			obj, val := f.stack[base], f.stack[base-1]
			code.Feedback[pc-1].recordValue(obj)
			code.Feedback[pc-1].recordAssigned(val)
			site := code.Sites[in0.B]
			v, err := in.subassign(in0.Op == OpSetIndex2, obj, f.stack[base+1:], val, site.setterCall(), env)
			if err != nil {
				return nil, site.assignError(err, site.Call)
			}
			clear(f.stack[base:])
			f.stack = append(f.stack[:base], v)
		case OpDollarAssign:
			val := f.stack[len(f.stack)-1]
			obj := f.stack[len(f.stack)-2]
			code.Feedback[pc-1].recordValue(obj)
			f.stack = f.stack[:len(f.stack)-2]
			site := code.Sites[in0.B]
			v, err := in.dollarAssign(obj, code.Consts[in0.A].(*rt.Symbol), val, site.Call, env)
			if err != nil {
				return nil, site.assignError(err, site.Call)
			}
			f.stack = append(f.stack, v)
		case OpStartAssign:
			if len(f.stack) > 0 {
				if next, ok := in.elemAssign(code, pc-1, env, unbox(f.stack[len(f.stack)-1])); ok {
					f.stack[len(f.stack)-1] = nil
					f.stack = f.stack[:len(f.stack)-1]
					pc = next
					continue
				}
			}
			sym := code.Consts[in0.A].(*rt.Symbol)
			v, err := in.startAssignHint(sym, env, in0.B == 1, &code.Feedback[pc-1].hint)
			if err != nil {
				return nil, err
			}
			f.stack = append(f.stack, v)
		case OpEndAssign:
			sym := code.Consts[in0.A].(*rt.Symbol)
			v := f.stack[len(f.stack)-1]
			f.stack[len(f.stack)-1] = nil
			f.stack = f.stack[:len(f.stack)-1]
			if in0.B&endAssignPop != 0 {
				f.stack[len(f.stack)-1] = nil
				f.stack = f.stack[:len(f.stack)-1]
			}
			var err error
			if in0.B&1 == 1 {
				err = in.superAssign(sym, v, env, false)
			} else {
				err = in.assign(sym, v, env, false)
			}
			if err != nil {
				return nil, err
			}
		case OpSetterCall:
			val := f.stack[len(f.stack)-1]
			obj := f.stack[len(f.stack)-2]
			f.stack = f.stack[:len(f.stack)-2]
			v, err := in.setterCall(code.Consts[in0.A].(*rt.Symbol), obj, val, code.Sites[in0.B], env)
			if err != nil {
				return nil, err
			}
			f.stack = append(f.stack, v)
		case OpGetterCall:
			obj := f.stack[len(f.stack)-1]
			v, err := in.getterCall(obj, code.Sites[in0.B].Call, env)
			if err != nil {
				return nil, err
			}
			f.stack[len(f.stack)-1] = v
		case OpArith, OpArithAssign:
			p := code.Consts[in0.A].(*arithProg)
			if !in.arithGuards(p, env) {
				pc = int(in0.B)
				continue
			}
			var r slot
			var boxed rt.Value
			if p.fast != nil {
				r = p.fast(env)
			}
			if r.kind == slotBoxed {
				var err error
				if r, boxed, err = in.runArith(p, env); err != nil {
					if err = in.catchLoop(code, &pc, f, err); err == nil {
						continue
					}
					return nil, err
				}
			}
			// The instruction is followed by a jump over its unfused
			// code: take it at once.
			next := pc
			if pc < len(instrs) && instrs[pc].Op == OpJmp && int(instrs[pc].A) > pc {
				next = int(instrs[pc].A)
			}
			if in0.Op == OpArithAssign {
				if err := in.storeArith(p, r, boxed, env); err != nil {
					return nil, err
				}
				in.Visible = false
				pc = next
				continue
			}
			if next != pc {
				// A condition branched on at once, or the value of an
				// element assignment statement, needs no box.
				if r.kind == slotLogical && r.i != rt.NAInt && instrs[next].Op == OpBrFalse {
					fb := &code.Feedback[next]
					if r.i == 0 {
						fb.NotTaken++
						pc = int(instrs[next].A)
					} else {
						fb.Taken++
						pc = next + 1
					}
					continue
				}
				if np, ok := in.elemAssign(code, next, env, r); ok {
					pc = np
					continue
				}
			}
			f.stack = append(f.stack, r.box(boxed))
			in.Visible = true
			pc = next
		default:
			return nil, in.errorf(nil, "internal error: bad opcode %d", in0.Op)
		}
	}
}

// catchLoop routes a non-local break/next that targets a loop of this
// activation (a break inside a promise forced here) to the loop: it
// returns nil when execution should continue at the updated pc, else err.
func (in *Interp) catchLoop(code *Code, pc *int, f *frame, err error) error {
	lj, ok := err.(*loopJump)
	if !ok {
		return err
	}
	at := *pc - 1
	for i := len(code.Loops) - 1; i >= 0; i-- {
		l := code.Loops[i]
		if at >= l.Start && at < l.End {
			clear(f.stack[l.Depth:])
			f.stack = f.stack[:l.Depth]
			// Calls opened inside the loop body are abandoned.
			for len(f.calls) > 0 && f.calls[len(f.calls)-1].depth >= l.Depth {
				f.closeCall()
			}
			if lj.next {
				*pc = l.Next
			} else {
				*pc = l.Break
			}
			return nil
		}
	}
	return err
}

func (f *frame) openCall(fn rt.Value) {
	kind := kindClosure
	if b, ok := fn.(*rt.Builtin); ok {
		kind = kindBuiltin
		if b.Special {
			kind = kindSpecial
		}
	}
	if len(f.calls) < cap(f.calls) {
		f.calls = f.calls[:len(f.calls)+1]
		c := &f.calls[len(f.calls)-1]
		c.fn, c.kind, c.args, c.depth = fn, kind, c.args[:0], len(f.stack)
		return
	}
	f.calls = append(f.calls, pendingCall{fn: fn, kind: kind, depth: len(f.stack)})
}

func (f *frame) closeCall() {
	c := &f.calls[len(f.calls)-1]
	clear(c.args)
	c.fn = nil
	f.calls = f.calls[:len(f.calls)-1]
}

func logicalConst(t int32) *rt.Logical {
	switch t {
	case rt.True:
		return trueValue
	case rt.False:
		return falseValue
	}
	return naValue
}

var (
	trueValue  = sharedValue(rt.LogicalScalar(rt.True))
	falseValue = sharedValue(rt.LogicalScalar(rt.False))
	naValue    = sharedValue(rt.LogicalScalar(rt.NALgl))
)

func sharedValue[T rt.Value](v T) T {
	rt.MarkShared(v)
	return v
}

// forState is the loop state a for loop keeps on the operand stack.
type forState struct {
	seq  rt.Value
	sym  *rt.Symbol
	i, n int
	// box is the value the loop last bound to the variable.
	box rt.Value
}

func (*forState) Type() rt.Type { return rt.AnyType }

// reuseBox stores the next element of an integer or double sequence into
// the box the loop variable got last time, when that box is still bound
// to the variable and held by nothing else (NAMED 1), as R reuses it. It
// reports whether it did; the variable's binding is then already right.
func (st *forState) reuseBox(env *rt.Env, hint *int32) bool {
	v := env.Hinted(st.sym, *hint)
	if v == nil {
		v = env.GetHint(st.sym, hint)
	}
	switch b := st.box.(type) {
	case *rt.Integer:
		if s, ok := st.seq.(*rt.Integer); ok && b.Named() == 1 && b.Attrs() == nil {
			if x, ok := v.(*rt.Integer); ok && x == b {
				b.V[0] = s.V[st.i]
				return true
			}
		}
	case *rt.Double:
		if s, ok := st.seq.(*rt.Double); ok && b.Named() == 1 && b.Attrs() == nil {
			if x, ok := v.(*rt.Double); ok && x == b {
				b.V[0] = s.V[st.i]
				return true
			}
		}
	}
	return false
}

func (st *forState) elem() rt.Value { return st.elemAt(st.i) }

func (st *forState) elemAt(i int) rt.Value {
	switch s := st.seq.(type) {
	case *rt.List:
		v := s.V[i]
		rt.MarkShared(v)
		return v
	case *rt.PairList:
		return s.Items[i].Val
	}
	return rt.Element(st.seq, i)
}

func (in *Interp) forInit(seq rt.Value, sym *rt.Symbol, call *rt.Lang, env *rt.Env) (*forState, error) {
	st := &forState{seq: seq, sym: sym}
	switch s := seq.(type) {
	case *rt.Null:
	case rt.Vector:
		st.n = s.Len()
	case *rt.PairList:
		st.n = s.Len()
	default:
		return nil, in.errorf(call, "invalid for() loop sequence")
	}
	// The loop holds the sequence: assignments to its variable in the
	// body must copy it rather than change what the loop iterates over.
	rt.MarkShared(seq)
	if st.n == 0 && env != nil {
		// As in R, an empty loop leaves its variable NULL. (Optimised
		// code that stores NULL itself passes no environment.)
		return st, in.assign(sym, rt.Nil, env, true)
	}
	return st, nil
}

// condition converts the value of an if/while condition, with R's errors.
func (in *Interp) condition(c rt.Value, call *rt.Lang) (bool, error) {
	t, err := ops.Condition(c)
	return t, in.fillCall(err, call)
}

// scalarLogical converts an operand of && or || (R 4.2.2 rules).
func (in *Interp) scalarLogical(x rt.Value, call *rt.Lang, second bool) (int32, error) {
	if l, ok := x.(*rt.Logical); ok && len(l.V) == 1 {
		// The common case, without making the warner.
		return l.V[0], nil
	}
	op := ops.OpAnd
	if call.FnSym().Name == "||" {
		op = ops.OpOr
	}
	t, err := ops.AndOrOperand(op, x, second, in.Warner(call))
	return t, in.fillCall(err, call)
}

func isFunction(v rt.Value) bool {
	switch v.(type) {
	case *rt.Closure, *rt.Builtin:
		return true
	}
	return false
}
