package ops

import (
	"math"

	"gorir/internal/rt"
)

// This file resolves subscripts: it turns the index arguments of `[`,
// `[[`, `[<-` and `[[<-` into 0-based element positions, with R's rules
// for each kind of index (positive, negative, zero, NA, logical,
// character, missing) and R's error messages. subset.go and subassign.go
// share it.

// Exact is the `exact` argument of `[[`: whether character subscripts must
// match names exactly. The zero value is R's default, exact = TRUE.
type Exact int8

const (
	// ExactTrue matches names exactly (R's default).
	ExactTrue Exact = iota
	// ExactFalse also accepts a unique partial match.
	ExactFalse
	// ExactNA accepts a unique partial match with a warning.
	ExactNA
)

// naPos marks an NA in a list of resolved positions.
const naPos = -1

// maxIndex bounds indices taken from doubles, so that conversions to int
// cannot overflow; it is far beyond any vector length gorir can allocate.
const maxIndex = 1 << 52

// maxStretch is the longest a subassignment may grow a vector to.
const maxStretch = math.MaxInt32

// vsub is a resolved vector subscript.
type vsub struct {
	// pos lists the selected positions, 0-based; naPos marks an NA. For
	// `[`, positions past the end select NA (NULL for lists).
	pos []int
	// stretch is, for an assignment, the length the vector must grow to;
	// 0 when it does not grow.
	stretch int
	// newNames holds, for an assignment by name, the names of the
	// positions appended past the old length (the rest get "").
	newNames []string
	// hasNA reports whether pos contains naPos.
	hasNA bool
	// byName reports a character subscript.
	byName bool
}

// subscriptTypeError is R's error for an index of an unusable type.
func subscriptTypeError(s rt.Value) error {
	return Errorf("invalid subscript type '%s'", ixTypeName(s))
}

// ixTypeName is typeof(v), with NULL for a Go nil.
func ixTypeName(v rt.Value) string {
	if v == nil {
		return "NULL"
	}
	return v.Type().String()
}

// ixLen is length(v) for the values indexing deals with.
func ixLen(v rt.Value) int {
	switch v := v.(type) {
	case nil, *rt.Null:
		return 0
	case rt.Vector:
		return v.Len()
	case *rt.Lang:
		return v.Len()
	case *rt.PairList:
		return v.Len()
	}
	return 1
}

// dblIndex converts a double subscript to an integer position, 1-based:
// NaN and infinities are NA; other values are truncated toward zero.
func dblIndex(d float64) (int, bool) {
	if math.IsNaN(d) || math.IsInf(d, 0) {
		return 0, false
	}
	t := math.Trunc(d)
	if t > maxIndex {
		t = maxIndex
	} else if t < -maxIndex {
		t = -maxIndex
	}
	return int(t), true
}

// numericIndexes returns the elements of an integer or double subscript as
// 1-based ints, with ok[i] false for NA. It returns nil slices for other
// types.
func numericIndexes(s rt.Value) (vals []int, na []bool, ok bool) {
	switch s := s.(type) {
	case *rt.Integer:
		vals = make([]int, len(s.V))
		na = make([]bool, len(s.V))
		for i, v := range s.V {
			if v == rt.NAInt {
				na[i] = true
			} else {
				vals[i] = int(v)
			}
		}
		return vals, na, true
	case *rt.Double:
		vals = make([]int, len(s.V))
		na = make([]bool, len(s.V))
		for i, d := range s.V {
			v, good := dblIndex(d)
			vals[i] = v
			na[i] = !good
		}
		return vals, na, true
	}
	return nil, nil, false
}

// errMixed is R's error for positive (or NA) and negative subscripts in one
// index.
func errMixed() error {
	return Errorf("only 0's may be mixed with negative subscripts")
}

// vectorSubscript resolves the single index s of x[s] or x[s] <- v against
// a vector of length n with the given names (nil when it has none).
func vectorSubscript(s rt.Value, n int, names []string, assign bool) (vsub, error) {
	var r vsub
	switch sv := s.(type) {
	case *rt.Symbol:
		if sv != rt.MissingArg {
			return r, subscriptTypeError(s)
		}
		r.pos = seqPos(n)
		return r, nil
	case nil, *rt.Null:
		r.pos = []int{}
		return r, nil
	case *rt.Logical:
		m := len(sv.V)
		if m == 0 {
			r.pos = []int{}
			return r, nil
		}
		total := max(n, m)
		r.pos = make([]int, 0, total)
		for i := 0; i < total; i++ {
			switch sv.V[i%m] {
			case rt.True:
				r.pos = append(r.pos, i)
			case rt.NALgl:
				r.pos = append(r.pos, naPos)
				r.hasNA = true
			}
		}
		if assign && total > n {
			r.stretch = total
		}
		return r, nil
	case *rt.Character:
		r.byName = true
		return r, charSubscript(&r, sv.V, n, names, assign)
	}
	switch sv := s.(type) {
	case *rt.Integer:
		return numericSubscript(sv.V, intIndex, n, assign)
	case *rt.Double:
		return numericSubscript(sv.V, dblIndex, n, assign)
	}
	return r, subscriptTypeError(s)
}

// intIndex is an integer subscript element as a 1-based int, false for NA.
func intIndex(v int32) (int, bool) { return int(v), v != rt.NAInt }

// numericSubscript resolves an integer or double subscript (its
// elements xs, read by at) against a vector of length n: positive
// positions (with NAs), or negative ones to drop.
func numericSubscript[T int32 | float64](xs []T, at func(T) (int, bool), n int, assign bool) (vsub, error) {
	var r vsub
	anyNeg, anyPos, anyNA := false, false, false
	for _, x := range xs {
		v, ok := at(x)
		switch {
		case !ok:
			anyNA = true
		case v < 0:
			anyNeg = true
		case v > 0:
			anyPos = true
		}
	}
	if anyNeg {
		if anyPos || anyNA {
			return r, errMixed()
		}
		drop := make([]bool, n)
		for _, x := range xs {
			if v, _ := at(x); -v <= n && v < 0 {
				drop[-v-1] = true
			}
		}
		r.pos = make([]int, 0, n)
		for i, d := range drop {
			if !d {
				r.pos = append(r.pos, i)
			}
		}
		return r, nil
	}
	r.pos = make([]int, 0, len(xs))
	top := 0
	for _, x := range xs {
		v, ok := at(x)
		switch {
		case !ok:
			r.pos = append(r.pos, naPos)
			r.hasNA = true
		case v > 0:
			r.pos = append(r.pos, v-1)
			top = max(top, v)
		}
	}
	if assign && top > n {
		if top > maxStretch {
			return r, Errorf("cannot allocate a vector of length %d", top)
		}
		r.stretch = top
	}
	return r, nil
}

// seqPos returns the positions 0..n-1.
func seqPos(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}

// nameMatcher finds the first element named s among names: "" and NA
// never match. It returns -1 when there is none.
type nameMatcher struct {
	names []string
	index map[string]int
}

// newNameMatcher prepares lookups in names; with many lookups to do it
// builds a hash index.
func newNameMatcher(names []string, lookups int) *nameMatcher {
	m := &nameMatcher{names: names}
	if lookups > 1 && len(names) > 8 {
		m.index = make(map[string]int, len(names))
		for i, nm := range names {
			if nm == "" || rt.IsNAString(nm) {
				continue
			}
			if _, dup := m.index[nm]; !dup {
				m.index[nm] = i
			}
		}
	}
	return m
}

func (m *nameMatcher) find(s string) int {
	if m.index == nil {
		return findName(m.names, s)
	}
	if s == "" || rt.IsNAString(s) {
		return -1
	}
	if i, ok := m.index[s]; ok {
		return i
	}
	return -1
}

// findName returns the position of the first element of names equal to
// s, or -1; "" and NA never match.
func findName(names []string, s string) int {
	if s == "" || rt.IsNAString(s) {
		return -1
	}
	for i, nm := range names {
		if nm == s && !rt.IsNAString(nm) {
			return i
		}
	}
	return -1
}

// charSubscript resolves a character subscript. For `[` an unknown name
// selects NA; for an assignment it selects a new element appended after
// the existing ones (repeats of one new name select the same element; ""
// and NA always select a fresh one).
func charSubscript(r *vsub, subs []string, n int, names []string, assign bool) error {
	m := newNameMatcher(names, len(subs))
	r.pos = make([]int, len(subs))
	var fresh map[string]int
	for i, s := range subs {
		p := m.find(s)
		if p < 0 && assign {
			if k, ok := fresh[s]; ok && s != "" && !rt.IsNAString(s) {
				p = k
			} else {
				p = n + len(r.newNames)
				r.newNames = append(r.newNames, s)
				if s != "" && !rt.IsNAString(s) {
					if fresh == nil {
						fresh = make(map[string]int)
					}
					fresh[s] = p
				}
			}
		}
		if p < 0 {
			r.hasNA = true
		}
		r.pos[i] = p
	}
	if len(r.newNames) > 0 {
		r.stretch = n + len(r.newNames)
	}
	return nil
}

// dimSubscript resolves the index s of one dimension of an array
// subscript x[i, j, ...] against that dimension's extent and dimnames
// (nil when absent; hasDimnames tells whether the array has any).
func dimSubscript(s rt.Value, extent int, dn []string, hasDimnames bool) ([]int, bool, error) {
	switch sv := s.(type) {
	case *rt.Symbol:
		if sv != rt.MissingArg {
			return nil, false, subscriptTypeError(s)
		}
		return seqPos(extent), false, nil
	case nil, *rt.Null:
		return []int{}, false, nil
	case *rt.Logical:
		m := len(sv.V)
		if m > extent {
			return nil, false, Errorf("(subscript) logical subscript too long")
		}
		var pos []int
		hasNA := false
		if m > 0 {
			for i := 0; i < extent; i++ {
				switch sv.V[i%m] {
				case rt.True:
					pos = append(pos, i)
				case rt.NALgl:
					pos = append(pos, naPos)
					hasNA = true
				}
			}
		}
		return pos, hasNA, nil
	case *rt.Character:
		if !hasDimnames {
			return nil, false, Errorf("no 'dimnames' attribute for array")
		}
		m := newNameMatcher(dn, len(sv.V))
		pos := make([]int, len(sv.V))
		for i, nm := range sv.V {
			p := m.find(nm)
			if p < 0 {
				return nil, false, errOutOfBounds()
			}
			pos[i] = p
		}
		return pos, false, nil
	}
	r, err := vectorSubscript(s, extent, nil, false)
	if err != nil {
		return nil, false, err
	}
	for _, p := range r.pos {
		if p >= extent {
			return nil, false, errOutOfBounds()
		}
	}
	return r.pos, r.hasNA, nil
}

// errOutOfBounds is R's "subscript out of bounds".
func errOutOfBounds() error { return Errorf("subscript out of bounds") }

// ixDims returns x's dim attribute as ints, or nil.
func ixDims(x rt.Value) []int {
	switch d := rt.GetAttr(x, rt.DimSym).(type) {
	case *rt.Integer:
		out := make([]int, len(d.V))
		for i, v := range d.V {
			out[i] = int(v)
		}
		return out
	case *rt.Double:
		out := make([]int, len(d.V))
		for i, v := range d.V {
			out[i] = int(v)
		}
		return out
	}
	return nil
}

// ixDimnames returns x's dimnames as a list, or nil.
func ixDimnames(x rt.Value) *rt.List {
	l, _ := rt.GetAttr(x, rt.DimNamesSym).(*rt.List)
	return l
}

// dimnameAt returns the k-th element of dimnames as strings, or nil.
func dimnameAt(dn *rt.List, k int) []string {
	if dn == nil || k >= len(dn.V) {
		return nil
	}
	if c, ok := dn.V[k].(*rt.Character); ok {
		return c.V
	}
	return nil
}

// vectorNames returns the names x is indexed by: its names attribute or,
// for a one-dimensional array, its dimnames. Nil when there are none.
func vectorNames(x rt.Value) []string {
	switch x := x.(type) {
	case *rt.Lang:
		return langNames(x)
	case *rt.PairList:
		return argNames(x.Items)
	}
	if nm := rt.Names(x); nm != nil {
		return nm.V
	}
	if d := ixDims(x); len(d) == 1 {
		return dimnameAt(ixDimnames(x), 0)
	}
	return nil
}

// matrixSubscript recognises x[m] with m a numeric or character matrix of
// one column per dimension of x, and converts its rows to positions in x
// (naPos for a row with an NA; rows with a zero are dropped).
func matrixSubscript(s rt.Value, xd []int, dn *rt.List) (pos []int, hasNA, ok bool, err error) {
	if len(xd) < 2 {
		return nil, false, false, nil
	}
	sd := ixDims(s)
	if len(sd) != 2 || sd[1] != len(xd) {
		return nil, false, false, nil
	}
	nr, nc := sd[0], sd[1]
	var vals []int
	var na []bool
	switch sv := s.(type) {
	case *rt.Integer, *rt.Double:
		vals, na, _ = numericIndexes(s)
		for i, v := range vals {
			if !na[i] && v < 0 {
				return nil, false, true, Errorf("negative values are not allowed in a matrix subscript")
			}
		}
	case *rt.Character:
		if dn == nil {
			return nil, false, true, Errorf("no 'dimnames' attribute for array")
		}
		vals = make([]int, len(sv.V))
		na = make([]bool, len(sv.V))
		for j := 0; j < nc; j++ {
			m := newNameMatcher(dimnameAt(dn, j), nr)
			for i := 0; i < nr; i++ {
				s := sv.V[j*nr+i]
				if rt.IsNAString(s) {
					na[j*nr+i] = true
					continue
				}
				p := m.find(s)
				if p < 0 {
					return nil, false, true, errOutOfBounds()
				}
				vals[j*nr+i] = p + 1
			}
		}
	default:
		return nil, false, false, nil
	}
	pos = make([]int, 0, nr)
rows:
	for i := 0; i < nr; i++ {
		off, stride := 0, 1
		rowNA := false
		for j := 0; j < nc; j++ {
			k := j*nr + i
			if na[k] {
				rowNA = true
				continue
			}
			v := vals[k]
			if v == 0 {
				continue rows
			}
			if v > xd[j] {
				return nil, false, true, errOutOfBounds()
			}
			off += (v - 1) * stride
			stride *= xd[j]
		}
		if rowNA {
			pos = append(pos, naPos)
			hasNA = true
		} else {
			pos = append(pos, off)
		}
	}
	return pos, hasNA, true, nil
}

// arrayPositions enumerates, in column-major order, the positions in an
// array of dimensions xd selected by the per-dimension positions sel
// (naPos in any dimension gives naPos).
func arrayPositions(xd []int, sel [][]int) []int {
	total := 1
	for _, s := range sel {
		total *= len(s)
	}
	out := make([]int, total)
	if total == 0 {
		return out
	}
	stride := make([]int, len(xd))
	st := 1
	for k, d := range xd {
		stride[k] = st
		st *= d
	}
	ctr := make([]int, len(sel))
	for i := range out {
		off := 0
		for k, c := range ctr {
			p := sel[k][c]
			if p < 0 {
				off = naPos
				break
			}
			off += p * stride[k]
		}
		out[i] = off
		for k := range ctr {
			ctr[k]++
			if ctr[k] < len(sel[k]) {
				break
			}
			ctr[k] = 0
		}
	}
	return out
}

// partialMatch finds the element of names that s uniquely abbreviates;
// -1 when there is none or more than one.
func partialMatch(names []string, s string) int {
	found := -1
	for i, nm := range names {
		if rt.IsNAString(nm) || len(nm) < len(s) || nm[:len(s)] != s {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = i
	}
	return found
}

// matchName looks s up in names as `[[` and `$` do: the first exact match,
// else (unless exact is ExactTrue) a unique partial match, warned about
// when exact is ExactNA. It returns -1 when there is no match.
func matchName(names []string, s string, exact Exact, w Warner) int {
	if rt.IsNAString(s) {
		return -1
	}
	for i, nm := range names {
		if nm == s && !rt.IsNAString(nm) && s != "" {
			return i
		}
	}
	if exact == ExactTrue || s == "" {
		return -1
	}
	p := partialMatch(names, s)
	if p >= 0 && exact == ExactNA && w != nil {
		w.Warn("partial match of '" + s + "' to '" + names[p] + "'")
	}
	return p
}

// get1index resolves element k of the subscript s of x[[s]] against a
// vector of length n: the 0-based position, or -1 for NA or an unknown
// name. negOK allows the one negative subscript R accepts (dropping one of
// two elements); a matrix subscript x[[i, j]] does not allow it.
func get1index(s rt.Value, k, n int, names []string, exact Exact, negOK bool, w Warner) (int, error) {
	if !negOK {
		n = -1 // as R: a negative subscript can never select one element
	}
	switch sv := s.(type) {
	case *rt.Integer:
		return intOneIndex(sv.V[k], n, true)
	case *rt.Logical:
		return intOneIndex(sv.V[k], n, true)
	case *rt.Double:
		d := sv.V[k]
		if math.IsNaN(d) {
			return -1, nil
		}
		v, _ := dblIndex(d)
		switch {
		case v > 0:
			return v - 1, nil
		case v == 0:
			return 0, Errorf("attempt to select less than one element in get1index <real>")
		case n == 2 && v > -3:
			return 2 + v, nil
		}
		return 0, Errorf("invalid negative subscript in get1index <real>")
	case *rt.Character:
		return matchName(names, sv.V[k], exact, w), nil
	case *rt.Symbol:
		if sv != rt.MissingArg {
			return matchName(names, sv.Name, exact, w), nil
		}
	}
	return 0, subscriptTypeError(s)
}

// intOneIndex is R's rule for one integer subscript of `[[`: a positive
// value selects, a negative one only when it drops one of two elements.
// With naOK an NA resolves to -1; otherwise it is an (out of range)
// negative number, as in `[[<-`.
func intOneIndex(v int32, n int, naOK bool) (int, error) {
	if v == rt.NAInt && naOK {
		return -1, nil
	}
	switch {
	case v > 0:
		return int(v) - 1, nil
	case v == 0 || n < 2:
		return 0, Errorf("attempt to select less than one element in integerOneIndex")
	case n == 2 && v > -3:
		return 2 + int(v), nil
	}
	return 0, Errorf("attempt to select more than one element in integerOneIndex")
}

// errNAReal marks, in oneIndexAssign, an NA double subscript: R's
// "[[ ]] subscript out of bounds", except when deleting from a list.
var errNAReal = Errorf("[[ ]] subscript out of bounds")

// oneIndexAssign resolves element k of the subscript s of x[[s]] <- v
// against a vector of length n with the given names. A position at or past
// n appends; for a character subscript not among the names, newName is
// true and the position is n.
func oneIndexAssign(s rt.Value, k, n int, names []string) (pos int, newName bool, err error) {
	switch sv := s.(type) {
	case *rt.Integer:
		p, err := intOneIndex(sv.V[k], n, false)
		return p, false, err
	case *rt.Logical:
		p, err := intOneIndex(sv.V[k], n, false)
		return p, false, err
	case *rt.Double:
		d := sv.V[k]
		if math.IsNaN(d) {
			return 0, false, errNAReal
		}
		v, _ := dblIndex(d)
		switch {
		case v > 0:
			if v > maxStretch {
				return 0, false, Errorf("cannot allocate a vector of length %d", v)
			}
			return v - 1, false, nil
		case v == 0 || n < 2:
			return 0, false, Errorf("attempt to select less than one element in OneIndex <real>")
		case n == 2 && v > -3:
			return 2 + v, false, nil
		}
		return 0, false, Errorf("attempt to select more than one element in OneIndex <real>")
	case *rt.Character:
		p := findName(names, sv.V[k])
		if p < 0 {
			return n, true, nil
		}
		return p, false, nil
	}
	return 0, false, subscriptTypeError(s)
}

// indexString returns element k of a subscript as a string, for naming
// the element a character subscript appends.
func indexString(s rt.Value, k int) string {
	if c, ok := s.(*rt.Character); ok {
		return c.V[k]
	}
	return ""
}

// EnvIndexName validates the subscript of e[["name"]] or e[["name"]] <- v
// on an environment, which R requires to be a single string, and returns
// the symbol. The evaluator performs the lookup or assignment itself (it
// must force promises and run active bindings); assign selects R's error
// message for the assignment form.
func EnvIndexName(idx []rt.Value, assign bool) (*rt.Symbol, error) {
	if len(idx) == 1 {
		if c, ok := idx[0].(*rt.Character); ok && len(c.V) == 1 && !rt.IsNAString(c.V[0]) {
			return rt.Intern(c.V[0]), nil
		}
	}
	if assign {
		return nil, Errorf("wrong args for environment subassignment")
	}
	return nil, Errorf("wrong arguments for subsetting an environment")
}
