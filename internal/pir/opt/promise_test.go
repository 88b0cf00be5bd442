package opt

import "testing"

// The paper's example f <- function(b) b; f(x) (section 3.2) after the
// inline pass and scope resolution (which reads b from the inlinee's
// environment as the promise it was bound to): the promise's code is
// inlined at its Force. The MkEnv binding b stays (it is the inlined
// call's frame, which the context makes observable), so the promise
// stays too, bound in it, and UpdatePromise sets its value: a later
// reflective read of b sees it forced. Environment elision, once it
// proves the environment unobserved, removes both.
func TestPromisePaperExample(t *testing.T) {
	checkPass(t, "promise", `<anonymous>
BB0:
  %1 = MkClosure(fn<f>, G)
  %2 = MkArg(pr0, G)
  %3 = PushContext(%1) G {site="f(x)"}
  e4 = MkEnv(b=%2 : G) {formals}
  %5 = Force(%2) e4 {var=b}
  PopContext(%3, %5)
  Return(%5)
pr0:
BB0:
  %6 = LdVar(x, G)
  %7 = Force(%6) G {var=x}
  Return(%7)
`, `<anonymous>
BB0:
  %1:cls = MkClosure(fn<f>, G)
  %2:any^~@# = MkArg(pr0, G)
  %3:other = PushContext(%1) G {site="f(x)"}
  e4:env = MkEnv(b=%2 : G) {formals}
  %5:any^?~@# = LdVar(x, G)
  %6:any~@# = Force(%5) G {var=x}
  UpdatePromise(%2, %6)
  PopContext(%3, %6)
  Return(%6)
pr0:
BB0:
  %1:any^?~@# = LdVar(x, G)
  %2:any~@# = Force(%1) G {var=x}
  Return(%2)
`)
}

// A promise nothing else sees (⊥ at its first Force): its code replaces
// the Force, the Forces it dominates read the result, and the MkArg goes.
func TestPromiseUnescaped(t *testing.T) {
	checkPass(t, "promise", `<anonymous>
BB0:
  e1 = MkEnv( : G)
  %2 = MkArg(pr0, e1)
  %3 = Force(%2) e1
  %4 = Force(%2) e1
  %5 = Add(%3, %4) e1 {site="a + b"}
  Return(%5)
pr0:
BB0:
  %6 = LdVar(y, O)
  %7 = Force(%6) O {var=y}
  Return(%7)
`, `<anonymous>
BB0:
  e1:env = MkEnv( : G)
  %2:any^?~@# = LdVar(y, e1)
  %3:any~@# = Force(%2) e1 {var=y}
  %4:any~@# = Add(%3, %3) e1 {site="a + b"}
  Return(%4)
pr0:
BB0:
  %1:any^?~@# = LdVar(y, O)
  %2:any~@# = Force(%1) O {var=y}
  Return(%2)
`)
}

// A promise code with branches is inlined as blocks, its results merged
// by a phi.
func TestPromiseWithBranches(t *testing.T) {
	checkPass(t, "promise", `<anonymous>
BB0:
  %1 = MkArg(pr0, G)
  %2 = Force(%1) G
  Return(%2)
pr0:
BB0:
  %3 = LdVar(c, O)
  %4 = Force(%3) O
  %5 = AsTest(%4)
  Branch(%5, BB1, BB2)
BB1:
  %6 = LdConst [1] 1
  Return(%6)
BB2:
  %7 = LdConst [1] 2
  Return(%7)
`, `<anonymous>
BB0:
  %1:any^?~@# = LdVar(c, G)
  %2:any~@# = Force(%1) G
  %3:test = AsTest(%2)
  Branch(%3, BB1, BB2)
BB1:
  %5:real$ = LdConst [1] 1
  Branch BB3
BB2:
  %7:real$ = LdConst [1] 2
  Branch BB3
BB3:
  %9:real$ = Phi(BB1:%5, BB2:%7)
  Return(%9)
pr0:
BB0:
  %1:any^?~@# = LdVar(c, O)
  %2:any~@# = Force(%1) O
  %3:test = AsTest(%2)
  Branch(%3, BB1, BB2)
BB1:
  %5:real$ = LdConst [1] 1
  Return(%5)
BB2:
  %7:real$ = LdConst [1] 2
  Return(%7)
`)
}

// Forced on one branch only: inlined there; the Force after the merge
// may or may not see it forced, so the promise stays, its value slot
// updated on the branch that forced it.
func TestPromiseForcedOnOneBranch(t *testing.T) {
	checkPass(t, "promise", `<anonymous>
BB0:
  %1 = MkArg(pr0, G)
  %2 = LdArg(0)
  %3 = IsTrue(%2)
  Branch(%3, BB1, BB2)
BB1:
  %5 = Force(%1) G
  Branch BB3
BB2:
  Branch BB3
BB3:
  %8 = Force(%1) G
  Return(%8)
pr0:
BB0:
  %9 = LdConst [1] 2
  Return(%9)
`, `<anonymous>
BB0:
  %1:any^~@# = MkArg(pr0, G)
  %2:any^?~@# = LdArg(0)
  %3:test = IsTrue(%2)
  Branch(%3, BB1, BB2)
BB1:
  %5:real$ = LdConst [1] 2
  UpdatePromise(%1, %5)
  Branch BB3
BB2:
  Branch BB3
BB3:
  %9:any~@# = Force(%1) G
  Return(%9)
pr0:
BB0:
  %0:real$ = LdConst [1] 2
  Return(%0)
`)
}

// Refusals: the promise escaped where code may force it before the
// Force (bound in an environment that a call could reach, passed to a
// call), or its code returns from the function.
func TestPromiseRefusals(t *testing.T) {
	for _, tc := range []struct{ what, body, pr string }{
		{"leaked, then a call", `
  e1 = MkEnv( : G)
  %2 = MkArg(pr0, e1)
  e3 = MkEnv(b=%2 : e1)
  %4 = LdFun(g, e3) {site="g()"}
  %5 = Call %4 () e3 {site="g()"}
  %6 = Force(%2) e3
  Return(%6)`, `
  %7 = LdConst [1] 2
  Return(%7)`},
		{"argument of a call", `
  e1 = MkEnv( : G)
  %2 = MkArg(pr0, e1)
  %4 = LdFun(g, e1) {site="g(y)"}
  %5 = Call %4 (%2) e1 {site="g(y)"}
  %6 = Force(%2) e1
  Return(%6)`, `
  %7 = LdConst [1] 2
  Return(%7)`},
		{"forced before the merge on one path only", `
  e1 = MkEnv( : G)
  %2 = MkArg(pr0, e1)
  %3 = LdArg(0)
  %4 = IsTrue(%3)
  Branch(%4, BB1, BB2)
BB1:
  %6 = LdFun(g, e1) {site="g(y)"}
  %7 = Call %6 (%2) e1 {site="g(y)"}
  Branch BB3
BB2:
  Branch BB3
BB3:
  %10 = Force(%2) e1
  Return(%10)`, `
  %11 = LdConst [1] 2
  Return(%11)`},
		{"non-local return", `
  e1 = MkEnv( : G)
  %2 = MkArg(pr0, e1)
  %3 = Force(%2) e1
  Return(%3)`, `
  %7 = LdConst [1] 2
  ReturnNL(%7) O`},
	} {
		t.Run(tc.what, func(t *testing.T) {
			src := "<anonymous>\nBB0:" + tc.body + "\npr0:\nBB0:" + tc.pr + "\n"
			checkPass(t, "promise", src, runPasses(t, "cleanup", src))
		})
	}
}

// Forces of a function argument dominated by another Force of it read
// that one's result.
func TestPromiseArgumentForces(t *testing.T) {
	checkPass(t, "promise", `<anonymous>
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  %2 = Force(%0) e1
  %3 = LdArg(1)
  %4 = IsTrue(%3)
  Branch(%4, BB1, BB2)
BB1:
  %6 = Force(%0) e1
  Return(%6)
BB2:
  Return(%2)
`, `<anonymous>
BB0:
  %1:any^?~@# = LdArg(0)
  e2:env = MkEnv(a=%1 : G) {formals}
  %3:any~@# = Force(%1) e2
  %4:any^?~@# = LdArg(1)
  %5:test = IsTrue(%4)
  Branch(%5, BB1, BB2)
BB1:
  Return(%3)
BB2:
  Return(%3)
`)
}
