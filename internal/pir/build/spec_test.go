package build

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/vm"
)

// Speculation from feedback: the functions are run first so that the
// interpreter records it.

func TestNormalise(t *testing.T) {
	a := normalise("  %7 = LdConst [1] 1\n  e9 = MkEnv(x2=%7 : O)\n")
	b := normalise("%0 = LdConst [1] 1\ne1 = MkEnv(x2=%0 : O)")
	if a != b {
		t.Errorf("normalise: %q vs %q", a, b)
	}
	if normalise("%1 = Add(%2, %3)") == normalise("%1 = Add(%2, %2)") {
		t.Error("normalise merges distinct registers")
	}
}

// A comparison of a variable that always held an integer: the operand
// is assumed to be an integer scalar (IsType, Assume, CastType), the
// branch that always went the same way is an Assume too, and the result
// types follow.
func TestTypeAndBranchSpeculation(t *testing.T) {
	v := buildClosure(t, `
bf <- function(x) if (x > 0) "pos" else "neg"
for (k in 1:150) bf(k)
`, "bf")
	expectPIR(t, "bf", v, `
bf
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(x=%1 : O) {formals}
  %3 = Checkpoint BB1, BB6
BB1:
  %4 = IsBaseFn(if, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6 = IsBaseFn(>, e2)
  Assume(%6, %3) {reason=guard pc=3}
  %8 = LdVar(x, e2)
  %9 = Force(%8) e2 {var=x}
  %10 = LdConst [1] 0
  %11 = Checkpoint BB2, BB5
BB2:
  %12 = IsType(%9) {type=int$~}
  Assume(%12, %11) {reason=type pc=4}
  %14 = CastType(%9) {type=int$~}
  %15 = Gt(%14, %10) e2 {site="x > 0"}
  %16 = Checkpoint BB3, BB4
BB3:
  %17 = AsTest(%15) {site="if (x > 0) \"pos\" else \"neg\""}
  Assume(%17, %16) {reason=branch pc=13}
  %19 = LdConst [1] "pos"
  Visible
  Return(%19)
BB4: {deopt}
  %22 = FrameState(%15) e2 {pc=13 stack=1 temps=0 code="function"}
  Deopt(%22)
BB5: {deopt}
  %24 = FrameState(%9, %10) e2 {pc=6 stack=2 temps=0 code="function"}
  Deopt(%24)
BB6: {deopt}
  %26 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%26)
`)
	gt := findOp(v.Body, pir.Gt)
	if gt == nil || gt.Type != (pir.Type{Kinds: pir.KLogical, Flags: pir.Scalar | pir.MaybeNA}) {
		t.Errorf("Gt type: %v", gt)
	}
	if gt != nil && gt.Effects.Has(pir.Executes) {
		t.Errorf("Gt of plain scalars executes code: %v", gt.Effects)
	}
}

// A condition that was always FALSE: the TRUE side is not built; a
// Branch leaves for a deopt block resuming at the BrFalse, whose Deopt
// carries the reason (so that the JIT retires the version and widens the
// feedback as for a failed Assume).
func TestBranchAlwaysFalse(t *testing.T) {
	v := buildClosure(t, `
nf <- function(x) { if (is.null(x)) stop("null"); x }
for (k in 1:150) nf(k)
`, "nf")
	expectPIR(t, "nf", v, `
nf
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(x=%1 : O) {formals}
  %3 = Checkpoint BB1, BB4
BB1:
  %4 = IsBaseFn({, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6 = IsBaseFn(if, e2)
  Assume(%6, %3) {reason=guard pc=1}
  %8 = IsBaseFn(is.null, e2)
  Assume(%8, %3) {reason=callee pc=4}
  %10 = LdVar(x, e2)
  %11 = Force(%10) e2 {var=x}
  %12 = CallBuiltin is.null (%11) e2 {site="is.null(x)"}
  %13 = AsTest(%12) {site="if (is.null(x)) stop(\"null\")"}
  Branch(%13, BB2, BB3)
BB2: {deopt}
  %15 = FrameState(%12) e2 {pc=5 stack=1 temps=0 code="function"}
  Deopt(%15) {reason=branch pc=5}
BB3:
  %17 = LdVar(x, e2)
  %18 = Force(%17) e2 {var=x}
  Return(%18)
BB4: {deopt}
  %20 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%20)
`)
}

// Fewer than 100 executions, or both directions: a plain Branch.
func TestBranchNotSpeculated(t *testing.T) {
	for _, src := range []string{
		"bf <- function(x) if (x > 0) 1 else 2; for (k in 1:50) bf(k)",
		"bf <- function(x) if (x > 0) 1 else 2; for (k in -100:100) bf(k)",
	} {
		v := buildClosure(t, src, "bf")
		if countOp(v.Body, pir.Branch) != 1 || findAssume(v.Body, pir.DeoptBranch) != nil {
			t.Errorf("%s:\n%s", src, v)
		}
	}
}

// A guard that failed (here `+` is redefined in the function) is not
// speculated: both the inlined and the generic code are built.
func TestFailedGuardBuildsBothPaths(t *testing.T) {
	v := buildClosure(t, "k <- function(a) { `+` <- function(x, y) 0; a + 1 }; k(1)", "k")
	var branchOnPlus bool
	for _, b := range v.Body.Blocks {
		if t := b.Terminator(); t.Op == pir.Branch && t.Args[0].Op == pir.IsBaseFn && t.Args[0].Sym().Name == "+" {
			branchOnPlus = true
		}
	}
	// The generic call is of the `+` closure the feedback saw.
	if !branchOnPlus || findOp(v.Body, pir.Add) == nil || findOp(v.Body, pir.StaticCall) == nil {
		t.Errorf("guard on + should branch to Add and to the generic call:\n%s", v)
	}
}

// NoSpec on a feedback slot turns off speculation there.
func TestNoSpec(t *testing.T) {
	in := newInterp()
	runR(in, "bf <- function(x) if (x > 0) 1 else 2; for (k in 1:150) bf(k)")
	fn := closureFn(t, in, "bf")
	for pc := range fn.Code.Feedback {
		fn.Code.Feedback[pc].NoSpec = true
	}
	v := mustFunction(t, fn, pir.Context{})
	checkVersion(t, "bf", v)
	if n := countOp(v.Body, pir.Assume) + countOp(v.Body, pir.Checkpoint); n != 0 {
		t.Errorf("speculation despite NoSpec:\n%s", v)
	}
}

// The loads of a fused program carry the program's feedback to the
// unfused code: s (double) and i (integer) are speculated at the
// operators that use them, and the result types follow R (int * double
// is double).
func TestFusedFeedback(t *testing.T) {
	v := buildClosure(t, `
g <- function(n) { s <- 0; for (i in 1:n) s <- s + i * 0.5; s }
for (k in 1:5) g(3)
`, "g")
	var types []string
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.IsType {
				types = append(types, i.Aux.(pir.Type).String())
			}
		}
	}
	// n at `:`, i at `*`, s at `+`.
	if strings.Join(types, " ") != "real$~ int$~ real$~" {
		t.Errorf("speculated types %v:\n%s", types, v)
	}
	add, mul := findOp(v.Body, pir.Add), findOp(v.Body, pir.Mul)
	if add == nil || mul == nil || add.Type != pir.DoubleScalar || mul.Type != pir.DoubleScalar {
		t.Errorf("arithmetic types:\n%s", v.Format(pir.PrintOptions{Types: true}))
	}
	if elem := findOp(v.Body, pir.ForElem); elem == nil || !elem.Type.IsScalar() {
		t.Errorf("ForElem type:\n%s", v.Format(pir.PrintOptions{Types: true}))
	}
	// The reason names the unfused load's feedback slot.
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Assume && i.Aux.(pir.DeoptReason).Kind == pir.DeoptType {
				pc := i.Aux.(pir.DeoptReason).PC
				if op := v.Func.Code.Instrs[pc].Op; op != vm.OpLdVar {
					t.Errorf("type reason at pc %d (%v)", pc, op)
				}
			}
		}
	}
}

// Mixed feedback of other kinds (an integer and a string at the same
// slot) is not speculated on; an integer and a double become a plain
// number scalar of either kind (no dispatch, nothing to unbox).
func TestPolymorphicNotSpeculated(t *testing.T) {
	v := buildClosure(t, `h <- function(x) -x; h(1L); try(h("a"), silent = TRUE)`, "h")
	if findOp(v.Body, pir.IsType) != nil {
		t.Errorf("speculated on mixed feedback:\n%s", v)
	}
	v = buildClosure(t, "h <- function(x) -x; h(1L); h(2.5)", "h")
	want := pir.Type{Kinds: pir.KInteger | pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}
	if it := findOp(v.Body, pir.IsType); it == nil || it.Aux.(pir.Type) != want {
		t.Errorf("integer and double feedback: %v, want IsType %v:\n%s", it, want, v)
	}
}

// Inside a complex assignment the temporaries are live: a deopt passes
// them in the framestate (NULL for those not read any more).
func TestTemporariesInFrameState(t *testing.T) {
	v := buildClosure(t, `tf <- function(x, i) { names(x)[i + 1] <- "a"; x }`, "tf")
	expectPIR(t, "tf", v, `
tf
BB0:
  %1 = LdArg(0)
  %2 = LdArg(1)
  e3 = MkEnv(x=%1, i=%2 : O) {formals}
  %4 = Checkpoint BB1, BB4
BB1:
  %5 = IsBaseFn({, e3)
  Assume(%5, %4) {reason=guard pc=0}
  %7 = IsBaseFn(<-, e3)
  Assume(%7, %4) {reason=guard pc=1}
  %9 = LdConst [1] "a"
  %10 = StartAssign(x, e3)
  %11 = GetterCall(%10) e3 {site="names(x)"}
  %12 = Checkpoint BB2, BB3
BB2:
  %13 = IsBaseFn(+, e3)
  Assume(%13, %12) {reason=guard pc=14}
  %15 = LdVar(i, e3)
  %16 = Force(%15) e3 {var=i}
  %17 = LdConst [1] 1
  %18 = Add(%16, %17) e3 {site="i + 1"}
  %19 = Subassign1(%11, %18, %9) e3 {site="names(x)[i + 1]"}
  %20 = SetterCall(%10, %19) e3 {site="names(x)" fn=names<- name=_}
  StVar(x, %20, e3) {nocount}
  %22 = LdVar(x, e3)
  %23 = Force(%22) e3 {var=x}
  Return(%23)
BB3: {deopt}
  %25 = LdConst NULL
  %26 = FrameState(%11, %25, %10, %25, %9) e3 {pc=14 stack=1 temps=4 code="function"}
  Deopt(%26)
BB4: {deopt}
  %28 = FrameState() e3 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%28)
`)
}

func findOp(c *pir.Code, op pir.Op) *pir.Instr {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == op {
				return i
			}
		}
	}
	return nil
}

func countOp(c *pir.Code, op pir.Op) int {
	n := 0
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == op {
				n++
			}
		}
	}
	return n
}

func findAssume(c *pir.Code, kind pir.DeoptKind) *pir.Instr {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Assume && i.Aux.(pir.DeoptReason).Kind == kind {
				return i
			}
		}
	}
	return nil
}

// x[[i]] of a variable that always held a plain double vector, at an
// index that always was an integer scalar: both are speculated, and the
// element is a plain double scalar (so arithmetic on it is unboxed); x[i]
// may be empty or longer (x[0], x[-1]), a plain double vector. A vector
// seen with attributes (names) is not speculated.
func TestVectorIndexSpeculation(t *testing.T) {
	src := `
g <- function(x, i) x[[i]] * 2 + x[i]
v <- c(1.5, 2.5, 3.5)
for (k in 1:10) g(v, 2L)
h <- function(x, i) x[i] * 2
w <- c(a = 1, b = 2)
for (k in 1:10) h(w, 2L)
`
	v := buildClosure(t, src, "g")
	var vecGuard bool
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.IsType && i.Aux.(pir.Type) == (pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeNA}) {
				vecGuard = true
			}
		}
	}
	if !vecGuard {
		t.Errorf("no IsType(real~) guard on x:\n%s", v)
	}
	if ex := findOp(v.Body, pir.Extract2); ex == nil || ex.Type != (pir.Type{Kinds: pir.KDouble, Flags: pir.Scalar | pir.MaybeNA}) {
		t.Errorf("x[[i]] is %v, want real$~:\n%s", ex, v)
	}
	if ex := findOp(v.Body, pir.Extract1); ex == nil || ex.Type != (pir.Type{Kinds: pir.KDouble, Flags: pir.MaybeNA}) {
		t.Errorf("x[i] is %v, want real~:\n%s", ex, v)
	}
	v = buildClosure(t, src, "h")
	if ex := findOp(v.Body, pir.Extract1); ex == nil || ex.Type.IsPlainScalar(pir.KDouble) {
		t.Errorf("a named vector's element was speculated plain: %v\n%s", ex, v)
	}
}
