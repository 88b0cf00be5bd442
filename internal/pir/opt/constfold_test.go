package opt

import (
	"math"
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/rt"
)

func TestConstfoldArith(t *testing.T) {
	// 1 + 2 is 3; the Add set the visibility flag, so a Visible stays.
	checkPass(t, "constfold", `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:real$ = LdConst [1] 2
  %2:real$ = Add(%0, %1) G {site="1 + 2"}
  Return(%2)
`, `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:real$ = LdConst [1] 2
  %2:real$ = LdConst [1] 3
  Visible
  Return(%2)
`)
	// Integers stay integers, division gives a double, NA propagates
	// without a warning, 1/0 is Inf.
	checkPass(t, "constfold,dce", `f
BB0:
  %0:int$ = LdConst [1] 7L
  %1:int$ = LdConst [1] 2L
  %2:int$ = Sub(%0, %1) G
  %3:real$ = Div(%0, %1) G
  %4:int$ = IDiv(%0, %1) G
  %5:int$ = Mod(%0, %1) G
  %6:int$~ = LdConst [1] NA
  %7:int$~ = Mul(%6, %1) G
  %8:real$ = LdConst [1] 0
  %9:real$ = Div(%0, %8) G
  %10:real$ = Pow(%1, %0) G
  %11:int$ = Neg(%0) G
  %12:int$ = UPlus(%0) G
  Invisible
  Return(%2)
`, `f
BB0:
  %0:int$ = LdConst [1] 5L
  Invisible
  Return(%0)
`)
}

func TestConstfoldResults(t *testing.T) {
	// What each fold gives, returned so that dce keeps it.
	for _, c := range []struct{ op, x, y, want string }{
		{"Div", "[1] 7L", "[1] 2L", "%2:real$ = LdConst [1] 3.5"},
		{"IDiv", "[1] 7L", "[1] 2L", "%2:int$ = LdConst [1] 3L"},
		{"Mod", "[1] -7L", "[1] 2L", "%2:int$ = LdConst [1] 1L"},
		{"Mul", "[1] NA_integer_", "[1] 2L", "%2:int$~ = LdConst [1] NA_integer_"},
		{"Div", "[1] 1", "[1] 0", "%2:real$ = LdConst [1] Inf"},
		{"Pow", "[1] 2L", "[1] 10L", "%2:real$ = LdConst [1] 1024"},
		{"Lt", "[1] 1", "[1] 2L", "%2:lgl$ = LdConst [1] TRUE"},
		{"Eq", "[1] \"a\"", "[1] \"b\"", "%2:lgl$ = LdConst [1] FALSE"},
		{"Ge", "[1] NA", "[1] 2", "%2:lgl$~ = LdConst [1] NA"},
		{"LAnd", "[1] TRUE", "[1] NA", "%2:lgl$~ = LdConst [1] NA"},
		{"LOr", "[1] TRUE", "[1] NA", "%2:lgl$ = LdConst [1] TRUE"},
	} {
		in := "f\nBB0:\n  %0 = LdConst " + c.x + "\n  %1 = LdConst " + c.y + "\n  %2 = " + c.op + "(%0, %1) G\n  Return(%2)\n"
		out := "f\nBB0:\n  " + c.want + "\n  Visible\n  Return(%2)\n"
		checkPass(t, "constfold,dce", in, out)
	}
	for _, c := range []struct{ op, x, want string }{
		{"Neg", "[1] 2L", "%1:int$ = LdConst [1] -2L"},
		{"Neg", "[1] 2.5", "%1:real$ = LdConst [1] -2.5"},
		{"UPlus", "[1] TRUE", "%1:int$ = LdConst [1] 1L"},
		{"Not", "[1] TRUE", "%1:lgl$ = LdConst [1] FALSE"},
		{"Not", "[1] 0", "%1:lgl$ = LdConst [1] TRUE"},
		{"Not", "[1] NA", "%1:lgl$~ = LdConst [1] NA"},
	} {
		in := "f\nBB0:\n  %0 = LdConst " + c.x + "\n  %1 = " + c.op + "(%0) G\n  Return(%1)\n"
		out := "f\nBB0:\n  " + c.want + "\n  Visible\n  Return(%1)\n"
		checkPass(t, "constfold,dce", in, out)
	}
}

// What would warn or fail at run time is left to do so, with R's
// message; so is what has a non-constant operand.
func TestConstfoldLeavesWarningsAndErrors(t *testing.T) {
	for _, in := range []string{
		// integer overflow: NA with a warning
		`f
BB0:
  %0:int$ = LdConst [1] 2147483647L
  %1:int$ = LdConst [1] 1L
  %2:int$~ = Add(%0, %1) G {site="x + 1L"}
  Return(%2)
`,
		// non-numeric argument to binary operator
		`f
BB0:
  %0:str$ = LdConst [1] "a"
  %1:real$ = LdConst [1] 1
  %2 = Add(%0, %1) G {site="\"a\" + 1"}
  Return(%2)
`,
		// invalid argument to unary operator
		`f
BB0:
  %0:str$ = LdConst [1] "a"
  %1 = Neg(%0) G {site="-\"a\""}
  Return(%1)
`,
		// an argument
		`f
BB0:
  %0:real$ = LdArg(0)
  %1:real$ = LdConst [1] 1
  %2:real$ = Add(%0, %1) G {site="x + 1"}
  Return(%2)
`,
		// a vector constant is not folded
		`f
BB0:
  %0:int = LdConst 1:3
  %1:real$ = LdConst [1] 1
  %2 = Add(%0, %1) G {site="x + 1"}
  Return(%2)
`,
		// the condition is NA: an error
		`f
BB0:
  %0:lgl$~ = LdConst [1] NA
  %1:test = AsTest(%0) {site="if (NA) 1"}
  Branch(%1, BB1, BB2)
BB1:
  Return(%0)
BB2:
  Return(%0)
`,
		// a vector && warns (R 4.2)
		`f
BB0:
  %0:int = LdConst 1:3
  %1:lgl$~ = LglOperand(%0) {site="1:3 && TRUE"}
  Return(%1)
`,
		// a string && is an error
		`f
BB0:
  %0:str$ = LdConst [1] "x"
  %1:lgl$~ = LglOperand(%0) {site="\"x\" && TRUE"}
  Return(%1)
`,
	} {
		checkUnchanged(t, "constfold", in)
	}
}

func TestConstfoldLogic(t *testing.T) {
	checkPass(t, "constfold,dce", `f
BB0:
  %0:real$ = LdConst [1] 2
  %1:lgl$ = LglOperand(%0) {site="2 && NA"}
  %2:lgl$~ = LdConst [1] NA
  %3:lgl$~ = LglOperand(%2) {site="2 && NA" right}
  %4:lgl$~ = And3(%1, %3)
  Return(%4)
`, `f
BB0:
  %0:lgl$~ = LdConst [1] NA
  Return(%0)
`)
	// FALSE && x and TRUE || x, whatever x.
	checkPass(t, "constfold,dce", `f
BB0:
  %0:lgl$~ = LdArg(0)
  %1:lgl$ = LdConst [1] FALSE
  %2:lgl$ = And3(%1, %0)
  %3:lgl$ = LdConst [1] TRUE
  %4:lgl$ = Or3(%0, %3)
  %5:lgl$ = Or3(%2, %4)
  Return(%5)
`, `f
BB0:
  %0:lgl$ = LdConst [1] TRUE
  Return(%0)
`)
	// TRUE && x is x: not folded.
	checkPass(t, "constfold", `f
BB0:
  %0:lgl$~ = LdArg(0)
  %1:lgl$ = LdConst [1] TRUE
  %2:lgl$~ = And3(%1, %0)
  Return(%2)
`, `f
BB0:
  %0:lgl$~ = LdArg(0)
  %1:lgl$ = LdConst [1] TRUE
  %2:lgl$~ = And3(%1, %0)
  Return(%2)
`)
}

// A branch on a known test becomes a jump; the phi of the join loses
// the dead edge's operand.
func TestConstfoldBranch(t *testing.T) {
	checkPass(t, "constfold", `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:real$ = LdConst [1] 2
  %2:lgl$ = LdConst [1] FALSE
  %3:test = AsTest(%2) {site="if (FALSE) 1 else 2"}
  Branch(%3, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %5:real$ = Phi(BB1:%0, BB2:%1)
  Return(%5)
`, `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:real$ = LdConst [1] 2
  %2:lgl$ = LdConst [1] FALSE
  %3:lgl$ = LdConst [1] FALSE
  %4:test = IsTrue(%3)
  Return(%1)
`)
	// IsTrue of NA is false; the true side, a loop, goes entirely.
	checkPass(t, "constfold,dce", `f
BB0:
  %0:lgl$~ = LdConst [1] NA
  %1:test = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3:real$ = LdConst [1] 1
  Branch BB1
BB2:
  Return(%0)
`, `f
BB0:
  %0:lgl$~ = LdConst [1] NA
  Return(%0)
`)
}

// Type tests decided by the operand's type; Assume of a test known to
// hold goes, and the checkpoint with it once dce runs.
func TestConstfoldTypes(t *testing.T) {
	checkPass(t, "constfold,dce", `f
BB0:
  %0:int$ = LdArg(0)
  %1:cp = Checkpoint BB1, BB2
BB1:
  %2:test = IsType(%0) {type=int$~}
  Assume(%2, %1) {reason=type pc=3}
  %4:int$~ = CastType(%0) {type=int$~}
  Return(%4)
BB2: {deopt}
  %5:fs = FrameState(%0) G {pc=3 stack=1 temps=0 code="f"}
  Deopt(%5)
`, `f
BB0:
  %0:int$ = LdArg(0)
  Return(%0)
`)
	// Disproved: a double is never an integer; the Assume stays (it
	// always deoptimises), the branch goes to its false side.
	checkPass(t, "constfold,dce", `f
BB0:
  %0:real$~ = LdArg(0)
  %1:test = IsType(%0) {type=int$~}
  Branch(%1, BB1, BB2)
BB1:
  Return(%0)
BB2:
  %3:int$ = LdConst [1] 1L
  Return(%3)
`, `f
BB0:
  %0:int$ = LdConst [1] 1L
  Return(%0)
`)
	// An Assume of a test known to fail stays: it always deoptimises.
	checkPass(t, "constfold,dce", `f
BB0:
  %0:real$ = LdArg(0)
  %1:cp = Checkpoint BB1, BB2
BB1:
  %2:test = IsType(%0) {type=int$}
  Assume(%2, %1) {reason=type pc=3}
  Return(%0)
BB2: {deopt}
  %5:fs = FrameState(%0) G {pc=3 stack=1 temps=0 code="f"}
  Deopt(%5)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:cp = Checkpoint BB1, BB2
BB1:
  %2:lgl$ = LdConst [1] FALSE
  %3:test = IsTrue(%2)
  Assume(%3, %1) {reason=type pc=3}
  Return(%0)
BB2: {deopt}
  %5:fs = FrameState(%0) G {pc=3 stack=1 temps=0 code="f"}
  Deopt(%5)
`)
	// Not decided: a maybe-NA value tested for no NA, a value that may
	// be a promise (an unforced one fails, a forced one is judged by its
	// value), kinds that overlap, a value that may be missing.
	for _, c := range []struct{ have, want string }{
		{"int$~", "int$"},
		{"int^$", "int^$"},
		{"int^$", "int$"},
		{"int|real$", "int$"},
		{"any?", "int$?"},
	} {
		in := "f\nBB0:\n  %0:" + c.have + " = LdArg(0)\n  %1:test = IsType(%0) {type=" + c.want + "}\n  Branch(%1, BB1, BB2)\nBB1:\n  Return(%0)\nBB2:\n  Return(%0)\n"
		checkUnchanged(t, "constfold", in)
	}
	// A cast that narrows stays; one that does not goes.
	checkUnchanged(t, "constfold", "f\nBB0:\n  %0:int$~ = LdArg(0)\n  %1:int$ = CastType(%0) {type=int$}\n  Return(%1)\n")
	checkPass(t, "constfold", "f\nBB0:\n  %0:int$ = LdArg(0)\n  %1:int$~ = CastType(%0) {type=int$~}\n  Return(%1)\n",
		"f\nBB0:\n  %0:int$ = LdArg(0)\n  Return(%0)\n")
	// A lazy value is never of a type that is not lazy; the missing
	// marker never of a type that cannot be missing.
	for _, have := range []string{"real^$", "real?"} {
		checkPass(t, "constfold,dce", "f\nBB0:\n  %0:"+have+" = LdArg(0)\n  %1:test = IsType(%0) {type=int$}\n  Branch(%1, BB1, BB2)\nBB1:\n  Return(%0)\nBB2:\n  %3:int$ = LdConst [1] 1L\n  Return(%3)\n",
			"f\nBB0:\n  %0:int$ = LdConst [1] 1L\n  Return(%0)\n")
	}
}

func TestConstfoldForceAndChkFunction(t *testing.T) {
	checkPass(t, "constfold", `f
BB0:
  %0:real$ = LdArg(0)
  %1:real$ = Force(%0) G {var=x}
  %2:cls = LdArg(1)
  %3:cls = ChkFunction(%2)
  %4 = Call %3 (%1) G {site="g(x)"}
  Return(%4)
`, `f
BB0:
  %0:real$ = LdArg(0)
  %1:cls = LdArg(1)
  %2:any~@# = Call %1 (%0) G {site="g(x)"}
  Return(%2)
`)
	// A value that may be a promise, or missing, is forced; a value that
	// may not be a function is checked.
	for _, have := range []string{"real^$", "real?", "any^?"} {
		in := "f\nBB0:\n  %0:" + have + " = LdArg(0)\n  %1 = Force(%0) G {var=x}\n  %2 = ChkFunction(%0)\n  %3 = Call %2 (%1) G\n  Return(%3)\n"
		checkUnchanged(t, "constfold", in)
	}
}

func TestConstfoldPhi(t *testing.T) {
	checkPass(t, "constfold", `f
BB0:
  %0:lgl$~ = LdArg(0)
  %1:test = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3:real$ = LdConst [1] 1
  Branch BB3
BB2:
  %5:real$ = LdConst [1] 1
  Branch BB3
BB3:
  %7:real$ = Phi(BB1:%3, BB2:%5)
  Return(%7)
`, `f
BB0:
  %0:lgl$~ = LdArg(0)
  %1:test = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3:real$ = LdConst [1] 1
  Branch BB3
BB2:
  %5:real$ = LdConst [1] 1
  Branch BB3
BB3:
  %7:real$ = LdConst [1] 1
  Return(%7)
`)
	// 1 and 1L differ; so do 0 and -0 (1/x tells them apart).
	in := "f\nBB0:\n  %0:lgl$~ = LdArg(0)\n  %1:test = IsTrue(%0)\n  Branch(%1, BB1, BB2)\nBB1:\n  %3 = LdConst [1] 1\n  Branch BB3\nBB2:\n  %5 = LdConst [1] 1L\n  Branch BB3\nBB3:\n  %7 = Phi(BB1:%3, BB2:%5)\n  Return(%7)\n"
	checkUnchanged(t, "constfold", in)
	v, err := pir.ParseVersion(strings.Replace(strings.Replace(in, "1L", "0", 1), "[1] 1\n", "[1] 0\n", 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.LdConst && b.ID == 2 {
				if d, ok := i.Aux.(*rt.Double); ok && d.V[0] == 0 {
					i.Aux = rt.DoubleScalar(math.Copysign(0, -1))
				}
			}
		}
	}
	if constfold(v) {
		t.Errorf("phi of 0 and -0 folded:\n%s", v)
	}
}

// The switch of a constant selector: EqInt folds, the branches go, and
// so does the SwitchSel, which cannot warn nor fail. A selection that
// fails (an empty alternative chosen by number) is left to fail.
func TestConstfoldSwitch(t *testing.T) {
	src := `f <- function() switch("b", a = 1, b = 2, 3)
g <- function(x) switch(x, a = 1, b = 2, 3)
h <- function() switch(2L, 1, 2)
k <- function() switch("z", a = 1, b = 2)
m <- function() switch(2L, 1, , 3)
f(); g("a"); h(); k(); try(m(), silent = TRUE)
`
	fns := map[string]*pir.Function{}
	for _, fn := range realFunctions(t, "sw", src) {
		fns[fn.Name] = fn
	}
	for name, want := range map[string]int{"sw:f": 0, "sw:g": 1, "sw:h": 0, "sw:k": 0, "sw:m": 1} {
		fn := fns[name]
		if fn == nil {
			t.Fatalf("no %s among %v", name, fns)
		}
		v, err := build.Function(fn, pir.Context{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if countOp(v.String(), "SwitchSel") != 1 {
			t.Fatalf("%s: the switch is not inlined:\n%s", name, v)
		}
		for _, p := range []string{"constfold", "dce"} {
			pass, _ := Lookup(p)
			pass.Run(v)
			settle(v)
			if err := pir.VerifyVersion(v); err != nil {
				t.Fatalf("%s after %s: %v\n%s", name, p, err, v)
			}
		}
		got := v.String()
		if countOp(got, "SwitchSel") != want || (want == 0 && countOp(got, "EqInt") != 0) {
			t.Errorf("%s: want %d SwitchSel and no EqInt with it gone:\n%s", name, want, got)
		}
	}
}

// ArithOK is decided once the operand types rule a warning out: +, -
// and * with a double operand never overflow. Integer + integer and a
// double %% stay (they may warn).
func TestConstfoldArithOK(t *testing.T) {
	checkPass(t, "constfold,dce", `f
BB0:
  %0:int$~ = LdArg(0)
  %1:real$ = LdConst [1] 0.5
  %2:cp = Checkpoint BB1, BB2
BB1:
  %3:test = ArithOK(%0, %1) {op=Mul}
  Assume(%3, %2) {reason=arith pc=3}
  %5:real$~ = Mul(%0, %1) G {nowarn}
  Return(%5)
BB2: {deopt}
  %6:fs = FrameState(%0, %1) G {pc=3 stack=2 temps=0 code="f"}
  Deopt(%6)
`, `f
BB0:
  %0:int$~ = LdArg(0)
  %1:real$ = LdConst [1] 0.5
  %5:real$~ = Mul(%0, %1) G {nowarn}
  Return(%5)
`)
	for _, c := range []struct{ a, b, op string }{
		{"int$~", "int$", "Add"},
		{"real$~", "real$", "Mod"},
		{"int|real$~", "real$", "Mod"},
	} {
		in := "f\nBB0:\n  %0:" + c.a + " = LdArg(0)\n  %1:" + c.b + " = LdArg(1)\n  %2:test = ArithOK(%0, %1) {op=" + c.op + "}\n  Branch(%2, BB1, BB2)\nBB1:\n  Return(%0)\nBB2:\n  Return(%1)\n"
		checkUnchanged(t, "constfold", in)
	}
}
