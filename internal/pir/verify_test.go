package pir

import (
	"errors"
	"strings"
	"testing"

	"fmt"
	"math/rand/v2"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// mustParse parses a code example for a test.
func mustParse(t *testing.T, text string) *Code {
	t.Helper()
	c, err := Parse(pirText(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return c
}

// instrByReg finds the instruction written as reg (`%3`, `e1`).
func instrByReg(t *testing.T, c *Code, reg string) *Instr {
	t.Helper()
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if !i.Type.IsVoid() && i.Reg() == reg {
				return i
			}
		}
	}
	t.Fatalf("no %s", reg)
	return nil
}

// lastInstr is the last instruction of op in c.
func lastInstr(t *testing.T, c *Code, op Op) *Instr {
	t.Helper()
	var found *Instr
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == op {
				found = i
			}
		}
	}
	if found == nil {
		t.Fatalf("no %s", op)
	}
	return found
}

// wantProblem checks that err is a *VerifyError with a problem whose text
// contains msg.
func wantProblem(t *testing.T, name string, err error, msg string) {
	t.Helper()
	var ve *VerifyError
	if !errors.As(err, &ve) {
		t.Errorf("%s: got %v, want a problem %q", name, err, msg)
		return
	}
	for _, p := range ve.Problems {
		if strings.Contains(p.String(), msg) {
			return
		}
	}
	t.Errorf("%s: no problem %q in\n%v", name, msg, err)
}

const diamond = `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G)
  %2 = IsTrue(%0)
  Branch(%2, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  Branch BB3
BB2:
  %6 = LdConst [1] 2
  Branch BB3
BB3:
  %8 = Phi(BB1:%4, BB2:%6)
  %9 = Add(%8, %0) e1
  Return(%9)
`

const speculation = `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G)
  %2 = Checkpoint BB1, BB2
BB1:
  %3 = IsType(%0) {type=real$}
  Assume(%3, %2) {reason=type pc=3}
  Return(%0)
BB2: {deopt}
  %6 = FrameState(%0) e1 {pc=3 stack=1 temps=0}
  Deopt(%6)
`

func TestVerifyGood(t *testing.T) {
	for _, text := range []string{diamond, speculation} {
		if err := Verify(mustParse(t, text)); err != nil {
			t.Errorf("%v\n%s", err, text)
		}
	}
}

// TestVerifyRules has a failing example for each rule.
func TestVerifyRules(t *testing.T) {
	tests := []struct {
		name string
		// text is parsed, then mutate (if set) breaks it.
		text   string
		mutate func(t *testing.T, c *Code)
		msg    string
	}{
		{name: "no terminator", text: `
BB0:
  %0 = LdArg(0)
`, msg: "does not end in a terminator"},
		{name: "empty block", text: `
BB0:
  Branch BB1
BB1:
`, msg: "empty block"},
		{name: "terminator in the middle", text: `
BB0:
  %0 = LdArg(0)
  Return(%0)
  Return(%0)
`, msg: "terminator in the middle"},
		{name: "successor count", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB0, BB?)
`, msg: "1 successors, Branch takes 2"},
		{name: "successor without predecessor", text: diamond, mutate: func(t *testing.T, c *Code) {
			b3 := c.Blocks[3]
			b3.Preds = b3.Preds[:1]
			b3.Instrs[0].Args = b3.Instrs[0].Args[:1]
		}, msg: "1 edges to BB3, which lists BB2 as a predecessor 0 times"},
		{name: "predecessor without successor", text: diamond, mutate: func(t *testing.T, c *Code) {
			c.Blocks[1].Preds = append(c.Blocks[1].Preds, c.Blocks[2])
		}, msg: "predecessor BB2 has no edge to this block"},
		{name: "edge multiplicity", text: diamond, mutate: func(t *testing.T, c *Code) {
			b0 := c.Blocks[0]
			b0.Succs[1] = b0.Succs[0] // BB0 -> BB1 twice, BB1 lists it once
		}, msg: "2 edges to BB1, which lists BB0 as a predecessor 1 times"},
		{name: "successor of another code", text: diamond, mutate: func(t *testing.T, c *Code) {
			other := mustParse(t, diamond)
			c.Blocks[1].Succs[0] = other.Blocks[3]
		}, msg: "successor BB3 is not a block of this code"},
		{name: "phi after an instruction", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  Visible
  %6 = Phi(BB1:%0, BB2:%0)
  Return(%6)
`, msg: "phi after a non-phi"},
		{name: "phi arity", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %6 = Phi(BB1:%0)
  Return(%6)
`, msg: "phi has 1 operands for 2 predecessors"},
		{name: "operand from another code", text: diamond, mutate: func(t *testing.T, c *Code) {
			other := mustParse(t, diamond)
			instrByReg(t, c, "%9").Args[1] = instrByReg(t, other, "%0")
		}, msg: "operand %0 is not an instruction of this code"},
		{name: "operand does not dominate", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3 = LdConst [1] 1
  Branch BB3
BB2:
  Branch BB3
BB3:
  Return(%3)
`, msg: "operand %3 does not dominate this use"},
		{name: "use before definition", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%2)
  %2 = IsTrue(%0)
  Return(%0)
`, msg: "operand %2 is used before it is defined"},
		{name: "phi operand does not dominate its predecessor", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  %3 = LdConst [1] 1
  Branch BB3
BB2:
  %5 = LdConst [1] 2
  Branch BB3
BB3:
  %7 = Phi(BB1:%5, BB2:%3)
  Return(%7)
`, msg: "operand %5 does not dominate the end of predecessor BB1"},
		{name: "operand without a value", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%9").Args[0] = c.Blocks[1].Instrs[1] // the Jmp
		}, msg: "has no value"},
		{name: "wrong Block field", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%4").Block = c.Blocks[2]
		}, msg: "instruction's Block is not the block it is in"},
		{name: "duplicate ID", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%6").ID = 4
		}, msg: "ID 4 is also used by %4 = LdConst [1] 1"},
		{name: "instruction twice", text: diamond, mutate: func(t *testing.T, c *Code) {
			b := c.Blocks[1]
			b.Instrs = append([]*Instr{c.Blocks[2].Instrs[0]}, b.Instrs...)
		}, msg: "instruction appears twice"},
		{name: "duplicate block ID", text: diamond, mutate: func(t *testing.T, c *Code) {
			c.Blocks[2].ID = 1
		}, msg: "block ID 1 is used twice"},
		{name: "block of another code", text: diamond, mutate: func(t *testing.T, c *Code) {
			c.Blocks[2].Code = nil
		}, msg: "block belongs to another code"},
		{name: "operand count", text: `
BB0:
  %0 = LdArg(0)
  %1 = Add(%0) G
  Return(%1)
`, msg: "2 operands, Add takes 3"},
		{name: "variadic operand count", text: `
BB0:
  %0 = LdArg(0)
  %1 = Extract1() G
  Return(%0)
`, msg: "1 operands, Extract1 takes at least 2"},
		{name: "MkEnv names", text: diamond, mutate: func(t *testing.T, c *Code) {
			e := instrByReg(t, c, "e1")
			e.Aux.(*EnvAux).Names = nil
		}, msg: "0 names for 1 values"},
		{name: "environment operand type", text: `
BB0:
  %0 = LdArg(0)
  %1 = Force(%0) %0
  Return(%1)
`, msg: "environment operand %0 has type any^?~@#"},
		{name: "Branch test type", text: `
BB0:
  %0 = LdArg(0)
  Branch(%0, BB1, BB1)
BB1:
  Return(%0)
`, msg: "operand %0 has type any^?~@#, not a test"},
		{name: "Assume test type", text: speculation, mutate: func(t *testing.T, c *Code) {
			lastInstr(t, c, Assume).Args[0] = instrByReg(t, c, "%0")
		}, msg: "not a test"},
		{name: "Assume without checkpoint", text: speculation, mutate: func(t *testing.T, c *Code) {
			lastInstr(t, c, Assume).Args[1] = instrByReg(t, c, "%3")
		}, msg: "operand %3 is not a Checkpoint"},
		{name: "deopt branch without Deopt", text: `
BB0:
  %0 = LdArg(0)
  %1 = Checkpoint BB1, BB2
BB1:
  Return(%0)
BB2:
  Return(%0)
`, msg: "deopt branch BB2 does not end in Deopt"},
		{name: "Deopt without framestate", text: `
BB0:
  %0 = LdArg(0)
  %1 = Checkpoint BB1, BB2
BB1:
  Return(%0)
BB2:
  Deopt(%0)
`, msg: "operand %0 is not a FrameState"},
		{name: "framestate operand count", text: `
BB0:
  %0 = LdArg(0)
  %1 = FrameState(%0) G {pc=3 stack=2 temps=0}
  Deopt(%1)
`, msg: "2 operands for stack=2 temps=0 inlined=false call=false (want 3)"},
		{name: "framestate call not inlined", text: `
BB0:
  %0 = LdArg(0)
  %1 = FrameState(G) %0 {pc=3 stack=0 temps=0 call="f(x)"}
  Deopt(%1)
`, msg: "a framestate with a call that is not inlined"},
		{name: "inlined framestate parent", text: `
BB0:
  %0 = LdArg(0)
  %1 = FrameState(G) %0 {pc=3 stack=0 temps=0 inlined}
  Deopt(%1)
`, msg: "operand %0 is not a FrameState"},
		{name: "framestate environment", text: `
BB0:
  %0 = LdArg(0)
  %1 = FrameState(%0) %0 {pc=3 stack=1 temps=0}
  Deopt(%1)
`, msg: "environment operand %0"},
		{name: "LdEnvConst outside the entry", text: diamond, mutate: func(t *testing.T, c *Code) {
			g := c.Entry().Instrs[0]
			c.Entry().Instrs = c.Entry().Instrs[1:]
			c.Blocks[1].Insert(0, g)
		}, msg: "LdEnvConst outside the entry block"},
		{name: "LdEnvConst after other instructions", text: diamond, mutate: func(t *testing.T, c *Code) {
			e := c.Entry()
			e.Instrs[0], e.Instrs[1] = e.Instrs[1], e.Instrs[0]
		}, msg: "LdEnvConst after other instructions"},
		{name: "native operand of arithmetic", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  %2 = Add(%0, %1) G
  Return(%2)
`, msg: "operand %1 has type test, not an R value"},
		{name: "native operand of Return", text: `
BB0:
  %0 = LdArg(0)
  %1 = SwitchSel(%0) G {pc=1 targets=2}
  Return(%1)
`, msg: "operand %1 has type nint, not an R value"},
		{name: "EqInt of an R value", text: `
BB0:
  %0 = LdArg(0)
  %1 = EqInt(%0) {pc=1}
  Branch(%1, BB1, BB1)
BB1:
  Return(%0)
`, msg: "not a native integer"},
		{name: "ArithOK without its op", text: `
BB0:
  %0 = LdArg(0)
  %1 = ArithOK(%0, %0)
  Branch(%1, BB1, BB1)
BB1:
  Return(%0)
`, msg: "ArithOK of op 0, not one that may warn"},
		{name: "IsEnvStub of a value", text: `
BB0:
  %0 = LdArg(0)
  %1 = IsEnvStub(%0)
  Return(%0)
`, msg: "environment operand %0"},
		{name: "mixed type", text: `
BB0:
  %0:int|test = LdArg(0)
  Return(%0)
`, msg: "type int|test mixes R and native kinds"},
		{name: "unknown type bits", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%4").Type.Kinds |= 1 << 30
		}, msg: "unknown kinds or flags"},
		{name: "aux of the wrong kind", text: diamond, mutate: func(t *testing.T, c *Code) {
			lastInstr(t, c, Return).Aux = Void
		}, msg: "Return takes no aux, has pir.Type"},
		{name: "missing aux", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%4").Aux = nil
		}, msg: "LdConst takes a constant as aux, has <nil>"},
		{name: "symbol aux", text: `
BB0:
  %0 = LdVar(_, G)
  Return(%0)
`, msg: "LdVar takes a symbol as aux"},
		{name: "nil call aux", text: diamond, mutate: func(t *testing.T, c *Code) {
			instrByReg(t, c, "%9").Aux = (*CallAux)(nil)
		}, msg: "nil *CallAux"},
		{name: "framestate aux", text: `
BB0:
  %0 = FrameState() G
  Deopt(%0)
`, msg: "FrameState takes a *FrameStateAux"},
		{name: "unreachable block must be well-formed", text: `
BB0:
  %0 = LdArg(0)
  Return(%0)
BB1:
  %2 = LdConst [1] 1
`, msg: "does not end in a terminator"},
		{name: "reachable use of an unreachable definition", text: `
BB0:
  Return(%3)
BB1:
  %3 = LdConst [1] 1
  Return(%3)
`, msg: "operand %3 does not dominate this use"},
	}
	for _, tc := range tests {
		c := mustParse(t, tc.text)
		if tc.mutate != nil {
			tc.mutate(t, c)
		}
		wantProblem(t, tc.name, Verify(c), tc.msg)
	}
}

// TestVerifyUnreachable: unreachable blocks are fine when well-formed,
// even using values that do not dominate them.
func TestVerifyUnreachable(t *testing.T) {
	c := mustParse(t, `
BB0:
  %0 = LdArg(0)
  Return(%0)
BB1:
  %2 = IsTrue(%0)
  Branch(%2, BB2, BB1)
BB2:
  %4 = Phi(BB1:%5)
  %5 = LdConst [1] 1
  Return(%4)
`)
	if err := Verify(c); err != nil {
		t.Error(err)
	}
}

func TestVerifyReportsAll(t *testing.T) {
	c := mustParse(t, `
BB0:
  %0 = LdArg(0)
  %1 = Add(%0) G
  Branch(%0, BB1, BB1)
BB1:
  %3 = LdConst [1] 1
`)
	err := Verify(c)
	var ve *VerifyError
	if !errors.As(err, &ve) || len(ve.Problems) != 3 {
		t.Fatalf("got %v", err)
	}
	if !strings.Contains(err.Error(), "3 problems:\n  BB0: %1 = Add(%0) G: 2 operands") {
		t.Errorf("message: %v", err)
	}
}

// TestVerifyNoPanic: malformed code is reported, never a panic.
func TestVerifyNoPanic(t *testing.T) {
	mutations := []func(c *Code){
		func(c *Code) { c.Blocks = nil },
		func(c *Code) { c.Blocks[1] = nil },
		func(c *Code) { c.Blocks[1].Instrs[0] = nil },
		func(c *Code) { c.Blocks[3].Instrs[1].Args[0] = nil },
		func(c *Code) { c.Blocks[3].Instrs[1].Op = NumOps + 3 },
		func(c *Code) { c.Blocks[3].Instrs[1].Op = OpInvalid },
		func(c *Code) { c.Blocks[0].Succs[0] = nil },
		func(c *Code) { c.Blocks[3].Preds[0] = nil },
		func(c *Code) { c.Blocks[0].Instrs[0].Aux = EnvConst(200) },
		func(c *Code) { c.Blocks[0].Instrs[2].Aux = (*EnvAux)(nil) },
		func(c *Code) { c.Blocks[0].Instrs[2].Args = nil },
		func(c *Code) { c.Blocks[3].Instrs[1].Args = nil },
		func(c *Code) { c.Blocks[3].Instrs[1].Aux = &CallAux{Site: &vm.CallSite{}} },
		func(c *Code) { c.Blocks[1].Instrs[0].Aux = (*rt.Double)(nil) },
		func(c *Code) { c.Blocks[1].Instrs[0].Aux = DeoptReason{Kind: 99} },
		func(c *Code) { c.Blocks[3].Instrs = nil },
		func(c *Code) { c.Blocks[3].Instrs[0].Block = nil },
	}
	for k, m := range mutations {
		c := mustParse(t, diamond)
		m(c)
		err := Verify(c)
		if err == nil {
			t.Errorf("mutation %d: no problem found", k)
			continue
		}
		_ = err.Error()
	}
	if err := Verify(nil); err == nil {
		t.Error("nil code verified")
	}
	if err := VerifyVersion(nil); err == nil {
		t.Error("nil version verified")
	}
}

func TestVerifyVersion(t *testing.T) {
	v, err := ParseVersion(pirText(versionExamples["figure4-g"]))
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyVersion(v); err != nil {
		t.Fatal(err)
	}
	v.Promises[0].Promise = 3
	wantProblem(t, "promise number", VerifyVersion(v), "promise code 0 is numbered 3")
	v.Promises[0].Promise = 0
	other, _ := Parse("BB0:\n  Unreachable\n")
	mkarg := lastInstr(t, v.Body, MkArg)
	mkarg.Aux.(*Promise).PIR = other
	wantProblem(t, "promise code", VerifyVersion(v), "promise pr0's code is not the version's promise 0")
	mkarg.Aux.(*Promise).PIR = v.Promises[0]
	// A broken promise code is reported with its name.
	v.Promises[0].Blocks[0].Instrs = v.Promises[0].Blocks[0].Instrs[:1]
	wantProblem(t, "promise body", VerifyVersion(v), "pr0: BB0: %13 = LdConst [1] 2: block does not end in a terminator")
}

// TestVerifyRandomMutations breaks the examples at random: Verify must
// not panic, and code it accepts must print.
func TestVerifyRandomMutations(t *testing.T) {
	var texts []string
	for _, text := range codeExamples {
		texts = append(texts, pirText(text))
	}
	r := rand.New(rand.NewPCG(3, 4))
	auxes := []any{nil, (*CallAux)(nil), &CallAux{}, (*EnvAux)(nil), &EnvAux{}, rt.Intern("x"), GlobalEnv,
		EnvConst(9), DeoptReason{Kind: 77}, Type{}, &FrameStateAux{Stack: -1}, (*Promise)(nil), rt.DoubleScalar(1)}
	accepted := 0
	for round := 0; round < 10000; round++ {
		c, err := Parse(texts[r.IntN(len(texts))])
		if err != nil {
			t.Fatal(err)
		}
		var all []*Instr
		for _, b := range c.Blocks {
			all = append(all, b.Instrs...)
		}
		pick := func() *Instr { return all[r.IntN(len(all))] }
		for range 1 + r.IntN(2) {
			i := pick()
			b := c.Blocks[r.IntN(len(c.Blocks))]
			switch r.IntN(9) {
			case 0:
				i.Op = Op(1 + r.IntN(int(NumOps)))
			case 1:
				i.Aux = auxes[r.IntN(len(auxes))]
			case 2:
				if len(i.Args) > 0 {
					i.Args[r.IntN(len(i.Args))] = pick()
				}
			case 3:
				i.Args = append(i.Args, pick())
			case 4:
				if len(i.Args) > 0 {
					i.Args = i.Args[:len(i.Args)-1]
				}
			case 5:
				if len(b.Instrs) > 0 {
					b.Instrs = b.Instrs[:len(b.Instrs)-1]
				}
			case 6:
				b.Succs = append(b.Succs, c.Blocks[r.IntN(len(c.Blocks))])
			case 7:
				i.Type = Type{Kinds: Kinds(r.Uint32()), Flags: Flags(r.Uint32())}
			case 8:
				b.Insert(r.IntN(len(b.Instrs)+1), pick())
			}
		}
		if Verify(c) != nil {
			continue
		}
		accepted++
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("verified code does not print: %v", p)
				}
			}()
			_ = c.String()
			_ = fmt.Sprint(c.Format(PrintOptions{Types: true}))
		}()
		// and what it prints reads back.
		typed := c.Format(PrintOptions{Types: true})
		again, err := Parse(typed)
		if err != nil {
			t.Fatalf("verified code does not parse back: %v\n%s", err, typed)
		}
		if got := again.Format(PrintOptions{Types: true}); got != typed {
			t.Fatalf("verified code reprints differently:\n%s\nvs\n%s", typed, got)
		}
	}
	t.Logf("%d mutated codes verified", accepted)
	if accepted == 0 {
		t.Error("no mutation verified")
	}
}
