package base

import (
	"strings"
	"sync"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// s3Builtins are S3 dispatch and class manipulation: UseMethod,
// NextMethod, class<-, oldClass, unclass, inherits, structure.
var s3Builtins = []*vm.BuiltinDef{
	{Name: "UseMethod", Formals: []string{"generic", "object"}, Fn: builtinUseMethod},
	{Name: "NextMethod", Formals: []string{"generic", "object", "..."}, Fn: builtinNextMethod},
	{Name: "class", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, err := oneArg(in, c, "class")
		if err != nil {
			return nil, err
		}
		if cl := rt.Class(x); cl != nil {
			return cl, nil
		}
		return rt.CharacterOf(implicitClass(x, false)...), nil
	}},
	{Name: "oldClass", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, err := oneArg(in, c, "oldClass")
		if err != nil {
			return nil, err
		}
		if cl := rt.GetAttr(x, rt.ClassSym); cl != nil {
			return cl, nil
		}
		return rt.Nil, nil
	}},
	{Name: "class<-", Formals: []string{"x", "value"}, Fn: builtinClassAssign},
	{Name: "oldClass<-", Formals: []string{"x", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, v := c.Arg(0), c.Arg(1)
		if x == nil || v == nil {
			return nil, in.Errorf(nil, "argument \"%s\" is missing, with no default", map[bool]string{true: "x", false: "value"}[x == nil])
		}
		if !rt.IsNull(v) && v.Type() != rt.CharacterType {
			return nil, in.Errorf(nil, "attempt to set invalid 'class' attribute")
		}
		return setClassAttr(in, x, v)
	}},
	{Name: "unclass", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, err := oneArg(in, c, "unclass")
		if err != nil {
			return nil, err
		}
		if rt.GetAttr(x, rt.ClassSym) == nil {
			return x, nil
		}
		y := attrTarget(x, false)
		rt.SetAttr(y, rt.ClassSym, nil)
		return y, nil
	}},
	{Name: "inherits", Formals: []string{"x", "what", "which"}, Fn: builtinInherits},
	{Name: "structure", Formals: []string{".Data", "..."}, Fn: builtinStructure},
}

// oneArg is the single argument of a one-argument primitive.
func oneArg(in *vm.Interp, c *vm.Call, name string) (rt.Value, error) {
	if len(c.Args) != 1 {
		return nil, in.Errorf(nil, "%d arguments passed to '%s' which requires 1", len(c.Args), name)
	}
	return c.Args[0], nil
}

// langClass is the implicit class of a call: the special forms R names
// by their function, "call" otherwise.
func langClass(l *rt.Lang) string {
	if s, ok := l.Fn.(*rt.Symbol); ok {
		switch s.Name {
		case "if", "while", "for", "=", "<-", "(", "{":
			return s.Name
		}
	}
	return "call"
}

// implicitClass is the class of a value without a class attribute. With
// dispatch set it is the class vector S3 dispatch uses (R's .class2):
// integer and double values also belong to "numeric", and the matrix and
// array classes are followed by the type's classes.
func implicitClass(x rt.Value, dispatch bool) []string {
	var out []string
	if d := rt.GetAttr(x, rt.DimSym); d != nil {
		if rt.Length(d) == 2 {
			out = append(out, "matrix", "array")
		} else {
			out = append(out, "array")
		}
		if !dispatch {
			return out
		}
	}
	switch x.Type() {
	case rt.IntegerType:
		out = append(out, "integer")
		if dispatch {
			out = append(out, "numeric")
		}
	case rt.DoubleType:
		if dispatch {
			out = append(out, "double", "numeric")
		} else {
			out = append(out, "numeric")
		}
	case rt.ClosureType, rt.BuiltinType, rt.SpecialType:
		out = append(out, "function")
	case rt.SymbolType:
		out = append(out, "name")
	case rt.LangType:
		out = append(out, langClass(x.(*rt.Lang)))
	default:
		out = append(out, x.Type().String())
	}
	return out
}

// dispatchClass is the class vector S3 dispatch uses for x.
func dispatchClass(x rt.Value) []string {
	if cl := rt.Class(x); cl != nil {
		return cl.V
	}
	return implicitClass(x, true)
}

// classDescription renders a class vector as the "no applicable method"
// error shows it.
func classDescription(cls []string) string {
	if len(cls) == 1 {
		return cls[0]
	}
	return "c('" + strings.Join(cls, "', '") + "')"
}

// attrTarget returns x itself when it may be modified in place, else a
// copy (attributes included) that may. Only a replacement function may
// modify its unshared argument in place (the VM passes the target's own
// value to it); other builtins pass replace=false and get a copy.
func attrTarget(x rt.Value, replace bool) rt.Attributed {
	if replace && !rt.Shared(x) {
		if a, ok := x.(rt.Attributed); ok {
			return a
		}
	}
	switch v := x.(type) {
	case *rt.Env:
		return v // a reference object: its attributes are set in place
	case rt.Vector:
		return rt.CopyVector(v)
	case *rt.S4Object:
		return v.Copy()
	case *rt.Closure:
		c := &rt.Closure{Formals: v.Formals, Body: v.Body, Env: v.Env, Code: v.Code}
		c.SetAttrs(v.Attrs().Clone())
		return c
	case *rt.Lang:
		return v.Copy()
	case *rt.Builtin:
		b := &rt.Builtin{Name: v.Name, Special: v.Special, Impl: v.Impl}
		b.SetAttrs(v.Attrs().Clone())
		return b
	}
	if a, ok := x.(rt.Attributed); ok {
		return a
	}
	return nil
}

// setClassAttr sets (or, for NULL, removes) the class attribute of x.
func setClassAttr(in *vm.Interp, x, v rt.Value) (rt.Value, error) {
	if rt.IsNull(x) {
		if rt.IsNull(v) {
			return rt.Nil, nil
		}
		return nil, in.Errorf(nil, "attempt to set an attribute on NULL")
	}
	if rt.IsNull(v) && rt.GetAttr(x, rt.ClassSym) == nil {
		return x, nil
	}
	y := attrTarget(x, true)
	if y == nil {
		return nil, in.Errorf(nil, "cannot set attribute on a symbol")
	}
	if cv, ok := v.(*rt.Character); ok && cv.Len() == 0 {
		v = nil
	}
	if v != nil {
		rt.MarkShared(v)
	}
	rt.SetAttr(y, rt.ClassSym, v)
	return y, nil
}

// builtinClassAssign is `class<-`: setting a basic class name ("numeric",
// "matrix", a type name) removes the attribute, coercing where R does.
func builtinClassAssign(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, v := c.Arg(0), c.Arg(1)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	if v == nil {
		return nil, in.Errorf(nil, "argument \"value\" is missing, with no default")
	}
	if !rt.IsNull(v) && v.Type() != rt.CharacterType {
		vec, ok := v.(rt.Vector)
		if !ok || !rt.IsAtomicType(v.Type()) {
			return nil, in.Errorf(nil, "attempt to set invalid 'class' attribute")
		}
		cv, err := rt.CoerceVector(vec, rt.CharacterType, nil)
		if err != nil {
			return nil, err
		}
		v = cv
	}
	cv, _ := v.(*rt.Character)
	if cv == nil || cv.Len() != 1 {
		return setClassAttr(in, x, v)
	}
	dims := 0
	if d := rt.GetAttr(x, rt.DimSym); d != nil {
		dims = rt.Length(d)
	}
	switch name := cv.V[0]; name {
	case "numeric":
		y, err := setClassAttr(in, x, nil)
		if err != nil {
			return nil, err
		}
		switch y.Type() {
		case rt.IntegerType, rt.DoubleType:
			return y, nil
		}
		return coerceKeepAttrs(in, c, y, rt.DoubleType)
	case "matrix":
		if dims != 2 {
			return nil, in.Errorf(nil, "invalid to set the class to matrix unless the dimension attribute is of length 2 (was %d)", dims)
		}
		return setClassAttr(in, x, nil)
	case "array":
		if dims == 0 {
			return nil, in.Errorf(nil, "cannot set class to \"array\" unless the dimension attribute has length > 0")
		}
		return setClassAttr(in, x, nil)
	case "function":
		switch x.(type) {
		case *rt.Closure, *rt.Builtin:
			return setClassAttr(in, x, nil)
		}
		return setClassAttr(in, x, v)
	case "environment", "symbol", "name", "pairlist", "closure", "promise", "language",
		"special", "builtin", "expression":
		typ := x.Type().String()
		if typ != name && !(name == "name" && typ == "symbol") {
			return nil, in.Errorf(nil, "\"%s\" can only be set as the class if the object has this type; found \"%s\"", name, typ)
		}
		return setClassAttr(in, x, nil)
	case "logical", "integer", "double", "complex", "character", "raw", "list":
		t := map[string]rt.Type{"logical": rt.LogicalType, "integer": rt.IntegerType, "double": rt.DoubleType,
			"complex": rt.ComplexType, "character": rt.CharacterType, "raw": rt.RawType, "list": rt.ListType}[name]
		y, err := setClassAttr(in, x, nil)
		if err != nil {
			return nil, err
		}
		if y.Type() == t {
			return y, nil
		}
		return coerceKeepAttrs(in, c, y, t)
	}
	return setClassAttr(in, x, v)
}

// coerceKeepAttrs coerces a vector to type t keeping its attributes.
func coerceKeepAttrs(in *vm.Interp, c *vm.Call, x rt.Value, t rt.Type) (rt.Value, error) {
	vec, ok := x.(rt.Vector)
	if !ok {
		return nil, in.Errorf(nil, "cannot coerce type '%s' to vector of type '%s'", x.Type(), t)
	}
	out, err := rt.CoerceVector(vec, t, func(msg string) { in.Warn(c.Call, msg) })
	if err != nil {
		return nil, err
	}
	if ov, ok := out.(rt.Attributed); ok && ov.Attrs() == nil && vec.Attrs() != nil {
		ov.SetAttrs(vec.Attrs().Clone())
	}
	return out, nil
}

func builtinInherits(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	what, ok := c.Arg(1).(*rt.Character)
	if !ok {
		if c.Arg(1) == nil {
			return nil, in.Errorf(nil, "argument \"what\" is missing, with no default")
		}
		return nil, in.Errorf(nil, "'what' must be a character vector")
	}
	which := false
	if w := c.Arg(2); w != nil {
		l, ok := w.(*rt.Logical)
		if !ok || l.Len() != 1 {
			return nil, in.Errorf(nil, "'which' must be a length 1 logical vector")
		}
		which = l.V[0] == rt.True
	}
	var cls []string
	if cl := rt.Class(x); cl != nil {
		cls = cl.V
	} else {
		cls = implicitClass(x, false)
	}
	if isS4Value(x) {
		cls = s4Extends(in, cls)
	}
	pos := func(s string) int {
		for i, k := range cls {
			if k == s {
				return i + 1
			}
		}
		return 0
	}
	if which {
		out := rt.NewInteger(what.Len())
		for i, s := range what.V {
			out.V[i] = int32(pos(s))
		}
		return out, nil
	}
	for _, s := range what.V {
		if pos(s) > 0 {
			return rt.Bool(true), nil
		}
	}
	return rt.Bool(false), nil
}

// attributesCall is the call structure()'s errors are reported against,
// as in GNU R, where structure is R code that ends in attributes<-.
var attributesCall = rt.NewCall(rt.Intern("<-"),
	rt.NewCall(rt.Intern("attributes"), rt.Intern(".Data")),
	rt.NewCall(rt.Intern("c"), rt.NewCall(rt.Intern("attributes"), rt.Intern(".Data")), rt.Intern("attrib")))

// structureSpecials are the old attribute spellings structure() accepts.
var structureSpecials = map[string]string{
	".Dim": "dim", ".Dimnames": "dimnames", ".Names": "names", ".Tsp": "tsp", ".Label": "levels",
}

func builtinStructure(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \".Data\" is missing, with no default")
	}
	if rt.IsNull(x) {
		in.Warn(c.Call, "Calling 'structure(NULL, *)' is deprecated, as NULL cannot have attributes.\n  Consider 'structure(list(), *)' instead.")
		if len(c.Dots) == 0 {
			return x, nil
		}
		x = rt.ListOf()
	}
	if len(c.Dots) == 0 {
		return x, nil
	}
	y := attrTarget(x, false)
	if y == nil {
		return nil, in.Errorf(nil, "cannot set attribute on a symbol")
	}
	// attributes<- sets dim before the others.
	for pass := 0; pass < 2; pass++ {
		for _, a := range c.Dots {
			if a.Tag == nil || a.Tag.Name == "" {
				if pass == 0 {
					return nil, in.Errorf(attributesCall, "attributes must be named")
				}
				continue
			}
			name := a.Tag.Name
			if n, ok := structureSpecials[name]; ok {
				name = n
			}
			if (name == "dim") != (pass == 0) {
				continue
			}
			v, err := in.ForceValue(a.Val)
			if err != nil {
				return nil, err
			}
			if err := setAttrib(in, y, rt.Intern(name), v); err != nil {
				if re, ok := err.(*vm.RError); ok && re.Call == nil {
					re.Call = attributesCall
				}
				return nil, err
			}
		}
	}
	return y, nil
}

// ---- method lookup and dispatch ----

// lookupFunction finds a function named name from env outwards, skipping
// bindings that are not functions; nil when there is none.
func lookupFunction(in *vm.Interp, name string, env *rt.Env) (rt.Value, error) {
	sym := rt.Intern(name)
	for e := env; e != nil; e = e.Parent {
		v := e.Get(sym)
		if v == rt.Unbound {
			continue
		}
		if p, ok := v.(*rt.Promise); ok {
			pv, err := in.Force(p)
			if err != nil {
				return nil, err
			}
			v = pv
		}
		switch v.(type) {
		case *rt.Closure, *rt.Builtin:
			return v, nil
		}
	}
	return nil, nil
}

// lookupMethod looks a method up as R does: from the environment the
// generic was called from outwards. (GNU R then consults the S3 methods
// table of the generic's defining environment, where packages register
// methods; gorir has no registered methods yet, so defEnv is unused.)
//
// Code of the base environment, whose enclosure here is the empty
// environment, sees the global environment next, as code of R's base
// namespace does: a method the user defines is found from base functions
// too (sort.default's x[...] finds a `[` method of the user's class).
func lookupMethod(in *vm.Interp, name string, callEnv, defEnv *rt.Env) (rt.Value, error) {
	v, err := lookupFunction(in, name, callEnv)
	if v != nil || err != nil || in.Global == nil {
		return v, err
	}
	for e := callEnv; e != nil; e = e.Parent {
		if e == in.Global {
			return nil, nil // the global environment was searched already
		}
	}
	return lookupFunction(in, name, in.Global)
}

var (
	dotGenericSym = rt.Intern(".Generic")
	dotClassSym   = rt.Intern(".Class")
	dotMethodSym  = rt.Intern(".Method")
	dotGroupSym   = rt.Intern(".Group")
	dotCallEnvSym = rt.Intern(".GenericCallEnv")
	dotDefEnvSym  = rt.Intern(".GenericDefEnv")
	previousSym   = rt.Intern("previous")
)

// dotClass is the .Class value of a method found at position pos of the
// class vector cls (prev is the full vector, whose tail cls is).
func dotClass(cls []string, pos int, prev rt.Value) rt.Value {
	if pos < 0 {
		return rt.Nil
	}
	out := rt.CharacterOf(cls[pos:]...)
	if pos > 0 || prev != nil {
		if prev == nil {
			prev = rt.CharacterOf(cls...)
		}
		rt.SetAttr(out, previousSym, prev)
	}
	return out
}

// methodCall is call with its function replaced by the method's name, as
// R shows a method's call (sys.call, error messages).
func methodCall(call *rt.Lang, method string) *rt.Lang {
	if call == nil {
		return &rt.Lang{Fn: rt.Intern(method)}
	}
	return &rt.Lang{Fn: rt.Intern(method), Args: call.Args}
}

// dispatchVars are the variables R defines in a method's frame.
func dispatchVars(generic string, cls rt.Value, method rt.Value, group string, callEnv, defEnv *rt.Env) []rt.Arg {
	var ce, de rt.Value = rt.Nil, rt.Nil
	if callEnv != nil {
		ce = callEnv
	}
	if defEnv != nil {
		de = defEnv
	}
	return []rt.Arg{
		{Tag: dotGenericSym, Val: rt.StringScalar(generic)},
		{Tag: dotClassSym, Val: cls},
		{Tag: dotMethodSym, Val: method},
		{Tag: dotGroupSym, Val: rt.StringScalar(group)},
		{Tag: dotCallEnvSym, Val: ce},
		{Tag: dotDefEnvSym, Val: de},
	}
}

// invokeMethod calls fn (found for the dispatch) with args.
func invokeMethod(in *vm.Interp, fn rt.Value, call *rt.Lang, args []rt.Arg, callerEnv *rt.Env, disp *vm.DispatchInfo, vars []rt.Arg) (rt.Value, error) {
	if clo, ok := fn.(*rt.Closure); ok {
		return in.ApplyMethod(call, clo, args, callerEnv, disp, vars)
	}
	return in.CallValue(fn, args, call, callerEnv)
}

// dispatchObject is the object UseMethod dispatches on when none is
// given: the argument matched to the generic's first formal.
func dispatchObject(in *vm.Interp, fr *vm.Frame) (rt.Value, error) {
	var first *rt.Symbol
	if clo, ok := fr.Fn.(*rt.Closure); ok && clo.Formals != nil && len(clo.Formals.Items) > 0 {
		first = clo.Formals.Items[0].Tag
	}
	var arg rt.Value
	if first != nil && first != rt.DotsSym {
		for _, a := range fr.Args {
			if a.Tag == first {
				arg = a.Val
				break
			}
		}
		if arg == nil {
			for _, a := range fr.Args {
				if a.Tag != nil && a.Tag.Name != "" && strings.HasPrefix(first.Name, a.Tag.Name) {
					arg = a.Val
					break
				}
			}
		}
		if arg == nil {
			for _, a := range fr.Args {
				if a.Tag == nil || a.Tag.Name == "" {
					arg = a.Val
					break
				}
			}
		}
	}
	if arg == nil && len(fr.Args) > 0 {
		arg = fr.Args[0].Val
	}
	if arg == nil || arg == rt.MissingArg {
		return rt.Nil, nil
	}
	return in.ForceValue(arg)
}

func builtinUseMethod(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	g, ok := c.Arg(0).(*rt.Character)
	if c.Arg(0) == nil {
		return nil, in.Errorf(nil, "argument \"generic\" is missing, with no default")
	}
	if !ok || g.Len() != 1 {
		return nil, in.Errorf(nil, "'generic' argument must be a character string")
	}
	generic := g.V[0]
	fr := in.FrameOf(c.Env)
	if fr == nil {
		return nil, in.Errorf(nil, "'UseMethod' used in an inappropriate fashion")
	}
	obj := c.Arg(1)
	if obj == nil {
		var err error
		if obj, err = dispatchObject(in, fr); err != nil {
			return nil, err
		}
	}
	callEnv := fr.CallerEnv
	if callEnv == nil {
		callEnv = in.Global
	}
	defEnv := in.Base
	if clo, ok := fr.Fn.(*rt.Closure); ok && clo.Env != nil {
		if gf, err := lookupFunction(in, generic, clo.Env); err == nil {
			if gc, ok := gf.(*rt.Closure); ok {
				defEnv = gc.Env
			}
		}
	}
	cls := dispatchClass(obj)
	var fn rt.Value
	var method string
	pos := -1
	for i, k := range cls {
		m, err := lookupMethod(in, generic+"."+k, callEnv, defEnv)
		if err != nil {
			return nil, err
		}
		if m != nil {
			fn, method, pos = m, generic+"."+k, i
			break
		}
	}
	if fn == nil {
		m, err := lookupMethod(in, generic+".default", callEnv, defEnv)
		if err != nil {
			return nil, err
		}
		if m == nil {
			return nil, in.Errorf(nil, "no applicable method for '%s' applied to an object of class \"%s\"", generic, classDescription(cls))
		}
		fn, method = m, generic+".default"
	}
	var dcls rt.Value
	if pos == 0 && rt.Class(obj) != nil {
		dcls = rt.Class(obj)
	} else {
		dcls = dotClass(cls, pos, nil)
	}
	vars := dispatchVars(generic, dcls, rt.StringScalar(method), "", callEnv, defEnv)
	// R 4.2 also makes the generic's local variables (not its formals)
	// visible in the method's frame.
	if clo, ok := fr.Fn.(*rt.Closure); ok {
		formal := map[*rt.Symbol]bool{}
		if clo.Formals != nil {
			for _, f := range clo.Formals.Items {
				formal[f.Tag] = true
			}
		}
		for _, s := range fr.Env.Symbols(true) {
			if !formal[s] {
				vars = append(vars, rt.Arg{Tag: s, Val: fr.Env.Get(s)})
			}
		}
	}
	disp := &vm.DispatchInfo{Generic: generic, Classes: cls, Pos: pos, Object: obj, DefEnv: defEnv}
	v, err := invokeMethod(in, fn, methodCall(fr.Call, method), fr.Args, callEnv, disp, vars)
	if err != nil {
		return nil, err
	}
	return nil, vm.ExitFrame(fr.Env, v)
}

// frameVar is a dispatch variable of a method's frame (not inherited).
func frameVar(env *rt.Env, sym *rt.Symbol) rt.Value {
	v := env.Get(sym)
	if v == rt.Unbound {
		return nil
	}
	if p, ok := v.(*rt.Promise); ok && p.Val != nil {
		return p.Val
	}
	return v
}

func stringVec(v rt.Value) []string {
	if c, ok := v.(*rt.Character); ok {
		return c.V
	}
	return nil
}

// noDispatch holds the calls through which NextMethod invokes an internal
// generic's default: the builtin must not dispatch again for them.
var noDispatch sync.Map

func builtinNextMethod(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fr := in.FrameOf(c.Env)
	if fr == nil {
		return nil, in.Errorf(nil, "'NextMethod' called from outside a function")
	}
	env := fr.Env
	clo, _ := fr.Fn.(*rt.Closure)
	if clo == nil || clo.Formals == nil || len(clo.Formals.Items) == 0 {
		return nil, in.Errorf(nil, "object not specified")
	}
	// The generic.
	var generic string
	if g := c.Arg(0); g != nil && !rt.IsNull(g) {
		gs, ok := g.(*rt.Character)
		if !ok || gs.Len() != 1 {
			return nil, in.Errorf(nil, "invalid generic argument to 'NextMethod'")
		}
		generic = gs.V[0]
	} else if gs := stringVec(frameVar(env, dotGenericSym)); len(gs) == 1 {
		generic = gs[0]
	}
	if generic == "" {
		return nil, in.Errorf(nil, "generic function not specified")
	}
	group := ""
	if gs := stringVec(frameVar(env, dotGroupSym)); len(gs) == 1 {
		group = gs[0]
	}
	// The classes still to try.
	klassVal := frameVar(env, dotClassSym)
	var klass []string
	if klassVal == nil {
		obj, err := dispatchObject(in, fr)
		if err != nil {
			return nil, err
		}
		klass = dispatchClass(obj)
		klassVal = rt.CharacterOf(klass...)
	} else {
		klass = stringVec(klassVal)
	}
	// Where the current method sits among them.
	basename := generic
	if group != "" {
		basename = group
	}
	current := ""
	for _, m := range stringVec(frameVar(env, dotMethodSym)) {
		if m != "" {
			current = m
			break
		}
	}
	if current == "" {
		current = callFnName(fr.Call)
	}
	start := len(klass)
	for j, k := range klass {
		if current == basename+"."+k || current == generic+"."+k {
			start = j + 1
			break
		}
	}
	callEnv, _ := frameVar(env, dotCallEnvSym).(*rt.Env)
	defEnv, _ := frameVar(env, dotDefEnvSym).(*rt.Env)
	if callEnv == nil {
		callEnv = fr.CallerEnv
	}
	if defEnv == nil {
		defEnv = in.Base
	}
	var fn rt.Value
	var method string
	pos := -1
	for i := start; i < len(klass) && fn == nil; i++ {
		for _, b := range []string{generic, group} {
			if b == "" {
				continue
			}
			m, err := lookupMethod(in, b+"."+klass[i], callEnv, defEnv)
			if err != nil {
				return nil, err
			}
			if m != nil {
				fn, method, pos = m, b+"."+klass[i], i
				break
			}
		}
	}
	if fn == nil {
		m, err := lookupMethod(in, generic+".default", callEnv, defEnv)
		if err != nil {
			return nil, err
		}
		if m != nil {
			fn, method = m, generic+".default"
		}
	}
	// The arguments: those of the current call, where matched to a formal
	// as promises to the formal's current value, plus NextMethod's `...`.
	matched, _, err := in.MatchClosureArgs(clo, fr.Args)
	if err != nil {
		return nil, err
	}
	args := make([]rt.Arg, len(fr.Args))
	copy(args, fr.Args)
	for k, a := range args {
		for i, f := range clo.Formals.Items {
			if f.Tag == rt.DotsSym || matched[i] == nil || matched[i] != a.Val {
				continue
			}
			if a.Val == rt.MissingArg {
				if cur := env.Get(f.Tag); cur == rt.MissingArg {
					break
				}
			}
			args[k].Val = &rt.Promise{Expr: f.Tag, Env: env}
			break
		}
	}
	for _, d := range c.Dots {
		replaced := false
		if d.Tag != nil && d.Tag.Name != "" {
			for k := range args {
				if args[k].Tag == d.Tag {
					args[k].Val = d.Val
					replaced = true
					break
				}
			}
		}
		if !replaced {
			args = append(args, d)
		}
	}
	if fn == nil {
		// An internal generic falls back to the builtin itself.
		b, ok := in.Base.Get(rt.Intern(generic)).(*rt.Builtin)
		if !ok {
			return nil, in.Errorf(nil, "no method to invoke")
		}
		call := methodCall(fr.Call, generic+".default")
		noDispatch.Store(call, true)
		defer noDispatch.Delete(call)
		return in.CallValue(b, args, call, callEnv)
	}
	newClass := dotClass(klass, pos, klassVal)
	if pos < 0 {
		newClass = rt.CharacterOf()
		rt.SetAttr(newClass.(*rt.Character), previousSym, klassVal)
	}
	var methodVal rt.Value = rt.StringScalar(method)
	vars := dispatchVars(generic, newClass, methodVal, group, callEnv, defEnv)
	var obj rt.Value
	if fr.Dispatch != nil {
		obj = fr.Dispatch.Object
	}
	disp := &vm.DispatchInfo{Generic: generic, Classes: klass, Pos: pos, Object: obj, DefEnv: defEnv}
	return invokeMethod(in, fn, methodCall(fr.Call, method), args, fr.CallerEnv, disp, vars)
}

// callFnName is the name of the function a call calls, "" when it is
// not called by name.
func callFnName(call *rt.Lang) string {
	if call == nil {
		return ""
	}
	if s, ok := call.Fn.(*rt.Symbol); ok {
		return s.Name
	}
	return ""
}

// ---- internal dispatch ----

// isObject reports whether v has a class attribute (R's OBJECT bit).
func isObject(v rt.Value) bool {
	if v == nil {
		return false
	}
	a, ok := v.(rt.Attributed)
	return ok && a.Attrs() != nil && a.Attrs().Get(rt.ClassSym) != nil
}

// builtinArgs rebuilds the arguments of a builtin call, as promises
// whose expressions are the call's own arguments where they line up, so
// that a method sees them as it would in GNU R (substitute, missing).
func builtinArgs(c *vm.Call) []rt.Arg {
	var args []rt.Arg
	if c.Def != nil && c.Def.Formals != nil {
		positional := true
		for i, f := range c.Def.Formals {
			if f == "..." {
				args = append(args, c.Dots...)
				positional = false
				continue
			}
			v := c.Arg(i)
			if v == nil {
				positional = false
				continue
			}
			var tag *rt.Symbol
			if !positional {
				tag = rt.Intern(f)
			}
			args = append(args, rt.Arg{Tag: tag, Val: v})
		}
	} else {
		args = make([]rt.Arg, len(c.Args))
		for i, v := range c.Args {
			args[i].Val = v
			if c.Tags != nil {
				args[i].Tag = c.Tags[i]
			}
		}
	}
	aligned := c.Call != nil && len(c.Call.Args) == len(args)
	if aligned {
		for _, a := range c.Call.Args {
			if a.Val == rt.DotsSym {
				aligned = false
				break
			}
		}
	}
	for i, a := range args {
		if a.Val == rt.MissingArg {
			continue
		}
		if _, ok := a.Val.(*rt.Promise); ok {
			continue
		}
		expr := a.Val
		if aligned && c.Call.Args[i].Tag == a.Tag {
			expr = c.Call.Args[i].Val
		}
		args[i].Val = &rt.Promise{Expr: expr, Val: a.Val}
	}
	return args
}

// firstArg is the first argument of a builtin call (what internal
// dispatch looks at), also when the builtin's first formal is `...`.
func firstArg(c *vm.Call) rt.Value {
	if c.Def != nil && len(c.Def.Formals) > 0 && c.Def.Formals[0] == "..." {
		if len(c.Dots) > 0 {
			return c.Dots[0].Val
		}
		return nil
	}
	return c.Arg(0)
}

func suppressed(c *vm.Call) bool {
	if c.Call == nil {
		return false
	}
	_, ok := noDispatch.Load(c.Call)
	return ok
}

// dispatchInternal is the internal dispatch of a primitive generic (print,
// length, [, as.character…): when the first argument of c is an object
// with a method for generic, it calls the method and returns its value
// with ok set.
func dispatchInternal(in *vm.Interp, generic string, c *vm.Call) (v rt.Value, ok bool, err error) {
	if v, ok, err := s4DispatchPrim(in, generic, "", c); ok || err != nil {
		return v, ok, err
	}
	x := firstArg(c)
	if !isObject(x) || suppressed(c) {
		return nil, false, nil
	}
	cls := rt.Class(x)
	if cls == nil {
		return nil, false, nil
	}
	env := c.Env
	if env == nil {
		env = in.Global
	}
	var fn rt.Value
	var method string
	pos := -1
	for i, k := range cls.V {
		m, err := lookupMethod(in, generic+"."+k, env, in.Base)
		if err != nil {
			return nil, false, err
		}
		if _, isClo := m.(*rt.Closure); isClo {
			fn, method, pos = m, generic+"."+k, i
			break
		}
	}
	if fn == nil {
		return nil, false, nil
	}
	vars := dispatchVars(generic, dotClass(cls.V, pos, nil), rt.StringScalar(method), "", env, in.Base)
	if pos == 0 {
		vars[1].Val = cls
	}
	disp := &vm.DispatchInfo{Generic: generic, Classes: cls.V, Pos: pos, Object: x, DefEnv: in.Base}
	v, err = invokeMethod(in, fn, methodCall(c.Call, method), builtinArgs(c), env, disp, vars)
	// A primitive's value is visible, whatever the method did.
	in.Visible = true
	return v, true, err
}

// dispatchGroup is group dispatch (group is "Ops", "Math" or "Summary")
// for the member generic of a builtin call c.
func dispatchGroup(in *vm.Interp, group, generic string, c *vm.Call) (v rt.Value, ok bool, err error) {
	if v, ok, err := s4DispatchPrim(in, generic, group, c); ok || err != nil {
		return v, ok, err
	}
	x := firstArg(c)
	var y rt.Value
	nargs := 1
	if group == "Ops" {
		nargs = len(c.Args)
		if nargs == 2 {
			y = c.Args[1]
		}
		if !isObject(x) && !isObject(y) {
			return nil, false, nil
		}
	} else if !isObject(x) {
		return nil, false, nil
	}
	if suppressed(c) {
		return nil, false, nil
	}
	env := c.Env
	if env == nil {
		env = in.Global
	}
	find := func(obj rt.Value) (fn rt.Value, method string, pos int, err error) {
		cls := rt.Class(obj)
		if cls == nil {
			return nil, "", -1, nil
		}
		for i, k := range cls.V {
			for _, b := range []string{generic, group} {
				m, err := lookupMethod(in, b+"."+k, env, in.Base)
				if err != nil {
					return nil, "", -1, err
				}
				if m != nil {
					return m, b + "." + k, i, nil
				}
			}
		}
		return nil, "", -1, nil
	}
	lfn, lname, lpos, err := find(x)
	if err != nil {
		return nil, false, err
	}
	var rfn rt.Value
	var rname string
	rpos := -1
	if nargs == 2 {
		if rfn, rname, rpos, err = find(y); err != nil {
			return nil, false, err
		}
	}
	if lfn == nil && rfn == nil {
		return nil, false, nil
	}
	if lfn != nil && rfn != nil && lfn != rfn {
		// Date and date-time arithmetic with a difftime uses the
		// date's method, as in R.
		switch {
		case rname == "Ops.difftime" && (lname == "+.POSIXt" || lname == "-.POSIXt" || lname == "+.Date" || lname == "-.Date"):
			rfn = nil
		case lname == "Ops.difftime" && (rname == "+.POSIXt" || rname == "+.Date"):
			lfn = nil
		}
	}
	if lfn != nil && rfn != nil && lfn != rfn {
		in.Warn(rt.Nil, "Incompatible methods (\""+lname+"\", \""+rname+"\") for \""+generic+"\"")
		return nil, false, nil
	}
	fn, method, pos, obj := lfn, lname, lpos, x
	if fn == nil {
		fn, method, pos, obj = rfn, rname, rpos, y
	}
	cls := rt.Class(obj)
	var methodVal rt.Value = rt.StringScalar(method)
	if group == "Ops" {
		mv := rt.NewCharacter(nargs)
		if lfn != nil {
			mv.V[0] = lname
		}
		if nargs == 2 && rfn != nil {
			mv.V[1] = rname
		}
		methodVal = mv
	}
	var dcls rt.Value = cls
	if pos > 0 {
		dcls = rt.CharacterOf(cls.V[pos:]...)
	}
	vars := dispatchVars(generic, dcls, methodVal, group, env, in.Base)
	disp := &vm.DispatchInfo{Generic: generic, Classes: cls.V, Pos: pos, Object: obj, DefEnv: in.Base}
	args := builtinArgs(c)
	if group == "Summary" && !hasTag(args, "na.rm") {
		// R passes the Summary group's na.rm explicitly.
		args = append(args, rt.Arg{Tag: rt.Intern("na.rm"), Val: rt.LogicalScalar(rt.False)})
	}
	v, err = invokeMethod(in, fn, methodCall(c.Call, method), args, env, disp, vars)
	// A primitive's value is visible, whatever the method did.
	in.Visible = true
	return v, true, err
}

// hasTag reports whether one of args is tagged name.
func hasTag(args []rt.Arg, name string) bool {
	for _, a := range args {
		if a.Tag != nil && a.Tag.Name == name {
			return true
		}
	}
	return false
}
