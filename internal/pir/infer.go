package pir

import (
	"math"

	"gorir/internal/rt"
)

// InferType is the type of i's result computed from its operands' types
// and its aux: as precise as the operand types allow, never narrower than
// what the op can produce. Instructions whose type was fixed when they
// were made (LdArg, OSRValue) keep it.
func InferType(i *Instr) Type {
	switch i.Op {
	case LdConst:
		if v, ok := i.Aux.(rt.Value); ok {
			return TypeOf(v)
		}
		return AnyValue
	case LdArg, OSRValue:
		if i.Type.IsVoid() {
			return Any
		}
		return i.Type
	case Force:
		return i.Args[0].Type.Forced()
	case CastType:
		if t, ok := i.Aux.(Type); ok {
			return t
		}
		return i.Args[0].Type
	case Phi:
		var t Type
		for _, a := range i.Args {
			t = t.Join(a.Type)
		}
		return t
	case Colon:
		if intValued(i.Args[0]) && intValued(i.Args[1]) {
			// Both ends are integers in range: an integer vector (NA
			// is an error).
			return Type{Kinds: KInteger}
		}
		return binaryType(i.Op, i.Args[0].Type, i.Args[1].Type)
	case Add, Sub, Mul, Div, Pow, Mod, IDiv,
		Eq, Ne, Lt, Gt, Le, Ge, LAnd, LOr:
		return binaryType(i.Op, i.Args[0].Type, i.Args[1].Type)
	case Neg, UPlus, Not:
		return unaryType(i.Op, i.Args[0].Type)
	case Extract1, Extract2:
		return extractType(i)
	case Subassign1, Subassign2:
		return subassignType(i)
	case ForElem:
		return elementType(i.Args[0])
	case CallBuiltin:
		if t, ok := builtinResultType(i); ok {
			return t
		}
	}
	return i.Op.ResultType()
}

// intValued reports whether v, as an end of `:`, is an integer that
// makes the sequence integer (see base's builtinColon): a plain integer
// or logical scalar, or a whole double constant within ±(2^31-1).
func intValued(v *Instr) bool {
	if v.Type.IsPlainScalar(KInteger) || v.Type.IsPlainScalar(KLogical) {
		return true
	}
	if v.Op != LdConst {
		return false
	}
	d, ok := v.Aux.(*rt.Double)
	if !ok || len(d.V) != 1 || d.Attrs() != nil {
		return false
	}
	f := d.V[0]
	return f == math.Trunc(f) && f <= math.MaxInt32 && f >= -math.MaxInt32
}

// numKind is the kind of a plain logical, integer or double scalar
// type, or 0.
func numKind(t Type) Kinds {
	for _, k := range []Kinds{KLogical, KInteger, KDouble} {
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
func binaryType(op Op, x, y Type) Type {
	kx, ky := numKind(x), numKind(y)
	if kx == 0 || ky == 0 {
		if x.IsPlainNumber() && y.IsPlainNumber() {
			return mixedBinaryType(op, x, y)
		}
		return AnyValue
	}
	dbl := kx == KDouble || ky == KDouble
	na := (x.Flags|y.Flags)&MaybeNA != 0
	switch op {
	case Add, Sub, Mul, Mod, IDiv:
		if dbl {
			return DoubleScalar
		}
		return IntScalar
	case Div, Pow:
		return DoubleScalar
	case Eq, Ne, Lt, Gt, Le, Ge, LAnd, LOr:
		if na || dbl {
			// NaN compares as NA, and a double may hold NaN even when not
			// flagged NA by its producer.
			return LogicalScalar
		}
		return Type{Kinds: KLogical, Flags: Scalar}
	case Colon:
		return Type{Kinds: KInteger | KDouble}
	}
	return AnyValue
}

// mixedBinaryType is the result type of an op on plain number scalars
// of which one at least may be of several kinds: a double operand makes
// arithmetic double; otherwise it may be integer or double.
func mixedBinaryType(op Op, x, y Type) Type {
	switch op {
	case Add, Sub, Mul, Mod, IDiv:
		if x.Kinds == KDouble || y.Kinds == KDouble {
			return DoubleScalar
		}
		return Type{Kinds: KInteger | KDouble, Flags: Scalar | MaybeNA}
	case Div, Pow:
		return DoubleScalar
	case Eq, Ne, Lt, Gt, Le, Ge, LAnd, LOr:
		return LogicalScalar
	}
	return AnyValue
}

// unaryType is the result type of -x, +x and !x for a plain scalar x.
func unaryType(op Op, x Type) Type {
	k := numKind(x)
	if k == 0 {
		return AnyValue
	}
	na := x.Flags & MaybeNA
	switch op {
	case Neg, UPlus:
		if k == KDouble {
			return Type{Kinds: KDouble, Flags: Scalar | na}
		}
		return Type{Kinds: KInteger, Flags: Scalar | na}
	case Not:
		return Type{Kinds: KLogical, Flags: Scalar | na}
	}
	return AnyValue
}

// atomicKinds are the kinds whose elements are scalars of the same kind.
const atomicKinds = KLogical | KInteger | KDouble | KComplex | KString | KRaw

// extractType is the type of x[i] / x[[i]] for a non-object atomic
// vector x and one plain numeric scalar index: x[[i]] is a scalar of x's
// kind (which may be NA, out of range); so is x[i] at a constant index
// of at least 1, while at any other index it may be empty (x[0]) or
// every element but one (x[-1]): a vector of x's kind. x[i] keeps names.
func extractType(i *Instr) Type {
	vals := i.ValueArgs()
	if len(vals) == 3 {
		return matrixElementType(vals)
	}
	if len(vals) != 2 {
		return AnyValue
	}
	x, idx := vals[0].Type, vals[1].Type
	if !plainAtomic(x) {
		return AnyValue
	}
	if k := numKind(idx); k != KInteger && k != KDouble {
		return AnyValue
	}
	t := Type{Kinds: x.Kinds, Flags: Scalar | MaybeNA}
	if i.Op == Extract1 {
		t.Flags |= x.Flags & MaybeAttrs
		if !positiveConst(vals[1]) {
			t.Flags &^= Scalar
		}
	}
	return t
}

// plainAtomic reports whether t is a forced atomic vector that is no
// object (indexing it dispatches nothing).
func plainAtomic(t Type) bool {
	return !t.IsVoid() && t.Kinds&^atomicKinds == 0 && t.Flags&(MaybeLazy|MaybeMissing|MaybeObject) == 0
}

// matrixElementType is the type of x[i, j] for a plain atomic x and
// number scalar indices: of x's kinds (an index of 0 makes it empty,
// and the matrix's dimnames may name it).
func matrixElementType(vals []*Instr) Type {
	x := vals[0].Type
	if !scalarIndices(vals[1:]) || !plainAtomic(x) {
		return AnyValue
	}
	return Type{Kinds: x.Kinds, Flags: MaybeNA | x.Flags&MaybeAttrs}
}

// scalarIndices reports whether every index is a plain number scalar.
func scalarIndices(idx []*Instr) bool {
	for _, ix := range idx {
		if !ix.Type.IsPlainNumber() || !ix.Type.IsScalar() {
			return false
		}
	}
	return true
}

// subassignType is the type of x[i…] <- v (and x[[i…]] <- v) for a plain
// atomic (or NULL) x, number scalar indices and a plain atomic scalar
// v: a vector of x's kinds or v's (the higher of the two, which the
// union includes), with x's attributes; NA where it grows.
func subassignType(i *Instr) Type {
	vals := i.ValueArgs()
	if len(vals) < 3 {
		return AnyValue
	}
	x, v := vals[0].Type, vals[len(vals)-1].Type
	if !(plainAtomic(x) || x.Kinds == KNull) || !plainAtomic(v) || !v.IsScalar() {
		return AnyValue
	}
	if !scalarIndices(vals[1 : len(vals)-1]) {
		return AnyValue
	}
	return Type{Kinds: (x.Kinds | v.Kinds) &^ KNull, Flags: MaybeNA | x.Flags&MaybeAttrs}
}

// positiveConst reports whether v is a numeric constant of at least 1.
func positiveConst(v *Instr) bool {
	if v.Op != LdConst {
		return false
	}
	switch c := v.Aux.(type) {
	case *rt.Double:
		return len(c.V) == 1 && c.V[0] >= 1
	case *rt.Integer:
		return len(c.V) == 1 && c.V[0] >= 1
	}
	return false
}

// elementType is the type of the elements a for loop over state binds:
// for an atomic, non-object sequence, scalars of its kind.
func elementType(state *Instr) Type {
	init := forInitOf(state)
	if init == nil {
		return AnyValue
	}
	seq := init.Args[0].Type
	if seq.IsVoid() || seq.Kinds&^atomicKinds != 0 || seq.Flags&(MaybeLazy|MaybeMissing|MaybeObject) != 0 {
		return AnyValue
	}
	return Type{Kinds: seq.Kinds, Flags: Scalar | seq.Flags&MaybeNA}
}

// forInitOf finds the ForInit that made a loop state, looking through
// phis (the loop header's phi of the state and itself).
func forInitOf(v *Instr) *Instr {
	seen := map[*Instr]bool{}
	var found *Instr
	var walk func(*Instr) bool
	walk = func(x *Instr) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		switch x.Op {
		case ForInit:
			if found != nil && found != x {
				return false
			}
			found = x
			return true
		case Phi:
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

// AllSources reports whether every value that can reach v through phis
// satisfies ok.
func AllSources(v *Instr, ok func(*Instr) bool) bool {
	seen := map[*Instr]bool{}
	var walk func(*Instr) bool
	walk = func(x *Instr) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		if x.Op != Phi {
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

// InferTypes recomputes every type of c to a fixed point, starting the
// phis from bottom: used after building (types made during translation were
// conservative where loop phis were not yet complete) and by passes that
// replaced operands.
func InferTypes(c *Code) {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == Phi {
				i.Type = Void
			}
		}
	}
	for round := 0; round < 100; round++ {
		changed := false
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if t := InferType(i); t != i.Type {
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
			if i.Op == Phi {
				i.Type = Any
			}
		}
	}
	for round := 0; round < 1000; round++ {
		changed := false
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op == Phi {
					continue
				}
				if t := InferType(i); t != i.Type {
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
