package base

import (
	"sort"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// optionBuiltins are options() and getOption().
var optionBuiltins = []*vm.BuiltinDef{
	{Name: "options", Fn: builtinOptions},
	{Name: "getOption", Formals: []string{"x", "default"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok || len(s.V) != 1 || rt.IsNAString(s.V[0]) {
			return nil, in.Errorf(nil, "'x' must be a character string")
		}
		if v, ok := in.Options[s.V[0]]; ok {
			return v, nil
		}
		if d := c.Arg(1); d != nil {
			return d, nil
		}
		return rt.Nil, nil
	}},
}

// defaultOptions are the options a fresh session starts with.
func defaultOptions() map[string]rt.Value {
	return map[string]rt.Value{
		"digits":                 rt.IntScalar(7),
		"scipen":                 rt.IntScalar(0),
		"width":                  rt.IntScalar(80),
		"warn":                   rt.IntScalar(0),
		"warning.length":         rt.IntScalar(1000),
		"nwarnings":              rt.IntScalar(50),
		"expressions":            rt.IntScalar(5000),
		"OutDec":                 rt.StringScalar("."),
		"keep.source":            rt.LogicalScalar(rt.False),
		"useFancyQuotes":         rt.LogicalScalar(rt.True),
		"stringsAsFactors":       rt.LogicalScalar(rt.False),
		"encoding":               rt.StringScalar("native.enc"),
		"warnPartialMatchDollar": rt.LogicalScalar(rt.False),
		"warnPartialMatchArgs":   rt.LogicalScalar(rt.False),
		"warnPartialMatchAttr":   rt.LogicalScalar(rt.False),
		"echo":                   rt.LogicalScalar(rt.False),
		"verbose":                rt.LogicalScalar(rt.False),
		"browserNLdisabled":      rt.LogicalScalar(rt.False),
		"CBoundsCheck":           rt.LogicalScalar(rt.False),
		"check.bounds":           rt.LogicalScalar(rt.False),
		"continue":               rt.StringScalar("+ "),
		"prompt":                 rt.StringScalar("> "),
		"timeout":                rt.IntScalar(60),
		"max.print":              rt.IntScalar(99999),
		"show.error.messages":    rt.LogicalScalar(rt.True),
		"rl_word_breaks":         rt.StringScalar(" \t\n\"\\'`><=%;,|&{()}"),
		"ts.eps":                 rt.DoubleScalar(1e-05),
	}
}

// setOption applies the side effects of an option and checks its value
// as R does for the options the interpreter itself reads.
func setOption(in *vm.Interp, name string, v rt.Value) error {
	switch name {
	case "expressions":
		n, ok := scalarInt(v)
		if !ok || n < 25 || n > 500000 {
			return in.Errorf(nil, "invalid value for '%s'", name)
		}
		in.SetMaxDepth(n)
	case "digits":
		n, ok := scalarInt(v)
		if !ok || n < 1 || n > 22 {
			return in.Errorf(nil, "invalid 'digits' parameter, allowed 1...22")
		}
	case "warn":
		if _, ok := scalarInt(v); !ok {
			return in.Errorf(nil, "invalid value for '%s'", name)
		}
	}
	if rt.IsNull(v) {
		delete(in.Options, name)
		return nil
	}
	rt.MarkShared(v)
	in.Options[name] = v
	return nil
}

func scalarInt(v rt.Value) (int, bool) {
	switch x := v.(type) {
	case *rt.Integer:
		if len(x.V) == 1 && x.V[0] != rt.NAInt {
			return int(x.V[0]), true
		}
	case *rt.Double:
		if len(x.V) == 1 && x.V[0] == x.V[0] {
			return int(x.V[0]), true
		}
	case *rt.Logical:
		if len(x.V) == 1 && x.V[0] != rt.NALgl {
			return int(x.V[0]), true
		}
	}
	return 0, false
}

// builtinOptions is options(...): with no arguments the sorted list of
// all options; names as strings query; name = value sets and returns the
// old values invisibly; a list argument sets each of its elements.
func builtinOptions(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if len(c.Args) == 0 {
		names := make([]string, 0, len(in.Options))
		for k := range in.Options {
			names = append(names, k)
		}
		sort.Slice(names, func(i, j int) bool { return ops.Collate(names[i], names[j]) < 0 })
		out := rt.NewList(len(names))
		for i, k := range names {
			out.V[i] = in.Options[k]
		}
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(names...))
		return out, nil
	}
	var outNames []string
	var outVals []rt.Value
	set := false
	get := func(name string) {
		outNames = append(outNames, name)
		if v, ok := in.Options[name]; ok {
			outVals = append(outVals, v)
		} else {
			outVals = append(outVals, rt.Nil)
		}
	}
	for i, a := range c.Args {
		var tag string
		if c.Tags != nil && c.Tags[i] != nil {
			tag = c.Tags[i].Name
		}
		switch {
		case tag != "":
			get(tag)
			if err := setOption(in, tag, a); err != nil {
				return nil, err
			}
			set = true
		case isList(a):
			l := a.(*rt.List)
			nm := rt.Names(l)
			for j, v := range l.V {
				if nm == nil || nm.V[j] == "" {
					return nil, in.Errorf(nil, "list argument has no valid names")
				}
				get(nm.V[j])
				if err := setOption(in, nm.V[j], v); err != nil {
					return nil, err
				}
				set = true
			}
		default:
			s, ok := a.(*rt.Character)
			if !ok {
				if rt.IsNull(a) {
					continue
				}
				return nil, in.Errorf(nil, "invalid argument")
			}
			for _, n := range s.V {
				get(n)
			}
		}
	}
	out := rt.ListOf(outVals...)
	rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(outNames...))
	if set {
		in.Visible = false
	}
	return out, nil
}

func isList(v rt.Value) bool {
	_, ok := v.(*rt.List)
	return ok
}
