package vm

import (
	"gorir/internal/rt"
)

// S3 dispatch support: the VM side of UseMethod, NextMethod and the
// internal (primitive) dispatch the base library performs.

// ApplyMethod calls an S3 method: it is ApplyClosure, except that vars
// (R's .Generic, .Class, .Method… and, for UseMethod, the generic's local
// variables) are defined in the method's new environment before its body
// runs, for each name that argument matching did not already bind.
func (in *Interp) ApplyMethod(call *rt.Lang, clo *rt.Closure, args []rt.Arg, callerEnv *rt.Env, disp *DispatchInfo, vars []rt.Arg) (rt.Value, error) {
	code, _ := clo.Code.(*Code)
	if code == nil {
		code = lazyCode(clo.Body, "function", false)
		clo.Code = code
	}
	if in.Tier != nil && vars == nil {
		if v, err, ok := in.Tier.Enter(in, call, clo, code, args, callerEnv, disp); ok {
			return v, err
		}
	}
	env, fr, err := in.bindArgs(clo, code, args, call)
	if err != nil {
		return nil, in.fillCall(err, call)
	}
	for _, v := range vars {
		if !env.Has(v.Tag) {
			env.Define(v.Tag, v.Val)
		}
	}
	*fr = Frame{Call: call, Fn: clo, Env: env, CallerEnv: callerEnv, Args: args, Dispatch: disp}
	return in.runFrame(fr, code)
}

// ExitFrame returns the error that, propagated from code running in the
// closure frame whose environment is env, makes that call return v at
// once: UseMethod uses it so that nothing after it in the generic runs
// and the generic returns the method's value.
func ExitFrame(env *rt.Env, v rt.Value) error {
	return &returnJump{env: env, value: v}
}

// FrameOf returns the innermost closure frame whose environment is env,
// or nil.
func (in *Interp) FrameOf(env *rt.Env) *Frame {
	if i := in.FrameIndex(env); i >= 0 {
		return in.Frames[i]
	}
	return nil
}

// FrameIndex is the index in Frames of the innermost frame whose
// environment is env, or -1: the frame a builtin called from env acts for.
func (in *Interp) FrameIndex(env *rt.Env) int {
	for i := len(in.Frames) - 1; i >= 0; i-- {
		if in.Frames[i].Env == env {
			return i
		}
	}
	return -1
}

// MatchClosureArgs matches args to clo's formals as a call of clo would:
// one entry per formal (nil when nothing matched it; the `...` slot is
// always nil) and the arguments left for `...`.
func (in *Interp) MatchClosureArgs(clo *rt.Closure, args []rt.Arg) ([]rt.Value, []rt.Arg, error) {
	if clo.Formals == nil {
		if len(args) > 0 {
			return nil, nil, in.unusedArgs(args)
		}
		return nil, nil, nil
	}
	matched := make([]rt.Value, len(clo.Formals.Items))
	dots, err := in.match(clo.Formals.Items, args, matched)
	return matched, dots, err
}
