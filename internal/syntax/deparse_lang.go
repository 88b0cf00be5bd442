package syntax

import "gorir/internal/rt"

// ppKind is how a call of a function is written, after the printing info
// GNU R attaches to its primitiveNames: as an operator of some kind, as a
// control construct, or as an ordinary call.
type ppKind uint8

const (
	ppFuncall ppKind = iota
	ppIf
	ppWhile
	ppFor
	ppRepeat
	ppBreak
	ppNext
	ppFunction
	ppCurly
	ppParen
	ppSubset
	ppDollar
	ppAssign
	ppBinary  // spaced infix operator, lines may break after it
	ppBinary2 // unspaced infix operator
	ppUnary
	ppNamespace // :: and ::: (closures in R, but written infix)
	ppUserOp    // %op%, not a primitive
)

// Operator precedences, lowest first, as in R's grammar.
const (
	dprecFn = iota
	dprecEq
	dprecLeft
	dprecRight
	dprecTilde
	dprecOr
	dprecAnd
	dprecNot
	dprecCompare
	dprecSum
	dprecProd
	dprecPercent
	dprecColon
	dprecSign
	dprecPower
	dprecSubset
	dprecDollar = dprecSubset
	dprecNS     = dprecSubset + 1
)

// ppInfo is the printing info of a function.
type ppInfo struct {
	kind       ppKind
	prec       int
	rightAssoc bool
}

// ppTable lists the functions whose calls are not written as ordinary
// calls. Only primitiveNames are listed (plus :: and :::): `?`, `:=`, `->`
// and other closures or unknown names are written as calls.
var ppTable = map[string]ppInfo{
	"if":       {ppIf, dprecFn, true},
	"while":    {ppWhile, dprecFn, false},
	"for":      {ppFor, dprecFn, false},
	"repeat":   {ppRepeat, dprecFn, false},
	"break":    {ppBreak, dprecFn, false},
	"next":     {ppNext, dprecFn, false},
	"function": {ppFunction, dprecFn, false},
	"{":        {ppCurly, dprecFn, false},
	"(":        {ppParen, dprecFn, false},
	"[":        {ppSubset, dprecSubset, false},
	"[[":       {ppSubset, dprecSubset, false},
	"$":        {ppDollar, dprecDollar, false},
	"@":        {ppDollar, dprecDollar, false},
	"<-":       {ppAssign, dprecLeft, true},
	"<<-":      {ppAssign, dprecLeft, true},
	"=":        {ppAssign, dprecEq, true},
	"~":        {ppBinary, dprecTilde, false},
	"||":       {ppBinary, dprecOr, false},
	"|":        {ppBinary, dprecOr, false},
	"&&":       {ppBinary, dprecAnd, false},
	"&":        {ppBinary, dprecAnd, false},
	"!":        {ppUnary, dprecNot, false},
	"==":       {ppBinary, dprecCompare, false},
	"!=":       {ppBinary, dprecCompare, false},
	"<":        {ppBinary, dprecCompare, false},
	">":        {ppBinary, dprecCompare, false},
	"<=":       {ppBinary, dprecCompare, false},
	">=":       {ppBinary, dprecCompare, false},
	"+":        {ppBinary, dprecSum, false},
	"-":        {ppBinary, dprecSum, false},
	"*":        {ppBinary, dprecProd, false},
	"/":        {ppBinary2, dprecProd, false},
	"%%":       {ppBinary2, dprecPercent, false},
	"%/%":      {ppBinary2, dprecPercent, false},
	"%*%":      {ppBinary, dprecPercent, false},
	":":        {ppBinary2, dprecColon, false},
	"^":        {ppBinary2, dprecPower, true},
	"::":       {ppNamespace, dprecNS, false},
	":::":      {ppNamespace, dprecNS, false},
}

// primitiveNames are the names of R's primitive functions (as of R 4.2). The
// arguments of an ordinary call of a primitive, like list(...) or c(...),
// are deparsed in "list" context, where if/else stays on one line even
// inside braces.
var primitiveNames = map[string]bool{
	"-":                    true,
	":":                    true,
	"::":                   true,
	":::":                  true,
	"!":                    true,
	"!=":                   true,
	"...elt":               true,
	"...length":            true,
	"...names":             true,
	".C":                   true,
	".cache_class":         true,
	".Call":                true,
	".Call.graphics":       true,
	".class2":              true,
	".External":            true,
	".External.graphics":   true,
	".External2":           true,
	".Fortran":             true,
	".Internal":            true,
	".isMethodsDispatchOn": true,
	".Primitive":           true,
	".primTrace":           true,
	".primUntrace":         true,
	".subset":              true,
	".subset2":             true,
	"(":                    true,
	"[":                    true,
	"[[":                   true,
	"[[<-":                 true,
	"[<-":                  true,
	"{":                    true,
	"@":                    true,
	"@<-":                  true,
	"*":                    true,
	"/":                    true,
	"&":                    true,
	"&&":                   true,
	"%*%":                  true,
	"%/%":                  true,
	"%%":                   true,
	"^":                    true,
	"+":                    true,
	"<":                    true,
	"<-":                   true,
	"<<-":                  true,
	"<=":                   true,
	"=":                    true,
	"==":                   true,
	">":                    true,
	">=":                   true,
	"|":                    true,
	"||":                   true,
	"~":                    true,
	"$":                    true,
	"$<-":                  true,
	"abs":                  true,
	"acos":                 true,
	"acosh":                true,
	"all":                  true,
	"any":                  true,
	"anyNA":                true,
	"Arg":                  true,
	"as.call":              true,
	"as.character":         true,
	"as.complex":           true,
	"as.double":            true,
	"as.environment":       true,
	"as.integer":           true,
	"as.logical":           true,
	"as.numeric":           true,
	"as.raw":               true,
	"asin":                 true,
	"asinh":                true,
	"atan":                 true,
	"atanh":                true,
	"attr":                 true,
	"attr<-":               true,
	"attributes":           true,
	"attributes<-":         true,
	"baseenv":              true,
	"break":                true,
	"browser":              true,
	"c":                    true,
	"call":                 true,
	"ceiling":              true,
	"class":                true,
	"class<-":              true,
	"Conj":                 true,
	"cos":                  true,
	"cosh":                 true,
	"cospi":                true,
	"cummax":               true,
	"cummin":               true,
	"cumprod":              true,
	"cumsum":               true,
	"digamma":              true,
	"dim":                  true,
	"dim<-":                true,
	"dimnames":             true,
	"dimnames<-":           true,
	"emptyenv":             true,
	"enc2native":           true,
	"enc2utf8":             true,
	"environment<-":        true,
	"exp":                  true,
	"expm1":                true,
	"expression":           true,
	"floor":                true,
	"for":                  true,
	"forceAndCall":         true,
	"function":             true,
	"gamma":                true,
	"gc.time":              true,
	"globalenv":            true,
	"if":                   true,
	"Im":                   true,
	"interactive":          true,
	"invisible":            true,
	"is.array":             true,
	"is.atomic":            true,
	"is.call":              true,
	"is.character":         true,
	"is.complex":           true,
	"is.double":            true,
	"is.environment":       true,
	"is.expression":        true,
	"is.finite":            true,
	"is.function":          true,
	"is.infinite":          true,
	"is.integer":           true,
	"is.language":          true,
	"is.list":              true,
	"is.logical":           true,
	"is.matrix":            true,
	"is.na":                true,
	"is.name":              true,
	"is.nan":               true,
	"is.null":              true,
	"is.numeric":           true,
	"is.object":            true,
	"is.pairlist":          true,
	"is.raw":               true,
	"is.recursive":         true,
	"is.single":            true,
	"is.symbol":            true,
	"isS4":                 true,
	"lazyLoadDBfetch":      true,
	"length":               true,
	"length<-":             true,
	"levels<-":             true,
	"lgamma":               true,
	"list":                 true,
	"log":                  true,
	"log10":                true,
	"log1p":                true,
	"log2":                 true,
	"max":                  true,
	"min":                  true,
	"missing":              true,
	"Mod":                  true,
	"names":                true,
	"names<-":              true,
	"nargs":                true,
	"next":                 true,
	"nzchar":               true,
	"oldClass":             true,
	"oldClass<-":           true,
	"on.exit":              true,
	"pos.to.env":           true,
	"proc.time":            true,
	"prod":                 true,
	"quote":                true,
	"range":                true,
	"Re":                   true,
	"rep":                  true,
	"repeat":               true,
	"retracemem":           true,
	"return":               true,
	"round":                true,
	"seq_along":            true,
	"seq_len":              true,
	"seq.int":              true,
	"sign":                 true,
	"signif":               true,
	"sin":                  true,
	"sinh":                 true,
	"sinpi":                true,
	"sqrt":                 true,
	"standardGeneric":      true,
	"storage.mode<-":       true,
	"substitute":           true,
	"sum":                  true,
	"switch":               true,
	"tan":                  true,
	"tanh":                 true,
	"tanpi":                true,
	"tracemem":             true,
	"trigamma":             true,
	"trunc":                true,
	"unclass":              true,
	"untracemem":           true,
	"UseMethod":            true,
	"while":                true,
	"xtfrm":                true,
}

// IsPrimitive reports whether name is one of GNU R's primitive functions
// (as of R 4.2): the base library uses it for environment() and
// is.primitive() of its builtins.
func IsPrimitive(name string) bool { return primitiveNames[name] }

// isUserOp reports whether name is a %op% operator.
func isUserOp(name string) bool {
	return len(name) >= 2 && name[0] == '%' && name[len(name)-1] == '%'
}

// lookupPP returns the printing info of a call's function.
func lookupPP(l *rt.Lang) (ppInfo, bool) {
	s := l.FnSym()
	if s == nil {
		return ppInfo{}, false
	}
	if info, ok := ppTable[s.Name]; ok {
		return info, true
	}
	if isUserOp(s.Name) {
		return ppInfo{ppUserOp, dprecPercent, false}, true
	}
	return ppInfo{}, false
}

// needsParens reports whether arg, an operand of an operator with info
// main (the left operand when left is set), must be parenthesized to
// parse back as the same call.
//
// ctx is the operand context (nil for none): the operator whose left
// operand arg ends. Unary operators and control constructs extend as far
// right as they can, so there they must be parenthesized when they would
// swallow that operator: (if (a) b) - c, z + (if (a) b) - c,
// a + (!b) - c, but a^-b - c.
func needsParens(main ppInfo, arg rt.Value, left bool, ctx *ppInfo) bool {
	precCheck := func(op ppInfo, p int, left bool) bool {
		return op.prec > p || (op.prec == p && left == op.rightAssoc)
	}
	unary := func(p int) bool {
		return ctx != nil && precCheck(*ctx, p, true)
	}
	switch a := arg.(type) {
	case *rt.Lang:
		info, ok := lookupPP(a)
		if !ok {
			return false
		}
		switch info.kind {
		case ppBinary, ppBinary2:
			switch len(a.Args) {
			case 1:
				if info.prec == dprecSum {
					info.prec = dprecSign
				}
				return unary(info.prec)
			case 2:
				if main.prec == dprecCompare && info.prec == dprecCompare {
					return true // a < b < c is not R syntax
				}
				return precCheck(main, info.prec, left)
			}
			return false
		case ppUnary:
			return unary(info.prec)
		case ppAssign, ppDollar, ppSubset, ppNamespace:
			return precCheck(main, info.prec, left)
		case ppUserOp:
			return precCheck(main, dprecPercent, left)
		case ppIf, ppFor, ppWhile, ppRepeat:
			return ctx != nil
		}
	case *rt.Complex:
		// 0+1i reads as a sum.
		if a.Len() == 1 {
			return precCheck(main, dprecSum, left)
		}
	}
	return false
}

// fnNeedsParens reports whether a call in function position, as in
// (a + b)(1) or (f(x)(y))(z), must be parenthesized.
func fnNeedsParens(fn *rt.Lang) bool {
	if _, ok := fn.Fn.(*rt.Lang); ok {
		return true
	}
	info, ok := lookupPP(fn)
	if !ok {
		return false
	}
	switch info.kind {
	case ppFuncall, ppCurly, ppParen, ppSubset, ppDollar, ppNamespace, ppBreak, ppNext:
		return false
	}
	return true
}

// langArg returns argument i of l, or NULL when there are fewer arguments (R
// reads past the end of the argument list as NULL).
func langArg(l *rt.Lang, i int) rt.Value {
	if i < len(l.Args) {
		return l.Args[i].Val
	}
	return rt.Nil
}

// operand writes the left (left set) or right operand v of an operator
// with info main, parenthesized when needed. ctx is the operand context
// of the operator's call (see needsParens): a left operand gets main as
// its context, a right operand inherits ctx.
func (d *deparser) operand(main ppInfo, v rt.Value, left bool, ctx *ppInfo) {
	if left {
		ctx = &main
	}
	d.operandIn(main, v, left, ctx, ctx)
}

// operandIn is operand with the context inside v given separately: the
// object of x[i] is checked as a left operand, but the context does not
// reach into it (R writes a::for (i in x) y[b]).
func (d *deparser) operandIn(main ppInfo, v rt.Value, left bool, ctx, inner *ppInfo) {
	saved := d.ctx
	defer func() { d.ctx = saved }()
	if needsParens(main, v, left, ctx) {
		d.ctx = nil
		d.print("(")
		d.value(v)
		d.print(")")
		return
	}
	d.ctx = inner
	d.value(v)
}

// lang writes a call.
func (d *deparser) lang(l *rt.Lang) {
	fnarg, ctx := d.fnarg, d.ctx
	d.fnarg, d.ctx = false, nil
	defer func() { d.fnarg, d.ctx = fnarg, ctx }()
	if fnarg && l.Fn == rt.Value(rt.EqAssignSym) {
		// f((a = 1)): without parentheses a = 1 would be a tag.
		d.print("(")
		d.call(l, nil)
		d.print(")")
		return
	}
	d.call(l, ctx)
}

// call writes a call; ctx is its operand context (see needsParens).
func (d *deparser) call(l *rt.Lang, ctx *ppInfo) {
	info, ok := lookupPP(l)
	if !ok {
		d.funcall(l)
		return
	}
	name := l.FnSym().Name
	n := len(l.Args)
	switch info.kind {
	case ppIf:
		d.ifElse(l)
	case ppWhile:
		d.print("while (")
		d.value(langArg(l, 0))
		d.print(") ")
		d.value(langArg(l, 1))
	case ppFor:
		d.print("for (")
		d.value(langArg(l, 0))
		d.print(" in ")
		d.value(langArg(l, 1))
		d.print(") ")
		d.value(langArg(l, 2))
	case ppRepeat:
		d.print("repeat ")
		d.value(langArg(l, 0))
	case ppBreak:
		d.print("break")
	case ppNext:
		d.print("next")
	case ppFunction:
		d.function(l)
	case ppCurly:
		d.curly(l)
	case ppParen:
		d.print("(")
		d.value(langArg(l, 0))
		d.print(")")
	case ppSubset:
		d.operandIn(info, langArg(l, 0), true, &info, nil)
		if name == "[" {
			d.print("[")
		} else {
			d.print("[[")
		}
		if n > 1 {
			d.args(l.Args[1:], false)
		}
		if name == "[" {
			d.print("]")
		} else {
			d.print("]]")
		}
	case ppDollar:
		if n != 2 {
			d.funcall(l)
			return
		}
		rhs := l.Args[1].Val
		var rhsText string
		switch r := rhs.(type) {
		case *rt.Symbol:
			rhsText = d.symName(r.Name)
		case *rt.Character:
			if r.Len() != 1 || r.Attrs() != nil {
				d.funcall(l)
				return
			}
			if IsSyntacticName(r.V[0]) {
				rhsText = r.V[0]
			} else {
				rhsText = EncodeString(r.V[0], '"')
			}
		default:
			d.funcall(l)
			return
		}
		d.operand(info, l.Args[0].Val, true, ctx)
		d.print(name)
		d.print(rhsText)
	case ppNamespace:
		if n != 2 {
			d.funcall(l)
			return
		}
		d.operand(info, l.Args[0].Val, true, ctx)
		d.print(name)
		d.operand(info, l.Args[1].Val, false, ctx)
	case ppAssign:
		d.operand(info, langArg(l, 0), true, ctx)
		d.print(" " + name + " ")
		d.operand(info, langArg(l, 1), false, ctx)
	case ppBinary, ppUserOp:
		switch {
		case n == 2:
			d.operand(info, l.Args[0].Val, true, ctx)
			d.print(" " + name + " ")
			lbreak := false
			d.linebreak(&lbreak)
			d.operand(info, l.Args[1].Val, false, ctx)
			if lbreak {
				d.indent--
			}
		case n == 1 && info.kind == ppBinary:
			if info.prec == dprecSum {
				info.prec = dprecSign
			}
			d.print(name)
			d.operand(info, l.Args[0].Val, false, ctx)
		default:
			d.funcall(l)
		}
	case ppBinary2:
		if n != 2 {
			d.funcall(l)
			return
		}
		d.operand(info, l.Args[0].Val, true, ctx)
		d.print(name)
		d.operand(info, l.Args[1].Val, false, ctx)
	case ppUnary:
		d.print(name)
		d.operand(info, langArg(l, 0), false, ctx)
	default:
		d.funcall(l)
	}
}

// funcall writes an ordinary call: f(args).
func (d *deparser) funcall(l *rt.Lang) {
	switch fn := l.Fn.(type) {
	case *rt.Symbol:
		if _, op := ppTable[fn.Name]; op && !d.backtick && !IsSyntacticName(fn.Name) {
			// R quotes an operator's name as a string when backticks
			// are off: "$"(a, f()).
			d.print(EncodeString(fn.Name, '"'))
		} else {
			d.print(QuoteName(fn.Name))
		}
		if primitiveNames[fn.Name] {
			d.inlist++
			defer func() { d.inlist-- }()
		}
	case *rt.Closure:
		d.print("(")
		d.value(fn)
		d.print(")")
	case *rt.Lang:
		if fnNeedsParens(fn) {
			d.print("(")
			d.lang(fn)
			d.print(")")
		} else {
			d.lang(fn)
		}
	default:
		d.value(fn)
	}
	d.print("(")
	d.args(l.Args, false)
	d.print(")")
}

// ifElse writes if (cond) a [else b]. Inside braces (and not inside a
// list value) a non-brace branch goes on a line of its own and else
// starts a line, so that the text parses back the same.
func (d *deparser) ifElse(l *rt.Lang) {
	d.print("if (")
	d.value(langArg(l, 0))
	d.print(") ")
	hasElse := len(l.Args) > 2
	if d.incurly > 0 && d.inlist == 0 {
		then := langArg(l, 1)
		braced := isBraceCall(then)
		if !braced {
			d.writeline()
			d.indent++
		}
		d.value(then)
		if !braced {
			d.indent--
		}
		if hasElse {
			d.writeline()
			d.print("else ")
			d.value(langArg(l, 2))
		}
		return
	}
	d.value(langArg(l, 1))
	if hasElse {
		d.print(" else ")
		d.value(langArg(l, 2))
	}
}

// isBraceCall reports whether v is a call of `{`.
func isBraceCall(v rt.Value) bool {
	l, ok := v.(*rt.Lang)
	return ok && l.Fn == rt.Value(rt.BraceSym)
}

// curly writes a braced block, one statement per line, indented.
func (d *deparser) curly(l *rt.Lang) {
	d.incurly++
	d.print("{")
	d.indent++
	d.writeline()
	for _, a := range l.Args {
		d.value(a.Val)
		d.writeline()
	}
	d.indent--
	d.print("}")
	d.incurly--
}

// function writes a function definition as code: function(x, y = 2) body.
func (d *deparser) function(l *rt.Lang) {
	d.print("function(")
	switch f := langArg(l, 0).(type) {
	case *rt.PairList:
		d.args(f.Items, true)
	case *rt.Null:
	default:
		// R refuses to deparse this ("badly formed function
		// expression"); write the value to show something.
		if f != rt.Value(rt.MissingArg) {
			d.value(f)
		}
	}
	d.print(") ")
	d.value(langArg(l, 1))
}
