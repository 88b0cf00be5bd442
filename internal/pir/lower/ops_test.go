package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// runVersion compiles the builder's code as a version with nargs
// arguments and calls it.
func runVersion(t *testing.T, in *vm.Interp, p *builder, args ...rt.Value) (rt.Value, error) {
	t.Helper()
	c := mustCompile(t, p.version("f", nil, len(args)), Options{})
	return callLowered(in, c, closureFor(in), args...)
}

// TestExtract reads elements through the unboxed fast path and the
// generic one.
func TestExtract(t *testing.T) {
	in, _ := newSession(t)
	for _, tc := range []struct {
		x, i  string
		two   bool
		it    pir.Type // the index's type
		rt    pir.Type // the result's type
		want  string
		isErr bool
	}{
		{"c(1.5, 2.5, 3.5)", "2", false, pir.DoubleScalar, pir.DoubleScalar, "2.5", false},
		{"c(1.5, 2.5, 3.5)", "2L", true, pir.IntScalar, pir.DoubleScalar, "2.5", false},
		{"10:20", "3.9", false, pir.DoubleScalar, pir.IntScalar, "12L", false},
		{"c(TRUE, NA)", "2L", false, pir.IntScalar, pir.LogicalScalar, "NA", false},
		{"10:20", "3", false, pir.DoubleScalar, pir.AnyValue, "12L", false},
		{"c(a = 1, b = 2)", "2", false, pir.DoubleScalar, pir.AnyValue, "c(b = 2)", false},
		{"c(1, 2)", "5", false, pir.DoubleScalar, pir.AnyValue, "NA_real_", false},
		{"c(1, 2)", "5", true, pir.DoubleScalar, pir.AnyValue, "subscript out of bounds", true},
		{"list(1, 'a')", "2", true, pir.DoubleScalar, pir.AnyValue, `"a"`, false},
		{"c(1, 2, 3)", "-1", false, pir.DoubleScalar, pir.AnyValue, "c(2, 3)", false},
	} {
		p := newBuilder("f", nil)
		g := p.env(pir.GlobalEnv)
		x := p.arg(0, pir.AnyValue)
		i := p.arg(1, tc.it)
		op := pir.Extract1
		if tc.two {
			op = pir.Extract2
		}
		p.ret(p.add(op, tc.rt, callAux(t, "x[i]"), x, i, g))
		v, err := runVersion(t, in, p, evalR(t, in, tc.x), evalR(t, in, tc.i))
		got := deparse(v)
		if err != nil {
			got = err.Error()
		}
		if got != tc.want || (err != nil) != tc.isErr {
			t.Errorf("%s[%s] (two %v) = %s, want %s", tc.x, tc.i, tc.two, got, tc.want)
		}
	}
}

// TestSubassign writes elements in place when the vector is not shared,
// and copies it when it is.
func TestSubassign(t *testing.T) {
	in, _ := newSession(t)
	build := func(vt pir.Type) *builder {
		p := newBuilder("f", nil)
		g := p.env(pir.GlobalEnv)
		x := p.arg(0, pir.AnyValue)
		i := p.arg(1, pir.DoubleScalar)
		v := p.arg(2, vt)
		p.ret(p.add(pir.Subassign1, pir.AnyValue, callAux(t, "x[i] <- v"), x, i, v, g))
		return p
	}
	// Unshared: in place.
	x := evalR(t, in, "c(1, 2, 3)")
	x.(*rt.Double).SetNamed(1)
	v, err := runVersion(t, in, build(pir.DoubleScalar), x, rt.DoubleScalar(2), rt.DoubleScalar(9))
	if err != nil || v != x || deparse(x) != "c(1, 9, 3)" {
		t.Errorf("in place: %s (same %v), %v; x = %s", deparse(v), v == x, err, deparse(x))
	}
	// An integer into a double vector, in place.
	v, _ = runVersion(t, in, build(pir.IntScalar), x, rt.DoubleScalar(3), rt.IntScalar(rt.NAInt))
	if v != x || deparse(x) != "c(1, 9, NA)" {
		t.Errorf("integer into double: %s", deparse(x))
	}
	// Shared: copied.
	rt.MarkShared(x)
	v, err = runVersion(t, in, build(pir.DoubleScalar), x, rt.DoubleScalar(1), rt.DoubleScalar(0))
	if err != nil || v == x || deparse(v) != "c(0, 9, NA)" || deparse(x) != "c(1, 9, NA)" {
		t.Errorf("shared: %s, x = %s, %v", deparse(v), deparse(x), err)
	}
	// A double into an integer vector: the builtin coerces.
	y := evalR(t, in, "1:3")
	v, _ = runVersion(t, in, build(pir.DoubleScalar), y, rt.DoubleScalar(2), rt.DoubleScalar(0.5))
	if deparse(v) != "c(1, 0.5, 3)" {
		t.Errorf("double into integer: %s", deparse(v))
	}
	// Growing past the end.
	v, _ = runVersion(t, in, build(pir.DoubleScalar), evalR(t, in, "c(1, 2)"), rt.DoubleScalar(4), rt.DoubleScalar(4))
	if deparse(v) != "c(1, 2, NA, 4)" {
		t.Errorf("grow: %s", deparse(v))
	}
}

// TestMatrixElements reads and writes m[i, j] through the fast path
// (a matrix whose only attributes are dim and dimnames, indices in
// range; an index that is an integer or a double, a number register)
// and through the builtins (out of range, another class, a data frame
// of a sort: names on the vector).
func TestMatrixElements(t *testing.T) {
	in, _ := newSession(t)
	num := pir.Type{Kinds: pir.KInteger | pir.KDouble, Flags: pir.Scalar}
	for _, tc := range []struct {
		m, i, j string
		it      pir.Type
		want    string
	}{
		{"matrix(1:6 + 0.5, 2)", "2L", "3L", pir.IntScalar, "6.5"},
		{"matrix(1:6, 2, dimnames = list(c('a', 'b'), NULL))", "1", "2", pir.DoubleScalar, "3L"},
		{"matrix(1:6, 2)", "2L", "3", num, "6L"},
		{"matrix(c(TRUE, NA), 2, 2)", "2L", "1L", pir.IntScalar, "NA"},
		{"matrix(1:6, 2)", "3L", "1L", pir.IntScalar, "subscript out of bounds"},
		{"structure(1:4, dim = c(2L, 2L), class = 'foo')", "1L", "2L", pir.IntScalar, "3L"},
	} {
		p := newBuilder("f", nil)
		g := p.env(pir.GlobalEnv)
		m := p.arg(0, pir.AnyValue)
		i, j := p.arg(1, tc.it), p.arg(2, tc.it)
		p.ret(p.add(pir.Extract1, pir.AnyValue, callAux(t, "m[i, j]"), m, i, j, g))
		c := mustCompile(t, p.version("f", nil, 3), Options{})
		if d := c.Disasm(); !strings.Contains(d, "extractFast") {
			t.Errorf("m[i, j] of %s indices is not on the fast path:\n%s", tc.it, d)
		}
		v, err := callLowered(in, c, closureFor(in), evalR(t, in, tc.m), evalR(t, in, tc.i), evalR(t, in, tc.j))
		got := deparse(v)
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s[%s, %s] = %s, want %s", tc.m, tc.i, tc.j, got, tc.want)
		}
	}
	// m[i, j] <- v in place, an integer or a double (number) value into
	// a double matrix, and into an integer one when it is an integer.
	p := newBuilder("f", nil)
	g := p.env(pir.GlobalEnv)
	m := p.arg(0, pir.AnyValue)
	i, j, v := p.arg(1, pir.IntScalar), p.arg(2, pir.IntScalar), p.arg(3, num)
	p.ret(p.add(pir.Subassign1, pir.AnyValue, callAux(t, "m[i, j] <- v"), m, i, j, v, g))
	c := mustCompile(t, p.version("f", nil, 4), Options{})
	if d := c.Disasm(); !strings.Contains(d, "subassignFast") {
		t.Errorf("m[i, j] <- v is not on the fast path:\n%s", d)
	}
	for _, tc := range []struct{ m, v, want string }{
		{"matrix(0, 2, 2)", "7L", "structure(c(0, 0, 7, 0), dim = c(2L, 2L))"},
		{"matrix(0, 2, 2)", "2.5", "structure(c(0, 0, 2.5, 0), dim = c(2L, 2L))"},
		{"matrix(0L, 2, 2)", "7L", "structure(c(0L, 0L, 7L, 0L), dim = c(2L, 2L))"},
		{"matrix(0L, 2, 2)", "2.5", "structure(c(0, 0, 2.5, 0), dim = c(2L, 2L))"},
	} {
		x := evalR(t, in, tc.m)
		x.(interface{ SetNamed(uint8) }).SetNamed(1)
		r, err := callLowered(in, c, closureFor(in), x, rt.IntScalar(1), rt.IntScalar(2), evalR(t, in, tc.v))
		if got := deparse(r); err != nil || got != tc.want {
			t.Errorf("%s[1, 2] <- %s: %s (%v), want %s", tc.m, tc.v, got, err, tc.want)
		}
	}
}

// TestDollar reads and writes list elements by name.
func TestDollar(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("f", nil)
	g := p.env(pir.GlobalEnv)
	x := p.arg(0, pir.AnyValue)
	y := p.add(pir.DollarAssign, pir.AnyValue, &pir.CallAux{Site: site(t, "x$b <- 3"), Name: rt.Intern("b")}, x, p.cnst(rt.DoubleScalar(3)), g)
	a := p.add(pir.Dollar, pir.AnyValue, &pir.CallAux{Site: site(t, "y$a"), Name: rt.Intern("a")}, y, g)
	b := p.add(pir.Dollar, pir.AnyValue, &pir.CallAux{Site: site(t, "y$b"), Name: rt.Intern("b")}, y, g)
	p.ret(p.add(pir.Add, pir.AnyValue, callAux(t, "a + b"), a, b, g))
	v, err := runVersion(t, in, p, evalR(t, in, "list(a = 39)"))
	if err != nil || deparse(v) != "42" {
		t.Errorf("= %s, %v", deparse(v), err)
	}
}

// TestSwitch selects an alternative with SwitchSel and EqInt.
func TestSwitch(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, `f <- function(x) switch(x, a = "A", b = , c = "BC", "other")`)
	clo := closure(t, in, "f")
	code := vm.ClosureCode(clo)
	pc := findPC(t, code, "Switch", 0)
	targets := vm.SwitchTargets(code, pc)
	p, env, _ := closureEnvVersion(t, in, "f")
	x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
	sw := &pir.SwitchAux{Code: code, Site: code.Sites[code.Instrs[pc].A], PC: pc, Targets: targets}
	sel := p.add(pir.SwitchSel, pir.NativeInt, sw, x, env)
	// One block per distinct target, returning the target's label.
	seen := map[int]bool{}
	for _, tgt := range targets {
		if seen[tgt] {
			continue
		}
		seen[tgt] = true
		eq := p.add(pir.EqInt, pir.Test, nil, sel)
		eq.AuxInt = int64(tgt)
		yes, no := p.c.NewBlock(), p.c.NewBlock()
		p.branch(eq, yes, no)
		p.at(yes).ret(p.cnst(rt.IntScalar(int32(tgt))))
		p.at(no)
	}
	p.b.Append(pir.Unreachable)
	c := mustCompile(t, p.version("f", clo.Formals, 1), Options{})
	want := map[string]int{"a": targets[0], "b": targets[1], "c": targets[2], "zz": targets[3]}
	for arg, tgt := range want {
		v, err := callLowered(in, c, clo, rt.StringScalar(arg))
		if err != nil {
			t.Fatal(err)
		}
		if n, ok := v.(*rt.Integer); !ok || int(n.V[0]) != tgt {
			t.Errorf("switch(%q) went to %s, want pc %d", arg, deparse(v), tgt)
		}
	}
	if _, err := callLowered(in, c, clo, evalR(t, in, "1:2")); err == nil || err.Error() != "EXPR must be a length 1 vector" {
		t.Errorf("switch(1:2): %v", err)
	}
}

// TestLogicOps covers LglOperand, And3, Or3, IsTrue and Not.
func TestLogicOps(t *testing.T) {
	in, _ := newSession(t)
	vals := []rt.Value{vm.LogicalConst(rt.True), vm.LogicalConst(rt.False), vm.LogicalConst(rt.NALgl),
		rt.DoubleScalar(0), rt.DoubleScalar(2), rt.IntScalar(0), rt.IntScalar(rt.NAInt)}
	for _, unboxed := range []bool{false, true} {
		for _, a := range vals {
			for _, b := range vals {
				for _, or := range []bool{false, true} {
					opName, op := "&&", pir.And3
					if or {
						opName, op = "||", pir.Or3
					}
					s := site(t, "x "+opName+" y")
					p := newBuilder("f", nil)
					ta, tb := pir.AnyValue, pir.AnyValue
					if unboxed {
						ta, tb = plainType(a), plainType(b)
					}
					x := p.arg(0, ta)
					y := p.arg(1, tb)
					lx := p.add(pir.LglOperand, pir.LogicalScalar, &pir.CallAux{Site: s}, x)
					ly := p.add(pir.LglOperand, pir.LogicalScalar, &pir.CallAux{Site: s}, y)
					ly.AuxInt = 1
					r := p.add(op, pir.LogicalScalar, nil, lx, ly)
					istrue := p.add(pir.IsTrue, pir.Test, nil, r)
					yes, no := p.c.NewBlock(), p.c.NewBlock()
					p.branch(istrue, yes, no)
					p.at(yes).ret(r)
					p.at(no).ret(p.add(pir.Not, pir.LogicalScalar, callAux(t, "!r"), r, p.env(pir.GlobalEnv)))
					got, err := runVersion(t, in, p, a, b)
					if err != nil {
						t.Fatal(err)
					}
					want := evalR(t, in, "function(x, y) { r <- x "+opName+" y; if (isTRUE(r)) r else !r }")
					wv, _ := in.CallValue(want, []rt.Arg{{Val: a}, {Val: b}}, nil, in.Global)
					if !sameValue(got, wv) {
						t.Errorf("%s %s %s (unboxed %v) = %s, want %s", deparse(a), opName, deparse(b), unboxed, deparse(got), deparse(wv))
					}
				}
			}
		}
	}
}

// TestIsType checks type tests on boxed and unboxed values.
func TestIsType(t *testing.T) {
	in, _ := newSession(t)
	realNoNA := pir.Type{Kinds: pir.KDouble, Flags: pir.Scalar}
	for _, tc := range []struct {
		v    string
		vt   pir.Type
		t    pir.Type
		want bool
	}{
		{"1", pir.AnyValue, pir.DoubleScalar, true},
		{"1", pir.DoubleScalar, pir.DoubleScalar, true},
		{"1L", pir.AnyValue, pir.DoubleScalar, false},
		{"1L", pir.IntScalar, pir.DoubleScalar, false},
		{"c(1, 2)", pir.AnyValue, pir.DoubleScalar, false},
		{"c(a = 1)", pir.AnyValue, pir.DoubleScalar, false},
		{"NA_real_", pir.AnyValue, realNoNA, false},
		{"NA_real_", pir.DoubleScalar, realNoNA, false},
		{"2", pir.DoubleScalar, realNoNA, true},
		{"structure(1, class = 'x')", pir.AnyValue, pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeAttrs | pir.MaybeNA}, false},
		{"structure(1, class = 'x')", pir.AnyValue, pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeAttrs | pir.MaybeObject}, true},
		{"'a'", pir.AnyValue, pir.Type{Kinds: pir.KString | pir.KDouble}, true},
		{"NULL", pir.AnyValue, pir.Type{Kinds: pir.KNull}, true},
		{"sum", pir.AnyValue, pir.FunctionT, true},
	} {
		p := newBuilder("f", nil)
		x := p.arg(0, tc.vt)
		test := p.add(pir.IsType, pir.Test, tc.t, x)
		yes, no := p.c.NewBlock(), p.c.NewBlock()
		p.branch(test, yes, no)
		p.at(yes).ret(p.cnst(vm.LogicalConst(rt.True)))
		p.at(no).ret(p.cnst(vm.LogicalConst(rt.False)))
		v, err := runVersion(t, in, p, evalR(t, in, tc.v))
		if err != nil {
			t.Fatal(err)
		}
		if got := isTrueValue(v); got != tc.want {
			t.Errorf("IsType(%s as %s, %s) = %v", tc.v, tc.vt, tc.t, got)
		}
	}
	// A promise is of a lazy type only; missing only of a maybe-missing one.
	prom := &rt.Promise{Expr: rt.DoubleScalar(1), Val: rt.DoubleScalar(1)}
	if hasType(prom, pir.DoubleScalar) || !hasType(prom, pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeLazy | pir.Scalar}) {
		t.Error("promise type tests")
	}
	if hasType(rt.MissingArg, pir.AnyValue) || !hasType(rt.MissingArg, pir.Any) {
		t.Error("missing type tests")
	}
}

func isTrueValue(v rt.Value) bool {
	l, ok := v.(*rt.Logical)
	return ok && l.V[0] == rt.True
}

// TestMissingAndFunctionGuards covers Missing, IsBaseFn, IsCallee and
// visibility.
func TestMissingAndFunctionGuards(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, `f <- function(a, b) NULL`)
	p, env, clo := closureEnvVersion(t, in, "f")
	ma := p.add(pir.Missing, pir.LogicalScalar, rt.Intern("a"), env)
	mb := p.add(pir.Missing, pir.LogicalScalar, rt.Intern("b"), env)
	base := p.add(pir.IsBaseFn, pir.Test, rt.Intern("c"), env)
	cfn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: site(t, "c()"), Fn: rt.Intern("c")}, env)
	callee := p.add(pir.IsCallee, pir.Test, in.Base.Get(rt.Intern("c")), cfn)
	yes, no := p.c.NewBlock(), p.c.NewBlock()
	and := p.add(pir.And3, pir.LogicalScalar, nil, p.add(pir.CastType, pir.LogicalScalar, pir.LogicalScalar, ma), p.add(pir.Not, pir.LogicalScalar, callAux(t, "!mb"), mb, env))
	p.branch(base, yes, no)
	p.at(yes)
	yes2, no2 := p.c.NewBlock(), p.c.NewBlock()
	p.branch(callee, yes2, no2)
	p.at(yes2)
	p.add(pir.Invisible, pir.Void, nil)
	p.ret(and)
	p.at(no)
	p.ret(p.cnst(rt.StringScalar("redefined")))
	p.at(no2)
	p.ret(p.cnst(rt.StringScalar("other callee")))
	c := mustCompile(t, p.version("f", clo.Formals, 2), Options{})
	v, err := callLowered(in, c, clo, rt.MissingArg, rt.DoubleScalar(1))
	if err != nil || deparse(v) != "TRUE" || in.Visible {
		t.Errorf("f(, 1) = %s, %v, visible %v", deparse(v), err, in.Visible)
	}
	v, _ = callLowered(in, c, clo, rt.DoubleScalar(1), rt.MissingArg)
	if deparse(v) != "FALSE" {
		t.Errorf("f(1, ) = %s", deparse(v))
	}
	evalR(t, in, "c <- function(...) 0")
	v, _ = callLowered(in, c, clo, rt.DoubleScalar(1), rt.MissingArg)
	if deparse(v) != `"redefined"` {
		t.Errorf("with c redefined: %s", deparse(v))
	}
}

// TestOSREntry enters an OSR version with the baseline's stack and
// temporaries and environment.
func TestOSREntry(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("f", nil)
	o := p.env(pir.ClosureEnv)
	a := p.add(pir.OSRValue, pir.AnyValue, nil)
	b := p.add(pir.OSRValue, pir.DoubleScalar, nil)
	b.AuxInt = 1
	c := p.add(pir.OSRValue, pir.AnyValue, nil)
	c.AuxInt = 2
	s := p.add(pir.Force, pir.AnyValue, rt.Intern("s"), p.add(pir.LdVar, pir.Any, rt.Intern("s"), o), o)
	ab := p.add(pir.Add, pir.AnyValue, callAux(t, "a + b"), a, b, o)
	abc := p.add(pir.Add, pir.AnyValue, callAux(t, "ab + c"), ab, c, o)
	p.ret(p.add(pir.Add, pir.AnyValue, callAux(t, "abc + s"), abc, s, o))
	v := p.version("f", nil, 0)
	v.OSR, v.OSRPC = true, 7
	cc := mustCompile(t, v, Options{})
	env := rt.NewEnv(in.Global)
	env.Define(rt.Intern("s"), rt.DoubleScalar(1000))
	got, err := cc.RunOSR(in, env, []rt.Value{rt.DoubleScalar(1), rt.DoubleScalar(20)}, []rt.Value{rt.DoubleScalar(300)})
	if err != nil || deparse(got) != "1321" {
		t.Errorf("OSR = %s, %v", deparse(got), err)
	}
	if _, err := cc.Call(in, nil, nil); err == nil {
		t.Error("Call of an OSR version succeeded")
	}
}

// TestInlinedContext pushes a context for an inlined call: code run
// while it is open sees its frame.
func TestInlinedContext(t *testing.T) {
	in, out := newSession(t)
	evalR(t, in, `
		inner <- function(x) { on.exit(cat("exit\n")); sys.call() }
		outer <- function() inner(1)`)
	innerClo := closure(t, in, "inner")
	innerCode := vm.ClosureCode(innerClo)
	p, env, clo := closureEnvVersion(t, in, "outer")
	s := site(t, "inner(1)")
	fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("inner")}, env)
	ctx := p.add(pir.PushContext, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: s}, fn, env)
	// The inlined body: its environment, on.exit(...), sys.call().
	ienv := p.add(pir.MkEnv, pir.Env, &pir.EnvAux{Names: []*rt.Symbol{rt.Intern("x")}, Closure: innerCode, Formals: innerClo.Formals},
		p.cnst(rt.DoubleScalar(1)), p.env(pir.GlobalEnv))
	oe := site(t, `on.exit(cat("exit\n"))`)
	p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: oe}, p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: oe, Fn: rt.Intern("on.exit")}, ienv), ienv)
	sc := site(t, "sys.call()")
	r := p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: sc}, p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: sc, Fn: rt.Intern("sys.call")}, ienv), ienv)
	p.add(pir.PopContext, pir.Void, nil, ctx, r)
	p.ret(r)
	c := mustCompile(t, p.version("outer", nil, 0), Options{})
	v, err := callLowered(in, c, clo)
	if err != nil || deparse(v) != "inner(1)" || out.String() != "exit\n" {
		t.Errorf("outer() = %s, %v, output %q", deparse(v), err, out.String())
	}
	if len(in.Frames) != 0 {
		t.Errorf("%d frames left", len(in.Frames))
	}
	// An error inside the context ends it (its on.exit runs).
	out.Reset()
	q, env2, _ := closureEnvVersion(t, in, "outer")
	fn2 := q.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("inner")}, env2)
	ctx2 := q.add(pir.PushContext, pir.Type{Kinds: pir.KOther}, &pir.CallAux{Site: s}, fn2, env2)
	ienv2 := q.add(pir.MkEnv, pir.Env, &pir.EnvAux{Names: []*rt.Symbol{rt.Intern("x")}, Closure: innerCode, Formals: innerClo.Formals},
		q.cnst(rt.DoubleScalar(1)), q.env(pir.GlobalEnv))
	q.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: oe}, q.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: oe, Fn: rt.Intern("on.exit")}, ienv2), ienv2)
	bad := q.add(pir.LdVar, pir.Any, rt.Intern("nope"), ienv2)
	q.add(pir.PopContext, pir.Void, nil, ctx2, bad)
	q.ret(bad)
	c2 := mustCompile(t, q.version("outer", nil, 0), Options{})
	_, err = callLowered(in, c2, clo)
	if err == nil || !strings.Contains(in.FormatError(err), "Error in inner(1) : object 'nope' not found") || out.String() != "exit\n" {
		t.Errorf("error in context: %v (%q), output %q", err, in.FormatError(err), out.String())
	}
	if len(in.Frames) != 0 {
		t.Errorf("%d frames left", len(in.Frames))
	}
}
