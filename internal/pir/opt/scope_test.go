package opt

import (
	"strings"
	"testing"
)

// The scope pass alone (and, for the paper's examples, followed by
// elide), on PIR written as the builder writes it.

// The paper's first example, function() { answer <- 42; answer }: the
// load is the stored constant, and the Force of a value that is no
// promise goes.
func TestScopePaperAnswer(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 42
  StVar(answer, %1, e0)
  %3 = LdVar(answer, e0)
  %4 = Force(%3) e0
  Return(%4)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 42
  StVar(answer, %2, e1)
  Return(%2)
`)
}

// With the environment elided too, as the paper ends: LdConst [1] 42 and
// Return.
func TestScopePaperAnswerElided(t *testing.T) {
	checkPass(t, "scope,elide", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 42
  StVar(answer, %1, e0)
  %3 = LdVar(answer, e0)
  %4 = Force(%3) e0
  Return(%4)
`, `f
BB0:
  %1:real$ = LdConst [1] 42
  Return(%1)
`)
}

// The paper's if/else example: two stores reach the load, which becomes
// their phi.
func TestScopePaperPhi(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(c=%0 : G) {formals}
  %2:test = IsTrue(%0)
  Branch(%2, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  StVar(x, %4, e1)
  Branch BB3
BB2:
  %7 = LdConst [1] 2
  StVar(x, %7, e1)
  Branch BB3
BB3:
  %10 = LdVar(x, e1)
  %11 = Force(%10) e1 {var=x}
  Return(%11)
`, `f
BB0:
  %1:any^?~@# = LdArg(0)
  e2:env = MkEnv(c=%1 : G) {formals}
  %3:test = IsTrue(%1)
  Branch(%3, BB1, BB2)
BB1:
  %5:real$ = LdConst [1] 1
  StVar(x, %5, e2)
  Branch BB3
BB2:
  %8:real$ = LdConst [1] 2
  StVar(x, %8, e2)
  Branch BB3
BB3:
  %11:real$ = Phi(BB1:%5, BB2:%8)
  Return(%11)
`)
}

// And with the stores and the environment gone: the phi of the two
// constants.
func TestScopePaperPhiElided(t *testing.T) {
	checkPass(t, "scope,elide", `f
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(c=%0 : G) {formals}
  %2:test = IsTrue(%0)
  Branch(%2, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  StVar(x, %4, e1)
  Branch BB3
BB2:
  %7 = LdConst [1] 2
  StVar(x, %7, e1)
  Branch BB3
BB3:
  %10 = LdVar(x, e1)
  %11 = Force(%10) e1 {var=x}
  Return(%11)
`, `f
BB0:
  %1:any^?~@# = LdArg(0)
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB2)
BB1:
  %4:real$ = LdConst [1] 1
  Branch BB3
BB2:
  %6:real$ = LdConst [1] 2
  Branch BB3
BB3:
  %8:real$ = Phi(BB1:%4, BB2:%6)
  Return(%8)
`)
}

// A call may reach the frame reflectively (parent.frame, sys.frame,
// assign(envir=…)): without a checkpoint to check a stub at, the load
// after it stays. (The LdFun looks past the environment, which never
// binds g.)
func TestScopeTaintingCall(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = LdFun(g, e0) {site="g()"}
  %4 = Call %3 () e0 {site="g()"}
  %5 = LdVar(x, e0)
  %6 = Force(%5) e0 {var=x}
  Return(%6)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 1
  StVar(x, %2, e1)
  %4:cls|blt = LdFun(g, G) {site="g()"}
  %5:any~@# = Call %4 () e1 {site="g()"}
  %6:any^?~@# = LdVar(x, e1)
  %7:any~@# = Force(%6) e1 {var=x}
  Return(%7)
`)
}

// Stub environments: after the call, the load before the next checkpoint
// stays; at the checkpoint an Assume(IsEnvStub) checks that nothing
// reached the environment, and the load after it is resolved.
func TestScopeStubAssume(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = LdFun(g, G) {site="g()"}
  %4 = Call %3 () e0 {site="g()"}
  %5 = LdVar(x, e0)
  %6 = Checkpoint BB1, BB2
BB1:
  %7 = LdVar(x, e0)
  %8 = Force(%7) e0 {var=x}
  Return(%8)
BB2: {deopt}
  %10 = FrameState(%5) e0 {pc=5 stack=1 temps=0 code="f"}
  Deopt(%10)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 1
  StVar(x, %2, e1)
  %4:cls|blt = LdFun(g, G) {site="g()"}
  %5:any~@# = Call %4 () e1 {site="g()"}
  %6:any^?~@# = LdVar(x, e1)
  %7:cp = Checkpoint BB1, BB2
BB1:
  %8:test = IsEnvStub(e1)
  Assume(%8, %7) {reason=envstub pc=0}
  Return(%2)
BB2: {deopt}
  %11:fs = FrameState(%6) e1 {pc=5 stack=1 temps=0 code="f"}
  Deopt(%11)
`)
}

// A closure over the environment leaks it: code that runs afterwards may
// change any variable directly (no reflection needed), so the load after
// the call stays; the one before it is resolved.
func TestScopeLeakedByClosure(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = MkClosure(fn, e0)
  %4 = LdVar(x, e0)
  %5 = Force(%4) e0 {var=x}
  %6 = Call %3 () e0 {site="h()"}
  %7 = LdVar(x, e0)
  %8 = Force(%7) e0 {var=x}
  %9 = Add(%5, %8) e0 {site="a + b"}
  Return(%9)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 1
  StVar(x, %2, e1)
  %4:cls = MkClosure(fn, e1)
  %5:any~@# = Call %4 () e1 {site="h()"}
  %6:any^?~@# = LdVar(x, e1)
  %7:any~@# = Force(%6) e1 {var=x}
  %8:any~@# = Add(%2, %7) e1 {site="a + b"}
  Return(%8)
`)
}

// `<<-` from an environment whose parent is local and certainly binds
// the variable is a StVar there; a load that the child does not bind
// falls through to it. `<<-` of a variable no local environment binds
// goes to a foreign one (which may run an active binding): the load
// after it stays.
func TestScopeSuperAssign(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G)
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  e3 = MkEnv( : e0) {formals}
  %4 = LdConst [1] 2
  StVarSuper(x, %4, e3)
  %7 = LdVar(x, e3)
  %8 = Force(%7) e3 {var=x}
  StVarSuper(y, %4, e3)
  %9 = LdVar(x, e3)
  Return(%9)
`, `f
BB0:
  e1:env = MkEnv( : G)
  %2:real$ = LdConst [1] 1
  StVar(x, %2, e1)
  e4:env = MkEnv( : e1) {formals}
  %5:real$ = LdConst [1] 2
  StVar(x, %5, e1)
  StVarSuper(y, %5, e4)
  %8:any^?~@# = LdVar(x, e4)
  Return(%8)
`)
}

// A variable stored before a loop and in its body: the load at the
// header becomes a loop phi.
func TestScopeLoopPhi(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 0
  StVar(s, %1, e0)
  Branch BB1
BB1:
  %4 = LdVar(s, e0)
  %5 = Force(%4) e0 {var=s}
  %6:real$ = CastType(%5) {type=real$}
  %7 = LdConst [1] 10
  %8:lgl$~ = Lt(%6, %7) e0
  %9 = AsTest(%8)
  Branch(%9, BB2, BB3)
BB2:
  %11 = LdConst [1] 1
  %12 = Add(%6, %11) e0
  StVar(s, %12, e0)
  Branch BB1
BB3:
  Return(%6)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 0
  StVar(s, %2, e1)
  Branch BB1
BB1:
  %5:real$~ = Phi(BB0:%2, BB2:%12)
  %6:real$ = CastType(%5) {type=real$}
  %7:real$ = LdConst [1] 10
  %8:lgl$~ = Lt(%6, %7) e1
  %9:test = AsTest(%8)
  Branch(%9, BB2, BB3)
BB2:
  %11:real$ = LdConst [1] 1
  %12:real$~ = Add(%6, %11) e1
  StVar(s, %12, e1)
  Branch BB1
BB3:
  Return(%6)
`)
}

// Loads of variables the environment does not bind (ε) look in its
// parent: IsBaseFn(+, e) becomes IsBaseFn(+, O); a function lookup also
// skips a binding that is no function. After the LdFun (which may force
// a promise, so run code), the environment is unchecked and the load of
// y stays.
func TestScopeFallThrough(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  e0 = MkEnv( : O) {formals}
  %1 = LdConst [1] 1
  StVar(g, %1, e0)
  %3:test = IsBaseFn(+, e0)
  %4:test = IsBaseFn(g, e0)
  %5 = LdVar(g, e0)
  %6 = LdFun(g, e0) {site="g()"}
  %7 = LdVar(y, e0)
  Return(%7)
`, `f
BB0:
  e1:env = MkEnv( : O) {formals}
  %2:real$ = LdConst [1] 1
  StVar(g, %2, e1)
  %4:test = IsBaseFn(+, O)
  %5:test = IsBaseFn(g, O)
  %6:cls|blt = LdFun(g, O) {site="g()"}
  %7:any^?~@# = LdVar(y, e1)
  Return(%7)
`)
}

// An argument that may be a promise: the load is the LdArg, the Force
// (if any) stays; one that may be the missing marker of a formal that
// may have a default is bound to a promise MkEnv makes, which is no
// register: not resolved.
func TestScopeLazyArgument(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  %0:any^~@# = LdArg(0)
  %1:any^?~@# = LdArg(1)
  e2 = MkEnv(a=%0, b=%1 : G) {formals}
  %3 = LdVar(a, e2)
  %4 = LdVar(b, e2)
  %5 = Add(%3, %4) e2
  Return(%5)
`, `f
BB0:
  %1:any^~@# = LdArg(0)
  %2:any^?~@# = LdArg(1)
  e3:env = MkEnv(a=%1, b=%2 : G) {formals}
  %4:any^?~@# = LdVar(b, e3)
  %5:any~@# = Add(%1, %4) e3
  Return(%5)
`)
}

// A for loop over a local environment binds its variable to NULL when
// empty: that becomes an explicit store (ForInit gets E0), and the
// variable after the loop is a phi of NULL and the last element.
func TestScopeForLoopVariable(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  %0 = LdConst 1:3
  e1 = MkEnv( : G) {formals}
  %2 = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %4:test = ForStep(%2)
  Branch(%4, BB2, BB3)
BB2:
  %6 = ForElem(%2)
  StVar(i, %6, e1)
  Branch BB1
BB3:
  %9 = LdVar(i, e1)
  Return(%9)
`, `f
BB0:
  %2:nil = LdConst NULL
  %3:int = LdConst 1:3
  e4:env = MkEnv( : G) {formals}
  %5:other = ForInit(%3) E0 {fn=_ name=i}
  StVar(i, %2, e4)
  Branch BB1
BB1:
  %8:nil|int = Phi(BB0:%2, BB2:%11)
  %9:test = ForStep(%5)
  Branch(%9, BB2, BB3)
BB2:
  %11:int$ = ForElem(%5)
  StVar(i, %11, e4)
  Branch BB1
BB3:
  Return(%8)
`)
}

// The same with the guards the builder puts between the ForInit and
// the loop's step (the `{` of the body checked at the loop's
// checkpoint): they cannot look at the variable.
func TestScopeForLoopVariableAfterGuards(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  %0 = LdConst 1:3
  e1 = MkEnv( : G) {formals}
  %2 = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %4:cp = Checkpoint BB2, BB5
BB2:
  %5:test = IsBaseFn({, G)
  Assume(%5, %4) {reason=guard pc=14}
  %7:test = ForStep(%2)
  Branch(%7, BB3, BB4)
BB3:
  %9 = ForElem(%2)
  StVar(i, %9, e1)
  Branch BB1
BB4:
  %12 = LdVar(i, e1)
  Return(%12)
BB5: {deopt}
  %14:fs = FrameState(%2) e1 {pc=13 stack=1 temps=0 code="f"}
  Deopt(%14)
`, `f
BB0:
  %2:nil = LdConst NULL
  %3:int = LdConst 1:3
  e4:env = MkEnv( : G) {formals}
  %5:other = ForInit(%3) E0 {fn=_ name=i}
  StVar(i, %2, e4)
  Branch BB1
BB1:
  %8:nil|int = Phi(BB0:%2, BB3:%16)
  %9:cp = Checkpoint BB2, BB5
BB2:
  %10:test = IsBaseFn({, G)
  Assume(%10, %9) {reason=guard pc=14}
  %12:test = ForStep(%5)
  Branch(%12, BB3, BB4)
BB3:
  %16:int$ = ForElem(%5)
  StVar(i, %16, e4)
  Branch BB1
BB4:
  Return(%8)
BB5: {deopt}
  %19:fs = FrameState(%5) e4 {pc=13 stack=1 temps=0 code="f"}
  Deopt(%19)
`)
}

// A promise bound only in an inlined callee's environment leaks the
// caller's environment until its value is recorded (UpdatePromise):
// before that, a call may reach the callee's frame and force it, which
// runs code in the caller's environment; after, forcing it runs nothing,
// and once a stub check shows nothing reached the environment
// reflectively, x is still known after a call.
func TestScopePromiseLeakEndsWhenForced(t *testing.T) {
	const body = `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = MkArg(pr0, e0)
  e4 = MkEnv(y=%3 : G) {formals}
  UpdatePromise(%3, %1)
  %6 = LdFun(h, G) {site="h()"}
  %7 = Call %6 () G {site="h()"}
  %8 = Checkpoint BB1, BB2
BB1:
  %9 = LdVar(x, e0)
  %10 = Force(%9) e0 {var=x}
  Return(%10)
BB2: {deopt}
  %12 = FrameState() e0 {pc=9 stack=0 temps=0 code="function"}
  Deopt(%12)
pr0:
BB0:
  %1 = LdVar(x, O)
  %2 = Force(%1) O {var=x}
  Return(%2)
`
	got := runPasses(t, "scope", body)
	if strings.Contains(got, "LdVar(x, e") || !strings.Contains(got, "IsEnvStub") {
		t.Errorf("x not resolved after the promise was forced:\n%s", got)
	}
	// A call before the UpdatePromise could force the promise and store
	// into x: the load stays.
	got = runPasses(t, "scope", strings.Replace(body, `  UpdatePromise(%3, %1)
  %6 = LdFun(h, G) {site="h()"}
  %7 = Call %6 () G {site="h()"}`, `  %6 = LdFun(h, G) {site="h()"}
  %7 = Call %6 () G {site="h()"}
  UpdatePromise(%3, %1)`, 1))
	if !strings.Contains(got, "LdVar(x, e") {
		t.Errorf("x resolved though the promise could have run:\n%s", got)
	}
}

// missing() of a variable whose binding is known: FALSE for a value,
// TRUE for the missing marker and for the promise of a default. (Through
// a promise of a variable it is what that variable is where the promise
// was made: jit_defaults_missing.R checks that with real promise codes.)
func TestScopeMissing(t *testing.T) {
	got := runPasses(t, "scope", `f
BB0:
  %0 = LdConst [1] 1
  %1 = LdConst <missing>
  e2 = MkEnv(a=%0, b=%1 : G)
  %3 = Missing(a, e2)
  %4 = Missing(b, e2)
  %5 = MkArg(pr0, e2) {default}
  StVar(a, %5, e2)
  %7 = Missing(a, e2)
  e8 = MkEnv( : G)
  StVar(r1, %3, e8)
  StVar(r2, %4, e8)
  Return(%7)
pr0:
BB0:
  %1 = LdConst [1] 2
  Return(%1)
`)
	if strings.Contains(got, "Missing(") {
		t.Fatalf("missing() left unresolved:\n%s", got)
	}
	if strings.Count(got, "LdConst [1] TRUE") != 2 || strings.Count(got, "LdConst [1] FALSE") != 1 {
		t.Errorf("want TRUE (b, a after its default) and FALSE (a):\n%s", got)
	}
}

// A complex assignment's StartAssign of a variable the environment
// certainly binds to a value (no promise) is a load of that value, and
// resolves as one. A variable that may be unbound, or bound to a
// promise, is left alone.
func TestScopeStartAssign(t *testing.T) {
	checkPass(t, "scope", `f
BB0:
  %0:real = LdConst c(1, 2)
  e1 = MkEnv( : G) {formals}
  StVar(a, %0, e1)
  %3 = StartAssign(a, e1)
  Return(%3)
`, `f
BB0:
  %0:real = LdConst c(1, 2)
  e1:env = MkEnv( : G) {formals}
  StVar(a, %0, e1)
  Return(%0)
`)
	checkUnchanged(t, "scope", `f
BB0:
  %0:any^~@# = LdArg(0)
  e1:env = MkEnv(a=%0 : G) {formals}
  %2:any~@# = StartAssign(a, e1)
  %3:any~@# = StartAssign(b, e1)
  Return(%2)
`)
}
