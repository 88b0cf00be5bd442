package vm

import (
	"slices"

	"gorir/internal/ops"
	"gorir/internal/rt"
)

// The fused program's fast path.
//
// Most executions of a fused program find every variable bound in the
// frame itself to a plain scalar (or, for an extraction, to a plain
// vector), and every operator's result a plain scalar. For that case the
// program is also compiled to a tree of Go closures, one per operator,
// whose operands come back in registers: no operand stack, no step
// dispatch. A closure that meets anything else (a promise, an unbound
// variable, an attribute, an NA the kernels leave to the builtin, an
// integer overflow) returns a slotBoxed slot and the whole program runs
// again on the general path (runArith). Nothing the fast path does is
// observable before it succeeds: it forces nothing, calls nothing and
// warns of nothing, and the feedback it records is what the general path
// records for the same values.

// fastNode evaluates a subtree; a slotBoxed result means "not on the
// fast path".
type fastNode func(env *rt.Env) slot

// compileFast builds p's fast path, or returns nil when the program
// shape has none.
func (p *arithProg) compileFast() fastNode {
	type entry struct {
		n    fastNode
		load int // the step index of a variable load, else -1
	}
	var st []entry
	for k := range p.steps {
		s := &p.steps[k]
		switch s.op {
		case OpLdVar:
			st = append(st, entry{p.fastLoad(k), k})
		case OpLdConst:
			c := s.val
			st = append(st, entry{func(*rt.Env) slot { return c }, -1})
		case OpSubset, OpSubset2:
			obj := st[len(st)-s.n-1]
			if obj.load < 0 || s.n > 2 {
				return nil
			}
			idx := make([]fastNode, s.n)
			vars := make([]int, s.n)
			for j := range idx {
				idx[j] = st[len(st)-s.n+j].n
				vars[j] = st[len(st)-s.n+j].load
			}
			e := p.fastElement(obj.load, k, idx)
			if !slices.Contains(vars, -1) {
				e = p.fastElementVars(obj.load, k, vars, e)
			}
			st = append(st[:len(st)-s.n-1], entry{e, -1})
		case OpNot, OpIsNA:
			x, op, fb, record := st[len(st)-1].n, s.op, &p.fb[k], s.record
			st[len(st)-1] = entry{func(env *rt.Env) slot {
				a := x(env)
				if a.kind == slotBoxed {
					return a
				}
				if record {
					fb.recordSlot(a, nil)
				}
				r, _ := unaryStep(op, a, nil)
				return r
			}, -1}
		case OpLength:
			st[len(st)-1] = entry{p.fastLength(st[len(st)-1].load), -1}
		case OpAnd1, OpOr1:
			// Nothing until the combining step.
		case OpAnd2, OpOr2:
			n := len(st)
			st = append(st[:n-2], entry{fastAndOr(s.op == OpAnd2, st[n-2].n, st[n-1].n), -1})
		case OpMath1:
			x, fn, fb, record := st[len(st)-1].n, s.math, &p.fb[k], s.record
			st[len(st)-1] = entry{func(env *rt.Env) slot {
				a := x(env)
				if record && a.kind != slotBoxed {
					fb.recordSlot(a, nil)
				}
				r, _ := math1Slot(fn, a)
				return r
			}, -1}
		case OpNeg:
			x, fb, record := st[len(st)-1].n, &p.fb[k], s.record
			st[len(st)-1] = entry{func(env *rt.Env) slot {
				r := x(env)
				if record && r.kind != slotBoxed {
					fb.recordSlot(r, nil)
				}
				switch {
				case r.kind == slotDouble:
					r.f = -r.f
				case (r.kind == slotInt || r.kind == slotLogical) && r.i != rt.NAInt:
					r.kind, r.i = slotInt, -r.i
				default:
					return slot{}
				}
				return r
			}, -1}
		default:
			n := len(st)
			st = append(st[:n-2], entry{p.fastBinary(k, st[n-2].n, st[n-1].n), -1})
		}
	}
	if len(st) != 1 {
		return nil
	}
	return st[0].n
}

// fastLoad is a variable bound in the frame to a plain scalar.
func (p *arithProg) fastLoad(k int) fastNode {
	s, fb := &p.steps[k], &p.fb[k]
	sym := s.sym
	return func(env *rt.Env) slot {
		v := env.Hinted(sym, s.hint)
		if v == nil {
			v = fastLookup(env, sym, &s.hint)
		}
		if x, ok := v.(*rt.Double); ok && len(x.V) == 1 && x.Attrs() == nil {
			fb.Types |= 1 << rt.DoubleType
			return slot{kind: slotDouble, f: x.V[0]}
		}
		if pr, ok := v.(*rt.Promise); ok && pr.Val != nil {
			// An argument already forced: its value, as forcing gives.
			v = pr.Val
		}
		return loadScalar(v, fb)
	}
}

// fastLookup finds sym in env's frame or, failing that, its enclosing
// environments (as a variable load does, without forcing anything).
func fastLookup(env *rt.Env, sym *rt.Symbol, hint *int32) rt.Value {
	v := env.GetHint(sym, hint)
	if v == rt.Unbound && env.Parent != nil {
		v, _ = env.Parent.Lookup(sym)
	}
	return v
}

// loadScalar unboxes a plain scalar, recording its type, or returns a
// slotBoxed slot.
func loadScalar(v rt.Value, fb *Feedback) slot {
	switch x := v.(type) {
	case *rt.Double:
		if len(x.V) == 1 && x.Attrs() == nil {
			fb.Types |= 1 << rt.DoubleType
			return slot{kind: slotDouble, f: x.V[0]}
		}
	case *rt.Integer:
		if len(x.V) == 1 && x.Attrs() == nil {
			fb.Types |= 1 << rt.IntegerType
			return slot{kind: slotInt, i: x.V[0]}
		}
	case *rt.Logical:
		if len(x.V) == 1 && x.Attrs() == nil {
			fb.Types |= 1 << rt.LogicalType
			return slot{kind: slotLogical, i: x.V[0]}
		}
	}
	return slot{}
}

// fastLength is length of a variable bound to a vector that is not an
// object.
func (p *arithProg) fastLength(load int) fastNode {
	s, fb := &p.steps[load], &p.fb[load]
	sym := s.sym
	return func(env *rt.Env) slot {
		v := env.Hinted(sym, s.hint)
		if v == nil {
			v = fastLookup(env, sym, &s.hint)
		}
		if pr, ok := v.(*rt.Promise); ok && pr.Val != nil {
			v = pr.Val
		}
		n, ok := plainLength(v)
		if !ok {
			return slot{}
		}
		fb.recordValue(v)
		return slot{kind: slotInt, i: int32(n)}
	}
}

// fastElement is v[i] or v[i, j] of a variable bound in the frame to a
// plain vector or matrix that is not a scalar, by in-range indices.
func (p *arithProg) fastElement(load, k int, idx []fastNode) fastNode {
	s := &p.steps[load]
	sym, fbObj, fb := s.sym, &p.fb[load], &p.fb[k]
	i0 := idx[0]
	var i1 fastNode
	if len(idx) == 2 {
		i1 = idx[1]
	}
	return func(env *rt.Env) slot {
		v := env.Hinted(sym, s.hint)
		if v == nil {
			v = fastLookup(env, sym, &s.hint)
		}
		if pr, ok := v.(*rt.Promise); ok && pr.Val != nil {
			v = pr.Val
		}
		if x, ok := v.(*rt.Double); ok {
			// The common case inline: a double vector by one index, or
			// a double matrix by two. Its feedback is what recordValue
			// would record for such a value.
			a := x.Attrs()
			p0, ok := slotIndex(i0(env))
			if !ok {
				return slot{}
			}
			k := p0
			if i1 == nil {
				if a != nil || len(x.V) == 1 {
					return slot{}
				}
			} else {
				p1, ok := slotIndex(i1(env))
				nr, nc, isMat := a.MatrixDims()
				if !ok || !isMat || p0 >= nr || p1 >= nc {
					return slot{}
				}
				k += p1 * nr
				fbObj.Attrs, fb.Attrs = true, true
			}
			if k >= len(x.V) {
				return slot{}
			}
			fbObj.Types |= 1 << rt.DoubleType
			fb.Types |= 1 << rt.DoubleType
			fbObj.NotScalar, fb.NotScalar = true, true
			return slot{kind: slotDouble, f: x.V[k]}
		}
		switch x := v.(type) {
		case *rt.Double:
			if len(x.V) == 1 && x.Attrs() == nil {
				return slot{}
			}
		case *rt.Integer:
			if len(x.V) == 1 && x.Attrs() == nil {
				return slot{}
			}
		case *rt.Logical:
			if len(x.V) == 1 && x.Attrs() == nil {
				return slot{}
			}
		default:
			return slot{}
		}
		var ix [2]slot
		if ix[0] = i0(env); ix[0].kind == slotBoxed {
			return slot{}
		}
		n := 1
		if i1 != nil {
			if ix[1] = i1(env); ix[1].kind == slotBoxed {
				return slot{}
			}
			n = 2
		}
		var r slot
		if !elementAt(&r, v, ix[:n]) {
			return slot{}
		}
		fbObj.recordValue(v)
		fb.recordValue(v)
		return r
	}
}

// fastElementVars is fastElement's commonest case with its loads
// inlined: v[i] or m[i, j] of a double vector or matrix bound in the
// frame, the indices integer scalars bound in the frame, in range. Its
// feedback is what the general node records for such values. Anything
// else goes to general.
func (p *arithProg) fastElementVars(load, k int, vars []int, general fastNode) fastNode {
	s, fbObj, fb := &p.steps[load], &p.fb[load], &p.fb[k]
	s0, fb0 := &p.steps[vars[0]], &p.fb[vars[0]]
	if len(vars) == 1 {
		return func(env *rt.Env) slot {
			x, ok := env.Hinted(s.sym, s.hint).(*rt.Double)
			i, iok := env.Hinted(s0.sym, s0.hint).(*rt.Integer)
			if ok && iok && x.Attrs() == nil && len(i.V) == 1 && i.Attrs() == nil {
				if p0 := int(i.V[0]) - 1; p0 >= 0 && p0 < len(x.V) && len(x.V) > 1 {
					fb0.Types |= 1 << rt.IntegerType
					fbObj.Types |= 1 << rt.DoubleType
					fb.Types |= 1 << rt.DoubleType
					fbObj.NotScalar, fb.NotScalar = true, true
					return slot{kind: slotDouble, f: x.V[p0]}
				}
			}
			return general(env)
		}
	}
	s1, fb1 := &p.steps[vars[1]], &p.fb[vars[1]]
	return func(env *rt.Env) slot {
		x, ok := env.Hinted(s.sym, s.hint).(*rt.Double)
		i, iok := env.Hinted(s0.sym, s0.hint).(*rt.Integer)
		j, jok := env.Hinted(s1.sym, s1.hint).(*rt.Integer)
		if ok && iok && jok && len(i.V) == 1 && i.Attrs() == nil && len(j.V) == 1 && j.Attrs() == nil {
			nr, nc, isMat := x.Attrs().MatrixDims()
			p0, p1 := int(i.V[0])-1, int(j.V[0])-1
			if isMat && p0 >= 0 && p0 < nr && p1 >= 0 && p1 < nc && p0+p1*nr < len(x.V) {
				fb0.Types |= 1 << rt.IntegerType
				fb1.Types |= 1 << rt.IntegerType
				fbObj.Attrs, fb.Attrs = true, true
				fbObj.Types |= 1 << rt.DoubleType
				fb.Types |= 1 << rt.DoubleType
				fbObj.NotScalar, fb.NotScalar = true, true
				return slot{kind: slotDouble, f: x.V[p0+p1*nr]}
			}
		}
		return general(env)
	}
}

// slotIndex// slotIndex is the zero-based position a positive in-range index slot
// names.
func slotIndex(ix slot) (int, bool) {
	p := ix.f
	switch ix.kind {
	case slotDouble:
	case slotInt:
		if ix.i == rt.NAInt {
			return 0, false
		}
		p = float64(ix.i)
	default:
		return 0, false
	}
	if !(p >= 1 && p < 1<<31) {
		return 0, false
	}
	return int(p) - 1, true
}

// fastAndOr is x && y (and false) or x || y on logical scalars: y is
// evaluated only when x does not decide.
func fastAndOr(and bool, l, r fastNode) fastNode {
	decides := rt.True
	if and {
		decides = rt.False
	}
	return func(env *rt.Env) slot {
		x := l(env)
		if x.kind != slotLogical {
			return slot{}
		}
		if x.i == decides {
			return x
		}
		y := r(env)
		if y.kind != slotLogical {
			return slot{}
		}
		if and {
			x.i = ops.And3(x.i, y.i)
		} else {
			x.i = ops.Or3(x.i, y.i)
		}
		return x
	}
}

// fastBinary is an arithmetic or comparison operator on plain scalars.
// + - * / of two doubles, the common case, is done in the closure; a NaN
// result (NA or NaN operands, Inf - Inf) and every other case go through
// arithUnboxed, which tells NA from NaN as the builtin does.
func (p *arithProg) fastBinary(k int, l, r fastNode) fastNode {
	op, fb, record := p.steps[k].op, &p.fb[k], p.steps[k].record
	if record {
		return func(env *rt.Env) slot {
			x := l(env)
			if x.kind == slotBoxed {
				return x
			}
			y := r(env)
			if y.kind == slotBoxed {
				return y
			}
			fb.recordSlot(x, nil)
			fb.recordSlot(y, nil)
			return binarySlots(op, x, y)
		}
	}
	switch op {
	case OpAdd:
		return func(env *rt.Env) slot {
			x, y := l(env), r(env)
			if a, b, ok := doubleOperands(x, y); ok {
				if f := a + b; f == f {
					return slot{kind: slotDouble, f: f}
				}
			}
			return binarySlots(OpAdd, x, y)
		}
	case OpSub:
		return func(env *rt.Env) slot {
			x, y := l(env), r(env)
			if a, b, ok := doubleOperands(x, y); ok {
				if f := a - b; f == f {
					return slot{kind: slotDouble, f: f}
				}
			}
			return binarySlots(OpSub, x, y)
		}
	case OpMul:
		return func(env *rt.Env) slot {
			x, y := l(env), r(env)
			if a, b, ok := doubleOperands(x, y); ok {
				if f := a * b; f == f {
					return slot{kind: slotDouble, f: f}
				}
			}
			return binarySlots(OpMul, x, y)
		}
	}
	return func(env *rt.Env) slot {
		return binarySlots(op, l(env), r(env))
	}
}

// doubleOperands returns the operands of an operator with a double
// result: one double, the other a double or a non-NA integer.
func doubleOperands(x, y slot) (a, b float64, ok bool) {
	a, b = x.f, y.f
	if x.kind != slotDouble {
		if x.kind != slotInt || x.i == rt.NAInt {
			return 0, 0, false
		}
		a = float64(x.i)
	}
	if y.kind != slotDouble {
		if y.kind != slotInt || y.i == rt.NAInt {
			return 0, 0, false
		}
		b = float64(y.i)
	}
	return a, b, x.kind == slotDouble || y.kind == slotDouble
}

// binarySlots is a binary operator on two fast-path operands: a
// slotBoxed operand (a subtree that left the fast path) or result makes
// the result slotBoxed.
func binarySlots(op Op, x, y slot) slot {
	if x.kind == slotBoxed || y.kind == slotBoxed {
		return slot{}
	}
	if x.kind == slotDouble || y.kind == slotDouble {
		if f, ok := quickArith(op, x.float(), y.float()); ok {
			return slot{kind: slotDouble, f: f}
		}
	}
	if arithUnboxed(op, &x, &y) {
		return x
	}
	return slot{}
}

// forArith runs a for loop whose body is one fused assignment (for (i in
// 1:n) s <- s + i * 0.5): the ForStep at pc step, the OpArithAssign after
// it and the back jump, in one Go loop, while every iteration stays on
// the fast paths. It returns the pc to resume at: step when the next
// iteration needs the general ForStep (the loop has ended, a guard
// failed, the variable's box cannot be reused), step+1 when the variable
// is bound but the program needs its general path, step+2 (the back
// jump) when the back edge is due for an interrupt check or OSR.
func (in *Interp) forArith(code *Code, env *rt.Env, st *forState, step int) (int, error) {
	p := code.Consts[code.Instrs[step+1].A].(*arithProg)
	if p.fast == nil {
		return step, nil
	}
	hint := &code.Feedback[step].hint
	for st.i < st.n {
		if !in.arithGuards(p, env) || !st.reuseBox(env, hint) {
			return step, nil
		}
		st.i++
		r := p.fast(env)
		if r.kind == slotBoxed {
			return step + 1, nil
		}
		if err := in.storeArith(p, r, nil, env); err != nil {
			return 0, err
		}
		in.Visible = false
		if in.interrupted() || (in.Tier != nil && (code.BackEdges+1)&(OSRInterval-1) == 0) {
			return step + 2, nil
		}
		code.BackEdges++
	}
	return step, nil
}
