package build

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// resultType is the type of i's result computed from its operands' types
// and its aux: as precise as the builder can tell, never narrower than
// what the op can produce. Instructions whose type was fixed when they
// were made (LdArg, OSRValue) keep it.
func resultType(i *pir.Instr) pir.Type {
	switch i.Op {
	case pir.LdConst:
		if v, ok := i.Aux.(rt.Value); ok {
			return pir.TypeOf(v)
		}
		return pir.AnyValue
	case pir.LdArg, pir.OSRValue:
		if i.Type.IsVoid() {
			return pir.Any
		}
		return i.Type
	case pir.Force:
		return i.Args[0].Type.Forced()
	case pir.CastType:
		if t, ok := i.Aux.(pir.Type); ok {
			return t
		}
		return i.Args[0].Type
	case pir.Phi:
		var t pir.Type
		for _, a := range i.Args {
			t = t.Join(a.Type)
		}
		return t
	case pir.Add, pir.Sub, pir.Mul, pir.Div, pir.Pow, pir.Mod, pir.IDiv,
		pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr, pir.Colon:
		return binaryType(i.Op, i.Args[0].Type, i.Args[1].Type)
	case pir.Neg, pir.UPlus, pir.Not:
		return unaryType(i.Op, i.Args[0].Type)
	case pir.Extract1, pir.Extract2:
		return extractType(i)
	case pir.ForElem:
		return elementType(i.Args[0])
	}
	return i.Op.ResultType()
}

// numKind is the kind of a plain logical, integer or double scalar
// type, or 0.
func numKind(t pir.Type) pir.Kinds {
	for _, k := range []pir.Kinds{pir.KLogical, pir.KInteger, pir.KDouble} {
		if t.IsPlainScalar(k) {
			return k
		}
	}
	return 0
}

// binaryType follows R's result types for plain scalar operands: a
// double operand makes arithmetic double, / and ^ are always double,
// integers and logicals give integers (NA on overflow), comparisons and
// & | give logicals. Anything else may dispatch: any value.
func binaryType(op pir.Op, x, y pir.Type) pir.Type {
	kx, ky := numKind(x), numKind(y)
	if kx == 0 || ky == 0 {
		return pir.AnyValue
	}
	dbl := kx == pir.KDouble || ky == pir.KDouble
	na := (x.Flags|y.Flags)&pir.MaybeNA != 0
	switch op {
	case pir.Add, pir.Sub, pir.Mul, pir.Mod, pir.IDiv:
		if dbl {
			return pir.DoubleScalar
		}
		return pir.IntScalar
	case pir.Div, pir.Pow:
		return pir.DoubleScalar
	case pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr:
		if na || dbl {
			// NaN compares as NA, and a double may hold NaN even when not
			// flagged NA by its producer.
			return pir.LogicalScalar
		}
		return pir.Type{Kinds: pir.KLogical, Flags: pir.Scalar}
	case pir.Colon:
		return pir.Type{Kinds: pir.KInteger | pir.KDouble}
	}
	return pir.AnyValue
}

// unaryType is the result type of -x, +x and !x for a plain scalar x.
func unaryType(op pir.Op, x pir.Type) pir.Type {
	k := numKind(x)
	if k == 0 {
		return pir.AnyValue
	}
	na := x.Flags & pir.MaybeNA
	switch op {
	case pir.Neg, pir.UPlus:
		if k == pir.KDouble {
			return pir.Type{Kinds: pir.KDouble, Flags: pir.Scalar | na}
		}
		return pir.Type{Kinds: pir.KInteger, Flags: pir.Scalar | na}
	case pir.Not:
		return pir.Type{Kinds: pir.KLogical, Flags: pir.Scalar | na}
	}
	return pir.AnyValue
}

// atomicKinds are the kinds whose elements are scalars of the same kind.
const atomicKinds = pir.KLogical | pir.KInteger | pir.KDouble | pir.KComplex | pir.KString | pir.KRaw

// extractType is the type of x[i] / x[[i]] for a non-object atomic
// vector x and one plain numeric scalar index: a scalar of x's kind
// (which may be NA, out of range); x[i] keeps names.
func extractType(i *pir.Instr) pir.Type {
	vals := i.ValueArgs()
	if len(vals) != 2 {
		return pir.AnyValue
	}
	x, idx := vals[0].Type, vals[1].Type
	if x.IsVoid() || x.Kinds&^atomicKinds != 0 || x.Flags&(pir.MaybeLazy|pir.MaybeMissing|pir.MaybeObject) != 0 {
		return pir.AnyValue
	}
	if k := numKind(idx); k != pir.KInteger && k != pir.KDouble {
		return pir.AnyValue
	}
	t := pir.Type{Kinds: x.Kinds, Flags: pir.Scalar | pir.MaybeNA}
	if i.Op == pir.Extract1 {
		t.Flags |= x.Flags & pir.MaybeAttrs
	}
	return t
}

// elementType is the type of the elements a for loop over state binds:
// for an atomic, non-object sequence, scalars of its kind.
func elementType(state *pir.Instr) pir.Type {
	init := forInitOf(state)
	if init == nil {
		return pir.AnyValue
	}
	seq := init.Args[0].Type
	if seq.IsVoid() || seq.Kinds&^atomicKinds != 0 || seq.Flags&(pir.MaybeLazy|pir.MaybeMissing|pir.MaybeObject) != 0 {
		return pir.AnyValue
	}
	return pir.Type{Kinds: seq.Kinds, Flags: pir.Scalar | seq.Flags&pir.MaybeNA}
}

// forInitOf finds the ForInit that made a loop state, looking through
// phis (the loop header's phi of the state and itself).
func forInitOf(v *pir.Instr) *pir.Instr {
	seen := map[*pir.Instr]bool{}
	var found *pir.Instr
	var walk func(*pir.Instr) bool
	walk = func(x *pir.Instr) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		switch x.Op {
		case pir.ForInit:
			if found != nil && found != x {
				return false
			}
			found = x
			return true
		case pir.Phi:
			for _, a := range x.Args {
				if !walk(a) {
					return false
				}
			}
			return true
		}
		return false
	}
	if !walk(v) {
		return nil
	}
	return found
}

// isLoopState reports whether v can only be a loop state: made by
// ForInit, or handed over by the baseline on OSR entry.
func isLoopState(v *pir.Instr) bool {
	return allSources(v, func(x *pir.Instr) bool { return x.Op == pir.ForInit || x.Op == pir.OSRValue })
}

// allSources reports whether every value that can reach v through phis
// satisfies ok.
func allSources(v *pir.Instr, ok func(*pir.Instr) bool) bool {
	seen := map[*pir.Instr]bool{}
	var walk func(*pir.Instr) bool
	walk = func(x *pir.Instr) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		if x.Op != pir.Phi {
			return ok(x)
		}
		for _, a := range x.Args {
			if !walk(a) {
				return false
			}
		}
		return true
	}
	return walk(v)
}

// inferTypes recomputes every type of c to a fixed point, starting the
// phis from bottom: the types made during translation were conservative
// where loop phis were not yet complete.
func inferTypes(c *pir.Code) {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Phi {
				i.Type = pir.Void
			}
		}
	}
	for round := 0; round < 100; round++ {
		changed := false
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if t := resultType(i); t != i.Type {
					i.Type = t
					changed = true
				}
			}
		}
		if !changed {
			return
		}
	}
	// Not converged (cannot happen for a monotone lattice of finite
	// height, but be safe): fall back to the widest phi types and settle
	// the others, which then depend on no cycle.
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Phi {
				i.Type = pir.Any
			}
		}
	}
	for round := 0; round < 1000; round++ {
		changed := false
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op == pir.Phi {
					continue
				}
				if t := resultType(i); t != i.Type {
					i.Type = t
					changed = true
				}
			}
		}
		if !changed {
			return
		}
	}
}
