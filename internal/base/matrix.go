package base

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// matrixBuiltins are the Go half of matrices and arrays: array, t, aperm,
// cbind/rbind, the row and column summaries, and the printing
// and formatting helpers the R code of factors, tables and data frames
// (R/matrix.R, R/factor.R, R/table.R, R/dataframe.R) builds on.
var matrixBuiltins = []*vm.BuiltinDef{
	{Name: "array", Formals: []string{"data", "dim", "dimnames"}, Fn: builtinArray},
	{Name: ".t", Formals: []string{"x"}, Fn: builtinTranspose},
	{Name: "aperm.default", Formals: []string{"a", "perm", "resize", "..."}, Fn: builtinAperm},
	{Name: "cbind", Formals: []string{"...", "deparse.level"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bindValues(in, c, true)
	}},
	{Name: "rbind", Formals: []string{"...", "deparse.level"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return bindValues(in, c, false)
	}},
	{Name: ".rowColStat", Formals: []string{"x", "na.rm", "what"}, Internal: true, Fn: builtinRowColStat},
	{Name: ".printArray", Formals: []string{"x", "quote", "right"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		p := newPrintParams(in)
		p.quote = c.Arg(1) == nil || rt.AsLogical(c.Arg(1)) != rt.False
		p.right = c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
		quote := p.quote
		v, ok := x.(rt.Vector)
		if !ok || arrayDims(x) == nil {
			return x, printValue(in, in.Stdout, x, "", quote)
		}
		if l, ok := v.(*rt.List); ok && len(arrayDims(l)) == 1 {
			// printBody prints it as a list named by its dimnames.
			if err := printBody(in, in.Stdout, l, "", p); err != nil {
				return nil, err
			}
		} else if !printArrayOpts(in.Stdout, v, p) {
			plain := rt.CopyVector(v)
			plain.SetAttrs(nil)
			printVector(in.Stdout, plain, p)
		}
		// The attributes print.default lists after an array: all but
		// its dim, dimnames and names.
		a := v.Attrs()
		for i := 0; a != nil && i < a.Len(); i++ {
			at := a.At(i)
			if at.Name == rt.NamesSym || at.Name == rt.DimSym || at.Name == rt.DimNamesSym {
				continue
			}
			tag := "attr(,\"" + at.Name.Name + "\")"
			io := in.Stdout
			if _, err := io.Write([]byte(tag + "\n")); err != nil {
				return nil, err
			}
			if err := printBody(in, io, at.Val, tag, p); err != nil {
				return nil, err
			}
			if av, ok := at.Val.(rt.Attributed); ok {
				if err := printAttributes(in, io, av, tag, p); err != nil {
					return nil, err
				}
			}
		}
		return x, nil
	}},
	// .fmtcol(x, common) formats the elements of x in a common format,
	// padded to a common width when common is set.
	{Name: ".fmtcol", Formals: []string{"x", "common", "digits"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		v, ok := c.Arg(0).(rt.Vector)
		if !ok {
			return nil, in.Errorf(nil, "invalid column")
		}
		if fv, ok, err := formatTimeColumn(in, v); ok || err != nil {
			if err != nil {
				return nil, err
			}
			v = fv
		}
		plain := rt.CopyVector(v)
		plain.SetAttrs(nil)
		p := newPrintParams(in)
		p.quote = false
		if d := c.Arg(2); d != nil && d != rt.Nil {
			if n, ok := scalarInt(d); ok && n >= 1 && n <= rt.MaxDigits {
				p.digits = n
			}
		}
		out := formatMatrixColumn(plain, p)
		if c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True {
			out = padAll(out, true)
		}
		return rt.CharacterOf(out...), nil
	}},
}

func init() { extraTables = append(extraTables, matrixBuiltins) }

// dimInts coerces v to integers (nil when it cannot).
func dimInts(v rt.Value) []int32 {
	iv, err := rt.CoerceVector(v, rt.IntegerType, nil)
	if err != nil {
		return nil
	}
	i, ok := iv.(*rt.Integer)
	if !ok {
		return nil
	}
	return i.V
}

// builtinArray is array(data = NA, dim = length(data), dimnames = NULL).
func builtinArray(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	data := c.Arg(0)
	if data == nil {
		data = rt.LogicalScalar(rt.NALgl)
	}
	var dv rt.Vector
	switch v := data.(type) {
	case rt.Vector:
		dv = v
	case *rt.Null:
		dv = rt.NewLogical(0)
	default:
		return nil, in.Errorf(nil, "'data' must be of a vector type, was '%s'", data.Type())
	}
	var dims []int32
	if d := c.Arg(1); d != nil {
		dims = dimInts(d)
		if dims == nil && !rt.IsNull(d) {
			return nil, in.Errorf(nil, "'dims' cannot be of length 0")
		}
	} else {
		dims = []int32{int32(dv.Len())}
	}
	if len(dims) == 0 {
		return nil, in.Errorf(nil, "'dims' cannot be of length 0")
	}
	total := 1
	for _, k := range dims {
		if k == rt.NAInt || k < 0 {
			return nil, in.Errorf(nil, "negative length vectors are not allowed")
		}
		total *= int(k)
	}
	var out rt.Vector
	if dv.Len() == 0 {
		out = extendNA(rt.NewVector(dv.Type(), 0), total)
	} else {
		idx := make([]int, total)
		for i := range idx {
			idx[i] = i % dv.Len()
		}
		out = gatherVector(dv, idx)
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(append([]int32(nil), dims...)...))
	if dn := c.Arg(2); dn != nil && !rt.IsNull(dn) {
		if l, ok := dn.(*rt.List); ok && len(l.V) == 0 {
			return out, nil
		}
		if err := setDimnames(in, out, dn); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// builtinTranspose is t.default: a vector becomes a one-row matrix.
func builtinTranspose(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, ok := c.Arg(0).(rt.Vector)
	if !ok {
		return nil, in.Errorf(internalCall("t.default", "x"), "argument is not a matrix")
	}
	d := arrayDims(x)
	var dn *rt.List
	if l, ok := rt.GetAttr(x, rt.DimNamesSym).(*rt.List); ok {
		dn = l
	}
	var nr, nc int
	switch len(d) {
	case 0:
		nr, nc = x.Len(), 1
		if nm := rt.Names(x); nm != nil {
			dn = rt.ListOf(nm, rt.Nil)
		}
	case 1:
		nr, nc = d[0], 1
		if dn != nil {
			l := rt.ListOf(dn.V[0], rt.Nil)
			if nn := rt.Names(dn); nn != nil {
				rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(nn.V[0], ""))
			}
			dn = l
		}
	case 2:
		nr, nc = d[0], d[1]
	default:
		return nil, in.Errorf(internalCall("t.default", "x"), "argument is not a matrix")
	}
	idx := make([]int, nr*nc)
	for i := 0; i < nr; i++ {
		for j := 0; j < nc; j++ {
			idx[j+i*nc] = i + j*nr
		}
	}
	out := gatherVector(x, idx)
	// Other attributes are kept, as R does.
	if a := x.Attrs(); a != nil {
		for i := 0; i < a.Len(); i++ {
			at := a.At(i)
			switch at.Name {
			case rt.NamesSym, rt.DimSym, rt.DimNamesSym:
				continue
			}
			rt.SetAttr(out, at.Name, at.Val)
		}
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(nc), int32(nr)))
	if dn != nil {
		l := rt.ListOf(dn.V[1], dn.V[0])
		if nn := rt.Names(dn); nn != nil {
			rt.SetAttr(l, rt.NamesSym, rt.CharacterOf(nn.V[1], nn.V[0]))
		}
		rt.SetAttr(out, rt.DimNamesSym, l)
	}
	return out, nil
}

// builtinAperm is aperm(a, perm): the array with its dimensions permuted.
func builtinAperm(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	a, ok := c.Arg(0).(rt.Vector)
	d := arrayDims(c.Arg(0))
	if !ok || d == nil {
		return nil, in.Errorf(internalCall("aperm.default", "a", "perm", "resize"), "invalid first argument, must be an array")
	}
	k := len(d)
	dn, _ := rt.GetAttr(a, rt.DimNamesSym).(*rt.List)
	perm := make([]int, k)
	if p := c.Arg(1); p == nil || rt.IsNull(p) {
		for i := range perm {
			perm[i] = k - 1 - i
		}
	} else {
		if rt.Length(p) != k {
			return nil, in.Errorf(internalCall("aperm.default", "a", "perm", "resize"), "'perm' is of wrong length %d (!= %d)", rt.Length(p), k)
		}
		if s, ok := p.(*rt.Character); ok {
			var nn *rt.Character
			if dn != nil {
				nn = rt.Names(dn)
			}
			if nn == nil {
				return nil, in.Errorf(internalCall("aperm.default", "a", "perm", "resize"), "'a' does not have named dimnames")
			}
			for i, s := range s.V {
				perm[i] = -1
				for j, n := range nn.V {
					if n == s {
						perm[i] = j
					}
				}
				if perm[i] < 0 {
					return nil, in.Errorf(internalCall("aperm.default", "a", "perm", "resize"), "'perm[%d]' does not match a dimension name", i+1)
				}
			}
		} else {
			for i, v := range dimInts(p) {
				perm[i] = int(v) - 1
			}
		}
		seen := make([]bool, k)
		for _, p := range perm {
			if p < 0 || p >= k || seen[p] {
				return nil, in.Errorf(internalCall("aperm.default", "a", "perm", "resize"), "invalid '%s' argument", "perm")
			}
			seen[p] = true
		}
	}
	nd := make([]int, k)
	for i := range nd {
		nd[i] = d[perm[i]]
	}
	stride := make([]int, k)
	s := 1
	for i := range d {
		stride[i] = s
		s *= d[i]
	}
	idx := make([]int, a.Len())
	pos := make([]int, k)
	for o := range idx {
		off := 0
		for i := 0; i < k; i++ {
			off += pos[i] * stride[perm[i]]
		}
		idx[o] = off
		for i := 0; i < k; i++ {
			pos[i]++
			if pos[i] < nd[i] {
				break
			}
			pos[i] = 0
		}
	}
	out := gatherVector(a, idx)
	dim := rt.NewInteger(k)
	for i := range nd {
		dim.V[i] = int32(nd[i])
	}
	rt.SetAttr(out, rt.DimSym, dim)
	if dn != nil {
		l := rt.NewList(k)
		for i := range l.V {
			l.V[i] = dn.V[perm[i]]
		}
		if nn := rt.Names(dn); nn != nil {
			names := rt.NewCharacter(k)
			for i := range names.V {
				names.V[i] = nn.V[perm[i]]
			}
			rt.SetAttr(l, rt.NamesSym, names)
		}
		rt.SetAttr(out, rt.DimNamesSym, l)
	}
	return out, nil
}

// bindArg is one argument of cbind/rbind.
type bindArg struct {
	v      rt.Vector
	dims   []int // the matrix dims, or nil for a vector
	name   string
	hasTag bool
}

// bindValues is cbind (cols) or rbind: vectors and matrices bound along
// columns or rows, with names turned into dimnames.
func bindValues(in *vm.Interp, c *vm.Call, cols bool) (rt.Value, error) {
	fname := "rbind"
	if cols {
		fname = "cbind"
	}
	level := 1
	if dl := c.Arg(1); dl != nil {
		level = int(rt.AsInteger(dl, nil))
	}
	// Data frames are bound by the data frame methods.
	for _, a := range c.Dots {
		if inheritsFrom(a.Val, "data.frame") {
			fn := in.Base.Get(rt.Intern(fname + ".data.frame"))
			args := append([]rt.Arg(nil), c.Dots...)
			return in.CallValue(fn, args, c.Call, c.Env)
		}
	}
	// The argument expressions, for names taken from symbols.
	var exprs []rt.Value
	if c.Call != nil {
		plain := true
		for _, a := range c.Call.Args {
			if a.Val == rt.DotsSym {
				plain = false
			}
		}
		if plain {
			for _, a := range c.Call.Args {
				if a.Tag != nil && a.Tag.Name == "deparse.level" {
					continue
				}
				exprs = append(exprs, a.Val)
			}
		}
	}
	var args []bindArg
	t := rt.LogicalType
	for i, a := range c.Dots {
		if rt.IsNull(a.Val) {
			continue
		}
		v, ok := a.Val.(rt.Vector)
		if !ok {
			return nil, in.Errorf(nil, "cannot create a matrix from type '%s' (non-vector)", a.Val.Type())
		}
		ba := bindArg{v: v}
		if d := arrayDims(v); len(d) == 2 {
			ba.dims = d
		}
		if a.Tag != nil {
			ba.name, ba.hasTag = a.Tag.Name, true
		} else if level >= 1 && len(exprs) == len(c.Dots) {
			if s, ok := exprs[i].(*rt.Symbol); ok {
				ba.name = s.Name
			}
		}
		if rt.HigherType(t, v.Type()) != t || v.Type() == rt.ListType {
			t = rt.HigherType(t, v.Type())
			if v.Type() == rt.ListType {
				t = rt.ListType
			}
		}
		args = append(args, ba)
	}
	if len(args) == 0 {
		return rt.Nil, nil
	}
	// The extent along the other dimension.
	n := -1
	for k, a := range args {
		if a.dims == nil {
			continue
		}
		m := a.dims[0]
		if !cols {
			m = a.dims[1]
		}
		if n < 0 {
			n = m
		} else if m != n {
			if cols {
				return nil, in.Errorf(nil, "number of rows of matrices must match (see arg %d)", k+1)
			}
			return nil, in.Errorf(nil, "number of columns of matrices must match (see arg %d)", k+1)
		}
	}
	haveMatrix := n >= 0
	if !haveMatrix {
		n = 0
		for _, a := range args {
			n = max(n, a.v.Len())
		}
	}
	// Vectors of length zero are dropped when anything else has length.
	if n > 0 {
		kept := args[:0]
		for _, a := range args {
			if a.dims != nil || a.v.Len() > 0 {
				kept = append(kept, a)
			}
		}
		args = kept
	}
	for k, a := range args {
		if a.dims == nil && a.v.Len() > 0 && n%a.v.Len() != 0 {
			what := "rows"
			if !cols {
				what = "columns"
			}
			in.Warn(c.Call, "number of "+what+" of result is not a multiple of vector length (arg "+itoa(k+1)+")")
		}
	}
	// Lines (columns for cbind) contributed by each argument.
	total := 0
	for _, a := range args {
		if a.dims != nil {
			if cols {
				total += a.dims[1]
			} else {
				total += a.dims[0]
			}
		} else {
			total++
		}
	}
	nr, nc := n, total
	if !cols {
		nr, nc = total, n
	}
	out := rt.NewVector(t, nr*nc)
	lineNames := make([]string, 0, total)
	anyLineName := false
	var otherNames rt.Value
	line := 0
	for _, a := range args {
		src := a.v
		if src.Type() != t {
			cv, err := rt.CoerceVector(src, t, nil)
			if err != nil {
				return nil, rerr(in, err)
			}
			src = cv.(rt.Vector)
		}
		var idx []int
		var dst []int
		if a.dims != nil {
			r, cc := a.dims[0], a.dims[1]
			for j := 0; j < cc; j++ {
				for i := 0; i < r; i++ {
					idx = append(idx, i+j*r)
					if cols {
						dst = append(dst, i+(line+j)*nr)
					} else {
						dst = append(dst, line+i+j*nr)
					}
				}
			}
			dn, _ := rt.GetAttr(a.v, rt.DimNamesSym).(*rt.List)
			lines, other := 1, 0
			if cols {
				lines, other = cc, 0
			} else {
				lines, other = r, 1
			}
			if cols {
				other = 0
			}
			lineDim := 1
			if !cols {
				lineDim = 0
			}
			names := dimnameStringsRaw(dn, lineDim)
			for j := 0; j < lines; j++ {
				if names != nil {
					lineNames = append(lineNames, names[j])
					anyLineName = true
				} else {
					lineNames = append(lineNames, "")
				}
			}
			if otherNames == nil && dn != nil && !rt.IsNull(dn.V[other]) {
				otherNames = dn.V[other]
			}
			if cols {
				line += cc
			} else {
				line += r
			}
		} else {
			L := src.Len()
			for i := 0; i < n && L > 0; i++ {
				idx = append(idx, i%L)
				if cols {
					dst = append(dst, i+line*nr)
				} else {
					dst = append(dst, line+i*nr)
				}
			}
			lineNames = append(lineNames, a.name)
			if a.name != "" {
				anyLineName = true
			}
			if otherNames == nil && !haveMatrix && L == n {
				if nm := rt.Names(a.v); nm != nil {
					otherNames = nm
				}
			} else if otherNames == nil && haveMatrix && L == n {
				if nm := rt.Names(a.v); nm != nil {
					otherNames = nm
				}
			}
			line++
		}
		ops.StoreElems(out, dst, gatherVector(src, idx))
	}
	rt.SetAttr(out, rt.DimSym, rt.IntegerOf(int32(nr), int32(nc)))
	if anyLineName || otherNames != nil {
		var ln rt.Value = rt.Nil
		if anyLineName {
			ln = rt.CharacterOf(lineNames...)
		}
		on := otherNames
		if on == nil {
			on = rt.Nil
		}
		if cols {
			rt.SetAttr(out, rt.DimNamesSym, rt.ListOf(on, ln))
		} else {
			rt.SetAttr(out, rt.DimNamesSym, rt.ListOf(ln, on))
		}
	}
	return out, nil
}

// dimnameStringsRaw is dimnames[[k]] as stored (NA kept), or nil.
func dimnameStringsRaw(dn *rt.List, k int) []string {
	if dn == nil || k >= len(dn.V) {
		return nil
	}
	if c, ok := dn.V[k].(*rt.Character); ok {
		return c.V
	}
	return nil
}

// inheritsFrom reports whether x's class attribute contains cls.
func inheritsFrom(x rt.Value, cls string) bool {
	cl, ok := rt.GetAttr(x, rt.ClassSym).(*rt.Character)
	if !ok {
		return false
	}
	for _, s := range cl.V {
		if s == cls {
			return true
		}
	}
	return false
}

// builtinRowColStat is the kernel of rowSums (what 0), colSums (1),
// rowMeans (2) and colMeans (3).
func builtinRowColStat(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	naRm := c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True
	what := int(rt.AsInteger(c.Arg(2), nil))
	d := arrayDims(x)
	if len(d) < 2 {
		return nil, in.Errorf(nil, "'x' must be an array of at least two dimensions")
	}
	switch x.Type() {
	case rt.LogicalType, rt.IntegerType, rt.DoubleType:
	default:
		return nil, in.Errorf(nil, "'x' must be numeric")
	}
	xs, _ := numericReals(x)
	nr := d[0]
	nc := len(xs) / max(nr, 1)
	if nr == 0 {
		nc = 1
		for _, k := range d[1:] {
			nc *= k
		}
	}
	rows := what == 0 || what == 2
	nout := nc
	if rows {
		nout = nr
	}
	sums := make([]float64, nout)
	counts := make([]int, nout)
	for j := 0; j < nc; j++ {
		for i := 0; i < nr; i++ {
			v := xs[i+j*nr]
			k := j
			if rows {
				k = i
			}
			if math.IsNaN(v) && naRm {
				continue
			}
			sums[k] += v
			counts[k]++
		}
	}
	out := rt.NewDouble(nout)
	for k := range sums {
		if what >= 2 {
			if counts[k] == 0 {
				out.V[k] = math.NaN()
			} else {
				out.V[k] = sums[k] / float64(counts[k])
			}
		} else {
			out.V[k] = sums[k]
		}
	}
	if dn, ok := rt.GetAttr(x, rt.DimNamesSym).(*rt.List); ok {
		k := 1
		if rows {
			k = 0
		}
		if len(d) == 2 || rows {
			if nm, ok := dn.V[k].(*rt.Character); ok {
				rt.SetAttr(out, rt.NamesSym, nm)
			}
		}
	}
	if !rows && len(d) > 2 {
		dim := rt.NewInteger(len(d) - 1)
		for i := range dim.V {
			dim.V[i] = int32(d[i+1])
		}
		rt.SetAttr(out, rt.DimSym, dim)
	}
	return out, nil
}

// makeNamesBuiltins are the helpers of data.frame's name checking and
// cut's labels.
var makeNamesBuiltins = []*vm.BuiltinDef{
	{Name: ".makeNames", Formals: []string{"names"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "non-character names")
		}
		out := rt.NewCharacter(len(s.V))
		for i, n := range s.V {
			out.V[i] = syntacticName(n)
		}
		return out, nil
	}},
	{Name: ".fmtg", Formals: []string{"x", "digits"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		xs, _ := numericReals(c.Arg(0))
		dig := int(rt.AsInteger(c.Arg(1), nil))
		out := rt.NewCharacter(len(xs))
		for i, x := range xs {
			out.V[i] = strconv.FormatFloat(x, 'g', dig, 64)
		}
		return out, nil
	}},
}

func init() { extraTables = append(extraTables, makeNamesBuiltins) }

// syntacticName is make.names for one name: invalid characters become
// dots, an invalid start gets an X prefix, reserved words a dot suffix.
func syntacticName(n string) string {
	if rt.IsNAString(n) {
		return "NA."
	}
	var b strings.Builder
	for _, r := range n {
		if r == '.' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		} else {
			b.WriteByte('.')
		}
	}
	s := b.String()
	first, _ := utf8.DecodeRuneInString(n)
	switch {
	case n == "":
		s = "X"
	case unicode.IsLetter(first):
	case first == '.' && !(len(n) > 1 && n[1] >= '0' && n[1] <= '9'):
	default:
		s = "X" + s
	}
	switch s {
	case "if", "else", "repeat", "while", "function", "for", "next", "break", "TRUE", "FALSE",
		"NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_", "NA_character_", "in":
		s += "."
	}
	return s
}
