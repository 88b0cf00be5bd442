package jit

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Enter implements vm.Tier: it runs a closure call in optimised code when
// a version for the call's context exists or can be made now.
func (j *JIT) Enter(in *vm.Interp, call *rt.Lang, clo *rt.Closure, code *vm.Code, args []rt.Arg, callerEnv *rt.Env, disp *vm.DispatchInfo) (rt.Value, error, bool) {
	st, _ := code.Tier.(*funcState)
	if st == nil || !st.entered {
		if code.Invocations < j.cfg.Threshold {
			return nil, nil, false
		}
		vm.EnsureCompiled(code)
		st = j.state(code, functionName(call), clo.Formals)
		st.entered = true
	}
	if st.refused != "" {
		return nil, nil, false
	}
	vals, err := in.MatchFormals(clo, args, call)
	if err != nil {
		// The baseline would report the same matching error.
		return nil, nil, false
	}
	ctx := callContext(vals)
	v := st.dispatch(ctx)
	if v == nil {
		if st.pruneRetired() >= j.cfg.MaxVersions {
			return nil, nil, false
		}
		if v = j.compile(st, ctx, -1, 0); v == nil {
			return nil, nil, false
		}
		st.versions = append(st.versions, v)
		j.stats.Versions++
	}
	v.runCount++
	j.stats.OptimisedCalls++
	code.Invocations++
	fr := in.NewFrame(call, clo, args, callerEnv, disp)
	res, err := v.code.CallFrame(in, fr, vals)
	return res, err, true
}

// dispatch returns the most specific live version whose context admits
// ctx, or nil.
func (st *funcState) dispatch(ctx pir.Context) *version {
	var best *version
	for _, v := range st.versions {
		if v.retired || !v.ctx.Includes(ctx) {
			continue
		}
		if best == nil || best.ctx.Includes(v.ctx) {
			best = v
		}
	}
	return best
}

// pruneRetired drops retired versions from the dispatch table and
// returns how many remain.
func (st *funcState) pruneRetired() int {
	keep := st.versions[:0]
	for _, v := range st.versions {
		if !v.retired {
			keep = append(keep, v)
		}
	}
	clear(st.versions[len(keep):])
	st.versions = keep
	return len(keep)
}

// callContext computes the context of a call from its matched arguments.
func callContext(vals []rt.Value) pir.Context {
	ctx := pir.Context{NArgs: len(vals), NoMissing: true}
	for i, v := range vals {
		if i >= 64 {
			break
		}
		bit := uint64(1) << i
		if v == rt.MissingArg {
			ctx.NoMissing = false
			ctx.Missing |= bit
			continue
		}
		if _, ok := v.(*rt.Promise); ok {
			continue
		}
		if _, ok := v.(*rt.Dots); ok {
			continue
		}
		ctx.Eager |= bit
		if vec, ok := v.(rt.Vector); ok {
			if vec.Attrs() == nil {
				ctx.NotObj |= bit
				if vec.Len() == 1 {
					switch v.(type) {
					case *rt.Double, *rt.Integer, *rt.Logical:
						ctx.Scalar |= bit
					}
				}
			} else if rt.Class(v) == nil {
				ctx.NotObj |= bit
			}
		} else if _, ok := v.(rt.Attributed); !ok {
			ctx.NotObj |= bit
		}
	}
	return ctx
}

// functionName is the name a closure is known by for --print-pir and
// --stats: the function symbol of the call that first compiled it.
func functionName(call *rt.Lang) string {
	if call != nil {
		if s := call.FnSym(); s != nil {
			return s.Name
		}
	}
	return "<anonymous>"
}

// OSR implements vm.Tier: it runs the rest of code from the loop header
// pc in optimised code.
func (j *JIT) OSR(in *vm.Interp, code *vm.Code, env *rt.Env, pc int, stack, temps []rt.Value) (rt.Value, error, bool) {
	st, _ := code.Tier.(*funcState)
	if st == nil || st.fn.Formals == nil {
		// The formals of the closure whose frame runs the loop: its
		// arguments may be promises (see opt's loadspec).
		var formals *rt.PairList
		if fr := in.FrameOf(env); fr != nil {
			if clo, ok := fr.Fn.(*rt.Closure); ok && clo.Env != nil && fr.Env == env {
				formals = clo.Formals
			}
		}
		st = j.state(code, osrName(in, env), formals)
	}
	if st.refused != "" {
		return nil, nil, false
	}
	// OSR code records no feedback: once a run of a closure has gone on
	// in it, the following runs stay in the baseline until the closure
	// is compiled, so that its version has feedback for all its code
	// (the code after the loop included). Top-level code, which does
	// not count runs, may enter again.
	if st.osrCall != 0 && st.osrCall != code.Invocations+1 {
		return nil, nil, false
	}
	// A hot loop inside others is entered at the outermost one's
	// header, at its next back-edge: entered in the middle, the code of
	// the loops around would be one loop with it, whose guards could
	// not leave it.
	if h := outermostLoop(code, pc); h != pc {
		code.OSRWant = h + 1
		return nil, nil, false
	}
	code.OSRWant = 0
	if st.osr == nil {
		st.osr = map[int]*version{}
	}
	v, seen := st.osr[pc]
	if !seen {
		v = j.compile(st, pir.Context{}, pc, len(stack))
		st.osr[pc] = v
	}
	if v == nil || v.retired {
		return nil, nil, false
	}
	v.runCount++
	j.stats.OSREntries++
	st.osrCall = code.Invocations + 1
	res, err := v.code.RunOSR(in, env, append([]rt.Value(nil), stack...), append([]rt.Value(nil), temps...))
	return res, err, true
}

// outermostLoop returns the header of the outermost loop of code that
// contains the loop whose header is pc (pc itself when none does), from
// the code's loop table: a loop's header is where its back-edges and
// `next` go.
func outermostLoop(code *vm.Code, pc int) int {
	outer := pc
	for _, l := range code.Loops {
		if l.Next < outer && pc < l.End {
			outer = l.Next
		}
	}
	return outer
}

// osrName names code for an OSR compilation: the function of the
// innermost frame running in env, or "toplevel".
func osrName(in *vm.Interp, env *rt.Env) string {
	if fr := in.FrameOf(env); fr != nil {
		return functionName(fr.Call)
	}
	return "toplevel"
}
