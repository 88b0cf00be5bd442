// Package base is gorir's base library: the builtins written in Go, and
// (later) R-level functions in embedded .R files. Install puts them into
// a session's base environment.
//
// Builtins are data: each file contributes a table of vm.BuiltinDef
// values (name, formals, implementation, visibility), and Install walks
// the tables. Arguments arrive evaluated for builtins and unevaluated for
// specials, exactly as in GNU R.
package base

import (
	"sync"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// tables lists the builtin tables of this package. It is a function so
// that tables completed by init functions are seen whole.
func tables() [][]*vm.BuiltinDef {
	return append([][]*vm.BuiltinDef{
		langBuiltins,
		coreBuiltins,
		printBuiltins,
		catBuiltins,
		envBuiltins,
		reflectBuiltins,
		s3Builtins,
		condBuiltins,
		optionBuiltins,
		coerceBuiltins,
		stringBuiltins,
		mathBuiltins,
		sysBuiltins,
		attribBuiltins,
		applyBuiltins,
	}, extraTables...)
}

// extraTables are tables that files register from init functions.
var extraTables [][]*vm.BuiltinDef

// markTables sets the reflection flags of every builtin once: the
// tables are shared by all interpreters, which may be made concurrently.
var markTables = sync.OnceFunc(func() {
	for _, t := range tables() {
		for _, def := range t {
			markReflection(def)
		}
	}
})

// Install defines every builtin in in's base environment.
func Install(in *vm.Interp) {
	markTables()
	for _, t := range tables() {
		for _, def := range t {
			in.DefineBuiltin(def)
		}
	}
	in.Base.Define(rt.Intern("T"), rt.LogicalScalar(rt.True))
	in.Base.Define(rt.Intern("F"), rt.LogicalScalar(rt.False))
	in.Base.Define(rt.Intern("pi"), rt.DoubleScalar(3.141592653589793))
	in.Base.Define(rt.Intern(".GlobalEnv"), in.Global)
	in.Options = defaultOptions()
	installR(in)
	installDatasets(in)
}

// Names the builtin tables of this package define, for coverage reports.
func Names() []string {
	var out []string
	for _, t := range tables() {
		for _, def := range t {
			out = append(out, def.Name)
		}
	}
	return out
}

var coreBuiltins = []*vm.BuiltinDef{
	{Name: "invisible", Formals: []string{"x"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if x := c.Arg(0); x != nil {
			return x, nil
		}
		return rt.Nil, nil
	}},
	{Name: "length", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "length", c); ok || err != nil {
			return v, err
		}
		if len(c.Args) != 1 {
			return nil, in.Errorf(nil, "%d arguments passed to 'length' which requires 1", len(c.Args))
		}
		return rt.IntScalar(int32(rt.Length(c.Args[0]))), nil
	}},
	{Name: "list", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		l := rt.ListOf(append([]rt.Value(nil), c.Args...)...)
		for _, v := range l.V {
			rt.MarkShared(v)
		}
		if c.Tags != nil {
			names := rt.NewCharacter(len(c.Args))
			for i, t := range c.Tags {
				if t != nil {
					names.V[i] = t.Name
				}
			}
			rt.SetAttr(l, rt.NamesSym, names)
		}
		return l, nil
	}},
	{Name: "is.null", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.Bool(rt.IsNull(c.Arg(0))), nil
	}},
	{Name: "typeof", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(c.Arg(0).Type().String()), nil
	}},
}
