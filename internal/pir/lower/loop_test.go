package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// scalarLoop builds the version of
//
//	function(n) { s <- 0; i <- 0; while (i < n) { s <- s + i * 0.5; i <- i + 1 }; s }
//
// after scope resolution and type speculation: n, s and i are plain
// double scalars, s and i are phis.
//
//	BB0: %n = LdArg(0); %z, %half, %one = LdConst …; Branch BB1
//	BB1: %s = Phi(BB0:%z, BB2:%s2); %i = Phi(BB0:%z, BB2:%i2)
//	     %c = Lt(%i, %n) G; %t = AsTest(%c); Branch(%t, BB2, BB3)
//	BB2: %x = Mul(%i, %half) G; %s2 = Add(%s, %x) G; %i2 = Add(%i, %one) G; Branch BB1
//	BB3: Return(%s)
func scalarLoop(t testing.TB) *pir.Version {
	p := newBuilder("loop", nil)
	g := p.env(pir.GlobalEnv)
	head, body, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	n := p.arg(0, pir.DoubleScalar)
	zero := p.cnst(rt.DoubleScalar(0))
	half := p.cnst(rt.DoubleScalar(0.5))
	one := p.cnst(rt.DoubleScalar(1))
	p.jmp(head)

	p.at(head)
	s := p.add(pir.Phi, pir.DoubleScalar, nil)
	i := p.add(pir.Phi, pir.DoubleScalar, nil)
	c := p.add(pir.Lt, pir.LogicalScalar, callAux(t, "i < n"), i, n, g)
	test := p.add(pir.AsTest, pir.Test, callAux(t, "while (i < n) NULL"), c)
	p.branch(test, body, exit)

	p.at(body)
	x := p.add(pir.Mul, pir.DoubleScalar, callAux(t, "i * 0.5"), i, half, g)
	s2 := p.add(pir.Add, pir.DoubleScalar, callAux(t, "s + i * 0.5"), s, x, g)
	i2 := p.add(pir.Add, pir.DoubleScalar, callAux(t, "i + 1"), i, one, g)
	p.jmp(head)
	s.Args = []*pir.Instr{zero, s2}
	i.Args = []*pir.Instr{zero, i2}

	p.at(exit)
	p.ret(s)
	return p.version("loop", nil, 1)
}

func loopResult(n float64) float64 {
	s := 0.0
	for i := 0.0; i < n; i++ {
		s += i * 0.5
	}
	return s
}

func TestScalarLoop(t *testing.T) {
	in, _ := newSession(t)
	clo := &rt.Closure{Env: in.Global}
	c := mustCompile(t, scalarLoop(t), Options{})
	for _, n := range []float64{0, 1, 10, 1000} {
		v, err := callLowered(in, c, clo, rt.DoubleScalar(n))
		if err != nil {
			t.Fatal(err)
		}
		if d, ok := v.(*rt.Double); !ok || d.V[0] != loopResult(n) {
			t.Errorf("loop(%v) = %s, want %v", n, deparse(v), loopResult(n))
		}
	}
}

// TestScalarLoopAllocatesNothingPerIteration checks the point of the
// unboxed registers: the loop's iterations allocate nothing (the whole
// call allocates the same for 10 and for 10000 iterations).
func TestScalarLoopAllocatesNothingPerIteration(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
	in, _ := newSession(t)
	clo := &rt.Closure{Env: in.Global}
	c := mustCompile(t, scalarLoop(t), Options{})
	fr := in.NewFrame(&rt.Lang{Fn: rt.Intern("loop")}, clo, nil, in.Global, nil)
	in.Frames = append(in.Frames, fr)
	small, large := []rt.Value{rt.DoubleScalar(10)}, []rt.Value{rt.DoubleScalar(10000)}
	c.Call(in, fr, small) // warm the frame pool
	a10 := testing.AllocsPerRun(100, func() { c.Call(in, fr, small) })
	a10k := testing.AllocsPerRun(100, func() { c.Call(in, fr, large) })
	if a10k != a10 {
		t.Errorf("allocations: %v for 10 iterations, %v for 10000", a10, a10k)
	}
	// Boxing the result is the one allocation a call needs.
	if a10 > 1 {
		t.Errorf("a call allocates %v times, want at most 1", a10)
	}
}

// TestForLoopUnboxedElement runs a for loop over an integer sequence
// whose element and sum stay unboxed:
//
//	s <- 0L; for (i in seq) s <- s + i; s
func TestForLoopUnboxedElement(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("sum", nil)
	g := p.env(pir.GlobalEnv)
	head, body, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	seq := p.arg(0, pir.Type{Kinds: pir.KInteger})
	zero := p.cnst(rt.IntScalar(0))
	st := p.add(pir.ForInit, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: site(t, "for (i in seq) s <- s + i"), Name: rt.Intern("i")}, seq, g)
	p.jmp(head)
	p.at(head)
	s := p.add(pir.Phi, pir.IntScalar, nil)
	more := p.add(pir.ForStep, pir.Test, nil, st)
	p.branch(more, body, exit)
	p.at(body)
	i := p.add(pir.ForElem, pir.IntScalar, nil, st)
	s2 := p.add(pir.Add, pir.IntScalar, callAux(t, "s + i"), s, i, g)
	p.jmp(head)
	s.Args = []*pir.Instr{zero, s2}
	p.at(exit)
	p.ret(s)
	c := mustCompile(t, p.version("sum", nil, 1), Options{})
	clo := &rt.Closure{Env: in.Global}
	seqv := evalR(t, in, "1:100")
	v, err := callLowered(in, c, clo, seqv)
	if err != nil {
		t.Fatal(err)
	}
	if got := deparse(v); got != "5050L" {
		t.Errorf("sum = %s, want 5050L", got)
	}
	// The step, its branch and the element are one instruction.
	if d := c.Disasm(); !strings.Contains(d, "forNextI") || strings.Contains(d, "forElem") {
		t.Errorf("the loop's step is not fused:\n%s", d)
	}
	if raceEnabled {
		return
	}
	fr := in.NewFrame(&rt.Lang{Fn: rt.Intern("sum")}, clo, nil, in.Global, nil)
	in.Frames = append(in.Frames, fr)
	args := []rt.Value{seqv}
	if a := testing.AllocsPerRun(50, func() { c.Call(in, fr, args) }); a > 3 {
		// The loop state and the result's box; nothing per element.
		t.Errorf("a 100-element loop allocates %v times", a)
	}
}

// TestForLoopDoubleElement is TestForLoopUnboxedElement over a double
// sequence, whose element is fetched by forNextF, and over an empty one.
//
//	s <- 0; for (x in seq) s <- s + x; s
func TestForLoopDoubleElement(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("sum", nil)
	g := p.env(pir.GlobalEnv)
	head, body, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	seq := p.arg(0, pir.Type{Kinds: pir.KDouble})
	zero := p.cnst(rt.DoubleScalar(0))
	st := p.add(pir.ForInit, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: site(t, "for (x in seq) s <- s + x"), Name: rt.Intern("x")}, seq, g)
	p.jmp(head)
	p.at(head)
	s := p.add(pir.Phi, pir.DoubleScalar, nil)
	more := p.add(pir.ForStep, pir.Test, nil, st)
	p.branch(more, body, exit)
	p.at(body)
	x := p.add(pir.ForElem, pir.DoubleScalar, nil, st)
	s2 := p.add(pir.Add, pir.DoubleScalar, callAux(t, "s + x"), s, x, g)
	p.jmp(head)
	s.Args = []*pir.Instr{zero, s2}
	p.at(exit)
	p.ret(s)
	c := mustCompile(t, p.version("sum", nil, 1), Options{})
	if d := c.Disasm(); !strings.Contains(d, "forNextF") {
		t.Errorf("the loop's step is not fused:\n%s", d)
	}
	for src, want := range map[string]string{"c(0.5, 1.25, 2)": "3.75", "double()": "0"} {
		v, err := callLowered(in, c, &rt.Closure{Env: in.Global}, evalR(t, in, src))
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != want {
			t.Errorf("sum(%s) = %s, want %s", src, got, want)
		}
	}
}

// TestPhiSwap checks that the phis of a block take their values as a
// parallel copy: a, b <- b, a in a loop (a cycle of moves).
//
//	repeat n times: a, b <- b, a + b   (Fibonacci)
func TestPhiSwap(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("fib", nil)
	g := p.env(pir.GlobalEnv)
	head, body, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	n := p.arg(0, pir.IntScalar)
	zero := p.cnst(rt.IntScalar(0))
	one := p.cnst(rt.IntScalar(1))
	p.jmp(head)
	p.at(head)
	a := p.add(pir.Phi, pir.IntScalar, nil)
	b := p.add(pir.Phi, pir.IntScalar, nil)
	k := p.add(pir.Phi, pir.IntScalar, nil)
	c := p.add(pir.Lt, pir.LogicalScalar, callAux(t, "k < n"), k, n, g)
	test := p.add(pir.AsTest, pir.Test, callAux(t, "while (k < n) NULL"), c)
	p.branch(test, body, exit)
	p.at(body)
	ab := p.add(pir.Add, pir.IntScalar, callAux(t, "a + b"), a, b, g)
	k2 := p.add(pir.Add, pir.IntScalar, callAux(t, "k + 1L"), k, one, g)
	p.jmp(head)
	a.Args = []*pir.Instr{zero, b}
	b.Args = []*pir.Instr{one, ab}
	k.Args = []*pir.Instr{zero, k2}
	p.at(exit)
	p.ret(a)
	cc := mustCompile(t, p.version("fib", nil, 1), Options{})
	want := []string{"0L", "1L", "1L", "2L", "3L", "5L", "8L", "13L"}
	for m, w := range want {
		v, err := callLowered(in, cc, &rt.Closure{Env: in.Global}, rt.IntScalar(int32(m)))
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != w {
			t.Errorf("fib(%d) = %s, want %s", m, got, w)
		}
	}
}

// TestLoopIsInterruptible interrupts a loop from inside (a builtin the
// body calls requests the interrupt): the loop's back-edge sees it and
// the call ends with R's interrupt condition.
func TestLoopIsInterruptible(t *testing.T) {
	in, _ := newSession(t)
	calls := 0
	intr := in.DefineBuiltin(&vm.BuiltinDef{Name: "intr", Fn: func(in *vm.Interp, _ *vm.Call) (rt.Value, error) {
		calls++
		if calls == 3 {
			in.Interrupt()
		}
		return rt.Nil, nil
	}})
	p := newBuilder("spin", nil)
	g := p.env(pir.GlobalEnv)
	head := p.c.NewBlock()
	p.jmp(head)
	p.at(head)
	p.add(pir.CallBuiltin, pir.AnyValue, &pir.CallAux{Site: site(t, "intr()"), Target: intr}, g)
	p.jmp(head)
	c := mustCompile(t, p.version("spin", nil, 0), Options{})
	_, err := callLowered(in, c, closureFor(in))
	if _, ok := err.(*vm.Interrupt); !ok || calls != 3 {
		t.Errorf("err = %v after %d calls, want an interrupt after 3", err, calls)
	}
}

// collatz builds the Collatz step count of x0 with x an integer or a
// double (a number register: x starts as the integer argument and
// becomes a double at the first x / 2 or 3 * x + 1):
//
//	x <- x0; k <- 0L
//	while (x != 1) { if (x %% 2 == 0) x <- x / 2 else x <- 3 * x + 1; k <- k + 1L }
//	x (with ret = "x") or k
func collatz(t *testing.T, ret string) *pir.Version {
	p := newBuilder("collatz", nil)
	g := p.env(pir.GlobalEnv)
	num := pir.Type{Kinds: pir.KInteger | pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}
	head, body, even, odd, join, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	x0 := p.arg(0, pir.IntScalar)
	zero, oneI := p.cnst(rt.IntScalar(0)), p.cnst(rt.IntScalar(1))
	one, two, three, zeroD := p.cnst(rt.DoubleScalar(1)), p.cnst(rt.DoubleScalar(2)), p.cnst(rt.DoubleScalar(3)), p.cnst(rt.DoubleScalar(0))
	p.jmp(head)
	p.at(head)
	x := p.add(pir.Phi, num, nil)
	k := p.add(pir.Phi, pir.IntScalar, nil)
	ne := p.add(pir.Ne, pir.LogicalScalar, callAux(t, "x != 1"), x, one, g)
	p.branch(p.add(pir.AsTest, pir.Test, callAux(t, "while (x != 1) NULL"), ne), body, exit)
	p.at(body)
	m := p.add(pir.Mod, pir.DoubleScalar, callAux(t, "x %% 2"), x, two, g)
	eq := p.add(pir.Eq, pir.LogicalScalar, callAux(t, "x %% 2 == 0"), m, zeroD, g)
	p.branch(p.add(pir.AsTest, pir.Test, callAux(t, "if (x %% 2 == 0) NULL"), eq), even, odd)
	p.at(even)
	half := p.add(pir.Div, pir.DoubleScalar, callAux(t, "x / 2"), x, two, g)
	p.jmp(join)
	p.at(odd)
	tri := p.add(pir.Add, pir.DoubleScalar, callAux(t, "3 * x + 1"), p.add(pir.Mul, pir.DoubleScalar, callAux(t, "3 * x"), three, x, g), one, g)
	p.jmp(join)
	p.at(join)
	x2 := p.add(pir.Phi, pir.DoubleScalar, nil, half, tri)
	k2 := p.add(pir.Add, pir.IntScalar, callAux(t, "k + 1L"), k, oneI, g)
	p.jmp(head)
	x.Args = []*pir.Instr{x0, x2}
	k.Args = []*pir.Instr{zero, k2}
	p.at(exit)
	if ret == "x" {
		p.ret(x)
	} else {
		p.ret(k)
	}
	return p.version("collatz", nil, 1)
}

// TestNumberRegister runs a loop whose variable is an integer or a
// double (a number register): its value, its kind when it leaves the
// loop, and nothing allocated per iteration.
func TestNumberRegister(t *testing.T) {
	in, _ := newSession(t)
	clo := &rt.Closure{Env: in.Global}
	ck := mustCompile(t, collatz(t, "k"), Options{})
	if d := ck.Disasm(); !strings.Contains(d, "i2n") || strings.Contains(d, "binary") {
		t.Errorf("x is not a number register, or its arithmetic is generic:\n%s", d)
	}
	for x0, want := range map[int32]string{1: "0L", 6: "8L", 27: "111L"} {
		v, err := callLowered(in, ck, clo, rt.IntScalar(x0))
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != want {
			t.Errorf("collatz(%dL) = %s, want %s", x0, got, want)
		}
	}
	// x keeps its kind: 1L when the loop never runs, 1 (a double) after.
	cx := mustCompile(t, collatz(t, "x"), Options{})
	for x0, want := range map[int32]string{1: "1L", 6: "1"} {
		v, err := callLowered(in, cx, clo, rt.IntScalar(x0))
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != want {
			t.Errorf("x after collatz(%dL) = %s, want %s", x0, got, want)
		}
	}
	// NA: the condition is NA, R's error.
	if _, err := callLowered(in, ck, clo, rt.IntScalar(rt.NAInt)); err == nil || !strings.Contains(in.FormatError(err), "missing value where TRUE/FALSE needed") {
		t.Errorf("collatz(NA) = %v, want the NA condition error", err)
	}
	if raceEnabled {
		return
	}
	fr := in.NewFrame(&rt.Lang{Fn: rt.Intern("collatz")}, clo, nil, in.Global, nil)
	in.Frames = append(in.Frames, fr)
	a1 := testing.AllocsPerRun(20, func() { ck.Call(in, fr, []rt.Value{rt.IntScalar(6)}) })
	a2 := testing.AllocsPerRun(20, func() { ck.Call(in, fr, []rt.Value{rt.IntScalar(27)}) })
	if a2 > a1 {
		t.Errorf("111 iterations allocate %v times, 8 iterations %v: the loop allocates", a2, a1)
	}
}

// TestLazyPhi runs `for (i in seq) {}; i` with i a phi of NULL (the
// empty loop) and the integer element: a lazy register, which the loop
// fills without boxing (the element is fetched straight into it) and
// the Return boxes once.
func TestLazyPhi(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("last", nil)
	g := p.env(pir.GlobalEnv)
	head, body, exit := p.c.NewBlock(), p.c.NewBlock(), p.c.NewBlock()
	seq := p.arg(0, pir.Type{Kinds: pir.KInteger})
	null := p.cnst(rt.Nil)
	st := p.add(pir.ForInit, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: site(t, "for (i in seq) NULL"), Name: rt.Intern("i")}, seq, g)
	p.jmp(head)
	p.at(head)
	last := p.add(pir.Phi, pir.Type{Kinds: pir.KNull | pir.KInteger}, nil)
	more := p.add(pir.ForStep, pir.Test, nil, st)
	p.branch(more, body, exit)
	p.at(body)
	i := p.add(pir.ForElem, pir.IntScalar, nil, st)
	p.jmp(head)
	last.Args = []*pir.Instr{null, i}
	p.at(exit)
	p.ret(last)
	c := mustCompile(t, p.version("last", nil, 1), Options{})
	// The element is fetched into the phi's lazy register: the loop is
	// the step and the back jump, no move, no box.
	if d := c.Disasm(); !strings.Contains(d, "forNextN") || strings.Contains(d, "boxInt") || strings.Contains(d, "i2n") {
		t.Errorf("the phi is not lazy, or the loop moves into it:\n%s", d)
	}
	clo := &rt.Closure{Env: in.Global}
	for src, want := range map[string]string{"1:100": "100L", "integer(0)": "NULL", "c(7L, NA)": "NA_integer_"} {
		v, err := callLowered(in, c, clo, evalR(t, in, src))
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != want {
			t.Errorf("last(%s) = %s, want %s", src, got, want)
		}
	}
	if raceEnabled {
		return
	}
	fr := in.NewFrame(&rt.Lang{Fn: rt.Intern("last")}, clo, nil, in.Global, nil)
	in.Frames = append(in.Frames, fr)
	short, long := []rt.Value{evalR(t, in, "1:10")}, []rt.Value{evalR(t, in, "1:1000")}
	a1 := testing.AllocsPerRun(20, func() { c.Call(in, fr, short) })
	a2 := testing.AllocsPerRun(20, func() { c.Call(in, fr, long) })
	if a2 > a1 {
		t.Errorf("1000 iterations allocate %v times, 10 iterations %v: the loop boxes", a2, a1)
	}
}

// TestNumHasType checks the type test of number registers against the
// test of the boxed value.
func TestNumHasType(t *testing.T) {
	types := []pir.Type{pir.IntScalar, pir.DoubleScalar, {Kinds: pir.KInteger, Flags: pir.Scalar | pir.MaybeNA},
		{Kinds: pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}, {Kinds: pir.KInteger | pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}, pir.LogicalScalar}
	nums := []num{intNum(3), intNum(rt.NAInt), {x: 2.5, kind: numReal}, {x: rt.NAReal, kind: numReal}, {v: rt.LogicalScalar(rt.True)}, {v: rt.Nil}}
	for _, n := range nums {
		for _, ty := range types {
			if got, want := n.hasType(ty), hasType(n.box(), ty); got != want {
				t.Errorf("%s has type %s: %v, the box says %v", deparse(n.box()), ty, got, want)
			}
		}
	}
}
