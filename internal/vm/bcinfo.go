package vm

import (
	"gorir/internal/rt"
)

// Read-only views of bytecode details that are otherwise private to the
// vm, for the PIR builder (internal/pir/build). Nothing here changes a
// code or its feedback.

// EndAssignPop is the flag of OpEndAssign's B operand that makes it pop
// the assignment's value as well (the statement form); B&1 is `<<-`.
const EndAssignPop = endAssignPop

// ArithStep is one postfix step of a fused arithmetic program (see
// OpArith): a load (OpLdVar with Sym; OpLdConst with Const), an operator
// (an arithmetic or comparison op, or OpNeg, with the source Call), or an
// element extraction (OpSubset, OpSubset2 of N indices).
type ArithStep struct {
	Op    Op
	Sym   *rt.Symbol
	Const rt.Value
	Call  *rt.Lang
	N     int
	// InCall is set on a call step (IsCallStep) and
	// on the steps of its argument: the unfused code has no instruction
	// of its own for them (the call's argument is a promise).
	InCall bool
}

// ArithInfo is a view of the fused program of an OpArith or
// OpArithAssign instruction.
type ArithInfo struct {
	Steps []ArithStep
	// Guards are the symbols the program assumes still name their base
	// functions.
	Guards []*rt.Symbol
	// Dest is the assigned variable of OpArithAssign (nil for OpArith);
	// InPlace whether the store may overwrite the variable's box.
	Dest    *rt.Symbol
	InPlace bool
	// Feedback is a copy of the feedback of each step, parallel to
	// Steps: a load's records the values loaded, an operator's its
	// operands, an extraction's the indexed object (as the unfused
	// instructions' slots would).
	Feedback []Feedback
}

// ArithProgram returns the fused program of the instruction at pc of
// code, or false when that instruction is not OpArith / OpArithAssign or
// its constant is not a program.
func ArithProgram(code *Code, pc int) (ArithInfo, bool) {
	if code == nil || pc < 0 || pc >= len(code.Instrs) {
		return ArithInfo{}, false
	}
	in := code.Instrs[pc]
	if in.Op != OpArith && in.Op != OpArithAssign {
		return ArithInfo{}, false
	}
	if in.A < 0 || int(in.A) >= len(code.Consts) {
		return ArithInfo{}, false
	}
	p, ok := code.Consts[in.A].(*arithProg)
	if !ok {
		return ArithInfo{}, false
	}
	info := ArithInfo{
		Steps:    make([]ArithStep, len(p.steps)),
		Guards:   append([]*rt.Symbol(nil), p.guards...),
		Dest:     p.dest,
		InPlace:  p.inPlace,
		Feedback: make([]Feedback, len(p.steps)),
	}
	var start []int // per operand: the step its subtree starts at
	for k, st := range p.steps {
		s := ArithStep{Op: st.op, Sym: st.sym, Call: st.call, N: st.n}
		switch st.op {
		case OpLdConst:
			s.Const = st.val.box(nil)
			start = append(start, k)
		case OpLdVar:
			start = append(start, k)
		case OpNeg, OpAnd1, OpOr1, OpNot:
		case OpMath1, OpLength, OpIsNA:
			s.InCall = true
			for j := start[len(start)-1]; j < k; j++ {
				info.Steps[j].InCall = true
			}
		case OpSubset, OpSubset2:
			start = start[:len(start)-st.n]
		default:
			start = start[:len(start)-1]
		}
		info.Steps[k] = s
	}
	copy(info.Feedback, p.fb)
	return info, true
}

// IsSwitchTable reports whether the instruction at pc of code is an
// OpSwitch whose table constant is well formed, so that SwitchTargets
// and Interp.SwitchTarget may be used on it.
func IsSwitchTable(code *Code, pc int) bool {
	if code == nil || pc < 0 || pc >= len(code.Instrs) {
		return false
	}
	in := code.Instrs[pc]
	if in.Op != OpSwitch || in.B < 0 || int(in.B) >= len(code.Consts) {
		return false
	}
	_, ok := code.Consts[in.B].(*switchTable)
	return ok
}

// IsCompiled reports whether code's expression has been compiled to
// bytecode (a lazily compiled promise or closure body may not have been).
func IsCompiled(code *Code) bool { return code != nil && code.compiled }
