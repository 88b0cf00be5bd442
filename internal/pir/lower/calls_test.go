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

// builtinCallVersion is a version of the closure name (defined in in)
// whose body is one CallBuiltin of the base builtin fn at the site src,
// with the closure's variables vars (loaded and forced) as arguments,
// then constants, tagged by tags.
func builtinCallVersion(t *testing.T, in *vm.Interp, name, fn, src string, vars []string, consts []rt.Value, tags []*rt.Symbol) *pir.Version {
	p, env, clo := closureEnvVersion(t, in, name)
	var args []*pir.Instr
	for _, v := range vars {
		sym := rt.Intern(v)
		args = append(args, p.add(pir.Force, pir.AnyValue, sym, p.add(pir.LdVar, pir.Any, sym, env), env))
	}
	for _, c := range consts {
		args = append(args, p.cnst(c))
	}
	target := in.Base.Get(rt.Intern(fn)).(*rt.Builtin)
	aux := &pir.CallAux{Site: site(t, src), Fn: rt.Intern(fn), Target: target, Tags: tags}
	p.ret(p.add(pir.CallBuiltin, pir.AnyValue, aux, append(args, env)...))
	return p.version(name, clo.Formals, len(clo.Formals.Items))
}

// TestCallBuiltinDirect runs CallBuiltin (the builtin's Go function on
// the argument values): results, the call its warnings and errors name,
// tags, and visibility are the interpreter's.
func TestCallBuiltinDirect(t *testing.T) {
	defs := `
		w <- function(x) sqrt(x)
		e <- function(x) rep(x, times = -1)
		r <- function(x) rep(x, times = 3)
		iv <- function(x) invisible(x)
		ab <- function(x) abs(x)`
	script := `
		print(w(16)); w(-1)
		print(r(2))
		iv(5)
		ab(-5)
		tryCatch(e(1), error = function(err) print(conditionCall(err)))
		e(2)`
	in, out := newSession(t)
	evalR(t, in, defs)
	times := []*rt.Symbol{nil, rt.Intern("times")}
	install(t, in, "w", mustCompile(t, builtinCallVersion(t, in, "w", "sqrt", "sqrt(x)", []string{"x"}, nil, nil), Options{}))
	install(t, in, "e", mustCompile(t, builtinCallVersion(t, in, "e", "rep", "rep(x, times = -1)", []string{"x"},
		[]rt.Value{rt.DoubleScalar(-1)}, times), Options{}))
	install(t, in, "r", mustCompile(t, builtinCallVersion(t, in, "r", "rep", "rep(x, times = 3)", []string{"x"},
		[]rt.Value{rt.DoubleScalar(3)}, times), Options{}))
	install(t, in, "iv", mustCompile(t, builtinCallVersion(t, in, "iv", "invisible", "invisible(x)", []string{"x"}, nil, nil), Options{}))
	install(t, in, "ab", mustCompile(t, builtinCallVersion(t, in, "ab", "abs", "abs(x)", []string{"x"}, nil, nil), Options{}))
	got := runScript(in, out, script)

	ref, refOut := newSession(t)
	evalR(t, ref, defs)
	want := runScript(ref, refOut, script)
	if got != want {
		t.Errorf("lowered CallBuiltin:\n%s\ninterpreter:\n%s", got, want)
	}
	for _, s := range []string{"[1] 4\n", "In sqrt(x) : NaNs produced", "[1] 2 2 2\n", "[1] 5\n", "rep(x, times = -1)\n",
		"Error in rep(x, times = -1) : invalid 'times' argument"} {
		if !strings.Contains(got, s) {
			t.Errorf("output lacks %q:\n%s", s, got)
		}
	}
	if strings.Count(got, "[1] 5\n") != 1 {
		t.Errorf("invisible() result printed:\n%s", got)
	}
}

// countingTier is a testTier that counts the calls offered to it.
type countingTier struct {
	testTier
	offered map[*rt.Closure]int
}

func (ct *countingTier) Enter(in *vm.Interp, call *rt.Lang, clo *rt.Closure, code *vm.Code, args []rt.Arg, callerEnv *rt.Env, disp *vm.DispatchInfo) (rt.Value, error, bool) {
	ct.offered[clo]++
	return ct.testTier.Enter(in, call, clo, code, args, callerEnv, disp)
}

// TestStaticCallDispatch checks that StaticCall goes to the tier's
// dispatch (the callee's optimised version when there is one, else the
// baseline) without looking the callee up: h is not even bound where the
// caller runs.
func TestStaticCallDispatch(t *testing.T) {
	in, out := newSession(t)
	evalR(t, in, `
		h <- function(a) a + 1
		k <- function(a) a * 10
		caller <- function(x) h(x)`)
	h, k := closure(t, in, "h"), closure(t, in, "k")
	ct := &countingTier{testTier: testTier{versions: map[*rt.Closure]*Compiled{}}, offered: map[*rt.Closure]int{}}
	in.Tier = ct
	// h's "optimised version" returns 1000, so its use shows.
	q, _, _ := closureEnvVersion(t, in, "h")
	q.ret(q.cnst(rt.DoubleScalar(1000)))
	ct.versions[h] = mustCompile(t, q.version("h", h.Formals, 1), Options{})

	staticCaller := func(target *rt.Closure, src string) *Compiled {
		p, env, clo := closureEnvVersion(t, in, "caller")
		x := p.add(pir.LdVar, pir.Any, rt.Intern("x"), env)
		aux := &pir.CallAux{Site: site(t, src), Fn: rt.Intern("h"), Target: target, Tags: []*rt.Symbol{nil}}
		p.ret(p.add(pir.StaticCall, pir.AnyValue, aux, x, env))
		return mustCompile(t, p.version("caller", clo.Formals, 1), Options{})
	}
	ct.versions[closure(t, in, "caller")] = staticCaller(h, "h(x)")
	evalR(t, in, `rm(h)`)
	if got := runScript(in, out, "print(caller(1))\n"); got != "[1] 1000\n" {
		t.Errorf("StaticCall of h with a version: %q", got)
	}
	if ct.offered[h] != 1 {
		t.Errorf("h offered to the tier %d times", ct.offered[h])
	}
	out.Reset()
	ct.versions[closure(t, in, "caller")] = staticCaller(k, "k(x)")
	if got := runScript(in, out, "print(caller(2))\n"); got != "[1] 20\n" {
		t.Errorf("StaticCall of k in the baseline: %q", got)
	}
	if ct.offered[k] != 1 {
		t.Errorf("k offered to the tier %d times", ct.offered[k])
	}
}
