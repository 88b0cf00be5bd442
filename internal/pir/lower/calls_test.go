package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// promiseCode compiles src as a promise's code.
func promiseCode(t *testing.T, src string) *vm.Code {
	return vm.Compile(parse(t, src), "promise")
}

// TestBuiltinCallForcesPromisesInOrder checks (f): a Call of a builtin
// with promise arguments forces them in order, and passes tags.
func TestBuiltinCallForcesPromisesInOrder(t *testing.T) {
	in, out := newSession(t)
	p := newBuilder("f", nil)
	g := p.env(pir.GlobalEnv)
	s := site(t, `c(a = {cat("a"); 1}, b = {cat("b"); 2}, {cat("c"); 3})`)
	fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("c")}, g)
	a1 := p.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promiseCode(t, `{cat("a"); 1}`)}, g)
	a2 := p.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promiseCode(t, `{cat("b"); 2}`)}, g)
	a3 := p.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promiseCode(t, `{cat("c"); 3}`)}, g)
	r := p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s, Tags: []*rt.Symbol{rt.Intern("a"), rt.Intern("b"), nil}}, fn, a1, a2, a3, g)
	p.ret(r)
	c := mustCompile(t, p.version("f", nil, 0), Options{})
	v, err := callLowered(in, c, closureFor(in))
	if err != nil {
		t.Fatal(err)
	}
	if got := deparse(v); got != "c(a = 1, b = 2, 3)" || out.String() != "abc" {
		t.Errorf("c(...) = %s with output %q", got, out.String())
	}
}

// TestClosureCallWithSpreadDots calls a closure with `...` spread:
//
//	f <- function(...) g(0, ...);  g <- function(a, b, c = 10) a - b + c
func TestClosureCallWithSpreadDots(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, `
		f <- function(...) g(0, ...)
		g <- function(a, b, c = 10) a - b + c`)
	p, env, clo := closureEnvVersion(t, in, "f")
	s := site(t, "g(0, ...)")
	fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("g")}, env)
	dots := p.add(pir.LdDots, pir.Type{Kinds: pir.KDots}, nil, env)
	r := p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s, Tags: []*rt.Symbol{nil, nil}, Spread: []bool{false, true}}, fn, p.cnst(rt.DoubleScalar(0)), dots, env)
	p.ret(r)
	c := mustCompile(t, p.version("f", clo.Formals, 1), Options{})
	for _, tc := range []struct {
		args []rt.Arg
		want string
	}{
		{[]rt.Arg{{Val: rt.DoubleScalar(5)}}, "5"},
		{[]rt.Arg{{Val: rt.DoubleScalar(5)}, {Tag: rt.Intern("a"), Val: rt.DoubleScalar(1)}}, "6"},
		{[]rt.Arg{{Val: rt.DoubleScalar(5)}, {Val: rt.DoubleScalar(1)}}, "-4"},
	} {
		matched, err := in.MatchFormals(clo, tc.args, nil)
		if err != nil {
			t.Fatal(err)
		}
		v, err := callLowered(in, c, clo, matched...)
		if err != nil {
			t.Fatal(err)
		}
		if got := deparse(v); got != tc.want {
			t.Errorf("f(%d args) = %s, want %s", len(tc.args), got, tc.want)
		}
	}
	// No arguments: `...` is missing and spreads to nothing, so g's b is
	// missing.
	matched, _ := in.MatchFormals(clo, nil, nil)
	if _, err := callLowered(in, c, clo, matched...); err == nil || err.Error() != `argument "b" is missing, with no default` {
		t.Errorf("f() error = %v", err)
	}
}

// TestStaticCallAndClosures makes a closure with MkClosure and calls it,
// and calls a known closure with StaticCall.
func TestStaticCallAndClosures(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, `f <- function(k) { add <- function(v) v + k; add(2) }`)
	p, env, clo := closureEnvVersion(t, in, "f")
	body := vm.Compile(parse(t, "v + k"), "function")
	formals := &rt.PairList{Items: []rt.Arg{{Tag: rt.Intern("v"), Val: rt.MissingArg}}}
	add := p.add(pir.MkClosure, pir.ClosureT, &pir.ClosureAux{Formals: formals, Body: body}, env)
	p.add(pir.StVar, pir.Void, rt.Intern("add"), add, env)
	s := site(t, "add(2)")
	fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("add")}, env)
	p.ret(p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s}, fn, p.cnst(rt.DoubleScalar(2)), env))
	c := mustCompile(t, p.version("f", clo.Formals, 1), Options{})
	v, err := callLowered(in, c, clo, rt.DoubleScalar(40))
	if err != nil || deparse(v) != "42" {
		t.Errorf("f(40) = %s, %v", deparse(v), err)
	}

	// StaticCall of a known closure.
	evalR(t, in, `h <- function(a, b) a * b`)
	hclo := closure(t, in, "h")
	q := newBuilder("s", nil)
	g := q.env(pir.GlobalEnv)
	pa := q.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promiseCode(t, "6")}, g)
	r := q.add(pir.StaticCall, pir.AnyValue, &pir.CallAux{Site: site(t, "h(6, b = 7)"), Target: hclo, Fn: rt.Intern("h"),
		Tags: []*rt.Symbol{nil, rt.Intern("b")}}, pa, q.cnst(rt.DoubleScalar(7)), g)
	q.ret(r)
	c = mustCompile(t, q.version("s", nil, 0), Options{})
	v, err = callLowered(in, c, closureFor(in))
	if err != nil || deparse(v) != "42" {
		t.Errorf("h(6, b = 7) = %s, %v", deparse(v), err)
	}
}

// TestRecursion runs a lowered function that calls itself through the
// tier (several activations of one Compiled at once), and one that
// recurses without end, which must end in R's error, not a Go crash.
func TestRecursion(t *testing.T) {
	in, out := newSession(t)
	evalR(t, in, `
		fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
		forever <- function() forever()`)
	install(t, in, "fib", mustCompile(t, fibVersion(t, in), Options{}))

	q, env2, _ := closureEnvVersion(t, in, "forever")
	s := site(t, "forever()")
	fn := q.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("forever")}, env2)
	q.ret(q.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s}, fn, env2))
	install(t, in, "forever", mustCompile(t, q.version("forever", nil, 0), Options{}))

	got := runScript(in, out, "print(fib(20))\nforever()\n")
	if !strings.HasPrefix(got, "[1] 6765\nError: evaluation nested too deeply: infinite recursion") {
		t.Errorf("got %q", got)
	}
}

// fibVersion is a version of the closure fib (defined in in) that keeps
// everything boxed and calls itself through Call.
func fibVersion(t testing.TB, in *vm.Interp) *pir.Version {
	p, env, clo := closureEnvVersion(t, in, "fib")
	n := p.add(pir.Force, pir.AnyValue, rt.Intern("n"), p.add(pir.LdVar, pir.Any, rt.Intern("n"), env), env)
	test := p.add(pir.AsTest, pir.Test, callAux(t, "if (n < 2) n"), p.add(pir.Lt, pir.AnyValue, callAux(t, "n < 2"), n, p.cnst(rt.DoubleScalar(2)), env))
	small, big := p.c.NewBlock(), p.c.NewBlock()
	p.branch(test, small, big)
	p.at(small).ret(n)
	p.at(big)
	call := func(k float64, src string) *pir.Instr {
		s := site(t, src)
		fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("fib")}, env)
		arg := p.add(pir.Sub, pir.AnyValue, callAux(t, "n - 1"), n, p.cnst(rt.DoubleScalar(k)), env)
		return p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s}, fn, arg, env)
	}
	a, b := call(1, "fib(n - 1)"), call(2, "fib(n - 2)")
	p.ret(p.add(pir.Add, pir.AnyValue, callAux(t, "fib(n - 1) + fib(n - 2)"), a, b, env))
	return p.version("fib", clo.Formals, 1)
}
