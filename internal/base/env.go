package base

import (
	"os"
	"regexp"
	"sort"
	"strings"

	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// envBuiltins are environments and variables: assign, get, exists, rm, ls, new.env, locking and active bindings.
var envBuiltins = []*vm.BuiltinDef{
	{Name: "environment", Formals: []string{"fun"}, Fn: builtinEnvironment},
	{Name: "environment<-", Formals: []string{"fun", "value"}, Fn: builtinSetEnvironment},
	{Name: "parent.env", Formals: []string{"env"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e, ok := c.Arg(0).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "argument is not an environment")
		}
		if e == in.Empty || e.Parent == nil {
			return nil, in.Errorf(nil, "the empty environment has no parent")
		}
		return e.Parent, nil
	}},
	{Name: "parent.env<-", Formals: []string{"env", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e, ok := c.Arg(0).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "argument is not an environment")
		}
		p, ok := c.Arg(1).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "'parent' is not an environment")
		}
		if e == in.Empty {
			return nil, in.Errorf(nil, "can not set parent of the empty environment")
		}
		e.Parent = p
		return e, nil
	}},
	{Name: "new.env", Formals: []string{"hash", "parent", "size"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		parent := c.Env
		if p := c.Arg(1); p != nil {
			e, ok := p.(*rt.Env)
			if !ok {
				return nil, in.Errorf(nil, "'enclos' must be an environment")
			}
			parent = e
		}
		size := 29
		if s := c.Arg(2); s != nil {
			n := rt.AsInteger(s, warnFn(in, nil))
			if n != rt.NAInt && n > 0 {
				size = int(n)
			}
		}
		hashed := true
		if h := c.Arg(0); h != nil {
			if _, ok := h.(*rt.Character); ok {
				rt.AsInteger(h, warnFn(in, c.Call))
			}
			hashed = rt.AsLogical(h) != rt.False
		}
		e := rt.NewEnvSized(parent, min(size, 64))
		if hashed {
			e.HashSize = int32(size)
		}
		return e, nil
	}},
	{Name: "globalenv", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return in.Global, nil }},
	{Name: "emptyenv", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return in.Empty, nil }},
	{Name: "baseenv", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return in.Base, nil }},
	{Name: "topenv", Formals: []string{"envir", "matchThisEnv"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e := c.Env
		if v := c.Arg(0); v != nil {
			x, ok := v.(*rt.Env)
			if !ok {
				return in.Global, nil
			}
			e = x
		}
		target, _ := c.Arg(1).(*rt.Env)
		for ; e != nil && e != in.Empty; e = e.Parent {
			if e == target || e == in.Global || e == in.Base || strings.HasPrefix(e.Name, "package:") || strings.HasPrefix(e.Name, "namespace:") {
				return e, nil
			}
		}
		return in.Global, nil
	}},
	{Name: "as.environment", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		return asEnvironment(in, x, c.Env)
	}},
	{Name: "environmentName", Formals: []string{"env"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e, ok := c.Arg(0).(*rt.Env)
		if !ok {
			return rt.StringScalar(""), nil
		}
		switch e {
		case in.Global:
			return rt.StringScalar("R_GlobalEnv"), nil
		case in.Base:
			return rt.StringScalar("base"), nil
		case in.Empty:
			return rt.StringScalar("R_EmptyEnv"), nil
		}
		return rt.StringScalar(strings.TrimPrefix(e.Name, "namespace:")), nil
	}},
	{Name: "is.environment", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		_, ok := c.Arg(0).(*rt.Env)
		return rt.Bool(ok), nil
	}},
	{Name: "assign", Formals: []string{"x", "value", "pos", "envir", "inherits", "immediate"}, Invisible: true, Fn: builtinAssign},
	{Name: "get", Formals: []string{"x", "pos", "envir", "mode", "inherits"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return getLike(in, c, c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(3), c.Arg(4), nil, false)
	}},
	{Name: "get0", Formals: []string{"x", "envir", "mode", "inherits", "ifnotfound"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		nf := c.Arg(4)
		if nf == nil {
			nf = rt.Nil
		}
		return getLike(in, c, c.Arg(0), nil, c.Arg(1), c.Arg(2), c.Arg(3), nf, false)
	}},
	{Name: "exists", Formals: []string{"x", "where", "envir", "frame", "mode", "inherits"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		v, err := getLike(in, c, c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(4), c.Arg(5), nil, true)
		if err != nil {
			return nil, err
		}
		return v, nil
	}},
	{Name: "mget", Formals: []string{"x", "envir", "mode", "ifnotfound", "inherits"}, Fn: builtinMget},
	{Name: "rm", Special: specialRm},
	{Name: "remove", Special: specialRm},
	{Name: "ls", Formals: []string{"name", "pos", "envir", "all.names", "pattern", "sorted"}, Fn: builtinLs},
	{Name: "objects", Formals: []string{"name", "pos", "envir", "all.names", "pattern", "sorted"}, Fn: builtinLs},
	{Name: "lockBinding", Formals: []string{"sym", "env"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return lockBinding(in, c, true)
	}},
	{Name: "unlockBinding", Formals: []string{"sym", "env"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return lockBinding(in, c, false)
	}},
	{Name: "bindingIsLocked", Formals: []string{"sym", "env"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		sym, e, err := symEnvArgs(in, c)
		if err != nil {
			return nil, err
		}
		return rt.Bool(e.BindingLocked(sym)), nil
	}},
	{Name: "bindingIsActive", Formals: []string{"sym", "env"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		sym, e, err := symEnvArgs(in, c)
		if err != nil {
			return nil, err
		}
		_, ok := e.Get(sym).(*rt.ActiveBinding)
		return rt.Bool(ok), nil
	}},
	{Name: "lockEnvironment", Formals: []string{"env", "bindings"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e, ok := c.Arg(0).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "not an environment")
		}
		b := false
		if v := c.Arg(1); v != nil {
			b = rt.AsLogical(v) == rt.True
		}
		e.Lock(b)
		return rt.Nil, nil
	}},
	{Name: "environmentIsLocked", Formals: []string{"env"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		e, ok := c.Arg(0).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "not an environment")
		}
		return rt.Bool(e.Locked()), nil
	}},
	{Name: "makeActiveBinding", Formals: []string{"sym", "fun", "env"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		sym, err := symArg(in, c.Arg(0))
		if err != nil {
			return nil, err
		}
		fn := c.Arg(1)
		if !isFunctionValue(fn) {
			return nil, in.Errorf(nil, "not a function")
		}
		e, ok := c.Arg(2).(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "not an environment")
		}
		if old := e.Get(sym); old != rt.Unbound {
			if _, ok := old.(*rt.ActiveBinding); !ok {
				return nil, in.Errorf(nil, "symbol already has a regular binding")
			}
			if e.BindingLocked(sym) {
				return nil, in.Errorf(nil, "cannot change active binding if binding is locked")
			}
		}
		if err := e.MakeActive(sym, fn); err != nil {
			return nil, in.Errorf(nil, "cannot add bindings to a locked environment")
		}
		return rt.Nil, nil
	}},
	{Name: "Sys.getenv", Formals: []string{"x", "unset", "names"}, Fn: builtinSysGetenv},
	{Name: "Sys.setenv", Formals: []string{"..."}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		out := rt.NewLogical(len(c.Dots))
		for _, a := range c.Dots {
			if a.Tag == nil || a.Tag.Name == "" {
				return nil, in.Errorf(nil, "all arguments must be named")
			}
		}
		for i, a := range c.Dots {
			s := catStrings(a.Val)
			val := ""
			if len(s) > 0 {
				val = s[0]
			}
			out.V[i] = rt.Bool(os.Setenv(a.Tag.Name, val) == nil).V[0]
		}
		return out, nil
	}},
	{Name: "Sys.unsetenv", Formals: []string{"x"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "x")
		}
		out := rt.NewLogical(x.Len())
		for i, s := range x.V {
			os.Unsetenv(s)
			out.V[i] = rt.True
		}
		return out, nil
	}},
	{Name: "delayedAssign", Special: specialDelayedAssign},
	{Name: "forceAndCall", Special: specialForceAndCall},
}

// warnFn adapts in.Warn to the coercion helpers' callback.
func warnFn(in *vm.Interp, call rt.Value) func(string) {
	return func(msg string) { in.Warn(call, msg) }
}

func isFunctionValue(v rt.Value) bool {
	switch v.(type) {
	case *rt.Closure, *rt.Builtin:
		return true
	}
	return false
}

func builtinEnvironment(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	switch f := c.Arg(0).(type) {
	case nil, *rt.Null:
		return c.Env, nil
	case *rt.Closure:
		return f.Env, nil
	case *rt.Builtin:
		if syntax.IsPrimitive(f.Name) {
			return rt.Nil, nil
		}
		return in.Base, nil
	default:
		if e := rt.GetAttr(f, envAttrSym); e != nil {
			return e, nil
		}
		return rt.Nil, nil
	}
}

var envAttrSym = rt.Intern(".Environment")

func builtinSetEnvironment(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	val := c.Arg(1)
	switch f := c.Arg(0).(type) {
	case *rt.Closure:
		e, ok := val.(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "replacement object is not an environment")
		}
		nf := &rt.Closure{Formals: f.Formals, Body: f.Body, Env: e, Code: f.Code}
		nf.SetAttrs(f.Attrs().Clone())
		return nf, nil
	case rt.Attributed:
		if _, ok := val.(*rt.Env); !ok && !rt.IsNull(val) {
			return nil, in.Errorf(nil, "replacement object is not an environment")
		}
		if v, ok := f.(rt.Vector); ok && rt.Shared(v) {
			f = rt.CopyVector(v)
		}
		if rt.IsNull(val) {
			rt.SetAttr(f, envAttrSym, nil)
		} else {
			rt.SetAttr(f, envAttrSym, val)
		}
		return f, nil
	}
	return c.Arg(0), nil
}

// searchList is the search path: the global environment, the attached
// package environments, base.
func searchList(in *vm.Interp) []*rt.Env {
	var out []*rt.Env
	for e := in.Global; e != nil && e != in.Empty; e = e.Parent {
		out = append(out, e)
	}
	return out
}

// posToEnv is R's pos.to.env for a builtin called from env: -1 is the
// calling environment, positive numbers index the search list.
func posToEnv(in *vm.Interp, pos int, env *rt.Env) (*rt.Env, error) {
	if pos == -1 {
		return env, nil
	}
	sl := searchList(in)
	if pos < 1 || pos > len(sl) {
		return nil, in.Errorf(nil, "invalid 'pos' argument")
	}
	return sl[pos-1], nil
}

// asEnvironment is as.environment(x) for a builtin called from env.
func asEnvironment(in *vm.Interp, x rt.Value, env *rt.Env) (*rt.Env, error) {
	switch v := x.(type) {
	case *rt.Env:
		return v, nil
	case *rt.Integer, *rt.Double:
		n := rt.AsInteger(v, nil)
		if n == rt.NAInt {
			return nil, in.Errorf(nil, "invalid 'pos' argument")
		}
		if n == -1 {
			// The environment as.environment was called from.
			return env, nil
		}
		return posToEnv(in, int(n), env)
	case *rt.Character:
		if v.Len() < 1 {
			return nil, in.Errorf(nil, "invalid object for 'as.environment'")
		}
		name := v.V[0]
		if name == ".GlobalEnv" {
			return in.Global, nil
		}
		if name == "package:base" {
			return in.Base, nil
		}
		for _, e := range searchList(in) {
			if e.Name == name {
				return e, nil
			}
		}
		return nil, in.Errorf(nil, "no item called \"%s\" on the search list", name)
	case *rt.List:
		e := rt.NewEnv(in.Empty)
		listIntoEnv(v, e)
		return e, nil
	case *rt.Null:
		return nil, in.Errorf(nil, "using 'as.environment(NULL)' is defunct")
	}
	return nil, in.Errorf(nil, "invalid object for 'as.environment'")
}

// listIntoEnv binds the named elements of l in e.
func listIntoEnv(l *rt.List, e *rt.Env) {
	names := rt.Names(l)
	if names == nil {
		return
	}
	for i, v := range l.V {
		n := names.V[i]
		if n == "" || rt.IsNAString(n) {
			continue
		}
		rt.MarkShared(v)
		e.Define(rt.Intern(n), v)
	}
}

// envirArg resolves the pos/envir pair of assign, get, exists, ls.
func envirArg(in *vm.Interp, pos, envir rt.Value, env *rt.Env) (*rt.Env, error) {
	if envir != nil {
		if e, ok := envir.(*rt.Env); ok {
			return e, nil
		}
		switch envir.(type) {
		case *rt.Integer, *rt.Double:
			return asEnvironment(in, envir, env)
		}
		return nil, in.Errorf(nil, "invalid '%s' argument", "envir")
	}
	if pos != nil {
		return asEnvironment(in, pos, env)
	}
	return env, nil
}

// firstName is the variable name of assign/get/exists: the first string.
func firstName(in *vm.Interp, x rt.Value, call rt.Value) (string, error) {
	s, ok := x.(*rt.Character)
	if !ok || s.Len() == 0 || rt.IsNAString(s.V[0]) {
		return "", in.Errorf(nil, "invalid first argument")
	}
	return s.V[0], nil
}

func logicalArg(v rt.Value, def bool) bool {
	if v == nil {
		return def
	}
	return rt.AsLogical(v) == rt.True
}

func builtinAssign(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	name, err := firstName(in, c.Arg(0), c.Call)
	if err != nil {
		return nil, err
	}
	if s := c.Arg(0).(*rt.Character); s.Len() > 1 {
		in.Warn(c.Call, "only the first element is used as variable name")
	}
	env, err := envirArg(in, c.Arg(2), c.Arg(3), c.Env)
	if err != nil {
		return nil, err
	}
	val := c.Arg(1)
	if val == nil {
		return nil, in.Errorf(nil, "argument \"value\" is missing, with no default")
	}
	sym := rt.Intern(name)
	if logicalArg(c.Arg(4), false) {
		for e := env; e != nil; e = e.Parent {
			if e.Has(sym) {
				env = e
				break
			}
		}
	}
	if err := assignIn(in, sym, val, env); err != nil {
		return nil, err
	}
	return val, nil
}

// assignIn binds sym in env with R's errors for locked environments.
func assignIn(in *vm.Interp, sym *rt.Symbol, val rt.Value, env *rt.Env) error {
	if env.Locked() && !env.Has(sym) {
		return in.Errorf(nil, "cannot add bindings to a locked environment")
	}
	if env == in.Empty {
		return in.Errorf(nil, "cannot assign values in the empty environment")
	}
	return in.Assign(sym, val, env)
}

// modeMatches reports whether v has the mode get/exists ask for.
func modeMatches(v rt.Value, mode string) bool {
	switch mode {
	case "any":
		return true
	case "function":
		return isFunctionValue(v)
	case "numeric":
		switch v.(type) {
		case *rt.Integer, *rt.Double:
			return true
		}
		return false
	case "name":
		mode = "symbol"
	case "call":
		mode = "language"
	}
	return v.Type().String() == mode
}

// getLike is get, get0 and exists. ifnotfound (non-nil) is returned when
// the variable is missing; test makes it exists.
func getLike(in *vm.Interp, c *vm.Call, x, pos, envir, modeV, inh, ifnotfound rt.Value, test bool) (rt.Value, error) {
	name, err := firstName(in, x, c.Call)
	if err != nil {
		return nil, err
	}
	env, err := envirArg(in, pos, envir, c.Env)
	if err != nil {
		return nil, err
	}
	mode := "any"
	if s, ok := modeV.(*rt.Character); ok && s.Len() > 0 {
		mode = s.V[0]
	}
	inherits := logicalArg(inh, true)
	sym := rt.Intern(name)
	for e := env; e != nil; e = e.Parent {
		if !e.Has(sym) {
			if !inherits {
				break
			}
			continue
		}
		if test && mode == "any" {
			return rt.Bool(true), nil
		}
		v, err := in.GetVar(sym, e)
		if err != nil {
			return nil, err
		}
		if modeMatches(v, mode) {
			if test {
				return rt.Bool(true), nil
			}
			return v, nil
		}
		if !inherits {
			break
		}
	}
	if test {
		return rt.Bool(false), nil
	}
	if ifnotfound != nil {
		return ifnotfound, nil
	}
	if mode == "any" {
		return nil, in.Errorf(nil, "object '%s' not found", name)
	}
	return nil, in.Errorf(nil, "object '%s' of mode '%s' was not found", name, mode)
}

func builtinMget(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, ok := c.Arg(0).(*rt.Character)
	if !ok {
		if rt.IsNull(c.Arg(0)) {
			x = rt.NewCharacter(0)
		} else {
			return nil, in.Errorf(nil, "invalid first argument")
		}
	}
	env := c.Env
	if v := c.Arg(1); v != nil {
		e, err := asEnvironment(in, v, c.Env)
		if err != nil {
			return nil, err
		}
		env = e
	}
	mode := "any"
	if s, ok := c.Arg(2).(*rt.Character); ok && s.Len() > 0 {
		mode = s.V[0]
	}
	var nf *rt.List
	if v := c.Arg(3); v != nil {
		if l, ok := v.(*rt.List); ok {
			nf = l
		} else {
			nf = rt.ListOf(v)
		}
	}
	inherits := logicalArg(c.Arg(4), false)
	out := rt.NewList(x.Len())
	for i, name := range x.V {
		sym := rt.Intern(name)
		found := false
		for e := env; e != nil; e = e.Parent {
			if e.Has(sym) {
				v, err := in.GetVar(sym, e)
				if err != nil {
					return nil, err
				}
				if modeMatches(v, mode) {
					rt.MarkShared(v)
					out.V[i], found = v, true
					break
				}
			}
			if !inherits {
				break
			}
		}
		if !found {
			if nf == nil || nf.Len() == 0 {
				return nil, in.Errorf(rt.Nil, "value for %s not found", "\u2018"+name+"\u2019")
			}
			v := nf.V[i%nf.Len()]
			if isFunctionValue(v) {
				r, err := in.CallValue(v, []rt.Arg{{Val: rt.StringScalar(name)}}, rt.Nil, c.Env)
				if err != nil {
					return nil, err
				}
				v = r
			}
			out.V[i] = v
		}
	}
	rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(append([]string(nil), x.V...)...))
	return out, nil
}

// specialRm is rm(..., list, pos, envir, inherits): the ... are names,
// unevaluated.
func specialRm(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	var names []string
	var listV, posV, envirV, inhV rt.Value
	for _, a := range call.Args {
		if a.Tag != nil {
			var dst *rt.Value
			switch a.Tag.Name {
			case "list":
				dst = &listV
			case "pos":
				dst = &posV
			case "envir":
				dst = &envirV
			case "inherits":
				dst = &inhV
			}
			if dst != nil {
				v, err := in.Eval(a.Val, env)
				if err != nil {
					return nil, err
				}
				*dst = v
				continue
			}
		}
		if a.Val == rt.DotsSym {
			d, err := in.Dots(env)
			if err != nil {
				return nil, err
			}
			for _, it := range d.Items {
				e := it.Val
				if p, ok := e.(*rt.Promise); ok {
					e = p.Expr
				}
				n, ok := rmName(e)
				if !ok {
					return nil, in.Errorf(nil, "... must contain names or character strings")
				}
				names = append(names, n)
			}
			continue
		}
		n, ok := rmName(a.Val)
		if !ok {
			return nil, in.Errorf(nil, "... must contain names or character strings")
		}
		names = append(names, n)
	}
	if listV != nil {
		switch l := listV.(type) {
		case *rt.Character:
			names = append(names, l.V...)
		case *rt.Null:
		default:
			names = append(names, catStrings(l)...)
		}
	}
	target, err := envirArg(in, posV, envirV, env)
	if err != nil {
		return nil, err
	}
	inherits := logicalArg(inhV, false)
	for _, n := range names {
		sym := rt.Intern(n)
		removed := false
		for e := target; e != nil; e = e.Parent {
			ok, err := e.Remove(sym)
			if err != nil {
				return nil, in.Errorf(nil, "cannot remove bindings from a locked environment")
			}
			if ok {
				removed = true
				break
			}
			if !inherits {
				break
			}
		}
		if !removed {
			in.Warn(call, "object '"+n+"' not found")
		}
	}
	in.Visible = false
	return rt.Nil, nil
}

func rmName(v rt.Value) (string, bool) {
	switch x := v.(type) {
	case *rt.Symbol:
		return x.Name, true
	case *rt.Character:
		if x.Len() == 1 {
			return x.V[0], true
		}
	}
	return "", false
}

// sortedNames sorts names in R's collation order.
func sortedNames(xs []string) {
	sort.SliceStable(xs, func(i, j int) bool { return ops.Collate(xs[i], xs[j]) < 0 })
}

func builtinLs(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	env := c.Env
	if v := c.Arg(0); v != nil {
		e, err := asEnvironment(in, v, c.Env)
		if err != nil {
			if re, ok := err.(*vm.RError); ok {
				re.Call = rt.NewCall(rt.Intern("as.environment"), rt.Intern("pos"))
			}
			return nil, err
		}
		env = e
	} else {
		e, err := envirArg(in, c.Arg(1), c.Arg(2), c.Env)
		if err != nil {
			return nil, err
		}
		env = e
	}
	all := logicalArg(c.Arg(3), false)
	var names []string
	for _, s := range env.ROrder(all) {
		names = append(names, s.Name)
	}
	if p, ok := c.Arg(4).(*rt.Character); ok && p.Len() > 0 {
		re, err := regexp.Compile(p.V[0])
		if err != nil {
			return nil, in.Errorf(nil, "invalid 'pattern' argument")
		}
		kept := names[:0]
		for _, n := range names {
			if re.MatchString(n) {
				kept = append(kept, n)
			}
		}
		names = kept
	}
	if logicalArg(c.Arg(5), true) {
		sortedNames(names)
	}
	return rt.CharacterOf(names...), nil
}

// symArg converts the sym argument of the binding functions.
func symArg(in *vm.Interp, v rt.Value) (*rt.Symbol, error) {
	switch x := v.(type) {
	case *rt.Symbol:
		return x, nil
	case *rt.Character:
		if x.Len() > 0 {
			return rt.Intern(x.V[0]), nil
		}
	}
	return nil, in.Errorf(nil, "not a symbol")
}

func symEnvArgs(in *vm.Interp, c *vm.Call) (*rt.Symbol, *rt.Env, error) {
	sym, err := symArg(in, c.Arg(0))
	if err != nil {
		return nil, nil, err
	}
	e, ok := c.Arg(1).(*rt.Env)
	if !ok {
		return nil, nil, in.Errorf(nil, "not an environment")
	}
	if !e.Has(sym) {
		return nil, nil, in.Errorf(nil, "no binding for \"%s\"", sym.Name)
	}
	return sym, e, nil
}

func lockBinding(in *vm.Interp, c *vm.Call, lock bool) (rt.Value, error) {
	sym, e, err := symEnvArgs(in, c)
	if err != nil {
		return nil, err
	}
	e.LockBinding(sym, lock)
	return rt.Nil, nil
}

func builtinSysGetenv(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	unset := ""
	if u := c.Arg(1); u != nil {
		unset = rt.AsChar(u)
	}
	x := c.Arg(0)
	if x == nil || rt.IsNull(x) {
		env := os.Environ()
		sort.Strings(env)
		vals := rt.NewCharacter(len(env))
		names := rt.NewCharacter(len(env))
		for i, kv := range env {
			k, v, _ := strings.Cut(kv, "=")
			names.V[i], vals.V[i] = k, v
		}
		rt.SetAttr(vals, rt.NamesSym, names)
		rt.SetAttr(vals, rt.ClassSym, rt.StringScalar("Dlist"))
		return vals, nil
	}
	xs, ok := x.(*rt.Character)
	if !ok {
		cv, err := rt.CoerceVector(x, rt.CharacterType, nil)
		if err != nil {
			return nil, in.Errorf(nil, "wrong type for argument")
		}
		xs = cv.(*rt.Character)
	}
	out := rt.NewCharacter(xs.Len())
	for i, k := range xs.V {
		if v, ok := os.LookupEnv(k); ok {
			out.V[i] = v
		} else {
			out.V[i] = unset
		}
	}
	withNames := xs.Len() > 1
	if nv := c.Arg(2); nv != nil {
		if b := rt.AsLogical(nv); b != rt.NALgl {
			withNames = b == rt.True
		}
	}
	if withNames {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(append([]string(nil), xs.V...)...))
	}
	return out, nil
}

// matchSpecialArgs matches the unevaluated arguments of a special call to
// formal names, as a closure call would.
func matchSpecialArgs(in *vm.Interp, names []string, call *rt.Lang) ([]rt.Value, []rt.Arg, error) {
	formals := make([]rt.Arg, len(names))
	for i, n := range names {
		formals[i] = rt.Arg{Tag: rt.Intern(n), Val: rt.MissingArg}
	}
	return in.MatchArgs(formals, call.Args)
}

func specialDelayedAssign(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	args, _, err := matchSpecialArgs(in, []string{"x", "value", "eval.env", "assign.env"}, call)
	if err != nil {
		return nil, err
	}
	if args[0] == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	xv, err := in.Eval(args[0], env)
	if err != nil {
		return nil, err
	}
	name, err := firstName(in, xv, call)
	if err != nil {
		return nil, err
	}
	evalEnv, assignEnv := env, env
	for i, dst := range []**rt.Env{&evalEnv, &assignEnv} {
		if a := args[2+i]; a != nil {
			v, err := in.Eval(a, env)
			if err != nil {
				return nil, err
			}
			e, ok := v.(*rt.Env)
			if !ok {
				return nil, in.Errorf(nil, "invalid '%s' argument", []string{"eval.env", "assign.env"}[i])
			}
			*dst = e
		}
	}
	expr := args[1]
	if expr == nil {
		expr = rt.MissingArg
	}
	p := &rt.Promise{Expr: expr, Env: evalEnv}
	if err := assignIn(in, rt.Intern(name), p, assignEnv); err != nil {
		return nil, err
	}
	in.Visible = false
	return rt.Nil, nil
}

// callArgs turns the unevaluated arguments of a call made in env into
// promises, expanding `...`.
func callArgs(in *vm.Interp, args []rt.Arg, env *rt.Env) ([]rt.Arg, error) {
	var out []rt.Arg
	for _, a := range args {
		switch v := a.Val.(type) {
		case *rt.Symbol:
			if v == rt.DotsSym {
				d, err := in.Dots(env)
				if err != nil {
					return nil, err
				}
				out = append(out, d.Items...)
				continue
			}
			if v == rt.MissingArg {
				out = append(out, a)
				continue
			}
			out = append(out, rt.Arg{Tag: a.Tag, Val: &rt.Promise{Expr: v, Env: env}})
		case *rt.Lang:
			out = append(out, rt.Arg{Tag: a.Tag, Val: &rt.Promise{Expr: v, Env: env}})
		default:
			out = append(out, a)
		}
	}
	return out, nil
}

func specialForceAndCall(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if len(call.Args) < 2 {
		return nil, in.Errorf(nil, "argument \"FUN\" is missing, with no default")
	}
	nv, err := in.Eval(call.Args[0].Val, env)
	if err != nil {
		return nil, err
	}
	n := int(rt.AsInteger(nv, nil))
	fn, err := in.Eval(call.Args[1].Val, env)
	if err != nil {
		return nil, err
	}
	if s, ok := fn.(*rt.Character); ok && s.Len() == 1 {
		if fn, err = in.GetFun(rt.Intern(s.V[0]), env); err != nil {
			return nil, err
		}
	}
	args, err := callArgs(in, call.Args[2:], env)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n && i < len(args); i++ {
		if p, ok := args[i].Val.(*rt.Promise); ok {
			if _, err := in.Force(p); err != nil {
				return nil, err
			}
		}
	}
	fcall := &rt.Lang{Fn: call.Args[1].Val, Args: call.Args[2:]}
	return in.CallValue(fn, args, fcall, env)
}
