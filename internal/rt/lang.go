package rt

// Arg is one element of a call's argument list, a pairlist or `...`: an
// optional tag (nil when untagged) and a value.
type Arg struct {
	Tag *Symbol
	Val Value
}

// Lang is a call: R's LANGSXP. Fn is usually a *Symbol (`f(x)`) but may be
// any value (`(function(x) x)(1)`, `f()()`). An empty argument, as in
// `x[, 1]`, has Val == MissingArg.
type Lang struct {
	header
	Fn   Value
	Args []Arg
}

// Type implements Value.
func (*Lang) Type() Type { return LangType }

// NewCall returns the call fn(args...) with untagged arguments.
func NewCall(fn Value, args ...Value) *Lang {
	l := &Lang{Fn: fn, Args: make([]Arg, len(args))}
	for i, a := range args {
		l.Args[i].Val = a
	}
	return l
}

// Len is the length of the call as R counts it: the function plus the
// arguments.
func (l *Lang) Len() int { return 1 + len(l.Args) }

// FnSym returns the called symbol, or nil if the function position does
// not hold a symbol.
func (l *Lang) FnSym() *Symbol {
	s, _ := l.Fn.(*Symbol)
	return s
}

// Copy returns a shallow copy of the call (fresh argument slice).
func (l *Lang) Copy() *Lang {
	c := &Lang{Fn: l.Fn, Args: append([]Arg(nil), l.Args...)}
	c.attrs = l.attrs.Clone()
	return c
}

// PairList is R's LISTSXP as R code sees it: formals(f), the second
// element of a `function` call, attribute lists in pairlist form. The
// empty pairlist is NULL, never a PairList of length zero.
type PairList struct {
	header
	Items []Arg
}

// Type implements Value.
func (*PairList) Type() Type { return PairListType }

// Len is the number of elements.
func (p *PairList) Len() int { return len(p.Items) }

// Dots is the value bound to `...` in a closure's environment: the
// arguments (usually promises) matched to it, with their tags.
type Dots struct {
	Items []Arg
}

// Type implements Value.
func (*Dots) Type() Type { return DotsType }

// Closure is an R function defined in R.
type Closure struct {
	header
	// Formals lists the parameters; a parameter without a default has
	// Val == MissingArg. Nil for a function without parameters.
	Formals *PairList
	Body    Value
	Env     *Env
	// Code caches what the evaluator derives from the closure (compiled
	// bytecode, the JIT's dispatch table). It is owned by the evaluator.
	Code any
}

// Type implements Value.
func (*Closure) Type() Type { return ClosureType }

// Builtin is a function implemented in Go. A special receives its
// arguments unevaluated (typeof "special"); a builtin receives them
// evaluated (typeof "builtin").
type Builtin struct {
	header
	Name    string
	Special bool
	// Impl is the implementation, owned by the evaluator that installed it.
	Impl any
}

// Type implements Value.
func (b *Builtin) Type() Type {
	if b.Special {
		return SpecialType
	}
	return BuiltinType
}

// Promise is a lazy value: code to evaluate in an environment on first
// use. Once forced, Val holds the value and Env is dropped.
type Promise struct {
	// Expr is the expression the promise stands for (what substitute()
	// returns).
	Expr Value
	// Env is the environment to evaluate in; nil once forced.
	Env *Env
	// Val is the value, or nil while unforced.
	Val Value
	// Code caches the compiled form of Expr, owned by the evaluator.
	Code any
	// UnderEval is set while the promise is being forced; forcing it again
	// is R's "promise already under evaluation" error.
	UnderEval bool
	// Interrupted is set when an evaluation of the promise ended in an
	// error: forcing it again restarts the evaluation with R's warning.
	Interrupted bool
	// Default marks the promise of a formal's default value: the argument
	// was not supplied, so missing() is TRUE for it.
	Default bool
}

// Type implements Value.
func (*Promise) Type() Type { return PromiseType }

// Forced reports whether the promise already has its value.
func (p *Promise) Forced() bool { return p.Val != nil }
