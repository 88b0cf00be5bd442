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
// is then ended as the call would end. The outermost frame's result is
// the version's result.

// fsLevel is one frame of a framestate chain.
type fsLevel struct {
	code         *vm.Code
	pc           int
	stack, temps []ref
	env          ref
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
		want := aux.Stack + aux.Temps + 1
		if aux.Inlined {
			want++
		}
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
	inlined := len(x.fs) - 1
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
	var result rt.Value
	for k, lv := range x.fs {
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
		case withCtx:
			ctx = f.ctxs[len(f.ctxs)-1]
			ctx.Env = env
		}
		v, err := in.ResumeAt(lv.code, env, lv.pc, stack, temps)
		if ctx != nil {
			f.ctxs = f.ctxs[:len(f.ctxs)-1]
			v, err = in.EndCall(ctx, v, err)
		}
		if err != nil {
			return nil, err
		}
		result = v
	}
	return result, nil
}
