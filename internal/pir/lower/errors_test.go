package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// testTier is a minimal optimised tier for tests: calls of the closures
// it knows run their lowered versions, as the jit will run them.
type testTier struct {
	versions map[*rt.Closure]*Compiled
}

func (tt *testTier) Enter(in *vm.Interp, call *rt.Lang, clo *rt.Closure, code *vm.Code, args []rt.Arg, callerEnv *rt.Env, disp *vm.DispatchInfo) (rt.Value, error, bool) {
	c, ok := tt.versions[clo]
	if !ok {
		return nil, nil, false
	}
	fr := in.NewFrame(call, clo, args, callerEnv, disp)
	matched, err := in.MatchFormals(clo, args, call)
	if err != nil {
		return nil, err, true
	}
	v, err := in.RunFrame(fr, func() (rt.Value, error) { return c.Call(in, fr, matched) })
	return v, err, true
}

func (tt *testTier) OSR(*vm.Interp, *vm.Code, *rt.Env, int, []rt.Value, []rt.Value) (rt.Value, error, bool) {
	return nil, nil, false
}

// install makes calls of the closure name run c.
func install(t *testing.T, in *vm.Interp, name string, c *Compiled) {
	tt, _ := in.Tier.(*testTier)
	if tt == nil {
		tt = &testTier{versions: map[*rt.Closure]*Compiled{}}
		in.Tier = tt
	}
	tt.versions[closure(t, in, name)] = c
}

// runScript runs R source as Rscript would and returns stdout+stderr.
func runScript(in *vm.Interp, out interface{ String() string }, src string) string {
	in.RunScript("test.R", []byte(src))
	return out.String()
}

// closureEnvVersion starts a version of clo whose body makes clo's
// environment from its arguments.
func closureEnvVersion(t testing.TB, in *vm.Interp, name string) (*builder, *pir.Instr, *rt.Closure) {
	clo := closure(t, in, name)
	code := vm.ClosureCode(clo)
	p := newBuilder(name, code)
	o := p.env(pir.ClosureEnv)
	var names []*rt.Symbol
	var vals []*pir.Instr
	if clo.Formals != nil {
		for k, f := range clo.Formals.Items {
			names = append(names, f.Tag)
			vals = append(vals, p.arg(k, pir.Any))
		}
	}
	env := p.add(pir.MkEnv, pir.Env, &pir.EnvAux{Names: names, Closure: code, Formals: clo.Formals}, append(vals, o)...)
	return p, env, clo
}

// TestErrorsCarryRMessages checks (e): R errors raised by the ops of
// lowered code are the interpreter's, with R's messages and calls, as
// printed at top level.
func TestErrorsCarryRMessages(t *testing.T) {
	cases := []struct {
		def   string
		call  string
		build func(t *testing.T, p *builder, env *pir.Instr)
	}{
		{"f <- function() nope", "f()", func(t *testing.T, p *builder, env *pir.Instr) {
			v := p.add(pir.LdVar, pir.Any, rt.Intern("nope"), env)
			p.ret(p.add(pir.Force, pir.AnyValue, rt.Intern("nope"), v, env))
		}},
		{"f <- function(x) if (x) 1 else 2", "f(NA)", func(t *testing.T, p *builder, env *pir.Instr) {
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			test := p.add(pir.AsTest, pir.Test, callAux(t, "if (x) 1 else 2"), x)
			yes, no := p.c.NewBlock(), p.c.NewBlock()
			p.branch(test, yes, no)
			p.at(yes).ret(p.cnst(rt.DoubleScalar(1)))
			p.at(no).ret(p.cnst(rt.DoubleScalar(2)))
		}},
		{"f <- function(x) if (x) 1 else 2", "f(NA)", func(t *testing.T, p *builder, env *pir.Instr) {
			// The same with x unboxed (a logical register holding NA).
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			xl := p.add(pir.CastType, pir.LogicalScalar, pir.LogicalScalar, x)
			test := p.add(pir.AsTest, pir.Test, callAux(t, "if (x) 1 else 2"), xl)
			yes, no := p.c.NewBlock(), p.c.NewBlock()
			p.branch(test, yes, no)
			p.at(yes).ret(p.cnst(rt.DoubleScalar(1)))
			p.at(no).ret(p.cnst(rt.DoubleScalar(2)))
		}},
		{`f <- function(x) x + "a"`, "f(1)", func(t *testing.T, p *builder, env *pir.Instr) {
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			p.ret(p.add(pir.Add, pir.AnyValue, callAux(t, `x + "a"`), x, p.cnst(rt.StringScalar("a")), env))
		}},
		{"f <- function(x) (x)()", "f(1)", func(t *testing.T, p *builder, env *pir.Instr) {
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			fn := p.add(pir.ChkFunction, pir.FunctionT, nil, x)
			p.ret(p.add(pir.Call, pir.AnyValue, callAux(t, "(x)()"), fn, env))
		}},
		{"f <- function(x) x[[5]]", "f(1:3)", func(t *testing.T, p *builder, env *pir.Instr) {
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			p.ret(p.add(pir.Extract2, pir.AnyValue, callAux(t, "x[[5]]"), x, p.cnst(rt.DoubleScalar(5)), env))
		}},
		{"f <- function(x) g(x)", "f(1)", func(t *testing.T, p *builder, env *pir.Instr) {
			s := site(t, "g(x)")
			fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("g")}, env)
			p.ret(p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s}, fn, env))
		}},
		{"f <- function(x) { stop('boom: ', x) }", "f(7)", func(t *testing.T, p *builder, env *pir.Instr) {
			s := site(t, "stop('boom: ', x)")
			fn := p.add(pir.LdFun, pir.FunctionT, &pir.CallAux{Site: s, Fn: rt.Intern("stop")}, env)
			x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
			p.ret(p.add(pir.Call, pir.AnyValue, &pir.CallAux{Site: s}, fn, p.cnst(rt.StringScalar("boom: ")), x, env))
		}},
	}
	for _, tc := range cases {
		in, out := newSession(t)
		want := runScript(in, out, tc.def+"\n"+tc.call+"\n")
		in, out = newSession(t)
		evalR(t, in, tc.def)
		p, env, _ := closureEnvVersion(t, in, "f")
		tc.build(t, p, env)
		install(t, in, "f", mustCompile(t, p.version("f", nil, 0), Options{}))
		got := runScript(in, out, tc.call+"\n")
		if got != want || !strings.HasPrefix(got, "Error") {
			t.Errorf("%s; %s:\nlowered  %q\nbaseline %q", tc.def, tc.call, got, want)
		}
	}
}

// TestFaultBecomesRError checks that a Go panic under lowered code (here
// a builtin that panics) becomes an R error naming the instruction, and
// leaves the interpreter's stacks consistent.
func TestFaultBecomesRError(t *testing.T) {
	in, out := newSession(t)
	boom := in.DefineBuiltin(&vm.BuiltinDef{Name: "boom", Fn: func(*vm.Interp, *vm.Call) (rt.Value, error) {
		var m map[string]int
		m["x"] = 1
		return rt.Nil, nil
	}})
	evalR(t, in, "f <- function() boom()")
	p, env, _ := closureEnvVersion(t, in, "f")
	p.ret(p.add(pir.CallBuiltin, pir.AnyValue, &pir.CallAux{Site: site(t, "boom()"), Target: boom}, env))
	install(t, in, "f", mustCompile(t, p.version("f", nil, 0), Options{}))
	got := runScript(in, out, "r <- tryCatch(f(), error = function(e) conditionMessage(e))\ncat(r, '\\n')\ncat(length(sys.calls()), '\\n')\n")
	if !strings.Contains(got, "internal error in optimised code of f at") || !strings.Contains(got, "CallBuiltin boom") ||
		!strings.Contains(got, "assignment to entry in nil map") || !strings.HasSuffix(got, "\n0 \n") {
		t.Errorf("got %q", got)
	}
}

// TestWarningHandlerUnwindsThroughLoweredCode checks that the
// interpreter's own unwinding (a warning raised where no error can be
// returned, caught by tryCatch) passes through lowered code.
func TestWarningHandlerUnwindsThroughLoweredCode(t *testing.T) {
	in, out := newSession(t)
	evalR(t, in, "k <- function(x) x + 1L")
	p, env, _ := closureEnvVersion(t, in, "k")
	x := p.add(pir.Force, pir.AnyValue, rt.Intern("x"), p.add(pir.LdVar, pir.Any, rt.Intern("x"), env), env)
	xi := p.add(pir.CastType, pir.IntScalar, pir.IntScalar, x)
	p.ret(p.add(pir.Add, pir.IntScalar, callAux(t, "x + 1L"), xi, p.cnst(rt.IntScalar(1)), env))
	install(t, in, "k", mustCompile(t, p.version("k", nil, 1), Options{}))
	got := runScript(in, out, `
		r <- tryCatch(k(.Machine$integer.max), warning = function(w) conditionMessage(w))
		print(r)
		print(k(41L))
		r <- withCallingHandlers(k(.Machine$integer.max), warning = function(w) invokeRestart("muffleWarning"))
		print(r)
	`)
	want := "[1] \"NAs produced by integer overflow\"\n[1] 42\n[1] NA\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
