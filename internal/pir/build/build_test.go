package build

import (
	"math/rand"
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// OSR versions start at a loop header with the baseline's operand stack
// and temporaries as OSRValues, in the environment O.
func TestOSR(t *testing.T) {
	in := newInterp()
	runR(in, `
lf <- function(n) { s <- 0; for (i in 1:n) { j <- 0; while (j < i) j <- j + 1; s <- s + j }; s }
lf(5)
`)
	fn := closureFn(t, in, "lf")
	if len(fn.Code.Loops) != 2 {
		t.Fatalf("loops: %v", fn.Code.Loops)
	}
	for _, l := range fn.Code.Loops {
		v, err := OSR(fn, l.Next, l.Depth)
		if err != nil {
			t.Fatalf("OSR at %d: %v", l.Next, err)
		}
		checkVersion(t, "osr", v)
		if !v.OSR || v.OSRPC != l.Next {
			t.Errorf("OSR fields: %v %v", v.OSR, v.OSRPC)
		}
		if n := countOp(v.Body, pir.OSRValue); n != l.Depth {
			t.Errorf("OSR at %d: %d OSRValues for depth %d", l.Next, n, l.Depth)
		}
		if findOp(v.Body, pir.LdArg) != nil || findOp(v.Body, pir.MkEnv) != nil {
			t.Errorf("OSR version makes an environment:\n%s", v)
		}
		// The for loop's state is the OSRValue on the stack: ForStep and
		// ForElem use it directly.
		if step := findOp(v.Body, pir.ForStep); step == nil || step.Args[0].Op != pir.OSRValue {
			t.Errorf("ForStep not on the OSR state:\n%s", v)
		}
		if !strings.HasPrefix(v.String(), "lf {osr=") {
			t.Errorf("header: %q", strings.SplitN(v.String(), "\n", 2)[0])
		}
	}
	l := fn.Code.Loops[0]
	if _, err := OSR(fn, l.Next, l.Depth+1); err == nil || err.(*Refusal).Reason != "osr stack depth mismatch" {
		t.Errorf("bad depth: %v", err)
	}
	if _, err := OSR(fn, -1, 0); err == nil {
		t.Error("bad pc accepted")
	}
}

// The call context types the LdArgs: eager arguments are not lazy,
// NotObj ones have no class, Scalar ones are scalars; `...` is dots.
func TestContextArgTypes(t *testing.T) {
	in := newInterp()
	runR(in, "cf <- function(a, b, ...) a")
	v := mustFunction(t, closureFn(t, in, "cf"), pir.Context{NArgs: 3, Eager: 1, NotObj: 1, Scalar: 3, NoMissing: true})
	var args []*pir.Instr
	for _, i := range v.Body.Entry().Instrs {
		if i.Op == pir.LdArg {
			args = append(args, i)
		}
	}
	if len(args) != 3 {
		t.Fatalf("LdArgs:\n%s", v)
	}
	if a := args[0].Type; a.MaybeLazy() || a.MaybeObject() || !a.IsScalar() || a.MaybeMissing() {
		t.Errorf("a: %v", a)
	}
	if b := args[1].Type; !b.MaybeLazy() || !b.MaybeObject() || !b.IsScalar() {
		t.Errorf("b: %v", b)
	}
	if d := args[2].Type; d.Kinds != pir.KDots {
		t.Errorf("...: %v", d)
	}
	env := findOp(v.Body, pir.MkEnv)
	aux := env.Aux.(*pir.EnvAux)
	if len(aux.Names) != 3 || aux.Names[2] != rt.DotsSym || aux.Closure != v.Func.Code || aux.Formals == nil {
		t.Errorf("MkEnv aux: %+v", aux)
	}
	if env.Env().Op != pir.LdEnvConst || env.Env().Aux != pir.ClosureEnv {
		t.Errorf("MkEnv parent: %v", env.Env())
	}
}

// A loop whose body makes a promise that may break out of it is refused;
// a break inside an inlined if is not a promise and is fine.
func TestBreakInPromiseRefused(t *testing.T) {
	in := newInterp()
	runR(in, `
bp <- function(x) { for (i in x) f(break); 1 }
np <- function(x) { repeat { g(h(next)) }; 1 }
ok <- function(x) { for (i in x) if (i > 2) break; 1 }
`)
	for _, name := range []string{"bp", "np"} {
		_, err := Function(closureFn(t, in, name), pir.Context{})
		if ref, ok := err.(*Refusal); !ok || ref.Reason != "break/next in promise" {
			t.Errorf("%s: %v", name, err)
		}
	}
	mustFunction(t, closureFn(t, in, "ok"), pir.Context{})
}

// An inlined switch: SwitchSel, then EqInt tests for each distinct
// target but the last (empty alternatives fall through).
func TestSwitch(t *testing.T) {
	v := buildClosure(t, `sw <- function(v) switch(v, a = 1, b = , c = 2, 3)`, "sw")
	sel := findOp(v.Body, pir.SwitchSel)
	if sel == nil {
		t.Fatalf("no SwitchSel:\n%s", v)
	}
	aux := sel.Aux.(*pir.SwitchAux)
	if len(aux.Targets) != 4 || aux.Code != v.Func.Code || aux.Site == nil {
		t.Errorf("switch aux %+v", aux)
	}
	if n := countOp(v.Body, pir.EqInt); n != len(aux.Targets)-1 {
		t.Errorf("%d EqInt for %d targets:\n%s", n, len(aux.Targets), v)
	}
	if sel.Type != pir.NativeInt {
		t.Errorf("SwitchSel type %v", sel.Type)
	}
}

// && and ||: LglOperand, IsTrue (of Not for &&), And3/Or3, with the
// visibility the interpreter sets.
func TestAndOr(t *testing.T) {
	v := buildClosure(t, "af <- function(a, b) (a || b) && !a", "af")
	expectPIR(t, "af", v, `
af
BB0:
  %1 = LdArg(0)
  %2 = LdArg(1)
  e3 = MkEnv(a=%1, b=%2 : O) {formals}
  %4 = Checkpoint BB1, BB9
BB1:
  %5 = IsBaseFn(&&, e3)
  Assume(%5, %4) {reason=guard pc=2}
  %7 = IsBaseFn((, e3)
  Assume(%7, %4) {reason=guard pc=3}
  %9 = IsBaseFn(||, e3)
  Assume(%9, %4) {reason=guard pc=4}
  %11 = LdVar(a, e3)
  %12 = Force(%11) e3 {var=a}
  %13 = LglOperand(%12) {site="a || b"}
  %14 = IsTrue(%13)
  Branch(%14, BB2, BB3)
BB2:
  Branch BB4
BB3:
  %17 = LdVar(b, e3)
  %18 = Force(%17) e3 {var=b}
  %19 = LglOperand(%18) {site="a || b" right}
  %20 = Or3(%13, %19)
  Branch BB4
BB4:
  %22 = Phi(BB2:%13, BB3:%20)
  Visible
  %24 = LglOperand(%22) {site="(a || b) && !a"}
  %25 = Not(%24) e3 {site="(a || b) && !a"}
  %26 = IsTrue(%25)
  Branch(%26, BB5, BB6)
BB5:
  Visible
  Return(%24)
BB6:
  %30 = Checkpoint BB7, BB8
BB7:
  %31 = IsBaseFn(!, e3)
  Assume(%31, %30) {reason=guard pc=20}
  %33 = LdVar(a, e3)
  %34 = Force(%33) e3 {var=a}
  %35 = Not(%34) e3 {site="!a"}
  %36 = LglOperand(%35) {site="(a || b) && !a" right}
  %37 = And3(%24, %36)
  Visible
  Return(%37)
BB8: {deopt}
  %40 = FrameState(%24) e3 {pc=20 stack=1 temps=0 code="function"}
  Deopt(%40)
BB9: {deopt}
  %42 = FrameState() e3 {pc=2 stack=0 temps=0 code="function"}
  Deopt(%42)
`)
	if phi := findOp(v.Body, pir.Phi); phi.Type != pir.LogicalScalar {
		t.Errorf("phi type %v", phi.Type)
	}
}

// Visibility: a constant result is made visible, an assignment's value
// invisible; a value that something later overwrites gets nothing.
func TestVisibility(t *testing.T) {
	for _, c := range []struct {
		src            string
		vis, invisible int
	}{
		{"vf <- function() 1", 1, 0},
		{"vf <- function() x <- 1", 0, 1},
		{"vf <- function() { x <- 1; y <- 2; x }", 0, 0},
		{"vf <- function(x) (x)", 1, 0},
		{"vf <- function() for (i in 1:2) NULL", 0, 1},
	} {
		v := buildClosure(t, c.src, "vf")
		if countOp(v.Body, pir.Visible) != c.vis || countOp(v.Body, pir.Invisible) != c.invisible {
			t.Errorf("%s:\n%s", c.src, v)
		}
	}
}

// Calls: tags, `...` spread, function values, and the promises of the
// arguments, numbered through the version with their PIR.
func TestCalls(t *testing.T) {
	v := buildClosure(t, "cf <- function(...) { f(1, ..., x = g(y)); (h)(2) }", "cf")
	var calls []*pir.Instr
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Call {
				calls = append(calls, i)
			}
		}
	}
	if len(calls) != 2 {
		t.Fatalf("calls:\n%s", v)
	}
	if got := calls[0].String(); !strings.Contains(got, "(%") || !strings.Contains(got, ", ...%") || !strings.Contains(got, ", x=%") {
		t.Errorf("call with dots and tag: %s", got)
	}
	if calls[1].Args[0].Op != pir.ChkFunction {
		t.Errorf("call of a value: %s", calls[1])
	}
	// pr0 is g(y), whose own promise for y is pr1.
	if len(v.Promises) != 2 || v.Promises[0].Name != "pr0" || v.Promises[1].Name != "pr1" {
		t.Fatalf("promises:\n%s", v)
	}
	if mk := findOp(v.Promises[0], pir.MkArg); mk == nil || mk.Aux.(*pir.Promise).Index != 1 || mk.Aux.(*pir.Promise).PIR != v.Promises[1] {
		t.Errorf("nested promise:\n%s", v)
	}
}

// A promise whose code is refused keeps its baseline code only, and the
// promises it would have numbered are forgotten.
func TestRefusedPromise(t *testing.T) {
	v := buildClosure(t, "rp <- function() { f(for (i in 1:3) g(break)); h(z) }", "rp")
	var ps []*pir.Promise
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.MkArg {
				ps = append(ps, i.Aux.(*pir.Promise))
			}
		}
	}
	// The promises with PIR are numbered by their place in v.Promises
	// (as the verifier wants), the refused one after them.
	if len(ps) != 2 || ps[0].PIR != nil || ps[1].PIR == nil || ps[1].Index != 0 || ps[0].Index != 1 {
		t.Fatalf("promises %+v:\n%s", ps, v)
	}
	if len(v.Promises) != 1 || v.Promises[0] != ps[1].PIR || v.Promises[0].Promise != 0 {
		t.Errorf("version promises:\n%s", v)
	}
	if err := pir.VerifyVersion(v); err != nil {
		t.Error(err)
	}
}

func TestRefusalError(t *testing.T) {
	if _, err := Function(&pir.Function{}, pir.Context{}); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Errorf("no code: %v", err)
	}
	if _, err := Function(nil, pir.Context{}); err == nil {
		t.Error("nil function accepted")
	}
}

// Damaged bytecode never makes the builder panic: it is refused or
// translated.
func TestMutatedBytecode(t *testing.T) {
	in := newInterp()
	runR(in, `
m1 <- function(x, ...) { s <- 0; for (i in seq_along(x)) { if (x[i] > 0 && i < 3) s <- s + x[[i]] else next }; names(x)[2] <- "b"; s }
m2 <- function(v, w = 2) switch(v, a = 1, b = , c = { w <- w + 1; w }, stop("no"))
m3 <- function(n) { i <- 0; while (TRUE) { i <- i + 1; if (i >= n) break }; f <- function(y) y + i; f(-i) }
for (k in 1:3) { m1(c(1, -2, 3)); m2("c"); m3(4) }
`)
	rng := rand.New(rand.NewSource(1))
	refused := 0
	reasons := map[string]int{}
	for _, name := range []string{"m1", "m2", "m3"} {
		orig := closureFn(t, in, name)
		for round := 0; round < 400; round++ {
			code := *orig.Code
			code.Instrs = append([]vm.Instr(nil), orig.Code.Instrs...)
			for k := 0; k < 1+rng.Intn(3); k++ {
				at := rng.Intn(len(code.Instrs))
				ins := &code.Instrs[at]
				switch rng.Intn(4) {
				case 0:
					ins.Op = vm.Op(rng.Intn(int(vm.OpArithAssign) + 3))
				case 1:
					ins.A = int32(rng.Intn(len(code.Instrs)+4) - 2)
				case 2:
					ins.B = int32(rng.Intn(len(code.Instrs)+4) - 2)
				case 3:
					ins.A, ins.B = ins.B, ins.A
				}
			}
			if rng.Intn(4) == 0 {
				code.Feedback = nil
			}
			fn := &pir.Function{Name: name, Code: &code, Formals: orig.Formals}
			if v, err := Function(fn, pir.Context{}); err != nil {
				ref, ok := err.(*Refusal)
				if !ok {
					t.Fatalf("%s: not a refusal: %v", name, err)
				}
				refused++
				reasons[ref.Reason]++
			} else {
				checkVersion(t, name, v)
			}
			if len(code.Loops) > 0 {
				OSR(fn, code.Loops[0].Next, code.Loops[0].Depth)
			}
		}
	}
	t.Logf("%d of 1200 damaged codes refused: %v", refused, reasons)
}

// The left operand of && stays on the stack across control flow in the
// right one (a phi at the merge).
func TestAndOrAcrossMerge(t *testing.T) {
	v := buildClosure(t, "am <- function(a, c) a && if (c) TRUE else FALSE", "am")
	if findOp(v.Body, pir.And3) == nil {
		t.Errorf("no And3:\n%s", v)
	}
}

// vm.ArithProgram exposes a fused program's steps, guards and per-load
// feedback.
func TestArithProgramView(t *testing.T) {
	in := newInterp()
	runR(in, "ap <- function(s, i) { s <- s + i * 0.5; s }; ap(1, 2L)")
	code := closureFn(t, in, "ap").Code
	for pc, ins := range code.Instrs {
		if ins.Op != vm.OpArithAssign {
			continue
		}
		info, ok := vm.ArithProgram(code, pc)
		if !ok {
			t.Fatal("no program")
		}
		var ops []string
		for _, s := range info.Steps {
			ops = append(ops, s.Op.String())
		}
		if strings.Join(ops, " ") != "LdVar LdVar LdConst Mul Add" || info.Dest == nil || info.Dest.Name != "s" {
			t.Errorf("steps %v dest %v", ops, info.Dest)
		}
		if c, ok := info.Steps[2].Const.(*rt.Double); !ok || c.V[0] != 0.5 {
			t.Errorf("constant %v", info.Steps[2].Const)
		}
		if info.Feedback[0].Types != 1<<rt.DoubleType || info.Feedback[1].Types != 1<<rt.IntegerType {
			t.Errorf("feedback %+v", info.Feedback[:2])
		}
		if len(info.Guards) != 3 {
			t.Errorf("guards %v", info.Guards)
		}
		if _, ok := vm.ArithProgram(code, 0); ok {
			t.Error("program at a non-arith pc")
		}
		return
	}
	t.Fatalf("no ArithAssign:\n%s", code.Disasm())
}
