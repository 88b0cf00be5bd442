package opt

import "testing"

// f <- function(x) x; f(i) once the promise pass inlined the argument and
// scope resolution its load: nothing between the push and the pop can
// observe the context, which goes; the callee's environment stays, for
// dce, but is no frame's any more.
func TestContextsRemovesUnobservable(t *testing.T) {
	checkPass(t, "contexts", `f
BB0:
  %0:int$ = LdArg(0)
  e1:env = MkEnv(i=%0 : G)
  %2:cls = MkClosure(fn<function>, G)
  %3:any^~@# = MkArg(pr0, e1)
  %4:other = PushContext(%2) e1 {site="f(i)"}
  e5:env = MkEnv(x=%3 : G) {formals}
  UpdatePromise(%3, %0)
  PopContext(%4, %0)
  Return(%0)
pr0:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
`, `f
BB0:
  %1:int$ = LdArg(0)
  e2:env = MkEnv(i=%1 : G)
  %3:cls = MkClosure(fn<function>, G)
  %4:any^~@# = MkArg(pr0, e2)
  e5:env = MkEnv(x=%4 : G) {formals detached}
  UpdatePromise(%4, %1)
  Return(%1)
pr0:
BB0:
  %1:any^?~@# = LdVar(i, O)
  %2:any~@# = Force(%1) O {var=i}
  Return(%2)
`)
}

// A region over branches goes too when every path ends the context.
func TestContextsRegionWithBranches(t *testing.T) {
	checkPass(t, "contexts", `f
BB0:
  %0:int$ = LdArg(0)
  %1:cls = MkClosure(fn<function>, G)
  %2:other = PushContext(%1) G {site="f(i)"}
  %3:lgl$ = LdConst [1] TRUE
  %4:test = AsTest(%3)
  Branch(%4, BB1, BB2)
BB1:
  PopContext(%2, %0)
  Return(%0)
BB2:
  PopContext(%2, %3)
  Return(%3)
`, `f
BB0:
  %0:int$ = LdArg(0)
  %1:cls = MkClosure(fn<function>, G)
  %2:lgl$ = LdConst [1] TRUE
  %3:test = AsTest(%2)
  Branch(%3, BB1, BB2)
BB1:
  Return(%0)
BB2:
  Return(%2)
`)
}

// What may observe the frame keeps the context: a call (R code that may
// call sys.call()), a Force of what may be a promise, arithmetic that
// may signal an error (R reports it against the innermost frame), an
// assume (the baseline resumes inside the frame).
func TestContextsKeptWhenObservable(t *testing.T) {
	for _, inside := range []string{
		`%5:cls|blt = LdFun(g, G) {site="g()"}
  %6:any~@# = Call %5 () G {site="g()"}`,
		`%5:any^?~@# = LdVar(y, G)
  %6:any~@# = Force(%5) G {var=y}`,
		`%5:any~@# = Add(%0, %0) G {site="x + x"}
  %6:lgl$ = LdConst [1] TRUE`,
	} {
		checkUnchanged(t, "contexts", `f
BB0:
  %0:any~@# = LdArg(0)
  %1:cls = MkClosure(fn<function>, G)
  %2:other = PushContext(%1) G {site="f(i)"}
  `+inside+`
  PopContext(%2, %6)
  Return(%6)
`)
	}
}

// A deoptimisation inside does not keep the context: the callee's level
// of its framestate chain gets the call and the function, for the
// backend to make the frame then.
func TestContextsDeoptMakesTheFrame(t *testing.T) {
	checkPass(t, "contexts", `f
BB0:
  %0:any~@# = LdArg(0)
  %1:cls = MkClosure(fn<function>, G)
  %2:fs = FrameState() G {pc=9 stack=0 temps=0 code="f"}
  %3:other = PushContext(%1) G {site="g(x)"}
  e4:env = MkEnv(b=%0 : G) {formals}
  %5:cp = Checkpoint BB1, BB2
BB1:
  %6:test = IsType(%0) {type=int$~}
  Assume(%6, %5) {reason=type pc=3}
  PopContext(%3, %0)
  Return(%0)
BB2: {deopt}
  %10:fs = FrameState(e4) %2 {pc=0 stack=0 temps=0 code="g" inlined}
  Deopt(%10)
`, `f
BB0:
  %1:any~@# = LdArg(0)
  %2:cls = MkClosure(fn<function>, G)
  %3:fs = FrameState() G {pc=9 stack=0 temps=0 code="f"}
  e4:env = MkEnv(b=%1 : G) {formals detached}
  %5:cp = Checkpoint BB1, BB2
BB1:
  %6:test = IsType(%1) {type=int$~}
  Assume(%6, %5) {reason=type pc=3}
  Return(%1)
BB2: {deopt}
  %9:fs = FrameState(e4, %2) %3 {pc=0 stack=0 temps=0 code="g" inlined call="g(x)"}
  Deopt(%9)
`)
}
