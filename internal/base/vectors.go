package base

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

var vectorBuiltins = []*vm.BuiltinDef{
	{Name: "vector", Formals: []string{"mode", "length"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		mode := "logical"
		if s, ok := c.Arg(0).(*rt.Character); ok && s.Len() == 1 {
			mode = s.V[0]
		}
		t, ok := rt.ModeType(mode)
		if !ok {
			return nil, in.Errorf(nil, "vector: cannot make a vector of mode '%s'.", mode)
		}
		return newVectorArg(in, c, t, c.Arg(1))
	}},
	// identical with its options; supersedes the two-argument version in
	// base.go's core table (installed later, so this definition wins).
	{Name: "identical", Formals: []string{"x", "y", "num.eq", "single.NA", "attrib.as.set",
		"ignore.bytecode", "ignore.environment", "ignore.srcref", "extptr.as.ref"}, Fn: builtinIdentical},
	{Name: "complex", Formals: []string{"length.out", "real", "imaginary", "modulus", "argument"}, Fn: builtinComplex},
	{Name: "names", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "names", c); ok || err != nil {
			return v, err
		}
		if n := rt.GetAttr(c.Arg(0), rt.NamesSym); n != nil {
			return attrValue(n), nil
		}
		// A one-dimensional array is named by its dimnames.
		if d, ok := rt.GetAttr(c.Arg(0), rt.DimSym).(*rt.Integer); ok && len(d.V) == 1 {
			if dn, ok := rt.GetAttr(c.Arg(0), rt.DimNamesSym).(*rt.List); ok && len(dn.V) == 1 {
				return attrValue(dn.V[0]), nil
			}
			return rt.Nil, nil
		}
		// Pairlists and calls carry their names as tags.
		var items []rt.Arg
		lead := 0
		switch x := c.Arg(0).(type) {
		case *rt.PairList:
			items = x.Items
		case *rt.Lang:
			items, lead = x.Args, 1
		}
		tagged := false
		for _, a := range items {
			tagged = tagged || a.Tag != nil
		}
		if !tagged {
			return rt.Nil, nil
		}
		out := rt.NewCharacter(lead + len(items))
		for i, a := range items {
			if a.Tag != nil {
				out.V[lead+i] = a.Tag.Name
			}
		}
		return out, nil
	}},
	{Name: "names<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(rt.Vector)
		if !ok {
			return nil, in.Errorf(nil, "names() applied to a non-vector")
		}
		if rt.Shared(x) {
			x = rt.CopyVector(x)
		}
		val := c.Arg(1)
		if rt.IsNull(val) {
			rt.SetAttr(x, rt.NamesSym, nil)
			return x, nil
		}
		if err := setNames(in, x, val); err != nil {
			return nil, err
		}
		return x, nil
	}},
	{Name: "unlist", Formals: []string{"x", "recursive", "use.names"}, Fn: builtinUnlist},
	{Name: "head.default", Formals: []string{"x", "n", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return headTail(in, c, true)
	}},
	{Name: "tail.default", Formals: []string{"x", "n", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return headTail(in, c, false)
	}},
	{Name: "which", Formals: []string{"x", "arr.ind", "useNames"}, Fn: builtinWhich},
	{Name: "which.max", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return whichExtreme(in, c, true)
	}},
	{Name: "which.min", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return whichExtreme(in, c, false)
	}},
	{Name: "order", Formals: []string{"...", "na.last", "decreasing", "method"}, Fn: builtinOrder},
	{Name: ".sortDefault", Formals: []string{"x", "decreasing", "na.last", "..."}, Fn: builtinSort},
	{Name: "unique.default", Formals: []string{"x", "incomparables", "fromLast", "nmax", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return uniqueDup(in, c, true)
	}},
	{Name: "duplicated", Formals: []string{"x", "incomparables", "fromLast", "nmax", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return uniqueDup(in, c, false)
	}},
	{Name: "match", Formals: []string{"x", "table", "nomatch", "incomparables"}, Fn: builtinMatch},
}

func newVectorArg(in *vm.Interp, c *vm.Call, t rt.Type, n rt.Value) (rt.Value, error) {
	k := 0
	if n != nil {
		var err error
		if k, err = vecSize(in, c, n, "length"); err != nil {
			return nil, err
		}
	}
	if t == rt.ListType {
		return rt.NewList(k), nil
	}
	return rt.NewVector(t, k), nil
}

// vecSize is R's asVecSize: a non-negative length from a length-one
// integer, double or string, with R's errors.
func vecSize(in *vm.Interp, c *vm.Call, v rt.Value, what string) (int, error) {
	if rt.Length(v) == 1 {
		var d float64
		switch x := v.(type) {
		case *rt.Integer:
			if x.V[0] == rt.NAInt {
				return 0, in.Errorf(nil, "vector size cannot be NA")
			}
			d = float64(x.V[0])
		case *rt.Double:
			d = x.V[0]
		case *rt.Character:
			var w rt.CoercionWarning
			d, w = rt.StringToDouble(x.V[0])
			w.Emit(func(msg string) { in.Warn(c.Call, msg) })
		default:
			return 0, in.Errorf(nil, "invalid '%s' argument", what)
		}
		switch {
		case d != d:
			return 0, in.Errorf(nil, "vector size cannot be NA/NaN")
		case math.IsInf(d, 0):
			return 0, in.Errorf(nil, "vector size cannot be infinite")
		case d > 4503599627370496:
			return 0, in.Errorf(nil, "vector size specified is too large")
		case d >= 0:
			return int(d), nil
		}
	}
	return 0, in.Errorf(nil, "invalid '%s' argument", what)
}

func init() {
	for name, t := range map[string]rt.Type{
		"logical": rt.LogicalType, "integer": rt.IntegerType, "numeric": rt.DoubleType,
		"double": rt.DoubleType, "character": rt.CharacterType,
		"raw": rt.RawType,
	} {
		t := t
		vectorBuiltins = append(vectorBuiltins, &vm.BuiltinDef{Name: name, Formals: []string{"length"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			return newVectorArg(in, c, t, c.Arg(0))
		}})
	}
	extraTables = append(extraTables, vectorBuiltins)
}

// unlistItem is one piece of unlist's result: a whole atomic vector, or
// one non-vector value (which makes the result a list).
type unlistItem struct {
	vec rt.Vector
	obj rt.Value
}

func (it unlistItem) size() int {
	if it.vec != nil {
		return it.vec.Len()
	}
	return 1
}

// builtinUnlist is unlist(x, recursive = TRUE, use.names = TRUE).
func builtinUnlist(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	recursive := c.Arg(1) == nil || rt.AsLogical(c.Arg(1)) != rt.False
	useNames := c.Arg(2) == nil || rt.AsLogical(c.Arg(2)) != rt.False
	l, ok := x.(*rt.List)
	if !ok {
		if pl, isPL := x.(*rt.PairList); isPL {
			cv, _ := rt.CoerceVector(pl, rt.ListType, nil)
			l = cv.(*rt.List)
		} else {
			return x, nil
		}
	}
	var items []unlistItem
	var collect func(v rt.Value, depth int)
	collect = func(v rt.Value, depth int) {
		switch e := v.(type) {
		case *rt.Null:
		case *rt.List:
			if depth == 0 || recursive {
				for _, el := range e.V {
					collect(el, depth+1)
				}
			} else {
				items = append(items, unlistItem{vec: e})
			}
		case rt.Vector:
			items = append(items, unlistItem{vec: e})
		default:
			items = append(items, unlistItem{obj: v})
		}
	}
	collect(l, 0)
	t := rt.NilType
	n := 0
	for _, it := range items {
		n += it.size()
		et := rt.ListType
		if it.vec != nil {
			et = it.vec.Type()
		}
		if t == rt.NilType {
			t = et
		} else {
			t = rt.HigherType(t, et)
		}
	}
	if l.Expr && t != rt.NilType {
		t = rt.ExprType
	}
	if t == rt.NilType {
		return rt.Nil, nil
	}
	out := rt.NewVector(t, n)
	pos := 0
	for _, it := range items {
		if it.vec == nil {
			out.(*rt.List).V[pos] = it.obj
			rt.MarkShared(it.obj)
			pos++
			continue
		}
		cv, err := rt.CoerceVector(it.vec, t, nil)
		if err != nil {
			return nil, rerr(in, err)
		}
		pos += copyInto(out, pos, cv)
	}
	if useNames && hasAnyNames(l, recursive, 0) {
		nb := &unlistNamer{recursive: recursive}
		names := rt.CharacterOf(nb.top(l)...)
		if names.Len() == n {
			rt.SetAttr(out, rt.NamesSym, names)
		}
	}
	if isListFactor(l, recursive) {
		return unlistFactors(l, recursive, rt.GetAttr(out, rt.NamesSym)), nil
	}
	return out, nil
}

func hasAnyNames(v rt.Value, recursive bool, depth int) bool {
	if vecNames(v) != nil {
		return true
	}
	if l, ok := v.(*rt.List); ok && (depth == 0 || recursive) {
		for _, e := range l.V {
			if hasAnyNames(e, recursive, depth+1) {
				return true
			}
		}
	}
	return false
}

// unlistNamer builds unlist's names: a tag and an inner name joined by
// ".", a tag alone numbered when it covers several unnamed elements.
type unlistNamer struct {
	recursive bool
	out       []string
	seqno     int
	count     int
}

func (nb *unlistNamer) top(l *rt.List) []string {
	names := rt.Names(l)
	for i, e := range l.V {
		nb.seqno, nb.count = 0, 0
		nb.extract(e, "", itemName(names, i), 1)
	}
	return nb.out
}

func itemName(names *rt.Character, i int) string {
	if names == nil {
		return ""
	}
	// An NA name stays NA when it is used alone; joined to another
	// name it reads "NA".
	return names.V[i]
}

func newName(base, tag string, seqno, count int) string {
	switch {
	case base != "" && tag != "":
		return base + "." + tag
	case base != "":
		if count == 1 {
			return base
		}
		return base + itoa(seqno)
	}
	return tag
}

// namesCount counts the elements a tag's numbering runs over.
func (nb *unlistNamer) namesCount(v rt.Value, depth int) int {
	switch e := v.(type) {
	case *rt.Null:
		return 0
	case *rt.List:
		if !nb.recursive && depth > 1 {
			return 1
		}
		names := rt.Names(e)
		k := 0
		for i, el := range e.V {
			if itemName(names, i) != "" {
				continue
			}
			k += nb.namesCount(el, depth+1)
		}
		return k
	case rt.Vector:
		return e.Len()
	}
	return 1
}

func (nb *unlistNamer) extract(v rt.Value, base, tag string, depth int) {
	var saveSeq, saveCount int
	scoped := tag != ""
	if scoped {
		switch {
		case base != "" && tag != "":
			base = base + "." + tag
		case tag != "":
			base = tag
		}
		saveSeq, saveCount = nb.seqno, nb.count
		nb.seqno = 0
		nb.count = nb.namesCount(v, depth)
	}
	switch e := v.(type) {
	case *rt.Null:
	case *rt.List:
		names := rt.Names(e)
		for i, el := range e.V {
			ni := itemName(names, i)
			if nb.recursive || depth == 0 {
				nb.extract(el, base, ni, depth+1)
			} else {
				nb.seqno++
				nb.out = append(nb.out, newName(base, ni, nb.seqno, nb.count))
			}
		}
	case rt.Vector:
		names := vecNames(e)
		for i := 0; i < e.Len(); i++ {
			nb.seqno++
			nb.out = append(nb.out, newName(base, itemName(names, i), nb.seqno, nb.count))
		}
	default:
		nb.seqno++
		nb.out = append(nb.out, newName(base, "", nb.seqno, nb.count))
	}
	if scoped {
		nb.seqno += saveSeq
		nb.count = saveCount
	}
}

// headTail is head(x, n) and tail(x, n) for vectors and lists.
func headTail(in *vm.Interp, c *vm.Call, head bool) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	n := rt.Length(x)
	k := min(6, n)
	if nv := c.Arg(1); nv != nil {
		d, err := rt.CoerceVector(nv, rt.DoubleType, nil)
		ds, ok := d.(*rt.Double)
		if err != nil || !ok {
			return nil, in.Errorf(nil, "invalid 'n' - must be numeric, possibly NA.")
		}
		some := false
		for _, e := range ds.V {
			some = some || e == e
		}
		if !some {
			return nil, in.Errorf(nil, "invalid 'n' -  must contain at least one non-missing element, got none.")
		}
		if len(ds.V) != 1 {
			return nil, in.Errorf(nil, "invalid 'n' - must have length one when dim(x) is NULL, got %d", len(ds.V))
		}
		if f := ds.V[0]; f < 0 {
			k = int(max(float64(n)+f, 0))
		} else {
			k = int(min(f, float64(n)))
		}
	}
	idx := rt.NewInteger(k)
	for i := range idx.V {
		if head {
			idx.V[i] = int32(i + 1)
		} else {
			idx.V[i] = int32(n - k + i + 1)
		}
	}
	if rt.GetAttr(x, rt.ClassSym) != nil {
		// Classed vectors (dates and the like) keep their class through
		// their `[` method.
		return in.CallValue(mustBase(in, "["), []rt.Arg{{Val: x}, {Val: idx}}, rt.NewCall(rt.Intern("["), rt.Intern("x"), rt.Intern("i")), c.Env)
	}
	return ops.Subset(x, []rt.Value{idx}, true, in.Warner(c.Call))
}

// builtinWhich is which(x): the positions of TRUE, named by x's names.
func builtinWhich(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, ok := c.Arg(0).(*rt.Logical)
	if !ok {
		return nil, in.Errorf(nil, "argument to 'which' is not logical")
	}
	out := rt.NewInteger(0)
	for i, b := range x.V {
		if b == rt.True {
			out.V = append(out.V, int32(i+1))
		}
	}
	if nm := namesOrDimnames1(x); nm != nil {
		names := rt.NewCharacter(len(out.V))
		for i, p := range out.V {
			names.V[i] = nm.V[p-1]
		}
		rt.SetAttr(out, rt.NamesSym, names)
	}
	if logicalArg(c.Arg(1), false) {
		if d, ok := rt.GetAttr(x, rt.DimSym).(*rt.Integer); ok {
			return arrayIndices(out, d.V, rt.GetAttr(x, rt.DimNamesSym), logicalArg(c.Arg(2), true)), nil
		}
	}
	return out, nil
}

// arrayIndices is arrayInd(wh, dim, dimnames, useNames): a matrix with a
// row of array subscripts per linear index of wh.
func arrayIndices(wh *rt.Integer, d []int32, dimnames rt.Value, useNames bool) rt.Value {
	m, rank := len(wh.V), len(d)
	res := rt.NewInteger(m * rank)
	for r, w := range wh.V {
		k := int(w) - 1
		for j, dj := range d {
			res.V[j*m+r] = int32(k%int(dj) + 1)
			k /= int(dj)
		}
	}
	rt.SetAttr(res, rt.DimSym, rt.IntegerOf(int32(m), int32(rank)))
	if useNames {
		var rows rt.Value = rt.Nil
		if dn, ok := dimnames.(*rt.List); ok && len(dn.V) > 0 && m > 0 {
			if rn, ok := dn.V[0].(*rt.Character); ok {
				names := rt.NewCharacter(m)
				for r := range names.V {
					names.V[r] = rn.V[res.V[r]-1]
				}
				rows = names
			}
		}
		cols := rt.NewCharacter(rank)
		for j := range cols.V {
			if rank == 2 {
				cols.V[j] = [2]string{"row", "col"}[j]
			} else {
				cols.V[j] = "dim" + strconv.Itoa(j+1)
			}
		}
		rt.SetAttr(res, rt.DimNamesSym, rt.ListOf(rows, cols))
	}
	return res
}

// namesOrDimnames1 is names(x) as R has them: the names attribute, or a
// 1-d array's dimnames.
func namesOrDimnames1(x rt.Value) *rt.Character {
	if nm := rt.Names(x); nm != nil {
		return nm
	}
	if d, ok := rt.GetAttr(x, rt.DimSym).(*rt.Integer); ok && d.Len() == 1 {
		if dn, ok := rt.GetAttr(x, rt.DimNamesSym).(*rt.List); ok && len(dn.V) == 1 {
			nm, _ := dn.V[0].(*rt.Character)
			return nm
		}
	}
	return nil
}

// whichExtreme is which.max and which.min.
func whichExtreme(in *vm.Interp, c *vm.Call, isMax bool) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	cv, err := rt.CoerceVector(x, rt.DoubleType, func(msg string) { in.Warn(c.Call, msg) })
	if err != nil {
		return nil, rerr(in, err)
	}
	d, ok := cv.(*rt.Double)
	if !ok {
		return rt.NewInteger(0), nil
	}
	best := -1
	for i, e := range d.V {
		if e != e {
			continue
		}
		if best < 0 || (isMax && e > d.V[best]) || (!isMax && e < d.V[best]) {
			best = i
		}
	}
	if best < 0 {
		return rt.NewInteger(0), nil
	}
	out := rt.IntScalar(int32(best + 1))
	if nm := namesOrDimnames1(x); nm != nil {
		rt.SetAttr(out, rt.NamesSym, rt.StringScalar(nm.V[best]))
	}
	return out, nil
}

// sortKey compares elements i and j of a vector for order/sort; NAs are
// handled by the caller.
type sortKey struct {
	isNA func(i int) bool
	cmp  func(i, j int) int
}

func makeSortKey(in *vm.Interp, v rt.Value) (sortKey, error) {
	switch x := v.(type) {
	case *rt.Logical:
		return sortKey{func(i int) bool { return x.V[i] == rt.NALgl }, func(i, j int) int { return cmpOrd(x.V[i], x.V[j]) }}, nil
	case *rt.Integer:
		return sortKey{func(i int) bool { return x.V[i] == rt.NAInt }, func(i, j int) int { return cmpOrd(x.V[i], x.V[j]) }}, nil
	case *rt.Double:
		return sortKey{func(i int) bool { return x.V[i] != x.V[i] }, func(i, j int) int { return cmpOrd(x.V[i], x.V[j]) }}, nil
	case *rt.Character:
		return sortKey{func(i int) bool { return rt.IsNAString(x.V[i]) }, func(i, j int) int {
			if x.V[i] == x.V[j] {
				return 0
			}
			if c := ops.Collate(x.V[i], x.V[j]); c != 0 {
				return c
			}
			return strings.Compare(x.V[i], x.V[j])
		}}, nil
	case *rt.Complex:
		return sortKey{func(i int) bool { return real(x.V[i]) != real(x.V[i]) || imag(x.V[i]) != imag(x.V[i]) }, func(i, j int) int {
			if c := cmpOrd(real(x.V[i]), real(x.V[j])); c != 0 {
				return c
			}
			return cmpOrd(imag(x.V[i]), imag(x.V[j]))
		}}, nil
	case *rt.Raw:
		return sortKey{func(i int) bool { return false }, func(i, j int) int { return cmpOrd(x.V[i], x.V[j]) }}, nil
	}
	return sortKey{}, in.Errorf(nil, "argument is not a vector")
}

func cmpOrd[T int32 | float64 | byte](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// orderIndex returns the 0-based stable ordering of keys; naLast: 1
// last, 0 first, -1 remove.
func orderIndex(keys []sortKey, n int, decreasing []bool, naLast int) []int {
	idx := make([]int, 0, n)
	for i := 0; i < n; i++ {
		if naLast < 0 {
			drop := false
			for _, k := range keys {
				if k.isNA(i) {
					drop = true
				}
			}
			if drop {
				continue
			}
		}
		idx = append(idx, i)
	}
	sort.SliceStable(idx, func(a, b int) bool {
		i, j := idx[a], idx[b]
		for ki, k := range keys {
			ni, nj := k.isNA(i), k.isNA(j)
			switch {
			case ni && nj:
				continue
			case ni:
				return naLast == 0
			case nj:
				return naLast != 0
			}
			c := k.cmp(i, j)
			if decreasing[ki] {
				c = -c
			}
			if c != 0 {
				return c < 0
			}
		}
		return false
	})
	return idx
}

func naLastArg(v rt.Value, def int) int {
	if v == nil {
		return def
	}
	switch rt.AsLogical(v) {
	case rt.True:
		return 1
	case rt.False:
		return 0
	}
	return -1
}

// builtinOrder is order(..., na.last = TRUE, decreasing = FALSE).
func builtinOrder(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	naLast := naLastArg(c.Arg(1), 1)
	var keys []sortKey
	n := -1
	for _, d := range c.Dots {
		if rt.IsNull(d.Val) {
			continue
		}
		k, err := makeSortKey(in, d.Val)
		if err != nil {
			return nil, err
		}
		l := rt.Length(d.Val)
		if n >= 0 && l != n {
			return nil, in.Errorf(nil, "argument lengths differ")
		}
		n = l
		keys = append(keys, k)
	}
	if n < 0 {
		return rt.NewInteger(0), nil
	}
	dec := make([]bool, len(keys))
	if d := c.Arg(2); d != nil {
		dl, ok := d.(*rt.Logical)
		if !ok || (dl.Len() != 1 && dl.Len() != len(keys)) {
			return nil, in.Errorf(nil, "'decreasing' must be a length-1 logical vector.\nDid you intend to set 'partial'?")
		}
		for i := range dec {
			dec[i] = dl.V[i%dl.Len()] == rt.True
		}
	}
	idx := orderIndex(keys, n, dec, naLast)
	out := rt.NewInteger(len(idx))
	for i, p := range idx {
		out.V[i] = int32(p + 1)
	}
	return out, nil
}

// builtinSort is sort(x, decreasing = FALSE, na.last = NA) for vectors:
// NAs removed unless na.last says where, names kept.
func builtinSort(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	if rt.IsNull(x) {
		return rt.Nil, nil
	}
	dec := false
	if d := c.Arg(1); d != nil {
		dl, ok := d.(*rt.Logical)
		if !ok || dl.Len() != 1 {
			return nil, in.Errorf(nil, "'decreasing' must be a length-1 logical vector.\nDid you intend to set 'partial'?")
		}
		if dl.V[0] == rt.NALgl {
			return nil, in.Errorf(nil, "'decreasing' elements must be TRUE or FALSE")
		}
		dec = dl.V[0] == rt.True
	}
	if _, ok := x.(*rt.List); ok {
		return nil, in.Errorf(internalCall("sort.int", "x", "na.last = na.last", "decreasing = decreasing", "..."), "'x' must be atomic")
	}
	k, err := makeSortKey(in, x)
	if err != nil {
		return nil, in.Errorf(nil, "'x' must be atomic")
	}
	n := rt.Length(x)
	idx := orderIndex([]sortKey{k}, n, []bool{dec}, naLastArg(c.Arg(2), -1))
	xv := x.(rt.Vector)
	out := gatherVector(xv, idx)
	nm := namesOrDimnames1(xv)
	if nm != nil {
		names := rt.NewCharacter(len(idx))
		for i, p := range idx {
			names.V[i] = nm.V[p]
		}
		rt.SetAttr(out, rt.NamesSym, names)
	}
	return out, nil
}

// hashKeys returns a comparable key per element of an atomic vector:
// equal keys for the values match/unique treat as equal (NA and NaN
// distinct, 0 and -0 equal).
func hashKeys(v rt.Value) ([]any, bool) {
	switch x := v.(type) {
	case *rt.Logical:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			out[i] = e
		}
		return out, true
	case *rt.Integer:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			out[i] = e
		}
		return out, true
	case *rt.Double:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			out[i] = dblKey(e)
		}
		return out, true
	case *rt.Complex:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			out[i] = [2]uint64{dblKey(real(e)), dblKey(imag(e))}
		}
		return out, true
	case *rt.Character:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			if rt.IsNAString(e) {
				out[i] = naStrKey{}
			} else {
				out[i] = e
			}
		}
		return out, true
	case *rt.Raw:
		out := make([]any, len(x.V))
		for i, e := range x.V {
			out[i] = e
		}
		return out, true
	}
	return nil, false
}

type naStrKey struct{}

func dblKey(e float64) uint64 {
	switch {
	case rt.IsNA(e):
		return 1
	case e != e:
		return 2
	case e == 0:
		return 0
	}
	return math.Float64bits(e)
}

// uniqueDup is unique(x) and duplicated(x).
func uniqueDup(in *vm.Interp, c *vm.Call, unique bool) (rt.Value, error) {
	name := "duplicated"
	if unique {
		name = "unique"
	}
	if v, ok, err := dispatchInternal(in, name, c); ok || err != nil {
		return v, err
	}
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	fromLast := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
	if rt.IsNull(x) {
		if unique {
			return rt.Nil, nil
		}
		return rt.NewLogical(0), nil
	}
	n := rt.Length(x)
	dup, err := dupFlags(in, x, c.Arg(1), fromLast, name)
	if err != nil {
		return nil, err
	}
	if !unique {
		out := rt.NewLogical(n)
		for i, d := range dup {
			out.V[i] = lgl(d)
		}
		return out, nil
	}
	var idx []int
	for i, d := range dup {
		if !d {
			idx = append(idx, i)
		}
	}
	return gatherVector(x.(rt.Vector), idx), nil
}

// builtinMatch is match(x, table, nomatch = NA_integer_).
func builtinMatch(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, table := c.Arg(0), c.Arg(1)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	if table == nil {
		return nil, in.Errorf(nil, "argument \"table\" is missing, with no default")
	}
	nomatch := rt.NAInt
	if nm := c.Arg(2); nm != nil {
		nomatch = rt.AsInteger(nm, func(msg string) { in.Warn(c.Call, msg) })
	}
	out, err := matchPositions(in, x, table, nomatch)
	if err != nil {
		return nil, err
	}
	if inc := c.Arg(3); inc != nil && !rt.IsNull(inc) {
		if l, ok := inc.(*rt.Logical); !ok || l.Len() != 1 || l.V[0] != rt.False {
			// Elements of x equal to an incomparable value match nothing.
			hit, err := matchPositions(in, x, inc, 0)
			if err != nil {
				return nil, err
			}
			for i, h := range hit.V {
				if h != 0 {
					out.V[i] = nomatch
				}
			}
		}
	}
	return out, nil
}

// matchPositions is the work of match(): the 1-based position of each
// element of x in table, or nomatch.
func matchPositions(in *vm.Interp, x, table rt.Value, nomatch int32) (*rt.Integer, error) {
	n := rt.Length(x)
	out := rt.NewInteger(n)
	if rt.IsNull(x) {
		return out, nil
	}
	t := rt.LogicalType
	for _, v := range []rt.Value{x, table} {
		vt := v.Type()
		switch {
		case vt == rt.NilType:
		case rt.IsAtomicType(vt):
			t = rt.HigherType(t, vt)
		case vt == rt.ListType:
			t = rt.CharacterType
		default:
			return nil, in.Errorf(nil, "'match' requires vector arguments")
		}
	}
	if t == rt.RawType {
		t = rt.CharacterType
	}
	if rt.Inherits(x, "factor") || rt.Inherits(table, "factor") {
		t = rt.CharacterType
	}
	xc, err := matchCoerce(x, t)
	if err != nil {
		return nil, rerr(in, err)
	}
	tc, err := matchCoerce(table, t)
	if err != nil {
		return nil, rerr(in, err)
	}
	xk, _ := hashKeys(xc)
	tk, _ := hashKeys(tc)
	pos := make(map[any]int32, len(tk))
	for i := len(tk) - 1; i >= 0; i-- {
		pos[tk[i]] = int32(i + 1)
	}
	for i, k := range xk {
		if p, ok := pos[k]; ok {
			out.V[i] = p
		} else {
			out.V[i] = nomatch
		}
	}
	return out, nil
}

func matchCoerce(v rt.Value, t rt.Type) (rt.Value, error) {
	if rt.Inherits(v, "factor") {
		if lv, ok := rt.GetAttr(v, rt.LevelsSym).(*rt.Character); ok {
			if codes, ok := v.(*rt.Integer); ok {
				out := rt.NewCharacter(len(codes.V))
				for i, k := range codes.V {
					if k == rt.NAInt || int(k) > len(lv.V) {
						out.V[i] = rt.NAString
					} else {
						out.V[i] = lv.V[k-1]
					}
				}
				return out, nil
			}
		}
	}
	if rt.IsNull(v) {
		return rt.NewVector(t, 0), nil
	}
	return rt.CoerceVector(v, t, nil)
}

// builtinComplex is complex(length.out, real, imaginary, modulus,
// argument): from parts, or from polar coordinates when modulus or
// argument is given.
func builtinComplex(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	warn := func(msg string) { in.Warn(c.Call, msg) }
	reals := func(v rt.Value, def float64) ([]float64, error) {
		if v == nil {
			return []float64{def}, nil
		}
		if rt.IsNull(v) {
			return nil, nil
		}
		d, err := rt.CoerceVector(v, rt.DoubleType, warn)
		if err != nil {
			return nil, rerr(in, err)
		}
		dv, ok := d.(*rt.Double)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "real")
		}
		return dv.V, nil
	}
	n := 0
	if lo := c.Arg(0); lo != nil {
		var err error
		if n, err = vecSize(in, c, lo, "length.out"); err != nil {
			return nil, err
		}
	}
	polar := c.Arg(3) != nil || c.Arg(4) != nil
	a, b := c.Arg(1), c.Arg(2)
	def := 0.0
	if polar {
		a, b, def = c.Arg(3), c.Arg(4), 1
	}
	re, err := reals(a, def)
	if err != nil {
		return nil, err
	}
	im, err := reals(b, 0)
	if err != nil {
		return nil, err
	}
	if polar {
		n = max(n, len(re), len(im))
	} else {
		if a == nil {
			re = nil
		}
		if b == nil {
			im = nil
		}
		n = max(n, len(re), len(im))
	}
	out := rt.NewComplex(n)
	for i := range out.V {
		var x, y float64
		if len(re) > 0 {
			x = re[i%len(re)]
		}
		if len(im) > 0 {
			y = im[i%len(im)]
		}
		if polar {
			out.V[i] = complex(x*math.Cos(y), x*math.Sin(y))
		} else {
			out.V[i] = complex(x, y)
		}
	}
	return out, nil
}

// builtinIdentical is identical(x, y, num.eq = TRUE, single.NA = TRUE,
// …): with num.eq or single.NA FALSE, doubles must also agree bit for
// bit (so 0 and -0, or two NaN payloads, differ).
func builtinIdentical(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, y := c.Arg(0), c.Arg(1)
	for i, v := range []rt.Value{x, y} {
		if v == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", c.Def.Formals[i])
		}
	}
	if !rt.Identical(x, y) {
		return rt.Bool(false), nil
	}
	flag := func(i int) bool { return c.Arg(i) == nil || rt.AsLogical(c.Arg(i)) != rt.False }
	if !flag(2) || !flag(3) {
		return rt.Bool(sameBits(x, y)), nil
	}
	return rt.Bool(true), nil
}

// sameBits reports whether the doubles in x and y (two identical values)
// have the same bit patterns, looking into lists.
func sameBits(x, y rt.Value) bool {
	switch a := x.(type) {
	case *rt.Double:
		b := y.(*rt.Double)
		for i, e := range a.V {
			if math.Float64bits(e) != math.Float64bits(b.V[i]) {
				return false
			}
		}
	case *rt.Complex:
		b := y.(*rt.Complex)
		for i, e := range a.V {
			if math.Float64bits(real(e)) != math.Float64bits(real(b.V[i])) || math.Float64bits(imag(e)) != math.Float64bits(imag(b.V[i])) {
				return false
			}
		}
	case *rt.List:
		b := y.(*rt.List)
		for i, e := range a.V {
			if !sameBits(e, b.V[i]) {
				return false
			}
		}
	}
	return true
}
