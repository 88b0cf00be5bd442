package opt

import "testing"

// The loops in these tests are shaped as the builder makes them once
// scope resolution has turned the loop's variables into phis: a
// Checkpoint ends each loop header, its deopt block resuming at the
// header's pc with the loop state on the stack.

// A for loop summing its elements: the guards of `<-` and `+` are the
// same in every iteration (nothing in the loop runs R code or binds
// either symbol), so they move before the loop, anchored at a new
// checkpoint whose deopt block is the header's with the accumulator phi
// replaced by its initial value.
func TestLICMHoistsGuards(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:int = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:real$ = LdConst [1] 0
  %3:other = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %5:real$ = Phi(BB0:%2, BB4:%16)
  %6:cp = Checkpoint BB2, BB6
BB2:
  %7:test = ForStep(%3)
  Branch(%7, BB3, BB5)
BB3:
  %9:int$ = ForElem(%3)
  StVar(i, %9, e1)
  %11:cp = Checkpoint BB4, BB7
BB4:
  %12:test = IsBaseFn(<-, e1)
  Assume(%12, %11) {reason=guard pc=27}
  %14:test = IsBaseFn(+, e1)
  Assume(%14, %11) {reason=guard pc=28}
  %16:real$ = Add(%5, %9) e1
  Branch BB1
BB5:
  Return(%5)
BB6: {deopt}
  e18:env = MkEnv(n=%0, s=%5 : G)
  %19:fs = FrameState(%3) e18 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%19)
BB7: {deopt}
  e21:env = MkEnv(n=%0, s=%5, i=%9 : G)
  %22:fs = FrameState(%3) e21 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%22)
`, `
f
BB0:
  %1:int = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:real$ = LdConst [1] 0
  %4:other = ForInit(%1) e2 {fn=_ name=i}
  %5:test = IsBaseFn(<-, e2)
  %6:cp = Checkpoint BB1, BB9
BB1:
  Assume(%5, %6) {reason=guard pc=27}
  %8:test = IsBaseFn(+, e2)
  Assume(%8, %6) {reason=guard pc=28}
  Branch BB2
BB2:
  %11:real$~ = Phi(BB1:%3, BB5:%18)
  %12:cp = Checkpoint BB3, BB8
BB3:
  %13:test = ForStep(%4)
  Branch(%13, BB4, BB7)
BB4:
  %15:int$ = ForElem(%4)
  StVar(i, %15, e2)
  %17:cp = Checkpoint BB5, BB6
BB5:
  %18:real$~ = Add(%11, %15) e2
  Branch BB2
BB6: {deopt}
  e20:env = MkEnv(n=%1, s=%11, i=%15 : G)
  %21:fs = FrameState(%4) e20 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%21)
BB7:
  Return(%11)
BB8: {deopt}
  e24:env = MkEnv(n=%1, s=%11 : G)
  %25:fs = FrameState(%4) e24 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%25)
BB9: {deopt}
  e27:env = MkEnv(n=%1, s=%3 : G)
  %28:fs = FrameState(%4) e27 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%28)
`)
}

// A loop that calls an unknown function: g() may redefine `+`, so its
// guard stays in the loop (the constant still moves).
func TestLICMCallKeepsGuard(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:int = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:real$ = LdConst [1] 0
  %3:other = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %5:real$ = Phi(BB0:%2, BB4:%16)
  %6:cp = Checkpoint BB2, BB6
BB2:
  %7:test = ForStep(%3)
  Branch(%7, BB3, BB5)
BB3:
  %9:int$ = ForElem(%3)
  %10 = LdFun(g, e1) {site="g()"}
  %11 = Call %10 () e1 {site="g()"}
  %20:cp = Checkpoint BB4, BB7
BB4:
  %14:test = IsBaseFn(+, e1)
  Assume(%14, %20) {reason=guard pc=28}
  %15:real$ = LdConst [1] 2
  %16:real$ = Add(%5, %15) e1
  Branch BB1
BB5:
  Return(%5)
BB6: {deopt}
  %19:fs = FrameState(%3) e1 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%19)
BB7: {deopt}
  %22:fs = FrameState(%3) e1 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%22)
`, `
f
BB0:
  %1:int = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:real$ = LdConst [1] 0
  %4:other = ForInit(%1) e2 {fn=_ name=i}
  %5:real$ = LdConst [1] 2
  Branch BB1
BB1:
  %7:real$~ = Phi(BB0:%3, BB4:%17)
  %8:cp = Checkpoint BB2, BB7
BB2:
  %9:test = ForStep(%4)
  Branch(%9, BB3, BB6)
BB3:
  %11:int$ = ForElem(%4)
  %12:cls|blt = LdFun(g, e2) {site="g()"}
  %13:any~@# = Call %12 () e2 {site="g()"}
  %14:cp = Checkpoint BB4, BB5
BB4:
  %15:test = IsBaseFn(+, e2)
  Assume(%15, %14) {reason=guard pc=28}
  %17:real$~ = Add(%7, %5) e2
  Branch BB1
BB5: {deopt}
  %19:fs = FrameState(%4) e2 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%19)
BB6:
  Return(%7)
BB7: {deopt}
  %22:fs = FrameState(%4) e2 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%22)
`)
}

// A loop that binds `+` itself keeps its guard.
func TestLICMStoreKeepsGuard(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:int = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:real$ = LdConst [1] 0
  %3:other = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %5:real$ = Phi(BB0:%2, BB4:%16)
  %6:cp = Checkpoint BB2, BB6
BB2:
  %7:test = ForStep(%3)
  Branch(%7, BB3, BB5)
BB3:
  %9:int$ = ForElem(%3)
  %10:real$ = LdConst [1] 1
  StVar(+, %10, e1)
  %20:cp = Checkpoint BB4, BB7
BB4:
  %14:test = IsBaseFn(+, e1)
  Assume(%14, %20) {reason=guard pc=28}
  %15:real$ = LdConst [1] 2
  %16:real$ = Add(%5, %15) e1
  Branch BB1
BB5:
  Return(%5)
BB6: {deopt}
  %19:fs = FrameState(%3) e1 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%19)
BB7: {deopt}
  %22:fs = FrameState(%3) e1 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%22)
`, `
f
BB0:
  %1:int = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:real$ = LdConst [1] 0
  %4:other = ForInit(%1) e2 {fn=_ name=i}
  %5:real$ = LdConst [1] 1
  %6:real$ = LdConst [1] 2
  Branch BB1
BB1:
  %8:real$~ = Phi(BB0:%3, BB4:%17)
  %9:cp = Checkpoint BB2, BB7
BB2:
  %10:test = ForStep(%4)
  Branch(%10, BB3, BB6)
BB3:
  %12:int$ = ForElem(%4)
  StVar(+, %5, e2)
  %14:cp = Checkpoint BB4, BB5
BB4:
  %15:test = IsBaseFn(+, e2)
  Assume(%15, %14) {reason=guard pc=28}
  %17:real$~ = Add(%8, %6) e2
  Branch BB1
BB5: {deopt}
  %19:fs = FrameState(%4) e2 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%19)
BB6:
  Return(%8)
BB7: {deopt}
  %22:fs = FrameState(%4) e2 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%22)
`)
}

// Integer addition may overflow with a warning, and a warning runs the
// calling handlers withCallingHandlers established, which may redefine
// `+` before the loop goes on: the guards stay.
func TestLICMWarningKeepsGuard(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:int = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:int$ = LdConst [1] 0L
  %3:other = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %5:int$ = Phi(BB0:%2, BB4:%16)
  %6:cp = Checkpoint BB2, BB6
BB2:
  %7:test = ForStep(%3)
  Branch(%7, BB3, BB5)
BB3:
  %9:int$ = ForElem(%3)
  StVar(i, %9, e1)
  %11:cp = Checkpoint BB4, BB7
BB4:
  %12:test = IsBaseFn(<-, e1)
  Assume(%12, %11) {reason=guard pc=27}
  %14:test = IsBaseFn(+, e1)
  Assume(%14, %11) {reason=guard pc=28}
  %16:int$ = Add(%5, %9) e1
  Branch BB1
BB5:
  Return(%5)
BB6: {deopt}
  e18:env = MkEnv(n=%0, s=%5 : G)
  %19:fs = FrameState(%3) e18 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%19)
BB7: {deopt}
  e21:env = MkEnv(n=%0, s=%5, i=%9 : G)
  %22:fs = FrameState(%3) e21 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%22)
`, `
f
BB0:
  %1:int = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:int$ = LdConst [1] 0L
  %4:other = ForInit(%1) e2 {fn=_ name=i}
  Branch BB1
BB1:
  %6:int$~ = Phi(BB0:%3, BB4:%17)
  %7:cp = Checkpoint BB2, BB7
BB2:
  %8:test = ForStep(%4)
  Branch(%8, BB3, BB6)
BB3:
  %10:int$ = ForElem(%4)
  StVar(i, %10, e2)
  %12:cp = Checkpoint BB4, BB5
BB4:
  %13:test = IsBaseFn(<-, e2)
  Assume(%13, %12) {reason=guard pc=27}
  %15:test = IsBaseFn(+, e2)
  Assume(%15, %12) {reason=guard pc=28}
  %17:int$~ = Add(%6, %10) e2
  Branch BB1
BB5: {deopt}
  e19:env = MkEnv(n=%1, s=%6, i=%10 : G)
  %20:fs = FrameState(%4) e19 {pc=27 stack=1 temps=0 code="f"}
  Deopt(%20)
BB6:
  Return(%6)
BB7: {deopt}
  e23:env = MkEnv(n=%1, s=%6 : G)
  %24:fs = FrameState(%4) e23 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%24)
`)
}

// Nested loops: the inner loop's guard of `+` moves to the inner
// preheader (a new checkpoint there resumes at the inner header with
// the outer loop's j), then, invariant in the outer loop too, on to the
// outer preheader; the outer loop's `<` guard and the constant 1 move
// there as well. The inner preheader's checkpoint is left unused.
func TestLICMNestedLoops(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:real$ = LdArg(0)
  %40:int = LdArg(1)
  e1:env = MkEnv(n=%0, v=%40 : G)
  %2:real$ = LdConst [1] 0
  Branch BB1
BB1:
  %4:real$ = Phi(BB0:%2, BB7:%22)
  %5:cp = Checkpoint BB2, BB8
BB2:
  %6:test = IsBaseFn(<, e1)
  Assume(%6, %5) {reason=guard pc=2}
  %8:lgl$ = Lt(%4, %0) e1
  %9:test = AsTest(%8)
  Branch(%9, BB3, BB9)
BB3:
  %11:other = ForInit(%40) e1 {fn=_ name=i}
  Branch BB4
BB4:
  %13:real$ = Phi(BB3:%4, BB11:%20)
  %14:cp = Checkpoint BB5, BB10
BB5:
  %15:test = ForStep(%11)
  Branch(%15, BB6, BB7)
BB6:
  %17:int$ = ForElem(%11)
  StVar(i, %17, e1)
  %18:cp = Checkpoint BB11, BB12
BB11:
  %19:test = IsBaseFn(+, e1)
  Assume(%19, %18) {reason=guard pc=20}
  %20:real$ = Add(%13, %17) e1
  Branch BB4
BB7:
  %21:real$ = LdConst [1] 1
  %22:real$ = Add(%13, %21) e1
  Branch BB1
BB8: {deopt}
  e30:env = MkEnv(n=%0, j=%4 : G)
  %31:fs = FrameState() e30 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%31)
BB9:
  Return(%4)
BB10: {deopt}
  e32:env = MkEnv(n=%0, j=%13 : G)
  %33:fs = FrameState(%11) e32 {pc=10 stack=1 temps=0 code="f"}
  Deopt(%33)
BB12: {deopt}
  e34:env = MkEnv(n=%0, j=%13 : G)
  %35:fs = FrameState(%11) e34 {pc=20 stack=1 temps=0 code="f"}
  Deopt(%35)
`, `
f
BB0:
  %1:real$ = LdArg(0)
  %2:int = LdArg(1)
  e3:env = MkEnv(n=%1, v=%2 : G)
  %4:real$ = LdConst [1] 0
  %5:test = IsBaseFn(<, e3)
  %6:cp = Checkpoint BB1, BB16
BB1:
  Assume(%5, %6) {reason=guard pc=2}
  %8:test = IsBaseFn(+, e3)
  Assume(%8, %6) {reason=guard pc=20}
  %10:real$ = LdConst [1] 1
  Branch BB2
BB2:
  %12:real$~ = Phi(BB1:%4, BB11:%32)
  %13:cp = Checkpoint BB3, BB15
BB3:
  %14:lgl$~ = Lt(%12, %1) e3
  %15:test = AsTest(%14)
  Branch(%15, BB4, BB14)
BB4:
  %17:other = ForInit(%2) e3 {fn=_ name=i}
  %18:cp = Checkpoint BB5, BB13
BB5:
  Branch BB6
BB6:
  %20:real$~ = Phi(BB5:%12, BB9:%27)
  %21:cp = Checkpoint BB7, BB12
BB7:
  %22:test = ForStep(%17)
  Branch(%22, BB8, BB11)
BB8:
  %24:int$ = ForElem(%17)
  StVar(i, %24, e3)
  %26:cp = Checkpoint BB9, BB10
BB9:
  %27:real$~ = Add(%20, %24) e3
  Branch BB6
BB10: {deopt}
  e29:env = MkEnv(n=%1, j=%20 : G)
  %30:fs = FrameState(%17) e29 {pc=20 stack=1 temps=0 code="f"}
  Deopt(%30)
BB11:
  %32:real$~ = Add(%20, %10) e3
  Branch BB2
BB12: {deopt}
  e34:env = MkEnv(n=%1, j=%20 : G)
  %35:fs = FrameState(%17) e34 {pc=10 stack=1 temps=0 code="f"}
  Deopt(%35)
BB13: {deopt}
  e37:env = MkEnv(n=%1, j=%12 : G)
  %38:fs = FrameState(%17) e37 {pc=10 stack=1 temps=0 code="f"}
  Deopt(%38)
BB14:
  Return(%12)
BB15: {deopt}
  e41:env = MkEnv(n=%1, j=%12 : G)
  %42:fs = FrameState() e41 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%42)
BB16: {deopt}
  e44:env = MkEnv(n=%1, j=%4 : G)
  %45:fs = FrameState() e44 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%45)
`)
}

// A loop entered from two blocks gets a new preheader: it merges the
// two entry values of the header's first phi (the second phi gets the
// same value from both and is left with it), and the hoisted guard's
// deopt resumes with the merged value.
func TestLICMNewPreheader(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:lgl$ = LdArg(0)
  e1:env = MkEnv(c=%0 : G)
  %2:test = IsTrue(%0)
  %3:real$ = LdConst [1] 1
  %4:real$ = LdConst [1] 2
  %5:real$ = LdConst [1] 100
  Branch(%2, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %9:real$ = Phi(BB1:%3, BB2:%4, BB5:%17)
  %10:real$ = Phi(BB1:%5, BB2:%5, BB5:%10)
  %11:cp = Checkpoint BB4, BB6
BB4:
  %12:test = IsBaseFn(<, e1)
  Assume(%12, %11) {reason=guard pc=2}
  %14:lgl$ = Lt(%9, %10) e1
  %15:test = AsTest(%14)
  Branch(%15, BB5, BB7)
BB5:
  %16:real$ = LdConst [1] 2
  %17:real$ = Mul(%9, %16) e1
  Branch BB3
BB6: {deopt}
  e20:env = MkEnv(c=%0, x=%9, y=%10 : G)
  %21:fs = FrameState() e20 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%21)
BB7:
  Return(%9)
`, `
f
BB0:
  %1:lgl$ = LdArg(0)
  e2:env = MkEnv(c=%1 : G)
  %3:test = IsTrue(%1)
  %4:real$ = LdConst [1] 1
  %5:real$ = LdConst [1] 2
  %6:real$ = LdConst [1] 100
  Branch(%3, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %10:real$ = Phi(BB1:%4, BB2:%5)
  %11:test = IsBaseFn(<, e2)
  %12:cp = Checkpoint BB4, BB10
BB4:
  Assume(%11, %12) {reason=guard pc=2}
  %14:real$ = LdConst [1] 2
  Branch BB5
BB5:
  %16:real$~ = Phi(BB4:%10, BB7:%21)
  %17:cp = Checkpoint BB6, BB9
BB6:
  %18:lgl$~ = Lt(%16, %6) e2
  %19:test = AsTest(%18)
  Branch(%19, BB7, BB8)
BB7:
  %21:real$~ = Mul(%16, %14) e2
  Branch BB5
BB8:
  Return(%16)
BB9: {deopt}
  e24:env = MkEnv(c=%1, x=%16, y=%6 : G)
  %25:fs = FrameState() e24 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%25)
BB10: {deopt}
  e27:env = MkEnv(c=%1, x=%10, y=%6 : G)
  %28:fs = FrameState() e27 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%28)
`)
}

// Invariant arithmetic: the type guard of a (an argument) moves, and
// with it the cast and the double arithmetic on a and b; the integer
// product 2L * 2L stays (it may overflow with a warning, which must not
// happen if the loop runs no iteration), and so does everything that
// depends on the loop variable.
func TestLICMInvariantArithmetic(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:any = LdArg(0)
  %1:real$ = LdArg(1)
  %2:int = LdArg(2)
  e3:env = MkEnv(a=%0, b=%1, s=%2 : G)
  %4:real$ = LdConst [1] 0
  %5:other = ForInit(%2) e3 {fn=_ name=i}
  Branch BB1
BB1:
  %7:real$ = Phi(BB0:%4, BB4:%22)
  %8:cp = Checkpoint BB2, BB6
BB2:
  %9:test = ForStep(%5)
  Branch(%9, BB3, BB5)
BB3:
  %11:int$ = ForElem(%5)
  %12:cp = Checkpoint BB4, BB7
BB4:
  %13:test = IsType(%0) {type=real$}
  Assume(%13, %12) {reason=type pc=30}
  %15:real$ = CastType(%0) {type=real$}
  %16:real$ = Mul(%15, %1) e3
  %17:int$ = LdConst [1] 2L
  %18:int$ = Mul(%17, %17) e3
  %19:int$ = Add(%11, %18) e3
  %20:real$ = Div(%16, %16) e3
  %21:real$ = Add(%20, %19) e3
  %22:real$ = Add(%7, %21) e3
  Branch BB1
BB5:
  Return(%7)
BB6: {deopt}
  %30:fs = FrameState(%5) e3 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%30)
BB7: {deopt}
  %31:fs = FrameState(%5) e3 {pc=30 stack=1 temps=0 code="f"}
  Deopt(%31)
`, `
f
BB0:
  %1:any = LdArg(0)
  %2:real$ = LdArg(1)
  %3:int = LdArg(2)
  e4:env = MkEnv(a=%1, b=%2, s=%3 : G)
  %5:real$ = LdConst [1] 0
  %6:other = ForInit(%3) e4 {fn=_ name=i}
  %7:test = IsType(%1) {type=real$}
  %8:cp = Checkpoint BB1, BB9
BB1:
  Assume(%7, %8) {reason=type pc=30}
  %10:real$ = CastType(%1) {type=real$}
  %11:real$~ = Mul(%10, %2) e4
  %12:int$ = LdConst [1] 2L
  %13:real$~ = Div(%11, %11) e4
  Branch BB2
BB2:
  %15:real$~ = Phi(BB1:%5, BB5:%24)
  %16:cp = Checkpoint BB3, BB8
BB3:
  %17:test = ForStep(%6)
  Branch(%17, BB4, BB7)
BB4:
  %19:int$ = ForElem(%6)
  %20:cp = Checkpoint BB5, BB6
BB5:
  %21:int$~ = Mul(%12, %12) e4
  %22:int$~ = Add(%19, %21) e4
  %23:real$~ = Add(%13, %22) e4
  %24:real$~ = Add(%15, %23) e4
  Branch BB2
BB6: {deopt}
  %26:fs = FrameState(%6) e4 {pc=30 stack=1 temps=0 code="f"}
  Deopt(%26)
BB7:
  Return(%15)
BB8: {deopt}
  %29:fs = FrameState(%6) e4 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%29)
BB9: {deopt}
  %31:fs = FrameState(%6) e4 {pc=24 stack=1 temps=0 code="f"}
  Deopt(%31)
`)
}

// Without a checkpoint at the loop header no Assume can move: the type
// test moves (it is pure), but its Assume stays, and so does the cast
// that relies on it and the arithmetic on the cast.
func TestLICMNoHeaderCheckpoint(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:any = LdArg(0)
  %1:real$ = LdArg(1)
  %2:int = LdArg(2)
  e3:env = MkEnv(a=%0, b=%1, s=%2 : G)
  %4:real$ = LdConst [1] 0
  %5:other = ForInit(%2) e3 {fn=_ name=i}
  Branch BB1
BB1:
  %7:real$ = Phi(BB0:%4, BB4:%22)
  Branch BB2
BB2:
  %9:test = ForStep(%5)
  Branch(%9, BB3, BB5)
BB3:
  %11:int$ = ForElem(%5)
  %12:cp = Checkpoint BB4, BB7
BB4:
  %13:test = IsType(%0) {type=real$}
  Assume(%13, %12) {reason=type pc=30}
  %15:real$ = CastType(%0) {type=real$}
  %16:real$ = Mul(%15, %1) e3
  %17:int$ = LdConst [1] 2L
  %18:int$ = Mul(%17, %17) e3
  %19:int$ = Add(%11, %18) e3
  %20:real$ = Div(%16, %16) e3
  %21:real$ = Add(%20, %19) e3
  %22:real$ = Add(%7, %21) e3
  Branch BB1
BB5:
  Return(%7)
BB7: {deopt}
  %31:fs = FrameState(%5) e3 {pc=30 stack=1 temps=0 code="f"}
  Deopt(%31)
`, `
f
BB0:
  %1:any = LdArg(0)
  %2:real$ = LdArg(1)
  %3:int = LdArg(2)
  e4:env = MkEnv(a=%1, b=%2, s=%3 : G)
  %5:real$ = LdConst [1] 0
  %6:other = ForInit(%3) e4 {fn=_ name=i}
  %7:test = IsType(%1) {type=real$}
  %8:int$ = LdConst [1] 2L
  Branch BB1
BB1:
  %10:real$~ = Phi(BB0:%5, BB3:%22)
  %11:test = ForStep(%6)
  Branch(%11, BB2, BB5)
BB2:
  %13:int$ = ForElem(%6)
  %14:cp = Checkpoint BB3, BB4
BB3:
  Assume(%7, %14) {reason=type pc=30}
  %16:real$ = CastType(%1) {type=real$}
  %17:real$~ = Mul(%16, %2) e4
  %18:int$~ = Mul(%8, %8) e4
  %19:int$~ = Add(%13, %18) e4
  %20:real$~ = Div(%17, %17) e4
  %21:real$~ = Add(%20, %19) e4
  %22:real$~ = Add(%10, %21) e4
  Branch BB1
BB4: {deopt}
  %24:fs = FrameState(%6) e4 {pc=30 stack=1 temps=0 code="f"}
  Deopt(%24)
BB5:
  Return(%10)
`)
}

// A preheader that continues a checkpoint with nothing but guards and
// constants since reuses that checkpoint (a deopt re-runs them). The
// guarded LdFun of sqrt moves after the guard that proves it finds the
// base function, last in the preheader.
func TestLICMReuseCheckpointAndLdFun(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:real$ = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:cp = Checkpoint BB1, BB9
BB1:
  %3:test = IsBaseFn(while, e1)
  Assume(%3, %2) {reason=guard pc=0}
  %5:real$ = LdConst [1] 0
  Branch BB2
BB2:
  %7:real$ = Phi(BB1:%5, BB6:%16)
  %8:cp = Checkpoint BB3, BB8
BB3:
  %9:test = IsBaseFn(<, e1)
  Assume(%9, %8) {reason=guard pc=3}
  %11:lgl$ = Lt(%7, %0) e1
  %12:test = AsTest(%11)
  Branch(%12, BB4, BB5)
BB4:
  %40:cp = Checkpoint BB6, BB7
BB6:
  %13:test = IsBaseFn(sqrt, e1)
  Assume(%13, %40) {reason=guard pc=9}
  %15 = LdFun(sqrt, e1) {site="sqrt(x)"}
  StVar(f, %15, e1)
  %16:real$ = Add(%7, %0) e1
  Branch BB2
BB5:
  Return(%7)
BB7: {deopt}
  e41:env = MkEnv(n=%0, x=%7 : G)
  %42:fs = FrameState() e41 {pc=9 stack=0 temps=0 code="f"}
  Deopt(%42)
BB8: {deopt}
  e20:env = MkEnv(n=%0, x=%7 : G)
  %21:fs = FrameState() e20 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%21)
BB9: {deopt}
  %22:fs = FrameState() e1 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%22)
`, `
f
BB0:
  %1:real$ = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:cp = Checkpoint BB1, BB9
BB1:
  %4:test = IsBaseFn(while, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6:real$ = LdConst [1] 0
  %7:test = IsBaseFn(<, e2)
  Assume(%7, %3) {reason=guard pc=3}
  %9:test = IsBaseFn(sqrt, e2)
  Assume(%9, %3) {reason=guard pc=9}
  %11:cls|blt = LdFun(sqrt, e2) {site="sqrt(x)"}
  Branch BB2
BB2:
  %13:real$~ = Phi(BB1:%6, BB5:%21)
  %14:cp = Checkpoint BB3, BB8
BB3:
  %15:lgl$~ = Lt(%13, %1) e2
  %16:test = AsTest(%15)
  Branch(%16, BB4, BB7)
BB4:
  %18:cp = Checkpoint BB5, BB6
BB5:
  StVar(f, %11, e2)
  %21:real$~ = Add(%13, %1) e2
  Branch BB2
BB6: {deopt}
  e23:env = MkEnv(n=%1, x=%13 : G)
  %24:fs = FrameState() e23 {pc=9 stack=0 temps=0 code="f"}
  Deopt(%24)
BB7:
  Return(%13)
BB8: {deopt}
  e27:env = MkEnv(n=%1, x=%13 : G)
  %28:fs = FrameState() e27 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%28)
BB9: {deopt}
  %30:fs = FrameState() e2 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%30)
`)
}

// A while loop whose condition forces an argument: the Force is the
// first thing with an effect in every iteration, so it moves before the
// loop, ahead of the checkpoint the hoisted guards use (a deopt there
// forces again, which does nothing); the type guard of its value and
// the cast follow it out, and then the guard of `<`, which the Force
// kept in (it may run code). The nowarn increment could move out only
// together with its ArithOK guard: here both stay, as `i` changes.
func TestLICMHoistsFirstForce(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:any^ = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:int$ = LdConst [1] 0L
  %3:int$ = LdConst [1] 1L
  Branch BB1
BB1:
  %5:int$ = Phi(BB0:%2, BB3:%16)
  %6:cp = Checkpoint BB2, BB5
BB2:
  %7:test = IsBaseFn(<, G)
  Assume(%7, %6) {reason=guard pc=3}
  %9:any = Force(%0) e1
  %10:test = IsType(%9) {type=int$}
  Assume(%10, %6) {reason=type pc=4}
  %12:int$ = CastType(%9) {type=int$}
  %13:lgl$ = Lt(%5, %12) e1
  %14:test = IsTrue(%13)
  Branch(%14, BB3, BB4)
BB3:
  %15:test = ArithOK(%5, %3) {op=Add}
  Assume(%15, %6) {reason=arith pc=9}
  %16:int$ = Add(%5, %3) e1 {nowarn}
  Branch BB1
BB4:
  Return(%5)
BB5: {deopt}
  %20:fs = FrameState() e1 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%20)
`, `
f
BB0:
  %1:any^ = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:int$ = LdConst [1] 0L
  %4:int$ = LdConst [1] 1L
  %5:any = Force(%1) e2
  %6:test = IsType(%5) {type=int$}
  %7:cp = Checkpoint BB1, BB7
BB1:
  Assume(%6, %7) {reason=type pc=4}
  %9:int$ = CastType(%5) {type=int$}
  %10:test = IsBaseFn(<, G)
  Assume(%10, %7) {reason=guard pc=3}
  Branch BB2
BB2:
  %13:int$~ = Phi(BB1:%3, BB4:%20)
  %14:cp = Checkpoint BB3, BB6
BB3:
  %15:lgl$~ = Lt(%13, %9) e2
  %16:test = IsTrue(%15)
  Branch(%16, BB4, BB5)
BB4:
  %18:test = ArithOK(%13, %4) {op=Add}
  Assume(%18, %14) {reason=arith pc=9}
  %20:int$~ = Add(%13, %4) e2 {nowarn}
  Branch BB2
BB5:
  Return(%13)
BB6: {deopt}
  %23:fs = FrameState() e2 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%23)
BB7: {deopt}
  %25:fs = FrameState() e2 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%25)
`)
}

// Arithmetic marked nowarn relies on its ArithOK guard: with invariant
// operands the guard moves out first, then the arithmetic after it.
func TestLICMNoWarnFollowsItsGuard(t *testing.T) {
	checkPass(t, "licm", `
f
BB0:
  %0:int$ = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:int$ = LdConst [1] 0L
  %3:int$ = LdConst [1] 2147483647L
  Branch BB1
BB1:
  %5:int$ = Phi(BB0:%2, BB3:%10)
  %6:cp = Checkpoint BB2, BB5
BB2:
  %7:lgl$ = Lt(%5, %0) e1
  %8:test = IsTrue(%7)
  Branch(%8, BB3, BB4)
BB3:
  %9:test = ArithOK(%3, %0) {op=Add}
  Assume(%9, %6) {reason=arith pc=9}
  %10:int$ = Add(%3, %0) e1 {nowarn}
  Branch BB1
BB4:
  Return(%5)
BB5: {deopt}
  %20:fs = FrameState() e1 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%20)
`, `
f
BB0:
  %1:int$ = LdArg(0)
  e2:env = MkEnv(n=%1 : G)
  %3:int$ = LdConst [1] 0L
  %4:int$ = LdConst [1] 2147483647L
  %5:test = ArithOK(%4, %1) {op=Add}
  %6:cp = Checkpoint BB1, BB7
BB1:
  Assume(%5, %6) {reason=arith pc=9}
  %8:int$~ = Add(%4, %1) e2 {nowarn}
  Branch BB2
BB2:
  %10:int$~ = Phi(BB1:%3, BB4:%8)
  %11:cp = Checkpoint BB3, BB6
BB3:
  %12:lgl$~ = Lt(%10, %1) e2
  %13:test = IsTrue(%12)
  Branch(%13, BB4, BB5)
BB4:
  Branch BB2
BB5:
  Return(%10)
BB6: {deopt}
  %17:fs = FrameState() e2 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%17)
BB7: {deopt}
  %19:fs = FrameState() e2 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%19)
`)
}
