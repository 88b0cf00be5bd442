package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// Type tests and casts, and the guards on functions.

// lowerType lowers IsType, CastType, IsBaseFn and IsCallee.
func (l *lowerer) lowerType(i *pir.Instr) {
	switch i.Op {
	case pir.IsType:
		t, ok := i.Aux.(pir.Type)
		if !ok {
			l.fail("IsType without a type")
			return
		}
		r := l.ref(i.Args[0])
		d := l.dstFor(i, cB)
		if k := r.class().kind(); k != 0 {
			// An unboxed operand is a plain scalar of kind k: the test
			// is known unless it hinges on NA.
			switch {
			case t.Kinds&k == 0:
				l.emit(opConstB, d.idx(), 0, 0, nil)
				l.finishResult(i, d)
				return
			case t.Flags&pir.MaybeNA != 0:
				l.emit(opConstB, d.idx(), 0, 1, nil)
				l.finishResult(i, d)
				return
			}
		}
		x := l.slow()
		x.args, x.dst, x.typ = []ref{r}, d, t
		l.emit(opIsType, 0, 0, 0, x)
		l.finishResult(i, d)
	case pir.CastType:
		if r := l.reg[i.ID]; r.class() != cNone {
			l.conv(r, l.ref(i.Args[0]))
		}
	case pir.IsBaseFn:
		x := l.slow()
		x.sym = l.symbol(i)
		x.env = l.envRef(i)
		x.dst = l.dstFor(i, cB)
		l.emit(opIsBaseFn, 0, 0, 0, x)
		l.finishResult(i, x.dst)
	case pir.IsCallee:
		want, ok := i.Aux.(rt.Value)
		if !ok {
			l.fail("IsCallee without a function")
			return
		}
		x := l.slow()
		x.args = []ref{l.boxed(i.Args[0])}
		x.target = want
		x.dst = l.dstFor(i, cB)
		l.emit(opIsCallee, 0, 0, 0, x)
		l.finishResult(i, x.dst)
	}
}

// typeOp runs the type tests.
func (c *Compiled) typeOp(f *frame, op opcode, x *slow) error {
	var t bool
	switch op {
	case opIsType:
		t = hasType(f.get(x.args[0]), x.typ)
	case opIsBaseFn:
		env := f.env(x.env)
		if env == nil {
			return c.internal(f, x, "no environment")
		}
		t = f.in.StillBase(x.sym, env)
	case opIsCallee:
		t = f.get(x.args[0]) == x.target
	}
	f.b[x.dst.idx()] = t
	return nil
}

// hasType reports whether v is a value of type t: its kind is one of
// t's kinds, it is a vector of length one if t is scalar, it has no
// attributes (no class) unless t allows them, no NA unless t allows it;
// a promise only if t may be lazy (and then its value, once forced,
// must fit), the missing marker only if t may be missing.
func hasType(v rt.Value, t pir.Type) bool {
	switch x := v.(type) {
	case nil:
		return false
	case *rt.Promise:
		if !t.MaybeLazy() {
			return false
		}
		if x.Val != nil {
			return hasType(x.Val, t)
		}
		return t.Kinds&pir.KAnyR == pir.KAnyR
	case *rt.Symbol:
		if x == rt.MissingArg {
			return t.MaybeMissing()
		}
	}
	if t.Kinds&pir.KindOf(v.Type()) == 0 {
		return false
	}
	vec, isVec := v.(rt.Vector)
	if t.IsScalar() && (!isVec || vec.Len() != 1) {
		return false
	}
	if a, ok := v.(rt.Attributed); ok && a.Attrs() != nil {
		if t.Flags&pir.MaybeAttrs == 0 {
			return false
		}
		if t.Flags&pir.MaybeObject == 0 && rt.Class(v) != nil {
			return false
		}
	}
	if t.Flags&pir.MaybeNA == 0 && isVec && hasNA(v) {
		return false
	}
	return true
}

// hasNA reports whether the vector v holds an NA (or NaN).
func hasNA(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Double:
		for _, d := range x.V {
			if d != d {
				return true
			}
		}
	case *rt.Integer:
		for _, n := range x.V {
			if n == rt.NAInt {
				return true
			}
		}
	case *rt.Logical:
		for _, n := range x.V {
			if n == rt.NALgl {
				return true
			}
		}
	case *rt.Character:
		for _, s := range x.V {
			if rt.IsNAString(s) {
				return true
			}
		}
	case *rt.Complex:
		for _, z := range x.V {
			if rt.IsNAComplex(z) {
				return true
			}
		}
	}
	return false
}

// scalarHasType is hasType's fast path for plain double, integer and
// logical vectors of length one without attributes; ok is false for
// any other value (hasType decides).
func scalarHasType(v rt.Value, t pir.Type) (has, ok bool) {
	var na bool
	var k pir.Kinds
	switch x := v.(type) {
	case *rt.Double:
		if len(x.V) != 1 || x.Attrs() != nil {
			return false, false
		}
		k, na = pir.KDouble, x.V[0] != x.V[0]
	case *rt.Integer:
		if len(x.V) != 1 || x.Attrs() != nil {
			return false, false
		}
		k, na = pir.KInteger, x.V[0] == rt.NAInt
	case *rt.Logical:
		if len(x.V) != 1 || x.Attrs() != nil {
			return false, false
		}
		k, na = pir.KLogical, x.V[0] == rt.NALgl
	default:
		return false, false
	}
	return t.Kinds&k != 0 && (!na || t.Flags&pir.MaybeNA != 0), true
}
