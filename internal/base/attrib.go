package base

import (
	"math"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// attribBuiltins are attr, attributes, dim, dimnames (with their
// replacement forms) and matrix.
var attribBuiltins = []*vm.BuiltinDef{
	{Name: "attr", Formals: []string{"x", "which", "exact"}, Fn: builtinAttr},
	{Name: "attr<-", Formals: []string{"x", "which", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		w, ok := c.Arg(1).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "'name' must be non-null character string")
		}
		if w.Len() != 1 || rt.IsNAString(w.V[0]) {
			return nil, in.Errorf(nil, "exactly one attribute 'which' must be given")
		}
		val := c.Arg(2)
		if val == nil {
			val = rt.Nil
		}
		tgt, err := modifiable(in, x, val)
		if err != nil {
			return nil, err
		}
		if err := setAttrib(in, tgt, rt.Intern(w.V[0]), val); err != nil {
			return nil, err
		}
		return tgt, nil
	}},
	{Name: ".row_names_info", Formals: []string{"x", "type"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		typ, _ := intArg(c.Arg(1), 1)
		rn := rt.GetAttr(x, rt.RowNamesSym)
		cm := rt.CompactOf(x, rt.RowNamesSym)
		n := int32(rt.Length(rn))
		switch typ {
		case 0:
			if rn == nil {
				return rt.Nil, nil
			}
			if cm != 0 {
				return rt.IntegerOf(rt.NAInt, int32(cm)*n), nil
			}
			return rn, nil
		case 2:
			return rt.IntegerOf(n), nil
		}
		if cm < 0 {
			n = -n
		}
		return rt.IntegerOf(n), nil
	}},
	{Name: "attributes", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		a, ok := x.(rt.Attributed)
		if !ok || a.Attrs() == nil || a.Attrs().Len() == 0 {
			return rt.Nil, nil
		}
		at := a.Attrs()
		l := rt.NewList(0)
		var names []string
		for i := 0; i < at.Len(); i++ {
			e := at.At(i)
			rt.MarkShared(e.Val)
			l.V = append(l.V, e.Val)
			names = append(names, e.Name.Name)
		}
		rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(names...))
		return l, nil
	}},
	{Name: "attributes<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		val := c.Arg(1)
		var l *rt.List
		switch v := val.(type) {
		case nil, *rt.Null:
		case *rt.List:
			l = v
		default:
			return nil, in.Errorf(nil, "attributes must be a list or NULL")
		}
		var names *rt.Character
		if l != nil && len(l.V) > 0 {
			names = rt.Names(l)
			if names == nil {
				return nil, in.Errorf(nil, "attributes must be named")
			}
			for i := range l.V {
				if names.V[i] == "" || rt.IsNAString(names.V[i]) {
					return nil, in.Errorf(nil, "all attributes must have names [%d does not]", i+1)
				}
			}
		}
		if rt.IsNull(x) {
			if l == nil || len(l.V) == 0 {
				return rt.Nil, nil
			}
			x = rt.NewList(0)
		}
		tgt, err := modifiable(in, x, rt.Nil)
		if err != nil {
			return nil, err
		}
		tgt.SetAttrs(nil)
		if l == nil {
			return tgt, nil
		}
		// dim first, as R does, so dimnames can follow.
		for i, v := range l.V {
			if names.V[i] == "dim" {
				if err := setAttrib(in, tgt, rt.DimSym, v); err != nil {
					return nil, err
				}
			}
		}
		for i, v := range l.V {
			if names.V[i] == "dim" {
				continue
			}
			if err := setAttrib(in, tgt, rt.Intern(names.V[i]), v); err != nil {
				return nil, err
			}
		}
		return tgt, nil
	}},
	attrGetter("dim", rt.DimSym),
	attrSetter("dim<-", rt.DimSym),
	attrGetter("dimnames", rt.DimNamesSym),
	attrSetter("dimnames<-", rt.DimNamesSym),
	{Name: "matrix", Formals: []string{"data", "nrow", "ncol", "byrow", "dimnames"}, Fn: builtinMatrix},
}

// attrGetter is an internally generic accessor of one attribute (dim,
// dimnames): the attribute, or NULL.
func attrGetter(name string, attr *rt.Symbol) *vm.BuiltinDef {
	return &vm.BuiltinDef{Name: name, Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, name, c); ok || err != nil {
			return v, err
		}
		if d := rt.GetAttr(c.Arg(0), attr); d != nil {
			return attrValue(d), nil
		}
		return rt.Nil, nil
	}}
}

// attrValue marks an attribute value returned to R code shared, as R
// marks it not mutable: `names(y)[2] <- "b"` must copy the names vector,
// which other objects may carry too, rather than change it in place.
func attrValue(v rt.Value) rt.Value {
	rt.MarkShared(v)
	return v
}

// attrSetter is the replacement function of one attribute (dim<-,
// dimnames<-), with setAttrib's checks.
func attrSetter(name string, attr *rt.Symbol) *vm.BuiltinDef {
	return &vm.BuiltinDef{Name: name, Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, name, c); ok || err != nil {
			return v, err
		}
		val := c.Arg(1)
		if val == nil {
			val = rt.Nil
		}
		tgt, err := modifiable(in, c.Arg(0), val)
		if err != nil {
			return nil, err
		}
		if err := setAttrib(in, tgt, attr, val); err != nil {
			return nil, err
		}
		return tgt, nil
	}}
}

// modifiable returns x, or a copy of it when it is shared, ready to have
// its attributes changed.
func modifiable(in *vm.Interp, x rt.Value, val rt.Value) (rt.Attributed, error) {
	switch v := x.(type) {
	case nil:
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	case *rt.Null:
		if rt.IsNull(val) {
			return rt.NewList(0), nil
		}
		return rt.NewList(0), nil
	case *rt.Env:
		return v, nil // a reference object: its attributes are set in place
	case *rt.S4Object:
		if rt.Shared(v) {
			return v.Copy(), nil
		}
		return v, nil
	case rt.Vector:
		if rt.Shared(v) {
			return rt.CopyVector(v), nil
		}
		return v, nil
	case *rt.Lang:
		if rt.Shared(v) {
			return v.Copy(), nil
		}
		return v, nil
	case *rt.Closure:
		c := *v
		return &c, nil
	case rt.Attributed:
		return v, nil
	}
	return nil, in.Errorf(nil, "invalid type (%s) for attributes", x.Type())
}

// builtinAttr is attr(x, which, exact = FALSE): exact match first, then
// a unique partial match unless exact.
func builtinAttr(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	w, ok := c.Arg(1).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "'which' must be of mode character")
	}
	if w.Len() != 1 {
		return nil, in.Errorf(nil, "exactly one attribute 'which' must be given")
	}
	exact := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
	name := w.V[0]
	a, isA := x.(rt.Attributed)
	if !isA || a.Attrs() == nil {
		return rt.Nil, nil
	}
	at := a.Attrs()
	if v := at.Get(rt.Intern(name)); v != nil {
		return attrValue(v), nil
	}
	if exact || name == "" {
		return rt.Nil, nil
	}
	var found rt.Value
	n := 0
	for i := 0; i < at.Len(); i++ {
		e := at.At(i)
		if strings.HasPrefix(e.Name.Name, name) {
			found = e.Val
			n++
		}
	}
	if n == 1 {
		return found, nil
	}
	return rt.Nil, nil
}

// setAttrib sets attribute name of x to val (NULL removes it) with the
// checks and conversions R applies to names, dim, dimnames and class.
func setAttrib(in *vm.Interp, x rt.Attributed, name *rt.Symbol, val rt.Value) error {
	if rt.IsNull(val) {
		rt.SetAttr(x, name, nil)
		if name == rt.DimSym {
			rt.SetAttr(x, rt.DimNamesSym, nil)
		}
		return nil
	}
	rt.MarkShared(val)
	switch name {
	case rt.NamesSym:
		return setNames(in, x, val)
	case rt.DimSym:
		dv, err := rt.CoerceVector(val, rt.IntegerType, nil)
		if err != nil {
			return rerr(in, err)
		}
		d, ok := dv.(*rt.Integer)
		if !ok || !rt.IsAtomicType(val.Type()) {
			return in.Errorf(nil, "invalid second argument, must be vector or NULL")
		}
		if d.Len() == 0 {
			return in.Errorf(nil, "length-0 dimension vector is invalid")
		}
		prod := 1
		for _, e := range d.V {
			if e == rt.NAInt || e < 0 {
				return in.Errorf(nil, "the dims contain missing or negative values")
			}
			prod *= int(e)
		}
		if n := rt.Length(x); prod != n {
			return in.Errorf(nil, "dims [product %d] do not match the length of object [%d]", prod, n)
		}
		if d == val {
			d = rt.IntegerOf(append([]int32(nil), d.V...)...)
		} else {
			d.SetAttrs(nil)
		}
		rt.SetAttr(x, rt.NamesSym, nil)
		rt.SetAttr(x, rt.DimNamesSym, nil)
		rt.SetAttr(x, rt.DimSym, d)
		return nil
	case rt.DimNamesSym:
		return setDimnames(in, x, val)
	case rt.RowNamesSym:
		// R's compact form of automatic row names, c(NA, -n) (or
		// c(NA, n)), as deparse writes it: the row names 1:n.
		// R also stores integer row names 1:n, n > 2, compactly.
		if n, ok := compactRowNames(val); ok {
			r := rt.NewInteger(n)
			for i := range r.V {
				r.V[i] = int32(i + 1)
			}
			rt.SetAttr(x, name, r)
			var c int8 = 1
			if negativeCompact(val) {
				c = -1
			}
			rt.SetCompact(x, name, c)
			return nil
		}
		if iv, ok := val.(*rt.Integer); ok && iv.Len() > 2 && iv.Attrs() == nil && isSeqFrom1(iv.V) {
			rt.SetAttr(x, name, val)
			rt.SetCompact(x, name, 1)
			return nil
		}
		if _, ok := val.(*rt.Double); ok {
			return in.Errorf(nil, "row names must be 'character' or 'integer', not 'double'")
		}
	case rt.ClassSym:
		cv, ok := val.(*rt.Character)
		if !ok {
			return in.Errorf(nil, "attempt to set invalid 'class' attribute")
		}
		if cv.Len() == 0 {
			rt.SetAttr(x, rt.ClassSym, nil)
			return nil
		}
		rt.SetAttr(x, rt.ClassSym, cv)
		return nil
	}
	rt.SetAttr(x, name, val)
	return nil
}

// negativeCompact reports whether the compact row names v are c(NA, -n).
func negativeCompact(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Integer:
		return x.V[1] < 0
	case *rt.Double:
		return x.V[1] < 0
	}
	return false
}

// isSeqFrom1 reports whether v is 1, 2, ..., len(v).
func isSeqFrom1(v []int32) bool {
	for i, e := range v {
		if e != int32(i+1) {
			return false
		}
	}
	return true
}

// compactRowNames reports whether v is R's compact form of the row names
// 1:n, an integer or double c(NA, n) or c(NA, -n), and n.
func compactRowNames(v rt.Value) (int, bool) {
	switch x := v.(type) {
	case *rt.Integer:
		if len(x.V) == 2 && x.V[0] == rt.NAInt && x.V[1] != rt.NAInt && x.Attrs() == nil {
			return int(max(x.V[1], -x.V[1])), true
		}
	case *rt.Double:
		if len(x.V) == 2 && rt.IsNA(x.V[0]) && !rt.IsNA(x.V[1]) && x.Attrs() == nil {
			n := x.V[1]
			if n < 0 {
				n = -n
			}
			return int(n), true
		}
	}
	return 0, false
}

// setNames is the names attribute assignment: converted to character,
// padded with NA to the length of x.
func setNames(in *vm.Interp, x rt.Attributed, val rt.Value) error {
	n := rt.Length(x)
	var names *rt.Character
	if s, ok := val.(*rt.Character); ok && s.Attrs() == nil {
		names = s
	} else {
		cv, err := asStrings(in, &vm.Call{}, val)
		if err != nil {
			return err
		}
		names = cv
	}
	if names.Len() > n {
		return in.Errorf(nil, "'names' attribute [%d] must be the same length as the vector [%d]", names.Len(), n)
	}
	if names.Len() < n || names.Attrs() != nil {
		out := rt.NewCharacter(n)
		for i := range out.V {
			if i < names.Len() {
				out.V[i] = names.V[i]
			} else {
				out.V[i] = rt.NAString
			}
		}
		names = out
	}
	if d := rt.GetAttr(x, rt.DimSym); d != nil && rt.Length(d) == 1 {
		rt.SetAttr(x, rt.DimNamesSym, rt.ListOf(names))
		return nil
	}
	rt.SetAttr(x, rt.NamesSym, names)
	return nil
}

func setDimnames(in *vm.Interp, x rt.Attributed, val rt.Value) error {
	d, ok := rt.GetAttr(x, rt.DimSym).(*rt.Integer)
	if !ok {
		return in.Errorf(nil, "'dimnames' applied to non-array")
	}
	l, ok := val.(*rt.List)
	if !ok {
		return in.Errorf(nil, "'dimnames' must be a list")
	}
	if len(l.V) != len(d.V) {
		return in.Errorf(nil, "length of 'dimnames' [%d] must match that of 'dims' [%d]", len(l.V), len(d.V))
	}
	out := rt.NewList(len(l.V))
	for i, e := range l.V {
		if rt.IsNull(e) || rt.Length(e) == 0 {
			out.V[i] = rt.Nil
			continue
		}
		if rt.Length(e) != int(d.V[i]) {
			return in.Errorf(nil, "length of 'dimnames' [%d] not equal to array extent", i+1)
		}
		s, err := asStrings(in, &vm.Call{}, e)
		if err != nil {
			return err
		}
		if s.Attrs() != nil {
			s = rt.CharacterOf(append([]string(nil), s.V...)...)
		}
		out.V[i] = s
	}
	if nm := rt.Names(l); nm != nil {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	rt.SetAttr(x, rt.DimNamesSym, out)
	return nil
}

// builtinMatrix is matrix(data = NA, nrow = 1, ncol = 1, byrow = FALSE,
// dimnames = NULL).
func builtinMatrix(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	data := c.Arg(0)
	if data == nil {
		data = rt.LogicalScalar(rt.NALgl)
	}
	var dv rt.Vector
	switch v := data.(type) {
	case rt.Vector:
		dv = v
		if l, ok := v.(*rt.List); ok && l.Expr {
			return nil, in.Errorf(nil, "'data' must be of a vector type, was 'expression'")
		}
	case *rt.Null:
		dv = rt.NewLogical(0)
	default:
		return nil, in.Errorf(internalCall("as.vector", "x", "mode"), "cannot coerce type '%s' to vector of type 'any'", data.Type())
	}
	lendat := dv.Len()
	extent := func(v rt.Value, what string) (int, error) {
		if rt.Length(v) != 1 {
			if !rt.IsAtomicType(v.Type()) {
				return 0, in.Errorf(nil, "non-numeric matrix extent")
			}
		}
		switch v.Type() {
		case rt.IntegerType, rt.DoubleType, rt.LogicalType:
		default:
			return 0, in.Errorf(nil, "non-numeric matrix extent")
		}
		f := rt.AsReal(v, nil)
		if math.IsNaN(f) || f > math.MaxInt32 {
			return 0, in.Errorf(nil, "invalid '%s' value (too large or NA)", what)
		}
		if f < 0 {
			return 0, in.Errorf(nil, "invalid '%s' value (< 0)", what)
		}
		return int(f), nil
	}
	nr, nc := 1, 1
	var err error
	hasR, hasC := c.Arg(1) != nil, c.Arg(2) != nil
	if hasR {
		if nr, err = extent(c.Arg(1), "nrow"); err != nil {
			return nil, err
		}
	}
	if hasC {
		if nc, err = extent(c.Arg(2), "ncol"); err != nil {
			return nil, err
		}
	}
	switch {
	case !hasR && !hasC:
		nr = lendat
	case hasR && !hasC:
		if nr == 0 {
			if lendat > 0 {
				return nil, in.Errorf(nil, "nc = 0 for non-null data")
			}
			nc = 0
		} else {
			nc = int(math.Ceil(float64(lendat) / float64(nr)))
		}
	case !hasR && hasC:
		if nc == 0 {
			if lendat > 0 {
				return nil, in.Errorf(nil, "nr = 0 for non-null data")
			}
			nr = 0
		} else {
			nr = int(math.Ceil(float64(lendat) / float64(nc)))
		}
	}
	if lendat > 0 && c.Arg(0) != nil {
		total := nr * nc
		switch {
		case total == 0:
			in.Warn(c.Call, "non-empty data for zero-extent matrix")
		case lendat > 1 && total%lendat != 0:
			if (lendat > nr && (lendat/nr)*nr != lendat) || (lendat < nr && (nr/lendat)*lendat != nr) {
				in.Warn(c.Call, "data length ["+itoa(lendat)+"] is not a sub-multiple or multiple of the number of rows ["+itoa(nr)+"]")
			} else if (lendat > nc && (lendat/nc)*nc != lendat) || (lendat < nc && (nc/lendat)*lendat != nc) {
				in.Warn(c.Call, "data length ["+itoa(lendat)+"] is not a sub-multiple or multiple of the number of columns ["+itoa(nc)+"]")
			} else {
				in.Warn(c.Call, "data length differs from size of matrix: ["+itoa(lendat)+" != "+itoa(nr)+" x "+itoa(nc)+"]")
			}
		}
	}
	byrow := c.Arg(3) != nil && rt.AsLogical(c.Arg(3)) == rt.True
	idx := make([]int, nr*nc)
	var out rt.Vector
	if lendat == 0 {
		out = extendNA(rt.NewVector(dv.Type(), 0), nr*nc)
	} else {
		for i := range idx {
			if byrow {
				r, col := i%nr, i/nr
				idx[i] = (r*nc + col) % lendat
			} else {
				idx[i] = i % lendat
			}
		}
		out = gatherVector(dv, idx)
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(nr), int32(nc)))
	if dn := c.Arg(4); dn != nil && !rt.IsNull(dn) {
		if l, ok := dn.(*rt.List); ok && len(l.V) == 0 {
			return out, nil
		}
		if err := setDimnames(in, out, dn); err != nil {
			return nil, err
		}
	}
	return out, nil
}
