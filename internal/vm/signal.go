package vm

import (
	"fmt"
	"os"
	"runtime/debug"

	"gorir/internal/rt"
)

// The condition system.
//
// R signals a condition by walking the handler stack from the top. A
// calling handler (withCallingHandlers) is called on top of the stack,
// with the handler stack cut below itself, and when it returns the walk
// goes on. An exiting handler (tryCatch) ends the walk: control unwinds
// to the tryCatch, which then calls the handler. Restarts (withRestarts,
// and the muffleWarning/muffleMessage restarts warning() and message()
// establish) are unwound to the same way.
//
// Unwinding travels as a Go error (a *CondJump or *RestartJump) through
// the error returns of the interpreter, so on.exit code runs on the way
// as it does for errors. Code that cannot return an error — a warning
// raised deep in a vectorised operation through ops.Warner — panics with
// an unwind value instead; Protect turns such panics back into errors at
// the builtins that establish handlers or restarts, running the on.exit
// code of the closure frames the panic skipped.
//
// R errors are signalled lazily: an *RError is created without looking
// at the handler stack, and is signalled the first time it crosses a
// closure boundary or reaches a handler-establishing builtin (stop()
// signals at once, so its handlers see the stack where it was called).
// Both points see the same handler stack R would, because handlers are
// popped only as their establishing calls return.

// CondJump unwinds to the exiting handler Handler, established by the
// builtin that owns Target, carrying the condition.
type CondJump struct {
	Handler *Handler
	Cond    rt.Value
}

func (*CondJump) Error() string { return "condition jump" }

// RestartJump unwinds to the withRestarts (or warning/message) that
// established Restart, carrying the arguments of invokeRestart.
type RestartJump struct {
	Restart *Restart
	Args    []rt.Arg
}

func (j *RestartJump) Error() string { return "restart jump to " + j.Restart.Name }

// unwind is the panic value that carries an error through Go code that
// has no error return.
type unwind struct{ err error }

// Signal walks the handler stack for a condition of the given classes.
// Calling handlers are called; the first matching exiting handler ends
// the walk with a *CondJump error. A nil result means no handler took a
// non-local exit; any error from a handler is returned.
func (in *Interp) Signal(cond rt.Value, classes []string) error {
	for i := len(in.Handlers) - 1; i >= 0; i-- {
		h := in.Handlers[i]
		if !matchesClass(h.Class, classes) {
			continue
		}
		if !h.Calling {
			return &CondJump{Handler: h, Cond: cond}
		}
		saved := in.Handlers
		in.Handlers = saved[:i:i]
		call := &rt.Lang{Fn: h.Fn, Args: []rt.Arg{{Val: cond}}}
		_, err := in.callValue(h.Fn, []rt.Arg{{Val: cond}}, call, in.Global)
		in.Handlers = saved
		if err != nil {
			return err
		}
		// The handler may have pushed and popped handlers; continue below.
		if i > len(in.Handlers) {
			i = len(in.Handlers)
		}
	}
	return nil
}

func matchesClass(class string, classes []string) bool {
	for _, c := range classes {
		if c == class {
			return true
		}
	}
	return false
}

// HasHandlers reports whether any handler could see a condition of the
// given classes.
func (in *Interp) HasHandlers(classes []string) bool {
	for _, h := range in.Handlers {
		if matchesClass(h.Class, classes) {
			return true
		}
	}
	return false
}

var (
	errorClasses   = []string{"simpleError", "error", "condition"}
	warningClasses = []string{"simpleWarning", "warning", "condition"}
)

// ConditionClasses returns the class vector of a condition object.
func ConditionClasses(cond rt.Value) []string {
	if cl := rt.Class(cond); cl != nil {
		return cl.V
	}
	return nil
}

// NewCondition builds a condition object: list(message=, call=) with
// the given classes.
func NewCondition(msg string, call rt.Value, classes ...string) rt.Value {
	if call == nil {
		call = rt.Nil
	}
	l := rt.ListOf(rt.StringScalar(msg), call)
	rt.SetAttr(l, rt.NamesSym, rt.CharacterOf("message", "call"))
	rt.SetAttr(l, rt.ClassSym, rt.CharacterOf(classes...))
	return l
}

// ErrorCondition returns the condition object of an R error, building a
// simpleError when the error did not come from stop(cond).
func (e *RError) ErrorCondition() rt.Value {
	if e.Cond == nil {
		e.Cond = NewCondition(e.Msg, e.Call, errorClasses...)
	}
	return e.Cond
}

// SignalError signals an R error to the handlers once. It returns the
// error to go on propagating: e itself, or the jump or error a handler
// produced.
func (in *Interp) SignalError(e *RError) error {
	if e.signaled {
		return e
	}
	e.signaled = true
	if len(in.Handlers) == 0 {
		return e
	}
	if e.Call == nil {
		e.Call = rt.Nil
	}
	cond := e.ErrorCondition()
	classes := ConditionClasses(cond)
	if classes == nil {
		classes = errorClasses
	}
	if err := in.Signal(cond, classes); err != nil {
		return err
	}
	return e
}

// Warn records a warning against call (R's deferred warnings), after
// offering it to the handlers. It has no error return: a handler's
// non-local exit, or an error under options(warn=2), leaves by panic (see
// Protect). Builtins that can return an error use WarnE.
func (in *Interp) Warn(call rt.Value, msg string) {
	if err := in.WarnE(call, msg, nil); err != nil {
		panic(unwind{err})
	}
}

// WarnE signals a warning: the handlers see it first (with a
// muffleWarning restart established), then R's default handling applies
// according to options(warn). cond is the condition object for
// warning(cond); nil means a simpleWarning built from call and msg.
func (in *Interp) WarnE(call rt.Value, msg string, cond rt.Value) error {
	if call == nil {
		call = rt.Nil
	}
	classes := warningClasses
	if cond != nil {
		classes = ConditionClasses(cond)
	}
	if in.HasHandlers(classes) {
		if cond == nil {
			cond = NewCondition(msg, call, warningClasses...)
		}
		muffled, err := in.WithRestart("muffleWarning", func() error {
			return in.Signal(cond, classes)
		})
		if err != nil || muffled {
			return err
		}
	}
	return in.defaultWarning(call, msg)
}

// defaultWarning is R's default warning handler.
func (in *Interp) defaultWarning(call rt.Value, msg string) error {
	level := in.warnLevel()
	switch {
	case level < 0:
		return nil
	case level == 0:
		in.signalWarning(call, msg)
	case level == 1:
		in.writeStderr(formatCondMsg("Warning", call, msg))
	default:
		return &RError{Call: call, Msg: "(converted from warning) " + msg}
	}
	return nil
}

func (in *Interp) writeStderr(s string) {
	if in.Stderr != nil {
		in.Stderr.Write([]byte(s))
	}
}

// warnLevel is options("warn") as an integer.
func (in *Interp) warnLevel() int {
	switch v := in.Options["warn"].(type) {
	case *rt.Double:
		if len(v.V) > 0 && v.V[0] == v.V[0] {
			return int(v.V[0])
		}
	case *rt.Integer:
		if len(v.V) > 0 && v.V[0] != rt.NAInt {
			return int(v.V[0])
		}
	case *rt.Logical:
		if len(v.V) > 0 && v.V[0] != rt.NALgl {
			return int(v.V[0])
		}
	}
	return 0
}

// WithRestart runs body with a restart called name established. It
// reports whether the restart was invoked (body then returned the jump,
// which is consumed).
func (in *Interp) WithRestart(name string, body func() error) (invoked bool, err error) {
	r := &Restart{Name: name}
	in.Restarts = append(in.Restarts, r)
	n := len(in.Restarts)
	err = body()
	if len(in.Restarts) >= n {
		in.Restarts = in.Restarts[:n-1]
	}
	if j, ok := err.(*RestartJump); ok && j.Restart == r {
		return true, nil
	}
	return false, err
}

// Protect runs body, turning the panics that carry R's non-local exits
// (and Go runtime faults, which become R errors) into error returns. The
// on.exit code of closure frames that the panic skipped runs, innermost
// first, and the frame, handler and restart stacks are restored.
func (in *Interp) Protect(body func() (rt.Value, error)) (v rt.Value, err error) {
	nf, nh, nr, depth := len(in.Frames), len(in.Handlers), len(in.Restarts), in.evalDepth
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		switch x := r.(type) {
		case unwind:
			err = x.err
		default:
			msg := fmt.Sprintf("internal error: %v", x)
			if os.Getenv("GORIR_TRACEBACK") != "" {
				msg += "\n" + string(debug.Stack())
			}
			err = &RError{Call: rt.Nil, Msg: msg}
		}
		v = nil
		in.evalDepth = depth
		in.Handlers = in.Handlers[:min(nh, len(in.Handlers))]
		in.Restarts = in.Restarts[:min(nr, len(in.Restarts))]
		err = in.unwindFrames(nf, err)
	}()
	return body()
}

// unwindFrames pops closure frames above depth n, running their on.exit
// code innermost first, as a non-local exit leaves them.
func (in *Interp) unwindFrames(n int, err error) error {
	for len(in.Frames) > n {
		fr := in.Frames[len(in.Frames)-1]
		if len(fr.OnExit) > 0 {
			_, err2 := in.Protect(func() (rt.Value, error) {
				return in.runOnExit(fr, nil, nil)
			})
			if err2 != nil {
				err = err2
			}
		}
		in.Frames = in.Frames[:len(in.Frames)-1]
	}
	return err
}

// InvokeRestart finds the innermost restart called name and returns the
// jump to it (an error to return), or nil when there is none.
func (in *Interp) InvokeRestart(name string, args []rt.Arg) error {
	for i := len(in.Restarts) - 1; i >= 0; i-- {
		if r := in.Restarts[i]; r.Name == name {
			return &RestartJump{Restart: r, Args: args}
		}
	}
	return nil
}
