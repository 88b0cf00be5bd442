package opt

import (
	"math"
	"strconv"

	"gorir/internal/pir"
	"gorir/internal/rt"
)

// gvn is global value numbering over the dominator tree: an instruction
// that computes the same value as one that dominates it is replaced by
// that one. Two instructions compute the same value when they have the
// same op, the same operands and the same aux and auxint, and the op's
// result depends on nothing else — not on memory nor on an environment:
//
//   - LdConst (constants equal by identical() and of the same type),
//   - IsType and CastType (same type), IsCallee (same function), EqInt,
//     IsTrue, And3, Or3, and AsTest when its effects are none;
//   - arithmetic, comparison and vectorised logic (Add … LOr, Neg, UPlus,
//     Not) whose effects, refined by the operand types, are at most
//     setting the visibility flag (plain double scalars: no dispatch, no
//     warning, no error). Their aux is the call site, which only words
//     messages they cannot give, so it is not compared. As they set R's
//     visibility flag, a Visible takes the place of the one removed.
//
// Loads (LdVar, LdFun, IsBaseFn, LdEnvConst), IsEnvStub (it changes when
// the environment is materialised), ForElem (it reads a loop state) and
// anything with effects are not numbered.
func gvn(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		if gvnCode(c) {
			changed = true
		}
	}
	return changed
}

// gvnKey identifies what an instruction computes.
type gvnKey struct {
	op     pir.Op
	auxKey any
	auxInt int64
	a0, a1 *pir.Instr
}

type gvnState struct {
	table   map[gvnKey][]*pir.Instr
	repl    map[*pir.Instr]*pir.Instr
	dom     *pir.DomTree
	changed bool
}

func gvnCode(c *pir.Code) bool {
	s := &gvnState{table: map[gvnKey][]*pir.Instr{}, repl: map[*pir.Instr]*pir.Instr{}, dom: pir.Dominators(c)}
	s.samePhis(c)
	s.visit(c.Entry())
	replaceAll(c, s.repl)
	return s.changed
}

// samePhis merges the phis of a block that take the same operands on
// every edge (scope resolution and the replays of elide can make
// several for one variable), or operands that are themselves such phis:
// two loop phis fed by each other's copies (a variable and its shadow
// in a stack slot around a loop) are one value. It finds the largest
// such congruence optimistically: the phis of a block with one type
// start as one class, and a class is split while two of its members
// differ in an operand that is neither the same instruction nor a phi
// of the same class.
func (s *gvnState) samePhis(c *pir.Code) {
	type group struct {
		b *pir.Block
		t pir.Type
	}
	class := map[*pir.Instr]int{}
	var phis []*pir.Instr
	groups := map[group]int{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op != pir.Phi {
				continue
			}
			g := group{b, i.Type}
			id, ok := groups[g]
			if !ok {
				id = len(groups)
				groups[g] = id
			}
			class[i] = id
			phis = append(phis, i)
		}
	}
	if len(phis) < 2 {
		return
	}
	// rep is what an operand contributes to a phi's signature: its class
	// when it is a phi, else the instruction itself (by its ID, negated:
	// the IDs of one code are distinct).
	rep := func(key []byte, a *pir.Instr) []byte {
		n := -1 - int64(a.ID)
		if k, ok := class[a]; ok {
			n = int64(k)
		}
		return append(strconv.AppendInt(key, n, 10), ',')
	}
	for n := len(groups); ; {
		type sig struct {
			class int
			args  string
		}
		next := map[sig]int{}
		refined := map[*pir.Instr]int{}
		for _, p := range phis {
			var key []byte
			for _, a := range p.Args {
				key = rep(key, a)
			}
			k := sig{class[p], string(key)}
			id, ok := next[k]
			if !ok {
				id = len(next)
				next[k] = id
			}
			refined[p] = id
		}
		class = refined
		if len(next) == n {
			break
		}
		n = len(next)
	}
	first := map[int]*pir.Instr{}
	for _, p := range phis {
		k := class[p]
		if q, ok := first[k]; ok {
			s.repl[p] = q
			p.Remove()
			s.changed = true
			continue
		}
		first[k] = p
	}
}

// visit numbers the instructions of b, then of the blocks it dominates,
// with the values of b's dominators available.
func (s *gvnState) visit(b *pir.Block) {
	// An explicit stack: dominator trees of generated code can be deep.
	type frame struct {
		b     *pir.Block
		added []gvnKey
		next  int
	}
	stack := []*frame{{b: b, added: s.number(b)}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		kids := s.dom.Children(top.b)
		if top.next < len(kids) {
			k := kids[top.next]
			top.next++
			stack = append(stack, &frame{b: k, added: s.number(k)})
			continue
		}
		for n := len(top.added) - 1; n >= 0; n-- {
			key := top.added[n]
			l := s.table[key]
			s.table[key] = l[:len(l)-1]
		}
		stack = stack[:len(stack)-1]
	}
}

// number processes the instructions of b and returns the keys it added
// to the table.
func (s *gvnState) number(b *pir.Block) []gvnKey {
	var added []gvnKey
	for _, i := range append([]*pir.Instr(nil), b.Instrs...) {
		for k, a := range i.Args {
			i.Args[k] = resolve(s.repl, a)
		}
		key, visibility, ok := valueKey(i)
		if !ok {
			continue
		}
		if prev := s.lookup(key, i); prev != nil {
			s.repl[i] = prev
			s.changed = true
			if visibility {
				i.Op, i.Args, i.Aux, i.AuxInt, i.Type = pir.Visible, nil, nil, 0, pir.Void
			} else {
				i.Remove()
			}
			continue
		}
		s.table[key] = append(s.table[key], i)
		added = append(added, key)
	}
	return added
}

// lookup finds an available instruction computing what i computes.
func (s *gvnState) lookup(key gvnKey, i *pir.Instr) *pir.Instr {
	for _, prev := range s.table[key] {
		if i.Op != pir.LdConst {
			return prev
		}
		// Constants with the same printed form may still differ
		// (attributes the printer does not show, -0 and 0, NA and NaN).
		a, b := i.Aux.(rt.Value), prev.Aux.(rt.Value)
		if a == b || (pir.TypeOf(a) == pir.TypeOf(b) && rt.Identical(a, b) && sameBits(a, b)) {
			return prev
		}
	}
	return nil
}

// valueKey is the key of what i computes, and whether i also sets the
// visibility flag; ok is false for instructions that are not numbered.
func valueKey(i *pir.Instr) (key gvnKey, visibility, ok bool) {
	key = gvnKey{op: i.Op, auxInt: i.AuxInt}
	// The environment operand of the arithmetic ops is only where
	// dispatch would look; the numbered ones cannot dispatch.
	vals := i.ValueArgs()
	if len(vals) > 2 {
		return key, false, false
	}
	if len(vals) > 0 {
		key.a0 = vals[0]
	}
	if len(vals) > 1 {
		key.a1 = vals[1]
	}
	switch i.Op {
	case pir.LdConst:
		v, isVal := i.Aux.(rt.Value)
		if !isVal || v == nil {
			return key, false, false
		}
		if _, lazy := v.(*rt.Promise); lazy {
			return key, false, false
		}
		key.auxKey = pir.ConstText(v)
		return key, false, true
	case pir.IsType, pir.CastType:
		t, isType := i.Aux.(pir.Type)
		if !isType {
			return key, false, false
		}
		key.auxKey = t
		return key, false, true
	case pir.IsCallee:
		key.auxKey = i.Aux
		return key, false, isComparable(i.Aux)
	case pir.EqInt, pir.IsTrue, pir.And3, pir.Or3, pir.ArithOK:
		return key, false, true
	case pir.AsTest:
		return key, false, pir.ComputeEffects(i).Pure()
	case pir.Add, pir.Sub, pir.Mul, pir.Div, pir.Pow, pir.Mod, pir.IDiv,
		pir.Eq, pir.Ne, pir.Lt, pir.Gt, pir.Le, pir.Ge, pir.LAnd, pir.LOr,
		pir.Neg, pir.UPlus, pir.Not:
		e := pir.ComputeEffects(i)
		if e&^pir.Visibility != 0 {
			return key, false, false
		}
		return key, e.Has(pir.Visibility), true
	}
	return key, false, false
}

// isComparable reports whether v can be a map key (function values are
// pointers).
func isComparable(v any) bool {
	switch v.(type) {
	case nil, *rt.Closure, *rt.Builtin:
		return true
	}
	return false
}

// sameBits reports whether two double constants have the same bits (R's
// identical() equates NA and NaN payloads that arithmetic tells apart,
// and 0 and -0, which 1/x tells apart).
func sameBits(a, b rt.Value) bool {
	x, ok1 := a.(*rt.Double)
	y, ok2 := b.(*rt.Double)
	if !ok1 || !ok2 {
		return true
	}
	if len(x.V) != len(y.V) {
		return false
	}
	for k := range x.V {
		if math.Float64bits(x.V[k]) != math.Float64bits(y.V[k]) {
			return false
		}
	}
	return true
}
