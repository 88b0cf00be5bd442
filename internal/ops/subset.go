package ops

import (
	"gorir/internal/rt"
)

// This file implements the default methods of R's extraction operators:
// x[i], x[i, j, ...], x[[i]], x[[i, j, ...]] and x$name.

// Subset implements the default method of `[`: x[idx[0], idx[1], ...]. An
// empty argument (x[, 1]) is rt.MissingArg; x[] is one MissingArg. drop is
// the `drop` argument (TRUE by default), which removes the extents of one
// from an array result.
//
// A single index selects elements as a vector (names are kept; a
// one-dimensional array stays one), or, when it is a matrix with one
// column per dimension of x, selects one element per row. As many indices
// as x has dimensions select an array block. Positions past the end and NA
// indices give NA (NULL for a list). Environments, functions and other
// non-vectors are "not subsettable"; x[] keeps every attribute but class
// and tsp.
func Subset(x rt.Value, idx []rt.Value, drop bool, w Warner) (rt.Value, error) {
	switch xv := x.(type) {
	case nil, *rt.Null:
		return rt.Nil, nil
	case *rt.Lang:
		r, err := Subset(langToList(xv), idx, drop, w)
		if err != nil {
			return nil, err
		}
		l := r.(*rt.List)
		if nm := rt.Names(l); nm != nil {
			// Arguments selected by NA or out of range are untagged.
			c := nm.Copy()
			for i, s := range c.V {
				if rt.IsNAString(s) {
					c.V[i] = ""
				}
			}
			rt.SetAttr(l, rt.NamesSym, c)
		}
		return listToLang(l), nil
	case *rt.PairList:
		return Subset(pairToList(xv), idx, drop, w)
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	xv := x.(rt.Vector)
	if len(idx) == 0 {
		return x, nil
	}
	xd := ixDims(x)
	if len(idx) == 1 {
		s := idx[0]
		if s == rt.Value(rt.MissingArg) {
			return subsetAll(xv), nil
		}
		if r := subsetScalar(xv, s); r != nil {
			return r, nil
		}
		if pos, _, ok, err := matrixSubscript(s, xd, ixDimnames(x)); ok || err != nil {
			if err != nil {
				return nil, err
			}
			return ixGather(xv, pos), nil
		}
		return subsetVector(xv, s, xd, drop)
	}
	if len(idx) != len(xd) {
		return nil, Errorf("incorrect number of dimensions")
	}
	return subsetArray(xv, idx, xd, drop)
}

// subsetAll is x[]: x without its class and tsp attributes.
func subsetAll(x rt.Vector) rt.Value {
	a := x.Attrs()
	if a.Get(rt.ClassSym) == nil && a.Get(rt.TspSym) == nil {
		return x
	}
	c := rt.CopyVector(x)
	rt.SetAttr(c, rt.ClassSym, nil)
	rt.SetAttr(c, rt.TspSym, nil)
	return c
}

// subsetScalar is the fast path of x[i] for an atomic x without
// attributes and one positive in-range number i. It returns nil when it
// does not apply.
func subsetScalar(x rt.Vector, s rt.Value) rt.Value {
	if x.Attrs() != nil {
		return nil
	}
	var p int
	switch sv := s.(type) {
	case *rt.Integer:
		if len(sv.V) != 1 || sv.V[0] <= 0 {
			return nil
		}
		p = int(sv.V[0]) - 1
	case *rt.Double:
		if len(sv.V) != 1 || !(sv.V[0] >= 1 && sv.V[0] < maxIndex) {
			return nil
		}
		p = int(sv.V[0]) - 1
	default:
		return nil
	}
	if p >= x.Len() {
		return nil
	}
	switch x := x.(type) {
	case *rt.Logical:
		return rt.LogicalScalar(x.V[p])
	case *rt.Integer:
		return rt.IntScalar(x.V[p])
	case *rt.Double:
		return rt.DoubleScalar(x.V[p])
	case *rt.Complex:
		return rt.ComplexScalar(x.V[p])
	case *rt.Character:
		return rt.StringScalar(x.V[p])
	}
	return nil
}

// subsetVector is x[s] with a single vector index.
func subsetVector(x rt.Vector, s rt.Value, xd []int, drop bool) (rt.Value, error) {
	names := vectorNames(x)
	r, err := vectorSubscript(s, x.Len(), names, false)
	if err != nil {
		return nil, err
	}
	out := ixGather(x, r.pos)
	var nm *rt.Character
	if names != nil {
		nm = rt.NewCharacter(len(r.pos))
		ixPick(nm.V, names, r.pos, rt.NAString)
	}
	if n := len(r.pos); len(xd) == 1 && (n > 1 || !drop && (n == 1 || n == 0)) {
		// A one-dimensional array stays one.
		rt.SetAttr(out, rt.DimSym, rt.IntScalar(int32(n)))
		if nm != nil {
			var dn *rt.List
			if n == 0 {
				dn = rt.ListOf(rt.Nil)
			} else {
				dn = rt.ListOf(nm)
			}
			if old := ixDimnames(x); old != nil {
				if dnn := rt.Names(old); dnn != nil {
					rt.SetAttr(dn, rt.NamesSym, dnn)
				}
			}
			rt.SetAttr(out, rt.DimNamesSym, dn)
		}
		return out, nil
	}
	if nm != nil {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

// subsetArray is x[i, j, ...] on an array with len(idx) dimensions.
func subsetArray(x rt.Vector, idx []rt.Value, xd []int, drop bool) (rt.Value, error) {
	dn := ixDimnames(x)
	sel := make([][]int, len(xd))
	for k, s := range idx {
		p, _, err := dimSubscript(s, xd[k], dimnameAt(dn, k), dn != nil)
		if err != nil {
			return nil, err
		}
		sel[k] = p
	}
	out := ixGather(x, arrayPositions(xd, sel))
	rd := make([]int, len(sel))
	for k, s := range sel {
		rd[k] = len(s)
	}
	// Dimnames of the result, one per dimension (nil when absent).
	var rdn []rt.Value
	var dnn *rt.Character
	if dn != nil {
		dnn = rt.Names(dn)
		rdn = make([]rt.Value, len(sel))
		for k := range sel {
			if names := dimnameAt(dn, k); names != nil && len(sel[k]) > 0 {
				c := rt.NewCharacter(len(sel[k]))
				ixPick(c.V, names, sel[k], rt.NAString)
				rdn[k] = c
			} else {
				rdn[k] = rt.Nil
			}
		}
	}
	keep := make([]int, 0, len(rd))
	for k, d := range rd {
		if !drop || d != 1 {
			keep = append(keep, k)
		}
	}
	if drop && len(keep) <= 1 {
		// The result is a plain vector; it takes its names from the one
		// dimension left, or from the only dimension that has dimnames.
		var names rt.Value
		if len(keep) == 1 {
			if rdn != nil {
				names = rdn[keep[0]]
			}
		} else if rdn != nil {
			for _, d := range rdn {
				if !rt.IsNull(d) {
					if names != nil {
						names = nil
						break
					}
					names = d
				}
			}
		}
		if names != nil && !rt.IsNull(names) {
			rt.SetAttr(out, rt.NamesSym, names)
		}
		return out, nil
	}
	dim := rt.NewInteger(len(keep))
	for i, k := range keep {
		dim.V[i] = int32(rd[k])
	}
	rt.SetAttr(out, rt.DimSym, dim)
	if rdn != nil && len(keep) < len(rd) {
		// Dropping dimensions also drops dimnames that are all NULL,
		// even when they have names.
		any := false
		for _, k := range keep {
			if !rt.IsNull(rdn[k]) {
				any = true
			}
		}
		if !any {
			rdn = nil
		}
	}
	if rdn != nil {
		l := rt.NewList(len(keep))
		for i, k := range keep {
			l.V[i] = rdn[k]
		}
		var ln *rt.Character
		if dnn != nil {
			ln = rt.NewCharacter(len(keep))
			for i, k := range keep {
				ln.V[i] = dnn.V[k]
			}
			rt.SetAttr(l, rt.NamesSym, ln)
		}
		rt.SetAttr(out, rt.DimNamesSym, l)
	}
	return out, nil
}

// ixPick sets dst[i] to src[pos[i]], or to na when pos[i] is NA or past the
// end of src.
func ixPick[T any](dst, src []T, pos []int, na T) {
	for i, p := range pos {
		if p >= 0 && p < len(src) {
			dst[i] = src[p]
		} else {
			dst[i] = na
		}
	}
}

// ixGather returns a new vector of x's type holding the elements at pos (NA,
// or NULL for a list, where a position is NA or past the end), without
// attributes. Elements taken from a list become shared.
func ixGather(x rt.Vector, pos []int) rt.Vector {
	n := len(pos)
	switch x := x.(type) {
	case *rt.Logical:
		r := rt.NewLogical(n)
		ixPick(r.V, x.V, pos, rt.NALgl)
		return r
	case *rt.Integer:
		r := rt.NewInteger(n)
		ixPick(r.V, x.V, pos, rt.NAInt)
		return r
	case *rt.Double:
		r := rt.NewDouble(n)
		ixPick(r.V, x.V, pos, rt.NAReal)
		return r
	case *rt.Complex:
		r := rt.NewComplex(n)
		ixPick(r.V, x.V, pos, rt.NAComplex)
		return r
	case *rt.Character:
		r := rt.NewCharacter(n)
		ixPick(r.V, x.V, pos, rt.NAString)
		return r
	case *rt.Raw:
		r := rt.NewRaw(n)
		ixPick(r.V, x.V, pos, 0)
		return r
	case *rt.List:
		r := rt.NewList(n)
		r.Expr = x.Expr
		ixPick(r.V, x.V, pos, rt.Value(rt.Nil))
		for _, e := range r.V {
			rt.MarkShared(e)
		}
		return r
	}
	panic("ops: gather on a non-vector")
}

// ixElem returns x[[p]] of an atomic vector as a length-one vector
// without attributes, or the element itself (marked shared) for a list.
func ixElem(x rt.Vector, p int) rt.Value {
	switch x := x.(type) {
	case *rt.Logical:
		return rt.LogicalScalar(x.V[p])
	case *rt.Integer:
		return rt.IntScalar(x.V[p])
	case *rt.Double:
		return rt.DoubleScalar(x.V[p])
	case *rt.Complex:
		return rt.ComplexScalar(x.V[p])
	case *rt.Character:
		return rt.StringScalar(x.V[p])
	case *rt.Raw:
		return rt.RawOf(x.V[p])
	case *rt.List:
		e := x.V[p]
		rt.MarkShared(e)
		return e
	}
	panic("ops: element of a non-vector")
}

// Subset2 implements the default method of `[[`: x[[idx[0], ...]]. exact
// is the `exact` argument.
//
// One index selects one element; on a list, a vector index of length k
// indexes recursively (x[[c(i, j)]] is x[[i]][[j]]). An unknown name or NA
// gives NULL on a list and "subscript out of bounds" on an atomic vector.
// As many indices as x has dimensions select one array element. NULL[[i]]
// is NULL. Calls and pairlists are indexed like lists. Environments must
// be handled by the evaluator (see EnvIndexName).
func Subset2(x rt.Value, idx []rt.Value, exact Exact, w Warner) (rt.Value, error) {
	switch x.(type) {
	case nil, *rt.Null:
		return rt.Nil, nil
	case *rt.Env:
		if _, err := EnvIndexName(idx, false); err != nil {
			return nil, err
		}
		return nil, Errorf("environments are indexed by the evaluator")
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List, *rt.Lang, *rt.PairList:
	default:
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	if len(idx) == 1 {
		s := idx[0]
		if s == rt.Value(rt.MissingArg) {
			// R matches the empty argument, a symbol with an empty
			// name, against the names.
			for i, nm := range vectorNames(x) {
				if nm == "" {
					return seqElem(x, i), nil
				}
			}
			if isListLike(x) {
				return rt.Nil, nil
			}
			return nil, errOutOfBounds()
		}
		m := ixLen(s)
		switch {
		case m == 0:
			if _, ok := s.(*rt.List); ok {
				return nil, subscriptTypeError(s)
			}
			if !isIndexType(s) {
				return nil, subscriptTypeError(s)
			}
			return nil, Errorf("attempt to select less than one element in get1index")
		case m > 1:
			if !isIndexType(s) {
				return nil, subscriptTypeError(s)
			}
			if !isListLike(x) {
				return nil, Errorf("attempt to select more than one element in vectorIndex")
			}
		}
		cur := x
		for k := 0; k < m-1; k++ {
			if !isListLike(cur) {
				return nil, Errorf("recursive indexing failed at level %d\n", k+1)
			}
			n := ixLen(cur)
			p, err := get1index(s, k, n, vectorNames(cur), exact, true, w)
			if err != nil {
				return nil, err
			}
			if p < 0 || p >= n {
				return nil, Errorf("no such index at level %d\n", k+1)
			}
			cur = seqElem(cur, p)
		}
		return subset2One(cur, s, m-1, exact, w)
	}
	xd := ixDims(x)
	if len(idx) != len(xd) || len(idx) == 0 {
		return nil, Errorf("incorrect number of subscripts")
	}
	off, err := arrayOffset(idx, xd, ixDimnames(x), exact, w, false)
	if err != nil {
		return nil, err
	}
	return seqElem(x, off), nil
}

// subset2One is x[[s[k]]] for one index element.
func subset2One(x rt.Value, s rt.Value, k int, exact Exact, w Warner) (rt.Value, error) {
	if rt.IsNull(x) {
		return rt.Nil, nil
	}
	n := ixLen(x)
	p, err := get1index(s, k, n, vectorNames(x), exact, true, w)
	if err != nil {
		return nil, err
	}
	if p >= n || (p < 0 && !isListLike(x)) {
		return nil, errOutOfBounds()
	}
	if !isListLike(x) && !ixIsVector(x) {
		return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
	}
	if p < 0 {
		return rt.Nil, nil
	}
	return seqElem(x, p), nil
}

// arrayOffset resolves the subscripts of x[[i, j, ...]] or
// x[[i, j, ...]] <- v to a position in the array.
func arrayOffset(idx []rt.Value, xd []int, dn *rt.List, exact Exact, w Warner, assign bool) (int, error) {
	oob := errOutOfBounds
	if assign {
		oob = func() error { return errNAReal }
	}
	off, stride := 0, 1
	for k, s := range idx {
		if s == rt.Value(rt.MissingArg) {
			return 0, oob()
		}
		switch m := ixLen(s); {
		case !isIndexType(s):
			return 0, subscriptTypeError(s)
		case m == 0:
			return 0, Errorf("attempt to select less than one element in get1index")
		case m > 1:
			return 0, Errorf("attempt to select more than one element in get1index")
		}
		p, err := get1index(s, 0, xd[k], dimnameAt(dn, k), exact, assign, w)
		if err != nil {
			return 0, err
		}
		if p < 0 || p >= xd[k] {
			return 0, oob()
		}
		off += p * stride
		stride *= xd[k]
	}
	return off, nil
}

// isIndexType reports whether s has a type usable as a subscript.
func isIndexType(s rt.Value) bool {
	switch s.(type) {
	case *rt.Integer, *rt.Double, *rt.Logical, *rt.Character, *rt.Null, *rt.Symbol:
		return true
	}
	return false
}

// isListLike reports whether x holds arbitrary values as elements: a list,
// an expression vector, a call or a pairlist.
func isListLike(x rt.Value) bool {
	switch x.(type) {
	case *rt.List, *rt.Lang, *rt.PairList:
		return true
	}
	return false
}

// seqElem returns element p of a vector, call or pairlist, marking it
// shared when it is stored in x.
func seqElem(x rt.Value, p int) rt.Value {
	switch x := x.(type) {
	case *rt.Lang:
		var e rt.Value
		if p == 0 {
			e = x.Fn
		} else {
			e = x.Args[p-1].Val
		}
		rt.MarkShared(e)
		return e
	case *rt.PairList:
		e := x.Items[p].Val
		rt.MarkShared(e)
		return e
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw, *rt.List:
		return ixElem(x.(rt.Vector), p)
	}
	panic("ops: seqElem on a non-sequence")
}

// Dollar implements the default method of `$`: x$name. On a list (or a
// call or pairlist) it returns the element named name, or failing that
// the one whose name name uniquely abbreviates, or NULL. NULL$name is
// NULL; on an atomic vector it is an error. Environments are handled by
// the evaluator.
func Dollar(x rt.Value, name string) (rt.Value, error) {
	switch x.(type) {
	case nil, *rt.Null:
		return rt.Nil, nil
	case *rt.List, *rt.Lang, *rt.PairList:
		p := matchName(vectorNames(x), name, ExactFalse, nil)
		if p < 0 {
			return rt.Nil, nil
		}
		return seqElem(x, p), nil
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character, *rt.Raw:
		return nil, Errorf("$ operator is invalid for atomic vectors")
	case *rt.Env:
		return nil, Errorf("environments are indexed by the evaluator")
	}
	return nil, Errorf("object of type '%s' is not subsettable", ixTypeName(x))
}

// langNames returns the tags of a call as names (the function's is ""),
// or nil when no argument is tagged.
func langNames(l *rt.Lang) []string {
	tagged := false
	for _, a := range l.Args {
		if a.Tag != nil {
			tagged = true
			break
		}
	}
	if !tagged {
		return nil
	}
	out := make([]string, len(l.Args)+1)
	for i, a := range l.Args {
		if a.Tag != nil {
			out[i+1] = a.Tag.Name
		}
	}
	return out
}

// argNames returns the tags of an argument list as names, or nil when
// none is tagged.
func argNames(items []rt.Arg) []string {
	var out []string
	for i, a := range items {
		if a.Tag != nil {
			if out == nil {
				out = make([]string, len(items))
			}
			out[i] = a.Tag.Name
		}
	}
	return out
}

// langToList converts a call to the list of its function and arguments,
// named by the argument tags.
func langToList(l *rt.Lang) *rt.List {
	out := rt.NewList(l.Len())
	out.V[0] = l.Fn
	for i, a := range l.Args {
		out.V[i+1] = a.Val
	}
	for _, e := range out.V {
		rt.MarkShared(e)
	}
	if nm := langNames(l); nm != nil {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(nm...))
	}
	return out
}

// listToLang converts a list back to a call: its first element is the
// function, the others the arguments, tagged by the names. An empty list
// gives NULL.
func listToLang(l *rt.List) rt.Value {
	if len(l.V) == 0 {
		return rt.Nil
	}
	items := listToArgs(l)
	return &rt.Lang{Fn: items[0].Val, Args: items[1:]}
}

// pairToList converts a pairlist to a list named by its tags.
func pairToList(p *rt.PairList) *rt.List {
	out := rt.NewList(len(p.Items))
	for i, a := range p.Items {
		out.V[i] = a.Val
		rt.MarkShared(a.Val)
	}
	if nm := argNames(p.Items); nm != nil {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(nm...))
	}
	return out
}

// listToPair converts a list to a pairlist (NULL when empty).
func listToPair(l *rt.List) rt.Value {
	if len(l.V) == 0 {
		return rt.Nil
	}
	return &rt.PairList{Items: listToArgs(l)}
}

// listToArgs converts a list to tagged arguments.
func listToArgs(l *rt.List) []rt.Arg {
	items := make([]rt.Arg, len(l.V))
	nm := rt.Names(l)
	for i, e := range l.V {
		items[i].Val = e
		if nm != nil && nm.V[i] != "" {
			items[i].Tag = rt.Intern(nm.V[i]) // NA becomes the tag `NA`
		}
	}
	return items
}
