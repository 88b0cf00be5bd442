package syntax

import (
	"fmt"
	"io"

	"gorir/internal/rt"
)

// Options control parsing.
type Options struct {
	// KeepSource attaches srcref attributes as R does with
	// options(keep.source = TRUE).
	KeepSource bool
	// Warn receives parse-time warnings (e.g. for 1.5L); nil discards them.
	Warn func(msg string)
}

// Limits that GNU R's parser imposes and whose errors gorir reproduces.
const (
	// contextLimit is the depth of R's lexer context stack: open
	// brackets, braces, parentheses and if bodies inside them.
	contextLimit = 50
	// depthLimit approximates the size of R's parser stack (10000
	// states): a unary operator costs 1, a binary operator awaiting its
	// right operand 2, a function header 5.
	depthLimit = 9997
)

// Parser reads top-level expressions one at a time.
//
// The parser mirrors GNU R's bison grammar with a hand-written
// precedence-climbing parser. Newline handling, which in R lives in the
// lexer (a context stack of open brackets and if bodies, plus a flag set
// by tokens after which newlines are insignificant), is reproduced in the
// token reader (see advance), so that exactly the same inputs are accepted
// and errors are reported at the same tokens.
type Parser struct {
	filename string
	src      []byte
	opts     Options
	sc       scanner

	tok   token // the lookahead token
	prev  token // the last token consumed
	saved token // a token pushed back by the if/else lookahead
	// hasSaved tells whether saved holds a token.
	hasSaved bool
	ctx      []byte // R's context stack: '(', '[', '{' and 'i' (if body)
	eat      bool   // discard newlines (R's EatLines)
	depth    int    // approximate parser stack depth

	syms map[string]*rt.Symbol
	// scratch is a stack of arguments being collected (call arguments,
	// brace statements); finished lists are copied out.
	scratch []rt.Arg

	// stmtStart is the offset where the current top-level parse began;
	// Rscript's error context starts there.
	stmtStart int
	// holders counts pipe placeholders not yet consumed by a pipe in the
	// current top-level expression.
	holders int
	err     error

	srcfile *rt.Env
	// last is the span of the last top-level expression returned.
	lastFirst, lastLast token
}

// NewParser returns a parser over src; filename is used in messages
// ("<text>" for parse(text=)).
func NewParser(filename string, src []byte, opts Options) *Parser {
	if len(src) == 0 || src[len(src)-1] != '\n' {
		// R sees every line, the last one included, with its newline.
		src = append(src[:len(src):len(src)], '\n')
	}
	p := &Parser{
		filename: filename,
		src:      src,
		opts:     opts,
		syms:     make(map[string]*rt.Symbol, 64),
		ctx:      make([]byte, 0, contextLimit),
	}
	p.sc = scanner{p: p, src: src, line: 1}
	return p
}

// bailout carries an *Error up the parser's call stack.
type bailout struct{ err *Error }

// Next returns the next top-level expression, or io.EOF at the end. As
// Rscript does, it reads exactly one expression (and its terminating
// newline or semicolon) per call, so that an error in a later expression
// is only reported once the earlier ones have been returned.
func (p *Parser) Next() (v rt.Value, err error) {
	if p.err != nil {
		return nil, p.err
	}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			p.err = b.err
			v, err = nil, b.err
		}
	}()
	for {
		p.startStatement()
		switch p.tok.kind {
		case tEOF:
			p.err = io.EOF
			return nil, io.EOF
		case tNewline:
			continue
		}
		first := p.tok
		e := p.expr(precQuestion, true)
		switch p.tok.kind {
		case tNewline, tSemi:
		default:
			p.unexpected()
		}
		p.lastFirst, p.lastLast = first, p.prev
		if p.holders > 0 {
			p.callError(e, "invalid use of pipe placeholder")
		}
		return e, nil
	}
}

// startStatement resets the lexer state as R does before each top-level
// parse and reads the first token.
func (p *Parser) startStatement() {
	p.stmtStart = p.sc.pos
	p.ctx = p.ctx[:0]
	p.eat = false
	p.hasSaved = false
	p.depth = 0
	p.holders = 0
	p.scratch = p.scratch[:0]
	p.advance()
}

// ParseAll parses every top-level expression of src.
func ParseAll(filename string, src []byte, opts Options) ([]rt.Value, error) {
	p := NewParser(filename, src, opts)
	var out []rt.Value
	for {
		v, err := p.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, v)
	}
}

// intern returns the symbol named by b, with one map lookup in the common
// case.
func (p *Parser) intern(b []byte) *rt.Symbol {
	if s, ok := p.syms[string(b)]; ok {
		return s
	}
	s := rt.Intern(string(b))
	p.syms[s.Name] = s
	return s
}

func (p *Parser) warn(msg string) {
	if p.opts.Warn != nil {
		p.opts.Warn(msg)
	}
}

// --- token reader -------------------------------------------------------

func (p *Parser) top() byte {
	if n := len(p.ctx); n > 0 {
		return p.ctx[n-1]
	}
	return 0
}

func (p *Parser) push(c byte, t token) {
	if len(p.ctx) >= contextLimit {
		p.lexError(fmt.Sprintf("contextstack overflow at line %d", t.line))
	}
	p.ctx = append(p.ctx, c)
}

func (p *Parser) pop() {
	if n := len(p.ctx); n > 0 {
		p.ctx = p.ctx[:n-1]
	}
}

// ifPop ends the innermost if body, if the innermost context is one.
func (p *Parser) ifPop() {
	if p.top() == 'i' {
		p.pop()
	}
}

// closeBracket ends the if bodies inside the innermost bracket and the
// bracket itself.
func (p *Parser) closeBracket() {
	for p.top() == 'i' {
		p.pop()
	}
	p.pop()
}

// next consumes the lookahead token and reads the following one.
func (p *Parser) next() {
	p.prev = p.tok
	p.advance()
}

// nextEat consumes the lookahead token and reads the following one,
// discarding newlines before it (R's grammar does this after the closing
// parenthesis of if, for, while and function headers).
func (p *Parser) nextEat() {
	p.prev = p.tok
	p.eat = true
	p.advance()
}

// advance reads the next token into p.tok, applying R's context-sensitive
// newline rules: newlines are dropped after tokens that need a right-hand
// side and inside parentheses and brackets; in an if body inside braces a
// newline followed by else is dropped.
func (p *Parser) advance() {
	for {
		var t token
		if p.hasSaved {
			t, p.hasSaved = p.saved, false
		} else {
			t = p.sc.scan()
		}
		if t.kind == tNewline {
			top := p.top()
			if p.eat || top == '(' || top == '[' {
				continue
			}
			if top == 'i' {
				for t.kind == tNewline {
					t = p.sc.scan()
				}
				switch t.kind {
				case tRBrace, tRParen, tRBracket:
					p.closeBracket()
					p.tok = t
					return
				case tComma:
					p.ifPop()
					p.tok = t
					return
				case tElse:
					p.eat = true
					p.ifPop()
					p.tok = t
					return
				}
				// Any other token ends the if: return the newline, located
				// at the token that follows it, and push that token back.
				p.ifPop()
				p.saved, p.hasSaved = t, true
				nl := t
				nl.kind, nl.val = tNewline, nil
				p.tok = nl
				return
			}
			p.tok = t
			return
		}
		if eatsLines[t.kind] {
			p.eat = true
		}
		switch t.kind {
		case tSym, tStr, tNum, tNull, tNext, tBreak, tHolder:
			p.eat = false
		case tIf:
			if c := p.top(); c == '{' || c == '[' || c == '(' || c == 'i' {
				p.push('i', t)
			}
			p.eat = true
		case tElse:
			p.ifPop()
			p.eat = true
		case tSemi, tComma:
			p.ifPop()
		case tLBB:
			p.push('[', t)
			p.push('[', t)
		case tLBracket:
			p.push('[', t)
		case tLParen:
			p.push('(', t)
		case tLBrace:
			p.push('{', t)
			p.eat = true
		case tRBracket, tRParen, tRBrace:
			p.closeBracket()
			p.eat = false
		}
		p.tok = t
		return
	}
}

// expect consumes a token of kind k or reports the lookahead as
// unexpected.
func (p *Parser) expect(k tokKind) {
	if p.tok.kind != k {
		p.unexpected()
	}
	p.next()
}

func (p *Parser) enter(n int) {
	p.depth += n
	if p.depth > depthLimit {
		p.lexError("out of memory while parsing")
	}
}

func (p *Parser) leave(n int) { p.depth -= n }

// --- grammar ------------------------------------------------------------

// expr parses an expression in which every binary operator binds at least
// as tightly as level min. With eq set, = is an assignment operator here
// (R's expr_or_assign); otherwise = may only name an argument.
func (p *Parser) expr(min int, eq bool) rt.Value {
	return p.binary(p.operand(), min, eq)
}

// binary continues an expression whose first operand is left.
func (p *Parser) binary(left rt.Value, min int, eq bool) rt.Value {
	compared := false
	for {
		op := p.tok
		prec := int(binPrec[op.kind])
		if prec == 0 || prec < min || op.kind == tEqAssign && !eq {
			return left
		}
		if prec == precCompare && compared {
			// Comparison operators do not associate: a < b < c.
			p.unexpected()
		}
		p.next()
		p.enter(2)
		var right rt.Value
		switch op.kind {
		case tEqAssign, tLeftAssign, tCaret:
			right = p.expr(prec, eq)
		case tQuestion:
			right = p.expr(prec+1, eq)
		default:
			right = p.expr(prec+1, false)
		}
		p.leave(2)
		compared = prec == precCompare
		switch op.kind {
		case tRightAssign:
			left = call2(op.val, right, left)
		case tPipe:
			left = p.pipe(left, right)
		case tPipeBind:
			p.lexError("'=>' is disabled; set '_R_USE_PIPEBIND_' envvar to a true value to enable it")
		default:
			left = call2(op.val, left, right)
		}
	}
}

// oneArg and twoArgs hold a call and its arguments in one allocation.
type oneArg struct {
	l rt.Lang
	a [1]rt.Arg
}

type twoArgs struct {
	l rt.Lang
	a [2]rt.Arg
}

// call1 returns the call fn(x).
func call1(fn, x rt.Value) *rt.Lang {
	c := &oneArg{}
	c.a[0].Val = x
	c.l.Fn, c.l.Args = fn, c.a[:]
	return &c.l
}

// call2 returns the call fn(x, y).
func call2(fn, x, y rt.Value) *rt.Lang {
	c := &twoArgs{}
	c.a[0].Val, c.a[1].Val = x, y
	c.l.Fn, c.l.Args = fn, c.a[:]
	return &c.l
}

// operand parses a prefix-operator expression, a compound statement
// (function, if, for, while, repeat) or a primary with its postfix
// operators.
func (p *Parser) operand() rt.Value {
	t := p.tok
	var min, cost int
	eq := false
	switch t.kind {
	case tMinus, tPlus:
		min, cost = precUnary+1, 1
	case tNot:
		min, cost = precNot+1, 1
	case tTilde:
		min, cost = precTilde+1, 1
	case tQuestion:
		min, cost, eq = precQuestion+1, 1, true
	case tFunction, tLambda:
		p.next()
		return p.function(t)
	case tIf:
		p.next()
		return p.ifExpr()
	case tFor:
		p.next()
		return p.forExpr()
	case tWhile:
		p.next()
		return p.whileExpr()
	case tRepeat:
		p.next()
		p.enter(1)
		body := p.expr(precEq, true)
		p.leave(1)
		return call1(rt.RepeatSym, body)
	default:
		if !startsPrimary[t.kind] {
			p.unexpected()
		}
		p.next()
		return p.postfix(p.primary(t), t.kind == tStr)
	}
	p.next()
	p.enter(cost)
	x := p.expr(min, eq)
	p.leave(cost)
	return call1(t.val, x)
}

// primary builds the value of a primary expression whose first token t has
// been consumed.
func (p *Parser) primary(t token) rt.Value {
	switch t.kind {
	case tNum, tNull:
		return t.val
	case tSym, tStr:
		if k := p.tok.kind; k == tNSGet || k == tNSGetInt {
			op := p.tok
			p.next()
			if k := p.tok.kind; k != tSym && k != tStr {
				p.unexpected()
			}
			name := p.tok.val
			p.next()
			return call2(op.val, t.val, name)
		}
		return t.val
	case tHolder:
		p.holders++
		return placeholder
	case tLParen:
		p.enter(1)
		x := p.expr(precQuestion, true)
		p.leave(1)
		p.expect(tRParen)
		return call1(rt.ParenSym, x)
	case tLBrace:
		return p.block()
	case tBreak, tNext:
		return &rt.Lang{Fn: t.val}
	}
	panic("syntax: primary called on " + t.kind.String())
}

// startsPrimary marks the tokens that can begin a primary expression.
var startsPrimary = [numTokKinds]bool{
	tNum: true, tNull: true, tSym: true, tStr: true, tHolder: true,
	tLParen: true, tLBrace: true, tBreak: true, tNext: true,
}

// postfix applies calls, indexing, $ and @ to x. isStr tells that x is a
// string literal, which becomes a symbol when called ("f"(1) is f(1)).
func (p *Parser) postfix(x rt.Value, isStr bool) rt.Value {
	for {
		switch p.tok.kind {
		case tLParen:
			if s, ok := x.(*rt.Character); ok && isStr {
				x = rt.Intern(s.V[0])
			}
			p.enter(3)
			args := p.args(tRParen, nil)
			p.leave(3)
			x = &rt.Lang{Fn: x, Args: args}
		case tLBracket:
			p.enter(3)
			args := p.args(tRBracket, x)
			p.leave(3)
			x = &rt.Lang{Fn: rt.BracketSym, Args: args}
		case tLBB:
			p.enter(4)
			args := p.args(tRBracket, x)
			p.leave(4)
			p.expect(tRBracket)
			x = &rt.Lang{Fn: rt.Bracket2Sym, Args: args}
		case tDollar, tAt:
			op := p.tok
			p.next()
			if k := p.tok.kind; k != tSym && k != tStr {
				p.unexpected()
			}
			x = call2(op.val, x, p.tok.val)
			p.next()
		default:
			return x
		}
		isStr = false
	}
}

// args parses an argument list after its opening token (the lookahead) up
// to and including the closing token. For an index, obj is the indexed
// object, which becomes the first argument; there an empty list is one
// empty argument, as in x[].
func (p *Parser) args(closer tokKind, obj rt.Value) []rt.Arg {
	p.next()
	if p.tok.kind == closer && obj == nil {
		p.next()
		return nil
	}
	base := len(p.scratch)
	if obj != nil {
		p.scratch = append(p.scratch, rt.Arg{Val: obj})
	}
	for {
		var a rt.Arg
		switch p.tok.kind {
		case tComma, closer:
			a.Val = rt.MissingArg
		case tSym, tStr, tNull:
			t := p.tok
			p.next()
			if p.tok.kind == tEqAssign {
				a.Tag = tagSym(t)
				p.next()
				if k := p.tok.kind; k == tComma || k == closer {
					a.Val = rt.MissingArg
				} else {
					a.Val = p.expr(precQuestion, false)
				}
			} else {
				a.Val = p.binary(p.postfix(p.primary(t), t.kind == tStr), precQuestion, false)
			}
		default:
			a.Val = p.expr(precQuestion, false)
		}
		p.scratch = append(p.scratch, a)
		switch p.tok.kind {
		case tComma:
			p.next()
		case closer:
			p.next()
			return p.popScratch(base)
		default:
			p.unexpected()
		}
	}
}

// popScratch returns a copy of the scratch arguments from base on and
// removes them from the scratch stack.
func (p *Parser) popScratch(base int) []rt.Arg {
	args := make([]rt.Arg, len(p.scratch)-base)
	copy(args, p.scratch[base:])
	clear(p.scratch[base:])
	p.scratch = p.scratch[:base]
	return args
}

// tagSym returns the argument name written as token t.
func tagSym(t token) *rt.Symbol {
	switch v := t.val.(type) {
	case *rt.Symbol:
		return v
	case *rt.Character:
		return rt.Intern(v.V[0])
	}
	return rt.Intern("NULL")
}

// block parses the statements of a brace after the opening brace.
func (p *Parser) block() rt.Value {
	p.enter(2)
	base := len(p.scratch)
	for {
		switch p.tok.kind {
		case tRBrace:
			p.next()
			p.leave(2)
			var stmts []rt.Arg
			if len(p.scratch) > base {
				stmts = p.popScratch(base)
			}
			return &rt.Lang{Fn: rt.BraceSym, Args: stmts}
		case tNewline, tSemi:
			p.next()
			continue
		}
		x := p.expr(precQuestion, true)
		p.scratch = append(p.scratch, rt.Arg{Val: x})
		switch p.tok.kind {
		case tNewline, tSemi, tRBrace:
		default:
			p.unexpected()
		}
	}
}

// condition parses "( expr )" after if or while, discarding newlines
// after the closing parenthesis.
func (p *Parser) condition() rt.Value {
	p.expect(tLParen)
	c := p.expr(precQuestion, false)
	if p.tok.kind != tRParen {
		p.unexpected()
	}
	p.nextEat()
	return c
}

func (p *Parser) ifExpr() rt.Value {
	cond := p.condition()
	p.enter(2)
	yes := p.expr(precEq, true)
	if p.tok.kind != tElse {
		p.leave(2)
		return &rt.Lang{Fn: rt.IfSym, Args: []rt.Arg{{Val: cond}, {Val: yes}}}
	}
	p.next()
	p.enter(2)
	no := p.expr(precEq, true)
	p.leave(4)
	return &rt.Lang{Fn: rt.IfSym, Args: []rt.Arg{{Val: cond}, {Val: yes}, {Val: no}}}
}

func (p *Parser) forExpr() rt.Value {
	p.expect(tLParen)
	if p.tok.kind != tSym {
		p.unexpected()
	}
	v := p.tok.val
	p.next()
	p.expect(tIn)
	seq := p.expr(precQuestion, false)
	if p.tok.kind != tRParen {
		p.unexpected()
	}
	p.nextEat()
	p.enter(2)
	body := p.expr(precEq, true)
	p.leave(2)
	return &rt.Lang{Fn: rt.ForSym, Args: []rt.Arg{{Val: v}, {Val: seq}, {Val: body}}}
}

func (p *Parser) whileExpr() rt.Value {
	cond := p.condition()
	p.enter(2)
	body := p.expr(precEq, true)
	p.leave(2)
	return &rt.Lang{Fn: rt.WhileSym, Args: []rt.Arg{{Val: cond}, {Val: body}}}
}

// function parses a function definition after its first token t
// (function or \).
func (p *Parser) function(t token) rt.Value {
	p.expect(tLParen)
	var formals []rt.Arg
	if p.tok.kind != tRParen {
		for {
			if p.tok.kind != tSym {
				p.unexpected()
			}
			name := p.tok.val.(*rt.Symbol)
			for _, f := range formals {
				if f.Tag == name {
					p.lexError(fmt.Sprintf("repeated formal argument '%s' on line %d", name.Name, p.tok.line))
				}
			}
			p.next()
			a := rt.Arg{Tag: name, Val: rt.MissingArg}
			if p.tok.kind == tEqAssign {
				p.next()
				a.Val = p.expr(precQuestion, false)
			}
			formals = append(formals, a)
			if p.tok.kind == tComma {
				p.next()
				continue
			}
			if p.tok.kind != tRParen {
				p.unexpected()
			}
			break
		}
	}
	p.nextEat()
	p.enter(5)
	body := p.expr(precEq, true)
	p.leave(5)
	var fv rt.Value = rt.Nil
	if len(formals) > 0 {
		fv = &rt.PairList{Items: formals}
	}
	var ref rt.Value = rt.Nil
	if p.opts.KeepSource {
		ref = p.srcref(t, p.prev)
	}
	return &rt.Lang{Fn: rt.FunctionSym, Args: []rt.Arg{{Val: fv}, {Val: body}, {Val: ref}}}
}

// --- pipes --------------------------------------------------------------

// placeholder is the value of the pipe placeholder _ until a pipe
// replaces it. Like GNU R 4.2, gorir represents it as the string "_" (a
// distinguished object), which is how error messages show it.
var placeholder = rt.StringScalar("_")

// pipeSpecial lists the functions a pipe's right-hand side may not call.
var pipeSpecial = map[*rt.Symbol]bool{}

func init() {
	for _, n := range []string{"if", "while", "repeat", "for", "break", "next",
		"return", "function", "(", "{", "+", "-", "*", "/", "^", "%%", "%/%",
		"%*%", ":", "==", "!=", "<", ">", "<=", ">=", "&", "|", "&&", "||",
		"!", "<-", "<<-", "=", "$", "[", "[[", "@", "::", ":::", "~", "?",
		"|>", "[<-", "$<-", "[[<-"} {
		pipeSpecial[rt.Intern(n)] = true
	}
}

// pipe rewrites lhs |> rhs at parse time: rhs(lhs, ...) or, with a named
// placeholder argument, rhs(..., name = lhs).
func (p *Parser) pipe(lhs, rhs rt.Value) rt.Value {
	call, ok := rhs.(*rt.Lang)
	if !ok {
		p.lexError("The pipe operator requires a function call as RHS")
	}
	if call.Fn == rt.Value(placeholder) {
		p.lexError("pipe placeholder cannot be used in the RHS function")
	}
	if s, ok := call.Fn.(*rt.Symbol); ok && pipeSpecial[s] {
		p.lexError(fmt.Sprintf("function '%s' not supported in RHS call of a pipe", s.Name))
	}
	at := -1
	for i, a := range call.Args {
		if a.Val != rt.Value(placeholder) {
			continue
		}
		if a.Tag == nil {
			p.lexError("pipe placeholder can only be used as a named argument")
		}
		if at >= 0 {
			p.callError(call, "pipe placeholder may only appear once")
		}
		at = i
	}
	if at >= 0 {
		call.Args[at].Val = lhs
		p.holders--
		return call
	}
	args := make([]rt.Arg, 0, len(call.Args)+1)
	args = append(args, rt.Arg{Val: lhs})
	call.Args = append(args, call.Args...)
	return call
}
