package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Speculation and deoptimisation.
//
// An Assume tests a bool register; when the test is false (or the chaos
// option says so) it records its reason and jumps to the deopt branch of
// its checkpoint, a block like any other (it may materialise
// environments) that ends in Deopt. Deopt reads its framestate chain:
// for each frame, innermost first, it boxes the recorded operand stack
// and temporaries and resumes the baseline interpreter at the recorded
// pc in the recorded environment (vm.Interp.ResumeAt). An inlined
// frame's result is pushed on its caller's recorded stack before the
// caller resumes (the caller's pc is the one after the call), and an
// inlined frame resumes inside the context its PushContext opened, which
// is then ended as the call would end; an inlined frame whose context
// the optimiser removed (its framestate records the call and the
// function) gets the frame made now, as its call would have. The
// outermost frame's result is the version's result.

// fsLevel is one frame of a framestate chain.
type fsLevel struct {
	code         *vm.Code
	pc           int
	stack, temps []ref
	env          ref
	// call and fn, for an inlined frame that has no context: the frame
	// deoptimisation makes for it.
	call *rt.Lang
	fn   ref
}

// lowerAssume lowers Assume(test, checkpoint).
func (l *lowerer) lowerAssume(i *pir.Instr) {
	t := l.want(i.Args[0], cB)
	label := l.checkpointDeoptLabel(i.Args[1])
	x := l.slow()
	x.reason, _ = i.Aux.(pir.DeoptReason)
	pc := l.emit(opAssume, t.idx(), 0, 0, x)
	l.jumpTo(pc, 1, label)
}

// lowerDeopt lowers Deopt(framestate).
func (l *lowerer) lowerDeopt(i *pir.Instr) {
	x := l.slow()
	x.reason, x.ownReason = i.Aux.(pir.DeoptReason)
	for fs := i.Args[0]; fs != nil; {
		aux, ok := fs.Aux.(*pir.FrameStateAux)
		if fs.Op != pir.FrameState || !ok || aux.Code == nil {
			l.fail("Deopt of %s, which is not a framestate", fs.Reg())
			return
		}
		want := aux.NumArgs()
		if len(fs.Args) != want {
			l.fail("framestate %s has %d operands for %d", fs.Reg(), len(fs.Args), want)
			return
		}
		lv := fsLevel{code: aux.Code, pc: aux.PC}
		for _, a := range fs.Args[:aux.Stack] {
			lv.stack = append(lv.stack, l.boxed(a))
		}
		for _, a := range fs.Args[aux.Stack : aux.Stack+aux.Temps] {
			lv.temps = append(lv.temps, l.boxed(a))
		}
		lv.env = l.ref(fs.Args[aux.Stack+aux.Temps])
		if c := lv.env.class(); c != cEnv && c != cVal {
			l.fail("framestate environment in a %s register", c)
			return
		}
		if aux.Site != nil {
			lv.call = aux.Site.Call
			lv.fn = l.boxed(fs.Args[aux.FnIndex()])
		}
		x.fs = append(x.fs, lv)
		if !aux.Inlined {
			break
		}
		fs = fs.Args[len(fs.Args)-1]
	}
	l.emit(opDeopt, 0, 0, 0, x)
}

// deopt leaves the optimised code for the baseline (see the comment at
// the top of the file) and returns the outcome of the rest of the
// version's code.
func (c *Compiled) deopt(f *frame, x *slow) (rt.Value, error) {
	in := f.in
	reason := pir.DeoptReason{Kind: pir.DeoptChaos}
	switch {
	case f.hasReason:
		reason, f.hasReason = f.reason, false
	case x.ownReason:
		reason = x.reason
	}
	if c.opts.OnDeopt != nil {
		c.opts.OnDeopt(reason)
	}
	// The inlined frames without a call resume in the contexts still
	// open (innermost last); those with one, always inside them, in
	// frames made now.
	inlined := 0
	for _, lv := range x.fs[:len(x.fs)-1] {
		if lv.call == nil {
			inlined++
		}
	}
	withCtx := false
	if inlined > 0 {
		switch len(f.ctxs) {
		case inlined:
			withCtx = true
		case 0:
		default:
			return nil, c.internal(f, x, "%d inlined frames but %d contexts", inlined, len(f.ctxs))
		}
	}
	// The frames made now are pushed outermost first, before any of them
	// resumes, as the calls would have pushed them.
	made := make([]*vm.Frame, len(x.fs))
	for k := len(x.fs) - 2; k >= 0; k-- {
		if lv := x.fs[k]; lv.call != nil {
			made[k] = &vm.Frame{Call: lv.call, Fn: f.get(lv.fn), CallerEnv: f.env(x.fs[k+1].env), Env: f.env(lv.env)}
			in.PushFrame(made[k])
		}
	}
	var result rt.Value
	var err error
	for k, lv := range x.fs {
		if err != nil {
			// An error in an inner frame ends a frame made for its
			// caller as it would end the call (which may catch a
			// return()); the contexts still open end as the code leaves.
			if made[k] == nil {
				return nil, err
			}
			result, err = in.EndCall(made[k], nil, err)
			continue
		}
		stack := make([]rt.Value, 0, len(lv.stack)+1)
		for _, r := range lv.stack {
			stack = append(stack, f.get(r))
		}
		if k > 0 {
			stack = append(stack, result)
		}
		var temps []rt.Value
		if len(lv.temps) > 0 {
			temps = make([]rt.Value, len(lv.temps))
			for j, r := range lv.temps {
				temps[j] = f.get(r)
			}
		}
		env := f.env(lv.env)
		if env == nil {
			return nil, c.internal(f, x, "deoptimisation without an environment")
		}
		outer := k == len(x.fs)-1
		var ctx *vm.Frame
		switch {
		case outer:
			if f.fr != nil {
				f.fr.Env = env
			}
		case made[k] != nil:
			ctx = made[k]
		case withCtx:
			ctx = f.ctxs[len(f.ctxs)-1]
			ctx.Env = env
			f.ctxs = f.ctxs[:len(f.ctxs)-1]
		}
		var v rt.Value
		v, err = in.ResumeAt(lv.code, env, lv.pc, stack, temps)
		if ctx != nil {
			v, err = in.EndCall(ctx, v, err)
		}
		result = v
	}
	if err != nil {
		return nil, err
	}
	return result, nil
}
