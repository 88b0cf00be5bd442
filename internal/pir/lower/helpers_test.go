package lower

import (
	"bytes"
	"testing"

	"gorir/internal/base"
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// newSession returns an interpreter with the base library, writing R's
// output to the returned buffer.
func newSession(t testing.TB) (*vm.Interp, *bytes.Buffer) {
	t.Helper()
	in := vm.New()
	base.Install(in)
	var out bytes.Buffer
	in.Stdout, in.Stderr = &out, &out
	return in, &out
}

// parse parses one R expression.
func parse(t testing.TB, src string) rt.Value {
	t.Helper()
	exprs, err := syntax.ParseAll("test", []byte(src), syntax.Options{})
	if err != nil || len(exprs) != 1 {
		t.Fatalf("parse %q: %v", src, err)
	}
	return exprs[0]
}

// evalR runs R source at top level in the global environment and
// returns the last value.
func evalR(t testing.TB, in *vm.Interp, src string) rt.Value {
	t.Helper()
	exprs, err := syntax.ParseAll("test", []byte(src), syntax.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	var v rt.Value
	for _, e := range exprs {
		if v, err = in.Exec(vm.CompileTopLevel(e), in.Global); err != nil {
			t.Fatalf("eval %s: %v", src, err)
		}
	}
	return v
}

// closure returns the closure bound to name in the global environment.
func closure(t testing.TB, in *vm.Interp, name string) *rt.Closure {
	t.Helper()
	clo, ok := in.Global.Get(rt.Intern(name)).(*rt.Closure)
	if !ok {
		t.Fatalf("%s is not a closure", name)
	}
	return clo
}

// site makes a call site for the R call src.
func site(t testing.TB, src string) *vm.CallSite {
	t.Helper()
	call, ok := parse(t, src).(*rt.Lang)
	if !ok {
		t.Fatalf("%s is not a call", src)
	}
	return &vm.CallSite{Call: call, Fn: call.FnSym()}
}

// callAux is a CallAux with the site of src.
func callAux(t testing.TB, src string) *pir.CallAux {
	return &pir.CallAux{Site: site(t, src)}
}

// builder appends instructions to a block of a code under construction.
type builder struct {
	c *pir.Code
	b *pir.Block
}

func newBuilder(name string, src *vm.Code) *builder {
	c := pir.NewCode(name, src)
	return &builder{c: c, b: c.Entry()}
}

// at makes b the block appended to.
func (p *builder) at(b *pir.Block) *builder { p.b = b; return p }

// add appends op(args) with type t and aux.
func (p *builder) add(op pir.Op, t pir.Type, aux any, args ...*pir.Instr) *pir.Instr {
	i := p.b.Append(op, args...)
	i.Type = t
	i.Aux = aux
	return i
}

// cnst appends LdConst v with v's most precise type.
func (p *builder) cnst(v rt.Value) *pir.Instr {
	t := pir.TypeOf(v)
	return p.add(pir.LdConst, t, v)
}

// arg appends LdArg(k) with type t.
func (p *builder) arg(k int, t pir.Type) *pir.Instr {
	i := p.add(pir.LdArg, t, nil)
	i.AuxInt = int64(k)
	return i
}

// env returns the fixed environment k.
func (p *builder) env(k pir.EnvConst) *pir.Instr { return p.c.EnvConstInstr(k) }

// jmp ends the current block with a jump to to.
func (p *builder) jmp(to *pir.Block) {
	p.b.Append(pir.Jmp)
	p.b.AddEdge(to)
}

// branch ends the current block with Branch(t, yes, no).
func (p *builder) branch(t *pir.Instr, yes, no *pir.Block) {
	p.b.Append(pir.Branch, t)
	p.b.AddEdge(yes)
	p.b.AddEdge(no)
}

// ret ends the current block with Return(v).
func (p *builder) ret(v *pir.Instr) { p.b.Append(pir.Return, v) }

// version wraps the code as a closure version of a function named name.
func (p *builder) version(name string, formals *rt.PairList, nargs int) *pir.Version {
	fn := &pir.Function{Name: name, Code: p.c.Source, Formals: formals}
	v := &pir.Version{Func: fn, Body: p.c, Context: pir.Context{NArgs: nargs}}
	fn.Versions = append(fn.Versions, v)
	return v
}

// mustCompile lowers v or fails the test.
func mustCompile(t testing.TB, v *pir.Version, opts Options) *Compiled {
	t.Helper()
	c, err := Compile(v, opts)
	if err != nil {
		t.Fatalf("Compile: %v\n%s", err, v)
	}
	return c
}

// callLowered calls clo through its lowered version c, as the jit would:
// in a frame pushed and unwound by the interpreter.
func callLowered(in *vm.Interp, c *Compiled, clo *rt.Closure, args ...rt.Value) (rt.Value, error) {
	return inFrame(in, clo, args, func(fr *vm.Frame) (rt.Value, error) { return c.Call(in, fr, args) })
}

// inFrame runs body in the frame of a call f(args…) of clo.
func inFrame(in *vm.Interp, clo *rt.Closure, args []rt.Value, body func(fr *vm.Frame) (rt.Value, error)) (rt.Value, error) {
	call := &rt.Lang{Fn: rt.Intern("f")}
	actual := make([]rt.Arg, len(args))
	for k, a := range args {
		actual[k].Val = a
		call.Args = append(call.Args, rt.Arg{Val: a})
	}
	fr := in.NewFrame(call, clo, actual, in.Global, nil)
	return in.RunFrame(fr, func() (rt.Value, error) { return body(fr) })
}

// callBaseline calls clo with the interpreter alone.
func callBaseline(in *vm.Interp, clo *rt.Closure, args ...rt.Value) (rt.Value, error) {
	call := &rt.Lang{Fn: rt.Intern("f")}
	actual := make([]rt.Arg, len(args))
	for k, a := range args {
		actual[k].Val = a
		call.Args = append(call.Args, rt.Arg{Val: a})
	}
	return in.CallValue(clo, actual, call, in.Global)
}

// deparse renders a value for comparisons.
func deparse(v rt.Value) string {
	if v == nil {
		return "<nil>"
	}
	lines := syntax.Deparse(v, syntax.DeparseOptions{})
	var b bytes.Buffer
	for k, l := range lines {
		if k > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l)
	}
	return b.String()
}
