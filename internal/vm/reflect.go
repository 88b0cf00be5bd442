package vm

import "gorir/internal/rt"

// Helpers for the reflective builtins of the base library (eval, match.call,
// sys.function…) that need the interpreter's unexported state.

// PushFrame pushes a frame that is not a closure call (eval's contexts).
func (in *Interp) PushFrame(fr *Frame) {
	in.Frames = append(in.Frames, fr)
}

// PopFrame runs fr's on.exit expressions (in fr.Env) and pops it, which
// must be the innermost frame. err is the evaluation's outcome so far; the
// first error of an exit expression replaces a nil err.
func (in *Interp) PopFrame(fr *Frame, err error) error {
	_, err = in.runOnExit(fr, nil, err)
	for i := len(in.Frames) - 1; i >= 0; i-- {
		if in.Frames[i] == fr {
			in.Frames = in.Frames[:i]
			break
		}
	}
	return err
}

// CatchReturn reports whether err is a return() that targets env (one
// evaluated inside a promise whose environment is env), and its value.
func CatchReturn(err error, env *rt.Env) (rt.Value, bool) {
	if rj, ok := err.(*returnJump); ok && rj.env == env {
		return rj.value, true
	}
	return nil, false
}

// MatchArgs matches args to formals with R's three passes, as a closure
// call does: matched gets one slot per formal (nil when unmatched), and
// the arguments left for `...` are returned. Errors carry R's wording.
func (in *Interp) MatchArgs(formals []rt.Arg, args []rt.Arg) (matched []rt.Value, dots []rt.Arg, err error) {
	matched = make([]rt.Value, len(formals))
	dots, err = in.match(formals, args, matched)
	return matched, dots, err
}

// FillCall attributes an error that has no call yet to call (R reports an
// error raised in a builtin against the innermost function's call).
func (in *Interp) FillCall(err error, call rt.Value) error { return in.fillCall(err, call) }
