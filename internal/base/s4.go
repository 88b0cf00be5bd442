package base

import (
	"fmt"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The Go half of gorir's S4 support (the methods package). The class and
// method tables, new, validObject, setClass, setGeneric, setMethod, show
// and the rest are R code in R/s4.R; here are the primitives they stand
// on: slot access (@, @<-), isS4, the S4 object type, standardGeneric,
// callNextMethod, and the hook through which the internal generics
// (length, [, $, the Ops group…) dispatch on S4 objects.

func init() {
	extraTables = append(extraTables, s4Builtins)
}

var (
	s4PackageSym  = rt.Intern("package")
	s4DataSym     = rt.Intern(".Data")
	s4NullSlot    = rt.Intern("\001NULL\001")
	s4NextSym     = rt.Intern(".nextMethods")
	s4DefinedSym  = rt.Intern(".defined")
	s4TargetSym   = rt.Intern(".target")
	s4EmptySym    = rt.Intern("")
	s4SelectSym   = rt.Intern(".S4select")
	s4PrimsSym    = rt.Intern(".S4prims")
	s4CheckSym    = rt.Intern(".checkAtAssignment")
	s4NoMethodSym = rt.Intern(".S4noMethod")
)

var s4Builtins = []*vm.BuiltinDef{
	{Name: "@", Special: specialAt},
	{Name: "@<-", Formals: []string{"object", "name", "value"}, Fn: builtinAtAssign},
	{Name: "isS4", Formals: []string{"object"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.Bool(isS4Value(c.Arg(0))), nil
	}},
	{Name: ".S4object", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.NewS4(), nil
	}},
	{Name: ".S4getSlot", Formals: []string{"object", "name"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		name, err := slotName(in, c.Arg(1))
		if err != nil {
			return nil, err
		}
		return getSlot(in, c.Arg(0), name, nil)
	}},
	{Name: ".S4setSlot", Formals: []string{"object", "name", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		name, err := slotName(in, c.Arg(1))
		if err != nil {
			return nil, err
		}
		return setSlot(in, c.Arg(0), name, c.Arg(2), false)
	}},
	{Name: ".S4hasSlot", Formals: []string{"object", "name"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		name, err := slotName(in, c.Arg(1))
		if err != nil {
			return nil, err
		}
		return rt.Bool(rt.GetAttr(c.Arg(0), rt.Intern(name)) != nil), nil
	}},
	{Name: "standardGeneric", Formals: []string{"f", "fdef"}, Fn: builtinStandardGeneric},
	{Name: "callNextMethod", Formals: []string{"..."}, Fn: builtinCallNextMethod},
}

// isS4Value reports whether v is an S4 object: of type S4, or carrying a
// class attribute with a "package" attribute (an instance of an S4 class
// with a data part, or a class generator).
func isS4Value(v rt.Value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case *rt.S4Object:
		return true
	case rt.Attributed:
		if cl := x.Attrs().Get(rt.ClassSym); cl != nil {
			return rt.GetAttr(cl, s4PackageSym) != nil
		}
	}
	return false
}

// slotName is the name of a slot given as a symbol or a string.
func slotName(in *vm.Interp, v rt.Value) (string, error) {
	switch x := v.(type) {
	case *rt.Symbol:
		return x.Name, nil
	case *rt.Character:
		if x.Len() == 1 {
			return x.V[0], nil
		}
	case *rt.Promise:
		if s, ok := x.Expr.(*rt.Symbol); ok {
			return s.Name, nil
		}
	}
	return "", in.Errorf(nil, "invalid type or length for slot name")
}

// s4ClassName is the (first) class of x as S4 error messages show it.
func s4ClassName(x rt.Value) string {
	if cl := rt.Class(x); cl != nil && cl.Len() > 0 {
		return cl.V[0]
	}
	cls := implicitClass(x, false)
	return cls[0]
}

// getSlot is x@name.
func getSlot(in *vm.Interp, x rt.Value, name string, call rt.Value) (rt.Value, error) {
	if name == ".Data" {
		return dataPart(in, x)
	}
	v := rt.GetAttr(x, rt.Intern(name))
	if v == nil {
		if name == "class" {
			if cl := rt.Class(x); cl != nil {
				return cl, nil
			}
			return rt.CharacterOf(implicitClass(x, false)...), nil
		}
		if isS4Value(x) {
			return nil, in.Errorf(call, "no slot of name \"%s\" for this object of class \"%s\"", name, s4ClassName(x))
		}
		if rt.Class(x) != nil {
			return nil, in.Errorf(call, "trying to get slot \"%s\" from an object (class \"%s\") that is not an S4 object ", name, s4ClassName(x))
		}
		return nil, in.Errorf(call, "trying to get slot \"%s\" from an object of a basic class (\"%s\") with no slots", name, s4ClassName(x))
	}
	if v == rt.Value(s4NullSlot) {
		return rt.Nil, nil
	}
	return v, nil
}

// dataPart is the data part of an S4 object that extends a basic type:
// the object without its attributes.
func dataPart(in *vm.Interp, x rt.Value) (rt.Value, error) {
	switch v := x.(type) {
	case rt.Vector:
		y := rt.CopyVector(v)
		y.SetAttrs(nil)
		for _, s := range []*rt.Symbol{rt.DimSym, rt.DimNamesSym, rt.NamesSym} {
			if a := v.Attrs().Get(s); a != nil {
				rt.SetAttr(y, s, a)
			}
		}
		return y, nil
	case *rt.Closure:
		return &rt.Closure{Formals: v.Formals, Body: v.Body, Env: v.Env, Code: v.Code}, nil
	}
	return nil, in.Errorf(rt.Nil, "no slot of name \".Data\" for this object of class \"%s\"", s4ClassName(x))
}

// setSlot sets slot name of x to v, on a copy unless x is unshared and
// replace is set.
func setSlot(in *vm.Interp, x rt.Value, name string, v rt.Value, replace bool) (rt.Value, error) {
	if name == ".Data" {
		return setDataPart(in, x, v)
	}
	var y rt.Attributed
	switch o := x.(type) {
	case *rt.S4Object:
		if replace && !rt.Shared(o) {
			y = o
		} else {
			y = o.Copy()
		}
	default:
		y = attrTarget(x, replace)
	}
	if y == nil {
		return nil, in.Errorf(nil, "no slot of name \"%s\" for this object of class \"%s\"", name, s4ClassName(x))
	}
	if rt.IsNull(v) {
		v = s4NullSlot
	}
	rt.MarkShared(v)
	rt.SetAttr(y, rt.Intern(name), v)
	return y, nil
}

// setDataPart replaces the data part of x by v, keeping x's other
// attributes.
func setDataPart(in *vm.Interp, x, v rt.Value) (rt.Value, error) {
	var y rt.Attributed
	switch d := v.(type) {
	case rt.Vector:
		y = rt.CopyVector(d)
	case *rt.Closure:
		y = &rt.Closure{Formals: d.Formals, Body: d.Body, Env: d.Env, Code: d.Code}
	default:
		return nil, in.Errorf(nil, "invalid data part for an S4 object")
	}
	keep := y.Attrs().Clone()
	y.SetAttrs(nil)
	if xa, ok := x.(rt.Attributed); ok {
		for i := 0; i < xa.Attrs().Len(); i++ {
			at := xa.Attrs().At(i)
			switch at.Name {
			case rt.DimSym, rt.DimNamesSym, rt.NamesSym:
				continue
			}
			rt.SetAttr(y, at.Name, at.Val)
		}
	}
	for i := 0; i < keep.Len(); i++ {
		at := keep.At(i)
		switch at.Name {
		case rt.DimSym, rt.DimNamesSym, rt.NamesSym:
			rt.SetAttr(y, at.Name, at.Val)
		}
	}
	return y, nil
}

// specialAt is `@`(object, name): name is not evaluated.
func specialAt(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if len(call.Args) != 2 {
		return nil, in.Errorf(call, "%d arguments passed to '@' which requires 2", len(call.Args))
	}
	obj, err := in.Eval(call.Args[0].Val, env)
	if err != nil {
		return nil, err
	}
	var name string
	switch n := call.Args[1].Val.(type) {
	case *rt.Symbol:
		name = n.Name
	case *rt.Character:
		if n.Len() != 1 {
			return nil, in.Errorf(call, "invalid type or length for slot name")
		}
		name = n.V[0]
	default:
		return nil, in.Errorf(call, "invalid type or length for slot name")
	}
	in.Visible = true
	var ctx rt.Value = rt.Nil
	if fr := in.FrameOf(env); fr != nil && fr.Call != nil {
		ctx = fr.Call
	}
	return getSlot(in, obj, name, ctx)
}

// builtinAtAssign is `@<-`(object, name, value): the slot's class is
// checked by the methods package's checkAtAssignment (R/s4.R), whose
// frame is the anonymous one R's error messages show.
func builtinAtAssign(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	obj, value := c.Arg(0), c.Arg(2)
	if obj == nil || value == nil {
		return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", map[bool]string{true: "object", false: "value"}[obj == nil])
	}
	name, err := slotName(in, c.Arg(1))
	if err != nil {
		return nil, err
	}
	if name != ".Data" {
		if check, ok := in.Base.Get(s4CheckSym).(*rt.Closure); ok {
			var cl rt.Value = rt.CharacterOf(s4ClassName(obj))
			if c := rt.Class(obj); c != nil {
				cl = c
			}
			vcl := rt.CharacterOf(s4ClassName(value))
			if vc := rt.Class(value); vc != nil {
				vcl = vc
			}
			args := []rt.Arg{{Val: cl}, {Val: rt.StringScalar(name)}, {Val: vcl}}
			vis := in.Visible
			if _, err := in.CallValue(check, args, &rt.Lang{Fn: check, Args: args}, in.Global); err != nil {
				return nil, err
			}
			in.Visible = vis
		}
	}
	return setSlot(in, obj, name, value, true)
}

// s4Class1 is the class S4 dispatch uses for an argument.
func s4Class1(x rt.Value) string {
	if cl := rt.Class(x); cl != nil && cl.Len() > 0 {
		return cl.V[0]
	}
	return implicitClass(x, false)[0]
}

// s4ArgClass is the dispatch class of the binding v of a formal:
// "missing" for a missing argument, else the class of its value.
func s4ArgClass(in *vm.Interp, v rt.Value) (string, error) {
	if v == nil || v == rt.Unbound || v == rt.MissingArg {
		return "missing", nil
	}
	if p, ok := v.(*rt.Promise); ok {
		if p.Default {
			return "missing", nil
		}
		if s, ok := p.Expr.(*rt.Symbol); ok && s == rt.MissingArg {
			return "missing", nil
		}
	}
	x, err := in.ForceValue(v)
	if err != nil {
		return "", err
	}
	if x == rt.MissingArg {
		return "missing", nil
	}
	return s4Class1(x), nil
}

// s4Select asks the R side for the methods of generic f applicable to
// classes, best first: a list of closures (and, for an internal generic,
// NULL standing for the internal default), or NULL when there is none.
func s4Select(in *vm.Interp, f string, classes []string, prim bool) (*rt.List, error) {
	sel, ok := in.Base.Get(s4SelectSym).(*rt.Closure)
	if !ok {
		return nil, nil
	}
	args := []rt.Arg{{Val: rt.StringScalar(f)}, {Val: rt.CharacterOf(classes...)}, {Val: rt.Bool(prim)}}
	vis := in.Visible
	v, err := in.CallValue(sel, args, rt.NewCall(s4SelectSym), in.Base)
	in.Visible = vis
	if err != nil {
		return nil, err
	}
	l, _ := v.(*rt.List)
	if l == nil || len(l.V) == 0 {
		return nil, nil
	}
	return l, nil
}

// s4Vars are the variables a method's frame gets: .Generic, and the
// methods callNextMethod may go on to.
func s4Vars(generic, pkg string, classes []string, rest *rt.List) []rt.Arg {
	g := rt.StringScalar(generic)
	if pkg != "" {
		rt.SetAttr(g, s4PackageSym, rt.StringScalar(pkg))
	}
	return []rt.Arg{
		{Tag: dotGenericSym, Val: g},
		{Tag: s4TargetSym, Val: rt.CharacterOf(classes...)},
		{Tag: s4NextSym, Val: rest},
	}
}

// s4Invoke calls the first of the methods ms with args on behalf of call.
func s4Invoke(in *vm.Interp, generic string, classes []string, ms *rt.List, args []rt.Arg, call *rt.Lang, callerEnv *rt.Env, prim rt.Value) (rt.Value, error) {
	rest := rt.ListOf(ms.V[1:]...)
	if clo, ok := ms.V[0].(*rt.Closure); ok {
		pkg := ""
		if last := ms.V[len(ms.V)-1]; !rt.IsNull(last) {
			pkg = ".GlobalEnv"
			if generic == "show" || generic == "initialize" {
				pkg = "methods"
			}
		}
		return in.ApplyMethod(call, clo, args, callerEnv, nil, s4Vars(generic, pkg, classes, rest))
	}
	// The internal default of a primitive generic.
	b, ok := ms.V[0].(*rt.Builtin)
	if !ok {
		b, ok = prim.(*rt.Builtin)
	}
	if !ok {
		b, ok = in.Base.Get(rt.Intern(generic)).(*rt.Builtin)
	}
	if !ok {
		return nil, in.Errorf(nil, "no next method available")
	}
	nc := &rt.Lang{Fn: call.Fn, Args: call.Args}
	noDispatch.Store(nc, true)
	defer noDispatch.Delete(nc)
	return in.CallValue(b, args, nc, callerEnv)
}

// genericArgs are the arguments a generic's frame passes on to its
// method: each formal supplied (the promise itself, so that the method
// sees the same expression), and the arguments in `...`.
func genericArgs(clo *rt.Closure, env *rt.Env, asPromises bool) []rt.Arg {
	var args []rt.Arg
	if clo.Formals == nil {
		return nil
	}
	for _, f := range clo.Formals.Items {
		v := env.Get(f.Tag)
		if f.Tag == rt.DotsSym {
			if d, ok := v.(*rt.Dots); ok {
				args = append(args, d.Items...)
			}
			continue
		}
		if v == rt.Unbound || v == rt.MissingArg {
			continue
		}
		if p, ok := v.(*rt.Promise); ok && p.Default {
			continue
		}
		if asPromises {
			v = &rt.Promise{Expr: f.Tag, Env: env}
		}
		args = append(args, rt.Arg{Tag: f.Tag, Val: v})
	}
	return args
}

func builtinStandardGeneric(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fs, ok := c.Arg(0).(*rt.Character)
	if !ok || fs.Len() != 1 {
		return nil, in.Errorf(nil, "argument to 'standardGeneric' must be a non-empty character string")
	}
	f := fs.V[0]
	fr := in.FrameOf(c.Env)
	var clo *rt.Closure
	if fr != nil {
		clo, _ = fr.Fn.(*rt.Closure)
	}
	if clo == nil {
		return nil, in.Errorf(nil, "call to standardGeneric(\"%s\") apparently not from the body of that generic function", f)
	}
	var classes []string
	if clo.Formals != nil {
		for _, a := range clo.Formals.Items {
			if a.Tag == rt.DotsSym {
				continue
			}
			cl, err := s4ArgClass(in, fr.Env.Get(a.Tag))
			if err != nil {
				return nil, err
			}
			classes = append(classes, cl)
		}
	}
	ms, err := s4Select(in, f, classes, false)
	if err != nil {
		return nil, err
	}
	if ms == nil {
		if nm, ok := in.Base.Get(s4NoMethodSym).(*rt.Closure); ok {
			args := []rt.Arg{{Val: rt.CharacterOf(classes...)}, {Val: rt.StringScalar(f)}, {Val: rt.Nil}}
			_, err := in.CallValue(nm, args, &rt.Lang{Fn: nm, Args: args}, c.Env)
			if err != nil {
				return nil, err
			}
		}
		return nil, in.Errorf(nil, "unable to find an inherited method for function ‘%s’", f)
	}
	callerEnv := fr.CallerEnv
	if callerEnv == nil {
		callerEnv = in.Global
	}
	return s4Invoke(in, f, classes, ms, genericArgs(clo, fr.Env, false), fr.Call, callerEnv, nil)
}

func builtinCallNextMethod(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fr := in.FrameOf(c.Env)
	var clo *rt.Closure
	if fr != nil {
		clo, _ = fr.Fn.(*rt.Closure)
	}
	var rest *rt.List
	if clo != nil {
		rest, _ = frameVar(fr.Env, s4NextSym).(*rt.List)
	}
	if rest == nil {
		return nil, in.Errorf(nil, "callNextMethod() called from outside a method dispatch")
	}
	if len(rest.V) == 0 {
		return nil, in.Errorf(nil, "no next method available")
	}
	generic := ""
	if gs := stringVec(frameVar(fr.Env, dotGenericSym)); len(gs) == 1 {
		generic = gs[0]
	}
	classes := stringVec(frameVar(fr.Env, s4TargetSym))
	var args []rt.Arg
	if len(c.Dots) == 0 {
		args = genericArgs(clo, fr.Env, true)
	} else {
		args = c.Dots
	}
	callerEnv := fr.CallerEnv
	if callerEnv == nil {
		callerEnv = in.Global
	}
	v, err := s4Invoke(in, generic, classes, rest, args, fr.Call, callerEnv, nil)
	in.Visible = true
	return v, err
}

// s4Groups maps the members of the S4 group generics to their groups.
var s4Groups = map[string][]string{}

func init() {
	for _, op := range []string{"+", "-", "*", "/", "^", "%%", "%/%"} {
		s4Groups[op] = []string{"Arith", "Ops"}
	}
	for _, op := range []string{"==", "!=", "<", ">", "<=", ">="} {
		s4Groups[op] = []string{"Compare", "Ops"}
	}
	for _, op := range []string{"&", "|"} {
		s4Groups[op] = []string{"Logic", "Ops"}
	}
}

// s4DispatchPrim is S4 dispatch for an internal generic (length, [, the
// members of the group generics…): when one of the arguments that matter
// is an S4 object and methods were set for the generic (or its group),
// the best method runs.
func s4DispatchPrim(in *vm.Interp, generic, group string, c *vm.Call) (rt.Value, bool, error) {
	x := firstArg(c)
	var y rt.Value
	if group == "Ops" && len(c.Args) == 2 {
		y = c.Args[1]
	}
	if !isS4Value(x) && !isS4Value(y) {
		return nil, false, nil
	}
	if suppressed(c) {
		return nil, false, nil
	}
	prims, ok := in.Base.Get(s4PrimsSym).(*rt.Env)
	if !ok {
		return nil, false, nil
	}
	if err := s4NoPrimDefault(in, generic, x); err != nil {
		return nil, false, err
	}
	found := prims.Has(rt.Intern(generic))
	if !found {
		for _, g := range append(s4Groups[generic], group) {
			if g != "" && prims.Has(rt.Intern(g)) {
				found = true
				break
			}
		}
	}
	if !found {
		return nil, false, nil
	}
	args := builtinArgs(c)
	var classes []string
	for _, a := range args {
		cl, err := s4ArgClass(in, a.Val)
		if err != nil {
			return nil, false, err
		}
		classes = append(classes, cl)
	}
	if len(classes) == 0 {
		classes = []string{"missing"}
	}
	ms, err := s4Select(in, generic, classes, true)
	if err != nil || ms == nil {
		return nil, false, err
	}
	if _, isClo := ms.V[0].(*rt.Closure); !isClo {
		return nil, false, nil
	}
	env := c.Env
	if env == nil {
		env = in.Global
	}
	v, err := s4Invoke(in, generic, classes, ms, args, c.Call, env, nil)
	in.Visible = true
	return v, true, err
}

// s4Show is print.default for an S4 object: it calls show(), as R does.
func s4Show(in *vm.Interp, x rt.Value) (rt.Value, error) {
	fn, ok := in.Base.Get(rt.Intern("show")).(*rt.Closure)
	if !ok {
		return x, printValue(in, in.Stdout, x, "", true)
	}
	xs := rt.Intern("object")
	_, err := in.CallValue(fn, []rt.Arg{{Val: &rt.Promise{Expr: xs, Val: x}}}, rt.NewCall(rt.Intern("show"), xs), in.Global)
	in.Visible = false
	return x, err
}

// s4Extends is the class vector of an S4 object followed by its
// superclasses (what inherits() looks through).
func s4Extends(in *vm.Interp, cls []string) []string {
	fn, ok := in.Base.Get(rt.Intern("extends")).(*rt.Closure)
	if !ok || len(cls) == 0 {
		return cls
	}
	vis := in.Visible
	v, err := in.CallValue(fn, []rt.Arg{{Val: rt.StringScalar(cls[0])}}, rt.NewCall(rt.Intern("extends")), in.Base)
	in.Visible = vis
	if c, ok := v.(*rt.Character); ok && err == nil {
		return c.V
	}
	return cls
}

// strS4 is str() of an S4 object: its class, then each slot. It reports
// false when x's class is not a defined S4 class.
func strS4(in *vm.Interp, b *strings.Builder, x rt.Value, nest int, o *strOpts) bool {
	fn, ok := in.Base.Get(rt.Intern("slotNames")).(*rt.Closure)
	if !ok {
		return false
	}
	cl := s4ClassName(x)
	vis := in.Visible
	v, err := in.CallValue(fn, []rt.Arg{{Val: rt.StringScalar(cl)}}, rt.NewCall(rt.Intern("slotNames")), in.Base)
	in.Visible = vis
	slots, ok := v.(*rt.Character)
	if err != nil || !ok || slots.Len() == 0 {
		return false
	}
	pkg := ".GlobalEnv"
	if p, ok := rt.GetAttr(rt.Class(x), s4PackageSym).(*rt.Character); ok && p.Len() == 1 {
		pkg = p.V[0]
	}
	noun := "slots"
	if slots.Len() == 1 {
		noun = "slot"
	}
	fmt.Fprintf(b, "Formal class '%s' [package \"%s\"] with %d %s\n", cl, pkg, slots.Len(), noun)
	w := 0
	for _, s := range slots.V {
		w = max(w, displayWidth(s))
	}
	for _, s := range slots.V {
		sv, err := getSlot(in, x, s, nil)
		if err != nil {
			sv = rt.Nil
		}
		b.WriteString(strPrefix(o, nest+1, "@ ") + pad(s, w, false) + ":")
		strValue(in, b, sv, nest+2, o, false)
	}
	return true
}

// s4PrimErrors are the errors the internal defaults of some primitives
// give for an S4 object without a data part.
var s4PrimErrors = map[string]string{
	"[[":           "this S4 class is not subsettable",
	"$":            "$ operator not defined for this S4 class",
	"$<-":          "no method for assigning subsets of this S4 class",
	"[[<-":         "[[<- defined for objects of type \"S4\" only for subclasses of environment",
	"length<-":     "cannot set length of non-(vector or list)",
	"as.list":      "no method for coercing this S4 class to a vector",
	"as.character": "no method for coercing this S4 class to a vector",
	"as.vector":    "no method for coercing this S4 class to a vector",
	"as.numeric":   "no method for coercing this S4 class to a vector",
	"as.double":    "no method for coercing this S4 class to a vector",
	"as.integer":   "no method for coercing this S4 class to a vector",
	"as.logical":   "no method for coercing this S4 class to a vector",
}

// s4NoPrimDefault reports R's error when primitive generic is applied to
// an S4 object (of type S4) for which no S4 or S3 method exists.
func s4NoPrimDefault(in *vm.Interp, generic string, x rt.Value) error {
	msg, ok := s4PrimErrors[generic]
	if _, isS4 := x.(*rt.S4Object); !ok || !isS4 {
		return nil
	}
	if ms, err := s4Select(in, generic, []string{s4Class1(x)}, true); err != nil || (ms != nil && len(ms.V) > 1) {
		return err
	}
	if cl := rt.Class(x); cl != nil {
		for _, k := range cl.V {
			if m, _ := lookupFunction(in, generic+"."+k, in.Global); m != nil {
				return nil
			}
		}
	}
	return in.Errorf(nil, "%s", msg)
}

// s4Format is format() of an S4 object.
func s4Format(in *vm.Interp, x *rt.S4Object) rt.Value {
	pkg := ".GlobalEnv"
	if p, ok := rt.GetAttr(rt.Class(x), s4PackageSym).(*rt.Character); ok && p.Len() == 1 {
		pkg = p.V[0]
	}
	n := 0
	for i := 0; i < x.Attrs().Len(); i++ {
		if x.Attrs().At(i).Name != rt.ClassSym {
			n++
		}
	}
	noun := "slots"
	if n == 1 {
		noun = "slot"
	}
	return rt.StringScalar(fmt.Sprintf("<S4 class \u2018%s\u2019 [package \u201c%s\u201d] with %d %s>", s4ClassName(x), pkg, n, noun))
}
