package opt

import "testing"

func TestDCEUnusedPure(t *testing.T) {
	// Unused constants, tests, casts, arithmetic-free values and a phi
	// cycle go; the Force of a value that cannot be a promise is pure.
	checkPass(t, "dce", `f
BB0:
  %0:real$ = LdArg(0)
  %1:real$ = LdConst [1] 1
  %2:test = IsType(%0) {type=real$}
  %3:real$ = CastType(%0) {type=real$}
  %4:real$ = Force(%0) G {var=x}
  %5:lgl$ = LdConst [1] TRUE
  %6:lgl$ = And3(%5, %5)
  Branch BB1
BB1:
  %8:real$ = Phi(BB0:%1, BB1:%9)
  %9:real$ = Phi(BB0:%1, BB1:%8)
  %10:test = IsTrue(%5)
  Branch(%10, BB1, BB2)
BB2:
  Return(%0)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:lgl$ = LdConst [1] TRUE
  Branch BB1
BB1:
  %3:test = IsTrue(%1)
  Branch(%3, BB1, BB2)
BB2:
  Return(%0)
`)
}

// What has an effect stays even when its result is unused: a store, a
// call, the Force of what may be a promise, arithmetic that may
// dispatch or warn, a load, a Visible, a MkEnv.
func TestDCEKeepsEffects(t *testing.T) {
	checkUnchanged(t, "dce", `f
BB0:
  %0:any^ = LdArg(0)
  %1:int$ = LdArg(1)
  e2:env = MkEnv(x=%0 : G)
  %3:any = Force(%0) e2 {var=x}
  %4:int$~ = Add(%1, %1) E0 {site="y + y"}
  %5:any = Add(%0, %0) e2 {site="x + x"}
  %6:any^?~@# = LdVar(x, e2)
  StVar(y, %1, e2)
  %8:cls|blt = LdFun(g, e2) {site="g()"}
  %9:any~@# = Call %8 () e2 {site="g()"}
  %10:test = IsBaseFn(g, e2)
  Visible
  Return(%1)
`)
}

// A checkpoint without an Assume becomes a jump, and its deopt branch
// with its framestate goes; one with an Assume stays.
func TestDCECheckpoint(t *testing.T) {
	checkPass(t, "dce", `f
BB0:
  %0:real$ = LdArg(0)
  %1:cp = Checkpoint BB1, BB4
BB1:
  %2:test = IsType(%0) {type=real$}
  %3:cp = Checkpoint BB2, BB3
BB2:
  Assume(%2, %3) {reason=type pc=2}
  Return(%0)
BB3: {deopt}
  %5:fs = FrameState(%0) G {pc=2 stack=1 temps=0 code="f"}
  Deopt(%5)
BB4: {deopt}
  %7:fs = FrameState() G {pc=0 stack=0 temps=0 code="f"}
  %8:fs = FrameState(%0, G) %7 {pc=0 stack=1 temps=0 code="g" inlined}
  Deopt(%8)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:test = IsType(%0) {type=real$}
  %2:cp = Checkpoint BB1, BB2
BB1:
  Assume(%1, %2) {reason=type pc=2}
  Return(%0)
BB2: {deopt}
  %4:fs = FrameState(%0) G {pc=2 stack=1 temps=0 code="f"}
  Deopt(%4)
`)
}

func TestDCEUnreachable(t *testing.T) {
	// BB2 is entered only from BB3, which nothing enters: both go, and
	// the join's phi loses their operand.
	checkPass(t, "dce", `f
BB0:
  %0:real$ = LdArg(0)
  %1:lgl$~ = LdArg(1)
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB4)
BB1:
  Branch BB4
BB2:
  %5:real$ = LdConst [1] 2
  Branch BB4
BB3:
  Branch BB2
BB4:
  %8:real$ = Phi(BB0:%0, BB1:%0, BB2:%5)
  Return(%8)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:lgl$~ = LdArg(1)
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB2)
BB1:
  Branch BB2
BB2:
  Return(%0)
`)
}

func TestDCEVisibility(t *testing.T) {
	// A Visible overwritten by an Invisible with nothing that could look
	// in between goes; one followed by a call, a possible deopt or the
	// block's end stays.
	checkPass(t, "dce", `f
BB0:
  %0:real$ = LdArg(0)
  Visible
  %2:real$ = Add(%0, %0) G {site="x + x"}
  Invisible
  %4:real$ = Mul(%2, %2) G {site="y * y"}
  Visible
  Invisible
  Return(%4)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:real$~ = Add(%0, %0) G {site="x + x"}
  %2:real$~ = Mul(%1, %1) G {site="y * y"}
  Invisible
  Return(%2)
`)
	checkUnchanged(t, "dce", `f
BB0:
  %0:real$ = LdArg(0)
  %1:cls = LdArg(1)
  Visible
  %3:any~@# = Call %1 () G {site="g()"}
  Invisible
  %5:cp = Checkpoint BB1, BB2
BB1:
  %6:test = IsType(%3) {type=real$}
  Assume(%6, %5) {reason=type pc=1}
  Visible
  Return(%0)
BB2: {deopt}
  %9:fs = FrameState() G {pc=1 stack=0 temps=0 code="f"}
  Deopt(%9)
`)
}

// A promise nobody holds goes with the UpdatePromise that records its
// value, and so does an environment that nobody holds and that is no
// frame's (made without formals, or detached from its context); a
// frame's environment stays, and with it the promise it binds and that
// promise's UpdatePromise.
func TestDCEUnheldPromisesAndEnvironments(t *testing.T) {
	checkPass(t, "dce", `f
BB0:
  %1:int$ = LdArg(0)
  e2:env = MkEnv(i=%1 : G)
  %3:any^~@# = MkArg(pr0, e2)
  e4:env = MkEnv(x=%3 : G) {formals detached}
  UpdatePromise(%3, %1)
  %6:any^~@# = MkArg(pr1, e2)
  e7:env = MkEnv(y=%6 : G) {formals}
  UpdatePromise(%6, %1)
  Return(%1)
pr0:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
pr1:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
`, `f
BB0:
  %1:int$ = LdArg(0)
  e2:env = MkEnv(i=%1 : G)
  %3:any^~@# = MkArg(pr1, e2)
  e4:env = MkEnv(y=%3 : G) {formals}
  UpdatePromise(%3, %1)
  Return(%1)
pr0:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
pr1:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
`)
}

// An operator that cannot dispatch names no environment, so that an
// environment only operators named goes.
func TestDCEOperatorEnvironments(t *testing.T) {
	checkPass(t, "dce", `f
BB0:
  %1:real$ = LdArg(0)
  e2:env = MkEnv(x=%1 : G)
  %3:real$ = Add(%1, %1) e2 {site="x + x"}
  %4:lgl$ = Lt(%3, %1) e2 {site="x + x < x"}
  Return(%4)
`, `f
BB0:
  %1:real$ = LdArg(0)
  %2:real$~ = Add(%1, %1) E0 {site="x + x"}
  %3:lgl$~ = Lt(%2, %1) E0 {site="x + x < x"}
  Return(%3)
`)
}
