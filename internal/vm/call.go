package vm

import (
	"io"
	"strings"
	"sync"
	"unsafe"

	"gorir/internal/ops"
	"gorir/internal/rt"
)

// BuiltinFunc implements a builtin: its arguments arrive evaluated.
type BuiltinFunc func(in *Interp, c *Call) (rt.Value, error)

// SpecialFunc implements a special: it receives the call unevaluated and
// the environment to evaluate in.
type SpecialFunc func(in *Interp, call *rt.Lang, env *rt.Env) (rt.Value, error)

// BuiltinDef describes a function implemented in Go. The base library
// installs a table of these.
type BuiltinDef struct {
	Name string
	// Formals, when set, makes the interpreter match the actual
	// arguments to these names as for a closure ("..." collects the
	// rest); the builtin then sees Call.Args in formal order (nil for an
	// argument not supplied) and Call.Dots. When nil, Call.Args holds the
	// actual arguments in order and Call.Tags their tags.
	Formals []string
	Fn      BuiltinFunc
	Special SpecialFunc
	// Invisible makes the result invisible (assign, invisible, print…).
	Invisible bool
	// Frame is set for builtins GNU R implements as closures (lapply,
	// vapply, do.call…): the call runs in a frame of its own, so it shows
	// in sys.calls() and tracebacks, and the functions it calls from
	// Call.Frame see that frame as their parent.frame().
	Frame bool
	// Internal marks the Go half of a function that is an R closure in
	// gorir too (.cat under cat): like R's .Internal code, it reports
	// errors and warnings against the calling closure's call.
	Internal bool
	// Reflective marks a builtin that may write to the environment it is
	// called from (Call.Env), capture it in a value or evaluate code in
	// it (eval, assign, do.call…): calling it sets that environment's
	// Reflected flag (see rt.Env.Reflected). Reading Call.Env, or calling
	// functions from it, needs no flag. Specials evaluate code in their
	// environment and are treated as reflective unless EnvReadOnly is
	// set. Whatever the flags, an environment a builtin returns is
	// marked reflected.
	Reflective bool
	// EnvReadOnly marks a special that at most reads its environment
	// (quote, missing, substitute).
	EnvReadOnly bool
}

// reflectCallEnv records that a call of def from env may reach env
// reflectively (see BuiltinDef.Reflective).
func reflectCallEnv(def *BuiltinDef, env *rt.Env) {
	if env != nil && (def.Reflective || def.Special != nil && !def.EnvReadOnly) {
		env.MarkReflected()
	}
}

// reflectResult marks an environment a builtin hands out as reflected.
func reflectResult(v rt.Value) {
	if e, ok := v.(*rt.Env); ok {
		e.MarkReflected()
	}
}

// Call is the invocation of a builtin.
type Call struct {
	Call *rt.Lang
	Env  *rt.Env
	Args []rt.Value
	Tags []*rt.Symbol
	Dots []rt.Arg
	Def  *BuiltinDef
	// Frame is the environment of the builtin's own frame when Def.Frame
	// is set (else Env): what it calls functions from.
	Frame *rt.Env
}

// Arg returns the i-th argument or nil.
func (c *Call) Arg(i int) rt.Value {
	if i < len(c.Args) {
		return c.Args[i]
	}
	return nil
}

// DefineBuiltin installs def in the base environment.
func (in *Interp) DefineBuiltin(def *BuiltinDef) *rt.Builtin {
	b := &rt.Builtin{Name: def.Name, Special: def.Special != nil, Impl: def}
	in.Base.Define(rt.Intern(def.Name), b)
	return b
}

// applyPending performs an assembled call.
func (in *Interp) applyPending(pc *pendingCall, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	return in.apply(pc.fn, pc.args, call, env)
}

// apply calls fn with args (promises for a closure, values for a
// builtin; a special gets the call unevaluated).
func (in *Interp) apply(fn rt.Value, args []rt.Arg, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	switch fn := fn.(type) {
	case *rt.Closure:
		return in.ApplyClosure(call, fn, args, env, nil)
	case *rt.Builtin:
		def := fn.Impl.(*BuiltinDef)
		if def.Special != nil {
			in.Visible = true
			reflectCallEnv(def, env)
			v, err := def.Special(in, call, env)
			reflectResult(v)
			return v, in.fillCall(err, call)
		}
		return in.applyBuiltin(def, args, call, env)
	}
	return nil, in.errorf(nil, "attempt to apply non-function")
}

// fillCall attributes an error that has no call yet to call.
func (in *Interp) fillCall(err error, call rt.Value) error {
	switch e := err.(type) {
	case nil:
		return nil
	case *RError:
		if e.Call == nil {
			e.Call = call
		}
	case *ops.Error:
		return &RError{Call: call, Msg: e.Msg}
	}
	return err
}

type callWarner struct {
	in   *Interp
	call rt.Value
}

func (w callWarner) Warn(msg string) { w.in.Warn(w.call, msg) }

// WarnContext attributes the warning to the innermost closure call.
func (w callWarner) WarnContext(msg string) { w.in.Warn(w.in.ContextCall(), msg) }

// Warner returns an ops.Warner that attributes warnings to call.
func (in *Interp) Warner(call rt.Value) ops.Warner { return callWarner{in, call} }

func (in *Interp) applyBuiltin(def *BuiltinDef, args []rt.Arg, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if def.Internal {
		if cc, ok := in.ContextCall().(*rt.Lang); ok {
			call = cc
		}
	}
	c := Call{Call: call, Env: env, Def: def}
	if def.Formals != nil {
		vals, dots, err := in.matchNames(def.Formals, args, call)
		if err != nil {
			return nil, in.fillCall(err, call)
		}
		c.Args, c.Dots = vals, dots
	} else {
		c.Args = make([]rt.Value, len(args))
		var tags []*rt.Symbol
		for i, a := range args {
			c.Args[i] = a.Val
			if a.Tag != nil {
				if tags == nil {
					tags = make([]*rt.Symbol, len(args))
				}
				tags[i] = a.Tag
			}
		}
		c.Tags = tags
	}
	in.Visible = true
	reflectCallEnv(def, env)
	var v rt.Value
	var err error
	if def.Frame {
		v, err = in.CallFrame(call, in.Base.Get(rt.Intern(def.Name)), env, func(fe *rt.Env) (rt.Value, error) {
			c.Frame = fe
			return def.Fn(in, &c)
		})
	} else {
		c.Frame = env
		v, err = def.Fn(in, &c)
	}
	if err != nil {
		return nil, in.fillCall(err, call)
	}
	reflectResult(v)
	if def.Invisible {
		in.Visible = false
	}
	return v, nil
}

// CallBuiltin applies a builtin to evaluated arguments.
func (in *Interp) CallBuiltin(b *rt.Builtin, args []rt.Arg, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	return in.applyBuiltin(b.Impl.(*BuiltinDef), args, call, env)
}

// ApplyClosure calls clo with the given (promise or value) arguments from
// callerEnv. disp, when set, records S3 dispatch on the new frame.
func (in *Interp) ApplyClosure(call *rt.Lang, clo *rt.Closure, args []rt.Arg, callerEnv *rt.Env, disp *DispatchInfo) (rt.Value, error) {
	return in.ApplyMethod(call, clo, args, callerEnv, disp, nil)
}

// runFrame runs the body of the closure call fr (already bound) and
// unwinds it: return() jumps, errors leaving the closure, on.exit
// expressions, the frame stack.
func (in *Interp) runFrame(fr *Frame, code *Code) (rt.Value, error) {
	in.Frames = append(in.Frames, fr)
	code.Invocations++
	v, err := in.execAt(code, fr.Env, 0, nil)
	return in.unwindFrame(fr, v, err)
}

// unwindFrame ends the closure call fr, whose body ended with v or err.
func (in *Interp) unwindFrame(fr *Frame, v rt.Value, err error) (rt.Value, error) {
	env := fr.Env
	if err != nil {
		if rj, ok := err.(*returnJump); ok && rj.env == env {
			v, err = rj.value, nil
		} else if e, ok := err.(*RError); ok {
			err = in.errorLeavesClosure(e, fr.Call)
		}
	}
	if len(fr.OnExit) > 0 {
		v, err = in.runOnExit(fr, v, err)
	}
	in.Frames = in.Frames[:len(in.Frames)-1]
	if err != nil {
		return nil, in.fillCall(err, fr.Call)
	}
	return v, nil
}

// CallFrame runs body in a frame for call, as if fn were a closure
// called from env (see BuiltinDef.Frame). body gets the frame's
// environment, whose parent is the global environment.
func (in *Interp) CallFrame(call *rt.Lang, fn rt.Value, env *rt.Env, body func(fe *rt.Env) (rt.Value, error)) (rt.Value, error) {
	// R's frame of such a closure encloses the base namespace, whose
	// parent is the global environment: code evaluated in the frame
	// (eval() as lapply's FUN) sees global variables. gorir has no base
	// namespace apart from base, so the frame's parent is the global
	// environment, whose chain ends in base.
	fe := rt.NewEnv(in.Global)
	fr := &Frame{Call: call, Fn: fn, Env: fe, CallerEnv: env}
	in.PushFrame(fr)
	v, err := body(fe)
	if e, ok := err.(*RError); ok {
		err = in.errorLeavesClosure(e, call)
	}
	in.Frames = in.Frames[:len(in.Frames)-1]
	return v, err
}

// runOnExit runs fr's on.exit expressions in order, in fr.Env, after the
// body ended with v or err. A return() among them replaces the outcome,
// and so does an error (or a jump to a handler) of an exit expression,
// as in R, where it starts a new unwinding.
// Visibility is that of the body.
func (in *Interp) runOnExit(fr *Frame, v rt.Value, err error) (rt.Value, error) {
	vis := in.Visible
	for len(fr.OnExit) > 0 {
		ex := fr.OnExit[0]
		fr.OnExit = fr.OnExit[1:]
		// Exit code is compiled like a promise: return() in it returns
		// from the function.
		var err2 error
		if l, ok := ex.(*rt.Lang); ok {
			_, err2 = in.execAt(lazyCode(l, "on.exit", true), fr.Env, 0, nil)
		} else {
			_, err2 = in.Eval(ex, fr.Env)
		}
		if rj, ok := err2.(*returnJump); ok && rj.env == fr.Env {
			v, err, vis = rj.value, nil, true
			continue
		}
		if err2 != nil {
			if e, ok := err.(*RError); ok && err2 != err {
				// An uncaught error is already reported when the exit code
				// runs (R's default handler prints before unwinding); the
				// exit code's own error takes over.
				in.reportError(e)
			}
			err = err2
		}
	}
	in.Visible = vis
	return v, err
}

// reportError prints an uncaught error as Rscript's default handler does
// (the message and the "Calls:" traceback), for an error that a later
// one replaces before it reaches the top level.
func (in *Interp) reportError(e *RError) {
	io.WriteString(in.Stderr, in.FormatError(e))
	if e.Calls != "" {
		io.WriteString(in.Stderr, "Calls: "+e.Calls+"\n")
	}
}

// errorLeavesClosure is called as an R error leaves the closure whose
// frame is innermost: the error gets its call, the traceback Rscript
// prints ("Calls: f -> g") is taken while the frames are still there,
// and the handlers are offered the error.
func (in *Interp) errorLeavesClosure(e *RError, call *rt.Lang) error {
	if e.Call == nil {
		e.Call = call
	}
	if !e.traced {
		e.traced = true
		// Rscript prints no traceback for an error without a call.
		if !rt.IsNull(e.Call) {
			e.Calls = in.conciseTraceback(e.Call)
		}
	}
	return in.SignalError(e)
}

// conciseTraceback renders the closure calls on the stack as Rscript's
// "Calls:" line does: function names outermost first joined by " -> ",
// "<Anonymous>" for a call of a function value, elided with "..." past
// about 50 characters (keeping the outermost name), and empty when it
// would only repeat the function of the error's call.
func (in *Interp) conciseTraceback(call rt.Value) string {
	const limit = 50
	var names []string // innermost first
	width := 0
	tooMany := false
	top := ""
	for i := len(in.Frames) - 1; i >= 0; i-- {
		name := callName(in.Frames[i].Call)
		switch name {
		case "stop", "warning", "suppressWarnings", ".signalSimpleWarning":
			names, width, tooMany = names[:0], 0, false
			continue
		}
		switch {
		case tooMany:
			top = name
		case width > limit:
			tooMany, top = true, name
		default:
			if len(names) > 0 {
				width += 4
			}
			width += len(name)
			names = append(names, name)
		}
	}
	var b strings.Builder
	if tooMany {
		if len(top) < limit {
			b.WriteString(top + " ")
		}
		b.WriteString("... ")
	}
	for i := len(names) - 1; i >= 0; i-- {
		b.WriteString(names[i])
		if i > 0 {
			b.WriteString(" -> ")
		}
	}
	s := b.String()
	if len(names) == 1 && !tooMany {
		if l, ok := call.(*rt.Lang); ok && callName(l) == s {
			return ""
		}
	}
	return s
}

// callName is the function name of a call for tracebacks.
func callName(call *rt.Lang) string {
	if call != nil {
		if sym, ok := call.Fn.(*rt.Symbol); ok {
			return sym.Name
		}
	}
	return "<Anonymous>"
}

// callRecord is a closure call's environment and frame, allocated
// together: a call of a closure with few formals then allocates one
// object for both. The frame lives as long as the environment (a
// closure made in the call keeps both); it is small.
type callRecord struct {
	env rt.SmallEnv
	fr  Frame
}

// newCallEnv returns an empty environment for n bindings whose parent is
// parent, and a zero frame for the call.
func newCallEnv(parent *rt.Env, n int) (*rt.Env, *Frame) {
	if n <= rt.SmallEnvSize {
		r := &callRecord{}
		return r.env.Init(parent), &r.fr
	}
	return rt.NewEnvSized(parent, n), &Frame{}
}

// bindArgs matches args to clo's formals and builds the new environment;
// it also returns the (zero) frame for the call.
func (in *Interp) bindArgs(clo *rt.Closure, code *Code, args []rt.Arg, call *rt.Lang) (*rt.Env, *Frame, error) {
	var formals []rt.Arg
	if clo.Formals != nil {
		formals = clo.Formals.Items
	}
	env, fr := newCallEnv(clo.Env, len(formals))
	in.Counts.Envs++
	if len(formals) == 0 {
		if len(args) > 0 {
			return nil, nil, in.unusedArgs(args)
		}
		return env, fr, nil
	}
	var buf [8]rt.Value
	matched := buf[:0]
	if len(formals) > len(buf) {
		matched = make([]rt.Value, 0, len(formals))
	}
	matched = matched[:len(formals)]
	dots, err := in.match(formals, args, matched)
	if err != nil {
		return nil, nil, err
	}
	for i, f := range formals {
		if f.Tag == rt.DotsSym {
			if len(dots) == 0 {
				env.Define(rt.DotsSym, rt.MissingArg)
			} else {
				for _, d := range dots {
					rt.MarkBound(d.Val)
				}
				env.Define(rt.DotsSym, &rt.Dots{Items: dots})
			}
			continue
		}
		if v := matched[i]; v != nil && v != rt.MissingArg {
			env.Define(f.Tag, v)
			continue
		}
		if f.Val == rt.MissingArg {
			env.Define(f.Tag, rt.MissingArg)
			continue
		}
		env.Define(f.Tag, code.defaultPromise(formals, i, env))
		in.Counts.Promises++
	}
	env.NArgs = int32(env.Len())
	return env, fr, nil
}

// defaultPromise is the promise of the default of formals[k] over env
// (the new environment of a call of the closure whose body is code).
func (code *Code) defaultPromise(formals []rt.Arg, k int, env *rt.Env) *rt.Promise {
	return &rt.Promise{Expr: formals[k].Val, Env: env, Code: code.DefaultCode(formals, k), Default: true}
}

// DefaultCode is the code of the default of formals[k] (the formals of
// the closure whose body is code), compiled on first use.
func (code *Code) DefaultCode(formals []rt.Arg, k int) *Code {
	if code.Defaults == nil {
		code.Defaults = make([]*Code, len(formals))
	}
	dc := code.Defaults[k]
	if dc == nil {
		dc = lazyCode(formals[k].Val, formals[k].Tag.Name, true)
		code.Defaults[k] = dc
	}
	return dc
}

// match implements R's three-pass argument matching (exact names,
// partial names for formals before `...`, then positions). matched gets
// one slot per formal; the arguments left for `...` are returned.
func (in *Interp) match(formals []rt.Arg, args []rt.Arg, matched []rt.Value) ([]rt.Arg, error) {
	dotsAt := -1
	for i, f := range formals {
		if f.Tag == rt.DotsSym {
			dotsAt = i
			break
		}
	}
	var ubuf [16]bool
	used := ubuf[:0]
	if len(args) > len(ubuf) {
		used = make([]bool, 0, len(args))
	}
	used = used[:len(args)]
	clear(used)
	anyTag := false
	for j, a := range args {
		if a.Tag == nil || a.Tag.Name == "" {
			continue
		}
		anyTag = true
		for i, f := range formals {
			if i == dotsAt || f.Tag != a.Tag {
				continue
			}
			if matched[i] != nil {
				return nil, in.errorf(nil, "formal argument \"%s\" matched by multiple actual arguments", f.Tag.Name)
			}
			matched[i] = a.Val
			used[j] = true
			break
		}
	}
	if anyTag {
		limit := len(formals)
		if dotsAt >= 0 {
			limit = dotsAt
		}
		for j, a := range args {
			if used[j] || a.Tag == nil || a.Tag.Name == "" {
				continue
			}
			hit := -1
			for i := 0; i < limit; i++ {
				if matched[i] == nil && strings.HasPrefix(formals[i].Tag.Name, a.Tag.Name) {
					if hit >= 0 {
						return nil, in.errorf(nil, "argument %d matches multiple formal arguments", j+1)
					}
					hit = i
				}
			}
			if hit >= 0 {
				matched[hit] = a.Val
				used[j] = true
			}
		}
	}
	fi := 0
	var dots []rt.Arg
	for j, a := range args {
		if used[j] {
			continue
		}
		if a.Tag == nil || a.Tag.Name == "" {
			for fi < len(formals) && fi != dotsAt && matched[fi] != nil {
				fi++
			}
			if fi < len(formals) && fi != dotsAt {
				matched[fi] = a.Val
				used[j] = true
				fi++
				continue
			}
		}
		if dotsAt < 0 {
			var rest []rt.Arg
			for k := j; k < len(args); k++ {
				if !used[k] {
					rest = append(rest, args[k])
				}
			}
			return nil, in.unusedArgs(rest)
		}
		dots = append(dots, a)
		used[j] = true
	}
	return dots, nil
}

func (in *Interp) unusedArgs(args []rt.Arg) error {
	parts := make([]string, len(args))
	for i, a := range args {
		var expr rt.Value = a.Val
		if p, ok := expr.(*rt.Promise); ok {
			expr = p.Expr
		}
		s := DeparseCall(expr)
		if a.Tag != nil {
			s = a.Tag.Name + " = " + s
		}
		parts[i] = s
	}
	if len(parts) == 1 {
		return in.errorf(nil, "unused argument (%s)", parts[0])
	}
	return in.errorf(nil, "unused arguments (%s)", strings.Join(parts, ", "))
}

// matchNames matches arguments to a builtin's formal names.
func (in *Interp) matchNames(names []string, args []rt.Arg, call *rt.Lang) ([]rt.Value, []rt.Arg, error) {
	formals := formalArgs(names)
	matched := make([]rt.Value, len(formals))
	dots, err := in.match(formals, args, matched)
	return matched, dots, err
}

// CallValue calls any function value with the given arguments (promises
// or values) from env, on behalf of a builtin (lapply, do.call…).
func (in *Interp) CallValue(fn rt.Value, args []rt.Arg, call rt.Value, env *rt.Env) (rt.Value, error) {
	return in.callValue(fn, args, call, env)
}

func (in *Interp) callValue(fn rt.Value, args []rt.Arg, call rt.Value, env *rt.Env) (rt.Value, error) {
	lc, _ := call.(*rt.Lang)
	if lc == nil {
		lc = &rt.Lang{Fn: fn, Args: args}
	}
	switch f := fn.(type) {
	case *rt.Closure:
		return in.ApplyClosure(lc, f, args, env, nil)
	case *rt.Builtin:
		def := f.Impl.(*BuiltinDef)
		if def.Special != nil {
			reflectCallEnv(def, env)
			v, err := def.Special(in, lc, env)
			reflectResult(v)
			return v, err
		}
		vals := make([]rt.Arg, len(args))
		for i, a := range args {
			v, err := in.ForceValue(a.Val)
			if err != nil {
				return nil, err
			}
			vals[i] = rt.Arg{Tag: a.Tag, Val: v}
		}
		return in.applyBuiltin(def, vals, lc, env)
	}
	return nil, in.errorf(lc, "attempt to apply non-function")
}

// Eval evaluates an R value as code in env: symbols are looked up,
// calls compiled and run, promises forced, other values returned.
func (in *Interp) Eval(expr rt.Value, env *rt.Env) (rt.Value, error) {
	switch e := expr.(type) {
	case *rt.Symbol:
		in.Visible = true
		if e == rt.MissingArg {
			return e, nil
		}
		if k, ok := e.IsDotDot(); ok {
			return in.ddVal(k, env)
		}
		return in.getVar(e, env)
	case *rt.Lang:
		return in.execAt(in.evalCode(e), env, 0, nil)
	case *rt.Promise:
		return in.Force(e)
	}
	in.Visible = true
	return expr, nil
}

// evalCode returns the code of a call that eval() runs. A shared call
// (a constant of compiled code, or bound to several variables) cannot
// change without being copied first, so its code is kept in a small
// direct-mapped cache: local({...}) or eval(quote(...)) in a loop
// compiles its expression once.
func (in *Interp) evalCode(e *rt.Lang) *Code {
	if !rt.Shared(e) {
		return Compile(e, "eval")
	}
	slot := &in.evalCache[(uintptr(unsafe.Pointer(e))>>4)%uintptr(len(in.evalCache))]
	if slot.expr != e {
		slot.expr, slot.code = e, Compile(e, "eval")
	}
	return slot.code
}

// formalsCache holds, per list of builtin formal names (by the address
// of its first element), the formals as interned arguments.
var formalsCache sync.Map

// formalArgs returns names as formals without defaults, interned once
// per BuiltinDef.Formals slice.
func formalArgs(names []string) []rt.Arg {
	if len(names) == 0 {
		return nil
	}
	key := &names[0]
	if f, ok := formalsCache.Load(key); ok {
		if fs := f.([]rt.Arg); len(fs) == len(names) {
			return fs
		}
	}
	formals := make([]rt.Arg, len(names))
	for i, n := range names {
		formals[i] = rt.Arg{Tag: rt.Intern(n), Val: rt.MissingArg}
	}
	formalsCache.Store(key, formals)
	return formals
}
