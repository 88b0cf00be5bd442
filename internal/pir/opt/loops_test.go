package opt

import (
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// parseCode parses a version and returns its body.
func parseCode(t *testing.T, text string) *pir.Code {
	t.Helper()
	v, err := pir.ParseVersion(text)
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, text)
	}
	if err := pir.VerifyVersion(v); err != nil {
		t.Fatalf("verify: %v\n%s", err, text)
	}
	return v.Body
}

// blockIDs lists the IDs of bs.
func blockIDs(bs []*pir.Block) []int {
	var out []int
	for _, b := range bs {
		out = append(out, b.ID)
	}
	return out
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

const nestedLoops = `
f
BB0:
  %0:int$ = LdArg(0)
  e1:env = MkEnv(n=%0 : G)
  %2:int$ = LdConst [1] 0L
  Branch BB1
BB1:
  %4:int$ = Phi(BB0:%2, BB7:%22)
  %5:cp = Checkpoint BB2, BB8
BB2:
  %6:test = IsBaseFn(<, e1)
  Assume(%6, %5) {reason=guard pc=2}
  %8:lgl$ = Lt(%4, %0) e1
  %9:test = AsTest(%8)
  Branch(%9, BB3, BB9)
BB3:
  %11:other = ForInit(%0) e1 {fn=_ name=i}
  Branch BB4
BB4:
  %13:int$ = Phi(BB3:%4, BB11:%20)
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
  %20:int$ = Add(%13, %17) e1
  Branch BB4
BB7:
  %21:int$ = LdConst [1] 1L
  %22:int$ = Add(%13, %21) e1
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
`

// Two nested loops: the inner one (a for loop in the outer while's
// body) comes first, is a child of the outer one, and neither holds a
// deopt block.
func TestFindLoopsNested(t *testing.T) {
	c := parseCode(t, nestedLoops)
	ls := FindLoops(c)
	if len(ls.All) != 2 || len(ls.Top) != 1 {
		t.Fatalf("loops: %d, top %d", len(ls.All), len(ls.Top))
	}
	inner, outer := ls.All[0], ls.All[1]
	if inner.Header.ID != 4 || outer.Header.ID != 1 {
		t.Fatalf("headers BB%d, BB%d", inner.Header.ID, outer.Header.ID)
	}
	if inner.Parent != outer || outer.Parent != nil || len(outer.Children) != 1 || outer.Children[0] != inner {
		t.Errorf("nesting wrong")
	}
	if inner.Depth != 2 || outer.Depth != 1 {
		t.Errorf("depths %d, %d", inner.Depth, outer.Depth)
	}
	if got := blockIDs(inner.Blocks); !sameInts(got, []int{4, 5, 6, 11}) {
		t.Errorf("inner blocks %v", got)
	}
	if got := blockIDs(outer.Blocks); !sameInts(got, []int{1, 2, 3, 4, 5, 7, 6, 11}) {
		t.Errorf("outer blocks %v", got)
	}
	if got := blockIDs(inner.Latches); !sameInts(got, []int{11}) {
		t.Errorf("inner latches %v", got)
	}
	if got := blockIDs(outer.Latches); !sameInts(got, []int{7}) {
		t.Errorf("outer latches %v", got)
	}
	for _, b := range c.Blocks {
		if b.Deopt && (outer.Contains(b) || ls.Innermost(b) != nil) {
			t.Errorf("deopt block BB%d in a loop", b.ID)
		}
	}
	for id, want := range map[int]*Loop{0: nil, 1: outer, 3: outer, 4: inner, 11: inner, 7: outer, 9: nil} {
		for _, b := range c.Blocks {
			if b.ID == id && ls.Innermost(b) != want {
				t.Errorf("innermost loop of BB%d wrong", id)
			}
		}
	}
	// The existing preheaders are found, not made.
	n := len(c.Blocks)
	if p := ls.Preheader(inner); p == nil || p.ID != 3 {
		t.Errorf("inner preheader %v", p)
	}
	if p := ls.Preheader(outer); p == nil || p.ID != 0 {
		t.Errorf("outer preheader %v", p)
	}
	if len(c.Blocks) != n {
		t.Errorf("preheader made a block")
	}
}

// A block branching to itself is a loop of one block; a cycle entered
// at two places (irreducible) is no loop.
func TestFindLoopsSelfAndIrreducible(t *testing.T) {
	c := parseCode(t, `
f
BB0:
  %0:lgl$ = LdArg(0)
  %1:test = IsTrue(%0)
  Branch BB1
BB1:
  Branch(%1, BB1, BB2)
BB2:
  Branch(%1, BB3, BB4)
BB3:
  Branch(%1, BB4, BB5)
BB4:
  Branch(%1, BB3, BB5)
BB5:
  Return(%0)
`)
	ls := FindLoops(c)
	if len(ls.All) != 1 || ls.All[0].Header.ID != 1 || !sameInts(blockIDs(ls.All[0].Blocks), []int{1}) || !sameInts(blockIDs(ls.All[0].Latches), []int{1}) {
		t.Fatalf("loops: %d", len(ls.All))
	}
	// BB1 branches to itself and out: its preheader BB0 jumps to it.
	if p := ls.Preheader(ls.All[0]); p == nil || p.ID != 0 {
		t.Errorf("preheader %v", p)
	}
}

// A header entered from two outside blocks gets a new preheader; the
// code stays valid, the header has one outside predecessor, and the
// new block joins the enclosing loop.
func TestPreheaderCreation(t *testing.T) {
	c := parseCode(t, `
f
BB0:
  %0:lgl$ = LdArg(0)
  %1:test = IsTrue(%0)
  %2:real$ = LdConst [1] 1
  %3:real$ = LdConst [1] 2
  Branch BB1
BB1:
  %5:real$ = Phi(BB0:%2, BB6:%5)
  Branch(%1, BB2, BB3)
BB2:
  Branch BB4
BB3:
  Branch BB4
BB4:
  %8:real$ = Phi(BB2:%2, BB3:%3, BB5:%8)
  %9:real$ = Phi(BB2:%5, BB3:%5, BB5:%2)
  Branch(%1, BB5, BB6)
BB5:
  Branch BB4
BB6:
  Branch(%1, BB1, BB7)
BB7:
  Return(%5)
`)
	ls := FindLoops(c)
	if len(ls.All) != 2 {
		t.Fatalf("loops: %d", len(ls.All))
	}
	inner, outer := ls.All[0], ls.All[1]
	p := ls.Preheader(inner)
	if p == nil || p.ID < 8 {
		t.Fatalf("no new preheader: %v", p)
	}
	if err := pir.Verify(c); err != nil {
		t.Fatalf("invalid after preheader creation: %v\n%s", err, c)
	}
	if got := inner.Entries(); len(got) != 1 || got[0] != p {
		t.Errorf("entries %v", blockIDs(got))
	}
	if !outer.Contains(p) || inner.Contains(p) || ls.Innermost(p) != outer {
		t.Errorf("preheader not in the outer loop only")
	}
	// The first phi's outside operands differ: a phi in p merges them;
	// the second's are the same value.
	hdr := inner.Header
	if len(hdr.Preds) != 2 || hdr.Preds[0] != p {
		t.Fatalf("header preds %v", blockIDs(hdr.Preds))
	}
	phi1, phi2 := hdr.Instrs[0], hdr.Instrs[1]
	m := phi1.Args[0]
	if m.Op != pir.Phi || m.Block != p || len(m.Args) != 2 || m.Args[0].ID != 2 || m.Args[1].ID != 3 || phi1.Args[1] != phi1 {
		t.Errorf("first phi:\n%s", c)
	}
	if phi2.Args[0].ID != 5 || phi2.Args[1].ID != 2 || len(p.Instrs) != 2 {
		t.Errorf("second phi:\n%s", c)
	}
	if ls.Preheader(inner) != p {
		t.Errorf("second call made another preheader")
	}
}

// The effects summary: what the loop's instructions may do, the
// symbols it binds, and whether it may rebind a function's name.
func TestLoopSummary(t *testing.T) {
	plus, lt, sqrt := rt.Intern("+"), rt.Intern("<"), rt.Intern("sqrt")
	tests := []struct {
		name, text string
		stores     []string
		executes   bool
		rebinds    map[*rt.Symbol]bool
	}{
		{"for", `f
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
`, []string{"i"}, false, map[*rt.Symbol]bool{plus: false}},
		{"call", `f
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
`, nil, true, map[*rt.Symbol]bool{plus: true, lt: true}},
		{"store", `f
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
`, []string{"+"}, false, map[*rt.Symbol]bool{plus: true, lt: false}},
		// Integer addition may warn, so run a calling handler.
		{"warn", `f
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
`, []string{"i"}, false, map[*rt.Symbol]bool{plus: true}},
		// The LdFun of sqrt follows the guard that proves it finds the
		// base function: a read.
		{"ldfun", `f
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
  %7:real$ = Phi(BB1:%5, BB4:%16)
  %8:cp = Checkpoint BB3, BB8
BB3:
  %9:test = IsBaseFn(<, e1)
  Assume(%9, %8) {reason=guard pc=3}
  %11:lgl$ = Lt(%7, %0) e1
  %12:test = AsTest(%11)
  Branch(%12, BB4, BB5)
BB4:
  %13:test = IsBaseFn(sqrt, e1)
  Assume(%13, %8) {reason=guard pc=9}
  %15 = LdFun(sqrt, e1) {site="sqrt(x)"}
  StVar(f, %15, e1)
  %16:real$ = Add(%7, %0) e1
  Branch BB2
BB5:
  Return(%7)
BB8: {deopt}
  e20:env = MkEnv(n=%0, x=%7 : G)
  %21:fs = FrameState() e20 {pc=2 stack=0 temps=0 code="f"}
  Deopt(%21)
BB9: {deopt}
  %22:fs = FrameState() e1 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%22)
`, []string{"f"}, false, map[*rt.Symbol]bool{sqrt: false, plus: true}},
	}
	for _, tc := range tests {
		c := parseCode(t, tc.text)
		ls := FindLoops(c)
		if len(ls.All) != 1 {
			t.Fatalf("%s: %d loops", tc.name, len(ls.All))
		}
		s := ls.Summary(ls.All[0])
		if s.Effects.Has(pir.Executes) != tc.executes {
			t.Errorf("%s: effects %v", tc.name, s.Effects)
		}
		if len(s.Stores) != len(tc.stores) {
			t.Errorf("%s: stores %v", tc.name, s.Stores)
		}
		for _, n := range tc.stores {
			if !s.Stores[rt.Intern(n)] {
				t.Errorf("%s: %s not stored", tc.name, n)
			}
		}
		if tc.name == "ldfun" {
			// sqrt's guard is before the loop here: unproven, the LdFun
			// may run code.
			continue
		}
		for sym, want := range tc.rebinds {
			if got := s.MayRebind(sym); got != want {
				t.Errorf("%s: MayRebind(%s) = %v", tc.name, sym.Name, got)
			}
		}
	}
}

// Arithmetic R never warns about (a double operand of +, -, *,
// comparisons, / and ^) has no Warn effect, so it does not keep a
// loop's guards in (a warning may run a calling handler). Two integers
// may overflow, %% of doubles may lose accuracy.
func TestArithWarnEffects(t *testing.T) {
	c := parseCode(t, `
f
BB0:
  %0:int$ = LdArg(0)
  %1:real$ = LdArg(1)
  %2:lgl$ = LdArg(2)
  %3:int = LdArg(3)
  %4:int$ = Add(%0, %0) G
  %5:real$ = Mul(%0, %1) G
  %6:lgl$ = Lt(%0, %2) G
  %7:real$ = Div(%0, %0) G
  %8:real$ = Mod(%1, %0) G
  %9:int$ = Sub(%2, %0) G
  %10:int = Add(%3, %1) G
  %11:real$ = Pow(%2, %0) G
  Return(%0)
`)
	want := map[int]bool{4: true, 5: false, 6: false, 7: false, 8: true, 9: true, 10: true, 11: false}
	for _, i := range c.Entry().Instrs {
		w, ok := want[i.ID]
		if !ok {
			continue
		}
		if got := pir.ComputeEffects(i).Has(pir.Warn); got != w {
			t.Errorf("%s: warns %v, want %v", i, got, w)
		}
	}
}
