package build

import (
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// The paper's listings before optimisation ("R Melts Brains", sections
// 3 and 4), as gorir translates them. The instructions are the paper's,
// plus the guards of the inlined specials (`{`, `<-`, `if`, `+`, …),
// which the paper's bytecode does not have: each is an IsBaseFn test
// and an Assume anchored at a Checkpoint whose deopt block resumes the
// interpreter at the guard. The closure environment is written O where
// the paper writes G for a closure defined at top level, and constant
// arguments are passed as values, not promises. The functions are
// defined but not run, so there is no type or branch feedback.

// paperFns defines the paper's functions in a fresh interpreter.
func paperFns(t *testing.T) *vm.Interp {
	t.Helper()
	in := newInterp()
	if err := runR(in, `
answer <- function() { answer <- 42; answer }
f <- function(b) b
stores <- function(c) { if (c) x <- 1 else x <- 2; x }
g <- function() {
  a <- 1
  f <- function(b) b+a
  f(2)
}
`); err != nil {
		t.Fatal(err)
	}
	return in
}

// nestedFn returns the function of the k-th MkClosure in code.
func nestedFn(t *testing.T, code *vm.Code, name string, k int) *pir.Function {
	t.Helper()
	vm.EnsureCompiled(code)
	for _, in := range code.Instrs {
		if in.Op != vm.OpMkClosure {
			continue
		}
		if k > 0 {
			k--
			continue
		}
		formals, _ := code.Consts[in.A].(*rt.PairList)
		return &pir.Function{Name: name, Code: code.Codes[in.B], Formals: formals}
	}
	t.Fatalf("no closure %s", name)
	return nil
}

// expectPIR compares a version's listing with want, modulo register
// numbering and indentation.
func expectPIR(t *testing.T, what string, got *pir.Version, want string) {
	t.Helper()
	checkVersion(t, what, got)
	if g, w := normalise(got.String()), normalise(want); g != w {
		t.Errorf("%s:\n--- got\n%s\n--- want\n%s", what, got.String(), want)
	}
}

func mustFunction(t *testing.T, fn *pir.Function, ctx pir.Context) *pir.Version {
	t.Helper()
	v, err := Function(fn, ctx)
	if err != nil {
		t.Fatalf("%s: %v", fn.Name, err)
	}
	return v
}

// Section 3.1: function() { answer <- 42; answer }.
func TestPaperScopeResolutionExample(t *testing.T) {
	in := paperFns(t)
	expectPIR(t, "answer", mustFunction(t, closureFn(t, in, "answer"), pir.Context{}), `
answer
BB0:
  e1 = MkEnv( : O) {formals}
  %2 = Checkpoint BB1, BB2
BB1:
  %3 = IsBaseFn({, e1)
  Assume(%3, %2) {reason=guard pc=0}
  %5 = IsBaseFn(<-, e1)
  Assume(%5, %2) {reason=guard pc=1}
  %7 = LdConst [1] 42
  StVar(answer, %7, e1)
  %9 = LdVar(answer, e1)
  %10 = Force(%9) e1 {var=answer}
  Return(%10)
BB2: {deopt}
  %12 = FrameState() e1 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%12)
`)
}

// Section 3.2: f <- function(b) b; f(x): the caller (top-level code)
// with the promise pr0 for x, and f.
func TestPaperPromiseExample(t *testing.T) {
	exprs, err := syntax.ParseAll("test", []byte("{f <- function(b) b; f(x)}"), syntax.Options{})
	if err != nil {
		t.Fatal(err)
	}
	top := vm.CompileTopLevel(exprs[0])
	v, err := TopLevel(&pir.Function{Name: "toplevel", Code: top})
	if err != nil {
		t.Fatal(err)
	}
	expectPIR(t, "caller", v, `
toplevel
BB0:
  %1 = Checkpoint BB1, BB2
BB1:
  %2 = IsBaseFn({, O)
  Assume(%2, %1) {reason=guard pc=0}
  %4 = IsBaseFn(<-, O)
  Assume(%4, %1) {reason=guard pc=1}
  %6 = IsBaseFn(function, O)
  Assume(%6, %1) {reason=guard pc=2}
  %8 = MkClosure(fn<function>, O)
  StVar(f, %8, O)
  %10 = LdFun(f, O) {site="f(x)"}
  %11 = MkArg(pr0, O)
  %12 = Call %10 (%11) O {site="f(x)"}
  Return(%12)
BB2: {deopt}
  %14 = FrameState() O {pc=0 stack=0 temps=0 code="toplevel"}
  Deopt(%14)
pr0:
BB0:
  %1 = LdVar(x, O)
  %2 = Force(%1) O {var=x}
  Return(%2)
`)
	if len(v.Promises) != 1 || v.Promises[0].Promise != 0 {
		t.Errorf("promises: %v", v.Promises)
	}
	in := paperFns(t)
	expectPIR(t, "f", mustFunction(t, closureFn(t, in, "f"), pir.Context{}), `
f
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(b=%0 : O) {formals}
  %2 = LdVar(b, e1)
  %3 = Force(%2) e1 {var=b}
  Return(%3)
`)
}

// Section 4.2: a load after two stores in the branches of an if.
func TestPaperTwoStoresExample(t *testing.T) {
	in := paperFns(t)
	expectPIR(t, "stores", mustFunction(t, closureFn(t, in, "stores"), pir.Context{}), `
stores
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(c=%1 : O) {formals}
  %3 = Checkpoint BB1, BB9
BB1:
  %4 = IsBaseFn({, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6 = IsBaseFn(if, e2)
  Assume(%6, %3) {reason=guard pc=1}
  %8 = LdVar(c, e2)
  %9 = Force(%8) e2 {var=c}
  %10 = AsTest(%9) {site="if (c) x <- 1 else x <- 2"}
  Branch(%10, BB2, BB5)
BB2:
  %12 = Checkpoint BB3, BB4
BB3:
  %13 = IsBaseFn(<-, e2)
  Assume(%13, %12) {reason=guard pc=4}
  %15 = LdConst [1] 1
  StVar(x, %15, e2)
  Branch BB7
BB4: {deopt}
  %18 = FrameState() e2 {pc=4 stack=0 temps=0 code="function"}
  Deopt(%18)
BB5:
  %20 = Checkpoint BB6, BB8
BB6:
  %21 = IsBaseFn(<-, e2)
  Assume(%21, %20) {reason=guard pc=16}
  %23 = LdConst [1] 2
  StVar(x, %23, e2)
  Branch BB7
BB7:
  %26 = LdVar(x, e2)
  %27 = Force(%26) e2 {var=x}
  Return(%27)
BB8: {deopt}
  %29 = FrameState() e2 {pc=16 stack=0 temps=0 code="function"}
  Deopt(%29)
BB9: {deopt}
  %31 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%31)
`)
}

// Section 4.5, Figure 4: g and the inner f.
func TestPaperFigure4(t *testing.T) {
	in := paperFns(t)
	g := closureFn(t, in, "g")
	expectPIR(t, "g", mustFunction(t, g, pir.Context{}), `
g
BB0:
  e1 = MkEnv( : O) {formals}
  %2 = Checkpoint BB1, BB4
BB1:
  %3 = IsBaseFn({, e1)
  Assume(%3, %2) {reason=guard pc=0}
  %5 = IsBaseFn(<-, e1)
  Assume(%5, %2) {reason=guard pc=1}
  %7 = LdConst [1] 1
  StVar(a, %7, e1)
  %9 = Checkpoint BB2, BB3
BB2:
  %10 = IsBaseFn(<-, e1)
  Assume(%10, %9) {reason=guard pc=12}
  %12 = IsBaseFn(function, e1)
  Assume(%12, %9) {reason=guard pc=13}
  %14 = MkClosure(fn<function>, e1)
  StVar(f, %14, e1)
  %16 = LdFun(f, e1) {site="f(2)"}
  %17 = LdConst [1] 2
  %18 = Call %16 (%17) e1 {site="f(2)"}
  Return(%18)
BB3: {deopt}
  %20 = FrameState() e1 {pc=12 stack=0 temps=0 code="function"}
  Deopt(%20)
BB4: {deopt}
  %22 = FrameState() e1 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%22)
`)
	// b+a is a fused arithmetic instruction; the builder translates the
	// unfused code it stands for.
	expectPIR(t, "f", mustFunction(t, nestedFn(t, g.Code, "f", 0), pir.Context{}), `
f
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(b=%1 : O) {formals}
  %3 = Checkpoint BB1, BB2
BB1:
  %4 = IsBaseFn(+, e2)
  Assume(%4, %3) {reason=guard pc=2}
  %6 = LdVar(b, e2)
  %7 = Force(%6) e2 {var=b}
  %8 = LdVar(a, e2)
  %9 = Force(%8) e2 {var=a}
  %10 = Add(%7, %9) e2 {site="b + a"}
  Return(%10)
BB2: {deopt}
  %12 = FrameState() e2 {pc=2 stack=0 temps=0 code="function"}
  Deopt(%12)
`)
}
