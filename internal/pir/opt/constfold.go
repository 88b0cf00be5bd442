package opt

import (
	"sync"

	"gorir/internal/ops"
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// constfold evaluates at compile time what the operand types or constant
// operands already decide:
//
//   - arithmetic, comparison and vectorised logic (Add … LOr), Neg,
//     UPlus and Not of constant plain scalars (logical, integer, double,
//     complex or string, without attributes), LglOperand, And3, Or3 (and
//     FALSE && x, TRUE || x), AsTest and IsTrue of constants, computed
//     by the runtime's own functions (internal/ops) so that results and NA
//     handling are the interpreter's; an evaluation that would warn
//     (integer overflow, NaNs produced, …) or signal an error is left to
//     run, with its message, at run time. An op that set R's visibility
//     flag leaves a Visible in its place;
//   - IsType(v) that v's type proves or disproves, CastType(v) that does
//     not narrow v's type, Force(v) of a v that cannot be a promise nor the
//     missing marker, ChkFunction(v) of a known function, EqInt of the
//     SwitchSel of a constant (when the selection neither warns nor fails;
//     the SwitchSel then goes too once unused);
//   - Branch on a known test becomes a jump (the dead edge goes, with its
//     phi operands, and what it alone reached), Assume of a test known to
//     hold goes;
//   - a Phi whose operands are all the same constant becomes that
//     constant.
//
// A test known at compile time is written IsTrue(LdConst TRUE) (or
// FALSE): PIR has no constant of the native test kind.
func constfold(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if foldCode(c) {
			changed = true
		}
	}
	return changed
}

// folder holds the state of constant folding over one code.
type folder struct {
	c    *pir.Code
	repl map[*pir.Instr]*pir.Instr
	dead map[*pir.Instr]bool
	// cleanSel are the SwitchSels shown not to warn nor fail: they may go
	// once their EqInt tests are folded.
	cleanSel map[*pir.Instr]bool
	changed  bool
}

func foldCode(c *pir.Code) bool {
	f := &folder{c: c, repl: map[*pir.Instr]*pir.Instr{}, dead: map[*pir.Instr]bool{}, cleanSel: map[*pir.Instr]bool{}}
	for _, b := range pir.Dominators(c).RPO() {
		instrs := append([]*pir.Instr(nil), b.Instrs...)
		for _, i := range instrs {
			if f.dead[i] || i.Block == nil {
				continue
			}
			for k, a := range i.Args {
				i.Args[k] = resolve(f.repl, a)
			}
			f.fold(i)
		}
	}
	replaceAll(c, f.repl)
	removeInstrs(c, f.dead)
	if len(f.cleanSel) > 0 {
		u := uses(c)
		dead := map[*pir.Instr]bool{}
		for s := range f.cleanSel {
			if s.Block != nil && len(u[s]) == 0 {
				dead[s] = true
			}
		}
		if len(dead) > 0 {
			removeInstrs(c, dead)
			f.changed = true
		}
	}
	if removeUnreachable(c) {
		f.changed = true
	}
	return f.changed
}

// fold folds i if it can.
func (f *folder) fold(i *pir.Instr) {
	switch i.Op {
	case pir.Add, pir.Sub, pir.Mul, pir.Div, pir.Pow, pir.Mod, pir.IDiv,
		pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr:
		x, okx := plainConst(i.Args[0])
		y, oky := plainConst(i.Args[1])
		if !okx || !oky {
			return
		}
		if r, ok := evalBinary(i.Op, x, y); ok {
			f.toConst(i, r)
		}
	case pir.Neg, pir.UPlus, pir.Not:
		x, ok := plainConst(i.Args[0])
		if !ok {
			return
		}
		if r, ok := evalUnary(i.Op, x); ok {
			f.toConst(i, r)
		}
	case pir.LglOperand:
		x, ok := constValue(i.Args[0])
		if !ok {
			return
		}
		w := &countWarn{}
		// The operator only chooses the words of an error message; an
		// evaluation that fails is not folded.
		t, err := ops.AndOrOperand(ops.OpAnd, x, i.AuxInt == 1, w)
		if err == nil && w.n == 0 {
			f.toConst(i, rt.LogicalScalar(t))
		}
	case pir.And3, pir.Or3:
		a, oka := lglConst(i.Args[0])
		b, okb := lglConst(i.Args[1])
		// FALSE && x is FALSE and TRUE || x is TRUE whatever x is (x is
		// a logical scalar already computed).
		short := rt.False
		if i.Op == pir.Or3 {
			short = rt.True
		}
		switch {
		case oka && okb:
			r := ops.And3(a, b)
			if i.Op == pir.Or3 {
				r = ops.Or3(a, b)
			}
			f.toConst(i, rt.LogicalScalar(r))
		case oka && a == short, okb && b == short:
			f.toConst(i, rt.LogicalScalar(short))
		}
	case pir.ArithOK:
		// The operand types may have narrowed since the speculation was
		// made: a double operand of +, -, * rules out a warning.
		a, b := i.Args[0], i.Args[1]
		if a.Type.IsPlainNumber() && b.Type.IsPlainNumber() && !pir.ArithMayWarn(pir.Op(i.AuxInt), a, b) {
			f.toTest(i, true)
		}
	case pir.AsTest:
		x, ok := constValue(i.Args[0])
		if !ok {
			return
		}
		if t, err := ops.Condition(x); err == nil {
			f.toTest(i, t)
		}
	case pir.IsTrue:
		x, ok := constValue(i.Args[0])
		if !ok || isCanonicalTest(i) {
			return
		}
		f.toTest(i, ops.IsTRUE(x))
	case pir.IsType:
		t, ok := i.Aux.(pir.Type)
		if !ok {
			return
		}
		if r, known := typeTest(i.Args[0].Type, t); known {
			f.toTest(i, r)
		}
	case pir.CastType:
		if t, ok := i.Aux.(pir.Type); ok && !i.Args[0].Type.IsVoid() && i.Args[0].Type.Sub(t) {
			f.replace(i, i.Args[0])
		}
	case pir.Force:
		if t := i.Args[0].Type; !t.IsVoid() && !t.MaybeLazy() && !t.MaybeMissing() {
			f.replace(i, i.Args[0])
		}
	case pir.ChkFunction:
		t := i.Args[0].Type
		if t.Kinds != 0 && t.Kinds&^pir.KFunctions == 0 && !t.MaybeLazy() && !t.MaybeMissing() {
			f.replace(i, i.Args[0])
		}
	case pir.EqInt:
		if pc, ok := f.switchTarget(i.Args[0]); ok {
			f.toTest(i, int64(pc) == i.AuxInt)
		}
	case pir.Phi:
		f.foldPhi(i)
	case pir.Branch:
		if t, ok := testConst(i.Args[0]); ok {
			k := 0
			if !t {
				k = 1
			}
			replaceTerminator(i.Block, k)
			f.changed = true
		}
	case pir.Assume:
		if t, ok := testConst(i.Args[0]); ok && t {
			f.dead[i] = true
			f.changed = true
		}
	}
}

// replace makes the uses of i use r, and removes i.
func (f *folder) replace(i, r *pir.Instr) {
	f.repl[i] = r
	f.dead[i] = true
	f.changed = true
}

// toConst replaces i by the constant v, inserted in its place. If i set
// the visibility flag, a Visible takes its place.
func (f *folder) toConst(i *pir.Instr, v rt.Value) {
	k := f.c.NewInstr(pir.LdConst)
	k.Aux = v
	k.Type = pir.TypeOf(v)
	insertBefore(i, k)
	f.repl[i] = k
	f.changed = true
	if pir.ComputeEffects(i).Has(pir.Visibility) {
		i.Op, i.Args, i.Aux, i.AuxInt, i.Type = pir.Visible, nil, nil, 0, pir.Void
		return
	}
	f.dead[i] = true
}

// toTest replaces the test i by the constant test t.
func (f *folder) toTest(i *pir.Instr, t bool) {
	f.replace(i, newConstTest(i, t))
}

// newConstTest inserts IsTrue(LdConst TRUE or FALSE) before at.
func newConstTest(at *pir.Instr, t bool) *pir.Instr {
	c := at.Block.Code
	v := rt.False
	if t {
		v = rt.True
	}
	k := c.NewInstr(pir.LdConst)
	k.Aux = rt.Value(rt.LogicalScalar(v))
	k.Type = pir.TypeOf(k.Aux.(rt.Value))
	insertBefore(at, k)
	it := c.NewInstr(pir.IsTrue, k)
	insertBefore(at, it)
	return it
}

// isCanonicalTest reports whether i is IsTrue of a TRUE or FALSE
// constant: the form of a known test.
func isCanonicalTest(i *pir.Instr) bool {
	x, ok := lglConst(i.Args[0])
	return ok && x != rt.NALgl
}

// testConst is the value of a test known at compile time.
func testConst(t *pir.Instr) (bool, bool) {
	if t.Op != pir.IsTrue || len(t.Args) != 1 {
		return false, false
	}
	x, ok := constValue(t.Args[0])
	if !ok {
		return false, false
	}
	return ops.IsTRUE(x), true
}

// foldPhi replaces a phi whose operands are all the same constant (in
// different LdConsts) by one LdConst at the start of its block.
func (f *folder) foldPhi(i *pir.Instr) {
	var first rt.Value
	distinct := false
	for _, a := range i.Args {
		v, ok := constValue(a)
		if !ok {
			return
		}
		if first == nil {
			first = v
			continue
		}
		if a != i.Args[0] {
			distinct = true
		}
		if !rt.Identical(first, v) || pir.TypeOf(first) != pir.TypeOf(v) || !sameBits(first, v) {
			return
		}
	}
	if first == nil || !distinct {
		return // one LdConst: a trivial phi, which tidying removes
	}
	b := i.Block
	at := 0
	for at < len(b.Instrs) && b.Instrs[at].Op == pir.Phi {
		at++
	}
	k := f.c.NewInstr(pir.LdConst)
	k.Aux = first
	k.Type = pir.TypeOf(first)
	b.Insert(at, k)
	f.replace(i, k)
}

// typeTest decides IsType for an operand of type have and the tested
// type want, as the runtime's test (a value of kind, length, attributes
// and NA fitting want; a promise only when want may be lazy, judged by
// its forced value; the missing marker only when want may be missing)
// would for every value of type have.
func typeTest(have, want pir.Type) (result, known bool) {
	if have.IsVoid() || have.IsNative() {
		return false, false
	}
	if !have.MaybeLazy() && have.Sub(want) {
		return true, true
	}
	if have.MaybeLazy() && want.MaybeLazy() {
		return false, false
	}
	if have.MaybeMissing() && want.MaybeMissing() {
		return false, false
	}
	if have.Kinds&want.Kinds == 0 {
		return false, true
	}
	return false, false
}

// constValue is the value of an LdConst.
func constValue(i *pir.Instr) (rt.Value, bool) {
	if i.Op != pir.LdConst {
		return nil, false
	}
	v, ok := i.Aux.(rt.Value)
	if !ok || v == nil {
		return nil, false
	}
	if _, lazy := v.(*rt.Promise); lazy {
		return nil, false
	}
	return v, true
}

// plainConst is the value of an LdConst that is an attribute-free vector
// of length one of a basic kind: an operand the operators compute on
// without dispatch.
func plainConst(i *pir.Instr) (rt.Value, bool) {
	v, ok := constValue(i)
	if !ok {
		return nil, false
	}
	switch x := v.(type) {
	case *rt.Logical, *rt.Integer, *rt.Double, *rt.Complex, *rt.Character:
		vec := x.(rt.Vector)
		if vec.Len() == 1 && vec.Attrs() == nil {
			return v, true
		}
	}
	return nil, false
}

// lglConst is the element of a constant logical scalar.
func lglConst(i *pir.Instr) (int32, bool) {
	v, ok := constValue(i)
	if !ok {
		return 0, false
	}
	l, ok := v.(*rt.Logical)
	if !ok || len(l.V) != 1 || l.Attrs() != nil {
		return 0, false
	}
	return l.V[0], true
}

// countWarn counts the warnings an operation gives.
type countWarn struct{ n int }

func (w *countWarn) Warn(string)        { w.n++ }
func (w *countWarn) WarnContext(string) { w.n++ }

var arithOps = map[pir.Op]ops.ArithOp{
	pir.Add: ops.OpAdd, pir.Sub: ops.OpSub, pir.Mul: ops.OpMul, pir.Div: ops.OpDiv,
	pir.Pow: ops.OpPow, pir.Mod: ops.OpMod, pir.IDiv: ops.OpIDiv,
}

var compareOps = map[pir.Op]ops.CompareOp{
	pir.Eq: ops.OpEq, pir.Ne: ops.OpNe, pir.Lt: ops.OpLt, pir.Gt: ops.OpGt, pir.Le: ops.OpLe, pir.Ge: ops.OpGe,
}

// evalBinary computes x op y as the operator builtins do; ok is false
// when that warns or fails.
func evalBinary(op pir.Op, x, y rt.Value) (r rt.Value, ok bool) {
	w := &countWarn{}
	var err error
	switch op {
	case pir.LAnd:
		r, err = ops.Logic(ops.OpAnd, x, y, w)
	case pir.LOr:
		r, err = ops.Logic(ops.OpOr, x, y, w)
	default:
		if a, isArith := arithOps[op]; isArith {
			r, err = ops.Arith(a, x, y, w)
		} else {
			r, err = ops.Compare(compareOps[op], x, y, w)
		}
	}
	if err != nil || w.n > 0 || r == nil {
		return nil, false
	}
	return r, true
}

// evalUnary computes -x, +x or !x as the operator builtins do.
func evalUnary(op pir.Op, x rt.Value) (r rt.Value, ok bool) {
	w := &countWarn{}
	var err error
	switch op {
	case pir.Neg:
		r, err = ops.Unary(ops.OpSub, x, w)
	case pir.UPlus:
		r, err = ops.Unary(ops.OpAdd, x, w)
	case pir.Not:
		r, err = ops.Not(x)
	}
	if err != nil || w.n > 0 || r == nil {
		return nil, false
	}
	return r, true
}

// switchTarget is the pc the SwitchSel sel continues at when its
// selector is a constant and selecting neither warns nor fails.
func (f *folder) switchTarget(sel *pir.Instr) (int, bool) {
	if sel.Op != pir.SwitchSel {
		return 0, false
	}
	aux, ok := sel.Aux.(*pir.SwitchAux)
	if !ok || aux.Code == nil || aux.Site == nil {
		return 0, false
	}
	x, ok := constValue(sel.Args[0])
	if !ok {
		return 0, false
	}
	pc, ok := scratchSwitch(aux, x)
	if ok {
		f.cleanSel[sel] = true
	}
	return pc, ok
}

// The switch selection is the interpreter's; it runs on a scratch
// interpreter on which every warning is an error (options(warn = 2)), so
// that a selection that would warn is not folded.
var (
	scratchMu sync.Mutex
	scratch   *vm.Interp
)

func scratchSwitch(aux *pir.SwitchAux, x rt.Value) (pc int, ok bool) {
	scratchMu.Lock()
	defer scratchMu.Unlock()
	if scratch == nil {
		scratch = vm.New()
		scratch.Stdout, scratch.Stderr = nil, nil
	}
	scratch.Options["warn"] = rt.DoubleScalar(2)
	defer func() {
		if recover() != nil {
			pc, ok = 0, false
		}
	}()
	pc, err := scratch.SwitchTarget(aux.Code, aux.PC, x, aux.Site.Call)
	if err != nil {
		return 0, false
	}
	return pc, true
}
