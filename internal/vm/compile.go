package vm

import (
	"gorir/internal/rt"
)

// Compile compiles a top-level expression (or an eval()'d one).
func Compile(expr rt.Value, name string) *Code {
	c := &Code{Name: name, Expr: expr}
	compileInto(c)
	return c
}

// CompileTopLevel compiles a top-level expression of a script or the
// console: a body in the sense of Code.Body.
func CompileTopLevel(expr rt.Value) *Code {
	c := &Code{Name: "toplevel", Expr: expr, Body: true}
	compileInto(c)
	return c
}

// lazyCode returns a code for expr that is compiled on first use: a
// promise's, or (promise false) a closure body.
func lazyCode(expr rt.Value, name string, promise bool) *Code {
	return &Code{Name: name, Expr: expr, Promise: promise, Body: !promise}
}

// ensureCompiled compiles a lazy code in place.
func ensureCompiled(c *Code) {
	if !c.compiled {
		compileInto(c)
	}
}

func compileInto(code *Code) {
	c := &compiler{code: code, consts: map[rt.Value]int32{}}
	c.expr(code.Expr)
	c.emit(OpReturn, 0, 0)
	threadJumps(code.Instrs)
	code.Feedback = make([]Feedback, len(code.Instrs))
	code.compiled = true
}

// threadJumps retargets every jump whose target is an unconditional
// jump to that jump's final target, and turns a jump to a return into
// the return itself. The inliners' guard/fallback shapes produce chains
// of jumps; the interpreter then takes one dispatch instead of several.
func threadJumps(instrs []Instr) {
	final := func(t int32) int32 {
		for n := 0; n < len(instrs) && instrs[t].Op == OpJmp && instrs[t].A != t; n++ {
			t = instrs[t].A
		}
		return t
	}
	for i := range instrs {
		in := &instrs[i]
		switch in.Op {
		case OpJmp:
			in.A = final(in.A)
			if instrs[in.A].Op == OpReturn {
				*in = instrs[in.A]
			}
		case OpBrFalse, OpAnd1, OpOr1, OpForStep:
			in.A = final(in.A)
		case OpGuard, OpArith, OpArithAssign:
			in.B = final(in.B)
		}
	}
}

type loopCtx struct {
	breakLabels []int // instruction indices to patch with the break target
	nextPC      int
	depth       int // static stack depth at the loop body start
}

type compiler struct {
	code   *Code
	consts map[rt.Value]int32
	loops  []*loopCtx
	depth  int
	temps  int
	// cleanDepth is the stack depth at which only loop states are on the
	// operand stack (-1 inside an expression that keeps other values
	// there): statements compiled at that depth may update scalars in
	// place (see arithProg.inPlace).
	cleanDepth int
	// noFuse is non-zero while the unfused fallback of a fused
	// arithmetic tree is compiled.
	noFuse int
	// stmt asks the next assign inliner for the statement form, which
	// leaves no value (see effectAssign).
	stmt bool
}

func (c *compiler) emit(op Op, a, b int32) int {
	c.code.Instrs = append(c.code.Instrs, Instr{op, a, b})
	c.depth += stackEffect(op, a, b)
	return len(c.code.Instrs) - 1
}

// stackEffect is the static operand-stack effect of an op.
func stackEffect(op Op, a, b int32) int {
	switch op {
	case OpEndAssign:
		if b&endAssignPop != 0 {
			return -2
		}
		return -1
	case OpLdConst, OpDup, OpLdVar, OpLdVarSuper, OpLdDDVal, OpLdTmp, OpMkClosure, OpStartAssign, OpArith:
		return 1
	case OpPop, OpStTmp, OpBrFalse, OpPushFn, OpPushArg:
		return -1
	case OpAdd, OpSub, OpMul, OpDiv, OpPow, OpMod, OpIDiv, OpEq, OpNe, OpLt, OpGt, OpLe, OpGe,
		OpAndV, OpOrV, OpColon, OpAnd2, OpOr2, OpSetterCall:
		return -1
	case OpCall:
		return 1
	case OpSubset, OpSubset2:
		return -int(a)
	case OpSubassign, OpSubassign2:
		return -int(a) - 1
	case OpSetIndex, OpSetIndex2:
		return -int(a)
	case OpDollarAssign:
		return -1
	}
	return 0
}

func (c *compiler) label() int { return len(c.code.Instrs) }

func (c *compiler) patch(at int, target int) {
	in := &c.code.Instrs[at]
	if in.Op == OpGuard {
		in.B = int32(target)
	} else {
		in.A = int32(target)
	}
}

func (c *compiler) constant(v rt.Value) int32 {
	if s, ok := v.(*rt.Symbol); ok {
		if i, ok := c.consts[s]; ok {
			return i
		}
		c.consts[s] = int32(len(c.code.Consts))
	}
	// A constant is shared by every execution of the code: never a
	// temporary that arithmetic may overwrite.
	rt.MarkShared(v)
	c.code.Consts = append(c.code.Consts, v)
	return int32(len(c.code.Consts) - 1)
}

func (c *compiler) site(call *rt.Lang) int32 {
	s := &CallSite{Call: call, Fn: call.FnSym()}
	for _, a := range call.Args {
		s.Tags = append(s.Tags, a.Tag)
	}
	c.code.Sites = append(c.code.Sites, s)
	return int32(len(c.code.Sites) - 1)
}

func (c *compiler) subcode(code *Code) int32 {
	c.code.Codes = append(c.code.Codes, code)
	return int32(len(c.code.Codes) - 1)
}

func (c *compiler) newTemp() int32 {
	t := c.temps
	c.temps++
	if c.temps > c.code.NumTemps {
		c.code.NumTemps = c.temps
	}
	return int32(t)
}

// expr compiles e so that it leaves exactly one value on the stack.
func (c *compiler) expr(e rt.Value) {
	switch x := e.(type) {
	case *rt.Symbol:
		if x == rt.MissingArg {
			c.emit(OpLdConst, c.constant(x), 0)
			return
		}
		if k, ok := x.IsDotDot(); ok {
			c.emit(OpLdDDVal, int32(k), 0)
			return
		}
		c.emit(OpLdVar, c.constant(x), 0)
	case *rt.Lang:
		c.call(x)
	case *rt.Promise:
		// A promise spliced into code (substitute/bquote results) evaluates
		// to its value.
		c.emit(OpLdConst, c.constant(x), 0)
	default:
		c.emit(OpLdConst, c.constant(e), 0)
	}
}

// inlineable specials: compiled in place behind a guard.
var inliners map[*rt.Symbol]func(c *compiler, call *rt.Lang) bool

func init() {
	inliners = map[*rt.Symbol]func(*compiler, *rt.Lang) bool{
		rt.BraceSym:         (*compiler).brace,
		rt.ParenSym:         (*compiler).paren,
		rt.IfSym:            (*compiler).ifElse,
		rt.ForSym:           (*compiler).forLoop,
		rt.WhileSym:         (*compiler).whileLoop,
		rt.RepeatSym:        (*compiler).repeatLoop,
		rt.BreakSym:         (*compiler).breakNext,
		rt.NextSym:          (*compiler).breakNext,
		rt.AssignSym:        (*compiler).assign,
		rt.EqAssignSym:      (*compiler).assign,
		rt.Assign2Sym:       (*compiler).assign,
		rt.FunctionSym:      (*compiler).function,
		rt.Intern("quote"):  (*compiler).quote,
		rt.Intern("&&"):     (*compiler).andOr,
		rt.Intern("||"):     (*compiler).andOr,
		rt.Intern("return"): (*compiler).ret,
		rt.BracketSym:       (*compiler).subset,
		rt.Bracket2Sym:      (*compiler).subset,
		rt.DollarSym:        (*compiler).dollar,
		rt.Intern("switch"): (*compiler).switchInline,
	}
	for name, op := range binaryOps {
		inliners[rt.Intern(name)] = arithInliner(op)
	}
}

var binaryOps = map[string]Op{
	"+": OpAdd, "-": OpSub, "*": OpMul, "/": OpDiv, "^": OpPow, "%%": OpMod, "%/%": OpIDiv,
	"==": OpEq, "!=": OpNe, "<": OpLt, ">": OpGt, "<=": OpLe, ">=": OpGe,
	"&": OpAndV, "|": OpOrV, ":": OpColon, "!": OpNot,
}

func (c *compiler) call(call *rt.Lang) {
	if c.noFuse == 0 {
		if p := arithTree(call); p != nil {
			c.fused(OpArith, p, call, false)
			return
		}
	}
	if sym := call.FnSym(); sym != nil {
		// (x$... names an element `...`: the name is not evaluated.)
		dollarDots := sym == rt.DollarSym && len(call.Args) == 2 && call.Args[0].Val != rt.DotsSym
		if inl := inliners[sym]; inl != nil && (!hasDots(call) || dollarDots) {
			// Guard: if the name no longer means the base function, run
			// the generic call instead.
			g := c.emit(OpGuard, c.constant(sym), 0)
			depth := c.depth
			if inl(c, call) {
				j := c.emit(OpJmp, 0, 0)
				c.patch(g, c.label())
				c.depth = depth
				c.genericCall(call)
				c.patch(j, c.label())
				return
			}
			// The inliner declined: drop the guard.
			c.code.Instrs = c.code.Instrs[:g]
			c.depth = depth
		}
	}
	c.genericCall(call)
}

func hasDots(call *rt.Lang) bool {
	for _, a := range call.Args {
		if a.Val == rt.DotsSym {
			return true
		}
	}
	return false
}

func untagged(call *rt.Lang) bool {
	for _, a := range call.Args {
		if a.Tag != nil {
			return false
		}
	}
	return true
}

// genericCall compiles an ordinary call: look up the function, add the
// arguments (promises, constants, `...`), call.
func (c *compiler) genericCall(call *rt.Lang) {
	site := c.site(call)
	if sym := call.FnSym(); sym != nil {
		c.emit(OpLdFun, c.constant(sym), site)
	} else {
		c.expr(call.Fn)
		c.emit(OpPushFn, 0, site)
	}
	for _, a := range call.Args {
		tag := int32(-1)
		if a.Tag != nil {
			tag = c.constant(a.Tag)
		}
		switch v := a.Val.(type) {
		case *rt.Symbol:
			if v == rt.DotsSym {
				c.emit(OpDots, 0, 0)
				continue
			}
			if v == rt.MissingArg {
				c.emit(OpLdConst, c.constant(v), 0)
				c.emit(OpPushArg, 0, tag)
				continue
			}
			c.emit(OpMkProm, c.subcode(lazyCode(v, v.Name, true)), tag)
		case *rt.Lang:
			c.emit(OpMkProm, c.subcode(lazyCode(v, "promise", true)), tag)
		case *rt.Promise:
			c.emit(OpLdConst, c.constant(v), 0)
			c.emit(OpPushArg, 0, tag)
		default:
			c.emit(OpLdConst, c.constant(v), 0)
			c.emit(OpPushArg, 0, tag)
		}
	}
	c.emit(OpCall, site, 0)
}

// fused emits a fused arithmetic instruction for call (an OpArith tree,
// or an OpArithAssign statement), followed by the unfused code it falls
// back to when a guard fails. effect is set for a statement whose value
// is discarded.
func (c *compiler) fused(op Op, p *arithProg, call *rt.Lang, effect bool) {
	at := c.emit(op, c.constant(p), 0)
	j := c.emit(OpJmp, 0, 0)
	c.code.Instrs[at].B = int32(c.label())
	depth := c.depth
	if effect {
		c.depth-- // OpArithAssign leaves nothing; the fallback one value
	}
	c.noFuse++
	c.call(call)
	c.noFuse--
	if effect {
		c.emit(OpPop, 0, 0)
	}
	c.patch(j, c.label())
	c.depth = depth
}

// effect compiles e as a statement whose value is discarded: it leaves
// nothing on the stack. Braces and ifs pass the statement context on to
// their parts, and a scalar arithmetic assignment becomes OpArithAssign.
func (c *compiler) effect(e rt.Value) {
	call, ok := e.(*rt.Lang)
	if !ok || c.noFuse != 0 || hasDots(call) {
		c.expr(e)
		c.emit(OpPop, 0, 0)
		return
	}
	switch call.FnSym() {
	case rt.AssignSym, rt.EqAssignSym, rt.Assign2Sym:
		if len(call.Args) != 2 || !untagged(call) {
			break
		}
		if t, ok := call.Args[0].Val.(*rt.Symbol); ok && call.Fn != rt.Assign2Sym && t != rt.MissingArg {
			if p := arithTree(call.Args[1].Val); p != nil {
				p.dest = t
				p.guard(call.FnSym())
				p.inPlace = c.code.Body && c.depth == c.cleanDepth
				c.fused(OpArithAssign, p, call, true)
				return
			}
		}
		if c.effectAssign(call) {
			return
		}
	case rt.BraceSym:
		c.guardedEffect(call, func() bool {
			for _, a := range call.Args {
				c.effect(a.Val)
			}
			return true
		})
		return
	case rt.IfSym:
		if n := len(call.Args); n >= 2 && n <= 3 && untagged(call) {
			c.guardedEffect(call, func() bool {
				site := c.site(call)
				c.expr(call.Args[0].Val)
				br := c.emit(OpBrFalse, 0, site)
				c.effect(call.Args[1].Val)
				j := c.emit(OpJmp, 0, 0)
				c.patch(br, c.label())
				if n == 3 {
					c.effect(call.Args[2].Val)
				}
				c.patch(j, c.label())
				return true
			})
			return
		}
	}
	c.expr(e)
	c.emit(OpPop, 0, 0)
}

// effectAssign compiles the statement form of an assignment behind its
// guard, reporting false (and emitting nothing) when the assign inliner
// declines the call.
func (c *compiler) effectAssign(call *rt.Lang) bool {
	return c.guardedEffect(call, func() bool {
		c.stmt = true
		ok := c.assign(call)
		c.stmt = false
		return ok
	})
}

// guardedEffect compiles the statement form of an inlined special behind
// its guard: body when the special is still the base one, else the
// generic call with its value dropped. When body declines (returns
// false), nothing is emitted and guardedEffect reports false.
func (c *compiler) guardedEffect(call *rt.Lang, body func() bool) bool {
	n := len(c.code.Instrs)
	g := c.emit(OpGuard, c.constant(call.FnSym()), 0)
	depth := c.depth
	if !body() {
		c.code.Instrs = c.code.Instrs[:n]
		c.depth = depth
		return false
	}
	j := c.emit(OpJmp, 0, 0)
	c.patch(g, c.label())
	c.depth = depth
	c.genericCall(call)
	c.emit(OpPop, 0, 0)
	c.patch(j, c.label())
	return true
}

func (c *compiler) brace(call *rt.Lang) bool {
	if len(call.Args) == 0 {
		c.emit(OpLdConst, c.constant(rt.Nil), 0)
		return true
	}
	last := len(call.Args) - 1
	for _, a := range call.Args[:last] {
		c.effect(a.Val)
	}
	c.expr(call.Args[last].Val)
	return true
}

func (c *compiler) paren(call *rt.Lang) bool {
	if len(call.Args) != 1 || call.Args[0].Tag != nil {
		return false
	}
	c.expr(call.Args[0].Val)
	c.emit(OpVisible, 0, 0)
	return true
}

func (c *compiler) ifElse(call *rt.Lang) bool {
	n := len(call.Args)
	if n < 2 || n > 3 || !untagged(call) {
		return false
	}
	site := c.site(call)
	c.expr(call.Args[0].Val)
	br := c.emit(OpBrFalse, 0, site)
	depth := c.depth
	c.expr(call.Args[1].Val)
	j := c.emit(OpJmp, 0, 0)
	c.patch(br, c.label())
	c.depth = depth
	if n == 3 {
		c.expr(call.Args[2].Val)
	} else {
		c.emit(OpLdConst, c.constant(rt.Nil), 0)
		c.emit(OpInvisible, 0, 0)
	}
	c.patch(j, c.label())
	return true
}

func (c *compiler) loopEnd(l *loopCtx) {
	for _, at := range l.breakLabels {
		c.patch(at, c.label())
	}
	c.loops = c.loops[:len(c.loops)-1]
}

func (c *compiler) forLoop(call *rt.Lang) bool {
	if len(call.Args) != 3 || !untagged(call) {
		return false
	}
	v, ok := call.Args[0].Val.(*rt.Symbol)
	if !ok {
		return false
	}
	site := c.site(call)
	c.expr(call.Args[1].Val)
	c.emit(OpForInit, c.constant(v), site)
	top := c.label()
	step := c.emit(OpForStep, 0, 0)
	l := &loopCtx{nextPC: top, depth: c.depth}
	c.loops = append(c.loops, l)
	start := c.label()
	clean := c.cleanDepth
	if c.cleanDepth == c.depth-1 {
		c.cleanDepth = c.depth // the loop state joins the clean stack
	} else {
		c.cleanDepth = -1
	}
	c.effect(call.Args[2].Val)
	c.cleanDepth = clean
	c.emit(OpJmp, int32(top), 0)
	c.patch(step, c.label())
	c.loopEnd(l)
	c.addLoop(start, top, l)
	c.emit(OpPop, 0, 0) // the loop state
	c.emit(OpLdConst, c.constant(rt.Nil), 0)
	c.emit(OpInvisible, 0, 0)
	return true
}

// addLoop records the loop in the code's loop table, which routes
// non-local break/next (from promises) to the loop.
func (c *compiler) addLoop(start, next int, l *loopCtx) {
	c.code.Loops = append(c.code.Loops, LoopRange{Start: start, End: c.label(), Next: next, Break: c.label(), Depth: l.depth})
}

func (c *compiler) whileLoop(call *rt.Lang) bool {
	if len(call.Args) != 2 || !untagged(call) {
		return false
	}
	site := c.site(call)
	top := c.label()
	c.expr(call.Args[0].Val)
	br := c.emit(OpBrFalse, 0, site)
	l := &loopCtx{nextPC: top, depth: c.depth}
	c.loops = append(c.loops, l)
	start := c.label()
	c.effect(call.Args[1].Val)
	c.emit(OpJmp, int32(top), 0)
	c.patch(br, c.label())
	c.loopEnd(l)
	c.addLoop(start, top, l)
	c.emit(OpLdConst, c.constant(rt.Nil), 0)
	c.emit(OpInvisible, 0, 0)
	return true
}

func (c *compiler) repeatLoop(call *rt.Lang) bool {
	if len(call.Args) != 1 || !untagged(call) {
		return false
	}
	top := c.label()
	l := &loopCtx{nextPC: top, depth: c.depth}
	c.loops = append(c.loops, l)
	c.effect(call.Args[0].Val)
	c.emit(OpJmp, int32(top), 0)
	c.loopEnd(l)
	c.addLoop(top, top, l)
	c.emit(OpLdConst, c.constant(rt.Nil), 0)
	c.emit(OpInvisible, 0, 0)
	return true
}

func (c *compiler) breakNext(call *rt.Lang) bool {
	if len(call.Args) != 0 {
		return false
	}
	isBreak := call.Fn == rt.BreakSym
	if len(c.loops) == 0 {
		if isBreak {
			c.emit(OpBreakNL, 0, 0)
		} else {
			c.emit(OpNextNL, 0, 0)
		}
		c.depth++ // never falls through; keep the one-value invariant
		return true
	}
	l := c.loops[len(c.loops)-1]
	depth := c.depth
	for d := c.depth; d > l.depth; d-- {
		c.emit(OpPop, 0, 0)
	}
	if isBreak {
		l.breakLabels = append(l.breakLabels, c.emit(OpJmp, 0, 0))
	} else {
		c.emit(OpJmp, int32(l.nextPC), 0)
	}
	c.depth = depth + 1
	return true
}

func (c *compiler) quote(call *rt.Lang) bool {
	if len(call.Args) != 1 || call.Args[0].Tag != nil && call.Args[0].Tag.Name != "expr" {
		return false
	}
	c.emit(OpLdConst, c.constant(call.Args[0].Val), 0)
	return true
}

func (c *compiler) function(call *rt.Lang) bool {
	if len(call.Args) < 2 {
		return false
	}
	formals := call.Args[0].Val
	body := call.Args[1].Val
	code := lazyCode(body, "function", false)
	c.emit(OpMkClosure, c.constant(formals), c.subcode(code))
	return true
}

func (c *compiler) andOr(call *rt.Lang) bool {
	if len(call.Args) != 2 || !untagged(call) {
		return false
	}
	site := c.site(call)
	and := call.Fn == rt.Intern("&&")
	c.expr(call.Args[0].Val)
	op1, op2 := OpOr1, OpOr2
	if and {
		op1, op2 = OpAnd1, OpAnd2
	}
	j := c.emit(op1, 0, site)
	depth := c.depth
	c.expr(call.Args[1].Val)
	c.emit(op2, 0, site)
	c.patch(j, c.label())
	c.depth = depth
	return true
}

func (c *compiler) ret(call *rt.Lang) bool {
	if len(call.Args) > 1 || !untagged(call) {
		return false
	}
	if len(call.Args) == 0 {
		c.emit(OpLdConst, c.constant(rt.Nil), 0)
	} else {
		c.expr(call.Args[0].Val)
	}
	if c.code.Promise {
		c.emit(OpReturnNL, 0, 0)
	} else {
		c.emit(OpReturn, 0, 0)
	}
	return true
}

func arithInliner(binOp Op) func(*compiler, *rt.Lang) bool {
	return func(c *compiler, call *rt.Lang) bool {
		op := binOp
		if !untagged(call) {
			return false
		}
		switch len(call.Args) {
		case 1:
			switch op {
			case OpSub:
				op = OpNeg
			case OpAdd:
				op = OpUPlus
			case OpNot:
			default:
				return false
			}
		case 2:
			if op == OpNot {
				return false
			}
		default:
			return false
		}
		site := c.site(call)
		for _, a := range call.Args {
			if a.Val == rt.MissingArg {
				return false
			}
		}
		for _, a := range call.Args {
			c.expr(a.Val)
		}
		c.emit(op, 0, site)
		return true
	}
}

func (c *compiler) subset(call *rt.Lang) bool {
	if len(call.Args) < 1 || !untagged(call) || call.Args[0].Val == rt.MissingArg {
		return false
	}
	site := c.site(call)
	c.expr(call.Args[0].Val)
	for _, a := range call.Args[1:] {
		c.expr(a.Val)
	}
	op := OpSubset
	if call.Fn == rt.Bracket2Sym {
		op = OpSubset2
	}
	c.emit(op, int32(len(call.Args)-1), site)
	return true
}

func dollarName(v rt.Value) *rt.Symbol {
	switch n := v.(type) {
	case *rt.Symbol:
		return n
	case *rt.Character:
		if n.Len() == 1 {
			return rt.Intern(n.V[0])
		}
	}
	return nil
}

func (c *compiler) dollar(call *rt.Lang) bool {
	if len(call.Args) != 2 || !untagged(call) {
		return false
	}
	name := dollarName(call.Args[1].Val)
	if name == nil {
		return false
	}
	site := c.site(call)
	c.expr(call.Args[0].Val)
	c.emit(OpDollar, c.constant(name), site)
	return true
}

// assign compiles <-, = and <<-.
func (c *compiler) assign(call *rt.Lang) bool {
	stmt := c.stmt
	c.stmt = false // not for the assignments nested in this one
	if len(call.Args) != 2 || !untagged(call) {
		return false
	}
	super := call.Fn == rt.Assign2Sym
	target, value := call.Args[0].Val, call.Args[1].Val
	if s, ok := target.(*rt.Character); ok && s.Len() == 1 {
		target = rt.Intern(s.V[0])
	}
	switch t := target.(type) {
	case *rt.Symbol:
		if t == rt.MissingArg {
			return false
		}
		c.expr(value)
		if super {
			c.emit(OpStVarSuper, c.constant(t), 0)
		} else {
			c.emit(OpStVar, c.constant(t), 0)
		}
		if stmt {
			c.emit(OpPop, 0, 0)
		} else {
			c.emit(OpInvisible, 0, 0)
		}
		return true
	case *rt.Lang:
		return c.complexAssign(call, t, value, super, stmt)
	}
	return false
}

// endAssignPop is the flag of OpEndAssign's B operand that makes it pop
// the assignment's value as well (the statement form).
const endAssignPop = 2

// complexAssign compiles f(g(x, a), b) <- value as R does:
//
//	*tmp* <- x
//	x <- `f<-`(*tmp*, b, value = `g<-`(g(*tmp*, ...)... ))
//
// keeping the intermediate values in hidden temporaries.
func (c *compiler) complexAssign(assign, target *rt.Lang, value rt.Value, super, stmt bool) bool {
	// Collect the chain from the outermost call inwards.
	var chain []*rt.Lang
	var cur rt.Value = target
	for {
		l, ok := cur.(*rt.Lang)
		if !ok {
			break
		}
		if len(l.Args) == 0 {
			return false
		}
		chain = append(chain, l)
		cur = l.Args[0].Val
	}
	if s, ok := cur.(*rt.Character); ok && s.Len() == 1 {
		cur = rt.Intern(s.V[0])
	}
	base, ok := cur.(*rt.Symbol)
	if !ok || base == rt.MissingArg {
		return false
	}
	for _, l := range chain {
		if l.FnSym() == nil {
			return false
		}
	}
	sup := int32(0)
	if super {
		sup = 1
	}
	if len(chain) == 1 && c.simpleIndexAssign(assign, chain[0], base, value, sup, stmt) {
		return true
	}
	saved := c.temps
	tv := c.newTemp()
	c.expr(value)
	c.emit(OpStTmp, tv, 0)
	k := len(chain)
	// temps[i] holds the object the i-th call from the inside applies to.
	objs := make([]int32, k)
	c.emit(OpStartAssign, c.constant(base), sup)
	objs[0] = c.newTemp()
	c.emit(OpStTmp, objs[0], 0)
	for i := 1; i < k; i++ {
		getter := chain[k-i] // applies to objs[i-1]
		c.emit(OpLdTmp, objs[i-1], 0)
		c.getter(getter)
		objs[i] = c.newTemp()
		c.emit(OpStTmp, objs[i], 0)
	}
	c.emit(OpLdTmp, tv, 0)
	tn := c.newTemp()
	for i := k - 1; i >= 0; i-- {
		setter := chain[k-1-i] // applies to objs[i]
		c.emit(OpStTmp, tn, 0)
		c.setter(setter, objs[i], tn, assign)
	}
	c.emit(OpEndAssign, c.constant(base), sup)
	if !stmt {
		c.emit(OpLdTmp, tv, 0)
		c.emit(OpInvisible, 0, 0)
	}
	c.temps = saved
	return true
}

// getter compiles call applied to the object on the stack top.
// simpleIndexAssign compiles x[i…] <- v and x[[i…]] <- v without the
// temporaries of the general protocol: the value, then the object, then
// the indices are evaluated (R's order), and OpSetIndex leaves the value
// as the assignment's result.
func (c *compiler) simpleIndexAssign(assign, target *rt.Lang, base *rt.Symbol, value rt.Value, sup int32, stmt bool) bool {
	fn := target.FnSym()
	if (fn != rt.BracketSym && fn != rt.Bracket2Sym) || !untagged(target) || hasDots(target) {
		return false
	}
	for _, a := range target.Args[1:] {
		if a.Val == rt.MissingArg {
			return false
		}
	}
	site := c.site(target)
	c.code.Sites[site].Assign = assign
	c.expr(value)
	c.emit(OpStartAssign, c.constant(base), sup)
	for _, a := range target.Args[1:] {
		c.expr(a.Val)
	}
	op := OpSetIndex
	if fn == rt.Bracket2Sym {
		op = OpSetIndex2
	}
	c.emit(op, int32(len(target.Args)-1), site)
	if stmt {
		c.emit(OpEndAssign, c.constant(base), sup|endAssignPop)
	} else {
		c.emit(OpEndAssign, c.constant(base), sup)
		c.emit(OpInvisible, 0, 0)
	}
	return true
}

func (c *compiler) getter(call *rt.Lang) {
	site := c.site(call)
	fn := call.FnSym()
	if (fn == rt.BracketSym || fn == rt.Bracket2Sym) && untagged(call) && !hasDots(call) {
		for _, a := range call.Args[1:] {
			c.expr(a.Val)
		}
		op := OpSubset
		if fn == rt.Bracket2Sym {
			op = OpSubset2
		}
		c.emit(op, int32(len(call.Args)-1), site)
		return
	}
	if fn == rt.DollarSym && len(call.Args) == 2 {
		if name := dollarName(call.Args[1].Val); name != nil {
			c.emit(OpDollar, c.constant(name), site)
			return
		}
	}
	c.emit(OpGetterCall, 0, site)
}

// setter compiles `f<-`(obj, args…, value = new) leaving the result.
func (c *compiler) setter(call *rt.Lang, obj, val int32, assign *rt.Lang) {
	site := c.site(call)
	c.code.Sites[site].Assign = assign
	fn := call.FnSym()
	c.emit(OpLdTmp, obj, 0)
	if (fn == rt.BracketSym || fn == rt.Bracket2Sym) && untagged(call) && !hasDots(call) {
		for _, a := range call.Args[1:] {
			c.expr(a.Val)
		}
		c.emit(OpLdTmp, val, 0)
		op := OpSubassign
		if fn == rt.Bracket2Sym {
			op = OpSubassign2
		}
		c.emit(op, int32(len(call.Args)-1), site)
		return
	}
	if fn == rt.DollarSym && len(call.Args) == 2 {
		if name := dollarName(call.Args[1].Val); name != nil {
			c.emit(OpLdTmp, val, 0)
			c.emit(OpDollarAssign, c.constant(name), site)
			return
		}
	}
	c.emit(OpLdTmp, val, 0)
	c.emit(OpSetterCall, c.constant(rt.Intern(fn.Name+"<-")), site)
}

// CompileSpecial compiles a call to one of the inlined language specials
// (`if`, `for`, `<-`, `{`…) without the guard: it is what the base special
// itself does when it is called, even under another name. It returns nil
// when the call's shape is not one the special accepts.
func CompileSpecial(call *rt.Lang, name *rt.Symbol) *Code {
	inl := inliners[name]
	if inl == nil {
		return nil
	}
	code := &Code{Name: name.Name, Expr: call}
	c := &compiler{code: code, consts: map[rt.Value]int32{}}
	orig := *call
	orig.Fn = name
	if !inl(c, &orig) {
		return nil
	}
	c.emit(OpReturn, 0, 0)
	code.Feedback = make([]Feedback, len(code.Instrs))
	code.compiled = true
	return code
}

// InlinedSpecials lists the names the compiler inlines.
func InlinedSpecials() []*rt.Symbol {
	out := make([]*rt.Symbol, 0, len(inliners))
	for s := range inliners {
		out = append(out, s)
	}
	return out
}
