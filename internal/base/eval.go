package base

import (
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// Code as data: eval, evalq, substitute, bquote, deparse, function
// surgery (body, formals, as.function) and call construction.
func init() { extraTables = append(extraTables, evalBuiltins) }

var evalBuiltins = []*vm.BuiltinDef{
	{Name: "eval", Formals: []string{"expr", "envir", "enclos"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		expr := c.Arg(0)
		if expr == nil {
			return nil, in.Errorf(nil, "argument \"expr\" is missing, with no default")
		}
		return evalWith(in, c.Call, c.Env, expr, c.Arg(1), c.Arg(2))
	}},
	{Name: "evalq", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		args, _, err := matchSpecialArgs(in, []string{"expr", "envir", "enclos"}, call)
		if err != nil {
			return nil, err
		}
		if args[0] == nil {
			return nil, in.Errorf(nil, "argument \"expr\" is missing, with no default")
		}
		var vals [2]rt.Value
		for i := range vals {
			if args[i+1] != nil {
				if vals[i], err = in.Eval(args[i+1], env); err != nil {
					return nil, err
				}
			}
		}
		return evalWith(in, call, env, args[0], vals[0], vals[1])
	}},
	{Name: "substitute", Special: specialSubstitute},
	{Name: "bquote", Special: specialBquote},
	{Name: "deparse", Formals: []string{"expr", "width.cutoff", "backtick", "control", "nlines"}, Fn: builtinDeparse},
	{Name: "body", Formals: []string{"fun"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		fn, err := funArg(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if clo, ok := fn.(*rt.Closure); ok {
			return clo.Body, nil
		}
		if _, ok := fn.(*rt.Builtin); !ok {
			in.Warn(rt.NewCall(rt.Intern("body"), rt.Intern("fun")), "argument is not a function")
		}
		return rt.Nil, nil
	}},
	{Name: "body<-", Formals: []string{"fun", "envir", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		clo, ok := c.Arg(0).(*rt.Closure)
		if !ok {
			return nil, in.Errorf(nil, "'fun' must be a function")
		}
		body := c.Arg(2)
		if l, ok := body.(*rt.List); ok && l.Expr && l.Len() > 0 {
			body = l.V[0]
		}
		env := clo.Env
		if e, ok := c.Arg(1).(*rt.Env); ok {
			env = e
		}
		return &rt.Closure{Formals: clo.Formals, Body: body, Env: env}, nil
	}},
	{Name: "formals", Formals: []string{"fun", "envir"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		fn, err := funArg(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if clo, ok := fn.(*rt.Closure); ok {
			if clo.Formals == nil || len(clo.Formals.Items) == 0 {
				return rt.Nil, nil
			}
			return clo.Formals, nil
		}
		if _, ok := fn.(*rt.Builtin); !ok {
			in.Warn(rt.NewCall(rt.Intern("formals"), rt.Intern("fun")), "argument is not a function")
		}
		return rt.Nil, nil
	}},
	{Name: "formals<-", Formals: []string{"fun", "envir", "value"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		clo, ok := c.Arg(0).(*rt.Closure)
		if !ok {
			return nil, in.Errorf(nil, "'fun' must be a function")
		}
		formals, err := formalsFrom(in, c.Arg(2))
		if err != nil {
			return nil, err
		}
		env := clo.Env
		if e, ok := c.Arg(1).(*rt.Env); ok {
			env = e
		}
		return &rt.Closure{Formals: formals, Body: clo.Body, Env: env}, nil
	}},
	{Name: "args", Formals: []string{"name"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		fn := c.Arg(0)
		if s, ok := fn.(*rt.Character); ok && s.Len() == 1 {
			f, err := in.GetFun(rt.Intern(s.V[0]), c.Env)
			if err != nil {
				return rt.Nil, nil
			}
			fn = f
		}
		switch f := fn.(type) {
		case *rt.Closure:
			return &rt.Closure{Formals: f.Formals, Body: rt.Nil, Env: f.Env}, nil
		case *rt.Builtin:
			def := f.Impl.(*vm.BuiltinDef)
			if def.Formals == nil {
				return rt.Nil, nil
			}
			var items []rt.Arg
			for _, n := range def.Formals {
				items = append(items, rt.Arg{Tag: rt.Intern(n), Val: rt.MissingArg})
			}
			var pl *rt.PairList
			if len(items) > 0 {
				pl = &rt.PairList{Items: items}
			}
			return &rt.Closure{Formals: pl, Body: rt.Nil, Env: in.Global}, nil
		}
		return rt.Nil, nil
	}},
	{Name: "as.function", Formals: []string{"x", "envir", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		callAF := rt.NewCall(rt.Intern("as.function.default"), c.Call.Args[0].Val)
		x := c.Arg(0)
		if isFunctionValue(x) {
			return x, nil
		}
		l, ok := x.(*rt.List)
		if !ok {
			return nil, in.Errorf(callAF, "list argument expected")
		}
		if l.Len() == 0 {
			return nil, in.Errorf(callAF, "argument must have length at least 1")
		}
		env := c.Env
		if e, ok := c.Arg(1).(*rt.Env); ok {
			env = e
		}
		fl := rt.ListOf(l.V[:l.Len()-1]...)
		if names := rt.Names(l); names != nil {
			rt.SetAttr(fl, rt.NamesSym, rt.CharacterOf(names.V[:l.Len()-1]...))
		}
		formals, err := formalsFrom(in, fl)
		if err != nil {
			return nil, err
		}
		return &rt.Closure{Formals: formals, Body: l.V[l.Len()-1], Env: env}, nil
	}},
	{Name: "call", Formals: []string{"name", "..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok || s.Len() != 1 {
			return nil, in.Errorf(nil, "first argument must be a character string")
		}
		out := &rt.Lang{Fn: rt.Intern(s.V[0]), Args: make([]rt.Arg, len(c.Dots))}
		for i, a := range c.Dots {
			rt.MarkShared(a.Val)
			out.Args[i] = a
		}
		return out, nil
	}},
	{Name: "as.call", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		switch x := c.Arg(0).(type) {
		case *rt.Lang:
			return x, nil
		case *rt.List:
			if x.Len() == 0 {
				return nil, in.Errorf(nil, "invalid length 0 argument")
			}
			names := rt.Names(x)
			out := &rt.Lang{Fn: x.V[0]}
			for i := 1; i < x.Len(); i++ {
				a := rt.Arg{Val: x.V[i]}
				if names != nil && names.V[i] != "" && !rt.IsNAString(names.V[i]) {
					a.Tag = rt.Intern(names.V[i])
				}
				out.Args = append(out.Args, a)
			}
			return out, nil
		case *rt.PairList:
			if x.Len() == 0 {
				return nil, in.Errorf(nil, "invalid length 0 argument")
			}
			return &rt.Lang{Fn: x.Items[0].Val, Args: append([]rt.Arg(nil), x.Items[1:]...)}, nil
		}
		return nil, in.Errorf(nil, "invalid argument list")
	}},
	{Name: "as.name", Formals: []string{"x"}, Fn: builtinAsName},
	{Name: "as.symbol", Formals: []string{"x"}, Fn: builtinAsName},
	{Name: "is.function", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.Bool(isFunctionValue(c.Arg(0))), nil
	}},
	{Name: "is.primitive", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		b, ok := c.Arg(0).(*rt.Builtin)
		return rt.Bool(ok && syntax.IsPrimitive(b.Name)), nil
	}},
	{Name: "is.call", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		_, ok := c.Arg(0).(*rt.Lang)
		return rt.Bool(ok), nil
	}},
	{Name: "is.name", Formals: []string{"x"}, Fn: builtinIsSymbol},
	{Name: "is.symbol", Formals: []string{"x"}, Fn: builtinIsSymbol},
	{Name: "is.language", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		switch x := c.Arg(0).(type) {
		case *rt.Symbol, *rt.Lang:
			return rt.Bool(true), nil
		case *rt.List:
			return rt.Bool(x.Expr), nil
		}
		return rt.Bool(false), nil
	}},
	{Name: "is.pairlist", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		switch c.Arg(0).(type) {
		case *rt.PairList, *rt.Null:
			return rt.Bool(true), nil
		}
		return rt.Bool(false), nil
	}},
	{Name: "match.fun", Formals: []string{"FUN", "descend"}, Frame: true, Fn: builtinMatchFun},
	{Name: "::", Special: specialNSGet},
	{Name: "alist", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		vals := make([]rt.Value, len(call.Args))
		var names *rt.Character
		for i, a := range call.Args {
			vals[i] = a.Val
			if a.Tag != nil && a.Tag.Name != "" {
				if names == nil {
					names = rt.NewCharacter(len(call.Args))
				}
				names.V[i] = a.Tag.Name
			}
		}
		out := rt.ListOf(vals...)
		if names != nil {
			rt.SetAttr(out, rt.NamesSym, names)
		}
		return out, nil
	}},
	{Name: "expression", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		vals := make([]rt.Value, len(call.Args))
		var names *rt.Character
		for i, a := range call.Args {
			vals[i] = a.Val
			if a.Tag != nil && a.Tag.Name != "" {
				if names == nil {
					names = rt.NewCharacter(len(call.Args))
				}
				names.V[i] = a.Tag.Name
			}
		}
		out := rt.ExprOf(vals...)
		if names != nil {
			rt.SetAttr(out, rt.NamesSym, names)
		}
		return out, nil
	}},
	{Name: ":::", Special: specialNSGet},
}

// specialNSGet is pkg::name and pkg:::name. gorir has base only; a
// package environment on the search path ("package:pkg") also serves.
func specialNSGet(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if len(call.Args) != 2 {
		return nil, in.Errorf(call, "bad namespace name")
	}
	name := func(v rt.Value) string {
		switch x := v.(type) {
		case *rt.Symbol:
			return x.Name
		case *rt.Character:
			if x.Len() == 1 {
				return x.V[0]
			}
		}
		return ""
	}
	pkg, sym := name(call.Args[0].Val), name(call.Args[1].Val)
	if pkg == "" || sym == "" {
		return nil, in.Errorf(call, "bad namespace name")
	}
	var penv *rt.Env
	if rPackages[pkg] {
		// gorir keeps the functions of R's own packages in base.
		penv = in.Base
	} else {
		for _, e := range searchList(in) {
			if e.Name == "package:"+pkg {
				penv = e
			}
		}
	}
	if penv == nil {
		return nil, in.Errorf(rt.NewCall(rt.Intern("loadNamespace"), rt.Intern("x")), "there is no package called \u2018%s\u2019", pkg)
	}
	s := rt.Intern(sym)
	if !penv.Has(s) {
		return nil, in.Errorf(call, "'%s' is not an exported object from 'namespace:%s'", sym, pkg)
	}
	return in.GetVar(s, penv)
}

// rPackages are the packages that come with R, whose functions gorir
// provides in its base environment.
var rPackages = map[string]bool{
	"base": true, "stats": true, "graphics": true, "grDevices": true, "utils": true,
	"datasets": true, "methods": true, "tools": true, "parallel": true, "compiler": true,
	"grid": true, "splines": true, "stats4": true, "tcltk": true,
}

var evalSym = rt.Intern("eval")

// evalWith is eval(expr, envir, enclos) called as call from env. Like
// GNU R it runs in two frames: one for eval itself (its own environment
// holds expr, envir and enclos) and one whose environment is envir, which
// return() and sys.function() see.
func evalWith(in *vm.Interp, call *rt.Lang, env *rt.Env, expr, envirV, enclosV rt.Value) (rt.Value, error) {
	envir := env
	if envirV != nil {
		switch x := envirV.(type) {
		case *rt.Env:
			envir = x
		case *rt.List, *rt.PairList, *rt.Null:
			enclos := env
			if enclosV != nil {
				e, ok := enclosV.(*rt.Env)
				if !ok {
					if !rt.IsNull(enclosV) {
						return nil, in.Errorf(nil, "invalid 'enclos' argument of type '%s'", enclosV.Type())
					}
					e = in.Base
				}
				enclos = e
			}
			envir = rt.NewEnv(enclos)
			switch l := x.(type) {
			case *rt.List:
				listIntoEnv(l, envir)
			case *rt.PairList:
				for _, it := range l.Items {
					if it.Tag != nil && it.Tag.Name != "" {
						envir.Define(it.Tag, it.Val)
					}
				}
			}
			envir.NArgs = int32(envir.Len())
		case *rt.Integer, *rt.Double:
			n := int(rt.AsInteger(x, nil))
			if n == int(rt.NAInt) {
				return nil, in.Errorf(nil, "invalid 'envir' argument of type '%s'", x.Type())
			}
			// R counts eval's own frame, which is not pushed yet.
			depth := len(in.Frames) + 1
			var i int
			if n > 0 {
				i = n - 1
			} else if n < 0 {
				i = depth - 1 + n
			} else {
				i = -1
			}
			switch {
			case n == 0:
				envir = in.Global
			case i < 0 || i >= depth:
				return nil, in.Errorf(nil, "not that many frames on the stack")
			case i == depth-1:
				return nil, in.Errorf(nil, "not that many frames on the stack")
			default:
				envir = frameEnv(in, in.Frames[i])
			}
		default:
			return nil, in.Errorf(nil, "invalid 'envir' argument of type '%s'", envirV.Type())
		}
	}
	fn := in.Base.Get(evalSym)
	own := rt.NewEnvSized(in.Base, 3)
	own.Define(rt.Intern("expr"), expr)
	own.Define(rt.Intern("envir"), envir)
	if enclosV == nil {
		enclosV = rt.Nil
	}
	own.Define(rt.Intern("enclos"), enclosV)
	outer := &vm.Frame{Call: call, Fn: fn, Env: own, CallerEnv: env,
		Args: []rt.Arg{{Val: expr}, {Val: envir}}}
	inner := &vm.Frame{Call: call, Fn: fn, Env: envir, CallerEnv: own}
	in.PushFrame(outer)
	in.PushFrame(inner)
	var v rt.Value
	var err error
	if l, ok := expr.(*rt.List); ok && l.Expr {
		v = rt.Nil
		in.Visible = true
		for _, e := range l.V {
			if v, err = in.Eval(e, envir); err != nil {
				break
			}
		}
	} else {
		v, err = in.Eval(expr, envir)
	}
	if err != nil {
		if rv, ok := vm.CatchReturn(err, envir); ok {
			v, err = rv, nil
			in.Visible = true
		}
	}
	err = in.PopFrame(inner, err)
	err = in.PopFrame(outer, err)
	if err != nil {
		return nil, err
	}
	return v, nil
}

func specialSubstitute(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	args, _, err := matchSpecialArgs(in, []string{"expr", "env"}, call)
	if err != nil {
		return nil, err
	}
	expr := args[0]
	if expr == nil {
		return rt.MissingArg, nil
	}
	senv := env
	if args[1] != nil {
		v, err := in.Eval(args[1], env)
		if err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case *rt.Env:
			senv = x
		case *rt.List:
			senv = rt.NewEnv(in.Empty)
			listIntoEnv(x, senv)
		case *rt.Null:
			senv = nil
		default:
			return nil, in.Errorf(nil, "invalid environment specified")
		}
	}
	if senv == in.Global {
		senv = nil
	}
	return substitute(in, expr, senv)
}

// substitute replaces the symbols of expr bound in env's frame: promise
// arguments by their expressions, `...` by the expressions it holds,
// other variables by their values (none of them when env is nil).
func substitute(in *vm.Interp, expr rt.Value, env *rt.Env) (rt.Value, error) {
	switch x := expr.(type) {
	case *rt.Symbol:
		if env == nil || x == rt.MissingArg {
			return x, nil
		}
		v := env.Get(x)
		switch b := v.(type) {
		case *rt.Promise:
			for {
				inner, ok := b.Expr.(*rt.Promise)
				if !ok {
					break
				}
				b = inner
			}
			return b.Expr, nil
		case *rt.Dots:
			return nil, in.Errorf(nil, "'...' used in an incorrect context")
		case *rt.ActiveBinding:
			return in.GetVar(x, env)
		}
		if v == rt.Unbound {
			return x, nil
		}
		return v, nil
	case *rt.Promise:
		return substitute(in, x.Expr, env)
	case *rt.Lang:
		fn, err := substitute(in, x.Fn, env)
		if err != nil {
			return nil, err
		}
		args, err := substituteArgs(in, x.Args, env)
		if err != nil {
			return nil, err
		}
		out := &rt.Lang{Fn: fn, Args: args}
		out.SetAttrs(x.Attrs().Clone())
		return out, nil
	}
	return expr, nil
}

func substituteArgs(in *vm.Interp, args []rt.Arg, env *rt.Env) ([]rt.Arg, error) {
	out := make([]rt.Arg, 0, len(args))
	for _, a := range args {
		if a.Val == rt.DotsSym && env != nil {
			switch d := env.Get(rt.DotsSym).(type) {
			case *rt.Dots:
				for _, it := range d.Items {
					v, err := substitute(in, it.Val, nil)
					if err != nil {
						return nil, err
					}
					if p, ok := it.Val.(*rt.Promise); ok {
						v = p.Expr
					}
					out = append(out, rt.Arg{Tag: it.Tag, Val: v})
				}
				continue
			case *rt.Symbol:
				if d == rt.MissingArg {
					continue
				}
			}
		}
		v, err := substitute(in, a.Val, env)
		if err != nil {
			return nil, err
		}
		out = append(out, rt.Arg{Tag: a.Tag, Val: v})
	}
	return out, nil
}

var (
	dotSym    = rt.Intern(".")
	dotDotSym = rt.Intern("..")
)

func specialBquote(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	args, _, err := matchSpecialArgs(in, []string{"expr", "where", "splice"}, call)
	if err != nil {
		return nil, err
	}
	if args[0] == nil {
		return nil, in.Errorf(nil, "argument \"expr\" is missing, with no default")
	}
	where := env
	if args[1] != nil {
		v, err := in.Eval(args[1], env)
		if err != nil {
			return nil, err
		}
		e, ok := v.(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "where")
		}
		where = e
	}
	splice := false
	if args[2] != nil {
		v, err := in.Eval(args[2], env)
		if err != nil {
			return nil, err
		}
		splice = rt.AsLogical(v) == rt.True
	}
	return unquote(in, args[0], where, splice)
}

func unquote(in *vm.Interp, e rt.Value, where *rt.Env, splice bool) (rt.Value, error) {
	switch x := e.(type) {
	case *rt.Lang:
		if x.Fn == dotSym && len(x.Args) == 1 {
			return in.Eval(x.Args[0].Val, where)
		}
		if splice && x.Fn == dotDotSym {
			return nil, in.Errorf(nil, "can only splice inside a call")
		}
		fn, err := unquote(in, x.Fn, where, splice)
		if err != nil {
			return nil, err
		}
		out := &rt.Lang{Fn: fn}
		for _, a := range x.Args {
			if l, ok := a.Val.(*rt.Lang); ok && splice && l.Fn == dotDotSym && len(l.Args) == 1 {
				v, err := in.Eval(l.Args[0].Val, where)
				if err != nil {
					return nil, err
				}
				out.Args = append(out.Args, spliceItems(v)...)
				continue
			}
			v, err := unquote(in, a.Val, where, splice)
			if err != nil {
				return nil, err
			}
			out.Args = append(out.Args, rt.Arg{Tag: a.Tag, Val: v})
		}
		return out, nil
	case *rt.PairList:
		out := &rt.PairList{Items: make([]rt.Arg, len(x.Items))}
		for i, a := range x.Items {
			v, err := unquote(in, a.Val, where, splice)
			if err != nil {
				return nil, err
			}
			out.Items[i] = rt.Arg{Tag: a.Tag, Val: v}
		}
		return out, nil
	}
	return e, nil
}

// spliceItems turns the value of ..(x) into call arguments.
func spliceItems(v rt.Value) []rt.Arg {
	var out []rt.Arg
	switch x := v.(type) {
	case *rt.Null:
	case *rt.Lang:
		out = append(out, rt.Arg{Val: x.Fn})
		out = append(out, x.Args...)
	case *rt.List:
		names := rt.Names(x)
		for i, e := range x.V {
			a := rt.Arg{Val: e}
			if names != nil && names.V[i] != "" {
				a.Tag = rt.Intern(names.V[i])
			}
			out = append(out, a)
		}
	case rt.Vector:
		names := rt.Names(x)
		for i := 0; i < x.Len(); i++ {
			a := rt.Arg{Val: rt.Element(x, i)}
			if names != nil && names.V[i] != "" {
				a.Tag = rt.Intern(names.V[i])
			}
			out = append(out, a)
		}
	default:
		out = append(out, rt.Arg{Val: v})
	}
	return out
}

var deparseOptNames = map[string]syntax.DeparseFlags{
	"keepInteger":      syntax.KeepInteger,
	"quoteExpressions": syntax.QuoteExpressions,
	"showAttributes":   syntax.ShowAttributes,
	"useSource":        syntax.UseSource,
	"warnIncomplete":   syntax.WarnIncomplete,
	"delayPromises":    syntax.DelayPromises,
	"keepNA":           syntax.KeepNA,
	"S_compatible":     syntax.SCompatible,
	"hexNumeric":       syntax.HexNumeric,
	"digits17":         syntax.Digits17,
	"niceNames":        syntax.NiceNames,
	"all": syntax.KeepInteger | syntax.QuoteExpressions | syntax.ShowAttributes | syntax.UseSource |
		syntax.WarnIncomplete | syntax.KeepNA | syntax.Digits17 | syntax.NiceNames,
	"exact": syntax.KeepInteger | syntax.QuoteExpressions | syntax.ShowAttributes | syntax.UseSource |
		syntax.WarnIncomplete | syntax.KeepNA | syntax.HexNumeric | syntax.NiceNames,
}

func builtinDeparse(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	expr := c.Arg(0)
	if expr == nil {
		return nil, in.Errorf(nil, "argument \"expr\" is missing, with no default")
	}
	opts := syntax.DeparseOptions{WidthCutoff: 60}
	if w := c.Arg(1); w != nil {
		n := rt.AsInteger(w, nil)
		if n == rt.NAInt || n < 20 || n > 500 {
			in.Warn(c.Call, "invalid 'cutoff' value for 'deparse', using default")
		} else {
			opts.WidthCutoff = int(n)
		}
	}
	if b := c.Arg(2); b != nil {
		if rt.AsLogical(b) == rt.True {
			opts.Backtick = syntax.BacktickOn
		} else {
			opts.Backtick = syntax.BacktickOff
		}
	}
	if ctl := c.Arg(3); ctl != nil {
		switch x := ctl.(type) {
		case *rt.Null:
			opts.Control = syntax.DeparseNone
		case *rt.Character:
			var f syntax.DeparseFlags
			for _, s := range x.V {
				bit, ok := deparseOptNames[s]
				if !ok {
					return nil, in.Errorf(rt.NewCall(rt.Intern(".deparseOpts"), rt.Intern("control")), "'opts' must be a subset of the known options")
				}
				f |= bit
			}
			if f == 0 {
				f = syntax.DeparseNone
			}
			opts.Control = f
		case *rt.Integer, *rt.Double:
			f := syntax.DeparseFlags(rt.AsInteger(x, nil))
			if f == 0 {
				f = syntax.DeparseNone
			}
			opts.Control = f
		}
	}
	if n := c.Arg(4); n != nil {
		if k := rt.AsInteger(n, nil); k != rt.NAInt && k > 0 {
			opts.MaxLines = int(k)
		}
	}
	return rt.CharacterOf(syntax.Deparse(expr, opts)...), nil
}

// funArg is the fun argument of body and formals: a function, or a name
// to look up; missing means the function that called the builtin.
func funArg(in *vm.Interp, c *vm.Call, v rt.Value) (rt.Value, error) {
	if v == nil {
		i := in.FrameIndex(c.Env)
		if i < 0 {
			return rt.Nil, nil
		}
		return in.Frames[i].Fn, nil
	}
	if s, ok := v.(*rt.Character); ok && s.Len() == 1 {
		f, err := in.GetFun(rt.Intern(s.V[0]), c.Env)
		if err != nil {
			return nil, in.Errorf(rt.NewCall(rt.Intern("get"), rt.Intern("fun"),
				rt.StringScalar("function"), rt.Intern("envir")),
				"object '%s' of mode 'function' was not found", s.V[0])
		}
		return f, nil
	}
	return v, nil
}

// formalsFrom converts a list (or pairlist) to a closure's formals.
func formalsFrom(in *vm.Interp, v rt.Value) (*rt.PairList, error) {
	switch x := v.(type) {
	case *rt.Null:
		return nil, nil
	case *rt.PairList:
		return x, nil
	case *rt.List:
		if x.Len() == 0 {
			return nil, nil
		}
		names := rt.Names(x)
		out := &rt.PairList{Items: make([]rt.Arg, x.Len())}
		for i, e := range x.V {
			name := ""
			if names != nil {
				name = names.V[i]
			}
			if name == "" || rt.IsNAString(name) {
				return nil, in.Errorf(nil, "invalid formal argument list for \"function\"")
			}
			if rt.IsNull(e) {
				e = rt.Nil
			}
			out.Items[i] = rt.Arg{Tag: rt.Intern(name), Val: e}
		}
		return out, nil
	}
	return nil, in.Errorf(nil, "invalid formal argument list for \"function\"")
}

func builtinAsName(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	switch x := c.Arg(0).(type) {
	case *rt.Symbol:
		return x, nil
	case rt.Vector:
		if x.Len() == 0 {
			return nil, in.Errorf(nil, "invalid data of mode '%s' (too short)", modeOf(x))
		}
		if s, ok := x.(*rt.Character); ok {
			if s.V[0] == "" {
				return nil, in.Errorf(nil, "attempt to use zero-length variable name")
			}
			return rt.Intern(s.V[0]), nil
		}
		cv, err := rt.CoerceVector(x, rt.CharacterType, nil)
		if err == nil {
			if s, ok := cv.(*rt.Character); ok && s.Len() > 0 {
				return rt.Intern(s.V[0]), nil
			}
		}
	}
	return nil, in.Errorf(nil, "invalid type/length (symbol/%d) in vector allocation", rt.Length(c.Arg(0)))
}

func builtinIsSymbol(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	_, ok := c.Arg(0).(*rt.Symbol)
	return rt.Bool(ok), nil
}

func builtinMatchFun(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	return matchFunction(in, c.Arg(0), parentFrame(in, c.Env, 1))
}

// matchFunction is match.fun's work: fn itself when it is a function,
// else the function the symbol or string fn names, looked up from env.
// Its errors have no call but the not-found one: the match.fun frame
// they leave gives them theirs.
func matchFunction(in *vm.Interp, fn rt.Value, env *rt.Env) (rt.Value, error) {
	if fn == nil {
		return nil, in.Errorf(nil, "argument \"FUN\" is missing, with no default")
	}
	if isFunctionValue(fn) {
		return fn, nil
	}
	name := ""
	switch x := fn.(type) {
	case *rt.Symbol:
		name = x.Name
	case *rt.Character:
		if x.Len() == 1 {
			name = x.V[0]
		}
	}
	if name == "" {
		return nil, in.Errorf(nil, "'%s' is not a function, character or symbol", deparseText(fn))
	}
	f, err := in.GetFun(rt.Intern(name), env)
	if err != nil {
		getCall := &rt.Lang{Fn: rt.Intern("get"), Args: []rt.Arg{
			{Val: rt.NewCall(rt.Intern("as.character"), rt.Intern("FUN"))},
			{Tag: rt.Intern("mode"), Val: rt.StringScalar("function")},
			{Tag: rt.Intern("envir"), Val: rt.Intern("envir")},
		}}
		return nil, in.Errorf(getCall, "object '%s' of mode 'function' was not found", name)
	}
	return f, nil
}
