package lower

import (
	"fmt"
	"strings"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Options control a compilation.
type Options struct {
	// Chaos, when set, is called at every Assume; true makes the Assume
	// fail as if its test were false (deopt chaos testing).
	Chaos func() bool
	// OnDeopt, when set, is called once per deoptimisation, before the
	// baseline resumes, with the reason of the Assume that failed (or
	// DeoptReason{Kind: pir.DeoptChaos} for a Deopt reached without one).
	OnDeopt func(reason pir.DeoptReason)
}

// Compiled is a version lowered to executable form. It may be run by
// several activations at once (recursion) and from several goroutines,
// each with its own interpreter.
type Compiled struct {
	version *pir.Version
	opts    Options
	code    []instr
	// srcs gives the PIR instruction each lowered one comes from.
	srcs      []*pir.Instr
	tmpl      template
	envConsts []envInit
	// free holds the activation records not in use (a version runs
	// recursively, so there may be several). A version belongs to one
	// interpreter, which runs on one goroutine: no locking.
	free []*frame
}

// Compile lowers v. It returns an error saying why when v contains
// something the backend cannot run (an op it does not implement, an
// operand whose type contradicts its use, a malformed CFG).
func Compile(v *pir.Version, opts Options) (c *Compiled, err error) {
	if v == nil || v.Body == nil {
		return nil, fmt.Errorf("lower: no version body")
	}
	l := &lowerer{v: v, body: v.Body}
	defer func() {
		// Malformed PIR (an operand of the wrong shape, a missing aux)
		// is refused, not a crash.
		if r := recover(); r != nil {
			what := ""
			if l.cur != nil {
				what = " at " + describe(l.cur)
			}
			c, err = nil, fmt.Errorf("lower: cannot lower %s%s: malformed instruction: %v", l.name(), what, r)
		}
	}()
	c, err = l.compile()
	if err != nil {
		return nil, err
	}
	c.opts = opts
	return c, nil
}

// Version is the PIR version c was compiled from.
func (c *Compiled) Version() *pir.Version { return c.version }

// Call runs a closure version: args are the arguments matched to the
// closure's formals (what LdArg(i) yields) and fr the call's frame,
// already pushed by the caller, whose Env the version's closure
// environment fills in when it is made. It returns the body's value, or
// the R error (or non-local jump) that ended it; the caller unwinds the
// frame.
func (c *Compiled) Call(in *vm.Interp, fr *vm.Frame, args []rt.Value) (rt.Value, error) {
	if c.version.OSR {
		return nil, in.Errorf(nil, "internal error: Call of an OSR version")
	}
	f := c.getFrame()
	f.in, f.fr, f.args = in, fr, args
	return c.enter(f)
}

// RunOSR runs an OSR version from its entry: env is the environment the
// baseline was running in (LdEnvConst O), and stack and temps the
// baseline's operand stack and temporaries (OSRValue(k) is stack[k] for
// k < len(stack), else temps[k-len(stack)]). It returns the outcome of
// the rest of the code.
func (c *Compiled) RunOSR(in *vm.Interp, env *rt.Env, stack, temps []rt.Value) (rt.Value, error) {
	if !c.version.OSR {
		return nil, in.Errorf(nil, "internal error: OSR entry into a closure version")
	}
	f := c.getFrame()
	f.in, f.osrEnv, f.stack, f.temps = in, env, stack, temps
	return c.enter(f)
}

// CallFrame runs a closure version as the call whose frame is fr: it
// pushes fr, runs the code with the matched arguments, and ends the call
// (vm.Interp.RunFrame, without its closure).
func (c *Compiled) CallFrame(in *vm.Interp, fr *vm.Frame, args []rt.Value) (rt.Value, error) {
	if c.version.OSR {
		return nil, in.Errorf(nil, "internal error: Call of an OSR version")
	}
	f := c.getFrame()
	f.in, f.fr, f.args, f.c = in, fr, args, c
	v, err := in.RunFrameActivation(fr, f)
	c.putFrame(f)
	return v, err
}

func (c *Compiled) getFrame() *frame {
	if n := len(c.free); n > 0 {
		f := c.free[n-1]
		c.free[n-1] = nil
		c.free = c.free[:n-1]
		return f
	}
	return c.tmpl.newFrame()
}

func (c *Compiled) putFrame(f *frame) {
	f.release()
	c.free = append(c.free, f)
}

// enter runs the activation f under the interpreter's depth, interrupt
// and fault handling.
func (c *Compiled) enter(f *frame) (rt.Value, error) {
	f.c = c
	v, err := f.in.RunActivation(f)
	c.putFrame(f)
	return v, err
}

// Run and Fault make an activation record a vm.Activation.
func (f *frame) Run() (rt.Value, error) { return f.c.run(f) }

// Fault describes a Go panic that escaped the activation.
func (f *frame) Fault(r any) string { return f.c.fault(f, r) }

// run fills in the fixed environments, runs the code, and ends the
// contexts of inlined calls still open when it leaves.
func (c *Compiled) run(f *frame) (rt.Value, error) {
	in := f.in
	for _, ec := range c.envConsts {
		var e *rt.Env
		switch ec.k {
		case pir.GlobalEnv:
			e = in.Global
		case pir.BaseEnv:
			e = in.Base
		case pir.EmptyEnv:
			e = in.Empty
		case pir.ClosureEnv:
			if f.fr != nil {
				if clo, ok := f.fr.Fn.(*rt.Closure); ok {
					e = clo.Env
				}
			} else {
				e = f.osrEnv
			}
		}
		f.e[ec.idx] = e
	}
	v, err := c.exec(f)
	if len(f.ctxs) > 0 {
		v, err = c.endContexts(f, v, err)
	}
	return v, err
}

// fault describes a Go panic of the code as an R error message naming
// the instruction that failed.
func (c *Compiled) fault(f *frame, r any) string {
	what := "optimised code"
	if f.pc >= 0 && f.pc < len(c.srcs) && c.srcs[f.pc] != nil {
		what = describe(c.srcs[f.pc])
	}
	return fmt.Sprintf("internal error in optimised code of %s at %s: %v", c.name(), what, r)
}

func (c *Compiled) name() string {
	if c.version.Func != nil && c.version.Func.Name != "" {
		return c.version.Func.Name
	}
	return "<anonymous>"
}

// internal returns the R error for a fault found by a check rather than
// a panic.
func (c *Compiled) internal(f *frame, x *slow, format string, args ...any) error {
	return f.in.Errorf(nil, "internal error in optimised code of %s at %s: %s", c.name(), x.what(), fmt.Sprintf(format, args...))
}

// typeFault is the error for a value that contradicts the type of the
// instruction that produced it.
func (c *Compiled) typeFault(f *frame, x *slow, v rt.Value) error {
	got := "nothing"
	if v != nil {
		got = pir.TypeOf(v).String()
	}
	want := "?"
	if x != nil && x.src != nil {
		want = x.src.Type.String()
	}
	return c.internal(f, x, "a value of type %s where %s was expected", got, want)
}

// Disasm renders the lowered code, for debugging and tests.
func (c *Compiled) Disasm() string {
	var b strings.Builder
	for pc, in := range c.code {
		fmt.Fprintf(&b, "%4d  %s\n", pc, in)
	}
	return b.String()
}
