package build

import (
	"testing"

	"gorir/internal/pir"
)

// Loop-header checkpoints: at the target of every back edge the builder
// ends the header block in a Checkpoint whose deopt block resumes at the
// header's pc with the stack there (for a `for` loop, the loop state),
// for opt/licm to copy into the loop's preheader.

// A for loop: the header (ForStep's pc, 24) checkpoints with the loop
// state on the stack.
func TestLoopHeaderCheckpointFor(t *testing.T) {
	v := buildClosure(t, `f <- function(n) { s <- 0; for (i in 1:n) s <- s + i; s }`, "f")
	expectPIR(t, "f", v, `
f
BB0:
  %1 = LdArg(0)
  e2 = MkEnv(n=%1 : O) {formals}
  %3 = Checkpoint BB1, BB11
BB1:
  %4 = IsBaseFn({, e2)
  Assume(%4, %3) {reason=guard pc=0}
  %6 = IsBaseFn(<-, e2)
  Assume(%6, %3) {reason=guard pc=1}
  %8 = LdConst [1] 0
  StVar(s, %8, e2)
  %10 = Checkpoint BB2, BB10
BB2:
  %11 = IsBaseFn(for, e2)
  Assume(%11, %10) {reason=guard pc=12}
  %13 = IsBaseFn(:, e2)
  Assume(%13, %10) {reason=guard pc=13}
  %15 = LdConst [1] 1
  %16 = LdVar(n, e2)
  %17 = Force(%16) e2 {var=n}
  %18 = Colon(%15, %17) e2 {site="1:n"}
  %19 = ForInit(%18) e2 {site="for (i in 1:n) s <- s + i" fn=_ name=i}
  Branch BB3
BB3:
  %21 = Checkpoint BB4, BB9
BB4:
  %22 = ForStep(%19)
  Branch(%22, BB5, BB8)
BB5:
  %24 = ForElem(%19)
  StVar(i, %24, e2)
  %26 = Checkpoint BB6, BB7
BB6:
  %27 = IsBaseFn(<-, e2)
  Assume(%27, %26) {reason=guard pc=27}
  %29 = IsBaseFn(+, e2)
  Assume(%29, %26) {reason=guard pc=28}
  %31 = LdVar(s, e2)
  %32 = Force(%31) e2 {var=s}
  %33 = LdVar(i, e2)
  %34 = Force(%33) e2 {var=i}
  %35 = Add(%32, %34) e2 {site="s + i"}
  StVar(s, %35, e2)
  Branch BB3
BB7: {deopt}
  %38 = FrameState(%19) e2 {pc=27 stack=1 temps=0 code="function"}
  Deopt(%38)
BB8:
  %40 = LdConst NULL
  %41 = LdVar(s, e2)
  %42 = Force(%41) e2 {var=s}
  Return(%42)
BB9: {deopt}
  %44 = FrameState(%19) e2 {pc=24 stack=1 temps=0 code="function"}
  Deopt(%44)
BB10: {deopt}
  %46 = FrameState() e2 {pc=12 stack=0 temps=0 code="function"}
  Deopt(%46)
BB11: {deopt}
  %48 = FrameState() e2 {pc=0 stack=0 temps=0 code="function"}
  Deopt(%48)
`)
}

// headerCheckpoints returns the loop headers of c (blocks entered by an
// edge from a block after them in layout order, which the builder's
// reverse postorder makes the back edges) whose last instruction is a
// Checkpoint, and the number of headers.
func headerCheckpoints(c *pir.Code) (cps []*pir.Instr, headers int) {
	pos := map[*pir.Block]int{}
	for k, b := range c.Blocks {
		pos[b] = k
	}
	for _, b := range c.Blocks {
		back := false
		for _, p := range b.Preds {
			if pos[p] >= pos[b] {
				back = true
			}
		}
		if !back {
			continue
		}
		headers++
		if t := b.Terminator(); t != nil && t.Op == pir.Checkpoint {
			cps = append(cps, t)
		}
	}
	return cps, headers
}

// A while loop's header checkpoint is also the one its condition's
// guard uses (only pure instructions run between them); a repeat loop's
// serves the guards at the start of its body. Nested loops each have
// one; the inner for loop's stack holds its state.
func TestLoopHeaderCheckpoints(t *testing.T) {
	tests := []struct {
		name, src string
		loops     int
		// stack is the framestate stack depth of each header's deopt,
		// outer loops first.
		stack []int
		// guarded is the symbol of a guard anchored at the first
		// header's checkpoint ("" for none).
		guarded string
	}{
		{"while", `f <- function(n) { i <- 0; while (i < n) i <- i + 1; i }`, 1, []int{0}, "<"},
		{"repeat", `f <- function(n) { k <- 0; repeat { k <- k + 1; if (k >= n) break }; k }`, 1, []int{0}, "+"},
		{"nested", `f <- function(n) { s <- 0; j <- 0; while (j < n) { for (i in 1:j) s <- s + i; j <- j + 1 }; s }`, 2, []int{0, 1}, "<"},
		{"next", `f <- function(n) { s <- 0; for (i in 1:n) { if (i == 2) next; s <- s + i }; s }`, 1, []int{1}, ""},
	}
	for _, tc := range tests {
		v := buildClosure(t, tc.src, "f")
		checkVersion(t, tc.name, v)
		cps, headers := headerCheckpoints(v.Body)
		if headers != tc.loops || len(cps) != tc.loops {
			t.Errorf("%s: %d headers, %d with a checkpoint, want %d:\n%s", tc.name, headers, len(cps), tc.loops, v)
			continue
		}
		for k, cp := range cps {
			d := cp.Block.Succs[1]
			fs := d.Instrs[len(d.Instrs)-2]
			aux := fs.Aux.(*pir.FrameStateAux)
			if fs.Op != pir.FrameState || aux.Stack != tc.stack[k] {
				t.Errorf("%s: header %d: framestate %v", tc.name, k, fs)
			}
			if aux.Stack == 1 && fs.Args[0].Op != pir.ForInit {
				t.Errorf("%s: header %d: stack is not the loop state: %v", tc.name, k, fs)
			}
		}
		if tc.guarded != "" {
			found := false
			for _, b := range v.Body.Blocks {
				for _, i := range b.Instrs {
					if i.Op == pir.Assume && i.Args[1] == cps[0] && i.Args[0].Op == pir.IsBaseFn && i.Args[0].Sym().Name == tc.guarded {
						found = true
					}
				}
			}
			if !found {
				t.Errorf("%s: no guard of %s at the header checkpoint:\n%s", tc.name, tc.guarded, v)
			}
		}
	}
}

// OSR versions enter at a loop header: it gets its checkpoint, resuming
// at the entry pc. Promise codes speculate nothing, so their
// loops get none.
func TestLoopHeaderCheckpointOSRAndPromise(t *testing.T) {
	in := newInterp()
	runR(in, `
lf <- function(n) { s <- 0; for (i in 1:n) { j <- 0; while (j < i) j <- j + 1; s <- s + j }; s }
pf <- function(n) g(for (i in 1:n) i)
lf(5)
`)
	fn := closureFn(t, in, "lf")
	for _, l := range fn.Code.Loops {
		v, err := OSR(fn, l.Next, l.Depth)
		if err != nil {
			t.Fatalf("OSR at %d: %v", l.Next, err)
		}
		checkVersion(t, "osr", v)
		cps, headers := headerCheckpoints(v.Body)
		// Entered at the inner loop, the outer loop's header is entered
		// only from the end of its body: one loop, headed by the inner
		// header.
		if headers == 0 || len(cps) != headers {
			t.Errorf("OSR at %d: %d headers, %d checkpoints:\n%s", l.Next, headers, len(cps), v)
		}
		found := false
		for _, cp := range cps {
			d := cp.Block.Succs[1]
			fs := d.Instrs[len(d.Instrs)-2]
			if fs.Aux.(*pir.FrameStateAux).PC == l.Next {
				found = true
			}
		}
		if !found {
			t.Errorf("OSR at %d: no checkpoint resuming at the entry loop's header:\n%s", l.Next, v)
		}
	}
	v := mustFunction(t, closureFn(t, in, "pf"), pir.Context{})
	if len(v.Promises) == 0 {
		t.Fatalf("no promise:\n%s", v)
	}
	if _, headers := headerCheckpoints(v.Promises[0]); headers != 1 || countOp(v.Promises[0], pir.Checkpoint) != 0 {
		t.Errorf("promise loop: %d headers, %d checkpoints:\n%s", headers, countOp(v.Promises[0], pir.Checkpoint), v.Promises[0])
	}
}
