package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// findPC returns the pc of the n-th (from 0) instruction of code whose
// disassembly line contains text, failing the test when there is none.
func findPC(t *testing.T, code *vm.Code, text string, n int) int {
	t.Helper()
	lines := strings.Split(code.Disasm(), "\n")
	for pc := range code.Instrs {
		// Line 0 is the header; pc k is line k+1.
		if strings.Contains(lines[pc+1], text) {
			if n == 0 {
				return pc
			}
			n--
		}
	}
	t.Fatalf("no %q in\n%s", text, code.Disasm())
	return -1
}

// deoptFunction is
//
//	f <- function(x) { y <- x * 2; z <- y + g(x); z * 10 }
//	g <- function(x) { cat("g\n"); x + 100 }
//
// and a hand-built version of f that speculates, after y <- x * 2, that
// x is an integer: with a double x the Assume fails, and the baseline
// must resume at the pc of `LdFun g` in z <- y + g(x) with y's value on
// its operand stack and y bound in f's environment.
func deoptFunction(t *testing.T, in *vm.Interp) (*rt.Closure, *pir.Version) {
	evalR(t, in, `
		f <- function(x) { y <- x * 2; z <- y + g(x); z * 10 }
		g <- function(x) { cat("g\n"); x + 100 }`)
	clo := closure(t, in, "f")
	code := vm.ClosureCode(clo)
	resume := findPC(t, code, "LdFun          g", 0)
	if code.Instrs[resume-1].Op != vm.OpLdVar {
		t.Fatalf("expected LdVar y before pc %d:\n%s", resume, code.Disasm())
	}
	promX := code.Codes[code.Instrs[resume+1].A] // the MkProm <x> of g(x)

	p := newBuilder("f", code)
	o := p.env(pir.ClosureEnv)
	main, deopt := p.c.NewBlock(), p.c.NewBlock()
	x := p.arg(0, pir.Any)
	env := p.add(pir.MkEnv, pir.Env, &pir.EnvAux{Names: []*rt.Symbol{rt.Intern("x")}, Closure: code, Formals: clo.Formals}, x, o)
	lx := p.add(pir.LdVar, pir.Any, rt.Intern("x"), env)
	fx := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), lx, env)
	y := p.add(pir.Mul, pir.AnyValue, callAux(t, "x * 2"), fx, p.cnst(rt.DoubleScalar(2)), env)
	p.add(pir.StVar, pir.Void, rt.Intern("y"), y, env)
	p.add(pir.Invisible, pir.Void, nil)
	fs := p.add(pir.FrameState, pir.FrameStateT, &pir.FrameStateAux{Code: code, PC: resume, Stack: 1}, y, env)
	cp := p.b.Append(pir.Checkpoint)
	p.b.AddEdge(main)
	p.b.AddEdge(deopt)

	p.at(main)
	isInt := p.add(pir.IsType, pir.Test, pir.Type{Kinds: pir.KInteger, Flags: pir.MaybeNA | pir.MaybeAttrs}, fx)
	p.add(pir.Assume, pir.Void, pir.DeoptReason{Kind: pir.DeoptType, Code: code, PC: resume}, isInt, cp)
	gs := site(t, "g(x)")
	gfn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: gs, Fn: rt.Intern("g")}, env)
	prom := p.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promX}, env)
	gv := p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: gs}, gfn, prom, env)
	z := p.add(pir.Add, pir.AnyValue, callAux(t, "y + g(x)"), y, gv, env)
	p.add(pir.StVar, pir.Void, rt.Intern("z"), z, env)
	r := p.add(pir.Mul, pir.AnyValue, callAux(t, "z * 10"), z, p.cnst(rt.DoubleScalar(10)), env)
	p.ret(r)

	p.at(deopt)
	deopt.Deopt = true
	deopt.Append(pir.Deopt, fs)
	return clo, p.version("f", clo.Formals, 1)
}

// TestAssumeFailureResumesBaseline checks (c): a failing Assume resumes
// the baseline at the framestate's pc with its stack and environment,
// and the call's result (and output) equal the baseline's alone.
func TestAssumeFailureResumesBaseline(t *testing.T) {
	in, out := newSession(t)
	clo, v := deoptFunction(t, in)
	var reasons []pir.DeoptReason
	c := mustCompile(t, v, Options{OnDeopt: func(r pir.DeoptReason) { reasons = append(reasons, r) }})

	want, err := callBaseline(in, clo, rt.DoubleScalar(3))
	if err != nil {
		t.Fatal(err)
	}
	wantOut := out.String()
	out.Reset()

	// An integer argument keeps y an integer: no deopt.
	got, err := callLowered(in, c, clo, rt.IntScalar(3))
	if err != nil {
		t.Fatal(err)
	}
	if deparse(got) != "1090" || len(reasons) != 0 || out.String() != "g\n" {
		t.Errorf("f(3L) = %s, deopts %v, output %q", deparse(got), reasons, out.String())
	}
	out.Reset()

	// A double argument fails the Assume.
	var env *rt.Env
	got, err = inFrame(in, clo, []rt.Value{rt.DoubleScalar(3)}, func(fr *vm.Frame) (rt.Value, error) {
		v, err := c.Call(in, fr, []rt.Value{rt.DoubleScalar(3)})
		env = fr.Env
		return v, err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !sameValue(got, want) || out.String() != wantOut {
		t.Errorf("after deopt f(3) = %s with output %q; baseline %s with %q", deparse(got), out.String(), deparse(want), wantOut)
	}
	if len(reasons) != 1 || reasons[0].Kind != pir.DeoptType {
		t.Errorf("deopts = %v, want one of kind type", reasons)
	}
	if env == nil {
		t.Fatal("the closure environment was not recorded on the frame")
	}
	for name, w := range map[string]string{"x": "3", "y": "6", "z": "109"} {
		v, _ := env.Lookup(rt.Intern(name))
		if p, ok := v.(*rt.Promise); ok {
			v = p.Val
		}
		if deparse(v) != w {
			t.Errorf("after deopt %s = %s, want %s", name, deparse(v), w)
		}
	}
}

// TestChaosDeopt checks (d): with chaos failing every Assume, results and
// output are still the baseline's.
func TestChaosDeopt(t *testing.T) {
	in, out := newSession(t)
	clo, v := deoptFunction(t, in)
	deopts := 0
	c := mustCompile(t, v, Options{Chaos: func() bool { return true }, OnDeopt: func(pir.DeoptReason) { deopts++ }})
	for _, arg := range []rt.Value{rt.IntScalar(3), rt.DoubleScalar(-1.5), rt.IntScalar(0)} {
		out.Reset()
		want, werr := callBaseline(in, clo, arg)
		wantOut := out.String()
		out.Reset()
		got, gerr := callLowered(in, c, clo, arg)
		if (werr == nil) != (gerr == nil) || !sameValue(got, want) || out.String() != wantOut {
			t.Errorf("f(%s): chaos %s %v %q, baseline %s %v %q", deparse(arg), deparse(got), gerr, out.String(), deparse(want), werr, wantOut)
		}
	}
	if deopts != 3 {
		t.Errorf("%d deopts, want 3", deopts)
	}
}

// loopDeoptVersion builds a version of
//
//	f <- function(n) { s <- 0; for (i in 1:n) s <- s + i; s }
//
// whose loop keeps s in an unboxed phi and speculates i < 5: at i = 5
// the Assume fails, the deopt branch stores s into the environment and
// the baseline resumes the loop body (at the ArithAssign of s <- s + i)
// with the loop state on its stack.
func loopDeoptVersion(t *testing.T, in *vm.Interp) (*rt.Closure, *pir.Version) {
	evalR(t, in, `f <- function(n) { s <- 0; for (i in 1:n) s <- s + i; s }`)
	clo := closure(t, in, "f")
	code := vm.ClosureCode(clo)
	body := findPC(t, code, "ArithAssign", 0)
	if code.Instrs[body-1].Op != vm.OpForStep {
		t.Fatalf("expected ForStep before pc %d:\n%s", body, code.Disasm())
	}
	forSite := code.Sites[code.Instrs[findPC(t, code, "ForInit", 0)].B]

	p := newBuilder("f", code)
	o := p.env(pir.ClosureEnv)
	head, loop, cont, exit, deopt := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	n := p.arg(0, pir.Any)
	env := p.add(pir.MkEnv, pir.Env, &pir.EnvAux{Names: []*rt.Symbol{rt.Intern("n")}, Closure: code, Formals: clo.Formals}, n, o)
	zero := p.cnst(rt.DoubleScalar(0))
	ln := p.add(pir.LdVar, pir.Any, rt.Intern("n"), env)
	fn := p.add(pir.Force, pir.AnyValue, rt.Intern("n"), ln, env)
	seq := p.add(pir.Colon, pir.AnyValue, callAux(t, "1:n"), p.cnst(rt.DoubleScalar(1)), fn, env)
	st := p.add(pir.ForInit, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: forSite, Name: rt.Intern("i")}, seq, env)
	p.jmp(head)

	p.at(head)
	s := p.add(pir.Phi, pir.DoubleScalar, nil)
	more := p.add(pir.ForStep, pir.Test, nil, st)
	p.branch(more, loop, exit)

	p.at(loop)
	i := p.add(pir.ForElem, pir.IntScalar, nil, st)
	p.add(pir.StVar, pir.Void, rt.Intern("i"), i, env)
	fs := p.add(pir.FrameState, pir.FrameStateT, &pir.FrameStateAux{Code: code, PC: body, Stack: 1}, st, env)
	cp := p.b.Append(pir.Checkpoint)
	p.b.AddEdge(cont)
	p.b.AddEdge(deopt)

	p.at(cont)
	lt := p.add(pir.Lt, pir.LogicalScalar, callAux(t, "i < 5L"), i, p.cnst(rt.IntScalar(5)), env)
	test := p.add(pir.AsTest, pir.Test, callAux(t, "if (i < 5L) NULL"), lt)
	p.add(pir.Assume, pir.Void, pir.DeoptReason{Kind: pir.DeoptBranch, Code: code, PC: body}, test, cp)
	s2 := p.add(pir.Add, pir.DoubleScalar, callAux(t, "s + i"), s, i, env)
	p.jmp(head)
	s.Args = []*pir.Instr{zero, s2}

	p.at(exit)
	p.ret(s)

	p.at(deopt)
	deopt.Deopt = true
	p.add(pir.StVar, pir.Void, rt.Intern("s"), s, env)
	deopt.Append(pir.Deopt, fs)
	return clo, p.version("f", clo.Formals, 1)
}

// TestDeoptInLoop deoptimises in the middle of a loop whose variable s
// lives in a register: the deopt branch materialises it and the
// baseline finishes the loop.
func TestDeoptInLoop(t *testing.T) {
	for _, chaos := range []bool{false, true} {
		in, _ := newSession(t)
		clo, v := loopDeoptVersion(t, in)
		deopts := 0
		opts := Options{OnDeopt: func(pir.DeoptReason) { deopts++ }}
		if chaos {
			opts.Chaos = func() bool { return true }
		}
		c := mustCompile(t, v, opts)
		for _, n := range []float64{3, 4, 5, 10, 100} {
			want, err := callBaseline(in, clo, rt.DoubleScalar(n))
			if err != nil {
				t.Fatal(err)
			}
			got, err := callLowered(in, c, clo, rt.DoubleScalar(n))
			if err != nil {
				t.Fatal(err)
			}
			if !sameValue(got, want) {
				t.Errorf("chaos %v: f(%v) = %s, baseline %s", chaos, n, deparse(got), deparse(want))
			}
		}
		// Without chaos only n >= 5 reaches i = 5.
		if want := map[bool]int{false: 3, true: 5}[chaos]; deopts != want {
			t.Errorf("chaos %v: %d deopts, want %d", chaos, deopts, want)
		}
	}
}
