package vm

import "gorir/internal/rt"

// Element assignment statements in one step.
//
// The statement x[i] <- value (or x[i, j] <- value, x[[i]] <- value)
// with simple indices compiles to the instruction sequence
//
//	StartAssign x; LdVar/LdConst i…; SetIndex n; EndAssign x (pop)
//
// behind the value's code. When x is bound in the frame itself to an
// unshared plain vector of the value's type, the indices are in range
// and the value a plain scalar, that sequence writes one element in
// place and rebinds nothing; elemAssign does exactly that in one
// dispatch, from the operand stack's value or, after a fused program,
// from its unboxed result (so that the value is never boxed). Anything
// else runs the sequence as compiled. The feedback the sequence's
// instructions would record is recorded.

// elemAssign performs the element assignment statement starting at pc s
// of code with the value val, when it can be done in place; it returns
// the pc after the statement and whether it did.
func (in *Interp) elemAssign(code *Code, s int, env *rt.Env, val slot) (int, bool) {
	instrs := code.Instrs
	if s+3 >= len(instrs) || val.kind == slotBoxed {
		return 0, false
	}
	st := instrs[s]
	if st.Op != OpStartAssign || st.B != 0 {
		return 0, false
	}
	n := 1
	if instrs[s+2].Op != OpSetIndex && instrs[s+2].Op != OpSetIndex2 {
		n = 2
		if s+4 >= len(instrs) || instrs[s+3].Op != OpSetIndex {
			return 0, false
		}
	}
	set, end := instrs[s+n+1], instrs[s+n+2]
	if int(set.A) != n || end.Op != OpEndAssign || end.A != st.A || end.B != endAssignPop {
		return 0, false
	}
	sym := code.Consts[st.A].(*rt.Symbol)
	hint := &code.Feedback[s].hint
	x := env.Hinted(sym, *hint)
	if x == nil {
		x = env.GetHint(sym, hint)
	}
	var pos [2]int
	var ix [2]rt.Value
	for j := 0; j < n; j++ {
		ld := instrs[s+1+j]
		switch ld.Op {
		case OpLdConst:
			ix[j] = code.Consts[ld.A]
		case OpLdVar:
			h := &code.Feedback[s+1+j].hint
			isym := code.Consts[ld.A].(*rt.Symbol)
			if ix[j] = env.Hinted(isym, *h); ix[j] == nil {
				ix[j] = env.GetHint(isym, h)
			}
		default:
			return 0, false
		}
		p, ok := scalarPos(ix[j])
		if !ok {
			return 0, false
		}
		pos[j] = p
	}
	k := pos[0]
	var a *rt.Attrs
	switch v := x.(type) {
	case *rt.Double:
		a = v.Attrs()
	case *rt.Integer:
		a = v.Attrs()
	case *rt.Logical:
		a = v.Attrs()
	default:
		return 0, false
	}
	if rt.Shared(x) {
		return 0, false
	}
	if n == 2 {
		nr, nc, ok := a.MatrixDims()
		if !ok || pos[0] >= nr || pos[1] >= nc {
			return 0, false
		}
		k += pos[1] * nr
	} else if a != nil {
		return 0, false
	}
	if !setElementSlot(x, k, val) {
		return 0, false
	}
	for j := 0; j < n; j++ {
		if instrs[s+1+j].Op == OpLdVar {
			code.Feedback[s+1+j].recordValue(ix[j])
		}
	}
	fb := &code.Feedback[s+n+1]
	fb.recordValue(x)
	fb.recordSlotAssigned(val)
	in.Visible = false
	return s + n + 3, true
}

// setElementSlot stores a plain scalar slot at position k of the plain
// vector x, as setElement does a boxed one.
func setElementSlot(x rt.Value, k int, s slot) bool {
	switch v := x.(type) {
	case *rt.Double:
		if k >= len(v.V) {
			return false
		}
		switch s.kind {
		case slotDouble:
			v.V[k] = s.f
		case slotInt:
			if s.i == rt.NAInt {
				v.V[k] = rt.NAReal
			} else {
				v.V[k] = float64(s.i)
			}
		default:
			return false
		}
		return true
	case *rt.Integer:
		if k < len(v.V) && s.kind == slotInt {
			v.V[k] = s.i
			return true
		}
	case *rt.Logical:
		if k < len(v.V) && s.kind == slotLogical {
			v.V[k] = s.i
			return true
		}
	}
	return false
}
