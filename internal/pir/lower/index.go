package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// Indexing: x[i], x[[i]], x$name and their assignment forms. An element
// of a plain double, integer or logical vector at an unboxed in-range
// positive index, or of such a matrix (only dim and dimnames) at two,
// is read (or, when the vector is not shared, written) in place without
// boxing; anything else is the interpreter's inlined operator, which
// falls back to the base builtins (dispatch, names, recycling, errors).

// lowerIndex lowers Extract1/2, Dollar, Subassign1/2 and DollarAssign.
func (l *lowerer) lowerIndex(i *pir.Instr) {
	x, aux := l.slowSite(i)
	if x == nil {
		return
	}
	vals := i.ValueArgs()
	for _, a := range vals {
		x.args = append(x.args, l.ref(a))
	}
	isIndex := func(r ref) bool { return r.class().number() }
	var op opcode
	switch i.Op {
	case pir.Extract1, pir.Extract2:
		x.two = i.Op == pir.Extract2
		if len(vals) < 1 {
			l.fail("%s without an object", i.Op)
			return
		}
		op = opExtract
		if n := len(x.args); (n == 2 || n == 3) && x.args[0].class() == cVal && isIndex(x.args[1]) && isIndex(x.args[n-1]) {
			op = opExtractFast
		}
	case pir.Subassign1, pir.Subassign2:
		x.two = i.Op == pir.Subassign2
		if len(vals) < 2 {
			l.fail("%s without an object and a value", i.Op)
			return
		}
		op = opSubassign
		if n := len(x.args); (n == 3 || n == 4) && x.args[0].class() == cVal && isIndex(x.args[1]) && isIndex(x.args[n-2]) &&
			x.args[n-1].class().number() {
			op = opSubassignFast
		}
	case pir.Dollar, pir.DollarAssign:
		if aux.Name == nil {
			l.fail("%s without a name", i.Op)
			return
		}
		x.sym = aux.Name
		op = opDollar
		if i.Op == pir.DollarAssign {
			op = opDollarAssign
		}
	}
	if op != opExtractFast && op != opSubassignFast {
		for k, a := range vals {
			x.args[k] = l.boxed(a)
		}
	}
	l.emit(op, 0, 0, 0, x)
}

// position is an unboxed index (a double, an integer or a number) as a
// 0-based position, when it is a positive number below 2^31 (a double
// is truncated, as R does).
func (f *frame) position(r ref) (int, bool) {
	switch r.class() {
	case cF:
		if d := f.f[r.idx()]; d >= 1 && d < 1<<31 {
			return int(d) - 1, true
		}
	case cInt:
		if n := f.i[r.idx()]; n >= 1 {
			return int(n) - 1, true
		}
	case cNum:
		if d := f.n[r.idx()].x; d >= 1 && d < 1<<31 {
			return int(d) - 1, true
		}
	}
	return 0, false
}

// elementPos is the 0-based position in obj of the element the unboxed
// indices idx name (one index, or a row and a column of a matrix) when
// they are in range and obj is a double, integer or logical vector they
// read plainly: without attributes for one index, with only dim (and
// dimnames) for two.
func (f *frame) elementPos(obj rt.Value, idx []ref) (int, bool) {
	var n int
	var a *rt.Attrs
	switch v := obj.(type) {
	case *rt.Double:
		n, a = len(v.V), v.Attrs()
	case *rt.Integer:
		n, a = len(v.V), v.Attrs()
	case *rt.Logical:
		n, a = len(v.V), v.Attrs()
	default:
		return 0, false
	}
	k, ok := f.position(idx[0])
	if !ok {
		return 0, false
	}
	switch len(idx) {
	case 1:
		if a != nil {
			return 0, false
		}
	case 2:
		j, ok := f.position(idx[1])
		nr, nc, isMat := a.MatrixDims()
		if !ok || !isMat || k >= nr || j >= nc {
			return 0, false
		}
		k += j * nr
	default:
		return 0, false
	}
	return k, k < n
}

// indexOp runs the indexing ops.
func (c *Compiled) indexOp(f *frame, op opcode, x *slow) error {
	in := f.in
	switch op {
	case opExtractFast:
		obj := f.v[x.args[0].idx()]
		if k, ok := f.elementPos(obj, x.args[1:]); ok {
			done := false
			switch v := obj.(type) {
			case *rt.Double:
				done = f.setF(x.dst, v.V[k])
			case *rt.Integer:
				done = f.setI(x.dst, v.V[k], false)
			case *rt.Logical:
				done = f.setI(x.dst, v.V[k], true)
			}
			if done {
				in.Visible = true
				return nil
			}
		}
		fallthrough
	case opExtract:
		obj := f.get(x.args[0])
		idx := make([]rt.Value, len(x.args)-1)
		for k, r := range x.args[1:] {
			idx[k] = f.get(r)
		}
		v, err := in.Subset(x.two, obj, idx, x.call, f.env(x.env))
		if err != nil {
			return err
		}
		if !f.set(x.dst, v) {
			return c.typeFault(f, x, v)
		}
	case opSubassignFast:
		obj := f.v[x.args[0].idx()]
		n := len(x.args)
		if k, ok := f.elementPos(obj, x.args[1:n-1]); ok && !rt.Shared(obj) && f.setElement(obj, k, x.args[n-1]) {
			if !f.set(x.dst, obj) {
				return c.typeFault(f, x, obj)
			}
			return nil
		}
		fallthrough
	case opSubassign:
		n := len(x.args)
		obj := f.get(x.args[0])
		idx := make([]rt.Value, n-2)
		for k, r := range x.args[1 : n-1] {
			idx[k] = f.get(r)
		}
		v, err := in.Subassign(x.two, obj, idx, f.get(x.args[n-1]), x.site, f.env(x.env))
		if err != nil {
			return err
		}
		if !f.set(x.dst, v) {
			return c.typeFault(f, x, v)
		}
	case opDollar:
		v, err := in.Dollar(f.get(x.args[0]), x.sym, x.call, f.env(x.env))
		if err != nil {
			return err
		}
		if !f.set(x.dst, v) {
			return c.typeFault(f, x, v)
		}
	case opDollarAssign:
		v, err := in.DollarAssign(f.get(x.args[0]), x.sym, f.get(x.args[1]), x.site, f.env(x.env))
		if err != nil {
			return err
		}
		if !f.set(x.dst, v) {
			return c.typeFault(f, x, v)
		}
	}
	return nil
}

// setElement stores the unboxed scalar in r at position k of the vector
// obj (which elementPos found), in place, when its kind fits the
// vector's without a coercion of the vector (a double into a double
// vector, an integer into an integer or double one). It reports whether
// it did.
func (f *frame) setElement(obj rt.Value, k int, r ref) bool {
	switch v := obj.(type) {
	case *rt.Double:
		switch r.class() {
		case cF:
			v.V[k] = f.f[r.idx()]
			return true
		case cInt:
			if n := f.i[r.idx()]; n == rt.NAInt {
				v.V[k] = rt.NAReal
			} else {
				v.V[k] = float64(n)
			}
			return true
		case cNum:
			v.V[k] = f.n[r.idx()].x
			return true
		}
	case *rt.Integer:
		switch r.class() {
		case cInt:
			v.V[k] = f.i[r.idx()]
			return true
		case cNum:
			if n := f.n[r.idx()]; n.kind == numInt {
				v.V[k] = n.int()
				return true
			}
		}
	}
	return false
}
