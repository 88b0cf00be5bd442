package opt

import "testing"

// A type guard dominated by one on the same value (through a cast) for
// the same or a narrower type goes; the dominated cast becomes the
// dominating one.
func TestCheckelimType(t *testing.T) {
	checkPass(t, "checkelim", `f
BB0:
  %0:any^?~@# = LdArg(0)
  %1:any~@# = Force(%0) G {var=x}
  %2:cp = Checkpoint BB1, BB4
BB1:
  %3:test = IsType(%1) {type=real$}
  Assume(%3, %2) {reason=type pc=1}
  %5:real$ = CastType(%1) {type=real$}
  %6:real$~ = Add(%5, %5) G {site="x + x"}
  %7:cp = Checkpoint BB2, BB3
BB2:
  %8:test = IsType(%5) {type=real$~}
  Assume(%8, %7) {reason=type pc=5}
  %10:real$~ = CastType(%1) {type=real$~}
  %11:real$~ = Mul(%10, %6) G {site="x * y"}
  Return(%11)
BB3: {deopt}
  %13:fs = FrameState(%6) G {pc=5 stack=1 temps=0 code="f"}
  Deopt(%13)
BB4: {deopt}
  %15:fs = FrameState() G {pc=1 stack=0 temps=0 code="f"}
  Deopt(%15)
`, `f
BB0:
  %0:any^?~@# = LdArg(0)
  %1:any~@# = Force(%0) G {var=x}
  %2:cp = Checkpoint BB1, BB4
BB1:
  %3:test = IsType(%1) {type=real$}
  Assume(%3, %2) {reason=type pc=1}
  %5:real$ = CastType(%1) {type=real$}
  %6:real$~ = Add(%5, %5) G {site="x + x"}
  %7:cp = Checkpoint BB2, BB3
BB2:
  %8:test = IsType(%5) {type=real$~}
  %9:real$~ = Mul(%5, %6) G {site="x * y"}
  Return(%9)
BB3: {deopt}
  %11:fs = FrameState(%6) G {pc=5 stack=1 temps=0 code="f"}
  Deopt(%11)
BB4: {deopt}
  %13:fs = FrameState() G {pc=1 stack=0 temps=0 code="f"}
  Deopt(%13)
`)
}

// Guards that do not dominate each other, a wider type guarded first, a
// different value: all stay.
func TestCheckelimTypeKeeps(t *testing.T) {
	checkUnchanged(t, "checkelim", `f
BB0:
  %0:any~@# = LdArg(0)
  %1:any~@# = LdArg(1)
  %2:lgl$~ = LdArg(2)
  %3:cp = Checkpoint BB1, BB5
BB1:
  %4:test = IsType(%0) {type=real$~}
  Assume(%4, %3) {reason=type pc=1}
  %6:test = IsType(%0) {type=real$}
  Assume(%6, %3) {reason=type pc=2}
  %8:test = IsType(%1) {type=real$}
  Assume(%8, %3) {reason=type pc=3}
  %10:test = IsTrue(%2)
  Branch(%10, BB2, BB3)
BB2:
  %12:test = IsType(%0) {type=int$}
  Assume(%12, %3) {reason=type pc=4}
  Return(%0)
BB3:
  %15:test = IsType(%0) {type=int$}
  Assume(%15, %3) {reason=type pc=4}
  Return(%1)
BB5: {deopt}
  %18:fs = FrameState() G {pc=1 stack=0 temps=0 code="f"}
  Deopt(%18)
`)
}

const baseFnTemplate = `f
BB0:
  %0:any^?~@# = LdArg(0)
  e1:env = MkEnv(x=%0 : G)
  %2:cp = Checkpoint BB1, BB3
BB1:
  %3:test = IsBaseFn(+, e1)
  Assume(%3, %2) {reason=guard pc=1}
  BETWEEN
  %6:cp = Checkpoint BB2, BB4
BB2:
  %7:test = IsBaseFn(+, e1)
  Assume(%7, %6) {reason=guard pc=5}
  Return(%0)
BB3: {deopt}
  %10:fs = FrameState() e1 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%10)
BB4: {deopt}
  %12:fs = FrameState() e1 {pc=5 stack=0 temps=0 code="f"}
  Deopt(%12)
`

// A base-function guard dominated by the same guard with nothing between
// that could rebind the symbol goes, with its test.
func TestCheckelimBaseFn(t *testing.T) {
	for _, between := range []string{
		"%4:real$ = LdConst [1] 1",
		"%4:real$ = Add(%0, %0) e1 {site=\"x + x\"}", // plain doubles: pure
	} {
		in := replaceLine(baseFnTemplate, "BETWEEN", between)
		in = replaceLine(in, "%0:any^?~@# = LdArg(0)", "%0:real$ = LdArg(0)")
		got := runPasses(t, "checkelim", in)
		if n := countOp(got, "IsBaseFn"); n != 1 {
			t.Errorf("with %q between: %d IsBaseFn left:\n%s", between, n, got)
		}
	}
}

// What could rebind the symbol keeps the second guard: a store (of any
// symbol: an active binding runs code), a call, a load (an active
// binding), a Force of what may be a promise, a loop's start; a guard
// on another environment is another guard.
func TestCheckelimBaseFnKeeps(t *testing.T) {
	for _, between := range []string{
		"StVar(+, %0, e1)",
		"StVar(y, %0, e1)",
		"StVarSuper(y, %0, e1)",
		"%4:any^?~@# = LdVar(y, e1)",
		"%4:any~@# = Force(%0) e1 {var=x}",
		"%4:any~@# = Add(%0, %0) e1 {site=\"x + x\"}",
		"%4:other = ForInit(%0) e1 {site=\"for (i in x) 1\" fn=_ name=i}",
	} {
		checkUnchanged(t, "checkelim", replaceLine(baseFnTemplate, "BETWEEN", between))
	}
	checkUnchanged(t, "checkelim", replaceLine(replaceLine(baseFnTemplate, "BETWEEN", "e4:env = MkEnv( : e1)"),
		"%7:test = IsBaseFn(+, e1)", "%7:test = IsBaseFn(+, e4)"))
	checkUnchanged(t, "checkelim", replaceLine(replaceLine(baseFnTemplate, "BETWEEN", "%4:real$ = LdConst [1] 1"),
		"%7:test = IsBaseFn(+, e1)", "%7:test = IsBaseFn(-, e1)"))
}

// Every path between the two guards counts: a call on one side of a
// diamond, or later in a loop whose header holds the dominated guard.
func TestCheckelimBaseFnPaths(t *testing.T) {
	diamond := `f
BB0:
  %0:lgl$~ = LdArg(0)
  e1:env = MkEnv(x=%0 : G)
  %2:cp = Checkpoint BB1, BB6
BB1:
  %3:test = IsBaseFn(+, e1)
  Assume(%3, %2) {reason=guard pc=1}
  %5:test = IsTrue(%0)
  Branch(%5, BB2, BB3)
BB2:
  LEFT
  Branch BB4
BB3:
  Branch BB4
BB4:
  %9:cp = Checkpoint BB5, BB7
BB5:
  %10:test = IsBaseFn(+, e1)
  Assume(%10, %9) {reason=guard pc=5}
  Return(%0)
BB6: {deopt}
  %13:fs = FrameState() e1 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%13)
BB7: {deopt}
  %15:fs = FrameState() e1 {pc=5 stack=0 temps=0 code="f"}
  Deopt(%15)
`
	checkUnchanged(t, "checkelim", replaceLine(diamond, "LEFT", "%7:cls|blt = LdFun(g, e1) {site=\"g()\"}"))
	got := runPasses(t, "checkelim", replaceLine(diamond, "LEFT", "Visible"))
	if n := countOp(got, "IsBaseFn"); n != 1 {
		t.Errorf("clean diamond: %d IsBaseFn left:\n%s", n, got)
	}
	loop := `f
BB0:
  %0:lgl$~ = LdArg(0)
  e1:env = MkEnv(x=%0 : G)
  %2:cp = Checkpoint BB1, BB5
BB1:
  %3:test = IsBaseFn(+, e1)
  Assume(%3, %2) {reason=guard pc=1}
  Branch BB2
BB2:
  %6:cp = Checkpoint BB3, BB6
BB3:
  %7:test = IsBaseFn(+, e1)
  Assume(%7, %6) {reason=guard pc=5}
  LATER
  %10:test = IsTrue(%0)
  Branch(%10, BB2, BB4)
BB4:
  Return(%0)
BB5: {deopt}
  %13:fs = FrameState() e1 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%13)
BB6: {deopt}
  %15:fs = FrameState() e1 {pc=5 stack=0 temps=0 code="f"}
  Deopt(%15)
`
	checkUnchanged(t, "checkelim", replaceLine(loop, "LATER", "StVar(y, %0, e1)"))
	got = runPasses(t, "checkelim", replaceLine(loop, "LATER", "Visible"))
	if n := countOp(got, "IsBaseFn"); n != 1 {
		t.Errorf("clean loop: %d IsBaseFn left:\n%s", n, got)
	}
}

// A callee guard and a Force depend only on the value: a call between
// does not matter. Other pure tests assumed twice: once is enough, but
// not for IsEnvStub, whose answer changes.
func TestCheckelimCalleeForceTests(t *testing.T) {
	checkPass(t, "checkelim", `f
BB0:
  %0:any^?~@# = LdArg(0)
  %1:cls|blt = LdArg(1)
  %2:lgl$~ = LdArg(2)
  e3:env = MkEnv(x=%0 : G) {stub}
  %4:cp = Checkpoint BB1, BB3
BB1:
  %5:test = IsCallee(%1)
  Assume(%5, %4) {reason=callee pc=1}
  %7:any~@# = Force(%0) e3 {var=x}
  %8:test = IsTrue(%2)
  Assume(%8, %4) {reason=branch pc=1}
  %10:test = IsEnvStub(e3)
  Assume(%10, %4) {reason=envstub pc=1}
  %12:any~@# = Call %1 (%7) e3 {site="g(x)"}
  %13:cp = Checkpoint BB2, BB4
BB2:
  %14:test = IsCallee(%1)
  Assume(%14, %13) {reason=callee pc=5}
  %16:any~@# = Force(%0) e3 {var=x}
  Assume(%8, %13) {reason=branch pc=5}
  %18:test = IsEnvStub(e3)
  Assume(%18, %13) {reason=envstub pc=5}
  %20:any~@# = Call %1 (%16) e3 {site="g(x)"}
  Return(%20)
BB3: {deopt}
  %22:fs = FrameState() e3 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%22)
BB4: {deopt}
  %24:fs = FrameState() e3 {pc=5 stack=0 temps=0 code="f"}
  Deopt(%24)
`, `f
BB0:
  %0:any^?~@# = LdArg(0)
  %1:cls|blt = LdArg(1)
  %2:lgl$~ = LdArg(2)
  e3:env = MkEnv(x=%0 : G) {stub}
  %4:cp = Checkpoint BB1, BB4
BB1:
  %5:test = IsCallee(%1)
  Assume(%5, %4) {reason=callee pc=1}
  %7:any~@# = Force(%0) e3 {var=x}
  %8:test = IsTrue(%2)
  Assume(%8, %4) {reason=branch pc=1}
  %10:test = IsEnvStub(e3)
  Assume(%10, %4) {reason=envstub pc=1}
  %12:any~@# = Call %1 (%7) e3 {site="g(x)"}
  %13:cp = Checkpoint BB2, BB3
BB2:
  %14:test = IsCallee(%1)
  %15:test = IsEnvStub(e3)
  Assume(%15, %13) {reason=envstub pc=5}
  %17:any~@# = Call %1 (%7) e3 {site="g(x)"}
  Return(%17)
BB3: {deopt}
  %19:fs = FrameState() e3 {pc=5 stack=0 temps=0 code="f"}
  Deopt(%19)
BB4: {deopt}
  %21:fs = FrameState() e3 {pc=1 stack=0 temps=0 code="f"}
  Deopt(%21)
`)
}
