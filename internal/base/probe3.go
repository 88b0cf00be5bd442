package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// probe3Builtins are base functions found missing by comparing with GNU R.
var probe3Builtins = []*vm.BuiltinDef{
	// pairlist(...) makes a dotted pair list of its arguments (NULL when
	// there are none).
	{Name: "pairlist", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if len(c.Args) == 0 {
			return rt.Nil, nil
		}
		items := make([]rt.Arg, len(c.Args))
		for i, v := range c.Args {
			rt.MarkShared(v)
			items[i] = rt.Arg{Val: v}
			if i < len(c.Tags) {
				items[i].Tag = c.Tags[i]
			}
		}
		return &rt.PairList{Items: items}, nil
	}},
	{Name: "as.pairlist", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		return asPairList(in, x)
	}},
	{Name: "format.info", Formals: []string{"x", "digits", "nsmall"}, Fn: builtinFormatInfo},
}

func init() { extraTables = append(extraTables, probe3Builtins) }

// asPairList is as.vector(x, "pairlist"): the elements of x, tagged by its
// names.
func asPairList(in *vm.Interp, x rt.Value) (rt.Value, error) {
	switch v := x.(type) {
	case *rt.Null, *rt.PairList:
		return x, nil
	case *rt.List:
		if v.Len() == 0 {
			return rt.Nil, nil
		}
		names := rt.Names(v)
		items := make([]rt.Arg, v.Len())
		for i, e := range v.V {
			rt.MarkShared(e)
			items[i] = rt.Arg{Val: e}
			if names != nil && names.V[i] != "" && !rt.IsNAString(names.V[i]) {
				items[i].Tag = rt.Intern(names.V[i])
			}
		}
		return &rt.PairList{Items: items}, nil
	case rt.Vector:
		l, err := rt.CoerceVector(v, rt.ListType, nil)
		if err != nil {
			return nil, rerr(in, err)
		}
		if nm := rt.Names(v); nm != nil {
			rt.SetAttr(l.(rt.Attributed), rt.NamesSym, nm)
		}
		return asPairList(in, l)
	}
	return nil, in.Errorf(nil, "'%s' object cannot be coerced to type 'pairlist'", x.Type())
}

// builtinFormatInfo is format.info(x, digits, nsmall): the width (and for
// numbers the decimals and exponent digits) format would use.
func builtinFormatInfo(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	p := newPrintParams(in)
	if d := c.Arg(1); d != nil && d != rt.Nil {
		n, ok := scalarInt(d)
		if !ok || n < 1 || n > rt.MaxDigits {
			return nil, in.Errorf(nil, "invalid value %s for 'digits' argument", strings.TrimSpace(formatVector(d.(rt.Vector), p)[0]))
		}
		p.digits = n
	}
	nsmall := 0
	if d := c.Arg(2); d != nil {
		n, ok := scalarInt(d)
		if !ok || n < 0 || n > 20 {
			return nil, in.Errorf(nil, "invalid 'nsmall' argument")
		}
		nsmall = n
	}
	switch v := x.(type) {
	case *rt.Null:
		return rt.IntegerOf(0), nil
	case *rt.Double:
		f := rt.FormatReal(v.V, p.digits, p.scipen)
		e := 0
		if f.Sci {
			e = f.ExpDigits - 1
		} else if nsmall > 0 {
			f = f.WithNsmall(nsmall)
		}
		return rt.IntegerOf(int32(f.Width), int32(f.Decimals), int32(e)), nil
	case *rt.Complex:
		f := rt.FormatComplex(v.V, p.digits, p.scipen)
		re, im := f.Re, f.Im
		ee := func(r rt.RealFormat) int32 {
			if r.Sci {
				return int32(r.ExpDigits - 1)
			}
			return 0
		}
		return rt.IntegerOf(int32(re.Width), int32(re.Decimals), ee(re), int32(im.Width), int32(im.Decimals), ee(im)), nil
	case *rt.Integer, *rt.Logical, *rt.Character:
		if rt.Inherits(x, "factor") {
			break
		}
		plain := rt.CopyVector(v.(rt.Vector))
		plain.SetAttrs(nil)
		p.quote = false
		w := 0
		for _, s := range formatVector(plain, p) {
			w = max(w, displayWidth(s))
		}
		return rt.IntegerOf(int32(w)), nil
	}
	return nil, in.Errorf(nil, "atomic vector arguments only")
}
