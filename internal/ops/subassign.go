package ops

import (
	"gorir/internal/rt"
)

// This file implements the default methods of R's replacement operators:
// x[i] <- v, x[i, j, ...] <- v, x[[i]] <- v, x[[i, j, ...]] <- v and
// x$name <- v.
//
// Each returns the modified object. When x is not shared (see rt.Shared)
// it is modified in place and returned; otherwise a copy is modified. A
// vector grows at the end in amortised constant time, so filling a vector
// one element at a time is linear. When x must change type to hold the
// value (logical < integer < double < complex < character < list <
// expression), a new vector is returned. Values stored in list elements
// are marked shared.

// SubAssign implements the default method of `[<-`: x[idx...] <- value.
// Empty arguments are rt.MissingArg.
//
// A single index assigns by vector position (recycling value, warning when
// the number of items is not a multiple of its length), growing x past its
// end (NA- or NULL-filled, names extended with "") and adding elements for
// unknown names. On a list a NULL value deletes the selected elements. As
// many indices as x has dimensions assign an array block, where positions
// must be in bounds and the number of items a multiple of the value's
// length.
func SubAssign(x rt.Value, idx []rt.Value, value rt.Value, w Warner) (rt.Value, error) {
	switch xv := x.(type) {
	case nil, *rt.Null:
		x = rt.Nil
	case *rt.Lang:
		r, err := SubAssign(langToList(xv), idx, value, w)
		if err != nil {
			return nil, err
		}
		if l, ok := r.(*rt.List); ok && !l.Expr {
			if len(l.V) == 0 {
				return nil, Errorf("result is zero-length and so cannot be a language object")
			}
			return listToLang(l), nil
		}
		return r, nil
	case *rt.PairList:
		return SubAssign(pairToList(xv), idx, value, w)
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	if vlen := ixLen(value); vlen == 0 && rt.IsNull(x) {
		return rt.Nil, nil
	} else if vlen == 0 && ixLen(x) == 0 && (value.Type() == x.Type() || value.Type() == rt.ListType) {
		// Nothing to assign into an empty vector.
		return x, nil
	}
	if len(idx) == 0 {
		idx = []rt.Value{rt.MissingArg}
	}
	if len(idx) > 1 && len(idx) != len(ixDims(x)) {
		if len(idx) == 2 {
			return nil, Errorf("incorrect number of subscripts on matrix")
		}
		return nil, Errorf("incorrect number of subscripts")
	}
	if len(idx) == 1 {
		s := idx[0]
		if r, ok := assignScalar(x, s, value); ok {
			return r, nil
		}
		sub, err := assignSubscript(x, s)
		if err != nil {
			return nil, err
		}
		value, err := assignValue(x, value, w)
		if err != nil {
			return nil, err
		}
		return assignVector(x, sub, value, w)
	}
	return assignArray(x.(rt.Vector), idx, ixDims(x), value, w)
}

// assignSubscript resolves the single index of x[s] <- v: a matrix of
// positions or a vector index.
func assignSubscript(x, s rt.Value) (vsub, error) {
	pos, hasNA, ok, err := matrixSubscript(s, ixDims(x), ixDimnames(x))
	if err != nil {
		return vsub{}, err
	}
	if ok {
		return vsub{pos: pos, hasNA: hasNA}, nil
	}
	return vectorSubscript(s, ixLen(x), vectorNames(x), true)
}

// assignValue checks the value of x[...] <- value and brings it to vector
// form: a call or pairlist becomes the list of its elements, a symbol
// assigned into a list is dropped with R's warning (so that it deletes).
func assignValue(x, value rt.Value, w Warner) (rt.Value, error) {
	_, toList := x.(*rt.List)
	switch v := value.(type) {
	case nil:
		return rt.Nil, nil
	case *rt.PairList:
		return pairToList(v), nil
	case *rt.Lang:
		if toList {
			return langToList(v), nil
		}
	case *rt.Null:
		return value, nil
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		if value == x {
			// x[i] <- x: the value must not change under the
			// assignment.
			return rt.CopyVector(v.(rt.Vector)), nil
		}
		return value, nil
	case *rt.Symbol:
		if toList {
			w.Warn("'symbol' object cannot be coerced to type 'list'")
			return rt.Nil, nil
		}
	default:
		if toList {
			return nil, Errorf("cannot coerce type '%s' to vector of type 'list'", ixTypeName(value))
		}
	}
	return nil, errIncompatible(value, x, "subassignment type fix")
}

// errIncompatible is R's error for a value that cannot be stored in x.
func errIncompatible(value, x rt.Value, where string) error {
	return Errorf("incompatible types (from %s to %s) in %s", ixTypeName(value), ixTypeName(x), where)
}

// assignScalar is the fast path of x[i] <- v for one positive number i
// within x or just past its end, a length-one value that fits x's type
// without promotion, and an unshared x (without attributes, to grow). It
// reports whether it applied.
func assignScalar(x rt.Value, s, value rt.Value) (rt.Value, bool) {
	if !ixIsVector(x) || !ixIsVector(value) || rt.Shared(x) {
		return nil, false
	}
	xv, vv := x.(rt.Vector), value.(rt.Vector)
	if vv.Len() != 1 {
		return nil, false
	}
	var p int
	switch sv := s.(type) {
	case *rt.Integer:
		if len(sv.V) != 1 || sv.V[0] <= 0 {
			return nil, false
		}
		p = int(sv.V[0]) - 1
	case *rt.Double:
		if len(sv.V) != 1 || !(sv.V[0] >= 1 && sv.V[0] < maxStretch) {
			return nil, false
		}
		p = int(sv.V[0]) - 1
	default:
		return nil, false
	}
	n := xv.Len()
	grow := p == n
	if p > n || grow && xv.Attrs() != nil {
		return nil, false
	}
	switch xx := xv.(type) {
	case *rt.Logical:
		v, ok := value.(*rt.Logical)
		if !ok {
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.NALgl)
		}
		xx.V[p] = v.V[0]
	case *rt.Integer:
		var e int32
		switch v := value.(type) {
		case *rt.Integer:
			e = v.V[0]
		case *rt.Logical:
			e = v.V[0]
		default:
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.NAInt)
		}
		xx.V[p] = e
	case *rt.Double:
		if !ixIsNumber(value) {
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.NAReal)
		}
		xx.V[p] = ixDbl(vv, 0)
	case *rt.Complex:
		if !ixIsNumber(value) && value.Type() != rt.ComplexType {
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.NAComplex)
		}
		xx.V[p] = ixCplx(vv, 0)
	case *rt.Character:
		v, ok := value.(*rt.Character)
		if !ok {
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.NAString)
		}
		xx.V[p] = v.V[0]
	case *rt.List:
		if xx.Expr || value.Type() == rt.ListType || value.Type() == rt.ExprType || vv.Attrs() != nil {
			return nil, false
		}
		if grow {
			xx.SetLen(n+1, rt.Nil)
		}
		rt.MarkShared(value)
		xx.V[p] = value
	default:
		return nil, false
	}
	return x, true
}

// ixIsNumber reports a logical, integer or double value.
func ixIsNumber(v rt.Value) bool {
	switch v.(type) {
	case *rt.Logical, *rt.Integer, *rt.Double:
		return true
	}
	return false
}

// assignVector is x[sub] <- value for a resolved vector subscript.
func assignVector(x rt.Value, sub vsub, value rt.Value, w Warner) (rt.Value, error) {
	if rt.IsNull(value) {
		if l, ok := x.(*rt.List); ok {
			return deleteElems(l, sub), nil
		}
		if len(sub.pos) == 0 {
			return x, nil
		}
		return nil, Errorf("replacement has length zero")
	}
	vlen := ixLen(value)
	if len(sub.pos) == 0 {
		// Nothing is replaced, but x still takes value's type and
		// grows to a long logical subscript.
		t, err := assignType(x, value)
		if err != nil || t == x.Type() && sub.stretch <= ixLen(x) {
			return x, err
		}
		xv, err := prepareTarget(x, value)
		if err == nil && sub.stretch > xv.Len() {
			ixStretch(xv, sub.stretch, sub.newNames)
		}
		return xv, err
	}
	if vlen == 0 {
		if _, err := assignType(x, value); err != nil {
			return nil, err
		}
		return nil, Errorf("replacement has length zero")
	}
	if sub.hasNA && vlen > 1 {
		return nil, Errorf("NAs are not allowed in subscripted assignments")
	}
	if m := len(sub.pos); m > 0 && m%vlen != 0 {
		w.Warn("number of items to replace is not a multiple of replacement length")
	}
	xv, err := prepareTarget(x, value)
	if err != nil {
		return nil, err
	}
	if sub.byName && len(ixDims(xv)) == 1 {
		// Assigning a one-dimensional array by name makes it a named
		// vector.
		nm := dimnameAt(ixDimnames(xv), 0)
		rt.SetAttr(xv, rt.DimSym, nil)
		rt.SetAttr(xv, rt.DimNamesSym, nil)
		if nm != nil {
			rt.SetAttr(xv, rt.NamesSym, rt.CharacterOf(append([]string(nil), nm...)...))
		}
	}
	if sub.stretch > xv.Len() {
		ixStretch(xv, sub.stretch, sub.newNames)
	}
	StoreElems(xv, sub.pos, value.(rt.Vector))
	return xv, nil
}

// prepareTarget returns the vector x[...] <- value modifies: x itself when
// it is unshared and of a type that holds value; otherwise a copy, or x
// converted to the common type (an atomic vector becoming a list keeps
// only its names). NULL becomes an empty vector of value's type.
func prepareTarget(x, value rt.Value) (rt.Vector, error) {
	vt := value.Type()
	if rt.IsNull(x) {
		return ixCoerce(rt.NewLogical(0), vt), nil
	}
	xv := x.(rt.Vector)
	t, err := assignType(x, value)
	if err != nil {
		return nil, err
	}
	if t != x.Type() {
		if t == rt.ListType || t == rt.ExprType {
			return ixToList(xv, t), nil
		}
		c := ixCoerce(xv, t)
		c.SetAttrs(xv.Attrs().Clone())
		return c, nil
	}
	if rt.Shared(x) {
		return rt.CopyVector(xv), nil
	}
	return xv, nil
}

// ixToList converts an atomic vector to a list (or expression vector)
// for subassignment: of its attributes only the names are kept (a
// one-dimensional array's dimnames become names).
func ixToList(x rt.Vector, t rt.Type) *rt.List {
	l := ixCoerce(x, t).(*rt.List)
	if nm := ixNamesAttr(x); nm != nil {
		rt.MarkShared(nm)
		rt.SetAttr(l, rt.NamesSym, nm)
	}
	return l
}

// ixNamesAttr returns the names attribute of x or, for a one-dimensional
// array, its dimnames as names; nil when there are none.
func ixNamesAttr(x rt.Value) *rt.Character {
	if nm := rt.Names(x); nm != nil {
		return nm
	}
	if d := ixDims(x); len(d) == 1 {
		if dn := ixDimnames(x); dn != nil && len(dn.V) == 1 {
			c, _ := dn.V[0].(*rt.Character)
			return c
		}
	}
	return nil
}

// ixTypeRank orders the vector types for promotion.
func ixTypeRank(t rt.Type) int {
	switch t {
	case rt.LogicalType:
		return 1
	case rt.IntegerType:
		return 2
	case rt.DoubleType:
		return 3
	case rt.ComplexType:
		return 4
	case rt.CharacterType:
		return 5
	case rt.ListType:
		return 6
	case rt.ExprType:
		return 7
	}
	return 0
}

// assignType is the type x takes to hold value: the higher of the two,
// except that a list stays a list when given an expression and raw mixes
// only with raw and the generic vectors.
func assignType(x, value rt.Value) (rt.Type, error) {
	xt, vt := x.Type(), value.Type()
	switch {
	case xt == rt.NilType:
		return vt, nil
	case xt == vt:
		return xt, nil
	case xt == rt.ListType && vt == rt.ExprType:
		return xt, nil
	case xt == rt.RawType || vt == rt.RawType:
		// Raw mixes only with raw and lists (and a raw vector can become
		// an expression vector, but not hold raw elements).
		if vt == rt.ListType || vt == rt.ExprType {
			return vt, nil
		}
		if xt == rt.ListType {
			return xt, nil
		}
		return 0, errIncompatible(value, x, "subassignment type fix")
	}
	if ixTypeRank(vt) > ixTypeRank(xt) {
		return vt, nil
	}
	return xt, nil
}

// ixStretch grows the unshared vector x to length n, filling with NA (NULL
// for a list). Its names, if any, are extended with "" and then with
// newNames for the positions after the old end; names are created when
// newNames is not empty. The dim and dimnames attributes are dropped.
func ixStretch(x rt.Vector, n int, newNames []string) {
	old := x.Len()
	ixSetLen(x, n)
	nm := ixNamesAttr(x)
	if nm != nil && rt.Names(x) == nil {
		rt.MarkShared(nm) // it is still the array's dimnames
	}
	rt.SetAttr(x, rt.DimSym, nil)
	rt.SetAttr(x, rt.DimNamesSym, nil)
	if nm == nil && len(newNames) == 0 {
		return
	}
	switch {
	case nm == nil:
		nm = rt.NewCharacter(n)
	case rt.Shared(nm):
		nm = nm.Copy()
		fallthrough
	default:
		nm.SetLen(n, "")
	}
	copy(nm.V[old:], newNames)
	rt.SetAttr(x, rt.NamesSym, nm)
}

// ixSetLen sets the length of a vector in place, filling with NA (or NULL,
// or raw zero).
func ixSetLen(x rt.Vector, n int) {
	switch x := x.(type) {
	case *rt.Logical:
		x.SetLen(n, rt.NALgl)
	case *rt.Integer:
		x.SetLen(n, rt.NAInt)
	case *rt.Double:
		x.SetLen(n, rt.NAReal)
	case *rt.Complex:
		x.SetLen(n, rt.NAComplex)
	case *rt.Character:
		x.SetLen(n, rt.NAString)
	case *rt.Raw:
		x.SetLen(n, 0)
	case *rt.List:
		x.SetLen(n, rt.Nil)
	}
}

// ixStore sets dst[p] for each non-NA position p in pos to the values of
// src, recycled.
func ixStore[T any](dst []T, pos []int, src []T) {
	m := len(src)
	for i, p := range pos {
		if p >= 0 {
			dst[p] = src[i%m]
		}
	}
}

// StoreElems stores value, recycled and converted to x's type, at the
// positions pos of x, which must hold them (negative positions are
// skipped).
func StoreElems(x rt.Vector, pos []int, value rt.Vector) {
	src := ixCoerce(value, x.Type())
	switch xv := x.(type) {
	case *rt.Logical:
		ixStore(xv.V, pos, src.(*rt.Logical).V)
	case *rt.Integer:
		ixStore(xv.V, pos, src.(*rt.Integer).V)
	case *rt.Double:
		ixStore(xv.V, pos, src.(*rt.Double).V)
	case *rt.Complex:
		ixStore(xv.V, pos, src.(*rt.Complex).V)
	case *rt.Character:
		ixStore(xv.V, pos, src.(*rt.Character).V)
	case *rt.Raw:
		ixStore(xv.V, pos, src.(*rt.Raw).V)
	case *rt.List:
		sv := src.(*rt.List).V
		for i, p := range pos {
			if p >= 0 {
				e := sv[i%len(sv)]
				rt.MarkShared(e)
				xv.V[p] = e
			}
		}
	}
}

// deleteElems is x[sub] <- NULL on a list: it removes the selected
// elements (after growing x to any position past its end).
func deleteElems(x *rt.List, sub vsub) rt.Value {
	if sub.stretch > len(x.V) && !x.Expr {
		if rt.Shared(x) {
			x = x.Copy()
		}
		if sub.byName {
			// The new names are deleted as soon as made.
			rt.SetAttr(x, rt.DimSym, nil)
			rt.SetAttr(x, rt.DimNamesSym, nil)
		} else {
			ixStretch(x, sub.stretch, nil)
		}
	}
	n := len(x.V)
	del := make([]bool, n)
	any := false
	for _, p := range sub.pos {
		if p >= 0 && p < n {
			del[p] = true
			any = true
		}
	}
	if !any {
		return x
	}
	return removeElems(x, del)
}

// removeElems removes from the list the elements marked in del, with
// their names; dim and dimnames are dropped. x is modified in place when
// unshared.
func removeElems(x *rt.List, del []bool) *rt.List {
	if rt.Shared(x) {
		x = x.Copy()
	}
	nm := rt.Names(x)
	if nm != nil && rt.Shared(nm) {
		nm = nm.Copy()
	}
	k := 0
	for i, e := range x.V {
		if del[i] {
			continue
		}
		x.V[k] = e
		if nm != nil {
			nm.V[k] = nm.V[i]
		}
		k++
	}
	for i := k; i < len(x.V); i++ {
		x.V[i] = rt.Nil // let the garbage collector have the removed values
	}
	x.SetLen(k, rt.Nil)
	if nm != nil {
		nm.SetLen(k, "")
		rt.SetAttr(x, rt.NamesSym, nm)
	}
	rt.SetAttr(x, rt.DimSym, nil)
	rt.SetAttr(x, rt.DimNamesSym, nil)
	return x
}

// assignArray is x[i, j, ...] <- value.
func assignArray(x rt.Vector, idx []rt.Value, xd []int, value rt.Value, w Warner) (rt.Value, error) {
	dn := ixDimnames(x)
	sel := make([][]int, len(xd))
	anyNA := false
	for k, s := range idx {
		p, hasNA, err := dimSubscript(s, xd[k], dimnameAt(dn, k), dn != nil)
		if err != nil {
			return nil, err
		}
		sel[k] = p
		anyNA = anyNA || hasNA
	}
	pos := arrayPositions(xd, sel)
	m := len(pos)
	vlen := ixLen(value)
	if vlen == 0 && m > 0 && !rt.IsNull(value) {
		return nil, Errorf("replacement has length zero")
	}
	if anyNA && vlen != 1 {
		return nil, Errorf("NAs are not allowed in subscripted assignments")
	}
	value, err := assignValue(x, value, w)
	if err != nil {
		return nil, err
	}
	if m == 0 {
		if rt.IsNull(value) {
			return x, nil
		}
		t, err := assignType(x, value)
		if err != nil || t == x.Type() {
			return x, err
		}
		return prepareTarget(x, value)
	}
	if rt.IsNull(value) {
		return nil, Errorf("number of items to replace is not a multiple of replacement length")
	}
	if vlen == 0 {
		return nil, Errorf("replacement has length zero")
	}
	if m%vlen != 0 {
		return nil, Errorf("number of items to replace is not a multiple of replacement length")
	}
	xv, err := prepareTarget(x, value)
	if err != nil {
		return nil, err
	}
	StoreElems(xv, pos, value.(rt.Vector))
	return xv, nil
}

// SubAssign2 implements the default method of `[[<-`: x[[idx...]] <- value.
//
// One index assigns one element: on a list any value (NULL deletes the
// element), on an atomic vector a value of length one (a list value makes
// x a list). Positions past the end and unknown names append. On a list a
// vector index of length k assigns recursively (x[[c(i, j)]] <- v is
// x[[i]][[j]] <- v). As many indices as x has dimensions assign one array
// element. NULL becomes a list. Environments must be handled by the
// evaluator (see EnvIndexName).
func SubAssign2(x rt.Value, idx []rt.Value, value rt.Value, w Warner) (rt.Value, error) {
	if value == nil {
		value = rt.Nil
	}
	switch xv := x.(type) {
	case *rt.Env:
		if _, err := EnvIndexName(idx, true); err != nil {
			return nil, err
		}
		return nil, Errorf("environments are assigned by the evaluator")
	case nil, *rt.Null, *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List, *rt.Lang, *rt.PairList:
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(xv))
	}
	if value == x {
		value = ixCopyValue(value)
	}
	if rt.IsNull(x) && rt.IsNull(value) {
		return rt.Nil, nil
	}
	if _, isList := x.(*rt.List); ixIsVector(x) && !isList {
		if s := idx; len(s) == 1 && ixLen(s[0]) > 1 && isIndexType(s[0]) {
			// Only a list is indexed recursively; the first level
			// must still be a valid index.
			if _, _, err := oneIndexAssign(s[0], 0, ixLen(x), vectorNames(x)); err != nil {
				return nil, err
			}
			return nil, Errorf("attempt to select more than one element in vectorIndex")
		}
		if err := checkAtomicElem(value); err != nil {
			return nil, err
		}
	}
	if len(idx) > 0 && idx[0] == rt.Value(rt.MissingArg) {
		return nil, Errorf("[[ ]] with missing subscript")
	}
	xd := ixDims(x)
	if len(idx) != 1 && len(idx) != len(xd) || len(idx) == 0 {
		return nil, Errorf("[[ ]] improper number of subscripts")
	}
	if len(idx) == 1 {
		s := idx[0]
		if !isIndexType(s) {
			return nil, subscriptTypeError(s)
		}
		if ixLen(s) == 0 {
			return nil, Errorf("attempt to select less than one element in OneIndex")
		}
		return assign2Rec(x, s, 0, value, w)
	}
	xv := x.(rt.Vector)
	off, err := arrayOffset(idx, xd, ixDimnames(x), ExactTrue, w, true)
	if err != nil {
		return nil, err
	}
	if l, ok := x.(*rt.List); ok {
		if rt.IsNull(value) || l.Expr && value.Type() == rt.ListType {
			return nil, errIncompatible(value, x, "[[ assignment")
		}
		return setElem(xv, off, value), nil
	}
	return assign2Atomic(xv, off, value)
}

// ixCopyValue returns an unshared copy of a vector, call or pairlist.
func ixCopyValue(v rt.Value) rt.Value {
	switch v := v.(type) {
	case *rt.Lang:
		return v.Copy()
	case *rt.PairList:
		return &rt.PairList{Items: append([]rt.Arg(nil), v.Items...)}
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		return rt.CopyVector(v.(rt.Vector))
	}
	return v
}

// assign2Rec is x[[s[k:]]] <- value: the recursive form descends one level
// per element of s but the last.
func assign2Rec(x rt.Value, s rt.Value, k int, value rt.Value, w Warner) (rt.Value, error) {
	if k == ixLen(s)-1 {
		return assign2One(x, s, k, value, w)
	}
	if !isListLike(x) && !rt.IsNull(x) {
		return nil, Errorf("recursive indexing failed at level %d\n", k+1)
	}
	n := ixLen(x)
	p, _, err := oneIndexAssign(s, k, n, vectorNames(x))
	if err == errNAReal || err == nil && p >= n {
		return nil, Errorf("no such index at level %d\n", k+1)
	}
	if err != nil {
		return nil, err
	}
	child := rawElem(x, p)
	if rt.Shared(x) {
		// The element is reachable through every reference to x.
		rt.MarkShared(child)
	}
	child, err = assign2Rec(child, s, k+1, value, w)
	if err != nil {
		return nil, err
	}
	switch xv := x.(type) {
	case *rt.Lang:
		l := langToList(xv)
		l.V[p] = child
		rt.MarkShared(child)
		return listToLang(l), nil
	case *rt.PairList:
		l := pairToList(xv)
		l.V[p] = child
		rt.MarkShared(child)
		return listToPair(l), nil
	}
	return setElem(x.(*rt.List), p, child), nil
}

// rawElem returns element p of a list, call or pairlist without marking it.
func rawElem(x rt.Value, p int) rt.Value {
	switch x := x.(type) {
	case *rt.List:
		return x.V[p]
	case *rt.Lang:
		if p == 0 {
			return x.Fn
		}
		return x.Args[p-1].Val
	case *rt.PairList:
		return x.Items[p].Val
	}
	panic("ops: rawElem on a non-list")
}

// assign2One is x[[s[k]]] <- value for one index element.
func assign2One(x rt.Value, s rt.Value, k int, value rt.Value, w Warner) (rt.Value, error) {
	switch xv := x.(type) {
	case nil, *rt.Null:
		if rt.IsNull(value) {
			return rt.Nil, nil
		}
		x = rt.NewList(0)
	case *rt.Lang:
		if indexString(s, k) == "" && s.Type() == rt.CharacterType {
			return nil, Errorf("attempt to use zero-length variable name")
		}
		r, err := assign2One(langToList(xv), s, k, value, w)
		if err != nil {
			return nil, err
		}
		return listToLang(r.(*rt.List)), nil
	case *rt.PairList:
		r, err := assign2One(pairToList(xv), s, k, value, w)
		if err != nil {
			return nil, err
		}
		return listToPair(r.(*rt.List)), nil
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	xv := x.(rt.Vector)
	n := xv.Len()
	l, isList := x.(*rt.List)
	if !isList {
		if err := checkAtomicElem(value); err != nil {
			return nil, err
		}
	}
	p, isNew, err := oneIndexAssign(s, k, n, vectorNames(x))
	if err == errNAReal && isList && rt.IsNull(value) {
		return x, nil
	}
	if err != nil {
		return nil, err
	}
	if isList && l.Expr {
		switch value.Type() {
		case rt.RawType:
			return nil, errIncompatible(value, x, "subassignment type fix")
		case rt.ListType:
			return nil, errIncompatible(value, x, "[[ assignment")
		}
	}
	if isList && rt.IsNull(value) {
		if p >= n {
			return x, nil
		}
		del := make([]bool, n)
		del[p] = true
		return removeElems(l, del), nil
	}
	if !isList {
		if _, ok := value.(*rt.List); ok {
			// A list value makes x a list, holding value as an element.
			xv = ixToList(xv, rt.ListType)
		} else if !isVectorValue(value) {
			return nil, errIncompatible(value, x, "[[ assignment")
		}
	}
	if p >= n {
		var newNames []string
		if isNew {
			newNames = []string{indexString(s, k)}
		}
		if _, ok := xv.(*rt.List); !ok {
			v, err := prepareTarget(xv, value)
			if err != nil {
				return nil, err
			}
			xv = v
		} else if rt.Shared(xv) {
			xv = rt.CopyVector(xv)
		}
		ixStretch(xv, p+1, newNames)
	}
	if _, ok := xv.(*rt.List); ok {
		return setElem(xv, p, value), nil
	}
	return assign2Atomic(xv, p, value)
}

// isVectorValue reports whether v is NULL or a vector.
func isVectorValue(v rt.Value) bool {
	return rt.IsNull(v) || ixIsVector(v)
}

// ixIsVector reports whether v is an atomic vector or a list (calls and
// pairlists, which also have a length and attributes, are not).
func ixIsVector(v rt.Value) bool {
	switch v.(type) {
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		return true
	}
	return false
}

// checkAtomicElem checks a value for x[[i]] <- value on an atomic x: it
// must have exactly one element.
func checkAtomicElem(value rt.Value) error {
	if !isVectorValue(value) {
		return nil
	}
	switch m := ixLen(value); {
	case m == 0:
		return Errorf("replacement has length zero")
	case m > 1:
		return Errorf("more elements supplied than there are to replace")
	}
	return nil
}

// assign2Atomic stores the single element of value at position p of the
// atomic vector x, promoting x if needed; a list value makes x a list.
func assign2Atomic(x rt.Vector, p int, value rt.Value) (rt.Value, error) {
	if err := checkAtomicElem(value); err != nil {
		return nil, err
	}
	if !isVectorValue(value) {
		return nil, errIncompatible(value, x, "[[ assignment")
	}
	if _, ok := value.(*rt.List); ok {
		return setElem(ixToList(x, rt.ListType), p, value), nil
	}
	xv, err := prepareTarget(x, value)
	if err != nil {
		return nil, err
	}
	ixSetOne(xv, p, value.(rt.Vector))
	return xv, nil
}

// ixSetOne sets element p of the atomic vector x to the first element of
// v, whose type is not higher than x's.
func ixSetOne(x rt.Vector, p int, v rt.Vector) {
	switch xv := x.(type) {
	case *rt.Logical:
		xv.V[p] = ixInt(v, 0)
	case *rt.Integer:
		xv.V[p] = ixInt(v, 0)
	case *rt.Double:
		xv.V[p] = ixDbl(v, 0)
	case *rt.Complex:
		xv.V[p] = ixCplx(v, 0)
	case *rt.Character:
		xv.V[p] = ixStr(v, 0)
	case *rt.Raw:
		xv.V[p] = v.(*rt.Raw).V[0]
	}
}

// setElem stores v as element p of the list x (copied first if shared)
// and marks v shared.
func setElem(x rt.Vector, p int, v rt.Value) rt.Value {
	l := x.(*rt.List)
	if rt.Shared(l) {
		l = l.Copy()
	}
	rt.MarkShared(v)
	l.V[p] = v
	return l
}

// DollarAssign implements the default method of `$<-`: x$name <- value.
// On a list it replaces the first element named exactly name, or appends
// one; NULL deletes it. NULL becomes a list; an atomic vector becomes a
// list with R's warning "Coercing LHS to a list". Environments are handled
// by the evaluator.
func DollarAssign(x rt.Value, name string, value rt.Value, w Warner) (rt.Value, error) {
	if value == nil {
		value = rt.Nil
	}
	switch xv := x.(type) {
	case nil, *rt.Null:
		if rt.IsNull(value) {
			return rt.Nil, nil
		}
		x = rt.NewList(0)
	case *rt.Lang:
		r, err := DollarAssign(langToList(xv), name, value, w)
		if err != nil {
			return nil, err
		}
		return listToLang(r.(*rt.List)), nil
	case *rt.PairList:
		r, err := DollarAssign(pairToList(xv), name, value, w)
		if err != nil {
			return nil, err
		}
		return listToPair(r.(*rt.List)), nil
	case *rt.List:
		if xv.Expr && !rt.IsNull(value) {
			// $<- makes an expression vector a list.
			l := xv.Copy()
			l.Expr = false
			x = l
		}
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw:
		w.Warn("Coercing LHS to a list")
		x = ixToList(xv.(rt.Vector), rt.ListType)
	case *rt.Env:
		return nil, Errorf("environments are assigned by the evaluator")
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	if value == x {
		value = ixCopyValue(value)
	}
	l := x.(*rt.List)
	p := findName(vectorNames(l), name)
	if rt.IsNull(value) {
		if p < 0 {
			return l, nil
		}
		del := make([]bool, len(l.V))
		del[p] = true
		return removeElems(l, del), nil
	}
	if p < 0 {
		if rt.Shared(l) {
			l = l.Copy()
		}
		p = len(l.V)
		ixStretch(l, p+1, []string{name})
	}
	return setElem(l, p, value), nil
}

// Coercion of vectors for subassignment. These convert upward only
// (logical < integer < double < complex < character < list < expression).

// ixCoerce returns v converted to type t, without attributes; v
// itself when it already has type t.
func ixCoerce(v rt.Vector, t rt.Type) rt.Vector {
	if v.Type() == t {
		return v
	}
	n := v.Len()
	switch t {
	case rt.LogicalType:
		// Only an empty logical vector is ever converted to (from NULL).
		return rt.NewLogical(n)
	case rt.IntegerType:
		r := rt.NewInteger(n)
		for i := range r.V {
			r.V[i] = ixInt(v, i)
		}
		return r
	case rt.DoubleType:
		r := rt.NewDouble(n)
		for i := range r.V {
			r.V[i] = ixDbl(v, i)
		}
		return r
	case rt.ComplexType:
		r := rt.NewComplex(n)
		for i := range r.V {
			r.V[i] = ixCplx(v, i)
		}
		return r
	case rt.CharacterType:
		r := rt.NewCharacter(n)
		for i := range r.V {
			r.V[i] = ixStr(v, i)
		}
		return r
	case rt.RawType:
		return rt.NewRaw(n)
	case rt.ListType, rt.ExprType:
		r := rt.NewList(n)
		r.Expr = t == rt.ExprType
		for i := range r.V {
			r.V[i] = ixElem(v, i)
		}
		return r
	}
	panic("ops: coerceVector to " + t.String())
}

// ixInt returns element i of a logical or integer vector as an integer.
func ixInt(v rt.Vector, i int) int32 {
	switch v := v.(type) {
	case *rt.Logical:
		return v.V[i]
	case *rt.Integer:
		return v.V[i]
	}
	return rt.NAInt
}

// ixDbl returns element i of a logical, integer or double vector as a
// double.
func ixDbl(v rt.Vector, i int) float64 {
	switch v := v.(type) {
	case *rt.Logical:
		return rt.IntegerToDouble(v.V[i])
	case *rt.Integer:
		return rt.IntegerToDouble(v.V[i])
	case *rt.Double:
		return v.V[i]
	}
	return rt.NAReal
}

// ixCplx returns element i of a number vector as a complex number; NA
// becomes NA in both parts (a NaN stays NaN+0i).
func ixCplx(v rt.Vector, i int) complex128 {
	if c, ok := v.(*rt.Complex); ok {
		return c.V[i]
	}
	d := ixDbl(v, i)
	if rt.IsNA(d) {
		return rt.NAComplex
	}
	return complex(d, 0)
}

// ixStr returns element i of an atomic vector as as.character() writes it.
func ixStr(v rt.Vector, i int) string {
	switch v := v.(type) {
	case *rt.Logical:
		return rt.LogicalToString(v.V[i])
	case *rt.Integer:
		return rt.IntegerToString(v.V[i])
	case *rt.Double:
		return rt.RealToString(v.V[i])
	case *rt.Complex:
		return rt.ComplexElemToString(v.V[i])
	case *rt.Character:
		return v.V[i]
	}
	return rt.NAString
}
