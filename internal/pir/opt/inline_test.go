package opt

import (
	"io"
	"strings"
	"testing"

	"gorir/internal/base"
	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The inline pass builds its callees from their bytecode, which PIR
// text does not carry: these tests define the callees in R, and the
// MkClosure `fn<NAME>` and StaticCall `NAME (…)` instructions of the
// input get the closure NAME's code and formals.

// rClosures runs src in a fresh interpreter and returns its global
// closures by name.
func rClosures(t *testing.T, src string) map[string]*rt.Closure {
	t.Helper()
	in := vm.New()
	in.Stdout, in.Stderr = io.Discard, io.Discard
	base.Install(in)
	if err := in.RunScript("test.R", []byte(src)); err != nil {
		t.Fatalf("running R: %v", err)
	}
	out := map[string]*rt.Closure{}
	for _, sym := range in.Global.Symbols(true) {
		if c, ok := in.Global.Get(sym).(*rt.Closure); ok {
			out[sym.Name] = c
		}
	}
	return out
}

// withClosures gives the version's closures their R definitions.
func withClosures(t *testing.T, v *pir.Version, clos map[string]*rt.Closure) {
	t.Helper()
	for _, c := range codes(v) {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				switch a := i.Aux.(type) {
				case *pir.ClosureAux:
					if a.Body == nil {
						continue
					}
					if clo := clos[a.Body.Name]; clo != nil {
						a.Body, a.Formals = vm.ClosureCode(clo), clo.Formals
					}
				case *pir.CallAux:
					if i.Op == pir.StaticCall && a.Fn != nil {
						if clo := clos[a.Fn.Name]; clo != nil {
							a.Target = clo
						}
					}
				}
			}
		}
	}
}

// checkInline runs the passes over before, whose closures are defined by
// the R code src, and compares the result with after.
func checkInline(t *testing.T, src, passes, before, after string) {
	t.Helper()
	v, err := pir.ParseVersion(before)
	if err != nil {
		t.Fatalf("parsing the input: %v\n%s", err, before)
	}
	withClosures(t, v, rClosures(t, src))
	if err := pir.VerifyVersion(v); err != nil {
		t.Fatalf("the input does not verify: %v", err)
	}
	for _, name := range strings.Split(passes, ",") {
		p, ok := Lookup(name)
		if !ok {
			t.Fatalf("no pass %q", name)
		}
		p.Run(v)
		settle(v)
		if err := pir.VerifyVersion(v); err != nil {
			t.Fatalf("after %s: %v\n%s", name, err, v.Format(pir.PrintOptions{Types: true}))
		}
	}
	got := v.Format(pir.PrintOptions{Types: true})
	if pir.Canonical(got) != pir.Canonical(after) {
		t.Errorf("%s:\n--- input\n%s\n--- got\n%s\n--- want\n%s", passes, strings.TrimSpace(before), strings.TrimSpace(got), strings.TrimSpace(after))
	}
}

// The paper's example (section 3.2): f <- function(b) b; f(x).
const paperCall = `<anonymous>
BB0:
  %1 = MkClosure(fn<f>, G)
  %2 = MkArg(pr0, G)
  %3 = Call %1 (%2) G {site="f(x)"}
  Return(%3)
pr0:
BB0:
  %4 = LdVar(x, G)
  %5 = Force(%4) G {var=x}
  Return(%5)
`

func TestInlinePaperExample(t *testing.T) {
	// The callee keeps its environment (b bound to the caller's
	// promise over G) and runs in a context, since forcing b may run
	// arbitrary code.
	checkInline(t, `f <- function(b) b`, "inline", paperCall, `<anonymous>
BB0:
  %1:cls = MkClosure(fn<function>, G)
  %2:any^~@# = MkArg(pr0, G)
  %3:other = PushContext(%1) G {site="f(x)"}
  e4:env = MkEnv(b=%2 : G) {formals}
  %5:any^?~@# = LdVar(b, e4)
  %6:any~@# = Force(%5) e4 {var=b}
  PopContext(%3, %6)
  Return(%6)
pr0:
BB0:
  %1:any^?~@# = LdVar(x, G)
  %2:any~@# = Force(%1) G {var=x}
  Return(%2)
`)
}

// checkInlineR builds the closure name defined by the R code src (the
// callees it makes are real closures), runs the passes and compares the
// result with after.
func checkInlineR(t *testing.T, src, name, passes, after string) *pir.Version {
	t.Helper()
	clo := rClosures(t, src)[name]
	if clo == nil {
		t.Fatalf("no closure %s", name)
	}
	v, err := build.Function(&pir.Function{Name: name, Code: vm.ClosureCode(clo), Formals: clo.Formals}, pir.Context{})
	if err != nil {
		t.Fatal(err)
	}
	resolveFuns(v)
	for _, p := range strings.Split(passes, ",") {
		pass, ok := Lookup(p)
		if !ok {
			t.Fatalf("no pass %q", p)
		}
		pass.Run(v)
		settle(v)
		if err := pir.VerifyVersion(v); err != nil {
			t.Fatalf("after %s: %v\n%s", p, err, v.Format(pir.PrintOptions{Types: true}))
		}
	}
	got := v.Format(pir.PrintOptions{Types: true})
	if pir.Canonical(got) != pir.Canonical(after) {
		t.Errorf("%s:\n--- got\n%s\n--- want\n%s", passes, strings.TrimSpace(got), strings.TrimSpace(after))
	}
	return v
}

// resolveFuns stands in for scope resolution in these tests: an LdFun
// of a symbol whose only store in the body is of a MkClosure reads the
// MkClosure.
func resolveFuns(v *pir.Version) {
	stores := map[*rt.Symbol][]*pir.Instr{}
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.StVar {
				stores[i.Sym()] = append(stores[i.Sym()], i.Args[0])
			}
		}
	}
	for _, b := range v.Body.Blocks {
		for _, i := range append([]*pir.Instr(nil), b.Instrs...) {
			if i.Op != pir.LdFun {
				continue
			}
			if st := stores[i.Sym()]; len(st) == 1 && st[0].Op == pir.MkClosure {
				v.Body.ReplaceUses(i, st[0])
				i.Remove()
			}
		}
	}
	settle(v)
}

// Figure 4 of the paper: the callee speculates (the guard of `+`), so
// its framestate gets the caller's, after the call, as parent.
func TestInlineFigure4(t *testing.T) {
	checkInlineR(t, `g <- function() {
  a <- 1
  f <- function(b) b+a
  f(2)
}`, "g", "inline", `g
BB0:
  e1:env = MkEnv( : O) {formals}
  %2:cp = Checkpoint BB1, BB6
BB1:
  %3:test = IsBaseFn({, e1)
  Assume(%3, %2) {reason=guard pc=0}
  %5:test = IsBaseFn(<-, e1)
  Assume(%5, %2) {reason=guard pc=1}
  %7:real$ = LdConst [1] 1
  StVar(a, %7, e1)
  %9:cp = Checkpoint BB2, BB5
BB2:
  %10:test = IsBaseFn(<-, e1)
  Assume(%10, %9) {reason=guard pc=12}
  %12:test = IsBaseFn(function, e1)
  Assume(%12, %9) {reason=guard pc=13}
  %14:cls = MkClosure(fn<function>, e1)
  StVar(f, %14, e1)
  %16:real$ = LdConst [1] 2
  %17:fs = FrameState() e1 {pc=35 stack=0 temps=0 code="function"}
  %18:other = PushContext(%14) e1 {site="f(2)"}
  e19:env = MkEnv(b=%16 : e1) {formals}
  %20:cp = Checkpoint BB3, BB4
BB3:
  %21:test = IsBaseFn(+, e19)
  Assume(%21, %20) {reason=guard pc=2}
  %23:any^?~@# = LdVar(b, e19)
  %24:any~@# = Force(%23) e19 {var=b}
  %25:any^?~@# = LdVar(a, e19)
  %26:any~@# = Force(%25) e19 {var=a}
  %27:any~@# = Add(%24, %26) e19 {site="b + a"}
  PopContext(%18, %27)
  Return(%27)
BB4: {deopt}
  %30:fs = FrameState(e19) %17 {pc=2 stack=0 temps=0 code="function" inlined}
  Deopt(%30)
BB5: {deopt}
  %32:fs = FrameState() e1 {pc=12 stack=0 temps=0 code="function"}
  Deopt(%32)
BB6: {deopt}
  %34:fs = FrameState() e1 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%34)
`)
}

// callerOf is a caller of f with the given arguments: a promise over G
// (x), and the constant 1.
func callerOf(call string) string {
	return `<anonymous>
BB0:
  %1 = MkClosure(fn<f>, G)
  %2 = MkArg(pr0, G)
  %3 = LdConst [1] 1
  %4 = ` + call + `
  Return(%4)
pr0:
BB0:
  %5 = LdVar(x, G)
  %6 = Force(%5) G {var=x}
  Return(%6)
`
}

func TestInlineRefusals(t *testing.T) {
	for _, tc := range []struct{ what, src, call string }{
		{"dots formal", `f <- function(...) 1`, `Call %1 (%2) G {site="f(x)"}`},
		{"partial tag", `f <- function(value) 1`, `Call %1 (val=%2) G {site="f(val = x)"}`},
		{"unknown tag", `f <- function(a) 1`, `Call %1 (b=%2) G {site="f(b = x)"}`},
		{"too many arguments", `f <- function(a) 1`, `Call %1 (%2, %3) G {site="f(x, 1)"}`},
		{"duplicate tag", `f <- function(a, b) 1`, `Call %1 (a=%2, a=%3) G {site="f(a = x, a = 1)"}`},
		{"nargs", `f <- function(a) nargs()`, `Call %1 (%2) G {site="f(x)"}`},
		{"UseMethod", `f <- function(a) UseMethod("f")`, `Call %1 (%2) G {site="f(x)"}`},
		{"return in a promise", `f <- function(a) identity(return(a))`, `Call %1 (%2) G {site="f(x)"}`},
		{"speculating callee without a caller checkpoint", `f <- function(a) { a }`, `Call %1 (%2) G {site="f(x)"}`},
		{"too big", `f <- function(a) { ` + strings.Repeat("a <- a + 1; ", 60) + `a }`, `Call %1 (%2) G {site="f(x)"}`},
		{"unknown callee", `f <- function(a) a`, `Call %2 (%3) G {site="x(1)"}`},
	} {
		t.Run(tc.what, func(t *testing.T) {
			v, err := pir.ParseVersion(callerOf(tc.call))
			if err != nil {
				t.Fatal(err)
			}
			withClosures(t, v, rClosures(t, tc.src))
			if inline(v) {
				settle(v)
				t.Errorf("inlined:\n%s", v)
			}
		})
	}
}

func TestInlineRecursion(t *testing.T) {
	clos := rClosures(t, `f <- function(b) b`)
	v, err := pir.ParseVersion(paperCall)
	if err != nil {
		t.Fatal(err)
	}
	withClosures(t, v, clos)
	v.Func.Code = vm.ClosureCode(clos["f"])
	if inline(v) {
		t.Errorf("a function inlined into itself:\n%s", v)
	}
}

// Arguments are matched by exact name first, then by position; a formal
// nothing matches is bound to a promise of its default, made right after
// the environment (and unbound in the MkEnv until then). A callee that
// cannot observe its frame (no code it runs can reach it, it cannot fail
// or deoptimise) runs without a context, its environment detached: no
// frame's.
func TestInlineMatchingWithoutContext(t *testing.T) {
	checkInline(t, `f <- function(a, b, c = 3) 1`, "inline", callerOf(`Call %1 (b=%3, %2) G {site="f(b = 1, x)"}`), `<anonymous>
BB0:
  %1:cls = MkClosure(fn<function>, G)
  %2:any^~@# = MkArg(pr0, G)
  %3:real$ = LdConst [1] 1
  %4:other = LdConst <unbound>
  e5:env = MkEnv(a=%2, b=%3, c=%4 : G) {formals detached}
  %6:any^~@# = MkArg(pr1, e5) {default}
  StVar(c, %6, e5)
  %8:real$ = LdConst [1] 1
  Visible
  Return(%8)
pr0:
BB0:
  %1:any^?~@# = LdVar(x, G)
  %2:any~@# = Force(%1) G {var=x}
  Return(%2)
pr1:
BB0:
  %1:real$ = LdConst [1] 3
  Visible
  Return(%1)
`)
}

// A StaticCall's target is a closure value: its environment (here the
// global one) is the inlinee's O, and the context's function is the
// closure as a constant.
func TestInlineStaticCall(t *testing.T) {
	checkInline(t, `f <- function(b) b`, "inline", callerOf(`StaticCall f (%2) G {site="f(x)"}`), `<anonymous>
BB0:
  %1:cls = MkClosure(fn<function>, G)
  %2:any^~@# = MkArg(pr0, G)
  %3:real$ = LdConst [1] 1
  %4:cls = LdConst function (b)  b
  %5:other = PushContext(%4) G {site="f(x)"}
  e6:env = MkEnv(b=%2 : G) {formals}
  %7:any^?~@# = LdVar(b, e6)
  %8:any~@# = Force(%7) e6 {var=b}
  PopContext(%5, %8)
  Return(%8)
pr0:
BB0:
  %1:any^?~@# = LdVar(x, G)
  %2:any~@# = Force(%1) G {var=x}
  Return(%2)
`)
}
