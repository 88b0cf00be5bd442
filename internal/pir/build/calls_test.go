package build

import (
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Call-target speculation (speculate.go): a call site whose feedback saw
// one callee.

// A base builtin called by its name: IsBaseFn at the checkpoint (here the
// one of the `{` guard, reused), the variable argument loaded and forced
// in place, CallBuiltin with no lookup; the Assume's slot is the Call's.
func TestBuiltinCallSpeculated(t *testing.T) {
	v := buildClosure(t, "bs <- function(x) { sqrt(x) }; for (k in 1:5) bs(k)", "bs")
	expectPIR(t, "bs", v, `
bs
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(x=%1 : O) {formals}
  %3 = Checkpoint BB1, BB2
BB1:
  %4 = IsBaseFn({, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6 = IsBaseFn(sqrt, e2)
  Assume(%6, %3) {reason=callee pc=5}
  %8 = LdVar(x, e2)
  %9 = Force(%8) e2 {var=x}
  %10 = CallBuiltin sqrt (%9) e2 {site="sqrt(x)"}
  Return(%10)
BB2: {deopt}
  %12 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%12)
`)
	cb := findOp(v.Body, pir.CallBuiltin)
	if b, ok := cb.Aux.(*pir.CallAux).Target.(*rt.Builtin); !ok || b.Name != "sqrt" {
		t.Errorf("target: %v", cb.Aux.(*pir.CallAux).Target)
	}
}

// Arguments that are not variables become promises forced at once, in
// order; constants and tags are passed as they are.
func TestBuiltinCallArguments(t *testing.T) {
	v := buildClosure(t, "ba <- function(x) max(x * 2, x, 3, na.rm = TRUE); for (k in 1:5) ba(k)", "ba")
	expectPIR(t, "ba", v, `
ba
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(x=%1 : O) {formals}
  %3 = Checkpoint BB1, BB2
BB1:
  %4 = IsBaseFn(max, e2)
  Assume(%4, %3) {reason=callee pc=7}
  %6 = MkArg(pr0, e2)
  %7 = Force(%6) e2
  %8 = LdVar(x, e2)
  %9 = Force(%8) e2 {var=x}
  %10 = LdConst [1] 3
  %11 = LdConst [1] TRUE
  %12 = CallBuiltin max (%7, %9, %10, na.rm=%11) e2 {site="max(x * 2, x, 3, na.rm = TRUE)"}
  Return(%12)
BB2: {deopt}
  %14 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%14)
pr0:
BB0:
  %1 = IsBaseFn(*, O)
  Branch(%1, BB1, BB2)
BB1:
  %3 = LdVar(x, O)
  %4 = Force(%3) O {var=x}
  %5 = LdConst [1] 2
  %6 = Mul(%4, %5) O {site="x * 2"}
  Return(%6)
BB2:
  %8 = LdFun(*, O) {site="x * 2"}
  %9 = MkArg(pr1, O)
  %10 = LdConst [1] 2
  %11 = Call %8 (%9, %10) O {site="x * 2"}
  Return(%11)
pr1:
BB0:
  %1 = LdVar(x, O)
  %2 = Force(%1) O {var=x}
  Return(%2)
`)
}

// A closure: the callee is still looked up, assumed to be the closure
// the site saw, and called directly with its promises.
func TestClosureCallSpeculated(t *testing.T) {
	v := buildClosure(t, "g <- function(a, b) a; cs <- function(x) g(x, b = 2); for (k in 1:5) cs(k)", "cs")
	expectPIR(t, "cs", v, `
cs
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(x=%1 : O) {formals}
  %3 = Checkpoint BB1, BB2
BB1:
  %4 = LdFun(g, e2) {site="g(x, b = 2)" noforce}
  %5 = IsCallee(%4)
  Assume(%5, %3) {reason=callee pc=4}
  %7 = MkArg(pr0, e2)
  %8 = LdConst [1] 2
  %9 = StaticCall g (%7, b=%8) e2 {site="g(x, b = 2)"}
  Return(%9)
BB2: {deopt}
  %11 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%11)
pr0:
BB0:
  %1 = LdVar(x, O)
  %2 = Force(%1) O {var=x}
  Return(%2)
`)
	in := newInterp()
	runR(in, "g <- function(a, b) a; cs <- function(x) g(x, b = 2); for (k in 1:5) cs(k)")
	g := in.Global.Get(rt.Intern("g"))
	v = mustFunction(t, closureFn(t, in, "cs"), pir.Context{})
	sc := findOp(v.Body, pir.StaticCall)
	if sc == nil || sc.Aux.(*pir.CallAux).Target != g || findOp(v.Body, pir.IsCallee).Aux != g {
		t.Errorf("StaticCall target is not g:\n%s", v)
	}
}

// missing(x) of a variable, where the call site saw base's missing, is
// the Missing instruction, guarded like a builtin's call.
func TestMissingOfVariable(t *testing.T) {
	v := buildClosure(t, "sp <- function(x) missing(x); for (k in 1:5) sp(k)", "sp")
	m := findOp(v.Body, pir.Missing)
	if m == nil || m.Sym().Name != "x" || findOp(v.Body, pir.Call) != nil || findAssume(v.Body, pir.DeoptCallee) == nil {
		t.Errorf("want a guarded Missing(x):\n%s", v)
	}
}

// Each refusal leaves a plain Call (and no callee Assume).
func TestCallSpeculationRefused(t *testing.T) {
	for _, tc := range []struct{ what, src, name string }{
		{"polymorphic site", "pc <- function(f) f(1); pc(sqrt); pc(abs); pc(sqrt)", "pc"},
		{"special", "sp <- function(x) substitute(x); for (k in 1:5) sp(k)", "sp"},
		{"missing of an expression", "me <- function(x) missing(x + 1); for (k in 1:5) tryCatch(me(k), error = function(e) NULL)", "me"},
		{"Frame builtin", "fb <- function(x) lapply(x, abs); for (k in 1:5) fb(k)", "fb"},
		{"Internal builtin", "ib <- function(x) .cat(x); for (k in 1:5) ib(k)", "ib"},
		{"spread dots", "sd <- function(...) sum(...); for (k in 1:5) sd(k, 1)", "sd"},
		{"builtin under another name", "mysq <- sqrt; ms <- function(x) mysq(x); for (k in 1:5) ms(k)", "ms"},
		{"never called", "nc <- function(x) if (x) sqrt(x) else 0; for (k in 1:5) nc(FALSE)", "nc"},
	} {
		v := buildClosure(t, tc.src, tc.name)
		if findOp(v.Body, pir.Call) == nil || findAssume(v.Body, pir.DeoptCallee) != nil ||
			findOp(v.Body, pir.CallBuiltin) != nil || findOp(v.Body, pir.StaticCall) != nil {
			t.Errorf("%s: want a plain Call:\n%s", tc.what, v)
		}
	}
}

// NoSpec on the Call's feedback slot (set by the jit when a callee
// speculation there deoptimised) turns the speculation off there only.
func TestCallSpeculationNoSpec(t *testing.T) {
	in := newInterp()
	runR(in, "g <- function(a) a; ns <- function(x) { g(x); abs(x) }; for (k in 1:5) ns(k)")
	fn := closureFn(t, in, "ns")
	v := mustFunction(t, fn, pir.Context{})
	if findOp(v.Body, pir.StaticCall) == nil || findOp(v.Body, pir.CallBuiltin) == nil {
		t.Fatalf("no speculation:\n%s", v)
	}
	for _, k := range []pir.Op{pir.StaticCall, pir.CallBuiltin} {
		a := findAssume(v.Body, pir.DeoptCallee)
		r := a.Aux.(pir.DeoptReason)
		if fn.Code.Instrs[r.PC].Op != vm.OpCall {
			t.Fatalf("callee assume's slot is not a Call: pc %d", r.PC)
		}
		fn.Code.Feedback[r.PC].NoSpec = true
		v = mustFunction(t, fn, pir.Context{})
		if findOp(v.Body, k) != nil || findOp(v.Body, pir.Call) == nil {
			t.Errorf("NoSpec at pc %d: %s still speculated:\n%s", r.PC, k, v)
		}
	}
	if findAssume(v.Body, pir.DeoptCallee) != nil {
		t.Errorf("callee assume left:\n%s", v)
	}
}
