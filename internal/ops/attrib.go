package ops

import "gorir/internal/rt"

// This file holds the attribute rules R applies to the result of a binary
// operator (arithmetic, comparison, `&` and `|`):
//
//   - Arrays: if both operands have a dim attribute the dims must be equal
//     ("non-conformable arrays"); the result takes the dim (and the
//     dimnames of the first operand that has them). If only one operand is
//     an array, its dim is used unless the other operand has length zero
//     (while the array does not). A dim that does not fit the result
//     length is an error: "dims [product 4] do not match the length of
//     object [8]".
//   - Arithmetic only: an array of length one combined with a vector of
//     another length loses its dim, with a deprecation warning; and, as in
//     R, the array branch is still taken, so the result then has no names.
//   - Names, when no operand is an array: those of the first operand whose
//     names are as long as the result, else those of the second.
//   - Time series (a tsp attribute): the result takes the tsp and class of
//     the first time series; a time series shorter than the other operand
//     is an error ("time-series/vector length mismatch").
//   - Arithmetic only: every other attribute is copied from the operands
//     whose length is the result length, from the second operand first so
//     that the first one's values win. A zero-length result gets none.
//
// Comparison and logic operators keep only dim, dimnames, names, tsp and
// class.

// binLayout is what a binary operator needs to know about its operands'
// attributes, computed before the elementwise work.
type binLayout struct {
	nx, ny, n int
	xattr     bool // x has attributes
	yattr     bool // y has attributes
	arrays    bool // the array branch: dims and dimnames, never names
	dims      rt.Value
	xnames    rt.Value // names, or dimnames in the array branch
	ynames    rt.Value
	ts        bool
	tsp       rt.Value
	class     rt.Value
}

// opAttrs returns v's attribute list, nil for values without attributes.
func opAttrs(v rt.Value) *rt.Attrs {
	if a, ok := v.(rt.Attributed); ok {
		return a.Attrs()
	}
	return nil
}

// recycledLen is the length of the result of an elementwise operation on
// operands of lengths nx and ny: zero if either is zero, else the larger.
func recycledLen(nx, ny int) int {
	if nx == 0 || ny == 0 {
		return 0
	}
	if nx > ny {
		return nx
	}
	return ny
}

const (
	msgRecycle = "longer object length is not a multiple of shorter object length"
	msgArrVec  = "Recycling array of length 1 in array-vector arithmetic is deprecated.\n  Use c() or as.vector() instead.\n"
	msgVecArr  = "Recycling array of length 1 in vector-array arithmetic is deprecated.\n  Use c() or as.vector() instead.\n"
)

// layoutBinary computes the result layout of a binary operator on x and y
// (of lengths nx and ny; NULL counts as an attribute-free empty vector).
// dropLen1 enables arithmetic's length-one-array rule. It raises the
// recycling warning and the errors that R raises before computing.
func layoutBinary(x, y rt.Value, nx, ny int, dropLen1 bool, w Warner) (binLayout, error) {
	l := binLayout{nx: nx, ny: ny, n: recycledLen(nx, ny)}
	xa, ya := opAttrs(x), opAttrs(y)
	l.xattr, l.yattr = xa != nil, ya != nil
	if !l.xattr && !l.yattr {
		if l.n > 0 && nx != ny && l.n%min(nx, ny) != 0 {
			w.Warn(msgRecycle)
		}
		return l, nil
	}
	xdim, ydim := xa.Get(rt.DimSym), ya.Get(rt.DimSym)
	xarray, yarray := xdim != nil, ydim != nil
	xdimnames, ydimnames := xa.Get(rt.DimNamesSym), ya.Get(rt.DimNamesSym)
	if dropLen1 && xarray != yarray {
		if xarray && nx == 1 && ny != 1 {
			if ny != 0 {
				w.Warn(msgArrVec)
			}
			xdim, xdimnames = nil, nil
		}
		if yarray && ny == 1 && nx != 1 {
			if nx != 0 {
				w.Warn(msgVecArr)
			}
			ydim, ydimnames = nil, nil
		}
	}
	if xarray || yarray {
		l.arrays = true
		switch {
		case xarray && yarray:
			if !opSameDims(xdim, ydim) {
				return l, Errorf("non-conformable arrays")
			}
			l.dims = xdim
		case xarray && (ny != 0 || nx == 0):
			l.dims = xdim
		case yarray && (nx != 0 || ny == 0):
			l.dims = ydim
		}
		l.xnames, l.ynames = xdimnames, ydimnames
	} else {
		l.xnames, l.ynames = xa.Get(rt.NamesSym), ya.Get(rt.NamesSym)
	}
	xtsp, ytsp := xa.Get(rt.TspSym), ya.Get(rt.TspSym)
	switch {
	case xtsp != nil && ytsp != nil:
		l.ts, l.tsp, l.class = true, xtsp, xa.Get(rt.ClassSym)
	case xtsp != nil:
		if nx < ny {
			return l, Errorf("time-series/vector length mismatch")
		}
		l.ts, l.tsp, l.class = true, xtsp, xa.Get(rt.ClassSym)
	case ytsp != nil:
		if ny < nx {
			return l, Errorf("time-series/vector length mismatch")
		}
		l.ts, l.tsp, l.class = true, ytsp, ya.Get(rt.ClassSym)
	}
	if l.n > 0 && nx != ny && l.n%min(nx, ny) != 0 {
		w.Warn(msgRecycle)
	}
	return l, nil
}

// opSameDims reports whether two dim attributes are equal.
func opSameDims(a, b rt.Value) bool {
	da, ok1 := a.(*rt.Integer)
	db, ok2 := b.(*rt.Integer)
	if !ok1 || !ok2 {
		return rt.Identical(a, b)
	}
	if len(da.V) != len(db.V) {
		return false
	}
	for i := range da.V {
		if da.V[i] != db.V[i] {
			return false
		}
	}
	return true
}

// opDimProduct is the number of cells a dim attribute describes.
func opDimProduct(d rt.Value) int {
	p := 1
	switch v := d.(type) {
	case *rt.Integer:
		for _, e := range v.V {
			p *= int(e)
		}
	case *rt.Double:
		for _, e := range v.V {
			p *= int(e)
		}
	}
	return p
}

// copyMostAttrib copies every attribute of from except names, dim and
// dimnames onto to, replacing values already there in place.
func copyMostAttrib(from rt.Value, to rt.Attributed) {
	a := opAttrs(from)
	for i := 0; i < a.Len(); i++ {
		it := a.At(i)
		if it.Name == rt.NamesSym || it.Name == rt.DimSym || it.Name == rt.DimNamesSym {
			continue
		}
		rt.MarkShared(it.Val)
		rt.SetAttr(to, it.Name, it.Val)
	}
}

// finish sets the attributes of res (of length l.n) according to the
// layout; copyMost adds arithmetic's copying of the other attributes.
func (l *binLayout) finish(res rt.Attributed, x, y rt.Value, copyMost bool) error {
	if !l.xattr && !l.yattr {
		return nil
	}
	if copyMost && l.n > 0 {
		if l.n == l.ny && l.yattr {
			copyMostAttrib(y, res)
		}
		if l.n == l.nx && l.xattr {
			copyMostAttrib(x, res)
		}
	}
	if l.dims != nil {
		if p := opDimProduct(l.dims); p != l.n {
			return Errorf("dims [product %d] do not match the length of object [%d]", p, l.n)
		}
		rt.MarkShared(l.dims)
		rt.SetAttr(res, rt.DimSym, l.dims)
		if l.xnames != nil {
			rt.MarkShared(l.xnames)
			rt.SetAttr(res, rt.DimNamesSym, l.xnames)
		} else if l.ynames != nil {
			rt.MarkShared(l.ynames)
			rt.SetAttr(res, rt.DimNamesSym, l.ynames)
		}
	} else if !l.arrays {
		switch {
		case l.n == opLen(l.xnames):
			if l.xnames != nil {
				rt.MarkShared(l.xnames)
				rt.SetAttr(res, rt.NamesSym, l.xnames)
			}
		case l.n == opLen(l.ynames):
			rt.MarkShared(l.ynames)
			rt.SetAttr(res, rt.NamesSym, l.ynames)
		}
	}
	if l.ts {
		rt.MarkShared(l.tsp)
		rt.SetAttr(res, rt.TspSym, l.tsp)
		if l.class != nil {
			rt.MarkShared(l.class)
		}
		rt.SetAttr(res, rt.ClassSym, l.class)
	}
	return nil
}

// opLen is length() for the values that appear as attributes; 0 for nil.
func opLen(v rt.Value) int {
	if v == nil {
		return 0
	}
	if l, ok := v.(interface{ Len() int }); ok {
		return l.Len()
	}
	return 1
}

// keepStructAttrs copies names, dim and dimnames of x onto res: the
// attributes `!` keeps for non-logical operands.
func keepStructAttrs(x rt.Value, res rt.Attributed) {
	a := opAttrs(x)
	for _, s := range [...]*rt.Symbol{rt.NamesSym, rt.DimSym, rt.DimNamesSym} {
		if v := a.Get(s); v != nil {
			rt.MarkShared(v)
			rt.SetAttr(res, s, v)
		}
	}
}
