package vm

import (
	"strings"
	"testing"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// parseOne parses a single R expression.
func parseOne(t *testing.T, src string) rt.Value {
	t.Helper()
	exprs, err := syntax.ParseAll("test", []byte(src), syntax.Options{})
	if err != nil || len(exprs) != 1 {
		t.Fatalf("parse %q: %v (%d expressions)", src, err, len(exprs))
	}
	return exprs[0]
}

// compileBody compiles src as the body of a closure.
func compileBody(t *testing.T, src string) *Code {
	t.Helper()
	c := lazyCode(parseOne(t, src), "function", false)
	ensureCompiled(c)
	return c
}

// progs returns the fused programs of c's instructions with op op.
func progs(c *Code, op Op) []*arithProg {
	var out []*arithProg
	for _, in := range c.Instrs {
		if in.Op == op {
			out = append(out, c.Consts[in.A].(*arithProg))
		}
	}
	return out
}

func TestArithTreeFusable(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want string // the program, or "" when not fusable
	}{
		{"a + b", "[a b +]"},
		{"s + i * 0.5", "[s i 0.5 * +]"},
		{"-(x - 1L)", "[x 1L - neg]"},
		{"(a + b) / 2", "[a b + 2 /]"},
		{"n < 2", "[n 2 <]"},
		{"x[i] * m[i, j]", "[x i [1 m i j [2 *]"},
		{"x[[k]] + 1", "[x k [[1 1 +]"},
		{"a", ""},                                    // no operator
		{"f(a) + 1", ""},                             // a call
		{"a + 'x'", ""},                              // a string constant
		{"x[i, j, k] + 1", ""},                       // three indices
		{"x[] + 1", ""},                              // an empty index
		{"a %in% b", ""},                             // not an inlined operator
		{"..1 + 1", ""},                              // dot-dot
		{"+a", ""},                                   // unary plus returns its operand
		{"a + b + c + d + e", "[a b + c + d + e +]"}, // left-deep stays shallow
		{"a + (b + (c + (d + (e + (f + g)))))", ""},  // too deep for the Go-frame stack
	} {
		p := arithTree(parseOne(t, tc.src))
		got := ""
		if p != nil {
			got = p.String()
		}
		if got != tc.want {
			t.Errorf("arithTree(%s) = %q, want %q", tc.src, got, tc.want)
		}
	}
}

func TestFusedAssignInPlaceOnlyAtStatementLevel(t *testing.T) {
	c := compileBody(t, `{
		s <- 0
		for (i in 1:3) s <- s + i
		y <- s + { s <- s + 1; 0 }
		while (s < 10) { s <- s * 2 }
		s
	}`)
	var got []string
	for _, p := range progs(c, OpArithAssign) {
		got = append(got, p.String())
	}
	want := []string{"[s i + ->! s]", "[s 1 + -> s]", "[s 2 * ->! s]"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("fused assignments = %v, want %v", got, want)
	}
	// A promise's statements never update in place: the activation that
	// forces it may hold the old value on its stack.
	p := lazyCode(parseOne(t, `{ s <- s + 1; s }`), "promise", true)
	ensureCompiled(p)
	for _, ap := range progs(p, OpArithAssign) {
		if ap.inPlace {
			t.Errorf("promise code updates %s in place", ap.dest.Name)
		}
	}
}

func TestFusedArithRuns(t *testing.T) {
	in := New()
	env := rt.NewEnv(in.Global)
	env.Define(rt.Intern("a"), rt.IntScalar(7))
	env.Define(rt.Intern("b"), rt.DoubleScalar(0.5))
	env.Define(rt.Intern("v"), rt.DoubleOf(10, 20, 30))
	for _, tc := range []struct {
		src  string
		want rt.Value
	}{
		{"a + b", rt.DoubleScalar(7.5)},
		{"a %/% 2L", rt.IntScalar(3)},
		{"a %% 3", rt.DoubleScalar(1)},
		{"-a * 2L", rt.IntScalar(-14)},
		{"a / 2L", rt.DoubleScalar(3.5)},
		{"a > b", rt.LogicalScalar(rt.True)},
		{"v[2] + v[a - 4L]", rt.DoubleScalar(50)},
	} {
		code := Compile(parseOne(t, tc.src), "test")
		if code.Instrs[0].Op != OpArith {
			t.Fatalf("%s compiled to %s, want Arith", tc.src, code.Instrs[0].Op)
		}
		got, err := in.Exec(code, env)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		if !rt.Identical(got, tc.want) {
			t.Errorf("%s = %v, want %v", tc.src, got, tc.want)
		}
	}
}

func TestExecAtResumesWithStack(t *testing.T) {
	// Compile x * 2 unfused, then start at the instruction after the load
	// of x with 21 on the operand stack: x is never looked up.
	code := &Code{Name: "test", Expr: parseOne(t, "x * 2")}
	c := &compiler{code: code, consts: map[rt.Value]int32{}, noFuse: 1}
	c.expr(code.Expr)
	c.emit(OpReturn, 0, 0)
	code.Feedback = make([]Feedback, len(code.Instrs))
	code.compiled = true
	pc := -1
	for i, in := range code.Instrs {
		if in.Op == OpLdVar {
			pc = i + 1
			break
		}
	}
	if pc < 0 {
		t.Fatalf("no load of x in\n%s", code.Disasm())
	}
	in := New()
	got, err := in.ExecAt(code, rt.NewEnv(in.Global), pc, []rt.Value{rt.DoubleScalar(21)})
	if err != nil {
		t.Fatal(err)
	}
	if !rt.Identical(got, rt.DoubleScalar(42)) {
		t.Errorf("resumed x * 2 = %v, want 42", got)
	}
}

func TestThreadJumps(t *testing.T) {
	instrs := []Instr{
		{Op: OpJmp, A: 2},
		{Op: OpBrFalse, A: 2},
		{Op: OpJmp, A: 3},
		{Op: OpReturn},
	}
	threadJumps(instrs)
	if instrs[0].Op != OpReturn {
		t.Errorf("a jump to a jump to a return became %s, want Return", instrs[0].Op)
	}
	if instrs[1].A != 3 {
		t.Errorf("a branch to a jump targets %d, want 3", instrs[1].A)
	}
}

func TestDisasmNamesEveryOp(t *testing.T) {
	for op := Op(0); op < numOps; op++ {
		if opTable[op].name == "" {
			t.Errorf("op %d has no entry in the op table", op)
		}
	}
	c := compileBody(t, `{ s <- 0; for (i in 1:n) s <- s + i; s }`)
	text := c.Disasm()
	for _, want := range []string{"ForStep", "ArithAssign", "[s i + ->! s]", "Return"} {
		if !strings.Contains(text, want) {
			t.Errorf("disassembly lacks %q:\n%s", want, text)
		}
	}
}
