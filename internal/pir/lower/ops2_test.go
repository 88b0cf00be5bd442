package lower

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// TestComplexAssignment runs names(x)[2] <- "b" as the builder lowers
// the bytecode: StartAssign, GetterCall, Subassign1, SetterCall and a
// non-counting StVar.
func TestComplexAssignment(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, `f <- function(x) { names(x)[2] <- "b"; x }`)
	clo := closure(t, in, "f")
	code := vm.ClosureCode(clo)
	siteAt := func(op string) *vm.CallSite { return code.Sites[code.Instrs[findPC(t, code, op, 0)].B] }
	p, env, _ := closureEnvVersion(t, in, "f")
	x := rt.Intern("x")
	b := p.cnst(rt.StringScalar("b"))
	start := p.add(pir.StartAssign, pir.AnyValue, x, env)
	get := p.add(pir.GetterCall, pir.AnyValue, &pir.CallAux{Site: siteAt("GetterCall")}, start, env)
	sub := p.add(pir.Subassign1, pir.AnyValue, &pir.CallAux{Site: siteAt("Subassign")}, get, p.cnst(rt.DoubleScalar(2)), b, env)
	set := p.add(pir.SetterCall, pir.AnyValue, &pir.CallAux{Site: siteAt("SetterCall"), Fn: rt.Intern("names<-")}, start, sub, env)
	st := p.add(pir.StVar, pir.Void, x, set, env)
	st.AuxInt = 1
	p.ret(p.add(pir.Force, pir.AnyValue, x, p.add(pir.LdVar, pir.Any, x, env), env))
	c := mustCompile(t, p.version("f", clo.Formals, 1), Options{})
	for _, arg := range []string{"c(p = 1, q = 2)", "1:3", "list(1, 2)"} {
		a := evalR(t, in, arg)
		rt.MarkShared(a) // as the value of a promise is
		want, werr := callBaseline(in, clo, a)
		got, gerr := callLowered(in, c, clo, a)
		if werr != nil || gerr != nil || deparse(got) != deparse(want) {
			t.Errorf("f(%s) = %s %v, baseline %s %v", arg, deparse(got), gerr, deparse(want), werr)
		}
		// (Whether the argument is left alone is the baseline's
		// business: it currently updates the caller's names attribute
		// in place through the getter's result.)
	}
	// The setter's error is reported against the whole assignment.
	_, gerr := callLowered(in, c, clo, rt.Nil)
	_, werr := callBaseline(in, clo, rt.Nil)
	if gerr == nil || werr == nil || in.FormatError(gerr) != in.FormatError(werr) {
		t.Errorf("f(NULL): %v, baseline %v", gerr, werr)
	}
}

// TestSuperAssignment covers LdVarSuper and StVarSuper.
func TestSuperAssignment(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, "v <- 100; f <- function() NULL")
	p, env, clo := closureEnvVersion(t, in, "f")
	v := rt.Intern("v")
	p.add(pir.StVar, pir.Void, v, p.cnst(rt.DoubleScalar(1)), env)
	outer := p.add(pir.LdVarSuper, pir.Any, v, env)
	sum := p.add(pir.Add, pir.AnyValue, callAux(t, "v + 1"), outer, p.cnst(rt.DoubleScalar(1)), env)
	p.add(pir.StVarSuper, pir.Void, v, sum, env)
	p.ret(p.add(pir.LdVar, pir.Any, v, env))
	c := mustCompile(t, p.version("f", nil, 0), Options{})
	got, err := callLowered(in, c, clo)
	if err != nil || deparse(got) != "1" || deparse(in.Global.Get(v)) != "101" {
		t.Errorf("f() = %s, %v; global v = %s", deparse(got), err, deparse(in.Global.Get(v)))
	}
}

// TestNonLocalExits covers ReturnNL (which the caller's frame catches),
// BreakNL and Unreachable.
func TestNonLocalExits(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, "f <- function() NULL")
	p, env, clo := closureEnvVersion(t, in, "f")
	p.b.Append(pir.ReturnNL, p.cnst(rt.DoubleScalar(7)), env)
	c := mustCompile(t, p.version("f", nil, 0), Options{})
	if got, err := callLowered(in, c, clo); err != nil || deparse(got) != "7" {
		t.Errorf("ReturnNL: %s, %v", deparse(got), err)
	}

	p, env, _ = closureEnvVersion(t, in, "f")
	p.b.Append(pir.BreakNL, env)
	c = mustCompile(t, p.version("f", nil, 0), Options{})
	if _, err := callLowered(in, c, clo); err == nil || !strings.Contains(in.FormatError(err), "no loop for break/next") {
		t.Errorf("BreakNL: %v", err)
	}

	p, _, _ = closureEnvVersion(t, in, "f")
	p.b.Append(pir.Unreachable)
	c = mustCompile(t, p.version("f", nil, 0), Options{})
	if _, err := callLowered(in, c, clo); err == nil || !strings.Contains(err.Error(), "internal error in optimised code of f") {
		t.Errorf("Unreachable: %v", err)
	}
}

// TestPromiseOps covers UpdatePromise (a promise whose value the code
// computed itself is not run when forced), IsEnvStub, MaterializeEnv and
// LdDDVal.
func TestPromiseOps(t *testing.T) {
	in, out := newSession(t)
	evalR(t, in, "f <- function(...) NULL")
	p, env, clo := closureEnvVersion(t, in, "f")
	prom := p.add(pir.MkArg, pir.PromiseT, &pir.Promise{Code: promiseCode(t, `{cat("ran"); 1}`)}, env)
	p.add(pir.UpdatePromise, pir.Void, nil, prom, p.cnst(rt.DoubleScalar(5)))
	five := p.add(pir.Force, pir.AnyValue, nil, prom, env)
	// A fresh environment nobody reached reflectively is a stub;
	// materialising hands it out, and it is one no more.
	fresh := p.add(pir.IsEnvStub, pir.Test, nil, env)
	cont, notFresh := p.c.NewBlock(), p.c.NewBlock()
	p.branch(fresh, cont, notFresh)
	p.at(notFresh).ret(p.cnst(rt.StringScalar("not fresh")))
	p.at(cont)
	full := p.add(pir.MaterializeEnv, pir.Env, nil, env)
	stub := p.add(pir.IsEnvStub, pir.Test, nil, env)
	second := p.add(pir.LdDDVal, pir.AnyValue, nil, full)
	second.AuxInt = 2
	yes, no := p.c.NewBlock(), p.c.NewBlock()
	p.branch(stub, yes, no)
	p.at(yes).ret(p.cnst(rt.StringScalar("stub")))
	p.at(no).ret(p.add(pir.Add, pir.AnyValue, callAux(t, "five + ..2"), five, second, env))
	c := mustCompile(t, p.version("f", clo.Formals, 1), Options{})
	dots := &rt.Dots{Items: []rt.Arg{{Val: rt.DoubleScalar(1)}, {Val: &rt.Promise{Expr: rt.Intern("z"), Code: promiseCode(t, "30 + 7"), Env: in.Global}}}}
	got, err := callLowered(in, c, clo, dots)
	if err != nil || deparse(got) != "42" || out.String() != "" {
		t.Errorf("f(1, 30 + 7) = %s, %v, output %q", deparse(got), err, out.String())
	}
	if _, err := callLowered(in, c, clo, &rt.Dots{Items: []rt.Arg{{Val: rt.DoubleScalar(1)}}}); err == nil ||
		err.Error() != "the ... list contains fewer than 2 elements" {
		t.Errorf("f(1): %v", err)
	}
}

// TestRefusals checks that Compile refuses what it cannot run, saying
// why.
func TestRefusals(t *testing.T) {
	cases := map[string]func(p *builder){
		"has no terminator": func(p *builder) { p.cnst(rt.DoubleScalar(1)) },
		"is not supported": func(p *builder) {
			p.add(pir.OpInvalid, pir.Void, nil)
			p.ret(p.cnst(rt.DoubleScalar(1)))
		},
		"used as bool": func(p *builder) {
			yes, no := p.c.NewBlock(), p.c.NewBlock()
			p.branch(p.cnst(rt.DoubleScalar(1)), yes, no)
			p.at(yes).ret(p.cnst(rt.DoubleScalar(1)))
			p.at(no).ret(p.cnst(rt.DoubleScalar(2)))
		},
		"does not have type": func(p *builder) {
			p.ret(p.add(pir.LdConst, pir.DoubleScalar, rt.IntScalar(1)))
		},
		"does not fit type": func(p *builder) {
			g := p.env(pir.GlobalEnv)
			a, b := p.cnst(rt.IntScalar(1)), p.cnst(rt.IntScalar(2))
			p.ret(p.add(pir.Add, pir.DoubleScalar, nil, a, b, g))
		},
		"not a checkpoint": func(p *builder) {
			x := p.cnst(vm.LogicalConst(rt.True))
			p.add(pir.Assume, pir.Void, nil, p.add(pir.IsTrue, pir.Test, nil, x), x)
			p.ret(x)
		},
		"without a call site": func(p *builder) {
			g := p.env(pir.GlobalEnv)
			p.ret(p.add(pir.Call, pir.AnyValue, nil, p.cnst(rt.Nil), g))
		},
	}
	for want, build := range cases {
		p := newBuilder("bad", nil)
		build(p)
		_, err := Compile(p.version("bad", nil, 0), Options{})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Compile error %v", want, err)
		}
	}
}

// TestConstantRegisters checks constants of every file, and that a
// frame taken back from the pool still has them.
func TestConstantRegisters(t *testing.T) {
	in, _ := newSession(t)
	evalR(t, in, "v <- 40")
	p := newBuilder("f", nil)
	genv := p.add(pir.LdConst, pir.Env, in.Global)
	v := p.add(pir.LdVar, pir.Any, rt.Intern("v"), genv)
	two := p.cnst(rt.IntScalar(2))
	yes := p.cnst(vm.LogicalConst(rt.True))
	sum := p.add(pir.Add, pir.AnyValue, callAux(t, "v + 2L"), v, two, genv)
	sum2 := p.add(pir.Add, pir.AnyValue, callAux(t, "sum + TRUE"), sum, yes, genv)
	p.ret(p.add(pir.Sub, pir.AnyValue, callAux(t, "sum2 - TRUE"), sum2, yes, genv))
	c := mustCompile(t, p.version("f", nil, 0), Options{})
	for k := 0; k < 3; k++ {
		if got, err := callLowered(in, c, closureFor(in)); err != nil || deparse(got) != "42" {
			t.Errorf("call %d: %s, %v", k, deparse(got), err)
		}
	}
}
