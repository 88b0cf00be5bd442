package opt

import "testing"

func TestGVNConstantsAndTests(t *testing.T) {
	// Equal constants, the same type test and cast of one value, the
	// same double arithmetic (at another site): one of each is enough.
	// The Mul that goes set the visibility flag: a Visible takes its
	// place.
	checkPass(t, "gvn", `f
BB0:
  %0:real$~ = LdArg(0)
  %1:real$ = LdConst [1] 2
  %2:real$~ = Mul(%0, %1) G {site="x * 2"}
  %3:lgl$~ = LdArg(1)
  %4:test = IsTrue(%3)
  Branch(%4, BB1, BB2)
BB1:
  %6:real$ = LdConst [1] 2
  %7:real$~ = Mul(%0, %6) G {site="2 * x"}
  %8:test = IsType(%0) {type=real$}
  %9:test = IsType(%0) {type=real$}
  %10:lgl$ = And3(%3, %3)
  %11:lgl$ = And3(%3, %3)
  %12:real$~ = Add(%7, %2) G {site="a + b"}
  %13:lgl$ = Or3(%10, %11)
  Branch(%8, BB3, BB4)
BB2:
  Return(%0)
BB3:
  Return(%12)
BB4:
  Return(%13)
`, `f
BB0:
  %0:real$~ = LdArg(0)
  %1:real$ = LdConst [1] 2
  %2:real$~ = Mul(%0, %1) G {site="x * 2"}
  %3:lgl$~ = LdArg(1)
  %4:test = IsTrue(%3)
  Branch(%4, BB1, BB4)
BB1:
  Visible
  %6:test = IsType(%0) {type=real$}
  %7:lgl$~ = And3(%3, %3)
  %8:real$~ = Add(%2, %2) G {site="a + b"}
  %9:lgl$~ = Or3(%7, %7)
  Branch(%6, BB2, BB3)
BB2:
  Return(%8)
BB3:
  Return(%9)
BB4:
  Return(%0)
`)
}

// Values in sibling blocks do not dominate each other; values that
// differ by type, operand, op or constant are different.
func TestGVNKeepsDistinct(t *testing.T) {
	checkUnchanged(t, "gvn", `f
BB0:
  %0:real$~ = LdArg(0)
  %1:lgl$~ = LdArg(1)
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB2)
BB1:
  %4:real$ = LdConst [1] 2
  %5:real$~ = Mul(%0, %4) G
  Return(%5)
BB2:
  %7:real$ = LdConst [1] 2
  %8:real$~ = Mul(%0, %7) G
  %9:real$~ = Mul(%7, %0) G
  %10:real$~ = Add(%0, %7) G
  %11:int$ = LdConst [1] 2L
  %12:real$ = LdConst [1] 3
  %13:test = IsType(%0) {type=real$}
  %14:test = IsType(%0) {type=real$~}
  %15:test = IsType(%8) {type=real$}
  %17:lgl$~ = LdConst [1] NA
  %18:int$~ = LdConst [1] NA_integer_
  Return(%8)
`)
}

// Loads read the environment, which may have changed; arithmetic that
// may warn warns each time; a test of an environment stub changes when
// it is materialised; a loop element changes with the loop state.
func TestGVNLeavesEffects(t *testing.T) {
	checkUnchanged(t, "gvn", `f
BB0:
  %0:int$~ = LdArg(0)
  e1:env = MkEnv(x=%0 : G) {stub}
  %2:any^?~@# = LdVar(x, e1)
  %3:any^?~@# = LdVar(x, e1)
  %4:cls|blt = LdFun(g, e1) {site="g()"}
  %5:cls|blt = LdFun(g, e1) {site="g()"}
  %6:test = IsBaseFn(g, e1)
  %7:test = IsBaseFn(g, e1)
  %8:int$~ = Add(%0, %0) e1 {site="x + x"}
  %9:int$~ = Add(%0, %0) e1 {site="x + x"}
  %10:test = IsEnvStub(e1)
  %11:test = IsEnvStub(e1)
  %12:any~@# = Call %4 (%8, %9, %2, %3) e1 {site="g()"}
  %13:any~@# = Call %5 (%12) e1 {site="g()"}
  Branch(%6, BB1, BB2)
BB1:
  Branch(%7, BB3, BB4)
BB2:
  Branch(%10, BB3, BB4)
BB3:
  Branch(%11, BB4, BB5)
BB4:
  Return(%13)
BB5:
  Return(%12)
`)
}

// A loop: the header's value dominates the body's.
func TestGVNLoop(t *testing.T) {
	checkPass(t, "gvn", `f
BB0:
  %0:real$ = LdConst [1] 1
  Branch BB1
BB1:
  %2:real$~ = Phi(BB0:%0, BB2:%7)
  %3:lgl$~ = LdArg(0)
  %4:test = IsTrue(%3)
  Branch(%4, BB2, BB3)
BB2:
  %6:real$ = LdConst [1] 1
  %7:real$~ = Add(%2, %6) G {site="i + 1"}
  Branch BB1
BB3:
  Return(%2)
`, `f
BB0:
  %0:real$ = LdConst [1] 1
  Branch BB1
BB1:
  %2:real$~ = Phi(BB0:%0, BB2:%6)
  %3:lgl$~ = LdArg(0)
  %4:test = IsTrue(%3)
  Branch(%4, BB2, BB3)
BB2:
  %6:real$~ = Add(%2, %0) G {site="i + 1"}
  Branch BB1
BB3:
  Return(%2)
`)
}

// Two phis of a block with the same operands on every edge are one
// value (scope resolution and elide's replays can make both).
func TestGVNSamePhis(t *testing.T) {
	checkPass(t, "gvn", `
f
BB0:
  %0:real$ = LdArg(0)
  %1:real$ = LdConst [1] 1
  Branch BB1
BB1:
  %3:real$ = Phi(BB0:%0, BB2:%7)
  %4:real$ = Phi(BB0:%0, BB2:%7)
  %5:lgl$ = Lt(%3, %1) G
  %6:test = IsTrue(%5)
  Branch(%6, BB2, BB3)
BB2:
  %7:real$ = Add(%4, %1) G
  Branch BB1
BB3:
  Return(%4)
`, `
f
BB0:
  %1:real$ = LdArg(0)
  %2:real$ = LdConst [1] 1
  Branch BB1
BB1:
  %4:real$~ = Phi(BB0:%1, BB2:%8)
  %5:lgl$~ = Lt(%4, %2) G
  %6:test = IsTrue(%5)
  Branch(%6, BB2, BB3)
BB2:
  %8:real$~ = Add(%4, %2) G
  Branch BB1
BB3:
  Return(%4)
`)
}

// Phis that feed each other's copies around a loop (here %3 and %4, each
// carried through its own phi of BB3) are one value: the optimistic
// congruence merges both pairs. %5 differs on the back-edge and stays.
func TestGVNCongruentPhiCycles(t *testing.T) {
	checkPass(t, "gvn", `
f
BB0:
  %0:lgl$ = LdConst [1] TRUE
  %1:lgl$ = LdConst [1] FALSE
  %2:test = LdArg(0)
  Branch BB1
BB1:
  %3:lgl$ = Phi(BB0:%0, BB4:%8)
  %4:lgl$ = Phi(BB0:%0, BB4:%9)
  %5:lgl$ = Phi(BB0:%0, BB4:%1)
  %6:test = IsTrue(%3)
  Branch(%6, BB2, BB5)
BB2:
  Branch(%2, BB3, BB4)
BB3:
  Branch BB4
BB4:
  %8:lgl$ = Phi(BB2:%3, BB3:%1)
  %9:lgl$ = Phi(BB2:%4, BB3:%1)
  Branch BB1
BB5:
  %11:lgl$ = And3(%4, %5)
  Return(%11)
`, `
f
BB0:
  %0:lgl$ = LdConst [1] TRUE
  %1:lgl$ = LdConst [1] FALSE
  %2:test = LdArg(0)
  Branch BB1
BB1:
  %4:lgl$ = Phi(BB0:%0, BB4:%10)
  %5:lgl$ = Phi(BB0:%0, BB4:%1)
  %6:test = IsTrue(%4)
  Branch(%6, BB2, BB5)
BB2:
  Branch(%2, BB3, BB4)
BB3:
  Branch BB4
BB4:
  %10:lgl$ = Phi(BB2:%4, BB3:%1)
  Branch BB1
BB5:
  %12:lgl$~ = And3(%4, %5)
  Return(%12)
`)
}
