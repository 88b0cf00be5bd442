package vm

import (
	"gorir/internal/ops"
	"gorir/internal/rt"
)

// The inlined operators run a fast path for the common case (plain
// scalars, plain vectors) and otherwise call the base builtin of the same
// name with the evaluated operands, which does S3 dispatch and the
// general vectorised work.

// opSyms names the base function of each operator opcode.
var opSyms [numOps]*rt.Symbol

func init() {
	for name, op := range binaryOps {
		opSyms[op] = rt.Intern(name)
	}
	opSyms[OpNeg] = rt.MinusSym
	opSyms[OpUPlus] = rt.PlusSym
}

// baseFn returns the base binding of sym as a builtin.
func (in *Interp) baseFn(sym *rt.Symbol, call *rt.Lang) (rt.Value, error) {
	v := in.Base.Get(sym)
	if v == rt.Unbound {
		return nil, in.errorf(call, "could not find function \"%s\"", sym.Name)
	}
	return v, nil
}

func (in *Interp) callBase(sym *rt.Symbol, args []rt.Arg, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	fn, err := in.baseFn(sym, call)
	if err != nil {
		return nil, err
	}
	return in.callValue(fn, args, call, env)
}

func plainScalarDouble(v rt.Value) (float64, bool) {
	if d, ok := v.(*rt.Double); ok && len(d.V) == 1 && d.Attrs() == nil {
		return d.V[0], true
	}
	return 0, false
}

func plainScalarInt(v rt.Value) (int32, bool) {
	if d, ok := v.(*rt.Integer); ok && len(d.V) == 1 && d.Attrs() == nil {
		return d.V[0], true
	}
	return 0, false
}

// colonEnd is an end of from:to that needs no coercion, warning or
// error: a plain integer or double scalar that is not NA or NaN.
func colonEnd(v rt.Value) (float64, bool) {
	if d, ok := plainScalarDouble(v); ok && d == d {
		return d, true
	}
	if i, ok := plainScalarInt(v); ok && i != rt.NAInt {
		return float64(i), true
	}
	return 0, false
}

// binary evaluates an inlined binary operator.
func (in *Interp) binary(op Op, x, y rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if op == OpColon {
		if a, ok := colonEnd(x); ok {
			if b, ok := colonEnd(y); ok {
				return ops.ColonSeq(a, b), nil
			}
		}
	}
	if a, ok := plainScalarDouble(x); ok {
		if b, ok := plainScalarDouble(y); ok {
			if v := doubleOp(op, a, b, x, y); v != nil {
				return v, nil
			}
		} else if bi, ok := plainScalarInt(y); ok && bi != rt.NAInt {
			if v := doubleOp(op, a, float64(bi), x, nil); v != nil {
				return v, nil
			}
		}
	} else if ai, ok := plainScalarInt(x); ok && ai != rt.NAInt {
		if b, ok := plainScalarDouble(y); ok {
			if v := doubleOp(op, float64(ai), b, nil, y); v != nil {
				return v, nil
			}
		} else if bi, ok := plainScalarInt(y); ok && bi != rt.NAInt {
			if v := intOp(op, ai, bi); v != nil {
				return v, nil
			}
		}
	}
	// The other operators (%%, %/%, ^) and logical operands of plain
	// scalars, as fused arithmetic does them (it leaves what may warn to
	// the builtin).
	if sx := unbox(x); sx.kind != slotBoxed && fusableOp(op) {
		if sy := unbox(y); sy.kind != slotBoxed && arithUnboxed(op, &sx, &sy) {
			return sx.box(nil), nil
		}
	}
	// Vectors without attributes cannot dispatch: the kernels of the
	// builtins, without the call (an error, which these operand types
	// do not give, would go through the builtin to name its call).
	if plainAtomic(x) && plainAtomic(y) {
		switch op {
		case OpAdd, OpSub, OpMul, OpDiv, OpPow, OpMod, OpIDiv:
			if v, err := ops.Arith(arithOfOp[op], x, y, in.Warner(call)); err == nil {
				return v, nil
			}
		default:
			if cop, ok := compareOp(op); ok {
				if v, err := ops.Compare(cop, x, y, in.Warner(call)); err == nil {
					return v, nil
				}
			}
		}
	}
	return in.callBase(opSyms[op], []rt.Arg{{Val: x}, {Val: y}}, call, env)
}

// plainAtomic reports whether v is a double, integer or logical vector
// without attributes.
func plainAtomic(v rt.Value) bool {
	switch v := v.(type) {
	case *rt.Double:
		return v.Attrs() == nil
	case *rt.Integer:
		return v.Attrs() == nil
	case *rt.Logical:
		return v.Attrs() == nil
	}
	return false
}

// fusableOp reports whether fused arithmetic (arithUnboxed) does op:
// the arithmetic operators and the comparisons.
func fusableOp(op Op) bool {
	switch op {
	case OpAdd, OpSub, OpMul, OpDiv, OpPow, OpMod, OpIDiv:
		return true
	}
	_, ok := compareOp(op)
	return ok
}

// compareOp maps a comparison opcode to its ops kernel operator.
func compareOp(op Op) (ops.CompareOp, bool) {
	switch op {
	case OpEq:
		return ops.OpEq, true
	case OpNe:
		return ops.OpNe, true
	case OpLt:
		return ops.OpLt, true
	case OpGt:
		return ops.OpGt, true
	case OpLe:
		return ops.OpLe, true
	case OpGe:
		return ops.OpGe, true
	}
	return 0, false
}

// doubleOp is the scalar double fast path; nil sends the operation to the
// builtin (including any NaN result, whose NA-vs-NaN rule ops owns). x
// and y are the operands' boxes (nil when not doubles): an arithmetic
// result overwrites one that nothing else holds, as R reuses the
// storage of temporaries.
func doubleOp(op Op, a, b float64, x, y rt.Value) rt.Value {
	r, ok := quickArith(op, a, b)
	if !ok {
		if cop, isCmp := compareOp(op); isCmp {
			return logicalConst(ops.CompareDouble(cop, a, b))
		}
		return nil
	}
	if d := freshDouble(x); d != nil {
		d.V[0] = r
		return d
	}
	if d := freshDouble(y); d != nil {
		d.V[0] = r
		return d
	}
	return rt.DoubleScalar(r)
}

// quickArith is + - * / of two doubles when the result is a number: a
// NaN result (from an NA or NaN operand, or 0/0) is left to ops, which
// tells NA from NaN as R does.
func quickArith(op Op, a, b float64) (float64, bool) {
	var r float64
	switch op {
	case OpAdd:
		r = a + b
	case OpSub:
		r = a - b
	case OpMul:
		r = a * b
	case OpDiv:
		r = a / b
	default:
		return 0, false
	}
	return r, r == r
}

// freshDouble returns v when it is a plain double scalar that no
// variable, container or constant pool holds (NAMED 0), so it may be
// overwritten.
func freshDouble(v rt.Value) *rt.Double {
	if d, ok := v.(*rt.Double); ok && d.Named() == 0 {
		return d
	}
	return nil
}

func intOp(op Op, a, b int32) rt.Value {
	switch op {
	case OpAdd, OpSub, OpMul:
		aop := ops.OpAdd
		if op == OpSub {
			aop = ops.OpSub
		} else if op == OpMul {
			aop = ops.OpMul
		}
		r, overflow := ops.ArithInt(aop, a, b)
		if overflow {
			return nil // the builtin gives the NA and the warning
		}
		return rt.IntScalar(r)
	case OpDiv:
		return rt.DoubleScalar(float64(a) / float64(b))
	}
	if cop, ok := compareOp(op); ok {
		return logicalConst(ops.CompareInt(cop, a, b))
	}
	return nil
}

func (in *Interp) unary(op Op, x rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if a, ok := plainScalarDouble(x); ok {
		switch op {
		case OpNeg:
			return rt.DoubleScalar(-a), nil
		case OpUPlus:
			return x, nil
		}
	}
	if a, ok := plainScalarInt(x); ok && a != rt.NAInt && op == OpNeg {
		return rt.IntScalar(-a), nil
	}
	if l, ok := x.(*rt.Logical); ok && op == OpNot && len(l.V) == 1 && l.Attrs() == nil {
		switch l.V[0] {
		case rt.True:
			return falseValue, nil
		case rt.False:
			return trueValue, nil
		}
		return naValue, nil
	}
	return in.callBase(opSyms[op], []rt.Arg{{Val: x}}, call, env)
}

func valueArgs(x rt.Value, idx []rt.Value) []rt.Arg {
	args := make([]rt.Arg, 1+len(idx))
	args[0].Val = x
	for i, v := range idx {
		args[i+1].Val = v
	}
	return args
}

// subset is the inlined x[i…] / x[[i…]].
func (in *Interp) subset(two bool, x rt.Value, idx []rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	switch len(idx) {
	case 1:
		if v, ok := scalarIndex(x, idx[0], two); ok {
			return v, nil
		}
	case 2:
		if v, ok := matrixElement(x, idx[0], idx[1]); ok {
			return v, nil
		}
	}
	if plainIndexable(x) && len(idx) > 0 {
		// What the builtin does for an object that is not an S3 one,
		// without its call.
		var v rt.Value
		var err error
		if two {
			v, err = ops.Subset2(x, idx, ops.ExactTrue, in.Warner(call))
		} else {
			v, err = ops.Subset(x, idx, true, in.Warner(call))
		}
		if err != nil {
			return nil, in.fillCall(err, call)
		}
		reflectResult(v)
		in.Visible = true
		return v, nil
	}
	sym := rt.BracketSym
	if two {
		sym = rt.Bracket2Sym
	}
	return in.callBase(sym, valueArgs(x, idx), call, env)
}

// plainIndexable reports whether x is NULL or a vector that is not an S3
// object: `[`, `[[` and their assignment forms then do what the ops
// package does, without dispatch or the builtin's call.
func plainIndexable(x rt.Value) bool {
	switch v := x.(type) {
	case *rt.Null:
		return true
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		return noClass(v.(rt.Attributed))
	}
	return false
}

// scalarPos is a plain positive scalar index as a 0-based position.
func scalarPos(i rt.Value) (int, bool) {
	if d, ok := plainScalarDouble(i); ok && d >= 1 && d < 1<<31 {
		return int(d) - 1, true
	} else if n, ok := plainScalarInt(i); ok && n >= 1 {
		return int(n) - 1, true
	}
	return 0, false
}

// plainMatrixDims returns the dimensions of x when it is a plain matrix:
// its attributes are dim (of length two) and dimnames only.
func plainMatrixDims(x rt.Value) (nr, nc int, ok bool) {
	if av, isAttr := x.(rt.Attributed); isAttr {
		return av.Attrs().MatrixDims()
	}
	return 0, 0, false
}

// matrixPos is the position of element [i, j] of x when x is a plain
// matrix and i, j are in-range positive scalars.
func matrixPos(x, i, j rt.Value) (int, bool) {
	nr, nc, ok := plainMatrixDims(x)
	if !ok {
		return 0, false
	}
	r, ok1 := scalarPos(i)
	c, ok2 := scalarPos(j)
	if !ok1 || !ok2 || r >= nr || c >= nc {
		return 0, false
	}
	return r + c*nr, true
}

// matrixElement is m[i, j] for a plain matrix and in-range scalars.
func matrixElement(x, i, j rt.Value) (rt.Value, bool) {
	k, ok := matrixPos(x, i, j)
	if !ok {
		return nil, false
	}
	switch v := x.(type) {
	case *rt.Double:
		return rt.DoubleScalar(v.V[k]), true
	case *rt.Integer:
		return rt.IntScalar(v.V[k]), true
	case *rt.Logical:
		return rt.LogicalScalar(v.V[k]), true
	case *rt.Character:
		return rt.StringScalar(v.V[k]), true
	}
	return nil, false
}

// scalarIndex is x[i] / x[[i]] for a plain vector and an in-range
// positive scalar index.
func scalarIndex(x, i rt.Value, two bool) (rt.Value, bool) {
	k, ok := scalarPos(i)
	if !ok {
		return nil, false
	}
	switch v := x.(type) {
	case *rt.Double:
		if k < len(v.V) && plainFor(v, two) {
			return rt.DoubleScalar(v.V[k]), true
		}
	case *rt.Integer:
		if k < len(v.V) && plainFor(v, two) {
			return rt.IntScalar(v.V[k]), true
		}
	case *rt.Logical:
		if k < len(v.V) && plainFor(v, two) {
			return rt.LogicalScalar(v.V[k]), true
		}
	case *rt.Character:
		if k < len(v.V) && plainFor(v, two) {
			return rt.StringScalar(v.V[k]), true
		}
	case *rt.List:
		if two && k < len(v.V) && !v.Expr && noClass(v) {
			e := v.V[k]
			rt.MarkShared(e)
			return e, true
		}
	}
	return nil, false
}

// plainFor reports whether indexing v by one in-range position can skip
// the builtin: x[[i]] only needs v not to be an object (the result drops
// every attribute), x[i] needs v to have no attributes at all (it would
// keep names).
func plainFor(v rt.Attributed, two bool) bool {
	if two {
		return noClass(v)
	}
	return v.Attrs() == nil
}

// noClass reports whether v has no class attribute, so that the
// internal generics do not dispatch on it.
func noClass(v rt.Attributed) bool {
	a := v.Attrs()
	return a == nil || a.Get(rt.ClassSym) == nil
}

// dollar is the inlined x$name: a list that is not an object is looked
// up directly (partial matching included, as R's $ does for lists).
func (in *Interp) dollar(x rt.Value, name *rt.Symbol, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if l, ok := x.(*rt.List); ok && noClass(l) {
		in.Visible = true
		return ops.Dollar(l, name.Name)
	}
	return in.callBase(rt.DollarSym, []rt.Arg{{Val: x}, {Val: rt.StringScalar(name.Name)}}, call, env)
}

// subassign is the inlined x[i…] <- v / x[[i…]] <- v.
func (in *Interp) subassign(two bool, x rt.Value, idx []rt.Value, val rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if !rt.Shared(x) {
		switch len(idx) {
		case 1:
			if k, ok := scalarPos(idx[0]); ok && setElement(x, k, val, true, two) {
				return x, nil
			}
		case 2:
			if k, ok := matrixPos(x, idx[0], idx[1]); ok && setElement(x, k, val, false, two) {
				return x, nil
			}
		}
	}
	if plainIndexable(x) && len(idx) > 0 {
		var v rt.Value
		var err error
		if two {
			v, err = ops.SubAssign2(x, idx, val, in.Warner(call))
		} else {
			v, err = ops.SubAssign(x, idx, val, in.Warner(call))
		}
		if err != nil {
			return nil, in.fillCall(err, call)
		}
		in.Visible = true
		return v, nil
	}
	name := "[<-"
	if two {
		name = "[[<-"
	}
	args := valueArgs(x, idx)
	args = append(args, rt.Arg{Tag: valueSym, Val: val})
	return in.callBase(rt.Intern(name), args, call, env)
}

var valueSym = rt.Intern("value")

// setElement stores a plain scalar of the vector's own type (or an
// integer into a double vector) at position k of x, in place; with two
// (x[[k]] <- val) also any non-NULL value into a list. checkClass asks
// for a vector that is not an object (a matrix's attributes were checked
// by matrixPos); its other attributes (names, dim) are unaffected by an
// in-range store.
func setElement(x rt.Value, k int, val rt.Value, checkClass, two bool) bool {
	switch v := x.(type) {
	case *rt.Double:
		if k < len(v.V) && (!checkClass || noClass(v)) {
			if d, ok := plainScalarDouble(val); ok {
				v.V[k] = d
				return true
			}
			if n, ok := plainScalarInt(val); ok {
				if n == rt.NAInt {
					v.V[k] = rt.NAReal
				} else {
					v.V[k] = float64(n)
				}
				return true
			}
		}
	case *rt.Integer:
		if k < len(v.V) && (!checkClass || noClass(v)) {
			if n, ok := plainScalarInt(val); ok {
				v.V[k] = n
				return true
			}
		}
	case *rt.Logical:
		if k < len(v.V) && (!checkClass || noClass(v)) {
			if b, ok := val.(*rt.Logical); ok && len(b.V) == 1 && b.Attrs() == nil {
				v.V[k] = b.V[0]
				return true
			}
		}
	case *rt.List:
		if two && k < len(v.V) && !v.Expr && (!checkClass || noClass(v)) && !rt.IsNull(val) && val != x {
			rt.MarkShared(val)
			v.V[k] = val
			return true
		}
	}
	return false
}

func (in *Interp) dollarAssign(x rt.Value, name *rt.Symbol, val rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if l, ok := x.(*rt.List); ok && noClass(l) && !l.Expr {
		// ops.DollarAssign modifies an unshared list in place; on a list
		// it never warns (only an atomic vector's coercion does), so it
		// gets no warner (making one costs an allocation).
		return ops.DollarAssign(l, name.Name, val, nil)
	}
	return in.callBase(rt.Intern("$<-"), []rt.Arg{{Val: x}, {Val: rt.StringScalar(name.Name)}, {Tag: valueSym, Val: val}}, call, env)
}

var tmpSym = rt.Intern("*tmp*")

var atAssignSym = rt.Intern("@<-")

// setterCall calls `f<-`(obj, args…, value = val) for a complex assignment
// whose target level is call.
func (in *Interp) setterCall(fn *rt.Symbol, obj, val rt.Value, site *CallSite, env *rt.Env) (rt.Value, error) {
	call := site.Call
	f, err := in.getFun(fn, env)
	if err != nil {
		return nil, site.assignError(err, nil)
	}
	args, err := in.promiseArgs([]rt.Arg{{Val: &rt.Promise{Expr: tmpSym, Val: obj}}}, call.Args[1:], env)
	if err != nil {
		return nil, err
	}
	if fn == atAssignSym && len(args) == 2 {
		args[1].Val = call.Args[1].Val // x@name <- v: the slot name is not evaluated
	}
	args = append(args, rt.Arg{Tag: valueSym, Val: &rt.Promise{Expr: val, Val: val}})
	nc := &rt.Lang{Fn: fn, Args: make([]rt.Arg, 0, len(call.Args)+1)}
	nc.Args = append(nc.Args, rt.Arg{Val: tmpSym})
	nc.Args = append(nc.Args, call.Args[1:]...)
	nc.Args = append(nc.Args, rt.Arg{Tag: valueSym, Val: valueOrQuote(val)})
	v, err := in.callValue(f, args, nc, env)
	if _, builtin := f.(*rt.Builtin); builtin && err != nil {
		return nil, site.assignError(err, nc)
	}
	return v, err
}

// setterCall is the call a setter site's builtin reports warnings (and
// errors) against: the whole assignment, as R does (In x[1:5] <- 1:2 :).
func (s *CallSite) setterCall() *rt.Lang {
	if s.Assign != nil {
		return s.Assign
	}
	return s.Call
}

// assignError attributes an error a builtin setter reported against
// call to the whole assignment, as R does (Error in dim(x) <- 2 : …).
func (s *CallSite) assignError(err error, call *rt.Lang) error {
	if e, ok := err.(*RError); ok && s.Assign != nil && (e.Call == nil || e.Call == rt.Value(call)) {
		e.Call = s.Assign
	}
	return err
}

func valueOrQuote(v rt.Value) rt.Value {
	switch v.(type) {
	case *rt.Symbol, *rt.Lang, *rt.Promise:
		return rt.NewCall(rt.Intern("quote"), v)
	}
	return v
}

// promiseArgs appends the arguments of a call to args as promiseArg
// does, splicing in the arguments bound to `...`.
func (in *Interp) promiseArgs(args, call []rt.Arg, env *rt.Env) ([]rt.Arg, error) {
	return in.spliceDots(args, call, env, func(a rt.Arg) rt.Arg { return in.promiseArg(a, env) })
}

// spliceDots appends the arguments of a call to args, with `...` replaced
// by the arguments bound to it in env and every other argument passed
// through each (kept as it is when each is nil).
func (in *Interp) spliceDots(args, call []rt.Arg, env *rt.Env, each func(rt.Arg) rt.Arg) ([]rt.Arg, error) {
	for _, a := range call {
		if a.Val == rt.DotsSym {
			d, err := in.dots(env)
			if err != nil {
				return nil, err
			}
			args = append(args, d.Items...)
			continue
		}
		if each != nil {
			a = each(a)
		}
		args = append(args, a)
	}
	return args, nil
}

// promiseArg turns a call argument into a promise (constants stay).
func (in *Interp) promiseArg(a rt.Arg, env *rt.Env) rt.Arg {
	switch a.Val.(type) {
	case *rt.Symbol, *rt.Lang:
		if a.Val == rt.MissingArg {
			return a
		}
		return rt.Arg{Tag: a.Tag, Val: &rt.Promise{Expr: a.Val, Env: env}}
	}
	return a
}

// getterCall evaluates call with its first argument replaced by obj.
func (in *Interp) getterCall(obj rt.Value, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	sym := call.FnSym()
	f, err := in.getFun(sym, env)
	if err != nil {
		return nil, err
	}
	args, err := in.promiseArgs([]rt.Arg{{Val: &rt.Promise{Expr: tmpSym, Val: obj}}}, call.Args[1:], env)
	if err != nil {
		return nil, err
	}
	return in.callValue(f, args, call, env)
}
