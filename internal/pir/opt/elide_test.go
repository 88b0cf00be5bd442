package opt

import (
	"strings"
	"testing"
)

// The elide pass: dead stores, replayed in deopt branches, and
// environments delayed into the deopt branches that need them.

// The first store of x is overwritten before the call (which may look at
// the environment): dead on the main path, but the deopt branch of the
// checkpoint between resumes the interpreter with the environment, so
// the store is replayed there.
func TestElideDeadStoreSunkIntoDeopt(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:real$ = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  %2 = LdConst [1] 1
  StVar(x, %2, e1)
  %4 = Checkpoint BB1, BB2
BB1:
  %5 = LdConst [1] 2
  StVar(x, %5, e1)
  %7 = LdFun(g, G) {site="g()"}
  %8 = Call %7 () e1 {site="g()"}
  Return(%8)
BB2: {deopt}
  %10 = FrameState() e1 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%10)
`, `f
BB0:
  %1:real$ = LdArg(0)
  e2:env = MkEnv(a=%1 : G) {formals}
  %3:real$ = LdConst [1] 1
  %4:cp = Checkpoint BB1, BB2
BB1:
  %5:real$ = LdConst [1] 2
  StVar(x, %5, e2)
  %7:cls|blt = LdFun(g, G) {site="g()"}
  %8:any~@# = Call %7 () e2 {site="g()"}
  Return(%8)
BB2: {deopt}
  StVar(x, %3, e2)
  %11:fs = FrameState() e2 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%11)
`)
}

// Only the deopt branches need the environment: each makes it, with the
// variables' current values; x is bound on one path only, so the other
// brings the no-binding marker, which MkEnv skips.
func TestElideDelayedEnv(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:lgl$ = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  %2:test = IsTrue(%0)
  Branch(%2, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  StVar(x, %4, e1)
  Branch BB2
BB2:
  %7 = Checkpoint BB3, BB4
BB3:
  %8 = LdConst [1] 2
  StVar(y, %8, e1)
  %10 = Checkpoint BB5, BB6
BB5:
  Return(%0)
BB4: {deopt}
  %13 = FrameState() e1 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%13)
BB6: {deopt}
  %15 = FrameState(%0) e1 {pc=7 stack=1 temps=0 code="f"}
  Deopt(%15)
`, `f
BB0:
  %1:other = LdConst <unbound>
  %2:lgl$ = LdArg(0)
  %3:test = IsTrue(%2)
  Branch(%3, BB1, BB2)
BB1:
  %5:real$ = LdConst [1] 1
  Branch BB2
BB2:
  %7:real|other = Phi(BB0:%1, BB1:%5)
  %8:cp = Checkpoint BB3, BB6
BB3:
  %9:real$ = LdConst [1] 2
  %10:cp = Checkpoint BB4, BB5
BB4:
  Return(%2)
BB5: {deopt}
  e12:env = MkEnv(a=%2, x=%7, y=%9 : G) {formals}
  %13:fs = FrameState(%2) e12 {pc=7 stack=1 temps=0 code="f"}
  Deopt(%13)
BB6: {deopt}
  e15:env = MkEnv(a=%2, x=%7 : G) {formals}
  %16:fs = FrameState() e15 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%16)
`)
}

// A call on the main path (even from another environment) could ask for
// the frame's environment (parent.frame(), sys.frames()): the
// environment stays, and so does the store, which the call may read.
func TestElideKeepsFrameEnvWhenCodeRuns(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:lgl$ = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  %2 = LdConst [1] 1
  StVar(x, %2, e1)
  %4 = Checkpoint BB1, BB2
BB1:
  %5 = LdFun(g, G) {site="g()"}
  %6 = Call %5 () G {site="g()"}
  Return(%6)
BB2: {deopt}
  %8 = FrameState() e1 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%8)
`, `f
BB0:
  %1:lgl$ = LdArg(0)
  e2:env = MkEnv(a=%1 : G) {formals}
  %3:real$ = LdConst [1] 1
  StVar(x, %3, e2)
  %5:cp = Checkpoint BB1, BB2
BB1:
  %6:cls|blt = LdFun(g, G) {site="g()"}
  %7:any~@# = Call %6 () G {site="g()"}
  Return(%7)
BB2: {deopt}
  %9:fs = FrameState() e2 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%9)
`)
}

// A closure over the environment may read it after the function
// returned: no store of a leaked environment is dead.
func TestElideKeepsStoresOfLeakedEnv(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = MkClosure(fn, e0)
  %4 = LdConst [1] 2
  StVar(x, %4, e0)
  Return(%3)
`, `f
BB0:
  e1:env = MkEnv( : G) {formals}
  %2:real$ = LdConst [1] 1
  StVar(x, %2, e1)
  %4:cls = MkClosure(fn, e1)
  %5:real$ = LdConst [1] 2
  StVar(x, %5, e1)
  Return(%4)
`)
}

// The vector is also bound to z, whose complex assignment starts from
// the environment: dropping its binding to y would make it look unshared
// there, and be changed in place. The store stays.
func TestElideKeepsSharedValueBinding(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:real = LdArg(0)
  e1 = MkEnv( : G) {formals}
  StVar(y, %0, e1)
  StVar(z, %0, e1)
  %4 = LdConst [1] 1
  StVar(y, %4, e1)
  %6 = StartAssign(z, e1)
  Return(%6)
`, `f
BB0:
  %1:real = LdArg(0)
  e2:env = MkEnv( : G) {formals}
  StVar(y, %1, e2)
  StVar(z, %1, e2)
  %5:real$ = LdConst [1] 1
  StVar(y, %5, e2)
  %7:any~@# = StartAssign(z, e2)
  Return(%7)
`)
}

// The same with a plain scalar, which the backend boxes afresh for each
// binding: the dead store goes.
func TestElideDropsScalarBinding(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:real$ = LdArg(0)
  e1 = MkEnv( : G) {formals}
  StVar(y, %0, e1)
  StVar(z, %0, e1)
  %4 = LdConst [1] 1
  StVar(y, %4, e1)
  %6 = StartAssign(z, e1)
  Return(%6)
`, `f
BB0:
  %1:real$ = LdArg(0)
  e2:env = MkEnv( : G) {formals}
  StVar(z, %1, e2)
  %4:real$ = LdConst [1] 1
  StVar(y, %4, e2)
  %6:any~@# = StartAssign(z, e2)
  Return(%6)
`)
}

// After a stub assume, the store before the call stays (the call may
// read it) and so does the environment (the call gets it).
func TestElideAfterStub(t *testing.T) {
	checkPass(t, "scope,elide", `f
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

// A store in a loop is overwritten in the next iteration before anyone
// looks; after the loop a call could look at the frame's environment
// reflectively. The stores leave the loop (and its entry): the variable
// is stored once, just before the call (a replay of its current value,
// a phi the SSA construction makes), and in the deopt branch.
func TestElideReplaysBeforeObserver(t *testing.T) {
	checkPass(t, "elide", `f
BB0:
  %0:int$ = LdArg(0)
  e1 = MkEnv(n=%0 : G) {formals}
  %2:real$ = LdConst [1] 0
  StVar(s, %2, e1)
  Branch BB1
BB1:
  %5:real$ = Phi(BB0:%2, BB3:%11)
  %6:lgl$ = LdConst [1] TRUE
  %7:test = IsTrue(%6)
  Branch(%7, BB2, BB4)
BB2:
  %9 = Checkpoint BB3, BB5
BB3:
  %10:real$ = LdConst [1] 1
  %11:real$ = Add(%5, %10) e1
  StVar(s, %11, e1)
  Branch BB1
BB4:
  %14 = LdFun(g, G) {site="g()"}
  %15 = Call %14 () G {site="g()"}
  Return(%15)
BB5: {deopt}
  %17 = FrameState() e1 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%17)
`, `f
BB0:
  %1:int$ = LdArg(0)
  e2:env = MkEnv(n=%1 : G) {formals}
  %3:real$ = LdConst [1] 0
  Branch BB1
BB1:
  %5:real$~ = Phi(BB0:%3, BB3:%12)
  %6:real$~ = Phi(BB0:%3, BB3:%12)
  %7:lgl$ = LdConst [1] TRUE
  %8:test = IsTrue(%7)
  Branch(%8, BB2, BB5)
BB2:
  %10:cp = Checkpoint BB3, BB4
BB3:
  %11:real$ = LdConst [1] 1
  %12:real$~ = Add(%5, %11) e2
  Branch BB1
BB4: {deopt}
  StVar(s, %6, e2)
  %15:fs = FrameState() e2 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%15)
BB5:
  StVar(s, %6, e2)
  %18:cls|blt = LdFun(g, G) {site="g()"}
  %19:any~@# = Call %18 () G {site="g()"}
  Return(%19)
`)
}

// An environment holding its own default's promise (an inlined call
// that left y out) moves into the deopt branch with the promise, which
// is made again there over the new environment and gets the value the
// main path recorded for it.
func TestElideDelaysOwnDefaultPromise(t *testing.T) {
	got := runPasses(t, "elide", `f
BB0:
  %0 = LdConst [1] 1
  %1 = LdConst <unbound>
  e2 = MkEnv(x=%0, y=%1 : G) {formals detached}
  %3 = MkArg(pr0, e2) {default}
  StVar(y, %3, e2)
  %5 = LdConst [1] 2
  UpdatePromise(%3, %5)
  %7 = Checkpoint BB1, BB2
BB1:
  %8 = IsType(%0) {type=real$}
  Assume(%8, %7) {reason=type pc=1}
  Return(%5)
BB2: {deopt}
  %11 = FrameState() e2 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%11)
pr0:
BB0:
  %1 = LdConst [1] 2
  Return(%1)
`)
	main, deopt, _ := strings.Cut(got, "{deopt}")
	if strings.Contains(main, "MkEnv") || strings.Contains(main, "MkArg") || strings.Contains(main, "UpdatePromise") {
		t.Errorf("the environment or its promise stayed on the main path:\n%s", got)
	}
	for _, want := range []string{"MkEnv(x=", "MkArg(pr0, e", "{default}", "StVar(y, ", "UpdatePromise("} {
		if !strings.Contains(deopt, want) {
			t.Errorf("deopt branch lacks %s:\n%s", want, got)
		}
	}
}
