package vm

import (
	"os"
	"runtime/debug"

	"gorir/internal/rt"
)

// Entry points for the optimised tier's backend (internal/pir/lower)
// beyond those of tier.go: what an activation of optimised code needs
// from the interpreter's unexported state to behave like one of the
// interpreter's own activations.

// Activation is a run of optimised code: Run runs it, Fault describes a
// Go panic that escaped it.
type Activation interface {
	Run() (rt.Value, error)
	Fault(r any) string
}

// RunActivation runs a, one activation of optimised code, the way the
// interpreter runs a code: it counts one level of evaluation depth (R's
// "evaluation nested too deeply" error past options(expressions=)),
// honours a pending interrupt, and catches internal faults. A Go panic
// that is the interpreter's own unwinding (a handler's non-local exit
// raised where no error can be returned) passes through untouched, to
// the Protect that expects it; any other panic is a fault of the
// optimised code and becomes an R error whose message a.Fault(r) gives,
// after the frames, handlers and restarts pushed since the start have
// been unwound as Protect unwinds them.
func (in *Interp) RunActivation(a Activation) (v rt.Value, err error) {
	if in.evalDepth++; in.evalDepth > in.maxDepth {
		in.evalDepth--
		return nil, in.tooDeep()
	}
	if in.interrupted() {
		in.evalDepth--
		return nil, in.interruptError()
	}
	nf, nh, nr, depth := len(in.Frames), len(in.Handlers), len(in.Restarts), in.evalDepth-1
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if _, ok := r.(unwind); ok {
			panic(r)
		}
		msg := a.Fault(r)
		if os.Getenv("GORIR_TRACEBACK") != "" {
			msg += "\n" + string(debug.Stack())
		}
		in.evalDepth = depth
		in.Handlers = in.Handlers[:min(nh, len(in.Handlers))]
		in.Restarts = in.Restarts[:min(nr, len(in.Restarts))]
		v, err = nil, in.unwindFrames(nf, &RError{Call: rt.Nil, Msg: msg})
	}()
	v, err = a.Run()
	in.evalDepth--
	return v, err
}

// PollInterrupt is the check the interpreter makes at every loop
// back-edge: R's interrupt condition when an interrupt is pending.
func (in *Interp) PollInterrupt() error {
	if in.interrupt.Load() {
		return in.interruptError()
	}
	return nil
}

// ForNext is ForStep and the position of the element it moved to in
// one, for a loop whose element optimised code reads unboxed: more is
// false at the end of the sequence; otherwise the element is seq's k-th
// (when seq is not a vector of the kind the code wants, ForElem gives
// it boxed). Like ForElem it makes the state forget the box the
// interpreter last bound to the loop variable.
func ForNext(state rt.Value) (seq rt.Value, k int, more bool) {
	st := state.(*forState)
	k = st.i
	if k >= st.n {
		return nil, 0, false
	}
	st.i++
	st.box = nil
	return st.seq, k, true
}

// ForCurrent returns the sequence of a loop state and the position in it
// of the element ForStep last moved to: what ForElem would return,
// without boxing it. Like ForElem it makes the state forget the box the
// interpreter last bound to the loop variable.
func ForCurrent(state rt.Value) (seq rt.Value, i int) {
	st := state.(*forState)
	st.box = nil
	return st.seq, st.i - 1
}

// EndCall ends the call whose frame fr optimised code pushed (with
// PushFrame) for an inlined closure, as a closure call ends: a return()
// jump to fr.Env becomes its value, an error leaving it gets its call and
// traceback and is offered to the handlers, its on.exit code runs, and
// the frame is popped. fr must be the innermost frame.
func (in *Interp) EndCall(fr *Frame, v rt.Value, err error) (rt.Value, error) {
	return in.unwindFrame(fr, v, err)
}
