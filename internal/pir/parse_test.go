package pir

import (
	"errors"
	"math"
	"strings"
	"testing"

	"gorir/internal/rt"
)

// pirText drops the newline that starts a raw-string example.
func pirText(s string) string { return strings.TrimPrefix(s, "\n") }

// codeExamples are code texts exactly as Code.Format prints them; each
// verifies clean. Together with versionExamples they use every op.
var codeExamples = map[string]string{
	// The paper's first listing: function() { answer <- 42; answer }.
	"answer": `
BB0:
  e0 = MkEnv( : G)
  %1 = LdConst [1] 42
  StVar(answer, %1, e0)
  %3 = LdVar(answer, e0)
  %4 = Force(%3) e0
  Return(%4)
`,
	// The paper's if/else store example, before scope resolution…
	"ifelse": `
BB0:
  e1 = MkEnv( : G)
  %2 = LdConst [1] TRUE
  %3 = AsTest(%2)
  Branch(%3, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  StVar(x, %4, e1)
  Branch BB3
BB2:
  %7 = LdConst [1] 2
  StVar(x, %7, e1)
  Branch BB3
BB3:
  %10 = LdVar(x, e1)
  %11 = Force(%10) e1
  Return(%11)
`,
	// … and after, with the phi joining the two stores.
	"ifelse-phi": `
BB0:
  %2 = LdConst [1] TRUE
  %3 = AsTest(%2)
  Branch(%3, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  Branch BB3
BB2:
  %7 = LdConst [1] 2
  Branch BB3
BB3:
  %10 = Phi(BB1:%4, BB2:%7)
  Return(%10)
`,
	// Phi labels give the predecessor order, whatever the layout.
	"phi-order": `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3 = LdConst [1] 1L
  Branch BB3
BB2:
  %5 = LdConst [1] 2L
  Branch BB3
BB3:
  %7 = Phi(BB2:%5, BB1:%3)
  %8 = Phi(BB2:%0, BB1:%0)
  Return(%7)
`,
	// A loop: phis referring forward to the back edge's registers.
	"loop": `
BB0:
  %0 = LdConst [1] 0L
  %1 = LdConst [1] 10L
  Branch BB1
BB1:
  %3 = Phi(BB0:%0, BB2:%7)
  %4 = Lt(%3, %1) G {site="i < 10L"}
  %5 = AsTest(%4)
  Branch(%5, BB2, BB3)
BB2:
  %6 = LdConst [1] 1L
  %7 = Add(%3, %6) G {site="i + 1L"}
  Branch BB1
BB3:
  Invisible
  Return(%3)
`,
	// Speculation: a checkpoint, guards, a deopt branch.
	"speculate": `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G) {stub}
  %2 = Checkpoint BB1, BB2
BB1:
  %3 = Force(%0) e1 {var=x}
  %4 = IsType(%3) {type=real$}
  Assume(%4, %2) {reason=type pc=3}
  %6 = CastType(%3) {type=real$}
  %7 = IsEnvStub(e1)
  Branch(%7, BB3, BB4)
BB2: {deopt}
  %8 = FrameState(%0) e1 {pc=3 stack=1 temps=0 code="f"}
  Deopt(%8)
BB3:
  Return(%6)
BB4:
  e11 = MaterializeEnv(e1)
  %12 = LdVar(x, e11)
  Return(%12)
`,
	// The speculation that integer arithmetic does not overflow.
	"arithok": `
BB0:
  %0 = LdArg(0)
  %1 = CastType(%0) {type=int$}
  %2 = Checkpoint BB1, BB2
BB1:
  %3 = ArithOK(%1, %1) {op=Add}
  Assume(%3, %2) {reason=arith pc=5}
  %5 = Add(%1, %1) G {nowarn}
  Return(%5)
BB2: {deopt}
  %7 = FrameState(%1, %1) G {pc=5 stack=2 temps=0 code="f"}
  Deopt(%7)
`,
	// A speculated callee loaded without forcing, and the environment
	// of an inlined call whose context went.
	"noforce": `
BB0:
  %0 = LdArg(0)
  %1 = Checkpoint BB1, BB2
BB1:
  %2 = LdFun(g, G) {site="g(x)" noforce}
  %3 = IsCallee(%2)
  Assume(%3, %1) {reason=callee pc=4}
  e5 = MkEnv(x=%0 : G) {formals detached}
  Return(%0)
BB2: {deopt}
  %7 = FrameState() G {pc=0 stack=0 temps=0 code="f"}
  Deopt(%7)
`,
	// An inlined frame's framestate chains its caller's.
	"framestates": `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  e2 = MkEnv(b=%0, c=%0 : e1)
  %3 = Checkpoint BB1, BB2
BB1:
  %4 = IsCallee(%0)
  Assume(%4, %3) {reason=callee pc=7}
  Return(%0)
BB2: {deopt}
  %6 = FrameState(%0, %0) e1 {pc=7 stack=1 temps=1 code="g"}
  %7 = FrameState(e2) %6 {pc=2 stack=0 temps=0 code="f" inlined}
  Deopt(%7) {reason=branch pc=12}
`,
	// An inlined frame without a context: its framestate carries the
	// call and the function.
	"framestate-call": `
BB0:
  %0 = LdArg(0)
  %1 = Checkpoint BB1, BB2
BB1:
  Return(%0)
BB2: {deopt}
  %3 = FrameState() G {pc=7 stack=0 temps=0 code="g"}
  e4 = MkEnv(b=%0 : G) {formals detached}
  %5 = FrameState(e4, %0) %3 {pc=2 stack=0 temps=0 code="f" inlined call="f(x + 1)"}
  Deopt(%5)
`,
	// Variables and environments.
	"vars": `
BB0:
  %0 = LdArg(0)
  %1 = LdArg(1)
  e2 = MkEnv(x=%0, ...=%1 : O)
  %3 = LdVarSuper(x, e2)
  StVarSuper(x, %3, e2)
  StVar(y, %3, e2) {nocount}
  %6 = StartAssign(y, e2) {super}
  %7 = Missing(x, e2)
  %8 = LdDDVal(..1, e2)
  %9 = LdDots(e2)
  %10 = LdFun(print, e2) {site="print(..1)"}
  %11 = ChkFunction(%10)
  %12 = Call %11 (%8, ...%9) e2 {site="print(..1, ...)"}
  %13 = MkArg(pr0, e2)
  UpdatePromise(%13, %6)
  %15 = MkClosure(fn, e2)
  %16 = IsBaseFn(length, G)
  Visible
  Branch(%16, BB1, BB2)
BB1:
  Return(%12)
BB2:
  Unreachable
`,
	// Calls of every kind.
	"calls": `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G)
  %2 = LdFun(f, e1) {site="f(x, n = 2L)"}
  %3 = LdConst [1] 2L
  %4 = Call %2 (%0, n=%3) e1 {site="f(x, n = 2L)"}
  %5 = StaticCall f (%0) e1 {site="f(x)"}
  %6 = StaticCall <closure> () e1
  %7 = CallBuiltin length (%0) e1 {site="length(x)"}
  %8 = GetterCall(%0) e1 {site="names(x)"}
  %9 = SetterCall(%0, %8) e1 {site="names(x) <- v" fn=names<- name=x}
  %10 = PushContext(%2) e1 {site="f(x)"}
  PopContext(%10, %9)
  Return(%4)
`,
	// Arithmetic, comparison and logic.
	"arith": `
BB0:
  %0 = LdArg(0)
  %1 = LdArg(1)
  %2 = Add(%0, %1) G {site="a + b"}
  %3 = Sub(%0, %1) G {site="a - b"}
  %4 = Mul(%0, %1) G {site="a * b"}
  %5 = Div(%0, %1) G {site="a/b"}
  %6 = Pow(%0, %1) G {site="a^b"}
  %7 = Mod(%0, %1) G {site="a%%b"}
  %8 = IDiv(%0, %1) G {site="a%/%b"}
  %9 = Eq(%0, %1) G {site="a == b"}
  %10 = Ne(%0, %1) G {site="a != b"}
  %11 = Lt(%0, %1) G
  %12 = Gt(%0, %1) G
  %13 = Le(%0, %1) G
  %14 = Ge(%0, %1) G
  %15 = LAnd(%0, %1) G {site="a & b"}
  %16 = LOr(%0, %1) G {site="a | b"}
  %17 = Colon(%0, %1) G {site="a:b"}
  %18 = Neg(%0) G {site="-a"}
  %19 = UPlus(%0) G {site="+a"}
  %20 = Not(%0) G {site="!a"}
  %21 = LglOperand(%0)
  %22 = LglOperand(%1) {right}
  %23 = And3(%21, %22)
  %24 = Or3(%21, %22)
  %25 = AsTest(%24)
  Branch(%25, BB1, BB2)
BB1:
  Return(%23)
BB2:
  Return(%2)
`,
	// Indexing.
	"index": `
BB0:
  %0 = LdArg(0)
  %1 = LdConst [1] 1
  %2 = Extract1(%0, %1) G {site="x[1]"}
  %3 = Extract2(%0, %1) G {site="x[[1]]"}
  %4 = Extract1(%0, %1, %1) G {site="x[1, 1]"}
  %5 = Dollar(%0, name) G {site="x$name"}
  %6 = Subassign1(%0, %1, %2) G {site="x[1] <- v"}
  %7 = Subassign2(%6, %1, %3) G
  %8 = DollarAssign(%7, name, %5) G
  Return(%8)
`,
	// A for loop.
	"for": `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(s=%0 : G)
  %2 = ForInit(%0) e1 {fn=_ name=i}
  Branch BB1
BB1:
  %4 = ForStep(%2)
  Branch(%4, BB2, BB3)
BB2:
  %6 = ForElem(%2)
  StVar(i, %6, e1)
  Branch BB1
BB3:
  Return(%0)
`,
	// switch().
	"switch": `
BB0:
  %0 = LdArg(0)
  %1 = SwitchSel(%0) G {pc=4 targets=10,20 site="switch(x, a = 1, 2)"}
  %2 = EqInt(%1) {pc=10}
  Branch(%2, BB1, BB2)
BB1:
  Return(%0)
BB2:
  %5 = SwitchSel(%0) G {pc=30 targets=}
  Return(%0)
`,
	// Constants of every printed form.
	"constants": `
BB0:
  %0 = LdConst [1] 42
  %1 = LdConst [1] 2L
  %2 = LdConst [1] "a"
  %3 = LdConst [1] TRUE
  %4 = LdConst [1] NA
  %5 = LdConst NULL
  %6 = LdConst c(1, 2)
  %7 = LdConst 1:3
  %8 = LdConst [1] -1.5
  %9 = LdConst [1] 0+1i
  %10 = LdConst c(a = 1, b = 2)
  %11 = LdConst list(1, "x")
  %12 = LdConst structure(1, class = "foo")
  %13 = LdConst <missing>
  %14 = LdConst x
  %15 = LdConst character(0)
  %16 = LdConst as.raw(c(0x01, 0xff))
  %17 = LdConst [1] NA_real_
  %18 = LdConst c(NA, "a")
  %19 = LdConst [1] "a \"quoted\" {string}"
  %20 = LdConst [1] -Inf
  %21 = LdConst c(3L, -2L)
  Return(%0)
`,
	// Non-local exits from a promise-like code.
	"nonlocal": `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  ReturnNL(%0) O
BB2:
  %4 = IsTrue(%0)
  Branch(%4, BB3, BB4)
BB3:
  BreakNL O
BB4:
  NextNL E0
`,
	// A multi-line call site.
	"site-lines": `
BB0:
  %0 = LdArg(0)
  %1 = LdFun(lapply, G) {site="lapply(x, function(i) {\n    a\n    b\n})"}
  Return(%1)
`,
	// Complex constants in a site read back as constants.
	"site-complex": `
BB0:
  %0 = LdFun(f, G) {site="f(0+2i, -1-1i, (0+1i)$a)"}
  Return(%0)
`,
	// Sparse register numbers, an unreachable block.
	"sparse": `
BB5:
  %100 = LdArg(0)
  Return(%100)
BB9:
  %3 = LdConst [1] 1
  Return(%3)
`,
}

// versionExamples are version texts as Version.Format prints them.
var versionExamples = map[string]string{
	// f <- function(b) b; f(x): the call with a promise for x.
	"call-promise": `
<anonymous>
BB0:
  %1 = MkClosure(fn<function>, G)
  %2 = MkArg(pr0, G)
  %3 = Call %1 (%2) G {site="f(x)"}
  Return(%3)
pr0:
BB0:
  %4 = LdVar(x, G)
  %5 = Force(%4) G
  Return(%5)
`,
	// The callee f of that example.
	"callee": `
f
BB0:
  %6 = LdArg(0)
  e7 = MkEnv(b=%6 : G)
  %8 = Force(%6) e7
  Return(%8)
`,
	// Figure 4: g <- function() { a <- 1; f(2) } with f <- function(b) b + a.
	"figure4-g": `
g
BB0:
  %7 = LdConst [1] 1
  e8 = MkEnv(a=%7 : G)
  %9 = MkClosure(fn<function>, e8)
  %10 = MkArg(pr0, e8)
  %11 = Call %9 (%10) e8 {site="f(2)"}
  %12 = Force(%11) e8
  Return(%12)
pr0:
BB0:
  %13 = LdConst [1] 2
  Return(%13)
`,
	"figure4-f": `
f
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(b=%1 : O)
  %3 = Force(%1) e2
  %4 = LdVar(a, e2)
  %5 = Force(%4) e2
  %6 = Add(%3, %5) e2 {site="b + a"}
  Return(%6)
`,
	// Figure 4 after inlining f into g…
	"figure4-inlined": `
g
BB0:
  %7 = LdConst [1] 1
  e8 = MkEnv(a=%7 : G)
  %10 = MkArg(pr0, e8)
  e2 = MkEnv(b=%10 : e8)
  %3 = Force(%10) e2
  %4 = LdVar(a, e2)
  %5 = Force(%4) e2
  %6 = Add(%3, %5) e2 {site="b + a"}
  %12 = Force(%6) e8
  Return(%12)
pr0:
BB0:
  %13 = LdConst [1] 2
  Return(%13)
`,
	// … and after inlining the promise and resolving a.
	"figure4-final": `
g
BB0:
  %7 = LdConst [1] 1
  e8 = MkEnv(a=%7 : G)
  %10 = MkArg(pr0, e8)
  e2 = MkEnv(b=%10 : e8)
  %13 = LdConst [1] 2
  %6 = Add(%13, %7) e2 {site="b + a"}
  Return(%6)
pr0:
BB0:
  %13 = LdConst [1] 2
  Return(%13)
`,
	// An OSR entry, nested promises and a non-local return.
	"osr": `
loop {osr=12}
BB0:
  %0 = OSRValue(0)
  %1 = OSRValue(1)
  %2 = MkArg(pr1, O)
  %3 = Call %1 (%2) O {site="g(h(i))"}
  Return(%3)
pr0:
BB0:
  %0 = LdVar(i, O)
  ReturnNL(%0) O
pr1:
BB0:
  %0 = MkArg(pr0, O)
  %1 = LdFun(h, O) {site="h(i)"}
  %2 = Call %1 (%0) O {site="h(i)"}
  Return(%2)
`,
}

func TestRoundTripCode(t *testing.T) {
	for name, text := range codeExamples {
		text = pirText(text)
		c, err := Parse(text)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := c.String(); got != text {
			t.Errorf("%s: round trip\n got:\n%s\nwant:\n%s", name, got, text)
		}
		if err := Verify(c); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		checkTypedRoundTrip(t, name, c, func(s string) (string, string, error) {
			c, err := Parse(s)
			if err != nil {
				return "", "", err
			}
			return c.String(), c.Format(PrintOptions{Types: true}), nil
		})
	}
}

func TestRoundTripVersion(t *testing.T) {
	for name, text := range versionExamples {
		text = pirText(text)
		v, err := ParseVersion(text)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := v.String(); got != text {
			t.Errorf("%s: round trip\n got:\n%s\nwant:\n%s", name, got, text)
		}
		if err := VerifyVersion(v); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		checkTypedRoundTrip(t, name, v, func(s string) (string, string, error) {
			v, err := ParseVersion(s)
			if err != nil {
				return "", "", err
			}
			return v.String(), v.Format(PrintOptions{Types: true}), nil
		})
	}
}

// checkTypedRoundTrip checks that the typed text of x parses back to the
// same typed and untyped texts.
func checkTypedRoundTrip(t *testing.T, name string, x interface {
	String() string
	Format(PrintOptions) string
}, reparse func(string) (plain, typed string, err error)) {
	t.Helper()
	typed := x.Format(PrintOptions{Types: true})
	plain, typed2, err := reparse(typed)
	if err != nil {
		t.Errorf("%s: typed text: %v\n%s", name, err, typed)
		return
	}
	if typed2 != typed {
		t.Errorf("%s: typed round trip\n got:\n%s\nwant:\n%s", name, typed2, typed)
	}
	if plain != x.String() {
		t.Errorf("%s: typed text reprinted untyped\n got:\n%s\nwant:\n%s", name, plain, x.String())
	}
}

// TestEveryOpHasExample fails when an op has no round-trip example.
func TestEveryOpHasExample(t *testing.T) {
	seen := map[Op]bool{}
	mark := func(c *Code) {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				seen[i.Op] = true
			}
		}
	}
	for name, text := range codeExamples {
		c, err := Parse(pirText(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		mark(c)
	}
	for name, text := range versionExamples {
		v, err := ParseVersion(pirText(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		mark(v.Body)
		for _, p := range v.Promises {
			mark(p)
		}
	}
	for op := Op(1); op < NumOps; op++ {
		if !seen[op] {
			t.Errorf("no round-trip example uses %s", op)
		}
	}
}

func TestParseStructure(t *testing.T) {
	c, err := Parse(pirText(codeExamples["phi-order"]))
	if err != nil {
		t.Fatal(err)
	}
	b3 := c.Blocks[3]
	if len(b3.Preds) != 2 || b3.Preds[0].ID != 2 || b3.Preds[1].ID != 1 {
		t.Errorf("preds of BB3 follow the phi labels: got %v", blockIDs(b3.Preds))
	}
	phi := b3.Instrs[0]
	if phi.ID != 7 || phi.Args[0].ID != 5 || phi.Args[1].ID != 3 {
		t.Errorf("phi operands: %v", phi)
	}
	// IDs above the written ones for unwritten instructions and fixed
	// environments.
	c, err = Parse(pirText(codeExamples["answer"]))
	if err != nil {
		t.Fatal(err)
	}
	entry := c.Entry()
	g := entry.Instrs[0]
	if g.Op != LdEnvConst || g.Aux != GlobalEnv || g.Block != entry {
		t.Fatalf("entry starts with %v", g)
	}
	st := entry.Instrs[3]
	if st.Op != StVar || st.ID != 5 || g.ID != 7 || c.NumInstrIDs() != 8 {
		t.Errorf("IDs: StVar %d, G %d, next %d", st.ID, g.ID, c.NumInstrIDs())
	}
	if st.Sym() != rt.Intern("answer") || st.Args[0] != entry.Instrs[2] || st.Env() != entry.Instrs[1] {
		t.Errorf("StVar operands: %v", st)
	}
	// A new instruction does not reuse a written ID.
	if i := c.NewInstr(LdArg); i.ID != 8 {
		t.Errorf("new instruction ID %d", i.ID)
	}
	if nb := c.NewBlock(); nb.ID != 1 {
		t.Errorf("new block ID %d", nb.ID)
	}
	// Types: constants get their own, registers written eN environments.
	if tp := entry.Instrs[2].Type; tp != TypeOf(rt.DoubleScalar(42)) {
		t.Errorf("LdConst type %v", tp)
	}
	if tp := entry.Instrs[1].Type; tp != Env {
		t.Errorf("MkEnv type %v", tp)
	}
	if st.Type != Void || st.Effects != ComputeEffects(st) {
		t.Errorf("StVar type %v effects %v", st.Type, st.Effects)
	}
}

func blockIDs(bs []*Block) []int {
	var out []int
	for _, b := range bs {
		out = append(out, b.ID)
	}
	return out
}

func TestParseAux(t *testing.T) {
	c, err := Parse(pirText(codeExamples["calls"]))
	if err != nil {
		t.Fatal(err)
	}
	call := c.Entry().Instrs[5]
	aux := call.Aux.(*CallAux)
	if call.Op != Call || aux.Site == nil || aux.Site.Call.FnSym() != rt.Intern("f") || len(aux.Site.Call.Args) != 2 {
		t.Errorf("call site: %v", call)
	}
	if len(aux.Tags) != 2 || aux.Tags[0] != nil || aux.Tags[1] != rt.Intern("n") || aux.Spread != nil {
		t.Errorf("call tags %v spread %v", aux.Tags, aux.Spread)
	}
	blt := c.Entry().Instrs[8].Aux.(*CallAux)
	if b, ok := blt.Target.(*rt.Builtin); !ok || b.Name != "length" {
		t.Errorf("builtin target %v", blt.Target)
	}
	set := c.Entry().Instrs[10].Aux.(*CallAux)
	if set.Fn != rt.Intern("names<-") || set.Name != rt.Intern("x") {
		t.Errorf("setter fn %v name %v", set.Fn, set.Name)
	}

	c, err = Parse(pirText(codeExamples["speculate"]))
	if err != nil {
		t.Fatal(err)
	}
	assume := c.Blocks[1].Instrs[2]
	if r := assume.Aux.(DeoptReason); r.Kind != DeoptType || r.PC != 3 {
		t.Errorf("deopt reason %v", r)
	}
	fs := c.Blocks[2].Instrs[0].Aux.(*FrameStateAux)
	if fs.PC != 3 || fs.Stack != 1 || fs.Temps != 0 || fs.Code.Name != "f" || fs.Inlined {
		t.Errorf("framestate %+v", fs)
	}
	if !c.Blocks[2].Deopt || c.Blocks[1].Deopt {
		t.Errorf("deopt flags")
	}
	if tp := c.Blocks[1].Instrs[1].Aux.(Type); tp != (Type{Kinds: KDouble, Flags: Scalar}) {
		t.Errorf("IsType aux %v", tp)
	}

	v, err := ParseVersion(pirText(versionExamples["osr"]))
	if err != nil {
		t.Fatal(err)
	}
	if !v.OSR || v.OSRPC != 12 || v.Func.Name != "loop" || len(v.Promises) != 2 {
		t.Fatalf("version header: %+v", v)
	}
	p1 := v.Body.Entry().Instrs[3].Aux.(*Promise)
	p0 := v.Promises[1].Entry().Instrs[1].Aux.(*Promise)
	if p1.Index != 1 || p1.PIR != v.Promises[1] || p0.Index != 0 || p0.PIR != v.Promises[0] {
		t.Errorf("promises: %+v %+v", p1, p0)
	}
	if v.Promises[0].Promise != 0 || v.Promises[1].Promise != 1 || v.Body.Promise != -1 {
		t.Errorf("promise numbers")
	}
	v, err = ParseVersion(pirText(versionExamples["call-promise"]))
	if err != nil {
		t.Fatal(err)
	}
	if v.Func.Name != "" {
		t.Errorf("anonymous function named %q", v.Func.Name)
	}
}

func TestParseConst(t *testing.T) {
	namesAB := rt.DoubleOf(1, 2)
	rt.SetAttr(namesAB, rt.NamesSym, rt.CharacterOf("a", "b"))
	factor := rt.IntegerOf(1, 2, 1)
	rt.SetAttr(factor, rt.LevelsSym, rt.CharacterOf("u", "v"))
	rt.SetAttr(factor, rt.ClassSym, rt.StringScalar("factor"))
	big := rt.NewDouble(40)
	for k := range big.V {
		big.V[k] = float64(k) + 0.5
	}
	values := []rt.Value{
		rt.DoubleScalar(42), rt.IntScalar(2), rt.StringScalar("a"), rt.Bool(true), rt.Bool(false),
		rt.LogicalScalar(rt.NALgl), rt.IntScalar(rt.NAInt), rt.DoubleScalar(rt.NAReal),
		rt.StringScalar(rt.NAString), rt.ComplexScalar(complex(rt.NAReal, rt.NAReal)),
		rt.DoubleScalar(math.NaN()), rt.DoubleScalar(math.Inf(1)), rt.DoubleScalar(math.Inf(-1)),
		rt.DoubleScalar(-1), rt.DoubleScalar(1e-300), rt.DoubleScalar(0.1), rt.IntScalar(-7),
		rt.ComplexScalar(1i), rt.ComplexScalar(complex(-1, -2.5)), rt.StringScalar("tab\there \"q\" \\ ü"),
		rt.Nil, rt.DoubleOf(1, 2), rt.IntegerOf(1, 2, 3), rt.IntegerOf(3, 2, 1), rt.IntegerOf(-2, -1, 0),
		rt.IntegerOf(1, 3), rt.IntegerOf(), rt.DoubleOf(), rt.LogicalOf(), rt.CharacterOf(), rt.ComplexOf(), rt.RawOf(),
		rt.RawOf(0, 255), rt.RawOf(7), rt.ListOf(), rt.ListOf(rt.DoubleScalar(1), rt.StringScalar("x"), rt.Nil),
		namesAB, factor, big, rt.LogicalOf(rt.True, rt.NALgl), rt.CharacterOf(rt.NAString, "a"),
		rt.DoubleOf(rt.NAReal, rt.NAReal), rt.IntegerOf(rt.NAInt, 1), rt.ComplexOf(1+2i, -3i),
		rt.Intern("x"), rt.MissingArg, rt.ListOf(rt.Intern("sym"), rt.IntScalar(1)),
	}
	for _, v := range values {
		text := ConstText(v)
		got, err := ParseConst(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if !rt.Identical(got, v) && !(v == rt.MissingArg && got == rt.MissingArg) {
			t.Errorf("%s: parsed to %s", text, ConstText(got))
		}
		if back := ConstText(got); back != text {
			t.Errorf("%s: reprinted as %s", text, back)
		}
	}
	// The NA kinds survive: NA_real_ is not NaN, NA_character_ not "NA".
	if d, _ := ParseConst("[1] NA_real_"); !rt.IsNA(d.(*rt.Double).V[0]) {
		t.Errorf("NA_real_ lost")
	}
	if s, _ := ParseConst(`c(NA, "a")`); !rt.IsNAString(s.(*rt.Character).V[0]) {
		t.Errorf("NA_character_ lost")
	}
	for _, bad := range []string{
		"f(x)", "[1] c(1, 2)", "[1] NULL", "c(x)", "1 +", "1; 2", "", "1:1e9", "1.5:3",
		"integer(-1)", "as.raw(256)", "c(a = 1:2)", "structure(NULL, a = 1)", "list(,)", "-\"a\"",
		"1 + 2", "c(list(1))", "structure(1, 2)", "function(x) x", "quote(x)", "integer(1, 2)",
	} {
		if v, err := ParseConst(bad); err == nil {
			t.Errorf("%q parsed to %s", bad, ConstText(v))
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		text string
		line int
		msg  string
	}{
		{"BB0:\n  %0 = Frobnicate(%1)\n", 2, "unknown instruction"},
		{"BB0:\n  Return(%3)\n", 2, "undefined register %3"},
		{"BB0:\n  %0 = LdArg(0)\n  %0 = LdArg(1)\n  Return(%0)\n", 3, "already defined on line 2"},
		{"BB0:\n  Branch BB7\n", 2, "undefined block BB7"},
		{"  %0 = LdArg(0)\nBB0:\n", 1, "before the first block header"},
		{"BB0:\nBB0:\n", 2, "defined twice"},
		{"BB0:\n  %0 = LdConst f(x)\n", 2, "unsupported call f()"},
		{"BB0:\n  %0 = LdConst [1] c(1, 2)\n", 2, "[1] form"},
		{"BB0:\n  %0 = LdConst [1] 1 +\n", 2, "constant"},
		{"BB0:\n  e0 = MkEnv( : G)\n  %1 = LdVar(x, %0)\n", 3, "defined on line 2 as e0"},
		{"BB0:\n  %0:foo = LdArg(0)\n", 2, "bad type"},
		{"BB0:\n  %0:env = LdArg(0)\n", 2, "environments are written eN"},
		{"BB0:\n  e0:int = LdArg(0)\n", 2, "only environments are written eN"},
		{"BB0:\n  %0 = LdArg(0) {foo=1}\n", 2, "unexpected attribute foo=1"},
		{"BB0:\n  %0 = LdArg(0) {stub}\n", 2, "unexpected attribute stub"},
		{"BB0:\n  %0 = LdFun(f, G) {site=\"f(\"}\n", 2, "site"},
		{"BB0:\n  %0 = LdFun(f, G) {site=\"x\"}\n", 2, "not a call"},
		{"BB0:\n  %0 = LdArg(0)\n  %1 = Force(%0)\n", 3, "needs its environment"},
		{"BB0:\n  Return(%0)\npr0:\nBB0:\n", 3, "promise label"},
		{"", 1, "without blocks"},
		{"BB0:\n  %0 = LdArg(0)\n  Branch(%0, BB1, BB2)\nBB1:\n  Branch BB3\nBB2:\n  Branch BB3\nBB3:\n  %5 = Phi(BB0:%0, BB2:%0)\n", 9, "not a predecessor"},
		{"BB0:\n  %0 = LdArg(0)\n  Branch(%0, BB1, BB2)\nBB1:\n  Branch BB3\nBB2:\n  Branch BB3\nBB3:\n  %5 = Phi(BB1:%0, BB2:%0)\n  %6 = Phi(BB2:%0, BB1:%0)\n", 10, "labelled BB2"},
		{"BB0:\n  %0 = LdArg(0)\n  Branch(%0, BB?, BB0)\n", 3, "BB? before a block"},
		{"BB0:\n  %0 = LdArg(0)\n  Return(%0) trailing\n", 3, "unexpected"},
		{"BB0:\n  %0 = LdArg(0)\n  Return(%0)\n  Branch BB0\n  %3 = Checkpoint BB1, BB0\nBB1:\n  Unreachable\n", 4, "successors twice"},
		{"BB0:\n  %0 = LdArg(0)\n  Branch(%0, BB0)\n", 3, `expected ", "`},
		{"BB0:\n  %0 = MkArg(px, G)\n", 2, `expected "pr"`},
		{"BB0:\n  %99999999999 = LdArg(0)\n", 2, "too large"},
		{"BB0:\n  Jmp BB0\n", 2, "jump is written"},
		{"BB0:\n  %0 = LdEnvConst\n", 2, "not written"},
		{"BB0:\n  %0 = Assume(%1, %2) {reason=whim}\n", 2, "unknown deopt reason"},
		{"BB0:\n  %0 = FrameState() G {pc=x}\n", 2, "bad number"},
		{"BB0:\n  %0 = LdArg(0)\n  %1 = Force(%0) Gx\n", 3, "expected a register"},
	}
	for _, tc := range tests {
		_, err := Parse(tc.text)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: got %v, want a ParseError", tc.text, err)
			continue
		}
		if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%q: got %v, want line %d %q", tc.text, err, tc.line, tc.msg)
		}
	}
	vtests := []struct {
		text string
		line int
		msg  string
	}{
		{"", 1, "empty version"},
		{"BB0:\n  Unreachable\n", 1, "missing header"},
		{"f {osr=x}\nBB0:\n  Unreachable\n", 1, "bad OSR pc"},
		{"f\nBB0:\n  Unreachable\npr0:\nBB0:\n  Unreachable\npr0:\nBB0:\n  Unreachable\n", 7, "defined twice"},
		{"f\nBB0:\n  Unreachable\npr0:\n", 4, "without blocks"},
	}
	for _, tc := range vtests {
		_, err := ParseVersion(tc.text)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: got %v, want a ParseError", tc.text, err)
			continue
		}
		if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%q: got %v, want line %d %q", tc.text, err, tc.line, tc.msg)
		}
	}
}

// TestParseLenient checks inputs that are not the printer's exact form
// but are accepted: indentation, blank lines, comments.
func TestParseLenient(t *testing.T) {
	text := "\n\t# the answer\n\tBB0:\n\t\t%1 = LdConst [1] 42\n\n\t\tReturn(%1)\n"
	c, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.String(), "BB0:\n  %1 = LdConst [1] 42\n  Return(%1)\n"; got != want {
		t.Errorf("got %q want %q", got, want)
	}
}

func FuzzParse(f *testing.F) {
	for _, text := range codeExamples {
		f.Add(pirText(text))
	}
	for _, text := range versionExamples {
		f.Add(pirText(text))
	}
	for _, s := range []string{
		"BB0:\n  %0 = Phi(?:%0)\n  Return(%0)\n",
		"BB0:\n  %0 = LdConst structure(list(a = 1), class = \"x\")\n  Return(%0)\n",
		"BB0:\n  %0 = LdArg(0)\n  Branch(%0, BB0, BB?)\n",
		"f\nBB0:\n  %0 = MkArg(pr3, G)\n  Return(%0)\npr3:\nBB0:\n  Unreachable\n",
		"BB0:\n  %0 = FrameState(%1, e1) %2 {pc=1 stack=1 temps=0 code=\"\\x00\" inlined}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if c, err := Parse(text); err == nil {
			checkReparse(t, c.String(), func(s string) (string, error) {
				c, err := Parse(s)
				if err != nil {
					return "", err
				}
				return c.String(), nil
			})
			checkReparse(t, c.Format(PrintOptions{Types: true}), func(s string) (string, error) {
				c, err := Parse(s)
				if err != nil {
					return "", err
				}
				return c.Format(PrintOptions{Types: true}), nil
			})
			_ = Verify(c)
		}
		if v, err := ParseVersion(text); err == nil {
			checkReparse(t, v.String(), func(s string) (string, error) {
				v, err := ParseVersion(s)
				if err != nil {
					return "", err
				}
				return v.String(), nil
			})
			_ = VerifyVersion(v)
		}
	})
}

// checkReparse checks that printed text parses and prints the same.
func checkReparse(t *testing.T, printed string, reparse func(string) (string, error)) {
	t.Helper()
	again, err := reparse(printed)
	if err != nil {
		t.Fatalf("printed text does not parse: %v\n%s", err, printed)
	}
	if again != printed {
		t.Fatalf("printed text reprints differently:\n%s\nvs\n%s", printed, again)
	}
}
