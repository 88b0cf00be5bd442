package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Call contexts of inlined closures. PushContext pushes a frame on the
// interpreter's call stack, as a call of the inlined function would,
// so that sys.call, parent.frame, on.exit and error tracebacks see it;
// the first closure environment made while it is innermost becomes its
// Env. PopContext ends it as a closure call ends (on.exit code runs).
// When the code leaves with an error while contexts are open, they are
// ended innermost first with that error, as the frames of a real call
// would be. A deoptimisation resumes each inlined frame inside its
// context (see deopt.go).
//
// Not supported: a return() from a promise that targets the environment
// of an inlined call (it would have to resume after the PopContext);
// it is reported as an internal error.

// ctxValue is the register value of a PushContext: the frame it pushed.
type ctxValue struct{ fr *vm.Frame }

func (*ctxValue) Type() rt.Type { return rt.AnyType }

// lowerContext lowers PushContext and PopContext.
func (l *lowerer) lowerContext(i *pir.Instr) {
	x := l.slow()
	x.dst = l.reg[i.ID]
	switch i.Op {
	case pir.PushContext:
		aux, _ := i.Aux.(*pir.CallAux)
		if aux == nil || aux.Site == nil {
			l.fail("PushContext without a call site")
			return
		}
		if x.dst.class() != cVal {
			l.fail("PushContext result of class %s", x.dst.class())
			return
		}
		x.call = aux.Site.Call
		x.env = l.envRef(i)
		x.args = []ref{l.ref(i.Args[0])}
		l.emit(opPushContext, 0, 0, 0, x)
	case pir.PopContext:
		ctx := l.ref(i.Args[0])
		if ctx.class() != cVal {
			l.fail("PopContext of a %s register", ctx.class())
			return
		}
		x.args = []ref{ctx, l.boxed(i.Args[1])}
		l.emit(opPopContext, 0, 0, 0, x)
	}
}

// contextOp runs PushContext and PopContext.
func (c *Compiled) contextOp(f *frame, op opcode, x *slow) error {
	in := f.in
	switch op {
	case opPushContext:
		fr := &vm.Frame{Call: x.call, Fn: f.get(x.args[0]), CallerEnv: f.env(x.env)}
		in.PushFrame(fr)
		f.ctxs = append(f.ctxs, fr)
		f.v[x.dst.idx()] = &ctxValue{fr: fr}
	case opPopContext:
		cv, ok := f.v[x.args[0].idx()].(*ctxValue)
		n := len(f.ctxs)
		if !ok || n == 0 || f.ctxs[n-1] != cv.fr {
			return c.internal(f, x, "PopContext of a context that is not the innermost")
		}
		f.ctxs = f.ctxs[:n-1]
		if _, err := in.EndCall(cv.fr, f.get(x.args[1]), nil); err != nil {
			return err
		}
	}
	return nil
}

// endContexts ends the contexts still open when the code left with v or
// err, innermost first.
func (c *Compiled) endContexts(f *frame, v rt.Value, err error) (rt.Value, error) {
	if err == nil {
		err = f.in.Errorf(nil, "internal error in optimised code of %s: left with %d inlined contexts open", c.name(), len(f.ctxs))
		v = nil
	}
	for n := len(f.ctxs); n > 0; n = len(f.ctxs) {
		fr := f.ctxs[n-1]
		f.ctxs = f.ctxs[:n-1]
		if _, err = f.in.EndCall(fr, nil, err); err == nil {
			err = f.in.Errorf(nil, "internal error in optimised code of %s: return() to an inlined call", c.name())
		}
	}
	return v, err
}
