package base

import (
	"io"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// condBuiltins are the Go half of the condition system; the R half
// (tryCatch, try, withCallingHandlers, suppressWarnings, the condition
// constructors…) is in R/conditions.R and calls the dotted specials
// here to establish handlers and restarts around the evaluation of a
// promise.
var condBuiltins = []*vm.BuiltinDef{
	{Name: ".stop", Formals: []string{"call.", "..."}, Fn: builtinStop},
	{Name: ".warning", Formals: []string{"call.", "..."}, Invisible: true, Fn: builtinWarning},
	{Name: ".message", Formals: []string{"appendLF", "..."}, Invisible: true, Fn: builtinMessage},
	{Name: "signalCondition", Formals: []string{"cond", "message", "call"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		cond := c.Arg(0)
		if err := in.Signal(cond, vm.ConditionClasses(cond)); err != nil {
			return nil, err
		}
		return rt.Nil, nil
	}},
	{Name: ".tryCatch", Special: specialTryCatch},
	{Name: ".withCallingHandlers", Special: specialWithCallingHandlers},
	{Name: ".withRestarts", Special: specialWithRestarts},
	{Name: "invokeRestart", Formals: []string{"r", "..."}, Fn: builtinInvokeRestart},
	{Name: "computeRestarts", Formals: []string{"cond"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		out := rt.NewList(0)
		for i := len(in.Restarts) - 1; i >= 0; i-- {
			out.V = append(out.V, restartObject(in.Restarts[i].Name))
		}
		return out, nil
	}},
	{Name: "geterrmessage", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(in.ErrMessage()), nil
	}},
	{Name: ".printDeferredWarnings", Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		in.PrintWarningsAfterError(in.Stderr)
		return rt.Nil, nil
	}},
	{Name: ".tryMessage", Formals: []string{"call", "msg"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		msg := firstString(c.Arg(1))
		var s string
		if call := c.Arg(0); call == nil || rt.IsNull(call) {
			s = "Error : " + msg + "\n"
		} else {
			s = vm.FormatCondition("Error", call, msg)
		}
		in.SetErrMessage(s)
		return rt.StringScalar(s), nil
	}},
}

// conditionArg returns the condition object when the ... of
// stop/warning/message is a single condition.
func conditionArg(dots []rt.Arg) (rt.Value, bool) {
	if len(dots) == 0 {
		return nil, false
	}
	v := dots[0].Val
	if rt.Inherits(v, "condition") {
		return v, true
	}
	return nil, false
}

// conditionField returns a component of a condition list (message, call).
func conditionField(cond rt.Value, name string) rt.Value {
	l, ok := cond.(*rt.List)
	if !ok {
		return nil
	}
	names := rt.Names(l)
	if names == nil {
		return nil
	}
	for i, n := range names.V {
		if n == name && i < len(l.V) {
			return l.V[i]
		}
	}
	return nil
}

func firstString(v rt.Value) string {
	if s, ok := v.(*rt.Character); ok && len(s.V) > 0 && !rt.IsNAString(s.V[0]) {
		return s.V[0]
	}
	return ""
}

// wrapperCaller is the call of the function that called the wrapper
// closure whose environment is env: what stop() and warning() report.
func wrapperCaller(in *vm.Interp, env *rt.Env) rt.Value {
	if k := in.FrameIndex(env); k > 0 {
		return in.Frames[k-1].Call
	}
	return rt.Nil
}

// builtinStop is .stop(call., ...), the body of stop().
func builtinStop(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if cond, ok := conditionArg(c.Dots); ok {
		call := conditionField(cond, "call")
		if call == nil {
			call = rt.Nil
		}
		e := &vm.RError{Call: call, Msg: firstString(conditionField(cond, "message")), Cond: cond}
		return nil, in.SignalError(e)
	}
	var call rt.Value = rt.Nil
	if callFlag(c.Arg(0)) {
		call = wrapperCaller(in, c.Env)
	}
	return nil, in.SignalError(&vm.RError{Call: call, Msg: dotsMessage(c.Dots)})
}

// builtinWarning is .warning(call., ...), the body of warning().
func builtinWarning(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if cond, ok := conditionArg(c.Dots); ok {
		call := conditionField(cond, "call")
		msg := firstString(conditionField(cond, "message"))
		return rt.StringScalar(msg), in.WarnE(call, msg, cond)
	}
	msg := dotsMessage(c.Dots)
	var call rt.Value = rt.Nil
	if callFlag(c.Arg(0)) {
		call = wrapperCaller(in, c.Env)
	}
	return rt.StringScalar(msg), in.WarnE(call, msg, nil)
}

var messageClasses = []string{"simpleMessage", "message", "condition"}

// builtinMessage is .message(appendLF, ...), the body of message().
func builtinMessage(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	cond, ok := conditionArg(c.Dots)
	var msg string
	if ok {
		msg = firstString(conditionField(cond, "message"))
	} else {
		msg = dotsMessage(c.Dots)
		if callFlag(c.Arg(0)) {
			msg += "\n"
		}
		var call rt.Value = rt.Nil
		if k := in.FrameIndex(c.Env); k >= 0 {
			call = in.Frames[k].Call
		}
		cond = vm.NewCondition(msg, call, messageClasses...)
	}
	classes := vm.ConditionClasses(cond)
	if in.HasHandlers(classes) {
		muffled, err := in.WithRestart("muffleMessage", func() error {
			return in.Signal(cond, classes)
		})
		if err != nil {
			return nil, err
		}
		if muffled {
			return rt.Nil, nil
		}
	}
	io.WriteString(in.Stderr, msg)
	return rt.Nil, nil
}

// handlerList evaluates the handler list argument of a dotted special:
// a named list of functions.
func handlerList(in *vm.Interp, call *rt.Lang, env *rt.Env, i int) (*rt.List, []string, error) {
	if len(call.Args) <= i {
		return nil, nil, in.Errorf(call, "internal error: bad handler call")
	}
	v, err := in.Eval(call.Args[i].Val, env)
	if err != nil {
		return nil, nil, err
	}
	l, ok := v.(*rt.List)
	if !ok {
		return rt.NewList(0), nil, nil
	}
	names := make([]string, len(l.V))
	if nm := rt.Names(l); nm != nil {
		copy(names, nm.V)
	}
	return l, names, nil
}

// evalHandled evaluates the expression call.Args[0] in env with the
// handlers of the list call.Args[1] established (calling or exiting, for
// target): an R error that reaches here unsignalled is signalled while
// they are still in place.
func evalHandled(in *vm.Interp, call *rt.Lang, env *rt.Env, calling bool, target any) (rt.Value, error) {
	l, names, err := handlerList(in, call, env, 1)
	if err != nil {
		return nil, err
	}
	nh := len(in.Handlers)
	// The first handler listed is the innermost.
	for i := len(l.V) - 1; i >= 0; i-- {
		in.Handlers = append(in.Handlers, &vm.Handler{Class: names[i], Fn: l.V[i], Calling: calling, Target: target})
	}
	v, err := in.Protect(func() (rt.Value, error) {
		v, err := in.Eval(call.Args[0].Val, env)
		if e, ok := err.(*vm.RError); ok {
			err = in.SignalError(e)
		}
		return v, err
	})
	in.Handlers = in.Handlers[:nh]
	return v, err
}

// specialTryCatch is .tryCatch(expr, handlers): it evaluates expr with
// exiting handlers established for the classes named in handlers; when
// one is chosen it calls it with the condition, after unwinding.
func specialTryCatch(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	target := new(int)
	v, err := evalHandled(in, call, env, false, target)
	if j, ok := err.(*vm.CondJump); ok && j.Handler.Target == target {
		hcall := &rt.Lang{Fn: j.Handler.Fn, Args: []rt.Arg{{Val: j.Cond}}}
		return in.CallValue(j.Handler.Fn, []rt.Arg{{Val: j.Cond}}, hcall, env)
	}
	return v, err
}

// specialWithCallingHandlers is .withCallingHandlers(expr, handlers).
func specialWithCallingHandlers(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	return evalHandled(in, call, env, true, nil)
}

// specialWithRestarts is .withRestarts(expr, restarts): restarts is a
// named list of functions; invoking one unwinds here and calls it with
// the arguments given to invokeRestart.
func specialWithRestarts(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	l, names, err := handlerList(in, call, env, 1)
	if err != nil {
		return nil, err
	}
	nr := len(in.Restarts)
	mine := make([]*vm.Restart, len(l.V))
	for i := len(l.V) - 1; i >= 0; i-- {
		mine[i] = &vm.Restart{Name: names[i], Fn: l.V[i]}
		in.Restarts = append(in.Restarts, mine[i])
	}
	v, err := in.Protect(func() (rt.Value, error) {
		return in.Eval(call.Args[0].Val, env)
	})
	in.Restarts = in.Restarts[:nr]
	if j, ok := err.(*vm.RestartJump); ok {
		for _, r := range mine {
			if j.Restart == r {
				fn := r.Fn
				if rt.IsNull(fn) {
					return rt.Nil, nil
				}
				return in.CallValue(fn, j.Args, &rt.Lang{Fn: fn, Args: j.Args}, env)
			}
		}
	}
	return v, err
}

func restartObject(name string) rt.Value {
	l := rt.ListOf(rt.StringScalar(name), rt.Nil)
	rt.SetAttr(l, rt.NamesSym, rt.CharacterOf("name", "exit"))
	rt.SetAttr(l, rt.ClassSym, rt.CharacterOf("restart"))
	return l
}

func builtinInvokeRestart(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	r := c.Arg(0)
	var name string
	switch {
	case rt.Inherits(r, "restart"):
		name = firstString(conditionField(r, "name"))
	default:
		s, ok := r.(*rt.Character)
		if !ok || len(s.V) != 1 {
			return nil, in.Errorf(nil, "bad restart")
		}
		name = s.V[0]
	}
	if err := in.InvokeRestart(name, c.Dots); err != nil {
		return nil, err
	}
	return nil, in.Errorf(nil, "no 'restart' '%s' found", name)
}
