package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// reflectBuiltins are reflection on calls and frames: sys.*, parent.frame, eval, substitute, match.call, do.call, on.exit.
var reflectBuiltins = []*vm.BuiltinDef{
	{Name: "sys.call", Formals: []string{"which"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		i, err := frameByWhich(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return rt.Nil, nil
		}
		return in.Frames[i].Call, nil
	}},
	{Name: "sys.function", Formals: []string{"which"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		i, err := frameByWhich(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return nil, in.Errorf(nil, "not that many frames on the stack")
		}
		return in.Frames[i].Fn, nil
	}},
	{Name: "sys.frame", Formals: []string{"which"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		i, err := frameByWhich(in, c, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return in.Global, nil
		}
		return frameEnv(in, in.Frames[i]), nil
	}},
	{Name: "sys.nframe", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.IntScalar(int32(in.FrameIndex(c.Env) + 1)), nil
	}},
	{Name: "sys.calls", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		n := in.FrameIndex(c.Env) + 1
		if n == 0 {
			return rt.Nil, nil
		}
		l := rt.NewList(n)
		for i := range n {
			l.V[i] = in.Frames[i].Call
		}
		return l, nil
	}},
	{Name: "sys.frames", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		n := in.FrameIndex(c.Env) + 1
		if n == 0 {
			return rt.Nil, nil
		}
		l := rt.NewList(n)
		for i := range n {
			l.V[i] = frameEnv(in, in.Frames[i])
		}
		return l, nil
	}},
	{Name: "sys.parent", Formals: []string{"n"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		n := 1
		if v := c.Arg(0); v != nil {
			k := rt.AsInteger(v, warnFn(in, c.Call))
			if k == rt.NAInt || k <= 0 {
				return nil, in.Errorf(rt.Nil, "only positive values of 'n' are allowed")
			}
			n = int(k)
		}
		return rt.IntScalar(int32(sysParent(in, in.FrameIndex(c.Env), n))), nil
	}},
	{Name: "sys.parents", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		cur := in.FrameIndex(c.Env)
		out := rt.NewInteger(cur + 1)
		for i := 0; i <= cur; i++ {
			out.V[i] = int32(sysParent(in, i, 1))
		}
		return out, nil
	}},
	{Name: "parent.frame", Formals: []string{"n"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		n := 1
		if v := c.Arg(0); v != nil {
			k := rt.AsInteger(v, warnFn(in, c.Call))
			if k == rt.NAInt || k < 1 {
				return nil, in.Errorf(nil, "invalid 'n' value")
			}
			n = int(k)
		}
		return parentFrame(in, c.Env, n), nil
	}},
	{Name: "nargs", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		i := in.FrameIndex(c.Env)
		if i < 0 {
			return rt.IntScalar(0), nil
		}
		return rt.IntScalar(int32(len(in.Frames[i].Args))), nil
	}},
	{Name: "on.exit", Special: specialOnExit},
	{Name: "Recall", Formals: []string{"..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		i := in.FrameIndex(c.Env)
		if i < 0 {
			return nil, in.Errorf(nil, "'Recall' called from outside a closure")
		}
		fr := in.Frames[i]
		return in.CallValue(fr.Fn, c.Dots, fr.Call, fr.CallerEnv)
	}},
	{Name: "do.call", Formals: []string{"what", "args", "quote", "envir"}, Frame: true, Fn: builtinDoCall},
	{Name: "match.arg", Formals: []string{"arg", "choices", "several.ok"}, Fn: builtinMatchArg},
	{Name: "match.call", Formals: []string{"definition", "call", "expand.dots", "envir"}, Fn: builtinMatchCall},
	{Name: "...length", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		d, err := dotsOf(in, c.Env)
		if err != nil {
			return nil, err
		}
		return rt.IntScalar(int32(len(d.Items))), nil
	}},
	{Name: "...names", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		d, err := dotsOf(in, c.Env)
		if err != nil {
			return nil, err
		}
		any := false
		out := rt.NewCharacter(len(d.Items))
		for i, a := range d.Items {
			if a.Tag != nil {
				out.V[i] = a.Tag.Name
				any = any || a.Tag.Name != ""
			}
		}
		if !any {
			return rt.Nil, nil
		}
		return out, nil
	}},
	{Name: "...elt", Formals: []string{"n"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		d, err := dotsOf(in, c.Env)
		if err != nil {
			return nil, err
		}
		k := rt.AsInteger(c.Arg(0), warnFn(in, c.Call))
		if k != rt.NAInt && k <= 0 {
			return nil, in.Errorf(nil, "indexing '...' with non-positive index %d", k)
		}
		if k == rt.NAInt || int(k) > len(d.Items) {
			return nil, in.Errorf(frameCall(in, c.Env), "the ... list contains fewer than %d elements", k)
		}
		return in.Eval(rt.Intern(".."+itoa(int(k))), c.Env)
	}},
}

// dotsOf is the `...` of env for ...length() and ...names().
func dotsOf(in *vm.Interp, env *rt.Env) (*rt.Dots, error) {
	v, _ := env.Lookup(rt.DotsSym)
	if v == rt.Unbound {
		return nil, in.Errorf(frameCall(in, env), "incorrect context: the current call has no '...' to look in")
	}
	return in.Dots(env)
}

// frameCall is the call of the function whose frame is env (NULL at top
// level).
func frameCall(in *vm.Interp, env *rt.Env) rt.Value {
	if i := in.FrameIndex(env); i >= 0 {
		return in.Frames[i].Call
	}
	return rt.Nil
}

// frameByWhich converts the which argument of sys.call, sys.function and
// sys.frame to an index in in.Frames (-1 for top level), relative to the
// frame the builtin was called from.
func frameByWhich(in *vm.Interp, c *vm.Call, w rt.Value) (int, error) {
	which := 0
	if w != nil {
		k := rt.AsInteger(w, warnFn(in, c.Call))
		if k == rt.NAInt {
			return 0, in.Errorf(nil, "invalid '%s' argument", "which")
		}
		which = int(k)
	}
	cur := in.FrameIndex(c.Env)
	var i int
	if which > 0 {
		i = which - 1
		if which > cur+1 {
			return 0, in.Errorf(nil, "not that many frames on the stack")
		}
	} else {
		i = cur + which
		if i < -1 {
			return 0, in.Errorf(nil, "not that many frames on the stack")
		}
	}
	return i, nil
}

// sysParent is sys.parent(n) for the frame at index cur: the number of the
// frame the function n generations up was called from (0 for top level).
func sysParent(in *vm.Interp, cur, n int) int {
	i := cur - (n - 1)
	if i < 0 {
		return 0
	}
	s := in.Frames[i].CallerEnv
	if s == in.Global {
		return 0
	}
	for j := 0; j <= i; j++ {
		if in.Frames[j].Env == s {
			return j + 1
		}
	}
	return 0
}

// parentFrame is parent.frame(n) evaluated in env.
func parentFrame(in *vm.Interp, env *rt.Env, n int) *rt.Env {
	t := env
	for i := len(in.Frames) - 1; i >= 0; i-- {
		if in.Frames[i].Env == t {
			if n == 1 {
				return in.Frames[i].CallerEnv
			}
			n--
			t = in.Frames[i].CallerEnv
		}
	}
	return in.Global
}

func specialOnExit(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	args, _, err := matchSpecialArgs(in, []string{"expr", "add", "after"}, call)
	if err != nil {
		return nil, err
	}
	flag := func(v rt.Value, def bool) (bool, error) {
		if v == nil {
			return def, nil
		}
		x, err := in.Eval(v, env)
		if err != nil {
			return false, err
		}
		b := rt.AsLogical(x)
		if b == rt.NALgl {
			return def, nil
		}
		return b == rt.True, nil
	}
	add, err := flag(args[1], false)
	if err != nil {
		return nil, err
	}
	after, err := flag(args[2], true)
	if err != nil {
		return nil, err
	}
	in.Visible = false
	i := in.FrameIndex(env)
	if i < 0 {
		return rt.Nil, nil
	}
	fr := in.Frames[i]
	expr := args[0]
	if expr == nil || expr == rt.MissingArg {
		if !add {
			fr.OnExit = nil
		}
		return rt.Nil, nil
	}
	switch {
	case !add:
		fr.OnExit = []rt.Value{expr}
	case after:
		fr.OnExit = append(fr.OnExit, expr)
	default:
		fr.OnExit = append([]rt.Value{expr}, fr.OnExit...)
	}
	return rt.Nil, nil
}

func builtinDoCall(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	what := c.Arg(0)
	env := c.Env
	if e := c.Arg(3); e != nil {
		x, ok := e.(*rt.Env)
		if !ok {
			return nil, in.Errorf(nil, "'envir' must be an environment")
		}
		env = x
	}
	var fn rt.Value
	switch w := what.(type) {
	case *rt.Closure, *rt.Builtin:
		fn = w
	case *rt.Character:
		if w.Len() != 1 {
			return nil, in.Errorf(nil, "'what' must be a function or character string")
		}
		fn = rt.Intern(w.V[0])
	default:
		return nil, in.Errorf(nil, "'what' must be a function or character string")
	}
	var items []rt.Value
	var names *rt.Character
	switch a := c.Arg(1).(type) {
	case *rt.List:
		items, names = a.V, rt.Names(a)
	case *rt.Null:
	case *rt.PairList:
		for _, it := range a.Items {
			items = append(items, it.Val)
		}
		names = rt.NewCharacter(len(a.Items))
		for i, it := range a.Items {
			if it.Tag != nil {
				names.V[i] = it.Tag.Name
			}
		}
	default:
		return nil, in.Errorf(nil, "second argument must be a list")
	}
	quote := logicalArg(c.Arg(2), false)
	call := &rt.Lang{Fn: fn, Args: make([]rt.Arg, len(items))}
	for i, v := range items {
		if quote {
			switch v.(type) {
			case *rt.Symbol, *rt.Lang, *rt.Promise:
				v = rt.NewCall(rt.NewCall(rt.NSGetSym, rt.Intern("base"), rt.Intern("quote")), v)
			}
		}
		call.Args[i].Val = v
		if names != nil && names.V[i] != "" && !rt.IsNAString(names.V[i]) {
			call.Args[i].Tag = rt.Intern(names.V[i])
		}
	}
	return in.Eval(call, env)
}

func quoteList(xs []string) string {
	parts := make([]string, len(xs))
	for i, s := range xs {
		parts[i] = "\u201c" + s + "\u201d"
	}
	return strings.Join(parts, ", ")
}

func builtinMatchArg(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	arg := c.Arg(0)
	if arg == nil {
		return nil, in.Errorf(nil, "argument \"arg\" is missing, with no default")
	}
	choicesV := c.Arg(1)
	identicalToDefault := false
	if choicesV == nil {
		// No choices: the default of the formal named like the arg, in
		// the function that called match.arg.
		expr := argExpr(c.Call, "arg", 0, []string{"arg", "choices", "several.ok"})
		sym, ok := expr.(*rt.Symbol)
		i := in.FrameIndex(c.Env)
		clo, _ := frameFn(in, i).(*rt.Closure)
		if !ok || clo == nil || clo.Formals == nil {
			return nil, in.Errorf(nil, "'arg' must be of length 1")
		}
		var def rt.Value
		for _, f := range clo.Formals.Items {
			if f.Tag == sym {
				def = f.Val
			}
		}
		if def == nil {
			return nil, in.Errorf(nil, "'arg' must be of length 1")
		}
		v, err := in.Eval(def, frameEnv(in, in.Frames[i]))
		if err != nil {
			return nil, err
		}
		choicesV = v
		identicalToDefault = true
	}
	if rt.IsNull(arg) {
		if ch, ok := choicesV.(*rt.Character); ok && ch.Len() > 0 {
			return rt.StringScalar(ch.V[0]), nil
		}
		return rt.Nil, nil
	}
	cv, err := rt.CoerceVector(choicesV, rt.CharacterType, nil)
	if err != nil {
		return nil, err
	}
	choices := cv.(*rt.Character).V
	several := logicalArg(c.Arg(2), false)
	argS, ok := arg.(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "'arg' must be NULL or a character vector")
	}
	if !several {
		if identicalToDefault && rt.Identical(arg, choicesV) {
			return rt.StringScalar(argS.V[0]), nil
		}
		if argS.Len() != 1 {
			return nil, in.Errorf(nil, "'arg' must be of length 1")
		}
	} else if argS.Len() == 0 {
		return nil, in.Errorf(nil, "'arg' must be of length >= 1")
	}
	var out []string
	for _, a := range argS.V {
		hit := -1
		for j, ch := range choices {
			if ch == a {
				hit = j
				break
			}
		}
		if hit < 0 && a != "" {
			for j, ch := range choices {
				if strings.HasPrefix(ch, a) {
					if hit >= 0 {
						hit = -2
						break
					}
					hit = j
				}
			}
		}
		if hit >= 0 {
			out = append(out, choices[hit])
		}
	}
	if len(out) == 0 || (!several && len(out) != 1) {
		return nil, in.Errorf(nil, "'arg' should be one of %s", quoteList(choices))
	}
	if several {
		return rt.CharacterOf(out...), nil
	}
	return rt.StringScalar(out[0]), nil
}

func frameFn(in *vm.Interp, i int) rt.Value {
	if i < 0 {
		return nil
	}
	return in.Frames[i].Fn
}

// argExpr finds the expression supplied for the formal name (position
// pos) in a call to a builtin with the given formals.
func argExpr(call *rt.Lang, name string, pos int, formals []string) rt.Value {
	for _, a := range call.Args {
		if a.Tag != nil && a.Tag.Name != "" && strings.HasPrefix(name, a.Tag.Name) {
			return a.Val
		}
	}
	k := 0
	for _, a := range call.Args {
		if a.Tag == nil || a.Tag.Name == "" {
			if k == pos {
				return a.Val
			}
			k++
		}
	}
	return nil
}

func builtinMatchCall(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	cur := in.FrameIndex(c.Env)
	def := c.Arg(0)
	callV := c.Arg(1)
	var callerEnv *rt.Env
	if def == nil || callV == nil {
		if cur < 0 {
			return nil, in.Errorf(nil, "match.call() was called from outside a function")
		}
		fr := in.Frames[cur]
		if def == nil {
			def = fr.Fn
		}
		if callV == nil {
			callV = fr.Call
			callerEnv = fr.CallerEnv
		}
	}
	if e, ok := c.Arg(3).(*rt.Env); ok {
		callerEnv = e
	} else if callerEnv == nil {
		callerEnv = parentFrame(in, c.Env, 2)
	}
	clo, ok := def.(*rt.Closure)
	if !ok {
		return nil, in.Errorf(nil, "invalid 'definition' argument")
	}
	call, ok := callV.(*rt.Lang)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' argument", "call")
	}
	expand := logicalArg(c.Arg(2), true)
	// Expand `...` in the call from the caller's dots.
	var args []rt.Arg
	for _, a := range call.Args {
		if a.Val == rt.DotsSym {
			if v, _ := callerEnv.Lookup(rt.DotsSym); v != rt.Unbound {
				if d, ok := v.(*rt.Dots); ok {
					for _, it := range d.Items {
						e := it.Val
						if p, ok := e.(*rt.Promise); ok {
							e = p.Expr
						}
						args = append(args, rt.Arg{Tag: it.Tag, Val: e})
					}
				}
				continue
			}
		}
		args = append(args, a)
	}
	var formals []rt.Arg
	if clo.Formals != nil {
		formals = clo.Formals.Items
	}
	matched, dots, err := in.MatchArgs(formals, args)
	if err != nil {
		return nil, err
	}
	out := &rt.Lang{Fn: call.Fn}
	for i, f := range formals {
		if f.Tag == rt.DotsSym {
			if len(dots) == 0 {
				continue
			}
			if expand {
				out.Args = append(out.Args, dots...)
			} else {
				out.Args = append(out.Args, rt.Arg{Tag: rt.DotsSym, Val: &rt.PairList{Items: dots}})
			}
			continue
		}
		if matched[i] != nil {
			out.Args = append(out.Args, rt.Arg{Tag: f.Tag, Val: matched[i]})
		}
	}
	return out, nil
}

// deparseText is deparse() with default options, joined.
func deparseText(v rt.Value) string {
	return strings.Join(syntax.Deparse(v, syntax.DeparseOptions{}), " ")
}
