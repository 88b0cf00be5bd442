package base

import (
	"fmt"
	"math"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// linalgBuiltins are %*% and the dense solver behind solve().
var linalgBuiltins = []*vm.BuiltinDef{
	{Name: "%*%", Formals: []string{"x", "y"}, Fn: builtinMatprod},
	{Name: ".solve", Formals: []string{"a", "b"}, Fn: builtinSolve},
}

func init() { extraTables = append(extraTables, linalgBuiltins) }

// matOperand is a numeric matrix operand: its values column-major, its
// shape, and its dimnames (nil when none).
type matOperand struct {
	x      []float64
	nr, nc int
	dn     *rt.List
	isMat  bool
}

func asMatOperand(in *vm.Interp, v rt.Value) (matOperand, error) {
	switch v.Type() {
	case rt.LogicalType, rt.IntegerType, rt.DoubleType:
	default:
		return matOperand{}, in.Errorf(nil, "requires numeric/complex matrix/vector arguments")
	}
	xs, _ := numericReals(v)
	m := matOperand{x: xs}
	if d := arrayDims(v); len(d) == 2 {
		m.nr, m.nc, m.isMat = d[0], d[1], true
		m.dn, _ = rt.GetAttr(v, rt.DimNamesSym).(*rt.List)
	} else {
		m.nr, m.nc = len(xs), 1
	}
	return m, nil
}

// builtinMatprod is x %*% y; vectors are taken as row or column vectors,
// whichever makes the product conform.
func builtinMatprod(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, err := asMatOperand(in, c.Arg(0))
	if err != nil {
		return nil, err
	}
	y, err := asMatOperand(in, c.Arg(1))
	if err != nil {
		return nil, err
	}
	lx, ly := len(x.x), len(y.x)
	switch {
	case !x.isMat && !y.isMat:
		switch {
		case lx == ly:
			x.nr, x.nc = 1, lx
		case lx == 1:
			x.nr, x.nc = 1, 1
			y.nr, y.nc = 1, ly
		}
	case !x.isMat:
		if lx == y.nr {
			x.nr, x.nc = 1, lx
		} else if y.nr == 1 {
			x.nr, x.nc = lx, 1
		}
	case !y.isMat:
		if ly == x.nc {
			y.nr, y.nc = ly, 1
		} else if x.nc == 1 {
			y.nr, y.nc = 1, ly
		}
	}
	if x.nc != y.nr {
		return nil, in.Errorf(nil, "non-conformable arguments")
	}
	out := rt.NewDouble(x.nr * y.nc)
	for j := 0; j < y.nc; j++ {
		for i := 0; i < x.nr; i++ {
			s := 0.0
			for k := 0; k < x.nc; k++ {
				s += x.x[i+k*x.nr] * y.x[k+j*y.nr]
			}
			out.V[i+j*x.nr] = s
		}
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(x.nr), int32(y.nc)))
	var rn, cn rt.Value = rt.Nil, rt.Nil
	if x.dn != nil {
		rn = x.dn.V[0]
	}
	if y.dn != nil {
		cn = y.dn.V[1]
	}
	if !rt.IsNull(rn) || !rt.IsNull(cn) {
		rt.SetAttr(out, rt.DimNamesSym, rt.ListOf(rn, cn))
	}
	return out, nil
}

// builtinSolve is solve.default's kernel: a %*% x = b by Gaussian
// elimination with partial pivoting (LAPACK's dgesv). b is a matrix or
// NULL for the identity.
func builtinSolve(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	a, err := asMatOperand(in, c.Arg(0))
	if err != nil {
		return nil, err
	}
	if !a.isMat {
		a.nr, a.nc = 1, len(a.x)
		if len(a.x) != 1 {
			a.nr = len(a.x)
		}
	}
	n := a.nr
	if a.nc != n {
		return nil, in.Errorf(nil, "'a' (%d x %d) must be square", a.nr, a.nc)
	}
	var b matOperand
	bv := c.Arg(1)
	if bv == nil || rt.IsNull(bv) {
		b = matOperand{x: make([]float64, n*n), nr: n, nc: n}
		for i := 0; i < n; i++ {
			b.x[i+i*n] = 1
		}
	} else {
		if b, err = asMatOperand(in, bv); err != nil {
			return nil, err
		}
		if b.nr != n {
			return nil, in.Errorf(nil, "'b' (%d x %d) must be compatible with 'a' (%d x %d)", b.nr, b.nc, n, n)
		}
	}
	lu := append([]float64(nil), a.x...)
	bx := append([]float64(nil), b.x...)
	for k := 0; k < n; k++ {
		p := k
		for i := k + 1; i < n; i++ {
			if math.Abs(lu[i+k*n]) > math.Abs(lu[p+k*n]) {
				p = i
			}
		}
		if lu[p+k*n] == 0 {
			return nil, in.Errorf(nil, "%s", fmt.Sprintf("Lapack routine dgesv: system is exactly singular: U[%d,%d] = 0", k+1, k+1))
		}
		if p != k {
			for j := 0; j < n; j++ {
				lu[k+j*n], lu[p+j*n] = lu[p+j*n], lu[k+j*n]
			}
			for j := 0; j < b.nc; j++ {
				bx[k+j*n], bx[p+j*n] = bx[p+j*n], bx[k+j*n]
			}
		}
		piv := lu[k+k*n]
		for i := k + 1; i < n; i++ {
			lu[i+k*n] /= piv
		}
		for j := k + 1; j < n; j++ {
			f := lu[k+j*n]
			if f == 0 {
				continue
			}
			for i := k + 1; i < n; i++ {
				lu[i+j*n] -= lu[i+k*n] * f
			}
		}
	}
	for j := 0; j < b.nc; j++ {
		col := bx[j*n : (j+1)*n]
		for i := 1; i < n; i++ {
			s := col[i]
			for k := 0; k < i; k++ {
				s -= lu[i+k*n] * col[k]
			}
			col[i] = s
		}
		for i := n - 1; i >= 0; i-- {
			s := col[i]
			for k := i + 1; k < n; k++ {
				s -= lu[i+k*n] * col[k]
			}
			col[i] = s / lu[i+i*n]
		}
	}
	out := rt.DoubleOf(bx...)
	var rn, cn rt.Value = rt.Nil, rt.Nil
	if a.dn != nil {
		rn = a.dn.V[1]
	}
	if bv == nil || rt.IsNull(bv) {
		if a.dn != nil {
			cn = a.dn.V[0]
		}
	} else if b.dn != nil {
		cn = b.dn.V[1]
	}
	if bv != nil && !rt.IsNull(bv) && !b.isMat {
		if !rt.IsNull(rn) {
			rt.SetAttr(out, rt.NamesSym, rn)
		}
		return out, nil
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(n), int32(b.nc)))
	if !rt.IsNull(rn) || !rt.IsNull(cn) {
		rt.SetAttr(out, rt.DimNamesSym, rt.ListOf(rn, cn))
	}
	return out, nil
}
