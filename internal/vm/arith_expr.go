package vm

import (
	"math"
	"strconv"
	"strings"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// Fused arithmetic.
//
// An expression tree made only of the inlined arithmetic and comparison
// operators over variables and numeric constants (s + i * 0.5, n < 2,
// (a - b) / 2) compiles to one OpArith instruction that carries the tree
// as a small postfix program (an arithProg). The instruction checks the
// guards of all the tree's operators once, then runs the program on a
// private stack of unboxed scalars: intermediate results are never
// allocated, and only the final value is boxed. A statement-level
// assignment of such a tree (s <- s + i inside a loop or a braced body)
// compiles to OpArithAssign, which stores the result into the variable's
// existing box when nothing else holds it, as GNU R updates an unshared
// scalar binding in place; such a statement allocates nothing.
//
// The program loads its leaves in the order the unfused code would
// (forcing promises the same way) and performs each operator when the
// unfused code would; an operand that is not a plain scalar (a vector, an
// object with a class, an NA the fast kernels leave to the builtin) sends
// that one operator through the same path the unfused OpAdd… would take.
// Only when a guard fails (an operator has been redefined) does the
// instruction jump to the unfused code compiled after it.

// arithProg is a fused arithmetic expression.
type arithProg struct {
	steps []arithStep
	// guards are the operator symbols (and `(`, `<-`) the program assumes
	// still name their base functions.
	guards []*rt.Symbol
	// dest is the assigned variable (OpArithAssign only), and inPlace
	// whether the assignment may overwrite the variable's box: the
	// statement runs in a closure body or top-level code with nothing but
	// loop states on the operand stack, so no pending value can alias the
	// box.
	dest    *rt.Symbol
	inPlace bool
	// fb records the values seen at each load.
	fb []Feedback
	// destHint caches the frame position of dest.
	destHint int32
	// fast is the program's fast path (arith_fast.go), or nil.
	fast fastNode
	// guardEpoch is the rt.NonBaseEpoch in which no guard symbol was
	// bound outside base (0: none yet).
	guardEpoch uint32
	// calleesSeen is set once the callee feedback of the call steps
	// has been recorded.
	calleesSeen bool
}

// arithStep is one postfix step: a load (OpLdVar, OpLdConst), an
// operator (an arithmetic or comparison op, OpNeg), or an element
// extraction (OpSubset, OpSubset2 of a variable by n index operands).
type arithStep struct {
	op   Op
	sym  *rt.Symbol // OpLdVar
	val  slot       // OpLdConst
	call *rt.Lang   // operators: the call, for errors and the slow path
	n    int        // OpSubset, OpSubset2: the number of indices
	hint int32      // OpLdVar: the variable's last frame position
	// math is the function of an OpMath1 step.
	math ops.MathFn
	// record is set on an operator with an operand that an extraction
	// computed: only such operands are described by no load's feedback,
	// so only they are recorded in the operator's slot.
	record bool
}

func (*arithProg) Type() rt.Type { return rt.AnyType }

// String renders the program in postfix for the disassembler, e.g.
// "[s i 0.5 * + -> s]" for s <- s + i * 0.5 (in place: "->!").
func (p *arithProg) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for k, st := range p.steps {
		if k > 0 {
			b.WriteByte(' ')
		}
		switch st.op {
		case OpLdVar:
			b.WriteString(st.sym.Name)
		case OpLdConst:
			b.WriteString(strings.Join(syntax.Deparse(st.val.box(nil), syntax.DeparseOptions{}), " "))
		case OpNeg:
			b.WriteString("neg")
		case OpSubset, OpSubset2:
			b.WriteString(st.call.FnSym().Name + strconv.Itoa(st.n))
		case OpAnd1, OpOr1:
			b.WriteString(st.call.FnSym().Name + "?")
		default:
			b.WriteString(st.call.FnSym().Name)
		}
	}
	if p.dest != nil {
		if p.inPlace {
			b.WriteString(" ->! ")
		} else {
			b.WriteString(" -> ")
		}
		b.WriteString(p.dest.Name)
	}
	b.WriteByte(']')
	return b.String()
}

// maxArithSteps bounds the size of a fused tree, and maxArithDepth the
// depth of its operand stack (which lives in the Go frame).
const (
	maxArithSteps = 32
	maxArithDepth = 6
)

// slot is an operand of the fused program: an unboxed double, integer or
// logical scalar, or (slotBoxed) a value kept in the parallel array of
// boxed operands.
type slot struct {
	f    float64
	i    int32
	kind slotKind
}

type slotKind uint8

const (
	slotBoxed slotKind = iota
	slotDouble
	slotInt
	slotLogical
)

// unbox classifies a value: plain scalars unbox, anything else stays boxed.
func unbox(v rt.Value) slot {
	switch x := v.(type) {
	case *rt.Double:
		if len(x.V) == 1 && x.Attrs() == nil {
			return slot{kind: slotDouble, f: x.V[0]}
		}
	case *rt.Integer:
		if len(x.V) == 1 && x.Attrs() == nil {
			return slot{kind: slotInt, i: x.V[0]}
		}
	case *rt.Logical:
		if len(x.V) == 1 && x.Attrs() == nil {
			return slot{kind: slotLogical, i: x.V[0]}
		}
	}
	return slot{}
}

// box returns the slot's value as an R value; boxed is the value of a
// slotBoxed slot.
func (s slot) box(boxed rt.Value) rt.Value {
	switch s.kind {
	case slotDouble:
		return rt.DoubleScalar(s.f)
	case slotInt:
		return rt.IntScalar(s.i)
	case slotLogical:
		return logicalConst(s.i)
	}
	return boxed
}

// float returns an unboxed integer or logical as a double (NA to NA).
func (s slot) float() float64 {
	if s.kind == slotDouble {
		return s.f
	}
	if s.i == rt.NAInt {
		return rt.NAReal
	}
	return float64(s.i)
}

var arithOfOp = [numOps]ops.ArithOp{
	OpAdd: ops.OpAdd, OpSub: ops.OpSub, OpMul: ops.OpMul, OpDiv: ops.OpDiv,
	OpPow: ops.OpPow, OpMod: ops.OpMod, OpIDiv: ops.OpIDiv,
}

// fusedOps are the operators a fused tree may contain.
var fusedOps = map[*rt.Symbol]Op{}

var (
	andSym, orSym    = rt.Intern("&&"), rt.Intern("||")
	notSym           = rt.Intern("!")
	lengthSym, isNAs = rt.Intern("length"), rt.Intern("is.na")
)

// fusedMath are the base Math functions a fused tree may call with one
// argument (OpMath1). Each is a builtin that evaluates its argument
// first, so calling it from the program on the argument's value is
// what the unfused call does.
var fusedMath = map[*rt.Symbol]ops.MathFn{}

func init() {
	for _, f := range []ops.MathFn{ops.MathAbs, ops.MathSqrt, ops.MathExp, ops.MathLog, ops.MathSin, ops.MathCos, ops.MathTan, ops.MathAtan, ops.MathFloor, ops.MathCeiling} {
		fusedMath[rt.Intern(f.String())] = f
	}
	for _, name := range []string{"+", "-", "*", "/", "^", "%%", "%/%", "==", "!=", "<", ">", "<=", ">="} {
		fusedOps[rt.Intern(name)] = binaryOps[name]
	}
}

// arithTree builds the program of e when e is a fusable tree with at
// least one operator, or returns nil.
func arithTree(e rt.Value) *arithProg {
	call, ok := e.(*rt.Lang)
	if !ok {
		return nil
	}
	p := &arithProg{}
	if !p.add(call) || p.depth() > maxArithDepth {
		return nil
	}
	p.fb = make([]Feedback, len(p.steps))
	p.markRecorded()
	p.fast = p.compileFast()
	return p
}

// markRecorded sets record on the operators with an operand an
// extraction computed.
func (p *arithProg) markRecorded() {
	var fromSubset []bool // per stack slot
	for k := range p.steps {
		st := &p.steps[k]
		switch st.op {
		case OpLdVar, OpLdConst:
			fromSubset = append(fromSubset, false)
		case OpSubset, OpSubset2:
			fromSubset = append(fromSubset[:len(fromSubset)-st.n-1], true)
		case OpNeg, OpMath1:
			st.record = fromSubset[len(fromSubset)-1]
			fromSubset[len(fromSubset)-1] = false
		case OpAnd1, OpOr1, OpLength, OpIsNA:
			fromSubset[len(fromSubset)-1] = false
		case OpNot:
			st.record = fromSubset[len(fromSubset)-1]
			fromSubset[len(fromSubset)-1] = false
		default:
			n := len(fromSubset)
			st.record = fromSubset[n-1] || fromSubset[n-2]
			fromSubset = append(fromSubset[:n-2], false)
		}
	}
}

// depth is the operand stack depth the program needs.
func (p *arithProg) depth() int {
	d, max := 0, 0
	for _, st := range p.steps {
		switch st.op {
		case OpLdVar, OpLdConst:
			d++
		case OpNeg, OpMath1, OpAnd1, OpOr1, OpNot, OpLength, OpIsNA:
		case OpSubset, OpSubset2:
			d -= st.n
		default:
			d--
		}
		if d > max {
			max = d
		}
	}
	return max
}

func (p *arithProg) guard(sym *rt.Symbol) {
	for _, g := range p.guards {
		if g == sym {
			return
		}
	}
	p.guards = append(p.guards, sym)
}

// add appends the steps of e, reporting whether e is fusable.
func (p *arithProg) add(e rt.Value) bool {
	if len(p.steps) >= maxArithSteps {
		return false
	}
	switch x := e.(type) {
	case *rt.Symbol:
		if x == rt.MissingArg || x == rt.DotsSym {
			return false
		}
		if _, dd := x.IsDotDot(); dd {
			return false
		}
		p.steps = append(p.steps, arithStep{op: OpLdVar, sym: x})
		return true
	case *rt.Double, *rt.Integer, *rt.Logical:
		s := unbox(x)
		if s.kind == slotBoxed {
			return false
		}
		p.steps = append(p.steps, arithStep{op: OpLdConst, val: s})
		return true
	case *rt.Lang:
		sym := x.FnSym()
		if sym == nil || !untagged(x) {
			return false
		}
		if sym == rt.ParenSym {
			if len(x.Args) != 1 || !p.add(x.Args[0].Val) {
				return false
			}
			p.guard(sym)
			return true
		}
		if sym == rt.BracketSym || sym == rt.Bracket2Sym {
			// v[i] and v[i, j] of a variable, with fusable indices.
			n := len(x.Args) - 1
			if v, ok := x.Args[0].Val.(*rt.Symbol); !ok || n < 1 || n > 2 || !p.add(v) {
				return false
			}
			for _, a := range x.Args[1:] {
				if a.Val == rt.MissingArg || !p.add(a.Val) {
					return false
				}
			}
			op := OpSubset
			if sym == rt.Bracket2Sym {
				op = OpSubset2
			}
			p.guard(sym)
			p.steps = append(p.steps, arithStep{op: op, call: x, n: n})
			return true
		}
		if sym == andSym || sym == orSym {
			// x && y, x || y: OpAnd1 (OpOr1) after x decides or keeps
			// x's truth; its n is the index of the OpAnd2 (OpOr2) after
			// y that combines the two.
			if len(x.Args) != 2 || !p.add(x.Args[0].Val) {
				return false
			}
			op1, op2 := OpAnd1, OpAnd2
			if sym == orSym {
				op1, op2 = OpOr1, OpOr2
			}
			k1 := len(p.steps)
			p.steps = append(p.steps, arithStep{op: op1, call: x})
			if !p.add(x.Args[1].Val) {
				return false
			}
			p.steps[k1].n = len(p.steps)
			p.guard(sym)
			p.steps = append(p.steps, arithStep{op: op2, call: x})
			return true
		}
		switch sym {
		case notSym, isNAs:
			if len(x.Args) != 1 || !p.add(x.Args[0].Val) {
				return false
			}
			op := OpNot
			if sym == isNAs {
				op = OpIsNA
			}
			p.guard(sym)
			p.steps = append(p.steps, arithStep{op: op, call: x})
			return true
		case lengthSym:
			// length of a variable.
			if len(x.Args) != 1 {
				return false
			}
			if _, ok := x.Args[0].Val.(*rt.Symbol); !ok || !p.add(x.Args[0].Val) {
				return false
			}
			p.guard(sym)
			p.steps = append(p.steps, arithStep{op: OpLength, call: x})
			return true
		}
		if fn, ok := fusedMath[sym]; ok {
			if len(x.Args) != 1 || !p.add(x.Args[0].Val) {
				return false
			}
			p.guard(sym)
			p.steps = append(p.steps, arithStep{op: OpMath1, call: x, math: fn})
			return true
		}
		op, ok := fusedOps[sym]
		if !ok {
			return false
		}
		switch len(x.Args) {
		case 1:
			if op != OpSub {
				return false
			}
			op = OpNeg
		case 2:
		default:
			return false
		}
		for _, a := range x.Args {
			if !p.add(a.Val) {
				return false
			}
		}
		p.guard(sym)
		p.steps = append(p.steps, arithStep{op: op, call: x})
		return true
	}
	return false
}

// arithGuards reports whether every operator of p still names its base
// function in env.
func (in *Interp) arithGuards(p *arithProg, env *rt.Env) bool {
	epoch := rt.NonBaseEpoch()
	if p.guardEpoch == epoch {
		return true
	}
	if !p.calleesSeen {
		// The Math functions the program calls are base's: record them
		// as their call sites' callees, as the unfused calls would.
		for k := range p.steps {
			if IsCallStep(p.steps[k].op) {
				p.fb[k].recordCallee(in.Base.Get(p.steps[k].call.FnSym()))
			}
		}
		p.calleesSeen = true
	}
	clean := true
	for _, sym := range p.guards {
		if sym.NonBase() {
			if !in.stillBase(sym, env) {
				return false
			}
			clean = false
		}
	}
	if clean {
		p.guardEpoch = epoch
	}
	return true
}

// runArith runs a fused program in env. The result is the slot and, when
// it is boxed, the value.
func (in *Interp) runArith(p *arithProg, env *rt.Env) (slot, rt.Value, error) {
	var stack [maxArithDepth]slot
	var boxed [maxArithDepth]rt.Value
	sp := 0
	for k := 0; k < len(p.steps); k++ {
		st := &p.steps[k]
		switch st.op {
		case OpLdVar:
			// The common case first: a plain double or integer scalar
			// bound in the frame itself (no promise, nothing to force),
			// recorded and unboxed at once; any other value bound there
			// that needs no forcing is taken as it is.
			v := env.GetHint(st.sym, &st.hint)
			switch x := v.(type) {
			case *rt.Double:
				if len(x.V) == 1 && x.Attrs() == nil {
					p.fb[k].Types |= 1 << rt.DoubleType
					stack[sp] = slot{kind: slotDouble, f: x.V[0]}
					sp++
					continue
				}
			case *rt.Integer:
				if len(x.V) == 1 && x.Attrs() == nil {
					p.fb[k].Types |= 1 << rt.IntegerType
					stack[sp] = slot{kind: slotInt, i: x.V[0]}
					sp++
					continue
				}
			case *rt.Promise, *rt.ActiveBinding, *rt.Symbol, *rt.Dots:
				v = nil
			}
			if v == nil || v == rt.Unbound {
				var err error
				if v, err = in.getVarHint(st.sym, env, &st.hint); err != nil {
					return slot{}, nil, err
				}
			}
			p.fb[k].recordValue(v)
			if stack[sp] = unbox(v); stack[sp].kind == slotBoxed {
				boxed[sp] = v
			}
			sp++
		case OpLdConst:
			stack[sp] = st.val
			sp++
		case OpSubset, OpSubset2:
			sp -= st.n
			obj := &stack[sp-1]
			p.fb[k].recordSlot(*obj, boxed[sp-1])
			if obj.kind == slotBoxed && elementAt(obj, boxed[sp-1], stack[sp:sp+st.n]) {
				boxed[sp-1] = nil
				continue
			}
			idx := make([]rt.Value, st.n)
			for k := range idx {
				idx[k] = stack[sp+k].box(boxed[sp+k])
				boxed[sp+k] = nil
			}
			v, err := in.subset(st.op == OpSubset2, obj.box(boxed[sp-1]), idx, st.call, env)
			if err != nil {
				return slot{}, nil, err
			}
			setSlot(obj, &boxed[sp-1], v)
		case OpAnd1, OpOr1:
			x := &stack[sp-1]
			t := x.i
			if x.kind != slotLogical {
				var err error
				if t, err = in.scalarLogical(x.box(boxed[sp-1]), st.call, false); err != nil {
					return slot{}, nil, err
				}
			}
			*x, boxed[sp-1] = slot{kind: slotLogical, i: t}, nil
			if (st.op == OpAnd1 && t == rt.False) || (st.op == OpOr1 && t == rt.True) {
				k = st.n // the result: skip y and the combining step
			}
		case OpAnd2, OpOr2:
			sp--
			y := &stack[sp]
			t2 := y.i
			if y.kind != slotLogical {
				var err error
				if t2, err = in.scalarLogical(y.box(boxed[sp]), st.call, true); err != nil {
					return slot{}, nil, err
				}
			}
			boxed[sp] = nil
			x := &stack[sp-1]
			if st.op == OpAnd2 {
				x.i = ops.And3(x.i, t2)
			} else {
				x.i = ops.Or3(x.i, t2)
			}
		case OpNot, OpLength, OpIsNA:
			x := &stack[sp-1]
			if st.record {
				p.fb[k].recordSlot(*x, boxed[sp-1])
			}
			if r, ok := unaryStep(st.op, *x, boxed[sp-1]); ok {
				*x, boxed[sp-1] = r, nil
				continue
			}
			var v rt.Value
			var err error
			if st.op == OpNot {
				v, err = in.unary(OpNot, x.box(boxed[sp-1]), st.call, env)
			} else {
				v, err = in.callBase(st.call.FnSym(), []rt.Arg{{Val: x.box(boxed[sp-1])}}, st.call, env)
			}
			if err != nil {
				return slot{}, nil, err
			}
			setSlot(x, &boxed[sp-1], v)
		case OpMath1:
			x := &stack[sp-1]
			if st.record {
				p.fb[k].recordSlot(*x, boxed[sp-1])
			}
			if r, ok := math1Slot(st.math, *x); ok {
				*x = r
				continue
			}
			v, err := in.callBase(st.call.FnSym(), []rt.Arg{{Val: x.box(boxed[sp-1])}}, st.call, env)
			if err != nil {
				return slot{}, nil, err
			}
			setSlot(x, &boxed[sp-1], v)
		case OpNeg:
			x := &stack[sp-1]
			if st.record {
				p.fb[k].recordSlot(*x, boxed[sp-1])
			}
			switch {
			case x.kind == slotDouble:
				x.f = -x.f
			case (x.kind == slotInt || x.kind == slotLogical) && x.i != rt.NAInt:
				x.kind, x.i = slotInt, -x.i
			default:
				v, err := in.unary(OpNeg, x.box(boxed[sp-1]), st.call, env)
				if err != nil {
					return slot{}, nil, err
				}
				if *x = unbox(v); x.kind == slotBoxed {
					boxed[sp-1] = v
				}
			}
		default:
			sp--
			x, y := &stack[sp-1], &stack[sp]
			if st.record {
				p.fb[k].recordSlot(*x, boxed[sp-1])
				p.fb[k].recordSlot(*y, boxed[sp])
			}
			if (x.kind == slotDouble || y.kind == slotDouble) && x.kind != slotBoxed && y.kind != slotBoxed {
				// The common case, inline: a non-NaN double result of
				// + - * / (an NA operand gives NaN and takes the general
				// path, which tells NA from NaN).
				if r, ok := quickArith(st.op, x.float(), y.float()); ok {
					x.f, x.kind = r, slotDouble
					continue
				}
			}
			if arithUnboxed(st.op, x, y) {
				continue
			}
			v, err := in.binary(st.op, x.box(boxed[sp-1]), y.box(boxed[sp]), st.call, env)
			if err != nil {
				return slot{}, nil, err
			}
			boxed[sp] = nil
			if *x = unbox(v); x.kind == slotBoxed {
				boxed[sp-1] = v
			}
		}
	}
	return stack[0], boxed[0], nil
}

// elementAt extracts element idx of the vector v (a plain vector with
// one index, a plain matrix with two) into the slot, when the indices
// are in-range positive numbers and v is a double, integer or logical
// vector; it reports whether it did.
func elementAt(s *slot, v rt.Value, idx []slot) bool {
	var pos [2]int
	for n, ix := range idx {
		p := ix.f
		switch ix.kind {
		case slotDouble:
		case slotInt:
			if ix.i == rt.NAInt {
				return false
			}
			p = float64(ix.i)
		default:
			return false
		}
		if !(p >= 1 && p < 1<<31) {
			return false
		}
		pos[n] = int(p) - 1
	}
	k := pos[0]
	if len(idx) == 2 {
		nr, nc, ok := plainMatrixDims(v)
		if !ok || pos[0] >= nr || pos[1] >= nc {
			return false
		}
		k += pos[1] * nr
	}
	switch x := v.(type) {
	case *rt.Double:
		if k < len(x.V) && (len(idx) == 2 || x.Attrs() == nil) {
			*s = slot{kind: slotDouble, f: x.V[k]}
			return true
		}
	case *rt.Integer:
		if k < len(x.V) && (len(idx) == 2 || x.Attrs() == nil) {
			*s = slot{kind: slotInt, i: x.V[k]}
			return true
		}
	case *rt.Logical:
		if k < len(x.V) && (len(idx) == 2 || x.Attrs() == nil) {
			*s = slot{kind: slotLogical, i: x.V[k]}
			return true
		}
	}
	return false
}

// arithUnboxed performs a binary operator on two unboxed scalars into x,
// and reports whether it could (integer overflow, and a %% of doubles
// that may warn about its accuracy, are left to the builtin).
func arithUnboxed(op Op, x, y *slot) bool {
	if x.kind == slotBoxed || y.kind == slotBoxed {
		return false
	}
	dbl := x.kind == slotDouble || y.kind == slotDouble
	if cop, ok := compareOp(op); ok {
		if dbl {
			x.i = ops.CompareDouble(cop, x.float(), y.float())
		} else {
			x.i = ops.CompareInt(cop, x.i, y.i)
		}
		x.kind = slotLogical
		return true
	}
	aop := arithOfOp[op]
	if dbl || op == OpDiv || op == OpPow {
		if op == OpMod {
			// Only where %% cannot lose accuracy: its warning is the
			// builtin's to give.
			if q := x.float() / y.float(); !(math.Abs(q) < 1<<53) {
				return false
			}
		}
		x.f = ops.ArithDouble(aop, x.float(), y.float(), nil)
		x.kind = slotDouble
		return true
	}
	r, overflow := ops.ArithInt(aop, x.i, y.i)
	if overflow {
		return false
	}
	x.i, x.kind = r, slotInt
	return true
}

// unaryStep does !, length and is.na of an operand on the fast kernels:
// ! and is.na of a plain scalar, length of a scalar or of a vector that
// is not an object. It reports whether it could.
func unaryStep(op Op, x slot, boxed rt.Value) (slot, bool) {
	if op == OpLength {
		if x.kind != slotBoxed {
			return slot{kind: slotInt, i: 1}, true
		}
		if n, ok := plainLength(boxed); ok {
			return slot{kind: slotInt, i: int32(n)}, true
		}
		return slot{}, false
	}
	var na bool
	switch x.kind {
	case slotDouble:
		na = x.f != x.f
	case slotInt, slotLogical:
		na = x.i == rt.NAInt
	default:
		return slot{}, false
	}
	if op == OpIsNA {
		if na {
			return slot{kind: slotLogical, i: rt.True}, true
		}
		return slot{kind: slotLogical, i: rt.False}, true
	}
	switch {
	case na:
		return slot{kind: slotLogical, i: rt.NALgl}, true
	case (x.kind == slotDouble && x.f == 0) || (x.kind != slotDouble && x.i == 0):
		return slot{kind: slotLogical, i: rt.True}, true
	}
	return slot{kind: slotLogical, i: rt.False}, true
}

// plainLength is the length of a vector that is not an object (whose
// length no method could define).
func plainLength(v rt.Value) (int, bool) {
	switch x := v.(type) {
	case *rt.Double, *rt.Integer, *rt.Logical, *rt.Character, *rt.Complex, *rt.Raw, *rt.List:
		vec := x.(rt.Vector)
		if a := vec.Attrs(); a != nil && a.Get(rt.ClassSym) != nil {
			return 0, false
		}
		return vec.Len(), true
	}
	return 0, false
}

// math1Slot is a Math function of a plain scalar when it needs neither
// the builtin's NA handling nor its "NaNs produced" warning; it reports
// whether it could.
func math1Slot(fn ops.MathFn, x slot) (slot, bool) {
	var a float64
	switch x.kind {
	case slotDouble:
		if a = x.f; a != a {
			return slot{}, false
		}
	case slotInt, slotLogical:
		if x.i == rt.NAInt {
			return slot{}, false
		}
		if fn == ops.MathAbs {
			i := x.i
			if i < 0 {
				i = -i
			}
			return slot{kind: slotInt, i: i}, true
		}
		a = float64(x.i)
	default:
		return slot{}, false
	}
	r := ops.MathReal(fn)(a)
	if r != r {
		return slot{}, false
	}
	return slot{kind: slotDouble, f: r}, true
}

// storeArith assigns the result of a fused assignment, in place when the
// program allows it and the variable's box is unshared.
func (in *Interp) storeArith(p *arithProg, r slot, boxed rt.Value, env *rt.Env) error {
	if p.inPlace {
		switch r.kind {
		case slotDouble:
			if env.SetDoubleHinted(p.dest, p.destHint, r.f) || env.SetScalarInPlace(p.dest, &p.destHint, r.f, 0, false) {
				return nil
			}
		case slotInt:
			if env.SetScalarInPlace(p.dest, &p.destHint, 0, r.i, true) {
				return nil
			}
		}
	}
	return in.assign(p.dest, r.box(boxed), env, true)
}

// setSlot makes x the value v: unboxed when it is a plain scalar (its box
// then forgotten), else boxed in *box.
func setSlot(x *slot, box *rt.Value, v rt.Value) {
	if *x = unbox(v); x.kind == slotBoxed {
		*box = v
	} else {
		*box = nil
	}
}
